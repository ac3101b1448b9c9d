/**
 * The "this round" page a phone opens straight to a player's board (issue 24, item 6): the round
 * just posted, one line a player in name order — board, colour, opponent, both scores — each line an
 * anchor named after the player (`this-round.html#alice-ng`), with an A–Z index on top and the line
 * a link opened to highlighted. No table: nothing to scroll sideways at 390 px.
 */
import { pointsText } from "../model/points";
import type { PostedRound } from "../posting/pairings";
import { escapeHtml } from "./page";

/**
 * A player's anchor on the page: the name in lower case, letters and digits joined by dashes,
 * accents dropped; a name shared (or empty) gets the pairing number after it.
 * @example nameAnchor("Alice Ng") // "alice-ng"
 * @example nameAnchor("José  Pérez-Ruiz") // "jose-perez-ruiz"
 */
export function nameAnchor(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Each player's anchor on the page (pairing number → anchor), unique within the round. */
export function anchorsOf(r: PostedRound): Map<number, string> {
  const base = new Map(r.byName.map((n) => [n.id, nameAnchor(n.name)]));
  const count = new Map<string, number>();
  for (const a of base.values()) count.set(a, (count.get(a) ?? 0) + 1);
  const out = new Map<number, string>();
  for (const [id, a] of base) out.set(id, a === "" || (count.get(a) ?? 0) > 1 ? `${a === "" ? "player" : a}-${id}` : a);
  return out;
}

/** The first letter a name is filed under (A–Z, or # for anything else). */
function letterOf(name: string): string {
  const c = name.normalize("NFKD").charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : "#";
}

/**
 * The body of the "this round" page: the A–Z index, then a line a player.
 * @example thisRoundBody(postedRound(t, 4)).includes('id="alice-ng"') // true
 */
export function thisRoundBody(r: PostedRound): string {
  const anchors = anchorsOf(r);
  const firsts = new Map<string, string>();
  for (const n of r.byName) {
    const letter = letterOf(n.name);
    if (!firsts.has(letter)) firsts.set(letter, anchors.get(n.id) ?? "");
  }
  const index = [...firsts].map(([letter, a]) => `<a href="#${escapeHtml(a)}">${escapeHtml(letter)}</a>`).join(" ");
  const lines = r.byName.map((n) => {
    const who = `${escapeHtml(n.name === "" ? `#${n.id}` : n.name)} <span class="no">#${n.id}, ${escapeHtml(pointsText(n.score))}</span>`;
    const where =
      n.board === null || n.opponent === null
        ? `<span class="bye">${escapeHtml(n.note)}</span>`
        : `<span class="board">Board ${escapeHtml(n.board)}</span> ${escapeHtml(n.colour ?? "")} against ${escapeHtml(`#${n.opponent.id} ${n.opponent.name}`.trim())} (${escapeHtml(pointsText(n.opponent.score))})`;
    return `<li id="${escapeHtml(anchors.get(n.id) ?? "")}"><b>${who}</b><br>${where}</li>`;
  });
  return `<h2>Round ${r.round}: find your board</h2>
<p class="letters">${index}</p>
<ol class="names">
${lines.join("\n")}
</ol>`;
}

/**
 * A standings table as a function's input: what STANDINGS returns (Place | # | Name | Score | one
 * column per tiebreak), pasted as values or passed straight on (`=PRIZES(STANDINGS(…), …)`). The
 * places, ties and tiebreak values are taken as they stand: nothing is ranked again.
 */
import { ChessInputError, problem, type Problem } from "../core/errors";
import type { Standings, StandingsColumn, StandingsRow } from "../core/standings/standings";
import { tiebreakCode, tiebreakOf } from "../core/tiebreaks/registry";
import { cellText, textMatrix } from "./normalize";

const key = (c: string): string =>
  c
    .trim()
    .toLowerCase()
    .replace(/[\s._]+/g, "");

/** Whether a range starts with the STANDINGS header (Place, # or No., Name, Score). */
export function isStandingsTable(range: unknown): boolean {
  const head = (textMatrix(range)[0] ?? []).slice(0, 4).map(key);
  return head[0] === "place" && (head[1] === "#" || head[1] === "no") && head[2] === "name" && head[3] === "score";
}

/** A tiebreak column: the system's own scale when the header names one, else hundredths. */
function columnOf(label: string): StandingsColumn {
  try {
    return { label, scale: tiebreakOf(tiebreakCode(label, "standings")).scale };
  } catch (e) {
    if (e instanceof ChessInputError) return { label, scale: 100 };
    throw e;
  }
}

/**
 * The table read back: every row a player (pairing number, name, score in points, tiebreak values
 * as shown), places as "3" or "3-4", or a shared place as the same number on each tied row (3, 3). Throws ChessInputError naming each bad cell as `argument, row N`.
 * @example readStandingsTable([["Place","#","Name","Score"],[1,3,"Cy",2],["2-3",1,"Ann",1.5],["2-3",2,"Bob",1.5]], "results").rows[1].from // 2
 */
export function readStandingsTable(
  range: unknown,
  argument: string,
): { standings: Standings; names: Map<number, string> } {
  const rows = textMatrix(range);
  const header = rows[0] ?? [];
  const width = header.length - [...header].reverse().findIndex((c) => c.trim() !== "");
  const columns = header.slice(4, width).map((c) => columnOf(cellText(c)));
  const problems: Problem[] = [];
  const out: StandingsRow[] = [];
  const names = new Map<number, string>();
  let lastFrom = 0;
  rows.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === "")) return;
    const at = `${argument}, row ${i + 2}`;
    const place = cellText(cells[0]).trim();
    const m = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(place);
    const id = Number(cellText(cells[1]));
    const score = Number(cellText(cells[3]));
    if (m === null)
      return problems.push(
        problem("BAD_CELL", `${at}: "${place}" is not a place (expected 3, or 3-4 for a shared place)`),
      );
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (!(to >= from && from >= 1))
      return problems.push(
        problem("BAD_CELL", `${at}: "${place}" is not a place (the first place of a shared one comes first)`),
      );
    if (from < lastFrom)
      return problems.push(
        problem(
          "BAD_CELL",
          `${at}: place ${place} comes after place ${lastFrom} (expected the standings in place order)`,
        ),
      );
    if (!Number.isInteger(id) || id < 1)
      return problems.push(problem("BAD_CELL", `${at}: "${cellText(cells[1])}" is not a pairing number`));
    if (names.has(id)) return problems.push(problem("BAD_CELL", `${at}: #${id} is in the table twice`));
    if (cellText(cells[3]).trim() === "" || !Number.isFinite(score) || Math.round(score * 2) !== score * 2)
      return problems.push(
        problem("BAD_CELL", `${at}: "${cellText(cells[3])}" is not a score (expected points in halves: 4.5)`),
      );
    lastFrom = from;
    const name = cellText(cells[2]).trim();
    names.set(id, name);
    const values = columns.map((c, j) => {
      const v = cellText(cells[4 + j]).trim();
      if (v === "") return null;
      const n = Number(v);
      if (!Number.isFinite(n)) {
        problems.push(problem("BAD_CELL", `${at}: "${v}" is not a ${c.label} value`));
        return null;
      }
      return Math.round(n * c.scale);
    });
    out.push({
      place: from === to ? String(from) : `${from}-${to}`,
      from,
      to,
      id,
      name: name === "" ? `#${id}` : name,
      score: Math.round(score * 10),
      values,
    });
    return undefined;
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  // STANDINGS writes a shared place as the same number on each tied row (3, 3): a run of one number
  // is one shared place, 3 to 4.
  for (let i = 0; i < out.length; ) {
    let j = i;
    while (j + 1 < out.length && (out[j + 1] as StandingsRow).from === (out[i] as StandingsRow).from && (out[j + 1] as StandingsRow).to === (out[j + 1] as StandingsRow).from) j++;
    const first = out[i] as StandingsRow;
    if (j > i && first.to === first.from) {
      const to = first.from + (j - i);
      for (let k = i; k <= j; k++) {
        const r = out[k] as StandingsRow;
        out[k] = { ...r, to, place: `${r.from}-${to}` };
      }
    }
    i = j + 1;
  }
  if (out.length === 0)
    throw new ChessInputError([problem("MISSING", `${argument}: the standings table has no players below its header`)]);
  return { standings: { columns, rows: out }, names };
}

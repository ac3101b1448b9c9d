/**
 * The prize list from the standings.
 *
 * US Chess (the default): cash by rule 32B3, tied winners pooling the prizes they bring in, one each
 * (us-split.ts). FIDE practice: places by the announced tiebreaks, a prize not shared (only players
 * still tied after every tiebreak share); one cash prize per player — the largest; where two are
 * equal it is the player's choice, and the list takes the one listed first and says so; a player who
 * takes another prize leaves his place and the players below move up. Items (trophies) go by the full
 * tiebreak order, one to a player, under both.
 *
 * Remainder rule (stated on every split that has one): each tied player gets ⌊pool ÷ n⌋ cents and the
 * cents left over go one each to the tied players in tiebreak order, so the shares add up exactly.
 */
import type { Player, Tournament } from "../model/types";
import { pointsText } from "../model/points";
import { placesText } from "../model/places";
import { rankedStandings, type Ranking, type Standings, type StandingsRow } from "../standings/standings";
import { tiebreakLabel } from "../tiebreaks/labels";
import { columnTexts } from "../model/figures";
import { centsText, splitCents } from "./money";
import { groupKey, groupLabel } from "./parse";
import type { Award, Prize, PrizeGroup, PrizeList, PrizeMode, Share } from "./types";
import { teamPrizeAwards, type TeamRanking } from "./team-prizes";
import { usCash } from "./us-split";

/** The ranking rule (`order`, `tiebreakOptions`) is the standings' (no order: C.07's for a round robin, else the US one). */
export interface PrizeOptions extends Ranking {
  readonly mode?: PrizeMode;
  /** The standings as given (a STANDINGS table read back): used as they stand, not ranked again. */
  readonly standings?: Standings;
  /** The year juniors are counted in (under 20 on 1 January); default the event's start date's year. */
  readonly year?: number | null;
  /** Team standings, for Team prizes. */
  readonly teams?: TeamRanking;
}

/** The year a birth date (YYYY-MM-DD, YYYY/MM/DD or YYYY) was, and whether it was after 1 January. */
function birth(text: string | undefined): { year: number; afterNewYear: boolean } | null {
  const m = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2}))?$/.exec((text ?? "").trim());
  if (m === null) return null;
  return { year: Number(m[1]), afterNewYear: m[2] !== undefined && !(Number(m[2]) === 1 && Number(m[3]) === 1) };
}

/** Whether a player may take a prize of the group (rating classes by the rating the event used). */
function eligible(g: PrizeGroup, p: Player, year: number | null): boolean {
  switch (g.kind) {
    case "open":
      return true;
    case "under":
      return p.rating !== null && p.rating < g.limit;
    case "band":
      return p.rating !== null && p.rating >= g.from && p.rating <= g.to;
    case "unrated":
      return p.rating === null;
    case "junior": {
      const b = birth(p.birthDate);
      return b !== null && year !== null && year - b.year - (b.afterNewYear ? 1 : 0) < 20;
    }
    case "woman":
      return p.sex === "w";
    case "team":
      return false;
  }
}


interface Group {
  readonly key: string;
  readonly group: PrizeGroup;
  readonly label: string;
  /** Money by place (index 0 = 1st), 0 where the list has none. */
  readonly money: number[];
  readonly prizes: readonly Prize[];
  /** Eligible players in standings order. */
  readonly players: readonly StandingsRow[];
}

interface Block {
  readonly from: number;
  readonly to: number;
  readonly rows: readonly StandingsRow[];
  readonly pool: number;
  readonly shares: readonly number[];
}

/** Tied blocks of a group's remaining players and the money each covers. */
function blocksOf(g: Group, excluded: ReadonlySet<number>, mode: PrizeMode): Block[] {
  const rows = g.players.filter((r) => !excluded.has(r.id));
  const same = (a: StandingsRow, b: StandingsRow) =>
    mode === "US" ? a.score === b.score : a.from === b.from && a.to === b.to;
  const out: Block[] = [];
  let place = 1;
  for (let i = 0; i < rows.length && place <= g.money.length;) {
    let j = i + 1;
    while (j < rows.length && same(rows[i] as StandingsRow, rows[j] as StandingsRow)) j++;
    const block = rows.slice(i, j);
    const to = place + block.length - 1;
    const pool = g.money.slice(place - 1, to).reduce((a, b) => a + b, 0);
    out.push({
      from: place,
      to,
      rows: block,
      pool,
      shares: pool === 0 ? block.map(() => 0) : splitCents(pool, block.length),
    });
    place = to + 1;
    i = j;
  }
  return out;
}

function shareMap(blocks: readonly Block[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const b of blocks) if (b.pool > 0) b.rows.forEach((r, k) => m.set(r.id, b.shares[k] ?? 0));
  return m;
}

const who = (r: { id: number; name: string }) => `#${r.id} ${r.name}`;


/**
 * Why `winner` is ahead of `next` in the standings: the first tiebreak whose values differ, or
 * pairing number when every tiebreak is equal.
 */
function decidedBy(table: Standings, winner: StandingsRow, next: StandingsRow): string {
  if (winner.score !== next.score) return `${pointsText(winner.score)} points against ${pointsText(next.score)}`;
  for (let c = 0; c < table.columns.length; c++) {
    const a = winner.values[c];
    const b = next.values[c];
    if (a !== null && a !== undefined && b !== null && b !== undefined && a !== b) {
      const col = table.columns[c] as { label: string; scale: number };
      const [x, y] = columnTexts([a, b], col.scale);
      return `${tiebreakLabel(col.label)} ${x ?? ""} against ${y ?? ""}`;
    }
  }
  return "still tied after every tiebreak: pairing number decides here (a director may toss a coin instead)";
}

/**
 * The prize list: every prize awarded, with the reasoning for every split and every choice.
 * @example prizeList(t, unwrap(parsePrizes([["1st","300"],["2nd","200"]]))).awards[0].winners // [{ id: 1, name: "…", cents: 30000 }]
 */
export function prizeList(t: Tournament, prizes: readonly Prize[], options: PrizeOptions = {}): PrizeList {
  const mode = options.mode ?? "US";
  const table = options.standings ?? rankedStandings(t, options);
  const year =
    options.year ?? (/^\d{4}/.test(t.info.startDate ?? "") ? Number((t.info.startDate ?? "").slice(0, 4)) : null);
  const notes: string[] = [];
  const groups: Group[] = [];
  for (const p of prizes) {
    if (p.group.kind === "team") continue;
    const key = groupKey(p.group);
    if (groups.some((g) => g.key === key)) continue;
    const own = prizes.filter((q) => groupKey(q.group) === key).sort((a, b) => a.place - b.place);
    const money = new Array<number>(Math.max(...own.map((q) => q.place))).fill(0);
    for (const q of own) money[q.place - 1] = q.cents;
    const players = table.rows.filter((r) => {
      const pl = t.players[r.id - 1];
      return pl !== undefined && eligible(p.group, pl, year);
    });
    if (p.group.kind === "junior" && year === null)
      notes.push(`${p.label}: nobody can be counted a junior without the event's date (a start date or a year).`);
    groups.push({ key, group: p.group, label: groupLabel(p.group), money, prizes: own, players });
  }

  const rank = new Map(table.rows.map((r, i) => [r.id, i]));
  const awards: Award[] =
    mode === "US"
      ? usCash(
          table,
          groups.map((g) => ({ label: g.label, open: g.group.kind === "open", prizes: g.prizes, players: g.players })),
          notes,
        )
      : placeCash(table, groups, notes, mode);
  awards.push(...trophies(table, groups, notes));
  if (prizes.some((p) => p.group.kind === "team"))
    awards.push(...teamPrizeAwards(prizes, options.teams ?? null, notes));

  const byId = new Map<number, { id: number; name: string; cents: number; awards: string[] }>();
  for (const a of awards) {
    if (a.group === "Team") continue;
    for (const w of a.winners) {
      const e = byId.get(w.id) ?? { id: w.id, name: w.name, cents: 0, awards: [] };
      e.cents += w.cents;
      e.awards.push(
        a.item !== ""
          ? `${a.prizes} (${a.item})`
          : a.group === "Pooled"
            ? a.prizes
            : `${a.group === "Place" ? "" : `${a.group} `}${placesText(a.from, a.to)}`,
      );
      byId.set(w.id, e);
    }
  }
  const winners = [...byId.values()].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) || a.id - b.id);
  return { mode, awards, notes, winners };
}

/**
 * FIDE practice: each group's places by the full tiebreak order (players still tied after every
 * tiebreak share). One cash prize per player: while someone is in the money in two groups, the one
 * with the largest prize keeps it and leaves the other groups (players below move up); largest first.
 */
function placeCash(table: Standings, groups: readonly Group[], notes: string[], mode: PrizeMode): Award[] {
  const excluded = new Map<string, Set<number>>(groups.map((g) => [g.key, new Set<number>()]));
  const rank = new Map(table.rows.map((r, i) => [r.id, i]));
  for (;;) {
    const shares = groups.map((g) => shareMap(blocksOf(g, excluded.get(g.key) as Set<number>, mode)));
    let pick: { id: number; best: number; g: number; equal: number[] } | null = null;
    for (const r of table.rows) {
      // In the money: in a tied block that shares money (a share may round to 0 cents).
      const mine = shares.map((s) => s.get(r.id) ?? -1);
      if (mine.filter((v) => v >= 0).length < 2) continue;
      const best = Math.max(...mine);
      const g = mine.indexOf(best);
      if (pick === null || best > pick.best || (best === pick.best && (rank.get(r.id) ?? 0) < (rank.get(pick.id) ?? 0)))
        pick = { id: r.id, best, g, equal: mine.flatMap((v, k) => (v === best && k !== g ? [k] : [])) };
    }
    if (pick === null) break;
    const chosen = groups[pick.g] as Group;
    const row = table.rows[rank.get(pick.id) ?? 0] as StandingsRow;
    const others = groups.filter((g, k) => k !== pick.g && shares[k]?.has(pick.id) === true);
    const otherText = others
      .map((g) => `${centsText(shares[groups.indexOf(g)]?.get(pick.id) ?? 0)} (${g.label})`)
      .join(", ");
    notes.push(
      pick.equal.length > 0
        ? `${who(row)} is in the money for ${centsText(pick.best)} in ${chosen.label} and the same in ${pick.equal.map((k) => groups[k]?.label).join(", ")}: one cash prize per player, the player's choice; listed here under ${chosen.label}, the first in the prize list.`
        : `${who(row)} is in the money for ${centsText(pick.best)} in ${chosen.label} and ${otherText}: one cash prize per player, the largest, so ${chosen.label}; the other prizes are shared as if that player were not there (those below move up).`,
    );
    for (const g of others) excluded.get(g.key)?.add(pick.id);
  }

  const awards: Award[] = [];
  for (const g of groups) {
    for (const b of blocksOf(g, excluded.get(g.key) as Set<number>, mode)) {
      if (b.pool === 0) continue;
      const names = g.prizes.filter((p) => p.place >= b.from && p.place <= b.to && p.cents > 0);
      const shares: Share[] = b.rows.map((r, k) => ({ id: r.id, name: r.name, cents: b.shares[k] ?? 0, score: r.score }));
      awards.push({
        group: g.label,
        prizes: names.map((p) => p.label).join(", "),
        from: b.from,
        to: b.to,
        cents: b.pool,
        item: "",
        winners: shares,
        reason: splitReason(g, b, names, mode),
      });
    }
    const paid = Math.min(g.players.length - (excluded.get(g.key)?.size ?? 0), g.money.length);
    for (const p of g.prizes)
      if (p.cents > 0 && p.place > paid)
        notes.push(`${p.label} (${centsText(p.cents)}): not awarded, too few eligible players.`);
  }
  return awards;
}

/** "Places 2nd–4th: #5, #7, #9 tied on 3½; $300.00 + $200.00 + $100.00 = $600.00 shared, $200.00 each." */
function splitReason(g: Group, b: Block, names: readonly Prize[], mode: PrizeMode): string {
  const head = `${g.label === "Place" ? "" : `${g.label} `}${placesText(b.from, b.to)}`;
  if (b.rows.length === 1) return `${head}: ${who(b.rows[0] as StandingsRow)}, ${centsText(b.pool)}.`;
  const tied =
    mode === "US" ? `tied on ${pointsText((b.rows[0] as StandingsRow).score)} points` : "tied after every tiebreak";
  const parts = names.map((p) => centsText(p.cents));
  const pooled = parts.length > 1 ? `${parts.join(" + ")} = ${centsText(b.pool)}` : centsText(b.pool);
  const base = Math.floor(b.pool / b.rows.length);
  const left = b.pool - base * b.rows.length;
  const each =
    left === 0
      ? `${centsText(base)} each`
      : `${centsText(b.pool)} ÷ ${b.rows.length} = ${centsText(base)} each with ${left} cent${left === 1 ? "" : "s"} left over, one each to ${b.rows
          .slice(0, left)
          .map(who)
          .join(", ")} (first in tiebreak order)`;
  return `${head}: ${b.rows.map(who).join(", ")} ${tied} share ${pooled}; ${each}.`;
}

/**
 * Items go by the full tiebreak order: a group's k-th item to its k-th player, not counting players
 * who took an item in a group listed earlier (one item to a player).
 */
function trophies(table: Standings, groups: readonly Group[], notes: string[]): Award[] {
  const out: Award[] = [];
  const holding = new Set<number>();
  for (const g of groups) {
    const free = g.players.filter((r) => !holding.has(r.id));
    for (const p of g.prizes) {
      if (p.item === "") continue;
      const winner = free[p.place - 1];
      if (winner === undefined) {
        notes.push(`${p.label} (${p.item}): not awarded, too few eligible players.`);
        continue;
      }
      holding.add(winner.id);
      const next = free[p.place];
      const tied = next !== undefined && next.score === winner.score;
      const reason = tied
        ? `${p.label} (${p.item}): ${who(winner)}, ahead of ${who(next)} on ${decidedBy(table, winner, next)}.`
        : `${p.label} (${p.item}): ${who(winner)}, ${pointsText(winner.score)} points.`;
      out.push({
        group: g.label,
        prizes: p.label,
        from: p.place,
        to: p.place,
        cents: 0,
        item: p.item,
        winners: [{ id: winner.id, name: winner.name, cents: 0, score: winner.score }],
        reason,
      });
    }
  }
  return out;
}

/**
 * Team prizes ("Team 1st", "Top team") from the team standings: by team place, the team tiebreaks
 * already applied; teams still tied after every tiebreak share the money of the places they cover
 * (remainder cents in the listed order) and an item goes to the first listed, with a note.
 */
import { centsText, splitCents } from "./money";
import type { Award, Prize } from "./types";

/** What team prizes need of the team standings: the teams in order with their places. */
export interface TeamRanking {
  readonly rows: readonly {
    readonly team: string;
    readonly from: number;
    readonly to: number;
    /** The team score in tenths, for the prize list's Score column. */
    readonly score?: number;
  }[];
}

/**
 * The team prizes of the list as awards; `notes` receives prizes that could not be given.
 * @example teamPrizeAwards([{ label: "Team 1st", group: { kind: "team" }, place: 1, cents: 0, item: "Trophy", where: "" }], ranking, [])
 */
export function teamPrizeAwards(prizes: readonly Prize[], ranking: TeamRanking | null, notes: string[]): Award[] {
  const own = prizes.filter((p) => p.group.kind === "team").sort((a, b) => a.place - b.place);
  if (ranking === null || ranking.rows.length === 0) {
    for (const p of own) notes.push(`${p.label}: not awarded, there are no team standings (no player has a team).`);
    return [];
  }
  const out: Award[] = [];
  const money = new Array<number>(Math.max(...own.map((p) => p.place))).fill(0);
  for (const p of own) money[p.place - 1] = p.cents;
  const rows = ranking.rows.map((r, i) => ({ ...r, id: i + 1 }));
  for (let i = 0; i < rows.length && i < money.length;) {
    const first = rows[i] as (typeof rows)[number];
    let j = i + 1;
    while (j < rows.length && (rows[j] as (typeof rows)[number]).from === first.from) j++;
    const block = rows.slice(i, j);
    const pool = money.slice(i, j).reduce((a, b) => a + b, 0);
    if (pool > 0) {
      const shares = splitCents(pool, block.length);
      out.push({
        group: "Team",
        prizes: own
          .filter((p) => p.place > i && p.place <= j && p.cents > 0)
          .map((p) => p.label)
          .join(", "),
        from: i + 1,
        to: j,
        cents: pool,
        item: "",
        winners: block.map((r, k) => ({ id: r.id, name: r.team, cents: shares[k] ?? 0, ...(r.score === undefined ? {} : { score: r.score }) })),
        reason:
          block.length === 1
            ? `Team place ${i + 1}: ${first.team}, ${centsText(pool)}.`
            : `Team places ${i + 1}–${j}: ${block.map((r) => r.team).join(", ")} tied after every team tiebreak share ${centsText(pool)}.`,
      });
    }
    i = j;
  }
  for (const p of own) {
    if (p.item === "") continue;
    const team = rows[p.place - 1];
    if (team === undefined) {
      notes.push(`${p.label} (${p.item}): not awarded, too few teams.`);
      continue;
    }
    const tied = rows.filter((r) => r.from === team.from && r.id !== team.id);
    out.push({
      group: "Team",
      prizes: p.label,
      from: p.place,
      to: p.place,
      cents: 0,
      item: p.item,
      winners: [{ id: team.id, name: team.team, cents: 0, ...(team.score === undefined ? {} : { score: team.score }) }],
      reason:
        tied.length === 0
          ? `${p.label} (${p.item}): ${team.team}, team place ${p.place}.`
          : `${p.label} (${p.item}): ${team.team}, tied with ${tied.map((r) => r.team).join(", ")} after every team tiebreak; the first listed (by name) here, a director may toss a coin instead.`,
    });
  }
  return out;
}

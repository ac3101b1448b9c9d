/**
 * FIDE's rule for a player who leaves a round robin (C.05, as quoted in docs/round-robin.md): "If a
 * player has completed less than 50 % of his/her games, the results shall remain in the tournament
 * table (for rating and historical purposes), but they shall not be counted in the final standings."
 * With half or more played, everything counts, and his unplayed games are forfeits (already so in the
 * wallchart). US Chess 30B says the same for prizes.
 */
import type { Player, Tournament } from "../model/types";
import { withdrawnFrom } from "../model/requests";

export interface WithdrawalView {
  /** The tournament the final standings rank: the games against a player not counted made void. */
  readonly tournament: Tournament;
  /** Players who withdrew before completing half their games: left out of the standings. */
  readonly notCounted: readonly { readonly id: number; readonly played: number }[];
}

/** Games a player finished over the board (win, draw or loss against an opponent). */
function played(p: Player): number {
  return p.rounds.filter((e) => e !== null && e.opponent > 0 && (e.kind === "win" || e.kind === "draw" || e.kind === "loss")).length;
}

/**
 * The round robin as its final standings count it: each player who withdrew (`withdrawn`, or a `W`
 * request) having completed fewer than half of his `scheduled` games has all his rounds, and his
 * opponents' rounds against him, made void (a zero-point round without an opponent); he is listed
 * in `notCounted`. Nobody else changes.
 * @example roundRobinWithdrawals(t, 9).notCounted // [{ id: 4, played: 2 }]
 */
export function roundRobinWithdrawals(t: Tournament, scheduled: number): WithdrawalView {
  const out = t.players
    .filter((p) => (p.withdrawn === true || withdrawnFrom(p) !== null) && 2 * played(p) < scheduled)
    .map((p) => ({ id: p.id, played: played(p) }));
  if (out.length === 0) return { tournament: t, notCounted: [] };
  const gone = new Set(out.map((o) => o.id));
  const voidEntry = { kind: "zeroBye", opponent: 0, colour: null } as const;
  const players = t.players.map((p) =>
    gone.has(p.id)
      ? { ...p, rounds: p.rounds.map((e) => (e === null ? null : voidEntry)) }
      : { ...p, rounds: p.rounds.map((e) => (e !== null && gone.has(e.opponent) ? voidEntry : e)) },
  );
  return { tournament: { ...t, players }, notCounted: out };
}

/**
 * Places for the rows left once some are taken out: each place group ("3", "5-6") keeps its order
 * and shares its place among the rows that remain.
 * @example replace(["1", "2-3", "2-3", "4"], [false, true, false, false]) // ["1", "2", "3"]
 */
export function replace(places: readonly string[], removed: readonly boolean[]): string[] {
  const groups: { place: string; kept: number }[] = [];
  places.forEach((p, i) => {
    const last = groups[groups.length - 1];
    const g = last !== undefined && last.place === p ? last : (groups.push({ place: p, kept: 0 }), groups[groups.length - 1]!);
    if (removed[i] !== true) g.kept++;
  });
  const out: string[] = [];
  let next = 1;
  for (const g of groups) {
    for (let k = 0; k < g.kept; k++) out.push(g.kept === 1 ? String(next) : `${next}-${next + g.kept - 1}`);
    next += g.kept;
  }
  return out;
}

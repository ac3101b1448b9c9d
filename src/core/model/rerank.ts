/**
 * Late entries in a system that pairs by pairing number (FIDE Dutch): C.04.2 lets the arbiter give a
 * late entry his place in the initial ranking by rating. The workbook keeps every number as it is
 * (history intact); the engine is shown the players re-ranked, and its boards are mapped back.
 */
import type { Entry, Player, Tournament } from "./types";

export interface Reranked {
  readonly tournament: Tournament;
  /** Engine number → the player's own pairing number (index 0 is engine number 1). */
  readonly original: readonly number[];
}

/**
 * The players in ranking order: those who entered before round 1 keep their order; each late entry
 * (joinedRound) goes after every player rated at least as high as he is (unrated: last). Null when
 * there is no late entry (nothing to re-rank).
 * @example rerankLateEntries(t)?.original // [1, 2, 9, 3, …] when #9 entered late rated between #2 and #3
 */
export function rerankLateEntries(t: Tournament): Reranked | null {
  // A loop first: most events have no late entry, and a fresh process then compiles only this.
  for (const p of t.players) if (p.joinedRound !== undefined && p.joinedRound > 1) return rerank(t);
  return null;
}

/** `rerankLateEntries` of an event with a late entry. */
function rerank(t: Tournament): Reranked {
  const late = t.players.filter((p) => p.joinedRound !== undefined && p.joinedRound > 1);
  const order: Player[] = t.players.filter((p) => !late.includes(p));
  const rating = (p: Player) => p.rating ?? -1;
  for (const p of [...late].sort((a, b) => rating(b) - rating(a) || a.id - b.id)) {
    const at = order.findIndex((q) => rating(q) < rating(p));
    order.splice(at < 0 ? order.length : at, 0, p);
  }
  const to = new Map(order.map((p, i) => [p.id, i + 1]));
  const map = (id: number) => (id === 0 ? 0 : (to.get(id) ?? id));
  const entry = (e: Entry | null): Entry | null =>
    e === null || e.opponent === 0 ? e : { ...e, opponent: map(e.opponent) };
  const players = order.map((p, i): Player => ({ ...p, id: i + 1, rounds: p.rounds.map(entry) }));
  return {
    tournament: {
      ...t,
      players,
      ...(t.forbiddenPairs === undefined
        ? {}
        : { forbiddenPairs: t.forbiddenPairs.map(([a, b]) => [map(a), map(b)] as const) }),
      ...(t.forbiddenGroups === undefined
        ? {}
        : { forbiddenGroups: t.forbiddenGroups.map((g) => ({ ...g, players: g.players.map(map) })) }),
      ...(t.teams === undefined ? {} : { teams: t.teams.map((team) => ({ ...team, members: team.members.map(map) })) }),
    },
    original: order.map((p) => p.id),
  };
}

/**
 * US Chess 28L: who gets the full-point bye when an odd number of players is to be paired.
 *
 * Never a player who has already had a full-point bye (28L3; club guide: "no player can be given two
 * forced byes"). Otherwise, in this order of preference:
 * 1. not an unrated player for whom the bye would mean fewer than four games in the event (club
 *    guide; 28L5) — relaxed only if nobody else can take the bye;
 * 2. the lowest score group (28L2);
 * 3. inside it, a rated player before an unrated one (28L2; in round 1 seed 001: "unrated players may
 *    not receive a bye in the first round");
 * 4. a player with no half-point bye (taken or requested ahead) and no forfeit win before one who
 *    already has an unplayed point (28L3, 28L4);
 * 5. the lowest rating, then the lowest ranking.
 * The first player in that order whose absence leaves everyone else pairable gets the bye.
 */
import { fail } from "../../errors";
import type { Matchability } from "./matchable";
import type { Entrant } from "./roster";

export interface ByeContext {
  readonly round: number;
  /** Rounds in the event, null when unknown (then the four-game rule cannot be applied). */
  readonly totalRounds: number | null;
}

/**
 * True when giving `p` the bye is what would keep an unrated player below four games.
 * @example costsRatingGames(unratedWithOneGame, { round: 2, totalRounds: 4 }) // true: 1 + 2 < 4 ≤ 1 + 3
 */
export function costsRatingGames(p: Entrant, ctx: ByeContext): boolean {
  if (p.rating !== null || ctx.totalRounds === null) return false;
  const after = Math.max(0, ctx.totalRounds - ctx.round - p.laterByes);
  return p.games + after < 4 && p.games + after + 1 >= 4;
}

/** True for a late entrant in the round he enters (28L2: no bye for him then). @example entering(p, 3) // true when p.joinedRound is 3 */
export function entering(p: Entrant, round: number): boolean {
  return p.joinedRound !== null && p.joinedRound >= round;
}

/** The 28L sort key, most important first: smaller is more deserving of the bye. */
function byeKey(p: Entrant, ctx: ByeContext): number[] {
  return [
    costsRatingGames(p, ctx) ? 1 : 0,
    p.score,
    p.rating === null || entering(p, ctx.round) ? 1 : 0,
    p.halfBye || p.hadForfeitWin ? 1 : 0,
    p.rating ?? 0,
    -p.rank,
  ];
}

/** The 28L preference order (most preferred first) over the players eligible for the bye. @example byeOrder(ranked, ctx)[0] // the lowest-rated rated player of the lowest score group */
export function byeOrder(players: readonly Entrant[], ctx: ByeContext): Entrant[] {
  const keyed = players.filter((p) => !p.hadFullBye).map((p) => ({ p, k: byeKey(p, ctx) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.k.length; i++) {
      const d = (x.k[i] as number) - (y.k[i] as number);
      if (d !== 0) return d;
    }
    return 0;
  });
  return keyed.map((x) => x.p);
}

/**
 * The player who gets the pairing-allocated bye; `ranked` has an odd number of players.
 * Throws NO_PAIRING when nobody can take it.
 * @example chooseBye(ranked, ctx, oracle).id // the lowest-rated player of the lowest score group
 */
export function chooseBye(
  ranked: readonly Entrant[],
  ctx: ByeContext,
  oracle: Matchability,
  colourMisses: ((without: Entrant) => number) | null = null,
): Entrant {
  const order = byeOrder(ranked, ctx);
  if (order.length === 0) {
    fail(
      "NO_PAIRING",
      `Round ${ctx.round} cannot be paired: ${ranked.length} players are to be paired, an odd number, and every one of them has already had a full-point bye`,
    );
  }
  const pairable = (p: Entrant): boolean => oracle.perfect(ranked.filter((q) => q !== p), null);
  const first = order.find(pairable);
  if (first === undefined) {
    fail(
      "NO_PAIRING",
      `Round ${ctx.round} cannot be paired: whoever gets the bye, some of the other players have already played everyone they could be paired with`,
    );
  }
  if (colourMisses === null) return first;
  // 28L2a: a higher-rated player of the same class (same group, same rated/unrated and unplayed-point
  // standing) may take the bye when that leaves fewer players without their due colour.
  const k0 = byeKey(first, ctx);
  const same = order
    .filter((p) => byeKey(p, ctx).slice(0, 4).every((v, i) => v === k0[i]))
    .slice(0, BYE_FOR_COLOURS_TRIES)
    .filter(pairable);
  let best = first;
  let bestMisses = colourMisses(first);
  for (const p of same) {
    if (p === first) continue;
    const m = colourMisses(p);
    if (m < bestMisses) {
      best = p;
      bestMisses = m;
    }
  }
  return best;
}

/** 28L2a: how many players of the lowest group are tried for the bye. */
const BYE_FOR_COLOURS_TRIES = 6;

/**
 * Why `bye` has the bye, in words: the rule that chose him and the players of his group passed over.
 * @example byeWhy(p, ranked, ctx, oracle) // "#9: full-point bye (28L2: the lowest-rated eligible player of the lowest score group that has one)"
 */
export function byeWhy(bye: Entrant, ranked: readonly Entrant[], ctx: ByeContext, oracle: Matchability): string {
  const passed: string[] = [];
  const lower = ranked.filter((p) => p !== bye && p.score <= bye.score && (p.score < bye.score || (p.rating ?? -1) < (bye.rating ?? -1) || (p.rating === bye.rating && p.rank > bye.rank)));
  for (const p of lower.slice(-6)) {
    let why: string;
    if (p.hadFullBye) why = "has had a full-point bye (28L3)";
    else if (costsRatingGames(p, ctx)) why = "unrated, would play fewer than four games (28L5)";
    else if (p.rating === null) why = "unrated (28L2)";
    else if (entering(p, ctx.round)) why = "enters the event this round (28L2)";
    else if (p.halfBye || p.hadForfeitWin) why = p.halfBye ? "has a half-point bye (28L4)" : "has won by forfeit (28L3)";
    else if (!oracle.perfect(ranked.filter((q) => q !== p), null)) why = "the others could not all be paired without a rematch (27A1)";
    else why = "more colours due would be missed (28L2a)";
    passed.push(`#${p.id} ${why}`);
  }
  const head = `#${bye.id}: full-point bye (28L2: the lowest-rated eligible player of the lowest score group that has one)`;
  return passed.length === 0 ? head : `${head}; passed over: ${passed.join(", ")}`;
}

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

/** The 28L preference order (most preferred first) over the players eligible for the bye. @example byeOrder(ranked, ctx)[0] // the lowest-rated rated player of the lowest score group */
export function byeOrder(players: readonly Entrant[], ctx: ByeContext): Entrant[] {
  const key = (p: Entrant): number[] => [
    costsRatingGames(p, ctx) ? 1 : 0,
    p.score,
    p.rating === null ? 1 : 0,
    p.halfBye || p.hadForfeitWin ? 1 : 0,
    p.rating ?? 0,
    -p.rank,
  ];
  const keyed = players.filter((p) => !p.hadFullBye).map((p) => ({ p, k: key(p) }));
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
export function chooseBye(ranked: readonly Entrant[], ctx: ByeContext, oracle: Matchability): Entrant {
  const order = byeOrder(ranked, ctx);
  if (order.length === 0) {
    fail(
      "NO_PAIRING",
      `Round ${ctx.round} cannot be paired: ${ranked.length} players are to be paired, an odd number, and every one of them has already had a full-point bye`,
    );
  }
  for (const p of order) {
    if (
      oracle.perfect(
        ranked.filter((q) => q !== p),
        null,
      )
    )
      return p;
  }
  fail(
    "NO_PAIRING",
    `Round ${ctx.round} cannot be paired: whoever gets the bye, some of the other players have already played everyone they could be paired with`,
  );
}

/**
 * US Chess 34E3 Cumulative: the sum of the running score after each round, less 1 for each unplayed
 * win or full-point bye and ½ for each unplayed draw or half-point bye (club guide, seed 004).
 */
import { ENTRY_POINTS, type EntryKind } from "../model/types";
import { entryAt, memo, type TiebreakContext } from "./context";
import type { PlayerTiebreak } from "./types";

/** What 34E3 subtracts for each kind of round, in tenths: points obtained without playing. */
const DEDUCTION: Readonly<Record<EntryKind, number>> = {
  win: 0,
  draw: 0,
  loss: 0,
  forfeitWin: 10,
  forfeitLoss: 0,
  pab: 10,
  fullBye: 10,
  halfBye: 5,
  zeroBye: 0,
};

/**
 * Every player's Cumulative tiebreak in tenths, index = pairing number − 1 (computed once).
 * @example cumulativeScores(ctx)[0] // 90 for W, L, W, D, L (1 + 1 + 2 + 2½ + 2½)
 */
export function cumulativeScores(ctx: TiebreakContext): readonly number[] {
  return memo(ctx, "US cumulative", () =>
    ctx.tournament.players.map((p) => {
      let running = 0;
      let total = 0;
      for (let r = 0; r < ctx.rounds; r++) {
        const e = entryAt(p.rounds, r);
        if (e !== null) {
          running += ENTRY_POINTS[e.kind];
          total -= DEDUCTION[e.kind];
        }
        total += running;
      }
      return total;
    }),
  );
}

/**
 * CUMULATIVE: running scores summed, unplayed points taken off once.
 * @example CUMULATIVE.value(ctx, id) / CUMULATIVE.scale // 10 for bye, W, L, D, W (11 − 1)
 */
export const CUMULATIVE: PlayerTiebreak = {
  code: "CUMULATIVE",
  title: "Cumulative",
  rule: "US Chess 34E3",
  scale: 10,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => cumulativeScores(ctx)[id - 1] ?? 0,
};

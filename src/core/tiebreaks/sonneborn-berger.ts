/**
 * US Chess 34E8 Sonneborn-Berger: the adjusted scores of the opponents beaten plus half the adjusted
 * scores of the opponents drawn (games over the board; an unplayed round is an opponent with 0).
 */
import { playedGames } from "./context";
import type { PlayerTiebreak } from "./types";

/**
 * SONNEBORN_BERGER, in twentieths of a point (half of a half point is a quarter): a win adds the
 * opponent's adjusted score, a draw half of it.
 * @example SONNEBORN_BERGER.value(ctx, 2) / SONNEBORN_BERGER.scale // 9.5 for Michael Weber (1½ + 3 + 0 + 2½ + 2½)
 */
export const SONNEBORN_BERGER: PlayerTiebreak = {
  code: "SONNEBORN_BERGER",
  title: "Sonneborn-Berger",
  rule: "US Chess 34E8",
  scale: 20,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => {
    let total = 0;
    for (const e of playedGames(ctx, id)) {
      const opp = ctx.adjusted[e.opponent - 1] ?? 0; // tenths = 2 twentieths each
      if (e.kind === "win") total += 2 * opp;
      else if (e.kind === "draw") total += opp;
    }
    return total;
  },
};

/** US Chess 34E9 Cumulative scores of opposition: the opponents' Cumulative tiebreaks added. */
import { playedGames } from "./context";
import { cumulativeScores } from "./cumulative";
import type { PlayerTiebreak } from "./types";

/**
 * OPP_CUMULATIVE: the sum of the CUMULATIVE tiebreaks of the opponents met over the board (a
 * forfeit or a bye brings no opponent).
 * @example OPP_CUMULATIVE.value(ctx, 1) / OPP_CUMULATIVE.scale // 9 + 10.5 for opponents with 9 and 10.5
 */
export const OPP_CUMULATIVE: PlayerTiebreak = {
  code: "OPP_CUMULATIVE",
  title: "Cumulative of opposition",
  rule: "US Chess 34E9",
  scale: 10,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => {
    const cumulative = cumulativeScores(ctx);
    return playedGames(ctx, id).reduce((s, e) => s + (cumulative[e.opponent - 1] ?? 0), 0);
  },
};

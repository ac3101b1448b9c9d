/** US Chess 34E11 Average rating of opposition. */
import { divideHalfUp, playedGames } from "./context";
import { requireRatings } from "./ratings";
import type { PlayerTiebreak } from "./types";

/**
 * ARO: the mean pre-event rating of the opponents met over the board (forfeits and byes bring no
 * opponent), rounded to a whole number, halves up; 0 for a player with no game over the board.
 * @example ARO.value(ctx, id) // 1767 for opponents rated 1700, 1800 and 1800 (1766⅔)
 */
export const ARO: PlayerTiebreak = {
  code: "ARO",
  title: "Average rating of opposition",
  rule: "US Chess 34E11",
  scale: 1,
  better: "higher",
  needsRatings: true,
  scope: "player",
  value: (ctx, id) => {
    const ratings = requireRatings(ctx, "ARO");
    const games = playedGames(ctx, id);
    if (games.length === 0) return 0;
    const sum = games.reduce((s, e) => s + (ratings[e.opponent - 1] ?? 0), 0);
    return divideHalfUp(sum, games.length);
  },
};

/** US Chess 34E6 Most Blacks: games played over the board with Black; unplayed games don't count. */
import { playedGames } from "./context";
import type { PlayerTiebreak } from "./types";

/**
 * MOST_BLACKS: needs the colour in the cells (`W12b`, `L3 (b)`); a game with no colour recorded
 * counts for neither side.
 * @example MOST_BLACKS.value(ctx, id) // 2 for W2w, L5b, D3b
 */
export const MOST_BLACKS: PlayerTiebreak = {
  code: "MOST_BLACKS",
  title: "Most Blacks",
  rule: "US Chess 34E6",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => playedGames(ctx, id).filter((e) => e.colour === "b").length,
};

/** FIDE C.07 7.3 Number of games played with Black (over the board). */
import { playedGames } from "../context";
import type { PlayerTiebreak } from "../types";

/**
 * FIDE_BPG: games played over the board with Black; forfeits do not count. Needs the colour in the
 * cells.
 * @example FIDE_BPG.value(ctx, id) // 2 for W2w, L5b, D3b, X4b
 */
export const FIDE_BPG: PlayerTiebreak = {
  code: "FIDE_BPG",
  title: "Games played with Black",
  rule: "FIDE C.07 7.3",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => playedGames(ctx, id).filter((e) => e.colour === "b").length,
};

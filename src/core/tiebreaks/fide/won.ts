/** FIDE C.07 7.2 Number of games won over the board. */
import { playedGames } from "../context";
import type { PlayerTiebreak } from "../types";

/**
 * FIDE_WON: wins over the board only.
 * @example FIDE_WON.value(ctx, id) // 1 for W, X (forfeit win), B (PAB), L
 */
export const FIDE_WON: PlayerTiebreak = {
  code: "FIDE_WON",
  title: "Games won",
  rule: "FIDE C.07 7.2",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => playedGames(ctx, id).filter((e) => e.kind === "win").length,
};

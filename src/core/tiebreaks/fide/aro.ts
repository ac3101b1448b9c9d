/** FIDE C.07 10.1 Average rating of opponents. */
import { divideHalfUp, playedGames, type TiebreakContext } from "../context";
import { requireRatings } from "../ratings";
import type { PlayerTiebreak } from "../types";

/**
 * FIDE ARO of player `id`, or 0 with no game over the board (ratings checked for `code`).
 * @example fideAro(ctx, 3, "FIDE_TPR") // 1833
 */
export function fideAro(ctx: TiebreakContext, id: number, code: "FIDE_ARO" | "FIDE_TPR"): number {
  const ratings = requireRatings(ctx, code);
  const games = playedGames(ctx, id);
  if (games.length === 0) return 0;
  return divideHalfUp(
    games.reduce((s, e) => s + (ratings[e.opponent - 1] ?? 0), 0),
    games.length,
  );
}

/**
 * FIDE_ARO: the average rating of the opponents met over the board (unplayed rounds left out),
 * rounded to the nearest whole number, 0.5 up; 0 for a player with no game over the board.
 * @example FIDE_ARO.value(ctx, id) // 2013 for opponents on 2000, 2025 and 2015 (2013⅓)
 */
export const FIDE_ARO: PlayerTiebreak = {
  code: "FIDE_ARO",
  title: "Average rating of opponents",
  rule: "FIDE C.07 10.1",
  scale: 1,
  better: "higher",
  needsRatings: true,
  scope: "player",
  value: (ctx, id) => fideAro(ctx, id, "FIDE_ARO"),
};

/** US Chess 34E7 Kashdan: 4 for a win, 2 for a draw, 1 for a loss, 0 for an unplayed game. */
import { playedGames } from "./context";
import type { PlayerTiebreak } from "./types";

const KASHDAN_POINTS = { win: 4, draw: 2, loss: 1 } as const;

/**
 * KASHDAN: games over the board only; forfeits and byes give 0.
 * @example KASHDAN.value(ctx, id) // 11 for W, D, L, W (4 + 2 + 1 + 4)
 */
export const KASHDAN: PlayerTiebreak = {
  code: "KASHDAN",
  title: "Kashdan",
  rule: "US Chess 34E7",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) =>
    playedGames(ctx, id).reduce((s, e) => s + (KASHDAN_POINTS[e.kind as keyof typeof KASHDAN_POINTS] ?? 0), 0),
};

/** FIDE C.07 10.2 Tournament performance rating. */
import { playedGames } from "../context";
import type { PlayerTiebreak } from "../types";
import { fideAro } from "./aro";
import { fideDp } from "./dp-table";

const GAME_POINTS = { win: 10, draw: 5, loss: 0 } as const;

/**
 * FIDE_TPR: ARO + dp(p), p the percentage scored in the games played over the board (FIDE B.02
 * table 8.1a, p rounded to whole percent, halves up); 0 for a player with no game over the board.
 * @example FIDE_TPR.value(ctx, id) // 2108 for ARO 2013 and 2½/4 (63% → +95)
 */
export const FIDE_TPR: PlayerTiebreak = {
  code: "FIDE_TPR",
  title: "Tournament performance rating",
  rule: "FIDE C.07 10.2",
  scale: 1,
  better: "higher",
  needsRatings: true,
  scope: "player",
  value: (ctx, id) => {
    const aro = fideAro(ctx, id, "FIDE_TPR");
    const games = playedGames(ctx, id);
    if (games.length === 0) return 0;
    const points = games.reduce((s, e) => s + (GAME_POINTS[e.kind as keyof typeof GAME_POINTS] ?? 0), 0);
    return aro + fideDp(points, games.length);
  },
};

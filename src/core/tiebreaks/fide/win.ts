/** FIDE C.07 7.1 Number of wins: rounds in which the player obtained a win's points, played or not. */
import { entryAt } from "../context";
import type { PlayerTiebreak } from "../types";

/**
 * FIDE_WIN: wins over the board, forfeit wins, the pairing-allocated bye and full-point byes.
 * @example FIDE_WIN.value(ctx, id) // 3 for W, X (forfeit win), B (PAB), L
 */
export const FIDE_WIN: PlayerTiebreak = {
  code: "FIDE_WIN",
  title: "Number of wins",
  rule: "FIDE C.07 7.1",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => {
    const rounds = ctx.tournament.players[id - 1]?.rounds ?? [];
    let wins = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      const k = entryAt(rounds, r)?.kind;
      // A round worth a win's points (in a point system where the PAB is worth less, it is no win).
      if (k === "win" || k === "forfeitWin" || k === "fullBye" || (k === "pab" && ctx.system.pab === ctx.system.win))
        wins++;
    }
    return wins;
  },
};

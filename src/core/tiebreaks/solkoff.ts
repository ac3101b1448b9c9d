/** US Chess 34E2 Solkoff: the sum of all the opponents' adjusted scores, nothing dropped. */
import { opponentAdjustedScores } from "./context";
import type { PlayerTiebreak } from "./types";

/**
 * SOLKOFF: the sum of the opponents' adjusted scores; the player's own unplayed rounds add 0.
 * @example SOLKOFF.value(ctx, 2) / SOLKOFF.scale // 13 for Michael Weber (1½ + 3 + 3½ + 2½ + 2½)
 */
export const SOLKOFF: PlayerTiebreak = {
  code: "SOLKOFF",
  title: "Solkoff",
  rule: "US Chess 34E2",
  scale: 10,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => opponentAdjustedScores(ctx, id).reduce((s, v) => s + v, 0),
};

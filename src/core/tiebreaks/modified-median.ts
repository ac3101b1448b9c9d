/** US Chess 34E1 Modified Median (the computation is shared with MEDIAN in median.ts). */
import { medianOf } from "./median";
import type { PlayerTiebreak } from "./types";

/**
 * MODIFIED_MEDIAN: the opponents' adjusted scores; a plus score drops the lowest, a minus score the
 * highest, an even score both (two at each end from 9 rounds).
 * @example MODIFIED_MEDIAN.value(ctx, 2) / MODIFIED_MEDIAN.scale // 11.5 for Michael Weber (4/5)
 */
export const MODIFIED_MEDIAN: PlayerTiebreak = {
  code: "MODIFIED_MEDIAN",
  title: "Modified Median",
  rule: "US Chess 34E1",
  scale: 10,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => medianOf(ctx, id, "MODIFIED"),
};

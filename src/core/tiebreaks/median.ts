/**
 * US Chess 34E1 Modified Median and 34E4 Median (Harkness), with the US adjustment for unplayed
 * games (context.ts) and the nine-round rule: with 9 or more rounds, two scores are dropped at each
 * end instead of one. This file holds the shared computation and the MEDIAN system;
 * modified-median.ts holds MODIFIED_MEDIAN.
 */
import { opponentAdjustedScores, type TiebreakContext } from "./context";
import type { PlayerTiebreak } from "./types";

export const MEDIAN_VARIANTS = ["MODIFIED", "MEDIAN"] as const;
export type MedianVariant = (typeof MEDIAN_VARIANTS)[number];

/**
 * Median tiebreak of one player, in tenths.
 * - `MEDIAN` (Harkness): drop the highest and the lowest opponent.
 * - `MODIFIED`: an even score (exactly half the rounds) drops highest and lowest; a plus score drops
 *   only the lowest; a minus score only the highest.
 * @example medianOf(ctx, 2, "MEDIAN") // 80 for Michael Weber in the 1967 B Division (Median 8)
 */
export function medianOf(ctx: TiebreakContext, player: number, variant: MedianVariant): number {
  const scores = opponentAdjustedScores(ctx, player).sort((a, b) => a - b);
  const cut = ctx.rounds >= 9 ? 2 : 1;
  const own = ctx.scores[player - 1] ?? 0;
  const half = ctx.rounds * 5; // half the maximum possible, in tenths
  let low = cut;
  let high = cut;
  if (variant === "MODIFIED") {
    if (own > half) high = 0;
    else if (own < half) low = 0;
  }
  let total = 0;
  for (let i = low; i < scores.length - high; i++) total += scores[i] as number;
  return total;
}

/**
 * MEDIAN: the opponents' adjusted scores without the highest and the lowest (two of each from 9
 * rounds), whatever the player's own score.
 * @example MEDIAN.value(ctx, 2) / MEDIAN.scale // 8 for Michael Weber (seed 001)
 */
export const MEDIAN: PlayerTiebreak = {
  code: "MEDIAN",
  title: "Median (Harkness)",
  rule: "US Chess 34E4",
  scale: 10,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => medianOf(ctx, id, "MEDIAN"),
};

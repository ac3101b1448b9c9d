/**
 * The per-game system the booklet announces ("Prospective changes"), for comparison with the 1994
 * rules: each game between two rated players is rated on the two players' actual ratings at the
 * start of the event (no 336 rule; Table 2 continued from Table 1 past 336), ratings are updated
 * between events, K depends on the player's class, and bonus points are reckoned over the period.
 * New and partially-rated players keep their performance ratings, as in 1994.
 */
import { expectedUncapped, wholeDifference } from "./tables";
import type { Centi } from "./units";

/** K by class. The booklet: "Top established players … maybe 8 or 10 … Young players will have a larger value." */
export interface KClasses {
  /** One K for everyone (overrides the classes). */
  readonly all?: number;
  /** K for players rated at least `topFrom` at the start of the period. Default 10 from 2200. */
  readonly top: number;
  readonly topFrom: number;
  /** K for juniors (under `juniorUnder` on 1 January of the period's year). Default 25 under 18. */
  readonly junior: number;
  readonly juniorUnder: number;
  /** K for everyone else. Default 15, the 1994 value. */
  readonly standard: number;
}

export const DEFAULT_K_CLASSES: KClasses = { top: 10, topFrom: 2200, junior: 25, juniorUnder: 18, standard: 15 };

/**
 * A player's K under the per-game system.
 * @example kFor(DEFAULT_K_CLASSES, 250000, null) // 10
 * @example kFor(DEFAULT_K_CLASSES, 150000, 14) // 25
 */
export function kFor(classes: KClasses, rating: Centi, ageAtNewYear: number | null): number {
  if (classes.all !== undefined) return classes.all;
  if (rating >= 100 * classes.topFrom) return classes.top;
  if (ageAtNewYear !== null && ageAtNewYear < classes.juniorUnder) return classes.junior;
  return classes.standard;
}

/**
 * One game for one player under the per-game system: the expected score (hundredths) on the actual
 * difference, and Sa − Se for that game in hundredths of a point. Score in tenths.
 * @example perGameDelta(105100, 240000, 10) // 99  (1051 beats 2400: expected .01 … Table 1's last row is .99)
 */
export function perGameDelta(player: Centi, opponent: Centi, scoreTenths: number): number {
  const { size, playerHigher } = wholeDifference(opponent - player, 100);
  return 10 * scoreTenths - expectedUncapped(size, playerHigher);
}

/**
 * Club ratings for rating ladders, updated after every game: Elo with the club's K, or the 1994 ACF
 * per-game rule (seed 000: "calculate ratings changes for each individual game ... based on the
 * difference between the players actual ratings", K = 15, expected scores from Table 2).
 */
import { expectedUncapped, wholeDifference } from "../ratings/acf1994/tables";

/** The ACF K: "rating-point value of a game. At present K=15 for all players" (seed 000). */
export const ACF_K = 15;

/**
 * Rating change of the first player after one game under the ACF per-game rule: (S − Se) × 15, in
 * hundredths of a point so that ratings stay exact. Se is Table 2's on the actual difference rounded
 * to a whole point, halves up; past the printed 336 the table carries on by Table 1's midpoints
 * (the ratings area's `expectedUncapped`: 337–343 .88, 344–358 .89, … 634 and over .99).
 * @example acfChange(1010, 1250, 1) // 1200 (Se = .20: +12.00)
 */
export function acfChange(own: number, opponent: number, score: number): number {
  const { size, playerHigher } = wholeDifference(Math.round(opponent * 100) - Math.round(own * 100), 100);
  return Math.round(score * 100 - expectedUncapped(size, playerHigher)) * ACF_K;
}

/**
 * Elo expected score of a player against an opponent.
 * @example eloExpected(1500, 1500) // 0.5
 */
export function eloExpected(own: number, opponent: number): number {
  return 1 / (1 + Math.pow(10, (opponent - own) / 400));
}

/**
 * New ratings of two players after one game, `score` the first player's (1, 0.5, 0).
 * K = "ACF" uses the ACF per-game rule (each change rounded to hundredths); a number, Elo.
 * @example rateGame(1500, 1500, 1, 32) // [1516, 1484]
 */
export function rateGame(a: number, b: number, score: number, k: number | "ACF"): [number, number] {
  if (k === "ACF") {
    const da = acfChange(a, b, score);
    const db = acfChange(b, a, 1 - score);
    return [Math.round(a * 100 + da) / 100, Math.round(b * 100 + db) / 100];
  }
  const change = k * (score - eloExpected(a, b));
  return [a + change, b - change];
}

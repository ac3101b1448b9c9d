/**
 * Club ratings for rating ladders, updated after every game: Elo with the club's K, or the 1994 ACF
 * per-game rule (seed 000: "calculate ratings changes for each individual game ... based on the
 * difference between the players actual ratings", K = 15, expected scores from Table 2).
 */

/**
 * Table 1 of seed 000: the rating difference Dp for a percentage score P = .50 … .99 (index = P − 50).
 * Table 2's rows are the midpoints between these values (an exact midpoint belongs to the lower row).
 */
const DP = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193,
  202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589,
  677,
] as const;

/** The ACF K: "rating-point value of a game. At present K=15 for all players" (seed 000). */
export const ACF_K = 15;

/**
 * The higher-rated player's expected score in hundredths, from Table 2 of seed 000, for a rating
 * difference (its size rounded to a whole point, halves up). The printed table stops at 336 because
 * of the old 336 rule; the per-game rule uses actual differences, so the rows carry on by the same
 * midpoint rule (337–343 .88, 344–358 .89, … 634 and over .99).
 * @example acfExpectedHigh(240) // 80
 * @example acfExpectedHigh(278) // 83 (the seed prints "278–290" for .84; by its own rule 278 is .83)
 */
export function acfExpectedHigh(difference: number): number {
  // In hundredths first: ratings carry hundredths, and 198.5 must not become 198.4999….
  const d = Math.floor((Math.round(Math.abs(difference) * 100) + 50) / 100);
  let p = 0;
  // Row p covers differences up to the midpoint with the next Dp; an exact midpoint stays in row p.
  while (p + 1 < DP.length && d > ((DP[p] as number) + (DP[p + 1] as number)) / 2) p++;
  return 50 + p;
}

/**
 * Rating change of the first player after one game under the ACF per-game rule: (S − Se) × 15,
 * returned in hundredths of a point so that ratings stay exact.
 * @example acfChange(1010, 1250, 1) // 1200 (Se = .20: +12.00)
 */
export function acfChange(own: number, opponent: number, score: number): number {
  const high = acfExpectedHigh(own - opponent);
  const expected = own >= opponent ? high : 100 - high;
  return Math.round(score * 100 - expected) * ACF_K;
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

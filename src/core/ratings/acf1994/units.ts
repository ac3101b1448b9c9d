/**
 * The units of the 1994 ACF calculations, chosen so that every printed figure is exact.
 *
 * - Ratings are whole numbers of HUNDREDTHS of a rating point (`Centi`): 1011.5 is 101150. A rating
 *   increment is (Sa − Se) × K with Se a two-decimal probability times a number of games, so every
 *   increment, every bonus and every rating the rules produce is a whole number of hundredths.
 * - Scores are whole numbers of TENTHS of a point, as everywhere in Wallchart (a draw is 5).
 * - Expected scores (Se) are HUNDREDTHS of a point: Table 2's probabilities are two-decimal figures.
 */

/** A rating in hundredths of a rating point (1011.5 → 101150). */
export type Centi = number;

/** One rating point in hundredths. */
export const POINT: Centi = 100;

/**
 * n / d rounded to the nearest whole number, halves up (towards +∞), exactly, for integers n and d > 0.
 * @example roundDiv(15420, 12) // 1285
 * @example roundDiv(3, 2) // 2
 * @example roundDiv(-3, 2) // -1
 */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * A number as hundredths (ratings, averages): rounded to the nearest hundredth, halves up.
 * @example toCenti(1011.5) // 101150
 */
export function toCenti(x: number): Centi {
  const scaled = x * 100;
  const r = Math.round(scaled);
  // 1066.1 × 100 is 106609.99999999999: within float noise of a whole number, that number.
  return Math.abs(scaled - r) < 1e-6 ? r : Math.floor(scaled + 0.5);
}

/**
 * Hundredths as the number a cell shows: 101150 → 1011.5.
 * @example centiNumber(101150) // 1011.5
 */
export function centiNumber(c: Centi): number {
  return c / 100;
}

/**
 * Hundredths as text with no float drift, trailing zeros dropped: 101150 → "1011.5", 106610 → "1066.1".
 * @example centiText(5250) // "52.5"
 */
export function centiText(c: Centi): string {
  const sign = c < 0 ? "-" : "";
  const a = Math.abs(c);
  const whole = Math.floor(a / 100);
  const frac = a % 100;
  if (frac === 0) return `${sign}${whole}`;
  const f = String(frac).padStart(2, "0").replace(/0$/, "");
  return `${sign}${whole}.${f}`;
}

/**
 * A rating rounded for publication, halves up: 1011.5 → 1012 (the booklet's Brown).
 * @example listRating(101150) // 1012
 */
export function listRating(c: Centi): number {
  return roundDiv(c, 100);
}

/**
 * A score in tenths from a number of points, or null if it is not a whole number of half points.
 * @example toTenths(1.5) // 15
 */
export function toTenths(points: number): number | null {
  const halves = points * 2;
  const r = Math.round(halves);
  if (!Number.isFinite(points) || Math.abs(halves - r) > 1e-9) return null;
  return r * 5;
}

/**
 * Tenths of a point as text: 25 → "2.5".
 * @example tenthsText(25) // "2.5"
 */
export function tenthsText(t: number): string {
  return t % 10 === 0 ? String(t / 10) : (t / 10).toFixed(1);
}

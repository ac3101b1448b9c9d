/**
 * The two tables of the ACF ratings booklet, April 1994 (seed 000), as printed.
 *
 * Table 1 turns a percentage score into the rating difference it predicts (Dp), for performance
 * ratings. Table 2 turns a rating difference into the expected score of the higher (H) and the lower
 * (L) player, for established ratings. Table 2's rows are the midpoints between Table 1's Dp values,
 * an exact midpoint belonging to the lower row (catalogue, ACF_RATING); the booklet's copy is cut off
 * after 290 and prints the 279–290 row as "278–290" (278 is in the row above).
 */

/** Table 1: Dp for P = 1 … 99 per cent (index = P). 0% and 100% have no entry ("-" in the booklet). */
// prettier-ignore
export const TABLE_1: readonly (number | null)[] = [
  null, // .00
  -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, // .01–.10
  -351, -336, -322, -309, -296, -284, -273, -262, -251, -240, // .11–.20
  -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, // .21–.30
  -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, //     .31–.40
  -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, //              .41–.50
  7, 14, 21, 29, 36, 43, 50, 57, 65, 72, //                      .51–.60
  80, 87, 95, 102, 110, 117, 125, 133, 141, 149, //              .61–.70
  158, 166, 175, 184, 193, 202, 211, 220, 230, 240, //           .71–.80
  251, 262, 273, 284, 296, 309, 322, 336, 351, 366, //           .81–.90
  383, 401, 422, 444, 470, 501, 538, 589, 677, //                .91–.99
  null, // 1.00
];

/**
 * Dp, the rating difference Table 1 predicts for a percentage score P (1–99).
 * @example dpOf(20) // -240
 * @example dpOf(21) // -230
 */
export function dpOf(percent: number): number {
  const dp = Number.isInteger(percent) ? TABLE_1[percent] : undefined;
  if (dp === null || dp === undefined) throw new RangeError(`Table 1 has no entry for ${percent}%`);
  return dp;
}

/** One row of Table 2: differences `from`–`to` (whole points) give the higher player `high` hundredths. */
export interface Table2Row {
  readonly from: number;
  readonly to: number;
  /** Expected score of the higher-rated player, in hundredths; the lower player's is 100 − high. */
  readonly high: number;
  /** True for the rows the booklet's copy lost (after 290), restored by the catalogue. */
  readonly continuation?: boolean;
}

/** The 336 rule: no difference larger than this is used (booklet: "it is set to 336"). */
export const MAX_DIFFERENCE = 336;

/** Table 2 as printed, the 279–290 row corrected, with the catalogue's continuation rows to 336. */
export const TABLE_2: readonly Table2Row[] = [
  { from: 0, to: 3, high: 50 },
  { from: 4, to: 10, high: 51 },
  { from: 11, to: 17, high: 52 },
  { from: 18, to: 25, high: 53 },
  { from: 26, to: 32, high: 54 },
  { from: 33, to: 39, high: 55 },
  { from: 40, to: 46, high: 56 },
  { from: 47, to: 53, high: 57 },
  { from: 54, to: 61, high: 58 },
  { from: 62, to: 68, high: 59 },
  { from: 69, to: 76, high: 60 },
  { from: 77, to: 83, high: 61 },
  { from: 84, to: 91, high: 62 },
  { from: 92, to: 98, high: 63 },
  { from: 99, to: 106, high: 64 },
  { from: 107, to: 113, high: 65 },
  { from: 114, to: 121, high: 66 },
  { from: 122, to: 129, high: 67 },
  { from: 130, to: 137, high: 68 },
  { from: 138, to: 145, high: 69 },
  { from: 146, to: 153, high: 70 },
  { from: 154, to: 162, high: 71 },
  { from: 163, to: 170, high: 72 },
  { from: 171, to: 179, high: 73 },
  { from: 180, to: 188, high: 74 },
  { from: 189, to: 197, high: 75 },
  { from: 198, to: 206, high: 76 },
  { from: 207, to: 215, high: 77 },
  { from: 216, to: 225, high: 78 },
  { from: 226, to: 235, high: 79 },
  { from: 236, to: 245, high: 80 },
  { from: 246, to: 256, high: 81 },
  { from: 257, to: 267, high: 82 },
  { from: 268, to: 278, high: 83 },
  { from: 279, to: 290, high: 84 }, // printed "278–290"
  { from: 291, to: 302, high: 85, continuation: true },
  { from: 303, to: 315, high: 86, continuation: true },
  { from: 316, to: 329, high: 87, continuation: true },
  { from: 330, to: 336, high: 88, continuation: true },
];

/** Table 2 by whole difference 0…336 → the higher player's expected score in hundredths. */
const HIGH_BY_DIFFERENCE: readonly number[] = (() => {
  const out: number[] = [];
  for (const row of TABLE_2) for (let d = row.from; d <= row.to; d++) out[d] = row.high;
  return out;
})();

/**
 * Table 2: the expected score, in hundredths, of the higher (`higher` true) or lower player for a
 * whole-point difference; differences over 336 are set to 336 (the 336 rule).
 * @example expectedHundredths(240, false) // 20  (Brown: P(240) = .20)
 * @example expectedHundredths(199, false) // 24
 */
export function expectedHundredths(difference: number, higher: boolean): number {
  const d = Math.min(Math.max(0, difference), MAX_DIFFERENCE);
  const high = HIGH_BY_DIFFERENCE[d] as number;
  return higher ? high : 100 - high;
}

/**
 * Table 2 extended past 336 from Table 1's midpoints, for the announced per-game system, which rates
 * each game on the actual difference (no 336 rule): … 330–343 .88, 344–358 .89, … 634 and over .99.
 */
const HIGH_UNCAPPED: readonly number[] = (() => {
  const out: number[] = [];
  let p = 50;
  for (let d = 0; d <= 700; d++) {
    // move to the next percentage while d is past the midpoint between Dp(p) and Dp(p+1)
    while (p < 99 && 2 * d > dpOf(p) + dpOf(p + 1)) p++;
    out[d] = p;
  }
  return out;
})();

/**
 * The per-game system's expected score in hundredths for a whole-point difference of any size.
 * @example expectedUncapped(400, true) // 92
 */
export function expectedUncapped(difference: number, higher: boolean): number {
  const d = Math.max(0, difference);
  const high = d >= HIGH_UNCAPPED.length ? 99 : (HIGH_UNCAPPED[d] as number);
  return higher ? high : 100 - high;
}

/**
 * The whole-point size of a difference num/den rating points, halves up (198.5 → 199), and which
 * side is higher. `num` and `den` are integers, den > 0; the difference is opponents minus player.
 * @example wholeDifference(19850, 100) // { size: 199, playerHigher: false }  (Brown: 1210 − 1011.5)
 */
export function wholeDifference(num: number, den: number): { size: number; playerHigher: boolean } {
  return { size: Math.floor((2 * Math.abs(num) + den) / (2 * den)), playerHigher: num < 0 };
}

/**
 * FIDE B.02 (Rating Regulations) table 8.1(a): the rating difference dp for a percentage score p,
 * used by TPR (C.07 10.2). Index = p in whole percent (0 … 100).
 */
// prettier-ignore
export const FIDE_DP: readonly number[] = [
  -800,
  -677, -589, -538, -501, -470, -444, -422, -401, -383, -366,
  -351, -336, -322, -309, -296, -284, -273, -262, -251, -240,
  -230, -220, -211, -202, -193, -184, -175, -166, -158, -149,
  -141, -133, -125, -117, -110, -102, -95, -87, -80, -72,
  -65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
  7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
  80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
  158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
  251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
  383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/**
 * dp for a score of `tenths` (tenths of a point) in `games` games: p is rounded to whole percent,
 * halves up.
 * @example fideDp(25, 4) // 95 (2½ of 4 = 62.5% → 63%)
 */
export function fideDp(tenths: number, games: number): number {
  const percent = Math.floor((2 * 10 * tenths + games) / (2 * games));
  return FIDE_DP[Math.max(0, Math.min(100, percent))] as number;
}

/**
 * FIDE B.02 (Rating Regulations) table 8.1(b): the expected score for a rating difference, used by the
 * perfect tournament performance (C.07 10.3). Each entry is the smallest difference of a band and the
 * expected score (in hundredths) of the higher-rated player from that difference on: 0–3 .50, 4–10
 * .51, …, 620–735 .99, more than 735 1.00.
 */
// prettier-ignore
const BANDS: readonly (readonly [number, number])[] = [
  [0, 50], [4, 51], [11, 52], [18, 53], [26, 54], [33, 55], [40, 56], [47, 57], [54, 58], [62, 59],
  [69, 60], [77, 61], [84, 62], [92, 63], [99, 64], [107, 65], [114, 66], [122, 67], [130, 68],
  [138, 69], [146, 70], [154, 71], [163, 72], [171, 73], [180, 74], [189, 75], [198, 76], [207, 77],
  [216, 78], [226, 79], [236, 80], [246, 81], [257, 82], [268, 83], [279, 84], [291, 85], [303, 86],
  [316, 87], [329, 88], [345, 89], [358, 90], [375, 91], [392, 92], [412, 93], [433, 94], [457, 95],
  [485, 96], [518, 97], [560, 98], [620, 99], [736, 100],
];

/** Expected score in hundredths for each difference 0 … 800. */
const PD: readonly number[] = (() => {
  const out: number[] = [];
  let band = 0;
  for (let d = 0; d <= 800; d++) {
    while (band + 1 < BANDS.length && (BANDS[band + 1] as readonly [number, number])[0] <= d) band++;
    out.push((BANDS[band] as readonly [number, number])[1]);
  }
  return out;
})();

/**
 * The expected score, in hundredths, of a player rated `player` against one rated `opponent`
 * (differences beyond 800 count as 800).
 * @example expectedScore(2000, 1900) // 64
 */
export function expectedScore(player: number, opponent: number): number {
  const diff = Math.max(-800, Math.min(800, opponent - player));
  return diff >= 0 ? 100 - (PD[diff] as number) : (PD[-diff] as number);
}

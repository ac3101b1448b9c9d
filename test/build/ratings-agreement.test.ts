/**
 * Issue 26, "How it will be checked": FIDE_RATING_CHANGE and USCF_RATING through the BUILT Sheets
 * bundle (dist/gas/Code.js, in a vm, called as Sheets calls them) against our own readings of the two
 * regulations, written here apart from src/core/ratings, on 600 cases (300 each, drawn with a fixed
 * seed). The readings:
 *
 * - FIDE Rating Regulations (in force from 1 October 2025): table 8.1.2 (the expected score PD of the
 *   higher-rated player by the difference D; the lower-rated player's is 1 − PD), the 400-point rule
 *   of 8.3.1 (D over 400 counts as 400 for a player rated below 2650), ΔR = Σ K(W − We), K 20 below
 *   2400 and 10 from 2400 when not given, the 700 ceiling (K × games at most 700), rounded to one
 *   decimal, halves away from zero.
 * - US Chess (Glickman & Doan) for an established player (more than 8 games): N* = 50 / √(0.662 +
 *   0.00000739 (2569 − R0)²) (50 above 2355), N' = min(N, N*), E = Σ 1 / (1 + 10^−(R0 − Ri)/400),
 *   K = 800 / (N' + m), R = R0 + K(S − E) plus the bonus max(0, K(S − E) − 10 √max(m, 4)) when m ≥ 3,
 *   then the floors: 100 + 4 per win + 2 per draw + 1 for this event when m ≥ 3 (at most 150), and
 *   200 below the peak in whole hundreds (1200 to 2100) when a peak of 1400 or more is given; the
 *   published rating rounded.
 * - US Chess, the special formula (a player with 8 games or fewer, or unrated: N' = 0 and R0 the
 *   initial rating by age, 50 × age from 100 to 1300, 1300 when no age is given): the R with
 *   N'·PWe(R, R0) + Σ PWe(R, Ri) = S + N'/2, PWe linear over ±400; where the sum is flat at S' the
 *   rating is R0 moved into that interval; found here by bisection; then the absolute floor.
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";

const context = vm.createContext({ console });
vm.runInContext(readFileSync(join(__dirname, "..", "..", "dist", "gas", "Code.js"), "utf8"), context, { filename: "Code.js" });
const gas = context as unknown as Record<string, (...args: unknown[]) => unknown>;

/** Table 8.1.2: the largest D of each row and the higher-rated player's PD, in hundredths. */
const TABLE: readonly (readonly [number, number])[] = [
  [3, 50], [10, 51], [17, 52], [25, 53], [32, 54], [39, 55], [46, 56], [53, 57], [61, 58], [68, 59],
  [76, 60], [83, 61], [91, 62], [98, 63], [106, 64], [113, 65], [121, 66], [129, 67], [137, 68], [145, 69],
  [153, 70], [162, 71], [170, 72], [179, 73], [188, 74], [197, 75], [206, 76], [215, 77], [225, 78], [235, 79],
  [245, 80], [256, 81], [267, 82], [278, 83], [290, 84], [302, 85], [315, 86], [328, 87], [344, 88], [357, 89],
  [374, 90], [391, 91], [411, 92], [432, 93], [456, 94], [484, 95], [517, 96], [559, 97], [619, 98], [735, 99],
];

function fideReading(rating: number, opponents: number[], scores: number[], k?: number): number {
  const n = opponents.length;
  let kk = k ?? (rating >= 2400 ? 10 : 20);
  if (kk * n > 700) kk = Math.floor(700 / n);
  let hundredths = 0;
  opponents.forEach((o, i) => {
    let d = Math.abs(rating - o);
    if (rating < 2650 && d > 400) d = 400;
    const row = TABLE.find(([max]) => d <= max);
    const pdHigh = row === undefined ? 100 : row[1];
    const we = rating >= o ? pdHigh : 100 - pdHigh;
    hundredths += kk * (Math.round((scores[i] as number) * 100) - we);
  });
  const tenths = Math.floor((Math.abs(hundredths) + 5) / 10);
  return (hundredths < 0 ? -tenths : tenths) / 10;
}

function uscfReading(r0: number, n: number, opponents: number[], scores: number[], peak?: number): number {
  const nStar = r0 > 2355 ? 50 : 50 / Math.sqrt(0.662 + 0.00000739 * (2569 - r0) ** 2);
  const nEff = Math.min(n, nStar);
  const m = opponents.length;
  const e = opponents.reduce((sum, o) => sum + 1 / (1 + Math.pow(10, -(r0 - o) / 400)), 0);
  const s = scores.reduce((a, b) => a + b, 0);
  const k = 800 / (nEff + m);
  const gain = k * (s - e);
  const bonus = m >= 3 ? Math.max(0, gain - 10 * Math.sqrt(Math.max(m, 4))) : 0;
  const wins = scores.filter((x) => x === 1).length;
  const draws = scores.filter((x) => x === 0.5).length;
  let floor = Math.min(150, 100 + 4 * wins + 2 * draws + (m >= 3 ? 1 : 0));
  if (peak !== undefined && peak >= 1400) floor = Math.max(floor, Math.min(2100, Math.floor((peak - 200) / 100) * 100));
  return Math.round(Math.max(r0 + gain + bonus, floor));
}

/** The special formula's solution by bisection (our reading; the core solves it piece by piece). */
function specialReading(r0: number, nEff: number, opponents: number[], scores: number[]): number {
  const pwe = (r: number, o: number) => Math.min(1, Math.max(0, 0.5 + (r - o) / 800));
  const target = scores.reduce((a, b) => a + b, 0) + nEff / 2;
  const f = (r: number) => nEff * pwe(r, r0) + opponents.reduce((sum, o) => sum + pwe(r, o), 0) - target;
  const all = [r0, ...opponents];
  const [min, max] = [Math.min(...all) - 1000, Math.max(...all) + 1000];
  // lo: the least R with f(R) ≥ 0; hi: the greatest R with f(R) ≤ 0.
  const search = (ok: (r: number) => boolean, fromLow: boolean): number => {
    let [a, b] = [min, max];
    for (let i = 0; i < 200; i++) {
      const mid = (a + b) / 2;
      if (ok(mid) === fromLow) b = mid;
      else a = mid;
    }
    return (a + b) / 2;
  };
  const lo = search((r) => f(r) >= -1e-9, true);
  const hi = search((r) => f(r) > 1e-9, true);
  // The root of a sum of lines through whole-number points is a fraction: a millionth decides a half.
  const snap = (x: number) => Math.round(x * 1e6) / 1e6;
  return hi - lo <= 1e-6 ? snap((lo + hi) / 2) : Math.min(snap(hi), Math.max(snap(lo), r0));
}

function uscfSpecialReading(rating: number | null, n: number, age: number | undefined, opponents: number[], scores: number[]): number {
  const r0 = rating ?? (age === undefined ? 1300 : Math.min(1300, Math.max(100, 50 * age)));
  const nStar = r0 > 2355 ? 50 : 50 / Math.sqrt(0.662 + 0.00000739 * (2569 - r0) ** 2);
  const nEff = rating === null ? 0 : Math.min(n, nStar);
  const wins = scores.filter((x) => x === 1).length;
  const draws = scores.filter((x) => x === 0.5).length;
  const floor = Math.min(150, 100 + 4 * wins + 2 * draws + (opponents.length >= 3 ? 1 : 0));
  return Math.round(Math.max(specialReading(r0, nEff, opponents, scores), floor));
}

const score = fc.constantFrom(1, 0.5, 0);
const games = (lo: number, hi: number) =>
  fc.integer({ min: 1, max: 12 }).chain((m) =>
    fc.tuple(fc.array(fc.integer({ min: lo, max: hi }), { minLength: m, maxLength: m }), fc.array(score, { minLength: m, maxLength: m })),
  );
const column = (xs: number[]) => xs.map((x) => [x]);

describe("the built Sheets bundle agrees with our own readings of the regulations (800 cases)", () => {
  test("FIDE_RATING_CHANGE: 300 cases", () => {
    const cases = fc.sample(
      fc.tuple(fc.integer({ min: 1000, max: 2850 }), games(1000, 2850), fc.constantFrom(undefined, 10, 20, 40)),
      { numRuns: 300, seed: 26 },
    );
    let agree = 0;
    for (const [rating, [opps, scores], k] of cases) {
      expect({ rating, opps, scores, k, change: gas.FIDE_RATING_CHANGE?.(rating, column(opps), column(scores), k) }).toEqual({
        rating, opps, scores, k, change: fideReading(rating, opps, scores, k),
      });
      agree++;
    }
    expect(agree).toBe(300);
  });

  test("USCF_RATING: 300 cases (established players)", () => {
    const cases = fc.sample(
      fc.tuple(fc.integer({ min: 100, max: 2700 }), fc.integer({ min: 9, max: 300 }), games(100, 2800), fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined })),
      { numRuns: 300, seed: 2025 },
    );
    let agree = 0;
    for (const [rating, n, [opps, scores], above] of cases) {
      const peak = above === undefined ? undefined : rating + above;
      expect({ rating, n, opps, scores, peak, after: gas.USCF_RATING?.(rating, n, column(opps), column(scores), undefined, peak) }).toEqual({
        rating, n, opps, scores, peak, after: uscfReading(rating, n, opps, scores, peak),
      });
      agree++;
    }
    expect(agree).toBe(300);
  });

  test("USCF_RATING: 200 more cases, the special formula (8 games or fewer, and unrated players by age)", () => {
    const cases = fc.sample(
      fc.tuple(
        fc.option(fc.integer({ min: 100, max: 2600 }), { nil: null }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 5, max: 40 }), { nil: undefined }),
        games(100, 2700),
      ),
      { numRuns: 200, seed: 1994 },
    );
    let agree = 0;
    for (const [rating, n, age, [opps, scores]] of cases) {
      const after = gas.USCF_RATING?.(rating ?? "", rating === null ? "" : n, column(opps), column(scores), rating === null ? age : undefined, undefined);
      expect({ rating, n, age, opps, scores, after }).toEqual({ rating, n, age, opps, scores, after: uscfSpecialReading(rating, n, rating === null ? age : undefined, opps, scores) });
      agree++;
    }
    expect(agree).toBe(200);
  });

  test("bad input through the bundle: each a sentence naming the argument and the row", () => {
    expect(() => gas.FIDE_RATING_CHANGE?.(2000, [[2100], [2050]], [[1], [0], [1]], 20)).toThrow(/opponent_ratings: 2 rows, but scores has 3/);
    // K: 40, 20, 10, or ⌊700 ÷ n⌋ (the 700 ceiling: 15 is ⌊700 ÷ 46⌋); anything else is refused.
    for (const k of [37, 41, 0, 12.5]) expect(() => gas.FIDE_RATING_CHANGE?.(2000, 2100, 1, k)).toThrow(new RegExp(`k: ${k} is not a K of the FIDE Rating Regulations`));
    expect(gas.FIDE_RATING_CHANGE?.(2000, 2100, 1, 15)).toBe(9.6);
    expect(() => gas.FIDE_RATING_CHANGE?.(2000, [[2100], [2050]], [[1], [2]], 20)).toThrow(/scores, row 2/);
    expect(() => gas.FIDE_RATING_CHANGE?.(5000, 2100, 1, 20)).toThrow(/rating/);
    expect(() => gas.USCF_RATING?.(1500, 10, [[1600], [9000]], [[1], [0]], undefined, undefined)).toThrow(/opponent_ratings, row 2/);
  });
});

import {
  dpOf,
  expectedHundredths,
  expectedUncapped,
  TABLE_1,
  TABLE_2,
  wholeDifference,
} from "../../../src/core/ratings/acf1994";

describe("ACF 1994 Table 1 (seed 000): percentage score → Dp", () => {
  test("the printed figures the examples use: Dp(20) = −240, Dp(21) = −230, Dp(7) = −422", () => {
    expect(dpOf(20)).toBe(-240);
    expect(dpOf(21)).toBe(-230);
    expect(dpOf(7)).toBe(-422);
    expect(dpOf(50)).toBe(0);
    expect(dpOf(99)).toBe(677);
    expect(dpOf(1)).toBe(-677);
  });
  test("Table 1 is antisymmetric about 50% as printed: Dp(100 − P) = −Dp(P)", () => {
    for (let p = 1; p <= 99; p++) expect(dpOf(100 - p) + dpOf(p)).toBe(0);
  });
  test("Dp rises with P", () => {
    for (let p = 2; p <= 99; p++) expect(dpOf(p)).toBeGreaterThan(dpOf(p - 1));
  });
  test("0% and 100% have no entry", () => {
    expect(TABLE_1[0]).toBeNull();
    expect(TABLE_1[100]).toBeNull();
    expect(() => dpOf(0)).toThrow(RangeError);
    expect(() => dpOf(100)).toThrow(RangeError);
    expect(() => dpOf(20.5)).toThrow(RangeError);
  });
});

describe("ACF 1994 Table 2 (seed 000, catalogue ACF_RATING): difference → expected score", () => {
  test("its rows are the midpoints between Table 1's Dp values, an exact midpoint in the lower row", () => {
    for (const row of TABLE_2) {
      const p = row.high;
      const lower = p === 50 ? 0 : (dpOf(p - 1) + dpOf(p)) / 2; // below this belongs to the row above
      const upper = (dpOf(p) + dpOf(p + 1)) / 2;
      if (p > 50) expect(row.from).toBe(Math.floor(lower) + 1);
      if (p < 88) expect(row.to).toBe(Math.floor(upper));
    }
  });
  test("the rows join without gaps from 0 to 336 and the columns add to 1", () => {
    let next = 0;
    for (const row of TABLE_2) {
      expect(row.from).toBe(next);
      next = row.to + 1;
    }
    expect(next).toBe(337);
    for (let d = 0; d <= 400; d++) expect(expectedHundredths(d, true) + expectedHundredths(d, false)).toBe(100);
  });
  test.each(TABLE_2.map((r) => [r.from, r.to, r.high]))(
    "row %i–%i: H .%i at both ends, the next row just past it",
    (from, to, high) => {
      expect(expectedHundredths(from, true)).toBe(high);
      expect(expectedHundredths(to, true)).toBe(high);
      expect(expectedHundredths(from, false)).toBe(100 - high);
      expect(expectedHundredths(to, false)).toBe(100 - high);
      if (to < 336) expect(expectedHundredths(to + 1, true)).toBe(high + 1);
      if (from > 0) expect(expectedHundredths(from - 1, true)).toBe(high - 1);
    },
  );
  test("278 is in the .83 row (the booklet prints the next row as 278–290), 279 in .84", () => {
    expect(expectedHundredths(278, true)).toBe(83);
    expect(expectedHundredths(279, true)).toBe(84);
    expect(expectedHundredths(290, true)).toBe(84);
  });
  test("the catalogue's continuation rows: 291–302 .85/.15, 303–315 .86/.14, 316–329 .87/.13, 330–336 .88/.12", () => {
    expect([291, 302].map((d) => expectedHundredths(d, true))).toEqual([85, 85]);
    expect([303, 315].map((d) => expectedHundredths(d, false))).toEqual([14, 14]);
    expect([316, 329].map((d) => expectedHundredths(d, true))).toEqual([87, 87]);
    expect([330, 336].map((d) => expectedHundredths(d, false))).toEqual([12, 12]);
  });
  test("the 336 rule: a larger difference is set to 336", () => {
    expect(expectedHundredths(337, true)).toBe(88);
    expect(expectedHundredths(1349, false)).toBe(12);
  });
  test("Brown: P(240) = .20 for the lower player", () => {
    expect(expectedHundredths(240, false)).toBe(20);
  });
  test("differences are rounded to whole points, halves up: 198.5 → 199 (the .76/.24 row)", () => {
    expect(wholeDifference(19850, 100)).toEqual({ size: 199, playerHigher: false });
    expect(wholeDifference(-19849, 100)).toEqual({ size: 198, playerHigher: true });
    expect(wholeDifference(-19850, 100)).toEqual({ size: 199, playerHigher: true });
    expect(expectedHundredths(199, false)).toBe(24);
  });
});

describe("the per-game system's Table 2, continued past 336 from Table 1's midpoints", () => {
  test("it agrees with Table 2 up to 329 and continues 330–343 .88, 344–358 .89 … 634 and over .99", () => {
    for (let d = 0; d <= 329; d++) expect(expectedUncapped(d, true)).toBe(expectedHundredths(d, true));
    expect(expectedUncapped(343, true)).toBe(88);
    expect(expectedUncapped(344, true)).toBe(89);
    expect(expectedUncapped(358, true)).toBe(89);
    expect(expectedUncapped(359, true)).toBe(90);
    expect(expectedUncapped(633, true)).toBe(98);
    expect(expectedUncapped(634, true)).toBe(99);
    expect(expectedUncapped(5000, false)).toBe(1);
  });
});

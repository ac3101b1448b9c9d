import { averageOf, dpOf, percentOf, performanceRating, tablePercent } from "../../../src/core/ratings/acf1994";

const five1250 = { games: 5, sum: 5 * 125000, score: 10 };

describe("ACF 1994 performance ratings (seed 000): Rp = AR + Dp(P)", () => {
  test("Smith scores 1/5 against an average of 1250: P = 20, Dp = −240, Rp = 1010", () => {
    expect(tablePercent(10, 5)).toBe(20);
    expect(performanceRating(five1250)).toBe(101000);
  });
  test("Smith's second event, 1½/7 against 1310: AR = (1250×5 + 9170)/12 = 1285, TS 2.5, P = 21, Rp = 1055 (the booklet prints 1050)", () => {
    const h = { games: 12, sum: five1250.sum + 917000, score: 25 };
    expect(averageOf(h)).toBe(128500);
    expect(percentOf(25, 12)).toBe(21);
    expect(performanceRating(h)).toBe(105500);
  });
  test("P is rounded to the nearest per cent, halves up: 1/8 = 12.5% → 13, 1.5/8 = 18.75% → 19", () => {
    expect(percentOf(10, 8)).toBe(13);
    expect(percentOf(15, 8)).toBe(19);
    expect(percentOf(5, 8)).toBe(6); // 6.25%
  });
  test("AR is kept to the hundredth, halves up", () => {
    expect(averageOf({ games: 3, sum: 100000 + 100000 + 100001, score: 10 })).toBe(100000);
    expect(averageOf({ games: 2, sum: 100000 + 100001, score: 10 })).toBe(100001);
  });
  test("0% and 100% have no performance rating", () => {
    expect(performanceRating({ games: 5, sum: 625000, score: 0 })).toBeNull();
    expect(performanceRating({ games: 5, sum: 625000, score: 50 })).toBeNull();
    expect(performanceRating({ games: 0, sum: 0, score: 0 })).toBeNull();
  });
  test("a score that rounds to 0% or 100% uses Table 1's last row", () => {
    expect(tablePercent(5, 200)).toBe(1);
    expect(tablePercent(1995, 200)).toBe(99);
  });
});

describe("ACF 1994 Table 1, every row boundary (P rounded halves up)", () => {
  // 200 games: a score of x points is x/2 per cent, so 2P − 1 points is exactly P − ½ per cent.
  const at = (points: number) => performanceRating({ games: 200, sum: 200 * 150000, score: points * 10 });
  test.each(Array.from({ length: 98 }, (_, i) => i + 2))(
    "P = %i: from P − ½ per cent up it is Dp(P); just below, Dp(P − 1)",
    (p) => {
      expect(at(2 * p - 1)).toBe(150000 + 100 * dpOf(p));
      expect(at(2 * p - 1.5)).toBe(150000 + 100 * dpOf(p - 1));
    },
  );
});

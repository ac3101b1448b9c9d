/**
 * FIDE_RATING_CHANGE, USCF_RATING and RATING_CHANGES: the regulations' and documents' own figures
 * (FIDE Rating Regulations 2024 with the 1 October 2025 amendment, table 8.1.2; Glickman's
 * "Approximating Formulas for the US Chess Rating System" example and Glickman & Doan's formulas),
 * and the properties the issue names (fast-check).
 */
import fc from "fast-check";
import { cappedK, fideChange, fideExpected, hundredthsToTenths, isAllowedK } from "../../../src/core/ratings/fide";
import {
  absoluteFloor,
  peakFloor,
  uscfInitialRating,
  uscfNStar,
  uscfRateEvent,
  uscfSpecial,
  uscfStandard,
} from "../../../src/core/ratings/uscf";
import { fideRatingChange, ratingChanges, uscfRating } from "../../../src/grid/functions/rating-changes";

const col = (...xs: unknown[]): unknown[][] => xs.map((x) => [x]);

describe("FIDE expected scores and the 400-point rule (8.1.2, 8.3.1)", () => {
  test("table 8.1.2 rows: D 0–3 .50, 4–10 .51, 99–106 .64, 392–411 .92, 620–735 .99, over 735 1.00", () => {
    expect(fideExpected(2000, 2003)).toBe(50);
    expect(fideExpected(2004, 2000)).toBe(51);
    expect(fideExpected(2100, 2000)).toBe(64);
    expect(fideExpected(2000, 2100)).toBe(36);
    expect(fideExpected(2700, 2300)).toBe(92);
    expect(fideExpected(2700, 2000)).toBe(99);
    expect(fideExpected(2800, 2000)).toBe(100);
  });
  test("below 2650 a difference over 400 counts as 400 (.92 / .08)", () => {
    expect(fideExpected(2000, 2600)).toBe(8);
    expect(fideExpected(2600, 1500)).toBe(92);
  });
  test("from 2650 the whole difference counts (the amendment of 1 October 2025)", () => {
    // The case that prompted it: a 2800 winning against 2250 gained 0.8 (K 10 × .08) under the old rule.
    expect(fideExpected(2800, 2250)).toBe(97); // D 550 → .97
    expect(fideRatingChange([[2800]], [[2250]], [[1]], null)).toBe(0.3);
    expect(fideRatingChange([[2649]], [[2099]], [[1]], null)).toBe(0.8); // below 2650: capped, .92
  });
});

describe("FIDE_RATING_CHANGE", () => {
  test("2000 beating a 2100 with K 20: 20 × (1 − .36) = 12.8", () => {
    expect(fideRatingChange([[2000]], [[2100]], [[1]], [[20]])).toBe(12.8);
  });
  test("k omitted: 20 below 2400, 10 from 2400", () => {
    expect(fideRatingChange([[2399]], [[2399]], [[1]], null)).toBe(10);
    expect(fideRatingChange([[2400]], [[2400]], [[1]], null)).toBe(5);
  });
  test("several games, per game and as one total", () => {
    // 1800 against 1900 (.36), 1750 (.57), 1800 (.50): 2.5 points, We 1.43, K 40 → 42.8
    expect(fideRatingChange([[1800]], col(1900, 1750, 1800), col(1, "½", "W"), [[40]])).toBe(42.8);
    expect(fideRatingChange([[1800]], col(1900, 1750, 1800), [[2.5]], [[40]])).toBe(42.8);
  });
  test("unrated opponents are not counted (a blank or 0)", () => {
    expect(fideRatingChange([[2000]], col(2100, "", 0), col(1, 1, 1), [[20]])).toBe(12.8);
  });
  test("the 700 ceiling: K 40 over 20 games becomes 35", () => {
    expect(cappedK(40, 20)).toBe(35);
    expect(cappedK(40, 17)).toBe(40);
    const opps = col(...Array(20).fill(1500));
    expect(fideRatingChange([[1500]], opps, [[20]], [[40]])).toBe(350); // 35 × (20 − 10)
  });
  test("Sheets style: scalars and undefined", () => {
    expect(fideRatingChange(2000, 2100, 1, undefined)).toBe(12.8);
  });
  test("bad input: each a sentence naming the argument and the row", () => {
    expect(() => fideRatingChange([[2000]], [[2100]], [[1]], [[37]])).toThrow(/k: 37 is not a K/);
    expect(() => fideRatingChange([[2000]], col(2100, 2200, 2300), col(1, 0), [[20]])).toThrow(/scores: 2 rows, but opponent_ratings has 3: the ranges must start on the same row/);
    expect(() => fideRatingChange([[2000]], col(2100, 2200, 2300), col(1, 2, 0), [[20]])).toThrow(/scores, row 2: "2" is not a score/);
    expect(() => fideRatingChange([[99999]], [[2100]], [[1]], null)).toThrow(/rating: 99999 is not a rating/);
    expect(() => fideRatingChange([[2000]], col(2100, -5), col(1, 0), null)).toThrow(/opponent_ratings, row 2/);
    expect(() => fideRatingChange(null, [[2100]], [[1]], null)).toThrow(/rating: blank/);
    expect(() => fideRatingChange([[2000]], col(2100, 2200), [[3]], null)).toThrow(/scores: 3 is not a score for 2 games/);
  });
  test("K values the regulations allow: 40, 20, 10 and ⌊700 ÷ n⌋", () => {
    expect([40, 20, 10, 35, 38, 23].every(isAllowedK)).toBe(true);
    expect([15, 30, 25, 1].every(isAllowedK)).toBe(true); // 20 over 46 games, 40 over 23, …
    expect([37, 39, 34, 32, 27, 0, 41, 10.5].some(isAllowedK)).toBe(false);
  });
  test("rounding halves away from zero", () => {
    expect(hundredthsToTenths(1285)).toBe(129);
    expect(hundredthsToTenths(-1285)).toBe(-129);
  });
});

describe("FIDE properties (fast-check)", () => {
  test("antisymmetric between two rated players with the same K within 400 points", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1400, max: 2900 }),
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom(0, 5, 10),
        fc.constantFrom(10, 20, 40),
        (a, d, s, k) => {
          const b = a + d;
          const x = fideChange(a, [{ opponent: b, score: s }], k).hundredths;
          const y = fideChange(b, [{ opponent: a, score: 10 - s }], k).hundredths;
          return x === -y && hundredthsToTenths(x) === -hundredthsToTenths(y);
        },
      ),
    );
  });
  test("a win never loses points, a loss never gains", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 3000 }), fc.integer({ min: 1000, max: 3000 }), (a, b) => {
        return fideChange(a, [{ opponent: b, score: 10 }], 20).hundredths >= 0 && fideChange(a, [{ opponent: b, score: 0 }], 20).hundredths <= 0;
      }),
    );
  });
});

describe("US Chess: Glickman & Doan's steps", () => {
  test("the special formula's root is exact to the half: 1894 on 3 games scoring 5/12 solves to 1361.5, published 1362 (float arithmetic gave 1361.4999999999998, published 1361)", () => {
    const opponents = [105, 1956, 109, 103, 111, 1713, 1410, 2082, 782, 2237, 106, 2005];
    expect(uscfSpecial({ r0: 1894, nEff: 3, opponents, score: 5 })).toBe(1361.5);
    expect(uscfRating(1894, 3, opponents.map((o) => [o]), [0.5, 0.5, 0.5, 0, 0.5, 0.5, 0.5, 0, 0.5, 0.5, 1, 0].map((x) => [x]))).toBe(1362);
  });
  test("initial ratings by age: 50 × age, 100 to 1300; unknown age 1300", () => {
    expect(uscfInitialRating(6)).toBe(300);
    expect(uscfInitialRating(6.5)).toBe(325);
    expect(uscfInitialRating(1)).toBe(100);
    expect(uscfInitialRating(40)).toBe(1300);
    expect(uscfInitialRating(null)).toBe(1300);
  });
  test("N* = 50 / √(0.662 + 0.00000739 (2569 − R)²), 50 above 2355", () => {
    expect(uscfNStar(2300)).toBeCloseTo(50 / Math.sqrt(0.662 + 0.00000739 * 269 * 269), 9);
    expect(uscfNStar(1700)).toBeCloseTo(50 / Math.sqrt(0.662 + 0.00000739 * 869 * 869), 9);
    expect(uscfNStar(2400)).toBe(50);
  });
  test("the approximating formulas' example: 1500 on 6 games; W 1400, L 1550, D 1650 → 1511", () => {
    // Special formula: every opponent within 400, so (6·1500 + 4600 + 400(2·1.5 − 3)) / 9 = 1511.11
    expect(uscfSpecial({ r0: 1500, nEff: 6, opponents: [1400, 1550, 1650], score: 1.5 })).toBeCloseTo(1511.111, 3);
    expect(uscfRating([[1500]], [[6]], col(1400, 1550, 1650), col(1, 0, 0.5), null, null)).toBe(1511);
  });
  test("the special formula never falls for a win: an unrated player beating everyone stays above his opponents + 400 or his initial rating", () => {
    // Unrated (N' = 0), 3 wins against 1000s: f is zero from 1400 on; the initial rating 1300 is moved to 1400.
    expect(uscfSpecial({ r0: 1300, nEff: 0, opponents: [1000, 1000, 1000], score: 3 })).toBe(1400);
    expect(uscfSpecial({ r0: 1600, nEff: 0, opponents: [1000, 1000, 1000], score: 3 })).toBe(1600);
  });
  test("the standard formula with the bonus (B = 10): 1700 on 30 games, 4 wins against 1700s", () => {
    const nEff = Math.min(30, uscfNStar(1700));
    const k = 800 / (nEff + 4);
    const gain = k * (4 - 2);
    const expected = 1700 + gain + Math.max(0, gain - 10 * Math.sqrt(4));
    expect(uscfStandard({ r0: 1700, nEff, opponents: [1700, 1700, 1700, 1700], score: 4, mostAgainstOne: 1 })).toBeCloseTo(expected, 9);
    expect(uscfRating([[1700]], [[30]], col(1700, 1700, 1700, 1700), [[4]], null, null)).toBe(Math.round(expected));
    // No bonus for fewer than 3 games, or 3 games against one opponent.
    const two = uscfStandard({ r0: 1700, nEff, opponents: [1700, 1700], score: 2, mostAgainstOne: 1 });
    expect(two).toBeCloseTo(1700 + (800 / (nEff + 2)) * 1, 9);
    const match = uscfStandard({ r0: 1700, nEff, opponents: [1700, 1700, 1700], score: 3, mostAgainstOne: 3 });
    expect(match).toBeCloseTo(1700 + (800 / (nEff + 3)) * 1.5, 9);
  });
  test("floors: absolute 100 + 4W + 2D + events, at most 150; 200 below the peak in hundreds, 1200 to 2100", () => {
    expect(absoluteFloor(0, 0, 0)).toBe(100);
    expect(absoluteFloor(5, 3, 2)).toBe(128);
    expect(absoluteFloor(40, 0, 0)).toBe(150);
    expect(peakFloor(1941)).toBe(1700);
    expect(peakFloor(1588)).toBe(1300);
    expect(peakFloor(1399)).toBeNull();
    expect(peakFloor(2600)).toBe(2100);
    // A 1750 with a 1941 peak losing four games to 2000s stays at his 1700 floor.
    expect(uscfRating([[1750]], [[40]], col(2200, 2200, 2200, 2200), [[0]], null, [[1941]])).toBeGreaterThanOrEqual(1700);
    expect(uscfRating([[1720]], [[40]], col(1700, 1700, 1700, 1700), [[0]], null, [[1941]])).toBe(1700);
  });
  test("unrated player by age: a 10-year-old (500) scoring 2/4 against 600s", () => {
    // N' = 0: the special formula alone: all within 400 of 600 → 600 + 400(2·2 − 4)/4 = 600
    expect(uscfRating(null, null, col(600, 600, 600, 600), col(1, 1, 0, 0), [[10]], null)).toBe(600);
  });
  test("bad input", () => {
    expect(() => uscfRating([[1500]], null, col(1400), col(1), null, null)).toThrow(/games: blank or 0/);
    expect(() => uscfRating([[1500]], [[6.5]], col(1400), col(1), null, null)).toThrow(/games: 6.5/);
    expect(() => uscfRating([[1500]], [[10]], col(1400), col(1), [[200]], null)).toThrow(/age: 200/);
    expect(() => uscfRating([[1500]], [[10]], col(1400), col(1), null, [[1400]])).toThrow(/peak: 1400 is below/);
    expect(() => uscfRating(null, null, col(""), col(1), null, null)).toThrow(/no rated opponent/);
  });
});

describe("US Chess properties (fast-check)", () => {
  const eventArb = fc
    .record({
      n: fc.integer({ min: 2, max: 8 }),
      seed: fc.array(fc.tuple(fc.integer({ min: 100, max: 2700 }), fc.integer({ min: 0, max: 60 }), fc.boolean()), { minLength: 8, maxLength: 8 }),
      games: fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.constantFrom(0, 0.5, 1)), { maxLength: 20 }),
      peaks: fc.array(fc.option(fc.integer({ min: 1400, max: 2700 })), { minLength: 8, maxLength: 8 }),
    })
    .map(({ n, seed, games, peaks }) => ({
      players: seed.slice(0, n).map(([r, g, unrated], i) => ({
        rating: unrated ? null : r,
        games: unrated ? 0 : g + 1,
        peak: unrated || peaks[i] === null ? null : Math.max(r, peaks[i] as number),
      })),
      games: games.filter(([a, b]) => a < n && b < n && a !== b).map(([a, b, s]) => ({ a, b, scoreA: s })),
    }));
  test("a rating never falls below the floors", () => {
    fc.assert(
      fc.property(eventArb, ({ players, games }) => {
        const out = uscfRateEvent(players, games);
        return out.every((r, i) => {
          if (r.games === 0) return true;
          const p = players[i];
          const pf = p?.peak === null || p?.peak === undefined ? null : peakFloor(p.peak);
          return r.rating >= 100 - 1e-9 && (pf === null || r.rating >= pf - 1e-9) && Number.isFinite(r.rating);
        });
      }),
    );
  });
  test("the special formula: one more win never lowers a rating", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2700 }),
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.integer({ min: 100, max: 2700 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 100, max: 2700 }),
        (r0, nEff, opps, halves, extra) => {
          const score = Math.min(halves / 2, opps.length);
          const before = uscfSpecial({ r0, nEff, opponents: opps, score: score });
          const after = uscfSpecial({ r0, nEff, opponents: [...opps, extra], score: score + 1 });
          const lost = uscfSpecial({ r0, nEff, opponents: [...opps, extra], score });
          return after >= lost - 1e-6 && Number.isFinite(before);
        },
      ),
    );
  });
});

describe("RATING_CHANGES", () => {
  // A four-player round robin: 1 beats 2 and 3, draws 4; 2 beats 3 and 4; 3 beats 4.
  const results = [
    ["W2", "W3", "D4"],
    ["L1", "W4", "W3"],
    ["W4", "L1", "L2"],
    ["L3", "L2", "D1"],
  ];
  test("FIDE: each change as FIDE_RATING_CHANGE gives it; an unrated player has none and is not counted", () => {
    const ratings = col(2000, 1900, 1800, "UNR");
    const out = ratingChanges(results, ratings, "FIDE", null);
    expect(out[0]).toEqual([2000 + fideRatingChange(2000, col(1900, 1800), col(1, 1), 20), fideRatingChange(2000, col(1900, 1800), col(1, 1), 20)]);
    expect(out[1]?.[1]).toBe(fideRatingChange(1900, col(2000, 1800), col(0, 1), 20));
    expect(out[3]).toEqual(["", ""]);
  });
  test("FIDE: K per player, and K from the settings", () => {
    const out = ratingChanges(results, [[2000, 40], [1900, ""], [1800, ""], ["UNR", ""]], "FIDE", "K 10");
    expect(out[0]?.[1]).toBe(fideRatingChange(2000, col(1900, 1800), col(1, 1), 40));
    expect(out[1]?.[1]).toBe(fideRatingChange(1900, col(2000, 1800), col(0, 1), 10));
    expect(() => ratingChanges(results, col(2000, 1900, 1800, "UNR"), "FIDE", "K 37")).toThrow(/K must be 40, 20 or 10/);
    expect(() => ratingChanges(results, [[2000, 37], [1900, ""], [1800, ""], ["UNR", ""]], "FIDE", null)).toThrow(/ratings, row 1 \(K\): 37/);
  });
  test("USCF, two passes: the unrated player's first-pass estimate is his rating for his opponents", () => {
    const ratings = [[2000, 40], [1900, 40], [1800, 40], ["UNR", ""]];
    const out = ratingChanges(results, ratings, "USCF", null);
    const [first] = uscfRateEvent([{ rating: null, games: 0 }], []);
    expect(first).toBeDefined();
    const lines = uscfRateEvent(
      [
        { rating: 2000, games: 40 },
        { rating: 1900, games: 40 },
        { rating: 1800, games: 40 },
        { rating: null, games: 0 },
      ],
      [
        { a: 0, b: 1, scoreA: 1 },
        { a: 0, b: 2, scoreA: 1 },
        { a: 0, b: 3, scoreA: 0.5 },
        { a: 1, b: 3, scoreA: 1 },
        { a: 1, b: 2, scoreA: 1 },
        { a: 2, b: 3, scoreA: 1 },
      ],
    );
    const estimate = lines[3]?.firstPass as number;
    // The unrated player's first pass: 1300 with N' = 1 against 2000, 1900, 1800 scoring ½.
    expect(estimate).toBeCloseTo(uscfSpecial({ r0: 1300, nEff: 1, opponents: [2000, 1900, 1800], score: 0.5 }), 9);
    // Player 1's rating: his games against 1900, 1800 and the unrated player's estimate.
    expect(out[0]?.[0]).toBe(uscfRating(2000, 40, col(1900, 1800, estimate), col(1, 1, 0.5), null, null));
    expect(out[3]?.[1]).toBe("");
    expect(typeof out[3]?.[0]).toBe("number");
  });
  test("heading rows (issue 27's rule): skipped on both ranges and answered by ours, level with the results", () => {
    const out = ratingChanges([["Rd 1", "Rd 2", "Rd 3"], ...results], [["Rating"], [2000], [1900], [1800], ["UNR"]], "FIDE", null);
    expect(out[0]).toEqual(["New rating", "Change"]);
    expect(out.slice(1)).toEqual(ratingChanges(results, col(2000, 1900, 1800, "UNR"), "FIDE", null));
    expect(fideRatingChange([[2000]], [["Opponent rating"], [2100]], [["Score"], [1]], [[20]])).toBe(12.8);
  });
  test("bad input names the argument", () => {
    expect(() => ratingChanges(results, col(2000, 1900), "FIDE", null)).toThrow(/ratings: 2 rows for 4 players \(results has 4 player rows\)/); // src/grid/ranges.ts (issue 27)
    expect(() => ratingChanges(results, col(2000, 1900, 1800, "UNR"), "ELO", null)).toThrow(/system: "ELO"/);
    expect(() => ratingChanges(results, [[2000, 1, 2, 3, 4]], "USCF", null)).toThrow(/5 columns/);
    // The last player alone blank reads as a range started one row late (issue 27 property): UNR says unrated.
    expect(() => ratingChanges(results, col(2000, 1900, 1800, ""), "FIDE", null)).toThrow(
      /ratings, row 4: blank for the last player \(#4\) while every other player has a rating: does the range start one row late\?.*type UNR/,
    );
  });
});

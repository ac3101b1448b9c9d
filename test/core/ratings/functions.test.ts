/** ACF_RATING and companions as the spreadsheets call them: Excel passes 2-D arrays and null, Sheets scalars, undefined and "". */
import { acfExpected, acfPerformance, acfRating, acfStatus } from "../../../src/grid/functions/ratings";

const col = (...xs: unknown[]): unknown[][] => xs.map((x) => [x]);

describe("ACF_RATING (catalogue), Excel style", () => {
  test("RATED: Brown 1010 scoring 1.5/7 against 1250 → 1011.5 (per-game results)", () => {
    expect(
      acfRating(
        [[1010]],
        col(1250, 1250, 1250, 1250, 1250, 1250, 1250),
        col(1, 0.5, 0, 0, 0, 0, 0),
        null,
        null,
        null,
        null,
      ),
    ).toBe(1011.5);
  });
  test("RATED with one total", () => {
    expect(acfRating([[1010]], col(1250, 1250, 1250, 1250, 1250, 1250, 1250), [[1.5]], null, null, null, null)).toBe(
      1011.5,
    );
  });
  test("Brown's second event: 4/7 against 1210 from 1011.5 → 1066.1 (Table 2's .76/.24 row; the booklet's .25 gives 1064)", () => {
    expect(acfRating([[1011.5]], col(...Array(7).fill(1210)), [[4]], [["RATED"]], null, null, null)).toBe(1066.1);
  });
  test("the 336 rule: 1051 beating 2400 counts the opponent as 1387", () => {
    // 336 → .12 for the lower side: 15 × .88 = 13.20
    expect(acfRating([[1051]], [[2400]], [[1]], null, null, null, null)).toBe(1064.2);
    expect(acfRating([[2400]], [[1051]], [[0]], null, null, null, null)).toBe(2386.8);
  });
  test("NEW (the default without a rating): Smith 1/5 against 1250 → 1010", () => {
    expect(
      acfRating(null, col(1250, 1250, 1250, 1250, 1250), col("W", "L", "L", "L", "L"), null, null, null, null),
    ).toBe(1010);
  });
  test("PARTIAL: Smith's second event, history 5 games, 1250, 1 → 1055", () => {
    expect(acfRating([[1010]], col(...Array(7).fill(1310)), [[1.5]], [["PARTIAL"]], [[5]], [[1250]], [[1]])).toBe(1055);
  });
  test("PARTIAL is the default without a rating when there is a history", () => {
    expect(acfRating(null, col(...Array(7).fill(1310)), [[1.5]], null, [[5]], [[1250]], [[1]])).toBe(1055);
  });
  test("PARTIAL with a prior score of 0: the history is discarded", () => {
    expect(acfRating(null, col(1250, 1250, 1250, 1250, 1250), [[1]], [["partial"]], [[5]], [[1800]], [[0]])).toBe(1010);
  });
  test("a blank opponent is unrated: that game is left out", () => {
    expect(
      acfRating(
        [[1010]],
        col(1250, null, 1250, 1250, 1250, 1250, 1250, 1250),
        col(1, 1, 0.5, 0, 0, 0, 0, 0),
        null,
        null,
        null,
        null,
      ),
    ).toBe(1011.5);
  });
  test("ranges that run past the data are fine", () => {
    expect(
      acfRating(
        null,
        col(1250, 1250, 1250, 1250, 1250, null, null),
        col(1, 0, 0, 0, 0, null, null),
        null,
        null,
        null,
        null,
      ),
    ).toBe(1010);
  });
  test("errors name the argument and row", () => {
    expect(() => acfRating(null, col(1250, 1250), col(0, 0), null, null, null, null)).toThrow(
      /is 0%: Table 1 has no entry/,
    );
    expect(() => acfRating([[1010]], col(1250, 1250), col(1, 2), null, null, null, null)).toThrow(
      'results, row 2: "2" is not a result (expected 1, ½ or 0)',
    );
    expect(() => acfRating([[1010]], col(1250, 1250), col(1, null), null, null, null, null)).toThrow(
      "results, row 2: blank (expected 1, ½ or 0 against the 1250 opponent)",
    );
    expect(() => acfRating([[-5]], col(1250), col(1), null, null, null, null)).toThrow(
      "rating: -5 is negative (expected a rating)",
    );
    expect(() => acfRating([[1010]], col(1250, -1), col(1, 0), null, null, null, null)).toThrow(
      /oppRatings, row 2: -1 is negative/,
    );
    expect(() => acfRating([[1010]], col(1250, null, 1250), [[1]], null, null, null, null)).toThrow(
      /oppRatings, row 2: an unrated opponent with one total/,
    );
    expect(() => acfRating([[1010]], col(1250), col(1, 0, 1), null, null, null, null)).toThrow(
      "oppRatings: one cell, but a rating per row is expected (results has 3 rows): select the column, one row per player",
    );
    expect(() => acfRating(null, col(1250), col(1), [["GM"]], null, null, null)).toThrow(
      'status: "GM" is not RATED, NEW, PARTIAL',
    );
    expect(() => acfRating(null, col(1250), col(1), [["RATED"]], null, null, null)).toThrow(
      "rating: a RATED player needs a rating",
    );
    expect(() => acfRating(null, col(1250, 1300), col(1, 0), [["PARTIAL"]], null, null, null)).toThrow(
      /needs priorGames, priorAvg and priorScore/,
    );
  });
});

describe('ACF_RATING, Sheets style (scalars, undefined for omitted, "" for blank)', () => {
  test("one opponent as a scalar", () => {
    expect(acfRating(1051, 2400, 1, undefined, undefined, undefined, undefined)).toBe(1064.2);
  });
  test('blank cells arrive as ""', () => {
    expect(
      acfRating("", [[1250], [""], [1250], [1250], [1250], [1250]], [[1], [1], [0], [0], [0], [0]], "", "", "", ""),
    ).toBe(1010);
  });
  test("numbers typed as text", () => {
    expect(acfRating("1010", col("1250", "1250", "1250", "1250", "1250", "1250", "1250"), "1,5", "", "", "", "")).toBe(
      1011.5,
    );
  });
});

describe("ACF_PERFORMANCE, ACF_STATUS, ACF_EXPECTED", () => {
  test("ACF_PERFORMANCE(1250, 1, 5) = 1010; (1285, 2.5, 12) = 1055", () => {
    expect(acfPerformance([[1250]], [[1]], [[5]])).toEqual([[1010]]);
    expect(acfPerformance(1285, 2.5, 12)).toEqual([[1055]]);
    expect(acfPerformance(1285.5, "2½", 12)).toEqual([[1055.5]]);
  });
  test("ACF_PERFORMANCE: 0% and 100% are errors", () => {
    expect(() => acfPerformance(1250, 0, 5)).toThrow(
      "score: 0 from 5 is 0%: Table 1 has no entry for 0% or 100%, so there is no performance rating",
    );
    expect(() => acfPerformance(1250, 5, 5)).toThrow(/100%/);
    expect(() => acfPerformance(1250, 6, 5)).toThrow("score: 6 is more than 5 games");
  });
  test("ACF_STATUS: the 6.7%, 9-game and 30-game rules", () => {
    expect(acfStatus(null, null)).toEqual([["NEW"]]);
    expect(acfStatus(5, 1)).toEqual([["PROVISIONAL"]]);
    expect(acfStatus([[30]], [[2]])).toEqual([["CONFIRMED"]]);
    expect(acfStatus(30, 1.5)).toEqual([["UNRATED"]]);
    expect(acfStatus(12, 12)).toEqual([["UNRATED"]]);
    expect(() => acfStatus(3, 3.25)).toThrow("score: 3.25 is not a score (whole or half points)");
  });
  test("ACF_EXPECTED: Table 2, difference = opponents' average − own rating", () => {
    expect(acfExpected(240)).toEqual([[0.2]]);
    expect(acfExpected([[-240]])).toEqual([[0.8]]);
    expect(acfExpected(198.5)).toEqual([[0.24]]);
    expect(acfExpected(0)).toEqual([[0.5]]);
    expect(acfExpected(3.4)).toEqual([[0.5]]);
    expect(acfExpected(-3.5)).toEqual([[0.51]]);
    expect(acfExpected(5000)).toEqual([[0.12]]);
    // A range of differences: one answer per cell, as Excel's own functions lift (issue 27).
    expect(acfExpected(col(240, -240, null))).toEqual([[0.2], [0.8]]);
    expect(() => acfExpected("")).toThrow(/diff: expected a rating difference/);
  });
});

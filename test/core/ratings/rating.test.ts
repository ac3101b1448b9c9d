import { ChessInputError } from "../../../src/core/errors";
import { acfRating } from "../../../src/core/ratings/acf1994";

const of = (n: number, r: number): number[] => Array(n).fill(r * 100) as number[];

describe("ACF_RATING's calculation (catalogue)", () => {
  test("NEW: Smith 1/5 against 1250 → 1010", () => {
    const r = acfRating({ status: "NEW", rating: null, opponents: of(5, 1250), score: 10 });
    expect(r).toMatchObject({ kind: "performance", rating: 101000, percent: 20 });
  });
  test("PARTIAL: Smith's second event over his whole history → 1055", () => {
    const r = acfRating({
      status: "PARTIAL",
      rating: 101000,
      opponents: of(7, 1310),
      score: 15,
      prior: { games: 5, average: 125000, score: 10 },
    });
    expect(r).toMatchObject({
      kind: "performance",
      rating: 105500,
      percent: 21,
      history: { games: 12, sum: 1542000, score: 25 },
    });
  });
  test("PARTIAL with a prior score of 0: the history is discarded, the player is NEW again", () => {
    const r = acfRating({
      status: "PARTIAL",
      rating: null,
      opponents: of(5, 1250),
      score: 10,
      prior: { games: 5, average: 2000, score: 0 },
    });
    expect(r).toMatchObject({ rating: 101000, priorDiscarded: true });
  });
  test("RATED: Brown → 1011.5", () => {
    expect(acfRating({ status: "RATED", rating: 101000, opponents: of(7, 1250), score: 15 }).rating).toBe(101150);
  });
  test("RATED with no rated games: unchanged", () => {
    expect(acfRating({ status: "RATED", rating: 101000, opponents: [], score: 0 }).rating).toBe(101000);
  });
  test("0% and 100% give no performance rating: a clear error", () => {
    expect(() => acfRating({ status: "NEW", rating: null, opponents: of(5, 1250), score: 0 })).toThrow(
      "a score of 0 from 5 rated games is 0%: Table 1 has no entry for 0% or 100%, so there is no performance rating",
    );
    expect(() => acfRating({ status: "NEW", rating: null, opponents: of(5, 1250), score: 50 })).toThrow(/is 100%/);
  });
  test("no rated games for a new player; an impossible score; a RATED player with no rating", () => {
    expect(() => acfRating({ status: "NEW", rating: null, opponents: [], score: 0 })).toThrow(ChessInputError);
    expect(() => acfRating({ status: "NEW", rating: null, opponents: of(2, 1250), score: 25 })).toThrow(
      "results: a score of 2.5 from 2 rated games is impossible",
    );
    expect(() => acfRating({ status: "RATED", rating: null, opponents: of(2, 1250), score: 5 })).toThrow(
      "rating: a RATED player needs a rating",
    );
  });
});

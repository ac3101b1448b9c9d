/** The ACF Excel wrappers (functions/ratings.ts) as Excel calls them; errors become #VALUE! with the core's message. */
import { FakeCustomFunctionsError as FakeError } from "../../stubs/custom-functions";

import * as fns from "../../../functions/ratings";

describe("ACF functions in Excel (seed 000)", () => {
  test("ACF_RATING: Brown 1010, 1.5/7 against 1250 → 1011.5 (a 1 × 1 range, so that Excel names cells)", () => {
    expect(
      fns.acfRating(
        [[1010]],
        [[1250], [1250], [1250], [1250], [1250], [1250], [1250]],
        [[1.5]],
        null as never,
        null,
        null,
        null,
      ),
    ).toEqual([[1011.5]]);
  });
  test("ACF_PERFORMANCE, ACF_STATUS, ACF_EXPECTED", () => {
    expect(fns.acfPerformance([[1250]], [[1]], [[5]])).toEqual([[1010]]);
    expect(fns.acfStatus([[8]], [[2]])).toEqual([["PROVISIONAL"]]);
    expect(fns.acfExpected([[240]])).toEqual([[0.2]]);
  });
  test("errors are #VALUE! with the message", () => {
    let caught: unknown;
    try {
      fns.acfPerformance([[1250]], [[5]], [[5]]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FakeError);
    expect((caught as FakeError).code).toBe("#VALUE!");
    expect((caught as FakeError).message).toBe(
      "score: 5 from 5 is 100%: Table 1 has no entry for 0% or 100%, so there is no performance rating",
    );
  });
});

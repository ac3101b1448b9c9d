/** The Excel wrappers, called as Excel calls them: 2-D arrays, null for omitted arguments and empty cells. */
import { FakeCustomFunctionsError as FakeError } from "../stubs/custom-functions";

import { readFileSync } from "fs";
import { join } from "path";
import { tiebreak, tiebreakMedian } from "../../functions/tiebreaks";

describe("TIEBREAK_MEDIAN in Excel", () => {
  const results = [
    ["W4", "W3", "D2"],
    ["L3", "W4", "D1"],
    ["W2", "L1", "W4"],
    ["L1", "L2", "L3"],
  ];
  test("null for an omitted variant gives the Modified Median", () => {
    expect(tiebreakMedian(results, null as never)).toEqual([[3.5], [2], [4], [3.5]]);
  });
  test("empty cells arrive as null", () => {
    expect(tiebreakMedian([["W2", null], ["L1", null], [null, null]], null as never)).toEqual([[0], [0]]); // a trailing blank row is no player, and is not returned (issue 27)
  });
  test("errors become #VALUE! with the core's message", () => {
    let caught: unknown;
    try {
      tiebreakMedian([["W2"], ["D1"]], null as never);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FakeError);
    expect((caught as FakeError).code).toBe("#VALUE!");
    expect((caught as FakeError).message).toBe('Round 1, player #1 has "W2" but Round 1, player #2 has "D1"');
  });
});

describe("TIEBREAK without a system, the same on both hosts (issue 27, part 4)", () => {
  test("Excel: system is optional and a null system is MODIFIED_MEDIAN, as in Sheets", () => {
    const results = [
      ["W4", "W3", "D2"],
      ["L3", "W4", "D1"],
      ["W2", "L1", "W4"],
      ["L1", "L2", "L3"],
    ];
    const text = readFileSync(join(__dirname, "..", "..", "functions", "tiebreaks.ts"), "utf8");
    expect(text).toMatch(/@param \[system\]/);
    expect(tiebreak(results, null as never, null as never, null as never)).toEqual(tiebreakMedian(results, null as never));
  });
});

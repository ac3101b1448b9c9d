/** SEASON as Excel calls it (2-D arrays, null for omitted arguments) and as Sheets does (scalars, ""). */
import { FakeCustomFunctionsError as FakeError } from "../../stubs/custom-functions";
import * as excel from "../../../functions/season";
import { seasonFn } from "../../../src/grid/functions/season";
import { sharedPlaces } from "../../../src/core/season/season";

describe("SEASON(points, [best])", () => {
  // The worked season's Open points (docs/grandprix.md): Diaz, Kim, Ross.
  const open = [
    [8, 10, 8.5],
    [4, 2, 16],
    [4, 10, 4.5],
  ];
  test("best seven by default: totals and places", () => {
    expect(excel.season(open, null)).toEqual([
      [26.5, 1],
      [22, 2],
      [18.5, 3],
    ]);
  });
  test("best 2: Kim's 16 + 4 = 20 leads; equal totals share the place", () => {
    expect(seasonFn(open, [[2]])).toEqual([
      [18.5, 2],
      [20, 1],
      [14.5, 3],
    ]);
    expect(
      seasonFn(
        [
          [5, 5],
          [10, ""],
          ["", ""],
          [4, 6],
        ],
        "",
      ),
    ).toEqual([
      [10, 1],
      [10, 1],
      ["", ""],
      [10, 1],
    ]);
  });
  test("refusals name the cell", () => {
    expect(() => excel.season([[8, "x"]], null)).toThrow(FakeError);
    expect(() => seasonFn([[8, "x"]], undefined)).toThrow(/points, row 1, column 2/);
    expect(() => seasonFn([[8, -1]], undefined)).toThrow(
      "points, row 1, column 2: -1 is not a number of points (0 or more)",
    );
    expect(() => seasonFn([[""]], undefined)).toThrow(
      "points: the range is empty (one row per player, one column per event)",
    );
    expect(() => seasonFn([[1]], 0)).toThrow("best: 0 is not a number of scores (a whole number from 1 to 99)");
  });
  test("sharedPlaces", () => {
    expect(sharedPlaces([18.5, 20, 14, null, 20])).toEqual(["3", "1-2", "4", "", "1-2"]);
  });
});

import { prizes } from "../../../src/grid/functions/prizes";
import { ChessInputError } from "../../../src/core/errors";

// The hand event of prizes.test.ts as a sheet gives it.
const RESULTS = [
  ["W8", "W2", "W5"],
  ["W7", "L1", "W6"],
  ["W6", "D4", "D8"],
  ["W5", "D3", "D7"],
  ["L4", "W6", "L1"],
  ["L3", "L5", "L2"],
  ["L2", "W8", "D4"],
  ["L1", "L7", "D3"],
];
const NAMES = [["Ann"], ["Bob"], ["Cy"], ["Di"], ["Ed"], ["Flo"], ["Gus"], ["Hal"]];
const RATINGS = [[2100], [1900], [1750], [1850], [1700], [1500], [1600], [null]];

describe("PRIZES", () => {
  test("Excel: 2-D arrays, null for omitted; US split of places 2–4 and the reasoning below", () => {
    const out = prizes(
      RESULTS,
      [
        ["Prize", "Amount"],
        ["1st", 500],
        ["2nd", 300],
        ["3rd", 200],
        ["4th", 100],
      ],
      NAMES,
      RATINGS,
      null,
      null,
      null,
      null,
      null,
      null,
    );
    expect(out.slice(0, 5)).toEqual([
      ["Prize", "Places", "Winner", "Amount"],
      ["1st", "1st", "#1 Ann", "$500.00"],
      ["2nd, 3rd, 4th", "2nd–4th", "#2 Bob", "$200.00"],
      ["2nd, 3rd, 4th", "2nd–4th", "#4 Di", "$200.00"],
      ["2nd, 3rd, 4th", "2nd–4th", "#3 Cy", "$200.00"],
    ]);
    expect(out.map((r) => r[0])).toContain(
      "#2 Bob, #4 Di, #3 Cy tied on 2 points bring in $300.00 (2nd) + $200.00 (3rd) + $100.00 (4th) = $600.00, one prize each, shared equally (US Chess 32B3): $200.00 each.",
    );
    expect(out.every((r) => r.length === 4 && r.every((c) => c !== null))).toBe(true);
  });

  test("Sheets: undefined for omitted, FIDE mode as a scalar; best woman from the sexes column", () => {
    const sexes = [["F"], [""], [""], [""], [""], ["W"], [""], [""]];
    const out = prizes(
      RESULTS,
      [
        ["1st", "100"],
        ["2nd", "50"],
        ["Best woman", "Trophy"],
      ],
      NAMES,
      RATINGS,
      "fide",
      undefined,
      undefined,
      sexes,
      undefined,
      undefined,
    );
    expect(out.slice(1, 4)).toEqual([
      ["1st", "1st", "#1 Ann", "$100.00"],
      ["2nd", "2nd", "#2 Bob", "$50.00"],
      ["Best woman", "Woman 1st", "#1 Ann", "Trophy"],
    ]);
  });

  test("Best junior from date serials and the year", () => {
    const births = [[null], [null], [null], [null], [39083], [null], [null], [null]]; // 2007-01-01
    const out = prizes(RESULTS, [["Best junior", "Trophy"]], NAMES, RATINGS, null, null, null, null, births, 2026);
    expect(out[1]).toEqual(["Best junior", "Junior 1st", "#5 Ed", "Trophy"]);
  });

  test("bad input names the row and what was expected", () => {
    expect(() =>
      prizes(RESULTS, [["1st", "lots of money + more + more"]], null, null, null, null, null, null, null, null),
    ).toThrow(/prizes row 1: "lots of money \+ more \+ more" is not a prize amount/);
    expect(() => prizes(RESULTS, [["1st", 5]], null, null, "NATIONAL", null, null, null, null, null)).toThrow(
      ChessInputError,
    );
    expect(() => prizes(RESULTS, [["1st", 5]], null, null, null, null, null, [["X"]], null, null)).toThrow(
      /sexes, row 1: "X" is not a sex/,
    );
  });
});

/**
 * Issue 27, findings 5 and 6, on both hosts (Excel's wrappers and the built Sheets bundle): a range
 * where one value is expected answers per cell or is refused, never for its first cell only; a time
 * cell is a time, a date serial where a date is expected is that date, and a result the sheet turned
 * into a date is explained. The rules are src/grid/cells.ts.
 */
import { HOSTS, col } from "./hosts";

const RESULTS = [
  ["W3", "W2"],
  ["W4", "L1"],
  ["L1", "W4"],
  ["L2", "L3"],
];

/** Excel's serial of the day a draw typed 1/2 in 2026 becomes (2 January 2026). */
const TYPED_HALF = 46024;

describe.each(HOSTS)("finding 5 in $name: one answer per cell, or a sentence", (host) => {
  test("SWISS_MIN_ROUNDS over a column of player counts answers each cell", () => {
    const each = [9, 20, 47].map((n) => (host.call("SWISS_MIN_ROUNDS", [[n]], null) as unknown[][])[0]?.[0]);
    expect(each.every((x) => typeof x === "number")).toBe(true);
    expect(new Set(each).size).toBeGreaterThan(1);
    expect(host.call("SWISS_MIN_ROUNDS", col(9, 20, 47), null)).toEqual(each.map((x) => [x]));
  });
  test("SWISS_MIN_ROUNDS with ranges of different sizes is refused", () => {
    expect(() => host.call("SWISS_MIN_ROUNDS", col(9, 20, 47), col(1, 2))).toThrow(
      /players is 3 × 1 cells but places is 2 × 1: give ranges of the same size/,
    );
  });
  test("ROUND_ROBIN with a range of rounds is refused (it answers one round as a table)", () => {
    expect(() => host.call("ROUND_ROBIN", [[4]], col(1, 2), null)).toThrow(
      /round: 2 cells where one value is expected \(ROUND_ROBIN answers one round as a table/,
    );
  });
  test("ROUND_ROBIN with a column of names (issue 30): the heading skipped by the shared range rule, the boards by name", () => {
    expect(host.call("ROUND_ROBIN", [["Name"], ["Ann"], ["Bob"], ["Cy"], ["Dee"]], [[3]], null)).toEqual([
      [1, "Bob", "Dee"],
      [2, "Cy", "Ann"],
    ]);
    expect(() => host.call("ROUND_ROBIN", [["Ann"], [""], ["Cy"]], [[1]], null)).toThrow(/players, row 2: blank between players/);
  });
  test("ACF_EXPECTED over a row of differences answers each cell", () => {
    expect(host.call("ACF_EXPECTED", [[240, -240, 0]])).toEqual([[0.2, 0.8, 0.5]]);
  });
  test("a code argument given two cells is refused (TIEBREAK's system)", () => {
    expect(() => host.call("TIEBREAK", RESULTS, [["SOLKOFF", "FIDE_BH"]], null, null)).toThrow(
      /system: 2 cells where one value is expected/,
    );
  });
  test("TIME_CONTROL_MINUTES of a time cell (1:30, stored 0.0625) reads 90 minutes, as G/90", () => {
    const g90 = host.call("TIME_CONTROL_MINUTES", [["G/90"]]);
    expect(host.call("TIME_CONTROL_MINUTES", [[0.0625]])).toEqual(g90);
    expect(g90).toEqual([[180]]);
    expect(host.call("TIME_CONTROL_MINUTES", col(0.0625, "G/45 d5"))).toEqual([[180], [100]]);
  });
});

describe.each(HOSTS)("finding 6 in $name: dates where results or dates are expected", (host) => {
  const dated = [
    ["W3", "W2"],
    ["W4", TYPED_HALF],
    ["L1", "W4"],
    ["L2", "L3"],
  ];
  test("TIEBREAK_MEDIAN: a result cell that became a date is explained", () => {
    expect(() => host.call("TIEBREAK_MEDIAN", dated, null)).toThrow(
      /Round 2, player #2: 46024 is a date, not a result \(the sheet turned 1\/2 into a date: type ½/,
    );
  });
  test("ACF_RATING: a game result that became a date is explained", () => {
    expect(() => host.call("ACF_RATING", [[1500]], col(1600, 1400), col(1, TYPED_HALF), null, null, null, null)).toThrow(
      /results, row 2: 46024 is a date, not a result \(the sheet turned 1\/2 into a date/,
    );
  });
  test("GP_POINTS: a score that became a date is explained", () => {
    expect(() => host.call("GP_POINTS", col(3, TYPED_HALF, 1), "ACF1", null, null, null)).toThrow(
      /scores, row 2: 46024 is a date, not a score \(the sheet turned 1\/2 into a date/,
    );
  });
  test("TIEBREAK's rules: a start date in a date cell (a serial in Excel) is that date", () => {
    // 45000 is 15 March 2023: the 2023 rules were in force that day.
    const asText = host.call("TIEBREAK", RESULTS, "FIDE_BH", null, "2023-03-15");
    expect(host.call("TIEBREAK", RESULTS, "FIDE_BH", null, [[45000]])).toEqual(asText);
  });
});

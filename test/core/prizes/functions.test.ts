import { prizes } from "../../../src/grid/functions/prizes";
import { ChessInputError } from "../../../src/core/errors";
import { standings } from "../../../src/grid/functions/tiebreaks";

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
// The unrated last player typed UNR: a lone blank at the end reads as a ratings range a row off (issue 27).
const RATINGS = [[2100], [1900], [1750], [1850], [1700], [1500], [1600], ["UNR"]];

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
      ["Prize", "Places", "Winner", "Score", "Amount ($)"],
      ["1st", "1st", "#1 Ann", 3, 500],
      ["2nd, 3rd, 4th", "2nd–4th", "#2 Bob", 2, 200],
      ["2nd, 3rd, 4th", "2nd–4th", "#4 Di", 2, 200],
      ["2nd, 3rd, 4th", "2nd–4th", "#3 Cy", 2, 200],
    ]);
    expect(out.map((r) => r[0])).toContain(
      "#2 Bob, #4 Di, #3 Cy tied on 2 points bring in $300.00 (2nd) + $200.00 (3rd) + $100.00 (4th) = $600.00, one prize each, shared equally (US Chess 32B3): $200.00 each.",
    );
    expect(out.every((r) => r.length === 5 && r.every((c) => c !== null))).toBe(true);
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
      ["1st", "1st", "#1 Ann", 3, 100],
      ["2nd", "2nd", "#2 Bob", 2, 50],
      ["Best woman", "Woman 1st", "#1 Ann", 3, "Trophy"],
    ]);
  });

  test("Best junior from date serials and the year", () => {
    const births = [[null], [null], [null], [null], [39083], [null], [null], [null]]; // 2007-01-01
    const out = prizes(RESULTS, [["Best junior", "Trophy"]], NAMES, RATINGS, null, null, null, null, births, 2026);
    expect(out[1]).toEqual(["Best junior", "Junior 1st", "#5 Ed", 1, "Trophy"]);
  });

  test("bad input names the row and what was expected", () => {
    expect(() =>
      prizes(RESULTS, [["1st", "lots of money + more + more"]], null, null, null, null, null, null, null, null),
    ).toThrow(/prizes row 1: "lots of money \+ more \+ more" is not a prize amount/);
    expect(() => prizes(RESULTS, [["1st", 5]], null, null, "NATIONAL", null, null, null, null, null)).toThrow(
      ChessInputError,
    );
    expect(() => prizes(RESULTS, [["1st", 5]], null, null, null, null, null, [["X"]], null, null)).toThrow(
      /sexes: one cell, but a sex per player is expected \(results has 8 player rows\)/,
    );
    expect(() =>
      prizes(RESULTS, [["1st", 5]], null, null, null, null, null, [["X"], ...RESULTS.slice(1).map(() => [""])], null, null),
    ).toThrow(/sexes, row 1: "X" is not a sex/);
  });
});

describe("PRIZES on a standings table (STANDINGS' output, or its values pasted)", () => {
  const PRIZE_LIST = [
    ["1st", 500],
    ["2nd", 300],
    ["3rd", 200],
    ["4th", 100],
    ["U1800 1st", 50],
  ];
  const none = [null, null, null, null, null, null] as const;

  test("=PRIZES(STANDINGS(…), …) gives the prize list of the results themselves", () => {
    const table = standings(RESULTS, NAMES, null, RATINGS);
    expect(prizes(table, PRIZE_LIST, null, RATINGS, ...none)).toEqual(
      prizes(RESULTS, PRIZE_LIST, NAMES, RATINGS, ...none),
    );
    const fide = prizes(table, PRIZE_LIST, null, RATINGS, "FIDE", null, null, null, null, null);
    expect(fide).toEqual(prizes(RESULTS, PRIZE_LIST, NAMES, RATINGS, "FIDE", null, null, null, null, null));
  });

  test("the table is taken as it stands: a place typed by hand decides", () => {
    const pasted = [
      ["Place", "#", "Name", "Score", "SOLKOFF"],
      [1, 3, "Cy", 2.5, 6],
      ["2-3", 1, "Ann", 2, 5.5],
      ["2-3", 2, "Bob", 2, 5.5],
      [4, 4, "Di", 1, 4],
    ];
    const out = prizes(pasted, PRIZE_LIST.slice(0, 3), null, null, ...none);
    expect(out.slice(1, 4)).toEqual([
      ["1st", "1st", "#3 Cy", 2.5, 500],
      ["2nd, 3rd", "2nd–3rd", "#1 Ann", 2, 250],
      ["2nd, 3rd", "2nd–3rd", "#2 Bob", 2, 250],
    ]);
  });

  test("a shared place written as STANDINGS writes it now, the same number on each tied row, is the same shared place", () => {
    const rows = (a: string | number, b: string | number) => [
      ["Place", "#", "Name", "Score", "SOLKOFF"],
      [1, 3, "Cy", 2.5, 6],
      [a, 1, "Ann", 2, 5.5],
      [b, 2, "Bob", 2, 5.5],
      [4, 4, "Di", 1, 4],
    ];
    expect(prizes(rows(2, 2), PRIZE_LIST.slice(0, 3), null, null, ...none)).toEqual(
      prizes(rows("2-3", "2-3"), PRIZE_LIST.slice(0, 3), null, null, ...none),
    );
  });

  test("a bad row names its cell; Team prizes need the results", () => {
    const table = (row: (string | number)[]) => [["Place", "#", "Name", "Score"], [1, 3, "Cy", 2], row];
    expect(() => prizes(table([2, 4, "Di", "lots"]), [["1st", 5]], null, null, ...none)).toThrow(
      /results, row 3: "lots" is not a score/,
    );
    expect(() => prizes(table([2, 3, "Cy again", 1]), [["1st", 5]], null, null, ...none)).toThrow(
      /results, row 3: #3 is in the table twice/,
    );
    expect(() => prizes(table(["first", 4, "Di", 1]), [["1st", 5]], null, null, ...none)).toThrow(
      /results, row 3: "first" is not a place/,
    );
    const fine = [
      ["Place", "#", "Name", "Score"],
      [1, 1, "Ann", 2],
    ];
    expect(() => prizes(fine, [["Team 1st", 5]], null, null, ...none)).toThrow(/Team prizes .* not a standings table/);
  });
});

/** The input layer: whatever Excel or Sheets passes becomes the core's types (platforms.md, contract table). */
import { cellNumber, cellText, isBlank, optionalCode, outColumn, textMatrix, toList, toMatrix } from "../../src/grid/normalize";
import { readTournament } from "../../src/grid/tournament";
import { tiebreakMedian } from "../../src/grid/functions/tiebreaks";
import { ChessInputError } from "../../src/core/errors";

describe("toMatrix", () => {
  test("Excel: a single cell arrives as [[v]]", () => expect(toMatrix([["W2"]])).toEqual([["W2"]]));
  test("Sheets: a single cell arrives as a scalar", () => expect(toMatrix("W2")).toEqual([["W2"]]));
  test("an omitted argument (null in Excel, undefined in Sheets) is no rows", () => {
    expect(toMatrix(null)).toEqual([]);
    expect(toMatrix(undefined)).toEqual([]);
  });
  test("a 1-D array is a column", () => expect(toMatrix([1, 2])).toEqual([[1], [2]]));
});

describe("blank cells", () => {
  test.each([null, undefined, "", "   "])("%p is blank", (v) => expect(isBlank(v)).toBe(true));
  test("0 is not blank (old Excel builds pass 0 for empty cells; the wallchart reads 0 as a zero-point bye)", () =>
    expect(isBlank(0)).toBe(false));
});

describe("cellText and numbers", () => {
  test("numbers, booleans and dates become text", () => {
    expect(cellText(12)).toBe("12");
    expect(cellText(true)).toBe("TRUE");
    expect(cellText(new Date(Date.UTC(2026, 0, 1)))).toBe("2026-01-01");
  });
  test("numbers typed as text are read", () => {
    expect(cellNumber("1 850", "ratings, row 1")).toBe(1850);
    expect(cellNumber("2,5", "x")).toBe(2.5);
    expect(cellNumber("", "x")).toBeNull();
  });
  test("text that is not a number names the place", () =>
    expect(() => cellNumber("abc", "ratings, row 3")).toThrow('ratings, row 3: "abc" is not a number'));
  test("trailing blank rows are dropped", () => expect(textMatrix([["W2"], ["L1"], ["", null]])).toEqual([["W2"], ["L1"]]));
  test("optional codes default and upper-case", () => {
    expect(optionalCode(null, "MODIFIED")).toBe("MODIFIED");
    expect(optionalCode(undefined, "MODIFIED")).toBe("MODIFIED");
    expect(optionalCode([["median"]], "MODIFIED")).toBe("MEDIAN");
  });
  test("a column argument may be a row", () => expect(toList([[1, 2, 3]], "ratings")).toEqual([1, 2, 3]));
  test("a 2-D block where a column is expected is an error", () =>
    expect(() => toList([[1, 2], [3, 4]], "ratings")).toThrow("ratings: expected one column, got 2 rows × 2 columns"));
  test("output columns are padded with blanks, never null", () => expect(outColumn([1], 3)).toEqual([[1], [""], [""]]));
});

describe("readTournament", () => {
  test("ratings, names, teams and requests beside the wallchart", () => {
    const t = readTournament([["W2"], ["L1"], [""]], {
      ratings: [[1800], [""], [0]],
      names: [["Ann"], ["Bob"], ["Cy"]],
      teams: [["A"], ["B"], [""]],
      requests: [[""], ["h"], ["W"]],
    });
    expect(t.players.map((p) => [p.name, p.rating, p.team, p.request])).toEqual([
      ["Ann", 1800, "A", undefined],
      ["Bob", null, "B", "halfBye"],
      ["Cy", null, undefined, "withdrawn"],
    ]);
    expect(t.players[2]?.withdrawn).toBe(true);
  });
  test("every problem is listed, each with its place", () => {
    let err: ChessInputError | undefined;
    try {
      readTournament([["W2", "Q"], ["L1", ""]], { ratings: [[-5], ["x"]], requests: [["Y"], [""]] });
    } catch (e) {
      err = e as ChessInputError;
    }
    expect(err?.problems.map((p) => p.message)).toEqual([
      'Round 2, player #1: "Q" is not a result',
      "ratings, row 1: -5 is not a rating (a whole number to 3500, 0 or blank for unrated)",
      'requests, row 1: "Y" is not a request (H half-point bye, U zero-point bye, W withdrawn, C club duty in Keizer club nights)',
      'ratings, row 2: "x" is not a number',
    ]);
  });
  test("before round 1 the ratings say how many players there are", () => {
    const t = readTournament([[""], [""], [""], [""]], { ratings: [[1800], [1700], [0], [""]] });
    expect(t.players.map((p) => p.rating)).toEqual([1800, 1700, null]);
  });
  test("pairing (extend): a late entry below the wallchart's last row joins with nothing recorded", () => {
    const t = readTournament([["W2"], ["L1"]], { ratings: [[1], [2], [3]] }, { extend: true });
    expect(t.players).toHaveLength(3);
    expect(t.players[2]?.rounds).toEqual([]);
  });
  test("otherwise a rating past the results' range is refused: the ranges do not line up (issue 27)", () => {
    expect(() => readTournament([["W2"], ["L1"]], { ratings: [[1], [2], [3]] })).toThrow(
      'ratings, row 3: "3" is past the last player (results has 2 player rows)',
    );
  });
});

describe("date cells", () => {
  test("a Sheets date at midnight in a zone east of UTC is still that day", () => {
    // 2025-03-04 00:00 in UTC+10 is 2025-03-03T14:00Z; its local fields say the 4th.
    const d = new Date(2025, 2, 4, 0, 0, 0);
    expect(cellText(d)).toBe("2025-03-04");
  });
  test("a few minutes either side of midnight is the nearest day", () => {
    expect(cellText(new Date(2025, 2, 4, 0, 3, 0))).toBe("2025-03-04");
    expect(cellText(new Date(2025, 2, 3, 23, 57, 0))).toBe("2025-03-04");
  });
});

describe("whole columns (issue 27)", () => {
  test("a million-row column with four filled rows reads as four rows, and TIEBREAK_MEDIAN answers four", () => {
    const column: (string | null)[][] = Array.from({ length: 1_048_576 }, () => [null, null]);
    [
      ["W4", "W3"],
      ["L3", "W4"],
      ["W2", "L1"],
      ["L1", "L2"],
    ].forEach((r, i) => (column[i] = r));
    expect(textMatrix(column)).toHaveLength(4);
    expect(tiebreakMedian(column, null)).toHaveLength(4);
  });
});

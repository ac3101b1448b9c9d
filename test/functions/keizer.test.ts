/** KEIZER_STANDINGS and KEIZER_PAIR as Excel and Sheets call them (docs/keizer.md's worked example). */
import * as grid from "../../src/grid/functions/keizer";
import { FakeCustomFunctionsError as FakeError } from "../stubs/custom-functions";
import * as excel from "../../functions/keizer";

const names = [["Anna"], ["Bram"], ["Cees"], ["Dirk"], ["Els"], ["Fenna"]];
const nights = [
  ["W2w", "D3b"],
  ["L1b", "FPB"],
  ["D4b", "D1w"],
  ["D3w", "L6b"],
  ["L6w", "H"],
  ["W5b", "W4w"],
];

describe("KEIZER_STANDINGS", () => {
  test("Excel: the worked example after night 2 (docs/keizer.md)", () => {
    const out = excel.keizerStandings(nights, names, null as never);
    expect(out[0]).toEqual(["Rank", "#", "Name", "Score", "Value", "Played", "Won", "Drawn", "Lost", "Free", "Duty", "Notice", "Absent"]);
    expect(out.slice(1).map((r) => [r[0], r[2], Math.round((r[3] as number) * 100) / 100, r[4]])).toEqual([
      [1, "Anna", 10.5, 6],
      [2, "Cees", 9.5, 5],
      [3, "Fenna", 8, 4],
      [4, "Dirk", 5.5, 3],
      [5, "Bram", 3.33, 2],
      [6, "Els", 1.33, 1],
    ]);
    expect(out[5]).toEqual([5, 2, "Bram", 10 / 3, 2, 1, 0, 0, 1, 0, 1, 0, 0]);
  });

  test("Sheets: settings in one cell as a line; omitted arguments undefined", () => {
    const out = grid.keizerStandings(nights, names, "TOP 60; OWN NO");
    expect([out[1]?.[0], out[1]?.[4], out[6]?.[4]]).toEqual([1, 60, 55]);
    expect(grid.keizerStandings([["W2w"], ["L1b"]], undefined, undefined)).toEqual([
      expect.any(Array),
      [1, 1, "#1", 3, 2, 1, 1, 0, 0, 0, 0, 0, 0],
      [2, 2, "#2", 1, 1, 1, 0, 0, 1, 0, 0, 0, 0],
    ]);
  });

  test("a bad setting is an error naming the row", () => {
    expect(() => excel.keizerStandings(nights, names, [["DRAW", "half"]])).toThrow(FakeError);
    expect(() => excel.keizerStandings(nights, names, [["DRAW", "half"]])).toThrow('settings row 1: DRAW "half" is not a fraction of the opponent\'s value');
  });

  test("a result naming a member not on the list is an error naming the cell", () => {
    expect(() => excel.keizerStandings([["W7w"], ["L1b"]], null as never, null as never)).toThrow('Round 1, player #1: "W7w" names #7, but there are 2 players');
  });
});

describe("KEIZER_PAIR", () => {
  test("night 3 of the worked example: no rematch within three nights", () => {
    expect(excel.keizerPair(nights, names, null as never, null as never)).toEqual([
      [1, 1, 6],
      [2, 2, 3],
      [3, 4, 5],
    ]);
  });

  test("night 2: absent with notice from the requests, club duty typed into the night beforehand", () => {
    const before = nights.map((r, i) => [r[0], i === 1 ? "FPB" : ""]);
    expect(excel.keizerPair(before, names, [[""], [""], [""], [""], ["H"], [""]], null as never)).toEqual([
      [1, 3, 1],
      [2, 6, 4],
      ["", 2, "FPB"],
      ["", 5, "H"],
    ]);
  });

  test("night 2 with club duty as the request C: the same night as FPB typed in", () => {
    const before = nights.map((r) => [r[0]]);
    expect(excel.keizerPair(before, names, [[""], ["C"], [""], [""], ["H"], [""]], null as never)).toEqual([
      [1, 3, 1],
      [2, 6, 4],
      ["", 2, "FPB"],
      ["", 5, "H"],
    ]);
  });

  test("one member present: the sentence says what to do", () => {
    expect(() => excel.keizerPair([[""], [""], [""]], null as never, [["U"], [""], ["H"]], null as never)).toThrow("Night 1: only #2 is marked present");
  });
});

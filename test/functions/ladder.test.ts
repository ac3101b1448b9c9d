/** LADDER and LADDER_CHALLENGES as Excel and Sheets call them (platforms.md: cross-platform contract). */
import * as grid from "../../src/grid/functions/ladder";

import { FakeCustomFunctionsError as FakeError } from "../stubs/custom-functions";
import * as excel from "../../functions/ladder";

const players = [["Ann"], ["Bob"], ["Cat"], ["Dan"], ["Eve"]];

describe("LADDER in Excel: 2-D arrays, date serials, null for blanks and omitted arguments", () => {
  test("a challenge ladder: Position | Name", () => {
    const games = [
      [45717, "Dan", "Bob", "1-0"],
      [45718, "Eve", "Cat", 0.5],
      [null, null, null, null],
    ];
    expect(excel.ladder(players, games, null as never)).toEqual([
      [1, "Ann"],
      [2, "Dan"],
      [3, "Bob"],
      [4, "Cat"],
      [5, "Eve"],
    ]);
  });
  test("a rating ladder shows whole-point ratings; a points ladder decimal points", () => {
    const games = [[45717, "Bob", "Ann", "1-0"]];
    expect(
      excel.ladder([["Ann"], ["Bob"]], games, [
        ["TYPE", "RATING"],
        ["K", 32],
      ]),
    ).toEqual([
      [1, "Bob", 1516],
      [2, "Ann", 1484],
    ]);
    expect(excel.ladder([["Ann"], ["Bob"]], [[45717, "Bob", "Ann", "½-½"]], [["TYPE", "POINTS"]])).toEqual([
      [1, "Ann", 0.5],
      [2, "Bob", 0.5],
    ]);
  });
  test("ratings in the players range for a rating ladder (K = ACF)", () => {
    const p = [
      ["Jones", 1250],
      ["Brown", 1010],
    ];
    expect(
      excel.ladder(
        p,
        [[45717, "Brown", "Jones", "½-½"]],
        [
          ["TYPE", "RATING"],
          ["K", "ACF"],
        ],
      ),
    ).toEqual([
      [1, "Jones", 1246], // 1245.5, shown rounded halves up
      [2, "Brown", 1015], // 1014.5
    ]);
  });
  test("the first rejected row is the error, as #VALUE! with the core's message", () => {
    let caught: unknown;
    try {
      excel.ladder(
        players,
        [
          [45717, "Dan", "Bob", "1-0"],
          [45718, "Eve", "Ann", "1-0"],
          [45719, "Eve", "Ann", "x"],
        ],
        null as never,
      );
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FakeError);
    expect((caught as FakeError).code).toBe("#VALUE!");
    expect((caught as FakeError).message).toBe(
      "games row 2: Eve (5th) may challenge 3 places up (2nd to 4th), not Ann (1st) (RANGE 3)",
    );
  });
  test("a bad setting is the error", () => {
    expect(() => excel.ladder(players, [], [["RANGE", "three"]])).toThrow(
      'settings row 1: RANGE "three": expected a number of places (1 or more) or ANY',
    );
  });
  test("LADDER_CHALLENGES: one column of names, nearest first; COOLDOWN from the log", () => {
    const games = [[45717, "Eve", "Dan", "0-1"]];
    expect(excel.ladderChallenges(players, "Eve", null as never, null as never)).toEqual([["Dan"], ["Cat"], ["Bob"]]);
    expect(excel.ladderChallenges(players, "Eve", null as never, games)).toEqual([["Cat"], ["Bob"]]);
    expect(excel.ladderChallenges(players, "Ann", null as never, null as never)).toEqual([[""]]);
  });
  test("LADDER_CHALLENGES reads LADDER's own result (Position | Name)", () => {
    const spilled = excel.ladder(players, [[45717, "Dan", "Bob", "1-0"]], null as never);
    expect(excel.ladderChallenges(spilled, "Bob", [["RANGE", 1]], null as never)).toEqual([["Dan"]]);
  });
});

describe('LADDER in Sheets: scalars, undefined for omitted arguments, "" for blanks, Date objects', () => {
  test("Date cells at local midnight are the day meant", () => {
    const games = [
      [new Date(2025, 2, 1), "Dan", "Bob", "1-0"],
      ["", "", "", ""],
    ];
    expect(grid.ladder(players, games, undefined)).toEqual(
      grid.ladder(players, [[45717, "Dan", "Bob", "1-0"]], undefined),
    );
  });
  test("a Date an hour early (sheet and script in different time zones) is still that day", () => {
    const early = new Date(2025, 1, 28, 23, 0, 0);
    const r = grid.ladder(
      players,
      [
        [early, "Eve", "Bob", "REFUSED"],
        [new Date(2025, 2, 7), "", "", ""],
        [new Date(2025, 2, 8), "", "", ""],
      ],
      undefined,
    );
    // Made on 1 March, the refusal counts from 8 March (7 days); read as 28 February it would count on the 7th.
    expect(r.map((row) => row[1])).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan"]);
    const r7 = grid.ladder(
      players,
      [
        [early, "Eve", "Bob", "REFUSED"],
        [new Date(2025, 2, 7), "", "", ""],
      ],
      undefined,
    );
    expect(r7.map((row) => row[1])).toEqual(["Ann", "Bob", "Cat", "Dan", "Eve"]);
  });
  test("ISO text dates, a header row and a single-cell player list", () => {
    const games = [
      ["Date", "Challenger", "Defender", "Result"],
      ["2025-03-01", "Bob", "Ann", "1-0"],
    ];
    expect(grid.ladder("Ann", games, undefined)).toEqual([
      [1, "Bob"],
      [2, "Ann"],
    ]);
  });
  test("a players header row does not shift the row numbers in messages", () => {
    expect(() => grid.ladder([["Name"], ["Ann"], ["Ann"]], [], undefined)).toThrow(
      'players row 3: "Ann" is already on the ladder (players row 2)',
    );
  });
  test("LADDER_CHALLENGES with a scalar player and no settings", () => {
    expect(grid.ladderChallenges(players, "Dan", undefined, undefined)).toEqual([["Cat"], ["Bob"], ["Ann"]]);
    expect(() => grid.ladderChallenges(players, "", undefined, undefined)).toThrow(
      "player: expected the name of a player on the ladder",
    );
  });
  test("an empty ladder is one blank row, never null", () => {
    expect(grid.ladder(undefined, undefined, undefined)).toEqual([["", ""]]);
  });
});

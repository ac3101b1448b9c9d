import {
  DEFAULT_SETTINGS,
  dayNumber,
  isoDate,
  ladderSettings,
  readDate,
  readLadderSettings,
  readLogRow,
  readResult,
  resultText,
} from "../../../src/core/ladder";
import fc from "fast-check";

describe("log dates (catalogue LADDER: Excel serials, Sheets dates, ISO text)", () => {
  test("ISO text and the Excel serial of the same day agree", () => {
    expect(readDate("2025-03-01")).toEqual({ day: 45717 });
    expect(readDate(45717)).toEqual({ day: 45717 });
    expect(readDate("45717")).toEqual({ day: 45717 });
  });
  test("a time of day is dropped", () => {
    expect(readDate(45717.75)).toEqual({ day: 45717 });
    expect(readDate("2025-03-01T18:30:00Z")).toEqual({ day: 45717 });
  });
  test("blank is no date", () => {
    expect(readDate(null)).toEqual({ day: null });
    expect(readDate("  ")).toEqual({ day: null });
  });
  test.each(["1/3/2025", "2025-02-30", "March 1", "-3"])("%s is not a date", (t) => {
    expect(readDate(t)).toHaveProperty("error");
  });
  test("known serials: 1900-03-01 is 61, 2000-01-01 is 36526", () => {
    expect(dayNumber(1900, 3, 1)).toBe(61);
    expect(dayNumber(2000, 1, 1)).toBe(36526);
    expect(dayNumber(2024, 2, 30)).toBeNull();
  });
  test("isoDate and readDate are a pair (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 2958465 }), (serial) => {
        expect(readDate(isoDate(serial))).toEqual({ day: serial });
      }),
    );
  });
});

describe("log results, from the challenger's side (catalogue LADDER)", () => {
  test.each([
    ["1-0", "WIN"],
    ["1", "WIN"],
    [1, "WIN"],
    ["1:0", "WIN"],
    ["0-1", "LOSS"],
    ["0", "LOSS"],
    [0, "LOSS"],
    ["½-½", "DRAW"],
    ["1/2-1/2", "DRAW"],
    ["0.5", "DRAW"],
    [0.5, "DRAW"],
    ["0,5", "DRAW"],
    ["½", "DRAW"],
    [" 1 / 2 - 1 / 2 ", "DRAW"],
    ["refused", "REFUSED"],
    ["No-show", "NOSHOW"],
    ["NOSHOW", "NOSHOW"],
  ] as const)("%s is %s", (cell, result) => {
    expect(readResult(cell)).toBe(result);
  });
  test.each(["2-0", "W", "", "1-1", 2])("%s is not a result", (cell) => expect(readResult(cell)).toBeNull());
  test("results print as the challenger's score", () => {
    expect(["WIN", "DRAW", "LOSS"].map((r) => resultText(r as never))).toEqual(["1-0", "½-½", "0-1"]);
  });
});

describe("log rows", () => {
  test("a game", () => {
    expect(readLogRow(["2025-03-01", " Dan ", "Bob", "1-0"], 4)).toEqual({
      game: { row: 4, date: 45717, challenger: "Dan", defender: "Bob", result: "WIN" },
    });
  });
  test("a row whose first cell starts with ~ is struck out (catalogue LADDER)", () => {
    expect(readLogRow(["~2025-03-01", "Dan", "Bob", "1-0"], 2)).toEqual({ skip: "struck" });
    expect(readLogRow(["~", "Dan", "Bob", "nonsense"], 2)).toEqual({ skip: "struck" });
  });
  test("blank rows, a header row and a game with no result yet are skipped", () => {
    expect(readLogRow([null, "", null, ""], 3)).toEqual({ skip: "blank" });
    expect(readLogRow(["Date", "Challenger", "Defender", "Result"], 1)).toEqual({ skip: "header" });
    expect(readLogRow(["2025-03-01", "Dan", "Bob", ""], 3)).toEqual({ skip: "unplayed" });
  });
  test("a date alone moves the clock", () => {
    expect(readLogRow(["2025-03-20"], 9)).toEqual({
      game: { row: 9, date: 45736, challenger: "", defender: "", result: null },
    });
  });
  test("a bad result names the row and what was expected", () => {
    const r = readLogRow(["2025-03-01", "Dan", "Bob", "2-0"], 7, "games row");
    expect(r).toEqual({
      problem: expect.objectContaining({
        code: "BAD_CELL",
        row: 7,
        message: `games row 7: "2-0" is not a result (expected 1-0, 0-1, ½-½, 1, 0, 0.5, REFUSED or NOSHOW, from the challenger's side; or LEFT, AWAY, BACK for a member)`,
      }),
    });
  });
  test("1/2 typed into a spreadsheet that turned it into a date gets a hint", () => {
    const r = readLogRow(["2025-03-01", "Dan", "Bob", 45659], 2);
    expect("problem" in r && r.problem.message).toContain("turned 1/2 into a date");
  });
  test("a bad date and a missing player name the row", () => {
    expect(readLogRow(["1/3/2025", "Dan", "Bob", "1-0"], 5)).toMatchObject({ problem: { row: 5, code: "BAD_CELL" } });
    expect(readLogRow(["2025-03-01", "Dan", "", "1-0"], 6)).toMatchObject({ problem: { row: 6, code: "MISSING" } });
  });
});

describe("the settings block (catalogue LADDER: names and defaults)", () => {
  test("defaults: a challenge ladder, RANGE 3, WIN TAKE, DRAW NONE, COOLDOWN 1, ENTRY BOTTOM", () => {
    expect(readLadderSettings([])).toEqual({ value: DEFAULT_SETTINGS, problems: [] });
    expect(DEFAULT_SETTINGS).toMatchObject({
      type: "CHALLENGE",
      range: 3,
      win: "TAKE",
      draw: "NONE",
      cooldown: 1,
      entry: "BOTTOM",
    });
  });
  test("names and values are case-blind; spaces stand for underscores", () => {
    const s = readLadderSettings([
      ["range", "any"],
      ["Win", "one above"],
      ["draw", "below-defender"],
      ["Inactive days", 14],
      ["INACTIVE_DROP", "2"],
    ]);
    expect(s.problems).toEqual([]);
    expect(s.value).toMatchObject({
      range: null,
      win: "ONE_ABOVE",
      draw: "BELOW_DEFENDER",
      inactiveDays: 14,
      inactiveDrop: 2,
    });
  });
  test("a header row and blank rows are skipped; a blank value keeps the default", () => {
    const s = readLadderSettings([
      ["Setting", "Value"],
      [null, null],
      ["RANGE", ""],
    ]);
    expect(s).toEqual({ value: DEFAULT_SETTINGS, problems: [] });
  });
  test("WIN and DRAW are points on a points ladder, in tenths", () => {
    const s = readLadderSettings([
      ["TYPE", "POINTS"],
      ["WIN", 3],
      ["DRAW", "1,5"],
      ["LOSS", "½"],
      ["PLAYED", 1],
    ]);
    expect(s.problems).toEqual([]);
    expect(s.value).toMatchObject({ type: "POINTS", winPoints: 30, drawPoints: 15, lossPoints: 5, playedPoints: 10 });
  });
  test("K is a number or ACF; START a rating", () => {
    expect(ladderSettings({ TYPE: "RATING", K: "ACF", START: 1000 }).value).toMatchObject({ k: "ACF", start: 1000 });
    expect(ladderSettings({ TYPE: "rating", K: 24 }).value.k).toBe(24);
  });
  test("every bad setting is named with its row", () => {
    const s = readLadderSettings([
      ["RANGE", 0],
      ["WIN", "BOTH"],
      ["RANGEE", 3],
      ["COOLDOWN", 1],
      ["COOLDOWN", 2],
      ["K", 32],
    ]);
    expect(s.problems.map((p) => p.message)).toEqual([
      'settings row 1: RANGE "0": expected a number of places (1 or more) or ANY',
      'settings row 2: WIN "BOTH": expected TAKE, SWAP, ONE_ABOVE',
      'settings row 3: "RANGEE" is not a ladder setting (expected one of TYPE, RANGE, WIN, DRAW, DEFEND, LOSS, PLAYED, COOLDOWN, INACTIVE_DAYS, INACTIVE_DROP, FORFEIT_DAYS, ENTRY, K, START, TITLE)',
      "settings row 5: COOLDOWN is set twice (also settings row 4)",
      "settings row 6: K does not apply to a CHALLENGE ladder (it is for RATING ladders); remove it or change TYPE",
    ]);
  });
  test("points finer than a tenth are refused", () => {
    expect(
      readLadderSettings([
        ["TYPE", "POINTS"],
        ["WIN", 0.25],
      ]).problems[0]?.message,
    ).toBe('settings row 2: WIN "0.25": expected points, in tenths at most (such as 1, 0.5 or 3)');
  });
});

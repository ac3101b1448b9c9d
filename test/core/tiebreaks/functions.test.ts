/** TIEBREAK, STANDINGS and TIEBREAK_MEDIAN as the spreadsheets call them: Excel 2-D arrays and null, Sheets scalars, undefined and "". */
import { standings, tiebreak, tiebreakMedian } from "../../../src/grid/functions/tiebreaks";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
/** The club night (hand.ts) as a range, with a trailing blank row as ranges often have. */
const CLUB = [
  ["W4w", "L2b", "D3w", "W5b"],
  ["D5b", "W1w", "L4b", "D3w"],
  ["X6", "W5w", "D1b", "D2b"],
  ["L1b", "H", "W2w", "H"],
  ["D2w", "L3b", "B", "L1w"],
  ["F3", "U", "U", "U"],
  [null, null, null, null],
];
const RATINGS = col(2000, 1900, 1800, 1700, 1600, 1500, null);

describe("TIEBREAK", () => {
  test("Excel: SOLKOFF as decimals, one per player: no trailing blank row (issue 27)", () =>
    expect(tiebreak(CLUB, [["SOLKOFF"]], null)).toEqual(col(7.5, 8, 5.5, 4.5, 7, 0)));
  test("Sheets: the system as a scalar, any case; a blank system is MODIFIED_MEDIAN", () => {
    // No start date: the 2026 rules; #3's forfeit win counts #6's adjusted 1½, not his own 3 (16.4.1).
    expect(tiebreak(CLUB, "fide sb", undefined)).toEqual(col(5, 4.75, 5.25, 4, 2.5, 0));
    expect(tiebreak(CLUB, "", undefined)).toEqual(col(6.5, 4.5, 5.5, 2, 4.5, 0));
  });
  test("rating systems read the ratings column", () =>
    expect(tiebreak(CLUB, "FIDE_TPR", RATINGS)).toEqual(col(1845, 1775, 1958, 1950, 1627, 0)));
  test("a rating system without ratings says what it needs", () =>
    expect(() => tiebreak(CLUB, "ARO", null)).toThrow("ratings: ARO needs the players' ratings"));
  test("missing ratings name the rows", () =>
    expect(() => tiebreak(CLUB, "ARO", col(2000, null, 1800, 1700, 1600, null))).toThrow(
      "ratings, row 2 (#2): no rating; ARO needs the rating of every player who played a game over the board",
    ));
  test("an unknown system lists the valid ones", () =>
    expect(() => tiebreak(CLUB, "COIN_FLIP", null)).toThrow(
      /system: "COIN_FLIP" is not a tiebreak system \(expected one of MODIFIED_MEDIAN, MEDIAN,/,
    ));
  test("a bad cell names round and player", () =>
    expect(() => tiebreak([["W2"], ["W1 2"]], "SOLKOFF", null)).toThrow('Round 1, player #2: "W1 2" is not a result'));
  test("TIEBREAK_MEDIAN still works (MODIFIED by default)", () =>
    expect(tiebreakMedian(CLUB, null)).toEqual(col(6.5, 4.5, 5.5, 2, 4.5, 0)));
});

describe("STANDINGS", () => {
  const names = col("Ann", "Ben", "Cal", "Dee", "Eve", "Fay", null);
  test("Excel: header row, then Place | # | Name | Score | the US order", () => {
    expect(standings(CLUB, names, null, null)).toEqual([
      ["Place", "#", "Name", "Score", "MODIFIED_MEDIAN", "SOLKOFF", "CUMULATIVE", "OPP_CUMULATIVE"],
      [1, 3, "Cal", 3, 5.5, 5.5, 7.5, 14.5],
      [2, 1, "Ann", 2.5, 6.5, 7.5, 6, 19],
      [3, 2, "Ben", 2, 4.5, 8, 5.5, 19.5],
      [4, 4, "Dee", 2, 2, 4.5, 3, 11.5],
      [5, 5, "Eve", 1.5, 4.5, 7, 3, 19],
      [6, 6, "Fay", 0, 0, 0, 0, 0],
    ]);
  });
  test("Sheets: a list in one cell; group systems are blank where not needed; no names gives #n", () => {
    const out = standings(CLUB, undefined, "head_to_head, solkoff", "");
    expect(out[0]).toEqual(["Place", "#", "Name", "Score", "HEAD_TO_HEAD", "SOLKOFF"]);
    expect(out.slice(1).map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      [1, 3, "#3", ""],
      [2, 1, "#1", ""],
      [3, 4, "#4", 1],
      [4, 2, "#2", -1],
      [5, 5, "#5", ""],
      [6, 6, "#6", ""],
    ]);
  });
  test("headers FALSE: no heading row, the players' rows as they are (issue 27, part 3)", () => {
    const results = [["D2"], ["D1"], ["W4"], ["L3"]];
    const out = standings(results, null, null, null, null, false);
    expect(out).toEqual(standings(results, null, null, null, null, true).slice(1));
    expect(standings(results, null, null, null, null, [["NO"]])).toEqual(out);
    expect(() => standings(results, null, null, null, null, "maybe")).toThrow(/headers: "maybe" is not TRUE or FALSE/);
  });
  test("the list may be a row of cells; a shared place is the same number on each tied row (issue 27: never text)", () => {
    const out = standings([["D2"], ["D1"], ["W4"], ["L3"]], null, [["SOLKOFF", "CUMULATIVE"]], null);
    expect(out.map((r) => r[0])).toEqual(["Place", 1, 2, 2, 4]);
    for (const row of out.slice(1)) for (const c of [row[0], row[1], row[3]]) expect(typeof c).toBe("number");
  });
  test("PANAM1954 gives the 1954 columns", () =>
    expect(standings(CLUB, null, "PANAM1954", null)[0]).toEqual([
      "Place",
      "#",
      "Name",
      "Score",
      "SONNEBORN_BERGER",
      "GAME_BETWEEN",
      "WINS_VS_HIGHER",
      "LOSSES_VS_LOWER",
    ]));
  test("ARO in the list takes the ratings argument", () =>
    expect(
      standings(CLUB, null, "ARO", RATINGS)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual([1833, 1750, 1950, 1775, 1900, 0]));
});

describe("TIEBREAK and STANDINGS [rules] (C.07 as in force on the event's date)", () => {
  test("2023 gives the dummy opponent the player's own score, 2026 (the default) caps it (16.4.1)", () => {
    expect(tiebreak(CLUB, "FIDE_BH", null, [["2023"]])[2]).toEqual([9]);
    expect(tiebreak(CLUB, "FIDE_BH", null, [["2026"]])[2]).toEqual([7.5]);
    expect(tiebreak(CLUB, "FIDE_BH", null, null)[2]).toEqual([7.5]);
    expect(tiebreak(CLUB, "FIDE_BH", undefined, "2025-11-04")[2]).toEqual([9]);
  });
  test("UNRATED gives unrated players a rating instead of asking for the column", () =>
    expect(tiebreak(CLUB, "FIDE_ARO", null, "unrated 1500")[0]).toEqual([1500]));
  test("an unknown option is an error naming the argument", () =>
    expect(() => tiebreak(CLUB, "FIDE_BH", null, "2024")).toThrow(/rules: "2024" is not a tiebreak option/));
  test("STANDINGS passes the rules on", () => {
    const t23 = standings(CLUB, null, "FIDE_BH", null, "2023");
    const t26 = standings(CLUB, null, "FIDE_BH", null, "2026");
    expect(t23.find((r) => r[1] === 3)?.[4]).toBe(9);
    expect(t26.find((r) => r[1] === 3)?.[4]).toBe(7.5);
  });
});

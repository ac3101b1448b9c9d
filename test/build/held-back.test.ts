/**
 * Issue 27, "How it will be checked": each of the eight mistakes the issue found ("Why", 1–8) run
 * through the BUILT Sheets bundle (dist/gas/Code.js in a Node vm, called as Sheets calls it: one cell
 * as a scalar, "" for a blank), each getting a sentence or the right answer, never a silent wrong
 * answer. The fuller cases, on both hosts, are in test/functions (range-mistakes, scalar-mistakes,
 * shifted-ranges, one-rule, places, headers, addresses) and test/grid/pairing-estimate; this file is
 * the list in its own order, so that one run answers "0 of 8 today?".
 */
import { readFileSync, statSync } from "fs";
import { join } from "path";
import { HOSTS, col, sheetsDate } from "../functions/hosts";
import { makeWallchart } from "../../src/core/formats/wallchart";
import { dutchBenchTournament } from "../../src/core/pairing/dutch/bench";

const sheets = HOSTS.find((h) => h.name === "Sheets")!;
const call = (id: string, ...args: unknown[]): unknown => sheets.call(id, ...args);

/** Four players, two rounds: #1 2, #2 1, #3 1, #4 0. */
const RESULTS = [
  ["W3", "W2"],
  ["W4", "L1"],
  ["L1", "W4"],
  ["L2", "L3"],
];
const NAMES = ["Michael Weber", "Anna Roth", "Jonas Keller", "Lea Brandt"];
/** seed 002 (VCF Cup K-12): Thomas 5/5 rated 2324 gets 32.2960. */
const K12_SCORES = [5, 3.5, 3, 3, 3, 3, 3, 2.5, 2.5, 2, 2, 2, 2, 2, 1.5, 1];
const K12_RATINGS = [2324, 2153, 2097, 1984, 1917, 1928, 1826, 2163, 1636, 1655, 1661, 1713, 1656, 1800, 1464, 1312];
/** 1/2 typed into a cell the sheet formats as a date: 2 January 2026, serial 46024. */
const TYPED_HALF = 46024;

describe("issue 27's eight mistakes through the built Sheets bundle: a sentence or the right answer", () => {
  test("1. STANDINGS with the heading in names: skipped (#1 is Michael Weber, no 5th player); names a row late: refused", () => {
    const out = call("STANDINGS", RESULTS, col("Name", ...NAMES)) as unknown[][];
    expect(out).toHaveLength(5);
    expect(out[1]?.slice(0, 3)).toEqual([1, 1, "Michael Weber"]);
    expect(() => call("STANDINGS", RESULTS, col(...NAMES.slice(1), ""))).toThrow(
      /names, row 4: blank for the last player.*one row late/,
    );
  });

  test("2. GP_POINTS with ratings one row short: refused; lined up: Thomas 32.2960", () => {
    expect(() => call("GP_POINTS", col(...K12_SCORES), "VCF", col(...K12_RATINGS.slice(0, 15)), 5)).toThrow(
      /ratings: 15 rows for 16 players/,
    );
    const out = call("GP_POINTS", col(...K12_SCORES), "VCF", col(...K12_RATINGS), 5) as number[][];
    expect(out[0]?.[0]).toBeCloseTo(32.296, 4);
  });

  test("3. SWISS_PAIR and CHECK_PAIRINGS with the ratings as one cell: refused", () => {
    expect(() => call("SWISS_PAIR", RESULTS, [[2000]])).toThrow(
      /ratings: one cell, but a rating per player is expected/,
    );
    expect(() => call("CHECK_PAIRINGS", RESULTS, [[2000]])).toThrow(
      /ratings: one cell, but a rating per player is expected/,
    );
  });

  test("4. VCF_QUALIFIERS: flags one row short refused; a misspelt name refused with the name meant", () => {
    const ranking = col("Ann Lee", "Bob Marsh", "Cy Young", "Di Ross");
    expect(() => call("VCF_QUALIFIERS", ranking, col(false, true, false), 2)).toThrow(
      /alreadyQualified: 3 rows for 4 players/,
    );
    expect(() => call("VCF_QUALIFIERS", ranking, col("Bob Mrash"), 2)).toThrow(
      /"Bob Mrash" is not in the ranking \(did you mean "Bob Marsh"\?\)/,
    );
  });

  test("5. a range where one value is expected: one answer per cell, or refused; a time cell read as a time", () => {
    const each = [9, 20, 47].map((n) => (call("SWISS_MIN_ROUNDS", n) as unknown[][])[0]?.[0]);
    expect(each.every((x) => typeof x === "number")).toBe(true);
    expect(call("SWISS_MIN_ROUNDS", col(9, 20, 47))).toEqual(each.map((x) => [x])); // each cell its own answer
    expect(() => call("ROUND_ROBIN", [[6]], col(1, 2))).toThrow(/round: 2 cells where one value is expected/);
    // 1:30 in a time cell: Sheets passes a Date on 30 December 1899 at 01:30 (in the script's zone)
    expect(call("TIME_CONTROL_MINUTES", sheetsDate(1899, 11, 30, 1, 30))).toEqual(call("TIME_CONTROL_MINUTES", "G/90"));
  });

  test("6. a draw the sheet turned into a date: explained in TIEBREAK_MEDIAN, ACF_RATING and GP_POINTS", () => {
    const dated = /is a date, not a (result|score) \(the sheet turned 1\/2 into a date/;
    expect(() =>
      call("TIEBREAK_MEDIAN", [
        ["W2", TYPED_HALF],
        ["L1", "W3"],
        ["W4", "L2"],
        ["L3", "L1"],
      ]),
    ).toThrow(dated);
    expect(() => call("ACF_RATING", 1500, col(1600, 1400), col(1, TYPED_HALF))).toThrow(dated);
    expect(() => call("GP_POINTS", col(5, TYPED_HALF), "VCF", col(2000, 1900), 5)).toThrow(dated);
  });

  test("7. conventions: places as numbers, headers switch, TIEBREAK's default, messages naming the row", () => {
    const table = call("STANDINGS", RESULTS, col(...NAMES)) as unknown[][];
    expect(table.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4]); // numbers, not "1" or "2-3" text
    // players tied on everything share a place, as the same number
    const level = call("STANDINGS", [["W2"], ["L1"], ["W4"], ["L3"]], col(...NAMES), "SOLKOFF") as unknown[][];
    expect(level.slice(1).map((r) => r[0])).toEqual([1, 1, 3, 3]);
    expect(call("STANDINGS", RESULTS, col(...NAMES), "", "", "", false)).toEqual(table.slice(1));
    expect(call("TIEBREAK", RESULTS)).toEqual(call("TIEBREAK", RESULTS, "MODIFIED_MEDIAN"));
    expect(() =>
      call("TIEBREAK", [
        ["W3", "W2"],
        ["W4", "L1"],
        ["L1", "W4 x"],
        ["L2", "L3"],
      ]),
    ).toThrow(/Round 2, player #3/);
  });

  test("8. Sheets' limits: a minified bundle with its help, nine rounds of 1,000 players checked refused at once, whole columns as their filled part", () => {
    const file = join(__dirname, "..", "..", "dist", "gas", "Code.js");
    expect(statSync(file).size).toBeLessThan(900_000); // 1.2 MB unminified before
    expect(readFileSync(file, "utf8")).toContain("@customfunction");
    const t = dutchBenchTournament(1000, 9, 1);
    const wallchart = makeWallchart(t.players.map((p) => p.rounds));
    const ratings = t.players.map((_, i) => [2800 - i]);
    expect(() => call("CHECK_PAIRINGS", wallchart, ratings, "", "", "DUTCH")).toThrow(
      /CHECK_PAIRINGS: checking \d+ rounds of 1,000 players by the DUTCH system takes too long for a worksheet function/,
    );
    // A whole column (Sheets passes every row of the sheet, "" below the players): no trailing rows back.
    const whole = [...RESULTS, ...Array.from({ length: 50_000 }, () => ["", ""])];
    expect(call("TIEBREAK", whole)).toEqual(call("TIEBREAK", RESULTS));
  });
});

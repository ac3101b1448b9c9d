/**
 * Issue 27, part 4: "TIEBREAK the same on both hosts; the same header, decimal-comma and European `;`
 * rules everywhere" (src/grid/locale.ts), on Excel's wrappers and the built Sheets bundle:
 * - every settings argument takes rows of Name | Value or one cell `NAME value; NAME value`;
 * - a list typed in a cell takes commas or semicolons;
 * - a number typed as text takes a decimal comma (`2,5`) wherever a number or a score is read.
 * Each case compares the two spellings' answers, so a spelling one function forgot fails here.
 */
import { HOSTS, col } from "./hosts";

/** Four players, two rounds: #1 2, #2 1, #3 1, #4 0. */
const R = [
  ["W3", "W2"],
  ["W4", "L1"],
  ["L1", "W4"],
  ["L2", "L3"],
];
const RATINGS = col(2000, 1900, 1800, 1700);
const LADDER_PLAYERS = col("Ann", "Bob", "Cy", "Di");
const LADDER_GAMES = [["Cy", "Bob", "1-0"]];
const MATCHES = [
  [1, "Rooks", "Knights", "1-0", "½-½"],
  [1, "Bishops", "Pawns", "0-1", "1-0"],
  [2, "Rooks", "Bishops", "½-½", "½-½"],
];

type Call = (settings: unknown) => unknown;

/** Each function with a settings argument, called with settings only varying. */
const SETTINGS: readonly [string, Call, unknown[][], unknown[][]][] = [
  ["SWISS_PAIR", (s) => ["SWISS_PAIR", R, RATINGS, null, null, null, null, s], [["ROUNDS", 5], ["BAKU", "YES"]], [["ROUNDS 5; BAKU YES"]]],
  ["PAIRING_NOTES", (s) => ["PAIRING_NOTES", R, RATINGS, null, null, null, null, s], [["ROUNDS", 5], ["POINTS", "3-1-0"]], [["ROUNDS=5; POINTS: 3-1-0"]]],
  ["CHECK_PAIRINGS", (s) => ["CHECK_PAIRINGS", R, RATINGS, null, null, null, null, s, null, null, null], [["ROUNDS", 4]], [["ROUNDS 4"]]],
  ["KEIZER_STANDINGS", (s) => ["KEIZER_STANDINGS", R, null, s, null], [["DRAW", "1/2"], ["TOP", 40]], [["DRAW 1/2; TOP 40"]]],
  ["KEIZER_PAIR", (s) => ["KEIZER_PAIR", R, null, null, s], [["TOP", 40]], [["TOP: 40"]]],
  ["LEAGUE_TABLE", (s) => ["LEAGUE_TABLE", MATCHES, null, s, null], [["PRIMARY", "GP"], ["TIEBREAKS", "BW, SB"]], [["PRIMARY GP; TIEBREAKS BW, SB"]]],
  ["LADDER", (s) => ["LADDER", LADDER_PLAYERS, LADDER_GAMES, s], [["TYPE", "CHALLENGE"]], [["TYPE CHALLENGE"]]],
  ["LADDER_CHALLENGES", (s) => ["LADDER_CHALLENGES", LADDER_PLAYERS, "Di", s, null], [["TYPE", "CHALLENGE"], ["RANGE", 2]], [["TYPE CHALLENGE; RANGE 2"]]],
  ["RATING_CHANGES", (s) => ["RATING_CHANGES", R, RATINGS, "FIDE", s, null], [["K", 40]], [["K 40"]]],
];

/** The answer, or the message of the refusal (so that two refusals compare too). */
async function outcome(host: (typeof HOSTS)[number], args: unknown[]): Promise<unknown> {
  try {
    return await host.call(...(args as [string, ...unknown[]]));
  } catch (e) {
    return `refused: ${e instanceof Error ? e.message : String(e)}`;
  }
}

describe.each(HOSTS)("one rule for settings, lists and decimal commas in $name (issue 27, part 4)", (host) => {
  describe("every settings argument: rows of Name | Value, or one cell NAME value; NAME value", () => {
    test.each(SETTINGS)("%s", async (_id, call, rows, line) => {
      const a = await outcome(host, call(rows) as unknown[]);
      expect(String(a)).not.toMatch(/^refused/);
      expect(await outcome(host, call(line) as unknown[])).toEqual(a);
      // the same items one per row, each typed with its value in one cell
      const perRow = (line[0]?.[0] as string).split(";").map((s) => [s.trim()]);
      expect(await outcome(host, call(perRow) as unknown[])).toEqual(a);
    });
    test("a setting that is none is named as the item it is in the one-cell form", async () => {
      expect(String(await outcome(host, ["SWISS_PAIR", R, RATINGS, null, null, null, null, [["ROUNDS 5; SPEED FAST"]]]))).toMatch(
        /settings, item 2: "SPEED" is not a setting/,
      );
    });
  });

  describe("a list in a cell: commas or semicolons", () => {
    test("STANDINGS' tiebreaks", async () => {
      const comma = await outcome(host, ["STANDINGS", R, null, [["ARO, PERFORMANCE"]], RATINGS, null, null]);
      expect(String(comma)).not.toMatch(/^refused/);
      expect(await outcome(host, ["STANDINGS", R, null, [["ARO; PERFORMANCE"]], RATINGS, null, null])).toEqual(comma);
    });
    test("TIEBREAK's rules", async () => {
      const comma = await outcome(host, ["TIEBREAK", R, "FIDE_BH", null, [["2023, SWISS"]]]);
      expect(String(comma)).not.toMatch(/^refused/);
      expect(await outcome(host, ["TIEBREAK", R, "FIDE_BH", null, [["2023; SWISS"]]])).toEqual(comma);
    });
    test("LEAGUE_TABLE's team tiebreaks, in a row of the settings", async () => {
      const comma = await outcome(host, ["LEAGUE_TABLE", MATCHES, null, [["TIEBREAKS", "SB, BW"]], null]);
      expect(String(comma)).not.toMatch(/^refused/);
      expect(await outcome(host, ["LEAGUE_TABLE", MATCHES, null, [["TIEBREAKS", "SB; BW"]], null])).toEqual(comma);
    });
  });

  describe("a number typed as text with a decimal comma reads as with a point", () => {
    const pairs: readonly [string, unknown[], unknown[]][] = [
      ["GP_POINTS' scores", ["GP_POINTS", col("3,5", 2, "1,5"), "VCF", col(2000, 1900, 1800), [[4]], null], ["GP_POINTS", col(3.5, 2, 1.5), "VCF", col(2000, 1900, 1800), [[4]], null]],
      ["GP_TOTAL's points", ["GP_TOTAL", [["3,5", "2"]], null], ["GP_TOTAL", [[3.5, 2]], null]],
      ["FIDE_RATING_CHANGE's scores", ["FIDE_RATING_CHANGE", [[2000]], col(2100, 1900), col("0,5", 1), null], ["FIDE_RATING_CHANGE", [[2000]], col(2100, 1900), col(0.5, 1), null]],
      ["FIDE_RATING_CHANGE's total", ["FIDE_RATING_CHANGE", [[2000]], col(2100, 1900), [["1,5"]], null], ["FIDE_RATING_CHANGE", [[2000]], col(2100, 1900), [[1.5]], null]],
      ["USCF_RATING's total", ["USCF_RATING", [[1500]], [[6]], col(1400, 1550), [["1,5"]], null, null], ["USCF_RATING", [[1500]], [[6]], col(1400, 1550), [[1.5]], null, null]],
      ["ACF_RATING's results", ["ACF_RATING", [[1500]], col(1600, 1400), col("0,5", 1), null, null, null, null], ["ACF_RATING", [[1500]], col(1600, 1400), col(0.5, 1), null, null, null, null]],
      ["ACF_PERFORMANCE's score", ["ACF_PERFORMANCE", [[1250]], [["2,5"]], [[5]]], ["ACF_PERFORMANCE", [[1250]], [[2.5]], [[5]]]],
      ["VCF_QUALIFY's average", ["VCF_QUALIFY", "K-12", [[113]], [["1463,5"]]], ["VCF_QUALIFY", "K-12", [[113]], [[1463.5]]]],
      ["SWISS_PAIR's points", ["SWISS_PAIR", R, RATINGS, null, null, null, null, [["POINTS", "1-0,5-0"]]], ["SWISS_PAIR", R, RATINGS, null, null, null, null, [["POINTS", "1-0.5-0"]]]],
      ["KEIZER_STANDINGS' draw", ["KEIZER_STANDINGS", R, null, [["DRAW", "0,5"]], null], ["KEIZER_STANDINGS", R, null, [["DRAW", 0.5]], null]],
    ];
    test.each(pairs)("%s", async (_what, comma, point) => {
      const a = await outcome(host, point);
      expect(String(a)).not.toMatch(/^refused/);
      expect(await outcome(host, comma)).toEqual(a);
    });
  });

  describe("a heading row over a column is skipped and answered with a label, in every function that answers per row", () => {
    const headed: readonly [string, unknown[], unknown[], string][] = [
      ["SWISS_MIN_ROUNDS", ["SWISS_MIN_ROUNDS", col("Players", 9, 20), null], ["SWISS_MIN_ROUNDS", col(9, 20), null], "Rounds"],
      ["TIME_CONTROL_MINUTES", ["TIME_CONTROL_MINUTES", col("Time control", "G/90", "G/45 d5")], ["TIME_CONTROL_MINUTES", col("G/90", "G/45 d5")], "Minutes"],
      ["ACF_RATEABLE", ["ACF_RATEABLE", col("Time control", "G/90", "G/15")], ["ACF_RATEABLE", col("G/90", "G/15")], "Rateable"],
      ["ACF_EXPECTED", ["ACF_EXPECTED", col("Diff", 240, -100)], ["ACF_EXPECTED", col(240, -100)], "Expected"],
      ["ACF_STATUS", ["ACF_STATUS", col("Games", 8, 30), col("Score", 2, 15)], ["ACF_STATUS", col(8, 30), col(2, 15)], "Status"],
      ["ACF_PERFORMANCE", ["ACF_PERFORMANCE", col("Avg", 1250, 1300), col("Score", 2, 3), col("Games", 5, 5)], ["ACF_PERFORMANCE", col(1250, 1300), col(2, 3), col(5, 5)], "Performance"],
      ["SEASON (event names over the points)", ["SEASON", [["Open", "Rapid"], [3.5, 2], [2, 1]], null], ["SEASON", [[3.5, 2], [2, 1]], null], "Total"],
    ];
    test.each(headed)("%s", async (_id, withHeading, without, label) => {
      const plain = (await outcome(host, without)) as unknown[][];
      expect(String(plain)).not.toMatch(/^refused/);
      const out = (await outcome(host, withHeading)) as unknown[][];
      expect(out[0]?.[0]).toBe(label);
      expect(out.slice(1)).toEqual(plain);
    });
    test("SEASON over a whole column: the blank rows below are neither read nor returned", async () => {
      const whole = [[3.5, 2], [2, 1], ...Array.from({ length: 5000 }, () => ["", ""])];
      expect(await outcome(host, ["SEASON", whole, null])).toEqual(await outcome(host, ["SEASON", [[3.5, 2], [2, 1]], null]));
    });
  });

  test("TIEBREAK without a system is MODIFIED_MEDIAN (blank or omitted), the same on both hosts", async () => {
    const named = await outcome(host, ["TIEBREAK", R, "MODIFIED_MEDIAN", null, null]);
    expect(String(named)).not.toMatch(/^refused/);
    expect(await outcome(host, ["TIEBREAK", R, null, null, null])).toEqual(named);
    expect(await outcome(host, ["TIEBREAK", R, "", null, null])).toEqual(named);
  });
});

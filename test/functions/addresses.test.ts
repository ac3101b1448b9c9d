/**
 * Issue 27, part 3: cells named in messages where the host lets us know them. Excel passes each
 * argument's address (`@requiresParameterAddresses`), so a refusal names the sheet's cells; Sheets
 * passes values only, so its message names the row inside the range (src/sheets/host.ts).
 */
import { parseA1, placeMessage } from "../../src/grid/addresses";
import { FakeCustomFunctionsError } from "../stubs/custom-functions";
import * as tiebreaks from "../../functions/tiebreaks";
import * as grandprix from "../../functions/grandprix";
import * as pairing from "../../functions/pairing";
import * as ratings from "../../functions/ratings";
import * as ratingChanges from "../../functions/rating-changes";
import { HOSTS, col } from "./hosts";

const RESULTS = [
  ["W3", "W2"],
  ["W4", "L1"],
  ["L1", "W4"],
  ["L2", "L3"],
];
const NAMES = ["Michael Weber", "Anna Roth", "Jonas Keller", "Lea Brandt"];

/** What Excel passes last when the function asked for its arguments' addresses. */
const at = (...parameterAddresses: string[]): CustomFunctions.CancelableInvocation =>
  ({ parameterAddresses }) as unknown as CustomFunctions.CancelableInvocation;

/** The error a wrapper throws, as Excel would show it: kind and message. */
function shown(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (e) {
    if (e instanceof FakeCustomFunctionsError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error("no error");
}

describe("addresses as Excel writes them", () => {
  test("a range with its sheet, dollars and a quoted sheet name", () => {
    expect(parseA1("Sheet1!$B$2:D20")).toEqual({ sheet: "Sheet1!", col: 1, row: 1, lastCol: 3 });
    expect(parseA1("'Round 1'!AA10")).toEqual({ sheet: "'Round 1'!", col: 26, row: 9, lastCol: 26 });
    expect(parseA1("Players!C:C")).toEqual({ sheet: "Players!", col: 2, row: 0, lastCol: 2 });
  });
  test("no address (a typed value, a whole row, nothing) is none", () => {
    for (const a of ["", undefined, null, "DUTCH", "Sheet1!3:3"]) expect(parseA1(a)).toBeNull();
  });
});

describe("placeMessage: each place inside a located range followed by its cells", () => {
  test("a row of a column, a row of a table, rows", () => {
    expect(placeMessage('ratings, row 3: "x" is not a rating', [{ name: "ratings", address: "Sheet1!C2:C9" }])).toBe(
      'ratings, row 3 (Sheet1!C4): "x" is not a rating',
    );
    expect(placeMessage("results, rows 3 to 4: blank between players", [{ name: "results", address: "Sheet1!B2:E9" }])).toBe(
      "results, rows 3 to 4 (Sheet1!B4:E5): blank between players",
    );
    expect(placeMessage("results, row 12: blank", [{ name: "results", address: "Sheet1!B2:B30" }])).toBe(
      "results, row 12 (Sheet1!B13): blank",
    );
  });
  test("a whole argument, and each problem of a list", () => {
    expect(
      placeMessage("names: 3 rows for 4 players; ratings: one cell", [
        { name: "names", address: "Sheet1!A2:A4" },
        { name: "ratings", address: "Sheet1!D2" },
      ]),
    ).toBe("names (Sheet1!A2:A4): 3 rows for 4 players; ratings (Sheet1!D2): one cell");
  });
  test("a result cell: its round's column, its player's row below the results' heading", () => {
    const results = [["Rd 1", "Rd 2"], ...RESULTS];
    expect(placeMessage('Round 2, player #3: "W1 2" is not a result', [{ name: "results", value: results, address: "Sheet1!B1:C5" }])).toBe(
      'Round 2, player #3 (Sheet1!C4): "W1 2" is not a result',
    );
  });
  test("an argument Excel gave no address for is left as written (Sheets' form)", () => {
    const m = "ratings, row 3: bad; names: short";
    expect(placeMessage(m, [{ name: "ratings" }, { name: "names", address: "" }])).toBe(m);
  });
  test("a name inside another word or already placed is not touched", () => {
    expect(placeMessage("oppratings, row 3: x", [{ name: "ratings", address: "A1:A9" }])).toBe("oppratings, row 3: x");
    expect(placeMessage("ratings, row 12 (A12): x", [{ name: "ratings", address: "A1:A9" }])).toBe("ratings, row 12 (A12): x");
  });
});

describe("Excel's wrappers name the cells (issue 27, finding 1 and part 3)", () => {
  test("STANDINGS with names one row late: the blank cell is named", () => {
    const e = shown(() => tiebreaks.standings(RESULTS, col(...NAMES.slice(1), null), null!, null!, null!, null!, at("Sheet1!B2:C5", "Sheet1!A2:A5")));
    expect(e.code).toBe("#VALUE!");
    expect(e.message).toMatch(/^names, row 4 \(Sheet1!A5\): blank for the last player \(#4\)/);
  });
  test("GP_POINTS with ratings one row short: both ranges' addresses", () => {
    const e = shown(() =>
      grandprix.gpPoints(col(5, 3, 2), "VCF" as never, col(2000, 1800), [[5]], null!, at("Sheet1!B2:B4", "", "Sheet1!C2:C3", "Sheet1!E1", "")),
    );
    expect(e.message).toMatch(/^ratings \(Sheet1!C2:C3\): 2 rows for 3 players/);
  });
  test("SWISS_PAIR with a result that is not one: the cell under the round's heading (a cancelable function: a rejected Promise)", async () => {
    const results = [["R1"], ["W3"], ["W4"], ["L1 2"], ["L2"]];
    const e = await pairing
      .swissPair(results, col(2000, 1900, 1800, 1700), null!, null!, null!, null!, null!, at("Wallchart!D3:D7", "Wallchart!E4:E7"))
      .then(
        () => null,
        (x: unknown) => x as FakeCustomFunctionsError,
      );
    expect(e?.code).toBe("#VALUE!");
    expect(e?.message).toMatch(/Round 1, player #3 \(Wallchart!D6\)/);
  });
  test("VCF_QUALIFIERS with a misspelt already-qualified name: #N/A, the cell, did you mean", () => {
    const ranking = col("Ann Lee", "Bob Marsh", "Cy Young", "Di Ross");
    const e = shown(() => grandprix.vcfQualifiers(ranking, col("Bob Mrash"), 2, at("Final!A2:A5", "Final!C7")));
    expect(e.code).toBe("#N/A");
    expect(e.message).toBe('alreadyQualified, row 1 (Final!C7): "Bob Mrash" is not in the ranking (did you mean "Bob Marsh"?)');
  });
});

describe("the one-value functions name cells too (a 1 × 1 range, which Excel needs to tell them their cells)", () => {
  test("FIDE_RATING_CHANGE: a score that is none, and a rating cell that holds none", () => {
    const e = shown(() => ratingChanges.fideRatingChange([[2000]], col(2100, 2200), col(1, 2), null, at("Sheet1!B1", "Sheet1!C2:C3", "Sheet1!D2:D3")));
    expect(e.message).toMatch(/^scores, row 2 \(Sheet1!D3\): "2" is not a score/);
    const r = shown(() => ratingChanges.fideRatingChange([[99999]], [[2100]], [[1]], null, at("Sheet1!B1", "Sheet1!C2", "Sheet1!D2")));
    expect(r.message).toMatch(/^rating \(Sheet1!B1\): 99999 is not a rating/);
  });
  test("USCF_RATING: the opponents' range one row short of the scores", () => {
    const e = shown(() =>
      ratingChanges.uscfRating([[1500]], [[6]], col(1400, 1550), col(1, 0, 0.5), null, null, at("P!B1", "P!B2", "P!C2:C3", "P!D2:D4", "", "")),
    );
    expect(e.message).toMatch(/opponent_ratings \(P!C2:C3\): 3 rows but scores has 2|opponent_ratings \(P!C2:C3\)|scores \(P!D2:D4\)/);
  });
  test("ACF_RATING: a result the sheet turned into a date, in its cell", () => {
    const e = shown(() =>
      ratings.acfRating([[1500]], col(1600, 1400), col(1, 46024), null!, null, null, null, at("Sheet1!A1", "Sheet1!B2:B3", "Sheet1!C2:C3", "", "", "", "")),
    );
    expect(e.message).toMatch(/^results, row 2 \(Sheet1!C3\): .*date/);
  });
  test("VCF_QUALIFY: a participants cell that holds no number", () => {
    const e = shown(() => grandprix.vcfQualify("K-12" as never, [["many"]], [[1463]], at("", "Sheet1!B4", "Sheet1!B5")));
    expect(e.message).toMatch(/^participants \(Sheet1!B4\): /);
  });
  test("the answer is the value, as a 1 × 1 range", () => {
    expect(ratingChanges.fideRatingChange([[2000]], [[2100]], [[1]], [[20]], at("A1", "B1", "C1", "D1"))).toEqual([[12.8]]);
    expect(grandprix.vcfQualify("K-12" as never, [[113]], [[1463]], at("", "A1", "A2"))).toEqual([[10]]);
  });
});

describe.each(HOSTS)("$name: a name looked up and not found", (host) => {
  test(host.name === "Excel" ? "is #N/A, as Excel's own lookups" : "is Sheets' error with the sentence", () => {
    const ranking = col("Ann Lee", "Bob Marsh");
    expect(host.kind("VCF_QUALIFIERS", ranking, col("Bob Mrash"), [[1]])).toBe(host.name === "Excel" ? "#N/A" : "#ERROR!");
    expect(host.kind("VCF_QUALIFIERS", ranking, col(true), [[1]])).toBe(host.name === "Excel" ? "#VALUE!" : "#ERROR!");
  });
});

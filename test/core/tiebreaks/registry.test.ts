/** The registry: every catalogue code once, names read leniently, unknown names and missing ratings explained. */
import { ChessInputError } from "../../../src/core/errors";
import { TIEBREAKS, tiebreakCode, tiebreakValues } from "../../../src/core/tiebreaks/registry";
import { FIDE_TIEBREAK_CODES, TIEBREAK_CODES, US_TIEBREAK_CODES } from "../../../src/core/tiebreaks/types";
import { CLUB_NIGHT } from "./hand";
import { wallchart } from "./helpers";

describe("the tiebreak registry (catalogue: TIEBREAK)", () => {
  test("holds exactly the catalogue's systems, each under its own code", () => {
    expect(Object.keys(TIEBREAKS).sort()).toEqual([...TIEBREAK_CODES].sort());
    for (const [code, tb] of Object.entries(TIEBREAKS)) expect(tb.code).toBe(code);
    expect(US_TIEBREAK_CODES).toHaveLength(11);
    expect(FIDE_TIEBREAK_CODES.every((c) => c.startsWith("FIDE_"))).toBe(true);
  });
  test("only ARO, PERFORMANCE, FIDE_ARO and FIDE_TPR need ratings", () =>
    expect(TIEBREAK_CODES.filter((c) => TIEBREAKS[c].needsRatings)).toEqual([
      "ARO",
      "PERFORMANCE",
      "FIDE_ARO",
      "FIDE_TPR",
    ]));
  test("names are read whatever the case, spaces or dashes", () => {
    expect(tiebreakCode(" modified median ", "system")).toBe("MODIFIED_MEDIAN");
    expect(tiebreakCode("fide-bh-c1", "system")).toBe("FIDE_BH_C1");
  });
  test("an unknown name lists the valid ones", () => {
    expect(() => tiebreakCode("BUCHHOLZ", "system")).toThrow(
      /system: "BUCHHOLZ" is not a tiebreak system \(expected one of MODIFIED_MEDIAN, MEDIAN, SOLKOFF, .*FIDE_TPR\)/,
    );
  });
  test("a rating system names every row without a rating, and only the rows that need one", () => {
    const t = wallchart(["W2 W3", "L1 -", "- L1", ""], [1800, null, null, null]);
    try {
      tiebreakValues(t, "ARO");
      throw new Error("no error");
    } catch (e) {
      expect(e).toBeInstanceOf(ChessInputError);
      expect((e as ChessInputError).problems.map((p) => p.message)).toEqual([
        "ratings, row 2 (#2): no rating; ARO needs the rating of every player who played a game over the board",
        "ratings, row 3 (#3): no rating; ARO needs the rating of every player who played a game over the board",
      ]);
    }
  });
  test("a player who never played needs no rating (#6 of the club night)", () => {
    const players = CLUB_NIGHT.players.map((p) => (p.id === 6 ? { ...p, rating: null } : p));
    expect(tiebreakValues({ ...CLUB_NIGHT, players }, "FIDE_TPR")[5]).toBe(0);
  });
  test("a blank wallchart gives 0 for everyone", () => {
    const t = wallchart(["", ""]);
    for (const code of TIEBREAK_CODES) {
      if (TIEBREAKS[code].needsRatings) continue;
      expect([code, tiebreakValues(t, code)]).toEqual([code, code === "FIDE_DE" ? [1, 1] : [0, 0]]);
    }
  });
});

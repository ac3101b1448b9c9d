/** The registry: every catalogue code once, names read leniently, unknown names and missing ratings explained. */
import { ChessInputError } from "../../../src/core/errors";
import { TIEBREAKS, tiebreakCode, tiebreakOf, tiebreakValues } from "../../../src/core/tiebreaks/registry";
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
  test("only the rating systems need ratings (US ARO, PERFORMANCE; C.07 10 ARO, TPR, PTP, APRO, APPO)", () =>
    expect(TIEBREAK_CODES.filter((c) => TIEBREAKS[c].needsRatings)).toEqual([
      "ARO",
      "PERFORMANCE",
      "FIDE_ARO",
      "FIDE_ARO_C1",
      "FIDE_TPR",
      "FIDE_PTP",
      "FIDE_APRO",
      "FIDE_APPO",
    ]));
  test("C.07 14: FIDE modifiers of any depth where C.07 allows them, C.07 9.2 Koya's limit", () => {
    expect(tiebreakCode("fide bh/c3", "system")).toBe("FIDE_BH_C3");
    expect(tiebreakCode("FIDE_SB_M2", "system")).toBe("FIDE_SB_M2");
    expect(tiebreakCode("fide ks/l+1", "system")).toBe("FIDE_KS_LP1");
    expect(tiebreakCode("FIDE_KS/L-2", "system")).toBe("FIDE_KS_LM2");
    expect(tiebreakOf("FIDE_ARO_M2").title).toBe("Average rating of opponents Median-2");
    expect(tiebreakOf("FIDE_PS_C1").rule).toBe("FIDE C.07 7.5, 14.1");
    for (const bad of ["FIDE_TPR_C1", "FIDE_PS_M1", "FIDE_BH_C0", "FIDE_XYZ", "FIDE_KS_C1"])
      expect(() => tiebreakCode(bad, "system")).toThrow(/is not a tiebreak system/);
  });
  test("names are read whatever the case, spaces or dashes", () => {
    expect(tiebreakCode(" modified median ", "system")).toBe("MODIFIED_MEDIAN");
    expect(tiebreakCode("fide-bh-c1", "system")).toBe("FIDE_BH_C1");
  });
  test("an unknown name lists the valid ones", () => {
    expect(() => tiebreakCode("BUCHHOLZ", "system")).toThrow(
      /system: "BUCHHOLZ" is not a tiebreak system \(expected one of MODIFIED_MEDIAN, MEDIAN, SOLKOFF, .*FIDE_APPO; /,
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

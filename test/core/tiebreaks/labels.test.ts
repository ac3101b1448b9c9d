import { tiebreakLabel, tiebreakShort } from "../../../src/core/tiebreaks/labels";
import { TIEBREAK_CODES } from "../../../src/core/tiebreaks/types";

describe("tiebreak codes in words (issue 15: headers a player can read)", () => {
  test.each([
    ["MODIFIED_MEDIAN", "Modified Median", "Mod. Med."],
    ["OPP_CUMULATIVE", "Cumulative of Opposition", "Opp. Cum."],
    ["SONNEBORN_BERGER", "Sonneborn-Berger", "S-B"],
    ["FIDE_BH", "Buchholz", "BH"],
    ["FIDE_BH_C1", "Buchholz Cut 1", "BH-C1"],
    ["FIDE_BH_M1", "Buchholz Median 1", "BH-M1"],
    ["FIDE_BH_C3", "Buchholz Cut 3", "BH-C3"],
    ["FIDE_SB_M1", "Sonneborn-Berger Median 1", "SB-M1"],
    ["FIDE_ARO_C1", "Average Rating of Opponents Cut 1", "ARO-C1"],
    ["FIDE_BH_C1_M2", "Buchholz Cut 1 Median 2", "BH-C1-M2"],
    ["FIDE_APRO", "Average Performance Rating of Opponents", "APRO"],
    ["GAME_BETWEEN", "Game between the Tied", "Game"],
  ])("%s → %s (%s)", (code, long, short) => {
    expect(tiebreakLabel(code)).toBe(long);
    expect(tiebreakShort(code)).toBe(short);
  });

  test("a code not known by name still reads as words: FIDE_XYZ_C2 → Xyz Cut 2, NEW_SYSTEM → New System", () => {
    expect(tiebreakLabel("FIDE_XYZ_C2")).toBe("Xyz Cut 2");
    expect(tiebreakLabel("NEW_SYSTEM")).toBe("New System");
  });

  test("Koya's limit (C.07 9.2) reads in words, not as a mangled system name", () => {
    expect(tiebreakLabel("FIDE_KS_L60")).toBe("Koya System Limit 60 %");
    expect(tiebreakLabel("FIDE_KS_LP1")).toBe("Koya System Limit +½");
    expect(tiebreakLabel("FIDE_KS_LM2")).toBe("Koya System Limit −1");
    expect(tiebreakShort("FIDE_KS_L60")).toBe("KS-L60");
  });

  test("every registered code has words without underscores, and no two codes share them", () => {
    const labels = TIEBREAK_CODES.map(tiebreakLabel);
    for (const l of labels) expect(l).not.toMatch(/_/);
    const fide = TIEBREAK_CODES.filter((c) => c.startsWith("FIDE_")).map(tiebreakLabel);
    expect(new Set(fide).size).toBe(fide.length);
  });
});

/** The workbook's FIDE tiebreak rules setting (C.07 version, round robin, unrated rating) reaches STANDINGS. */
import { normalizeSettings } from "../../src/workbook/settings";
import { standings } from "../../src/workbook/wiring";
import { CLUB_NIGHT } from "../core/tiebreaks/hand";

describe("settings: tiebreakRules", () => {
  test("kept when STANDINGS can read it, blank otherwise", () => {
    expect(normalizeSettings({ tiebreakRules: " 2023  RR " }).tiebreakRules).toBe("2023 RR");
    expect(normalizeSettings({ tiebreakRules: "1999" }).tiebreakRules).toBe("");
    expect(normalizeSettings({}).tiebreakRules).toBe("");
  });
  test("C.07 16.4: #3's forfeit win counts his own 3 under 2023, #6's 1½ under 2026", () => {
    const row3 = (rules: string) => standings(CLUB_NIGHT, ["FIDE_BH"], rules).rows.find((r) => r[1] === 3)?.[4];
    expect(row3("")).toBe(9); // the club night's date (2025) chooses 2023
    expect(row3("2026")).toBe(7.5);
  });
});

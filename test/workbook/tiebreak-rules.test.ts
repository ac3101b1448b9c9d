/**
 * The workbook's settings for issue 14: FIDE tiebreak rules (C.07 version, round robin, unrated
 * rating) reach STANDINGS; Baku acceleration and the never-pair list reach the pairing.
 */
import { forbiddenPairsFromText } from "../../src/core/pairing/dutch/inputs";
import { normalizeSettings } from "../../src/workbook/settings";
import { defaultContext, standings } from "../../src/workbook/wiring";
import { expectDone, harness, sampleBook } from "./helpers";
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

describe("settings: Baku acceleration and the never-pair list reach the pairing (C.04.5; like a rematch)", () => {
  const pairsOf = (rows: readonly (readonly unknown[])[]) =>
    rows
      .slice(1)
      .map((r) => [r[1], r[2]].map((c) => Number(/^#(\d+)/.exec(String(c))?.[1])))
      .filter(([a, b]) => Number.isInteger(a) && Number.isInteger(b));
  test("normalized: baku a boolean, neverPair the text", () => {
    expect(normalizeSettings({ baku: true, neverPair: " 1-3; 2 4 " })).toMatchObject({
      baku: true,
      neverPair: "1-3; 2 4",
    });
    expect(normalizeSettings({ baku: "yes" }).baku).toBe(false);
  });
  test("Dutch round 1 of 8 pairs #1 with #5; with 1-5 on the never-pair list it does not", async () => {
    const plain = harness(sampleBook(8, 5), defaultContext);
    expectDone(await plain.run("saveSettings", { settings: { system: "dutch" } }));
    expectDone(await plain.run("pairNext"));
    expect(pairsOf(plain.wb.values("Round 1"))).toContainEqual([1, 5]);
    const never = harness(sampleBook(8, 5), defaultContext);
    expectDone(await never.run("saveSettings", { settings: { system: "dutch", neverPair: "1-5" } }));
    expectDone(await never.run("pairNext"));
    const boards = pairsOf(never.wb.values("Round 1"));
    expect(boards).toHaveLength(4);
    expect(boards.some(([a, b]) => (a === 1 && b === 5) || (a === 5 && b === 1))).toBe(false);
  });
  test("forbiddenPairsFromText names the setting and what was expected", () =>
    expect(() => forbiddenPairsFromText("1-9", 8, "settings: never pair")).toThrow(
      'settings: never pair: "1-9" is not a pair of two different pairing numbers from 1 to 8 (expected e.g. "3-7")',
    ));
});

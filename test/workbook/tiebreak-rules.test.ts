/**
 * The workbook's settings for issue 14: FIDE tiebreak rules (C.07 version, round robin, unrated
 * rating) reach STANDINGS; Baku acceleration reaches the pairing.
 */
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

describe("settings: Baku acceleration reaches the pairing (C.04.5)", () => {
  // The boards as pairs of pairing numbers, from the White and Black columns of the Round sheet.
  const pairsOf = (rows: readonly (readonly unknown[])[]) =>
    rows
      .slice(1)
      .map((r) =>
        [r[rows[0]?.indexOf("White") ?? -1], r[rows[0]?.indexOf("Black") ?? -1]].map((c) =>
          Number(/^#(\d+)/.exec(String(c))?.[1]),
        ),
      )
      .filter(([a, b]) => Number.isInteger(a) && Number.isInteger(b))
      .map((pair) => [...pair].sort((x, y) => (x as number) - (y as number)));
  test("normalized: a boolean", () => {
    expect(normalizeSettings({ baku: true }).baku).toBe(true);
    expect(normalizeSettings({ baku: "yes" }).baku).toBe(false);
  });
  test("round 1 of 8: #1-#5 without acceleration; the top half a point up with it: #1-#3, #5-#7", async () => {
    const plain = harness(sampleBook(8, 5), defaultContext);
    expectDone(await plain.run("saveSettings", { settings: { system: "dutch" } }));
    expectDone(await plain.run("pairNext"));
    expect(pairsOf(plain.wb.values("Round 1"))).toContainEqual([1, 5]);
    const baku = harness(sampleBook(8, 5), defaultContext);
    expectDone(await baku.run("saveSettings", { settings: { system: "dutch", baku: true } }));
    expectDone(await baku.run("pairNext"));
    const boards = pairsOf(baku.wb.values("Round 1"));
    expect(boards).toContainEqual([1, 3]);
    expect(boards).toContainEqual([5, 7]);
  });
});

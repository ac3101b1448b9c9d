/**
 * Issue 26: the Standings sheet's "Rating ±" column, when ratings are known: each player's FIDE change
 * (or US Chess change for a US Chess event), as `eventRatingChanges` and RATING_CHANGES give it.
 */
import { readWorkbook } from "../../src/core/formats/workbook";
import { eventRatingChanges, factsFromTournament } from "../../src/core/ratings/event";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";

async function twoRounds(system: "USCF" | "DUTCH") {
  const wb = sampleBook(8, 3);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 3, system })));
  const h = harness(wb);
  for (const round of [1, 2]) {
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, `Round ${round}`);
    expectDone(await h.run("enterResults"));
  }
  expectDone(await h.run("standings"));
  return h;
}

describe('the Standings sheet\'s "Rating ±"', () => {
  for (const [pairing, system] of [
    ["DUTCH", "FIDE"],
    ["USCF", "USCF"],
  ] as const) {
    test(`${pairing} event: the ${system} change of every player`, async () => {
      const h = await twoRounds(pairing);
      const sheet = h.wb.values("Standings");
      const header = sheet[1] ?? [];
      const col = header.indexOf("Rating ±");
      expect(col).toBe(header.length - 1);
      const t = readWorkbook({ sheets: h.wb.toSheets() }).value;
      const lines = eventRatingChanges(t, system, factsFromTournament(t, system));
      for (const row of sheet.slice(2)) {
        const id = Number(row[1]);
        const line = lines[id - 1];
        expect(row[col] ?? "").toEqual(line?.change ?? "");
      }
      // the changes are real: someone gained or lost
      expect(lines.some((l) => (l.change ?? 0) !== 0)).toBe(true);
    });
  }
  test("the web page's standings have the same column, signed (+12.8, −3.0)", async () => {
    const h = await twoRounds("DUTCH");
    const o = expectDone(await h.run("exportWebPage"));
    const html = o.file?.text ?? "";
    expect(html).toContain(">Rating ±<");
    const t = readWorkbook({ sheets: h.wb.toSheets() }).value;
    const lines = eventRatingChanges(t, "FIDE", factsFromTournament(t, "FIDE"));
    const best = lines.reduce((a, b) => ((b.change ?? -1e9) > (a.change ?? -1e9) ? b : a));
    expect(html).toContain(`+${(best.change ?? 0).toFixed(1)}`);
  });
  test("no column before any rated game", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    expectDone(await h.run("standings"));
    expect(h.wb.values("Standings")[1]).not.toContain("Rating ±");
  });
});

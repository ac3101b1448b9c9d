/** Check pairings, pair around fixed boards and the Never pair sheet through the Excel adapter (office-addin-mock stand-in). */
import { excelPort } from "../../src/excel/port";
import type { PairingsCheck, RoundCheck } from "../../src/core/pairing/check";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import { runActionAsync } from "../../src/workbook/run";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { FakeExcel } from "./fake-excel";

function excel(wb: MemoryWorkbook) {
  const fake = new FakeExcel(wb);
  const port = excelPort(fake);
  return { fake, run: (name: Parameters<typeof runActionAsync>[1], args: object = {}) => runActionAsync(port, name, args as never, defaultContext) };
}

describe("Check pairings through the Excel adapter (DUTCH, 16 players)", () => {
  test("a board fixed by hand is paired around and marked Manual; a colour switch typed by hand is reported with its C.04.3 rule; the Never pair sheet is read", async () => {
    const wb = sampleBook(16, 4);
    wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 4, system: "DUTCH" })));
    const { fake, run } = excel(wb);
    expectDone(await run("pairNext"));
    typeResults(wb, "Round 1");
    expectDone(await run("enterResults"));
    const synced = fake.syncs;
    const around = expectDone(await run("pairAround", { fixed: [{ white: 16, black: 1 }] }));
    expect(around.message).toMatch(/^Paired round 2: 8 boards/);
    expect(fake.syncs - synced).toBe(2); // one read, one write
    const round = wb.values("Round 2");
    expect(round[0]).toContain("Manual");
    expect([String(round[1]?.[1]), String(round[1]?.[2])].map((c) => c.split(" ")[0])).toEqual(["#16", "#1"]);
    // Board 2's colours switched by hand.
    const [w, b] = [String(round[2]?.[1]), String(round[2]?.[2])];
    wb.type("Round 2", 2, 1, b);
    wb.type("Round 2", 2, 2, w);
    wb.addSheet("Never pair");
    wb.type("Never pair", 0, 0, "#1");
    wb.type("Never pair", 0, 1, "#16");
    const o = expectDone(await run("checkPairings"));
    const r2 = (o.data as PairingsCheck).rounds[1] as RoundCheck;
    expect(r2.same).toBe(false);
    expect(r2.differences).toContainEqual({ kind: "colours", recorded: { white: Number(/^#(\d+)/.exec(b)?.[1]), black: Number(/^#(\d+)/.exec(w)?.[1]) } });
    expect(r2.breaches.map((x) => x.rule)).toEqual(expect.arrayContaining(["never-pair list", expect.stringMatching(/^C\.04\.3 5\.2\.[1-5]$/)]));
  });
});

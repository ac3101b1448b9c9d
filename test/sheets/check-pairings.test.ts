/** The built Apps Script bundle (dist/gas/Code.js) in a vm: pair around, a hand change, the Never pair sheet and Check pairings through the sidebar's call. */
import type { PairingsCheck, RoundCheck } from "../../src/core/pairing/check";
import type { Outcome } from "../../src/workbook/outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { loadGas } from "./fake-gas";

function call(world: ReturnType<typeof loadGas>, name: string, args: object = {}): Outcome {
  return world.context.wallchartRun!(name, args) as Outcome;
}

describe("Check pairings in Sheets (dist/gas/Code.js)", () => {
  test("USCF, 16 players: a fixed board paired around, a colour switch by hand marked and reported, the never-pair list named", () => {
    const wb = sampleBook(16, 4);
    wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 4, system: "USCF" })));
    const world = loadGas(wb);
    expectDone(call(world, "pairNext"));
    typeResults(wb, "Round 1");
    expectDone(call(world, "enterResults"));
    const around = expectDone(call(world, "pairAround", { fixed: [{ white: 2, black: 15 }] }));
    expect(around.message).toMatch(/^Paired round 2: 8 boards/);
    const round = wb.values("Round 2");
    expect(round[0]).toContain("Manual");
    expect(String(round[1]?.[1])).toMatch(/^#2\b/);
    let o = call(world, "editRound", { op: "switchColours", board: 3 });
    if (o.kind === "confirm") o = call(world, "editRound", { op: "switchColours", board: 3, confirmed: o.overwrites.map((w) => ({ cell: w.cell, was: w.was })) });
    expectDone(o);
    const manual = wb.values("Round 2")[0]!.indexOf("Manual");
    expect(wb.values("Round 2")[3]?.[manual]).toBe("changed");
    wb.addSheet("Never pair");
    wb.type("Never pair", 0, 0, "#2");
    wb.type("Never pair", 0, 1, "#15");
    const check = expectDone(call(world, "checkPairings"));
    const r2 = (check.data as PairingsCheck).rounds[1] as RoundCheck;
    expect(r2.same).toBe(false);
    const rules = r2.breaches.map((b) => b.rule);
    expect(rules).toContain("never-pair list");
    expect(check.details?.some((l) => /^Round 2: (differs|breaks)/.test(l))).toBe(true);
    expect(world.lock).toMatchObject({ held: false });
  });
});

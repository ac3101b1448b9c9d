/** The built Apps Script bundle (dist/gas/Code.js) in a vm: pair around, a hand change, the Never pair sheet and Check pairings through the sidebar's call. */
import type { PairingsCheck, RoundCheck } from "../../src/core/pairing/check";
import type { Outcome } from "../../src/workbook/outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { expectDone, roundColumns, sampleBook, typeResults } from "../workbook/helpers";
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
    // Pair around asks first about the rules the fixed board breaks (issue 29), then pairs.
    const asked = call(world, "pairAround", { fixed: [{ white: 2, black: 15 }] });
    const acknowledged = asked.kind === "confirm" ? (asked.warnings ?? []) : [];
    const around = expectDone(asked.kind === "confirm" ? call(world, "pairAround", { fixed: [{ white: 2, black: 15 }], acknowledged }) : asked);
    expect(around.message).toMatch(/^Paired round 2: 8 boards/);
    const round = wb.values("Round 2");
    expect(round[0]).toContain("Manual");
    expect(String(round[1]?.[roundColumns(round).white])).toMatch(/^#2\b/);
    let o = call(world, "editRound", { op: "switchColours", board: 3 });
    const colourRules = o.kind === "confirm" ? (o.warnings ?? []) : [];
    if (o.kind === "confirm" && colourRules.length > 0) o = call(world, "editRound", { op: "switchColours", board: 3, acknowledged: colourRules });
    if (o.kind === "confirm") o = call(world, "editRound", { op: "switchColours", board: 3, acknowledged: colourRules, confirmed: o.overwrites.map((w) => ({ cell: w.cell, was: w.was })) });
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

describe("Sections in Sheets (dist/gas/Code.js)", () => {
  test("two sections (40 and 16 players) over 4 rounds through the sidebar's call: moved player, own systems, checked clean", async () => {
    const { sampleTournament } = await import("../../src/core/formats/sample");
    const { makeWorkbook } = await import("../../src/core/formats/workbook");
    const { MemoryWorkbook } = await import("../../src/workbook/memory");
    const wb = new MemoryWorkbook([
      ...makeWorkbook({ ...sampleTournament({ players: 40, rounds: 0, seed: 31 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: `Open ${s.name}` })),
      ...makeWorkbook({ ...sampleTournament({ players: 16, rounds: 0, seed: 32 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: `U1400 ${s.name}` })),
    ]);
    wb.settings.set(`${SETTINGS_KEY}@Open`, settingsText(normalizeSettings({ rounds: 4, system: "DUTCH" })));
    wb.settings.set(`${SETTINGS_KEY}@U1400`, settingsText(normalizeSettings({ rounds: 4, system: "USCF" })));
    const world = loadGas(wb);
    expect((expectDone(call(world, "sections")).data as { sections: string[] }).sections).toEqual(["Open", "U1400"]);
    let move = call(world, "movePlayer", { player: 40, from: "Open", to: "U1400" });
    if (move.kind === "confirm") move = call(world, "movePlayer", { player: 40, from: "Open", to: "U1400", confirmed: move.overwrites.map((o) => ({ cell: o.cell, was: o.was })) });
    expectDone(move);
    for (let round = 1; round <= 4; round++) {
      for (const inSection of ["Open", "U1400"]) {
        expect(expectDone(call(world, "pairNext", { inSection })).message).toMatch(new RegExp(`^Paired round ${round}: ${inSection === "Open" ? 19 : 8} boards`));
        typeResults(wb, `${inSection} Round ${round}`);
        expectDone(call(world, "enterResults", { inSection }));
      }
    }
    for (const inSection of ["Open", "U1400"]) {
      expect(expectDone(call(world, "checkPairings", { inSection })).message).toMatch(/^Every round checked is the (DUTCH|USCF) engine's pairing \(4 rounds\)\.$/);
    }
    expect(wb.names().filter((n) => /^Round \d/.test(n))).toEqual([]);
    expect(world.lock).toMatchObject({ held: false });
  });
});

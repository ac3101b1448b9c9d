/** Check pairings, pair around fixed boards and the Never pair sheet through the Excel adapter (office-addin-mock stand-in). */
import { excelPort } from "../../src/excel/port";
import type { PairingsCheck, RoundCheck } from "../../src/core/pairing/check";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import { runActionAsync } from "../../src/workbook/run";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, roundColumns, sampleBook, typeResults } from "../workbook/helpers";
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
    expect(fake.syncs - synced).toBe(4); // one read, the revision check (issue 28), one write, the Result cells' format
    const round = wb.values("Round 2");
    expect(round[0]).toContain("Manual");
    const c = roundColumns(round);
    expect([String(round[1]?.[c.white]), String(round[1]?.[c.black])].map((x) => x.split(" ")[0])).toEqual(["#16", "#1"]);
    // Board 2's colours switched by hand.
    const [w, b] = [String(round[2]?.[c.white]), String(round[2]?.[c.black])];
    wb.type("Round 2", 2, c.white, b);
    wb.type("Round 2", 2, c.black, w);
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

describe("Sections through the Excel adapter", () => {
  test("two sections (40 and 16 players) over 4 rounds, a player moved before round 1, each section checked clean; a colour switch in one is found", async () => {
    const { sampleTournament } = await import("../../src/core/formats/sample");
    const { makeWorkbook } = await import("../../src/core/formats/workbook");
    const { MemoryWorkbook } = await import("../../src/workbook/memory");
    const sheets = [
      ...makeWorkbook({ ...sampleTournament({ players: 40, rounds: 0, seed: 21 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: `Open ${s.name}` })),
      ...makeWorkbook({ ...sampleTournament({ players: 16, rounds: 0, seed: 22 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: `U1400 ${s.name}` })),
    ];
    const wb = new MemoryWorkbook(sheets);
    wb.settings.set(`${SETTINGS_KEY}@Open`, settingsText(normalizeSettings({ rounds: 4, system: "DUTCH" })));
    wb.settings.set(`${SETTINGS_KEY}@U1400`, settingsText(normalizeSettings({ rounds: 4, system: "USCF" })));
    const { run } = excel(wb);
    let move = await run("movePlayer", { player: 1, from: "U1400", to: "Open" });
    if (move.kind === "confirm") move = await run("movePlayer", { player: 1, from: "U1400", to: "Open", confirmed: move.overwrites.map((o) => ({ cell: o.cell, was: o.was })) });
    expectDone(move);
    for (let round = 1; round <= 4; round++) {
      for (const inSection of ["Open", "U1400"]) {
        expect(expectDone(await run("pairNext", { inSection })).message).toMatch(new RegExp(`^Paired round ${round}: ${inSection === "Open" ? 20 : 7} boards`));
        if (!(inSection === "U1400" && round === 4)) {
          typeResults(wb, `${inSection} Round ${round}`);
          expectDone(await run("enterResults", { inSection }));
        }
      }
    }
    for (const inSection of ["Open", "U1400"]) {
      expect(expectDone(await run("checkPairings", { inSection })).message).toMatch(/^Every round checked is the (DUTCH|USCF) engine's pairing \(4 rounds\)\.$/);
    }
    // U1400's boards follow the Open's 20 (issue 24: sections number their boards apart): its 2nd is 22.
    // Change the pairing asks first about the colour rule it breaks (issue 29), then writes.
    const asked = await run("editRound", { inSection: "U1400", op: "switchColours", board: 22 });
    expect(asked.kind).toBe("confirm");
    const acknowledged = asked.kind === "confirm" ? (asked.warnings ?? []) : [];
    expect(acknowledged.join(" ")).toMatch(/27A4|27A5|29E4/);
    let sw = await run("editRound", { inSection: "U1400", op: "switchColours", board: 22, acknowledged });
    if (sw.kind === "confirm") sw = await run("editRound", { inSection: "U1400", op: "switchColours", board: 22, acknowledged, confirmed: sw.overwrites.map((o) => ({ cell: o.cell, was: o.was })) });
    expect(expectDone(sw).message).toMatch(/^Board 22: colours switched .*\. U1400 Round 4 now breaks US Chess (27A4|27A5|29E4)/);
    expect(wb.values("U1400 Round 4")[0]).toContain("Manual");
    expect(wb.has("Round 4")).toBe(false);
  });
});

/**
 * Issue 24 (item 4): the pane's "First board" field. A section's first board, typed in Settings,
 * is kept under the section's key and numbers its Round sheet; blank goes back to numbering after
 * the previous section; a number that is not a board is refused, nothing saved.
 */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import type { EventStatus } from "../../src/workbook/api";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { sectionSheet } from "../../src/workbook/sections";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, harness } from "./helpers";

function twoSections(): MemoryWorkbook {
  const sheets = [
    ...makeWorkbook({ ...sampleTournament({ players: 12, rounds: 0, seed: 11 }), totalRounds: 3 }).sheets.map((s) => ({ ...s, name: sectionSheet("Open", s.name) })),
    ...makeWorkbook({ ...sampleTournament({ players: 8, rounds: 0, seed: 12 }), totalRounds: 3 }).sheets.map((s) => ({ ...s, name: sectionSheet("U1400", s.name) })),
  ];
  const wb = new MemoryWorkbook(sheets);
  wb.activate("Open Players");
  return wb;
}

const boards = (wb: MemoryWorkbook, sheet: string) => wb.values(sheet).slice(1).map((r) => r[0]).filter((b) => typeof b === "number");

describe("issue 24 (4): a section's first board from the pane", () => {
  test("U1400 from board 101: saved under the section's key, shown by Status, used by Pair next round", async () => {
    const h = harness(twoSections(), defaultContext);
    expectDone(await h.run("pairNext", { inSection: "Open" }));
    const before = expectDone(await h.run("status", { inSection: "U1400" }));
    expect((before.data as EventStatus).firstBoard).toBe(7); // after Open's 6 boards
    const saved = expectDone(await h.run("saveSettings", { inSection: "U1400", settings: {}, firstBoard: 101 }));
    expect(saved.message).toMatch(/; boards from 101\.$/);
    expect(h.wb.settings.get("firstBoard@U1400")).toBe("101");
    expect((expectDone(await h.run("status", { inSection: "U1400" })).data as EventStatus).firstBoard).toBe(101);
    expectDone(await h.run("pairNext", { inSection: "U1400" }));
    expect(boards(h.wb, "U1400 Round 1")).toEqual([101, 102, 103, 104]);
    expect(boards(h.wb, "Open Round 1")).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("blank goes back to after the previous section; 0 or 2.5 is refused and nothing is saved", async () => {
    const h = harness(twoSections(), defaultContext);
    expectDone(await h.run("saveSettings", { inSection: "U1400", settings: {}, firstBoard: 50 }));
    const cleared = expectDone(await h.run("saveSettings", { inSection: "U1400", settings: {}, firstBoard: null }));
    expect(cleared.message).toMatch(/; boards numbered after the previous section's\.$/);
    expect(h.wb.settings.get("firstBoard@U1400")).toBe("");
    for (const bad of [0, 2.5]) {
      const o = await h.run("saveSettings", { inSection: "U1400", settings: { rounds: 5 }, firstBoard: bad });
      expect(o.kind).toBe("refused");
      expect(o.message).toBe(`First board: "${bad}" is not a board number (a whole number from 1 to 9999); nothing was saved.`);
    }
    expect(h.wb.settings.get("firstBoard@U1400")).toBe("");
  });
});

/**
 * Issue 29, item 3: a desk for several sections. The tabs read section by section (the port places
 * each new sheet after its own section's, the lists by name of past rounds go to the end).
 */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { sectionSheet, tabPlaces } from "../../src/workbook/sections";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, harness, typeResults } from "./helpers";

function twoSections(): MemoryWorkbook {
  const sheets = [
    ...makeWorkbook({ ...sampleTournament({ players: 12, rounds: 0, seed: 11 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: sectionSheet("Open", s.name) })),
    ...makeWorkbook({ ...sampleTournament({ players: 8, rounds: 0, seed: 12 }), totalRounds: 4 }).sheets.map((s) => ({ ...s, name: sectionSheet("U1600", s.name) })),
  ];
  const wb = new MemoryWorkbook(sheets);
  wb.activate("Open Players");
  return wb;
}

/** The section of each tab in order, runs collapsed: ["Open", "U1600"] when the tabs read section by section. */
const runs = (names: readonly string[]): string[] =>
  names.map((n) => n.split(" ")[0] as string).filter((s, i, all) => i === 0 || all[i - 1] !== s);

describe("tabs grouped by section (issue 29)", () => {
  test("two sections paired in turn over three rounds: each section's tabs together, past lists by name at the end", async () => {
    const h = harness(twoSections(), defaultContext);
    for (let round = 1; round <= 3; round++) {
      for (const s of ["Open", "U1600"]) {
        expectDone(await h.run("pairNext", { inSection: s }));
        typeResults(h.wb, `${s} Round ${round}`, () => "1-0");
        expectDone(await h.run("enterResults", { inSection: s }));
      }
    }
    const tabs = h.wb.names();
    const current = tabs.filter((n) => !/Names R[12]$/.test(n));
    expect(runs(current)).toEqual(["Open", "U1600"]);
    expect(tabs.slice(-4)).toEqual(["Open Names R1", "Open Names R2", "U1600 Names R1", "U1600 Names R2"]);
    // The current round's list by name sits beside its Round sheet.
    expect(tabs.indexOf("Open Names R3")).toBe(tabs.indexOf("Open Round 3") + 1);
    expect(tabs.indexOf("U1600 Names R3")).toBe(tabs.indexOf("U1600 Round 3") + 1);
  });

  test("a single event's tabs are left where the host puts them", () => {
    expect(tabPlaces(["Players", "Wallchart", "Notes", "Round 1"], { addSheets: ["Round 2"], blocks: [] })).toEqual([]);
  });

  test("the director's own sheets stay where they are; a new section sheet goes after its section's last", () => {
    const before = ["Notes", "Open Players", "Open Wallchart", "Open Round 1", "U1600 Players", "U1600 Wallchart", "Budget"];
    expect(tabPlaces(before, { addSheets: ["Open Round 2"], blocks: [] })).toEqual([{ sheet: "Open Round 2", index: 4 }]);
    expect(tabPlaces(before, { addSheets: ["U1600 Round 1"], blocks: [] })).toEqual([{ sheet: "U1600 Round 1", index: 6 }]);
  });
});

/**
 * The Excel adapter against an office-addin-mock stand-in of Excel: one sync per read and one per
 * write whatever the size, text written with the apostrophe, settings in the workbook, a failed
 * batch undone, and the actions working end to end as in the playground.
 */
import { excelPort } from "../../src/excel/port";
import type { EventStatus } from "../../src/workbook/api";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { runActionAsync } from "../../src/workbook/run";
import { SETTINGS_KEY } from "../../src/workbook/settings";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { FakeExcel } from "./fake-excel";

function excel(wb: MemoryWorkbook) {
  const fake = new FakeExcel(wb);
  const port = excelPort(fake);
  return {
    fake,
    port,
    run: (name: Parameters<typeof runActionAsync>[1], args: object = {}) =>
      runActionAsync(port, name, args as never, defaultContext),
  };
}

describe("Excel port", () => {
  test("a read is one Excel.run with one sync, placing the used range from A1", async () => {
    const wb = new MemoryWorkbook([{ name: "S", cells: [[null], [null, null, "x", 2]] }]);
    wb.type("S", 2, 2, "=A1");
    wb.settings.set("k", "v");
    const { fake, port } = excel(wb);
    const snap = await port.read({ sheets: ["S", "Missing"], active: true });
    expect([fake.runs, fake.syncs]).toEqual([1, 1]);
    expect(snap.sheetNames).toEqual(["S"]);
    expect(snap.active).toBe("S");
    expect(snap.sheets).toEqual({ S: [[], [null, null, "x", 2], [null, null, "#NAME?"]] });
    expect(snap.restore?.S?.[2]?.[2]).toBe("=A1");
    expect(snap.settings).toEqual({ k: "v" });
  });

  test("pairing 41 players is one sync to read, one to check the revision, one to write and one to format the Result cells, each block one assignment", async () => {
    const { fake, run } = excel(sampleBook(41, 5));
    expectDone(await run("pairNext"));
    expect(fake.syncs).toBe(4); // read, the revision check (two directors, issue 28), write, the Result cells' format
    // The round sheet whole; in the wallchart the header R1 and, further down, the bye's B.
    expect(fake.log.filter((l) => l.startsWith("values"))).toEqual([
      "values Round 1!R1C1:22x8",
      "values Names R1!R1C1:43x7",
      "values Wallchart!R1C3:1x1",
      expect.stringMatching(/^values Wallchart!R\d+C3:1x1$/),
    ]);
    expect(fake.log[0]).toBe("add Round 1");
  });

  test("issue 29: a section's new Round sheet is placed after its own section's tabs (worksheet.position)", async () => {
    const cells = (n: number) => sampleBook(n, 3).toSheets();
    const wb = new MemoryWorkbook([
      ...cells(8).map((s) => ({ ...s, name: `Open ${s.name}` })),
      ...cells(6).map((s) => ({ ...s, name: `U1600 ${s.name}` })),
    ]);
    const { fake, run } = excel(wb);
    expectDone(await run("pairNext", { inSection: "Open" }));
    expect(fake.log).toContain("position Open Round 1");
    const tabs = wb.names();
    expect(tabs.indexOf("Open Round 1")).toBeLessThan(tabs.indexOf("U1600 Players"));
    expect(tabs.indexOf("Open Names R1")).toBe(tabs.indexOf("Open Round 1") + 1);
  });

  test("text is written with the apostrophe Excel needs to keep it text", async () => {
    const names = ["=cmd|' /C calc'!A0", "+Ann", "-Bob", "@Cy"];
    const wb = new MemoryWorkbook([
      { name: "Players", cells: [["Name", "Rating"], ...names.map((n, i) => [n, 1500 - i])] },
    ]);
    const { run } = excel(wb);
    expectDone(await run("pairNext"));
    expect(
      wb
        .values("Wallchart")
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(names);
    for (let c = 0; c < 3; c++) expect(wb.formula("Wallchart", 1, c)).toBe("");
  });

  test("settings are stored in the workbook's settings", async () => {
    const wb = sampleBook(4, 3);
    const { run } = excel(wb);
    expectDone(await run("saveSettings", { settings: { system: "USCF", tiebreaks: ["SOLKOFF"], rounds: 6 } }));
    expect(JSON.parse(wb.settings.get(SETTINGS_KEY) ?? "{}")).toMatchObject({ tiebreaks: ["SOLKOFF"], rounds: 6 });
    expect((expectDone(await run("status")).data as EventStatus).settings.rounds).toBe(6);
  });

  test("a batch that fails part way is undone: the old cells are back, the new sheet is gone", async () => {
    const wb = sampleBook(8, 3);
    wb.type("Wallchart", 1, 4, "=1+1");
    const before = wb.toSheets();
    const { fake, run } = excel(wb);
    fake.failAtOp = 4; // add Round 1, add Names R1, values Round 1, values Names R1 … then the wallchart column fails
    const o = await run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" && o.problems[0]).toMatch(/GeneralException: values Wallchart.* failed \(simulated\)/);
    expect(wb.toSheets()).toEqual(before);
    expect(wb.formula("Wallchart", 1, 4)).toBe("=1+1");
    expect(wb.names()).not.toContain("Round 1");
    expect(wb.names()).not.toContain("Names R1");
  });

  test("a whole round in Excel: pair, results typed, entered, standings", async () => {
    const wb = sampleBook(10, 3);
    const { fake, run } = excel(wb);
    expectDone(await run("pairNext"));
    typeResults(wb, "Round 1");
    const syncs = fake.syncs;
    expectDone(await run("enterResults"));
    expect(fake.syncs - syncs).toBe(4); // read (Round 1 is the active sheet), its list by name (boards typed over, issue 29), revision check, write
    const chart = wb.values("Wallchart");
    expect(chart.slice(1).every((r) => typeof r[2] === "string" && r[2] !== "")).toBe(true);
    const s = expectDone(await run("standings"));
    expect(s.message).toMatch(/^Standings after round 1/);
    expect(wb.active).toBe("Standings");
    expect(expectDone(await run("pairNext")).message).toMatch(/^Paired round 2/);
  });
});

/** The weekend (issue 11's acceptance script) through the BUILT Apps Script bundle (dist/gas/Code.js) in a vm. */
import type { Outcome } from "../../src/workbook/outcome";
import { chartOf, memoryHost, playWeekend, readEnd, replay, trfRoundTrip, weekendBook } from "../workbook/weekend";
import { loadGas } from "./fake-gas";

describe("a real weekend in Sheets (dist/gas/Code.js)", () => {
  test("the same script through the sidebar's server call: the wallchart equals the core's replay; the TRF re-imports to the same event", async () => {
    const wb = weekendBook();
    const world = loadGas(wb);
    const host = memoryHost(wb, (name, args) => world.context.wallchartRun!(name, args) as Outcome);
    await playWeekend(host);
    const end = await readEnd(host);
    expect(end.problems).toEqual([]);
    expect(chartOf(end.t)).toEqual(chartOf(replay()));
    expect(chartOf(await trfRoundTrip(host))).toEqual(chartOf(end.t));
    // The undo log lives in document properties, in pieces Sheets can hold (9 KB a value).
    const pieces = [...wb.settings].filter(([k]) => k.startsWith("wallchart.undo."));
    expect(pieces.length).toBeGreaterThan(0);
    for (const [, v] of pieces) expect(v.length).toBeLessThanOrEqual(8000);
  });
});

describe("issue 24 (5) in Sheets: number formats through setNumberFormat", () => {
  test("Standings: the score column is formatted # ?/2 after the values are written", async () => {
    const wb = weekendBook();
    const world = loadGas(wb);
    const host = memoryHost(wb, (name, args) => world.context.wallchartRun!(name, args) as Outcome);
    await playWeekend(host);
    const o = world.context.wallchartRun!("standings", {}) as Outcome;
    expect(o.kind).toBe("done");
    const formats = world.calls.filter((c) => c.startsWith("setNumberFormat Standings!"));
    expect(formats.some((c) => /^setNumberFormat Standings!E3:E\d+(,[A-Z]3:[A-Z]\d+)* # \?\/2$/.test(c))).toBe(true);
    const values = world.calls.findIndex((c) => c.startsWith("setValues Standings!"));
    expect(values).toBeGreaterThanOrEqual(0);
    expect(world.calls.indexOf(formats[0] as string)).toBeGreaterThan(values);
  });
});

describe("issue 24 (3) in Sheets: the wall sheets laid out to print as they are", () => {
  test("Pair next round: Round 1 and Names R1 get their header rows frozen and their columns sized to what they hold", async () => {
    const wb = weekendBook();
    const world = loadGas(wb);
    const o = world.context.wallchartRun!("pairNext", {}) as Outcome;
    expect(o.kind).toBe("done");
    expect(world.calls).toContain("setFrozenRows Round 1 1");
    expect(world.calls).toContain("autoResizeColumns Round 1 1 8");
    expect(world.calls.some((c) => /^setFrozenRows Names R1 2$/.test(c))).toBe(true);
    expect(world.calls.some((c) => /^autoResizeColumns Names R1 1 7$/.test(c))).toBe(true);
  });
});

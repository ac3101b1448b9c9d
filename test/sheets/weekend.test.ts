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

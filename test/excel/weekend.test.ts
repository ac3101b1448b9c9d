/** The weekend (issue 11's acceptance script) through the Excel adapter (office-addin-mock stand-in). */
import { excelPort } from "../../src/excel/port";
import { runActionAsync } from "../../src/workbook/run";
import { defaultContext } from "../../src/workbook/wiring";
import { chartOf, memoryHost, playWeekend, readEnd, replay, trfRoundTrip, weekendBook } from "../workbook/weekend";
import { FakeExcel } from "./fake-excel";

describe("a real weekend through the Excel adapter", () => {
  test("the same script: the wallchart equals the core's replay; the TRF re-imports to the same event; round sheets deleted by undo are gone", async () => {
    const wb = weekendBook();
    const port = excelPort(new FakeExcel(wb));
    const host = memoryHost(wb, (name, args) => runActionAsync(port, name, args, defaultContext));
    await playWeekend(host);
    const end = await readEnd(host);
    expect(end.problems).toEqual([]);
    expect(chartOf(end.t)).toEqual(chartOf(replay()));
    expect(chartOf(await trfRoundTrip(host))).toEqual(chartOf(end.t));
    expect(wb.names().filter((n) => n.startsWith("Round"))).toEqual([
      "Round 1",
      "Round 2",
      "Round 3",
      "Round 4",
      "Round 5",
    ]);
  });
});

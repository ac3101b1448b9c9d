/** The weekend (issue 11's acceptance script) over the in-memory workbook with the real engines. */
import { defaultContext } from "../../src/workbook/wiring";
import { harness } from "./helpers";
import { chartOf, memoryHost, playWeekend, readEnd, replay, trfRoundTrip, weekendBook } from "./weekend";

describe("a real weekend, start to finish (in-memory workbook)", () => {
  test("40 players, 5 rounds, late entries, byes ahead, withdrawals, a correction and re-pair, an undo: the wallchart equals the core's replay; the TRF re-imports to the same event", async () => {
    const h = harness(weekendBook(), defaultContext);
    const host = memoryHost(h.wb, h.run);
    await playWeekend(host);
    const end = await readEnd(host);
    expect(end.problems).toEqual([]);
    expect(end.t.players).toHaveLength(40);
    expect(chartOf(end.t)).toEqual(chartOf(replay()));
    const back = await trfRoundTrip(host);
    expect(chartOf(back)).toEqual(chartOf(end.t));
    expect(back.players.map((p) => [p.name, p.rating])).toEqual(end.t.players.map((p) => [p.name, p.rating]));
  });
});

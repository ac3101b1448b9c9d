/**
 * Issue 28, item 4, in Excel: there the unit is `context.sync` (a round trip to Excel, to the server
 * in Excel on the web), and one read takes every sheet asked for in one sync, so reading fewer
 * sheets saves no sync. This counts each action's syncs at round 9 of a 300-player event through
 * the Excel port over the office-addin-mock stand-in, as test/sheets/call-meter.test.ts counts Sheets'
 * calls, and holds each count as a ceiling (docs/performance.md gives the figures).
 */
import { excelPort } from "../../src/excel/port";
import { runActionAsync } from "../../src/workbook/run";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { FakeExcel } from "./fake-excel";

/**
 * Syncs today: one read (the first read takes the Round sheets it names as likely, where each action
 * read them in a second sync before: status 2, Pair next round, Enter results and Standings 5, Export
 * TRF 2), one more where an action asks for a sheet it names only after seeing the first (Enter
 * results' list by name), the revision check before a write, the write, and the formats after it.
 */
const CEILING: Readonly<Record<string, number>> = { status: 1, pairNext: 4, enterResults: 4, standings: 4, exportTrf: 1, undo: 3 };

describe("Excel's syncs per action at round 9 of a 300-player event (issue 28, item 4)", () => {
  const wb = sampleBook(300, 9, 28);
  const fake = new FakeExcel(wb);
  const port = excelPort(fake);
  const run = (name: Parameters<typeof runActionAsync>[1], args: object = {}) => runActionAsync(port, name, args as never, defaultContext);
  const seen: Record<string, number> = {};
  afterAll(() => console.log(`Excel syncs per action at round 9 of 300 players: ${JSON.stringify(seen)}`));

  beforeAll(async () => {
    for (let round = 1; round <= 8; round++) {
      expectDone(await run("pairNext"));
      typeResults(wb, `Round ${round}`);
      expectDone(await run("enterResults"));
    }
  }, 120000);

  test.each(["status", "pairNext", "enterResults", "standings", "exportTrf", "undo"])("%s: within its syncs", async (name) => {
    if (name === "enterResults") typeResults(wb, "Round 9");
    let before = fake.syncs;
    let outcome = await run(name as never);
    if (outcome.kind === "confirm") {
      before = fake.syncs;
      outcome = await run(name as never, { acknowledged: outcome.warnings ?? [] });
    }
    expect(outcome.kind).toBe("done");
    seen[name] = fake.syncs - before;
    expect(fake.syncs - before).toBeLessThanOrEqual(CEILING[name] ?? 0);
  }, 60000);
});

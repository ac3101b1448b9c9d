/**
 * One status read per click in Excel's pane (issue 28, item 4). The pane refreshes its event line
 * after every button; that refresh read the workbook in a sync of its own. Now the button's action
 * brings the status back, decided on what the action read and wrote (taskpane/excel-backend.ts,
 * runActionWithStatusAsync), and the refresh takes it: the click costs the action's syncs and no
 * more, counted on the Excel fake (office-addin-mock) at round 9 of a 300-player event.
 */
import { excelPort } from "../../src/excel/port";
import type { ActionName } from "../../src/workbook/api";
import type { Outcome } from "../../src/workbook/outcome";
import { runActionAsync, runActionWithStatusAsync } from "../../src/workbook/run";
import { defaultContext } from "../../src/workbook/wiring";
import { excelBackend } from "../../taskpane/excel-backend";
import { expectDone, sampleBook, typeResults } from "../workbook/helpers";
import { chartOf, memoryHost, playWeekend, readEnd, replay, weekendBook } from "../workbook/weekend";
import { FakeExcel } from "./fake-excel";

/** A click as the pane makes it: the action (its questions answered yes), then the refresh's status. */
async function click(
  run: (name: ActionName, args: object) => Promise<Outcome>,
  name: ActionName,
): Promise<{ outcome: Outcome; status: Outcome }> {
  let outcome = await run(name, {});
  if (outcome.kind === "confirm") outcome = await run(name, { acknowledged: outcome.warnings ?? [] });
  return { outcome, status: await run("status", {}) };
}

describe("Excel's pane: one status read per click (issue 28, item 4)", () => {
  // Two workbooks in the same state: the old click on one (the action, then the status in a read of
  // its own), the pane's click on the other.
  const oldBook = sampleBook(300, 9, 28);
  const oldFake = new FakeExcel(oldBook);
  const oldPort = excelPort(oldFake);
  const wb = sampleBook(300, 9, 28);
  const fake = new FakeExcel(wb);
  const port = excelPort(fake);
  const plainOn = (on: typeof port) => (name: ActionName, args: object = {}) => runActionAsync(on, name, args as never, defaultContext);
  const plain = plainOn(port);
  const backend = excelBackend(port, defaultContext);
  const pane = (name: ActionName, args: object) => backend.run(name, args as never);
  const seen: Record<string, string> = {};
  afterAll(() => console.log(`Excel syncs per click (the action and the pane's status) at round 9 of 300 players, before → now: ${JSON.stringify(seen)}`));

  beforeAll(async () => {
    for (const [book, run] of [[oldBook, plainOn(oldPort)], [wb, plain]] as const)
      for (let round = 1; round <= 8; round++) {
        expectDone(await run("pairNext"));
        typeResults(book, `Round ${round}`);
        expectDone(await run("enterResults"));
      }
  }, 240000);

  test.each(["pairNext", "enterResults", "standings", "exportTrf", "undo", "enterResults"] as const)(
    "%s: the click's status costs no sync of its own and is what a status read then says",
    async (name) => {
      if (name === "enterResults") {
        typeResults(oldBook, "Round 9");
        typeResults(wb, "Round 9");
      }
      const start = oldFake.syncs;
      const old = await click(plainOn(oldPort), name);
      const before = oldFake.syncs - start;
      expect(old.outcome.kind).toBe("done");

      const from = fake.syncs;
      const { outcome, status } = await click(pane, name);
      const now = fake.syncs - from;
      expect(outcome).toEqual(old.outcome);
      seen[name] = `${before} → ${now}`;
      expect(now).toBe(before - 1);
      expect(status).toEqual(old.status);
      expect(status).toEqual(await plain("status"));
    },
    60000,
  );

  test("the status is taken once (a second status is read), and a desk's own read in between brings none and leaves it", async () => {
    await click(pane, "standings");
    const from = fake.syncs;
    expectDone(await pane("status", {}));
    expect(fake.syncs - from).toBe(1);
    expectDone(await pane("exportTrf", {}));
    const before = fake.syncs;
    await pane("ladderStatus", {});
    expect(fake.syncs - before).toBe(1); // the ladder's read, and no status with it
    const after = fake.syncs;
    expect(await pane("status", {})).toEqual(await plain("status"));
    expect(fake.syncs - after).toBe(1); // the status brought by Export TRF took no sync: the 1 is the fresh read compared
  });

  test("an action in a section leaves the status to be read", async () => {
    const r = await runActionWithStatusAsync(port, "pairNext", { inSection: "U1600" } as never, defaultContext);
    expect(r.status).toBeNull();
    expect((await runActionWithStatusAsync(port, "status", {} as never, defaultContext)).status).toBeNull();
  });

  test("a status brought more than a few seconds ago is read again", async () => {
    let clock = 0;
    const late = excelBackend(port, defaultContext, undefined, () => clock);
    expectDone(await late.run("exportTrf", {}));
    clock += 6000;
    const from = fake.syncs;
    expectDone(await late.run("status", {}));
    expect(fake.syncs - from).toBe(1);
  });
});

describe("The weekend through Excel's pane backend", () => {
  test("every status brought back with an action is the status a read then gives, and the wallchart ends as the core's replay", async () => {
    const wb = weekendBook();
    const fake = new FakeExcel(wb);
    const port = excelPort(fake);
    const backend = excelBackend(port, defaultContext);
    let compared = 0;
    const host = memoryHost(wb, async (name, args) => {
      const outcome = await backend.run(name, args);
      const from = fake.syncs;
      const status = await backend.run("status", {});
      if (fake.syncs === from) {
        // Brought with the action: it must say what a fresh read says.
        expect(status).toEqual(await runActionAsync(port, "status", {}, defaultContext));
        compared++;
      }
      return outcome;
    });
    await playWeekend(host);
    const end = await readEnd(host);
    expect(end.problems).toEqual([]);
    expect(chartOf(end.t)).toEqual(chartOf(replay()));
    expect(compared).toBeGreaterThan(10);
  }, 120000);
});

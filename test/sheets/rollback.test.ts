/**
 * Issue 17 item 3 in Google Sheets (the BUILT dist/gas/Code.js in a vm): with the Wallchart sheet
 * protected, Pair next round fails and its undo fails on the same sheet; the new Round 1 sheet must
 * still go, the answer must be true, and pressing Pair again must see the real state.
 */
import type { Outcome } from "../../src/workbook/outcome";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, sampleBook } from "../workbook/helpers";
import { SCENARIOS, argsOf } from "../workbook/rollback-scenarios";
import { loadGas } from "./fake-gas";

function call(world: ReturnType<typeof loadGas>, name: string, args: object = {}): Outcome {
  return world.context.wallchartRun!(name, args) as Outcome;
}

function state(wb: MemoryWorkbook) {
  return { names: wb.names(), sheets: wb.toSheets(), settings: Object.fromEntries(wb.settings) };
}

describe("issue 17: the all-or-nothing promise in Sheets", () => {
  test("a protected Wallchart: the Round 1 sheet goes, the answer is true, Pair again pairs round 1", () => {
    const wb = sampleBook(4, 3);
    const before = state(wb);
    const world = loadGas(wb);
    world.faults.when = (op) => op === "setValues Wallchart";
    const o = call(world, "pairNext");
    expect(o).toMatchObject({ kind: "refused", message: "Pair next round failed; the workbook was left as it was." });
    expect(state(wb)).toEqual(before);
    world.faults.when = null;
    expect(expectDone(call(world, "pairNext")).message).toMatch(/^Paired round 1/);
  });

  test("when the new sheet cannot be deleted either, the answer names it and says how to put it right", () => {
    const wb = sampleBook(4, 3);
    const world = loadGas(wb);
    world.faults.when = (op) => op === "setValues Wallchart" || op === "deleteSheet Round 1";
    const o = call(world, "pairNext");
    expect(o).toEqual({
      kind: "refused",
      message:
        "Pair next round failed, and putting the workbook back failed too: 1 thing is left as the failed write made it. Put it right before trying again.",
      problems: [
        "Exception: setValues Wallchart: you are trying to edit a protected cell or object (simulated)",
        'the new sheet "Round 1": delete the sheet "Round 1" (the failed action added it)',
      ],
    });
  });

  test("a failure at every write of Pair next round and Standings leaves the workbook as it was", () => {
    for (const action of ["pairNext", "standings"]) {
      const dry = sampleBook(6, 3);
      const dryWorld = loadGas(dry);
      if (action === "standings") expectDone(call(dryWorld, "pairNext"));
      const ops: string[] = [];
      dryWorld.faults.when = (op) => (ops.push(op), false);
      call(dryWorld, action);
      expect(ops.length).toBeGreaterThan(0);
      for (let k = 0; k < ops.length; k++) {
        const wb = sampleBook(6, 3);
        const world = loadGas(wb);
        if (action === "standings") expectDone(call(world, "pairNext"));
        const before = state(wb);
        let n = 0;
        world.faults.when = () => n++ === k;
        const o = call(world, action);
        expect(o).toMatchObject({ kind: "refused", message: expect.stringMatching(/left as it was\.$/) });
        expect(state(wb)).toEqual(before);
        world.faults.when = null;
        expectDone(call(world, action)); // the retry sees the real state
      }
    }
  });
});

describe("issue 28 (2): a failure at every write of every action in Sheets, deleted sheets included", () => {
  test.each(SCENARIOS)("$name", async (s) => {
    const dryBook = await s.book();
    const args = await argsOf(s, dryBook);
    const dryWorld = loadGas(dryBook);
    const ops: string[] = [];
    dryWorld.faults.when = (op) => (ops.push(op), false);
    expectDone(call(dryWorld, s.action, args as object));
    expect(ops.length).toBeGreaterThan(0);
    for (let k = 0; k < ops.length; k++) {
      const wb = await s.book();
      const world = loadGas(wb);
      const before = state(wb);
      let n = 0;
      world.faults.when = () => n++ === k;
      const o = call(world, s.action, args as object);
      expect(o).toMatchObject({ kind: "refused", message: expect.stringMatching(/left as it was\.$/) });
      expect(state(wb)).toEqual(before);
      world.faults.when = null;
      expectDone(call(world, s.action, args as object));
    }
  });

  test("Undo the round's pairing: deleting Names R2 fails after Round 2 went; Round 2 comes back in its place with its typed results", async () => {
    const s = SCENARIOS.find((x) => x.action === "undoRound") as (typeof SCENARIOS)[number];
    const wb = await s.book();
    const before = state(wb);
    const args = await argsOf(s, wb);
    const world = loadGas(wb);
    world.faults.when = (op) => op === "deleteSheet Names R2";
    const o = call(world, "undoRound", args as object);
    expect(o).toMatchObject({ kind: "refused", message: "Undo the round's pairing failed; the workbook was left as it was." });
    expect(state(wb)).toEqual(before);
  });
});

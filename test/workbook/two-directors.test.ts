/**
 * Issue 28, item 3: two directors in one workbook (Excel co-authoring, or one workbook open twice).
 * B reads, A pairs round 2, B writes: before, B's batch overwrote A's wallchart column with B's old
 * values and dropped A's undo record (and, when B's write failed, B's rollback deleted A's Round 2).
 * Now every batch carries the revision it was read at and B is refused before writing anything.
 */
import { memoryPort, type MemoryWorkbook } from "../../src/workbook/memory";
import { excelPort } from "../../src/excel/port";
import { runActionAsync } from "../../src/workbook/run";
import { REVISION_KEY, type AsyncWorkbookPort } from "../../src/workbook/port";
import { readLog } from "../../src/workbook/undo";
import { defaultContext } from "../../src/workbook/wiring";
import { FakeExcel } from "../excel/fake-excel";
import { expectDone, harness, testContext, typeResults } from "./helpers";
import { withResults } from "./rollback-scenarios";

function state(wb: MemoryWorkbook) {
  return { names: wb.names(), sheets: wb.toSheets(), settings: Object.fromEntries(wb.settings) };
}

/** A port that runs `between` once, right after its first read (the other director's click). */
function racing(port: AsyncWorkbookPort, between: () => Promise<unknown>): AsyncWorkbookPort {
  let first = true;
  return {
    ...port,
    async read(request) {
      const snap = await port.read(request);
      if (first) {
        first = false;
        await between();
      }
      return snap;
    },
  };
}

/** Round 1 entered: the next click on either side pairs round 2. */
async function entered(): Promise<MemoryWorkbook> {
  const h = harness(await withResults());
  expectDone(await h.run("enterResults"));
  return h.wb;
}

describe("issue 28 (3): two directors, one workbook", () => {
  test("memory: B read, A paired round 2, B's Pair is refused before it writes; A's round, column and undo record stay", async () => {
    const wb = await entered();
    const a = memoryPort(wb);
    let afterA: ReturnType<typeof state> | null = null;
    const b = racing(memoryPort(wb), async () => {
      expectDone(await runActionAsync(a, "pairNext", {}, testContext));
      afterA = state(wb);
    });
    const o = await runActionAsync(b, "pairNext", {}, testContext);
    expect(o).toMatchObject({
      kind: "refused",
      message:
        "The workbook changed since you pressed Pair next round (another director, or the workbook open twice); nothing was written. Look and press again.",
    });
    expect(state(wb)).toEqual(afterA);
    expect(readLog(Object.fromEntries(wb.settings)).map((r) => r.label)).toContain("Pair round 2");
    // Pressing again reads the workbook as it is now: round 2 is paired, so B is told to enter its results first.
    const again = await runActionAsync(memoryPort(wb), "pairNext", {}, testContext);
    expect(again.kind).not.toBe("done");
  });

  test("Excel co-authoring: B's write fails after A paired; B's rollback deletes nothing of A's", async () => {
    const wb = await entered();
    const a = excelPort(new FakeExcel(wb));
    const fakeB = new FakeExcel(wb);
    let afterA: ReturnType<typeof state> | null = null;
    const b = racing(excelPort(fakeB), async () => {
      expectDone(await runActionAsync(a, "pairNext", {}, defaultContext));
      afterA = state(wb);
      fakeB.failWhen = (what) => what.startsWith("values Wallchart"); // B's write would fail part way
    });
    const o = await runActionAsync(b, "pairNext", {}, defaultContext);
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^The workbook changed since you pressed Pair next round/);
    expect(state(wb)).toEqual(afterA);
    expect(wb.names()).toContain("Round 2");
  });

  test("every batch raises the revision by one; a failed batch leaves it as it was", async () => {
    const wb = await entered();
    const h = harness(wb);
    const r0 = Number(wb.settings.get(REVISION_KEY) ?? "0");
    expectDone(await h.run("pairNext"));
    expect(Number(wb.settings.get(REVISION_KEY))).toBe(r0 + 1);
    typeResults(wb, "Round 2");
    wb.failOn = (op) => op === "block Wallchart";
    expect((await h.run("enterResults")).kind).toBe("refused");
    expect(Number(wb.settings.get(REVISION_KEY))).toBe(r0 + 1);
    wb.failOn = null;
    expectDone(await h.run("enterResults"));
    expect(Number(wb.settings.get(REVISION_KEY))).toBe(r0 + 2);
  });
});

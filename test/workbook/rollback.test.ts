/**
 * Issue 17 item 3: the pane's all-or-nothing promise. A failure is injected at every write of every
 * action, and (a property) at any set of the undo's steps: the answer either says the workbook was
 * left as it was and it was (cells, sheets, settings), or says exactly what is left, naming only
 * things that really are left and every one of them. After a clean undo, the retry works.
 */
import fc from "fast-check";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { expectDone, harness, sampleBook } from "./helpers";
import { ACTIONS } from "../../src/workbook/actions";
import type { ActionName } from "../../src/workbook/api";
import { READ_ONLY, SCENARIOS, argsOf, withResults, type Scenario } from "./rollback-scenarios";

interface State {
  readonly names: string[];
  readonly sheets: ReturnType<MemoryWorkbook["toSheets"]>;
  readonly settings: Record<string, string>;
}

function state(wb: MemoryWorkbook): State {
  return { names: wb.names(), sheets: wb.toSheets(), settings: Object.fromEntries(wb.settings) };
}

/** The write operations an action performs (a dry run that fails nothing). */
async function writeOps(s: Scenario): Promise<string[]> {
  const wb = await s.book();
  const ops: string[] = [];
  wb.failOn = (op) => {
    if (op !== "read") ops.push(op);
    return false;
  };
  const h = harness(wb);
  expectDone(await h.run(s.action, await argsOf(s, wb)));
  return ops;
}

/** The answer is true to the workbook: "left as it was" only when it was; otherwise each thing left named, and only those. */
function expectTruthful(o: Outcome, before: State, after: State): void {
  expect(o.kind).toBe("refused");
  if (o.kind !== "refused") return;
  const lines = o.problems.slice(1);
  if (/left as it was/.test(o.message)) {
    expect(after).toEqual(before);
    return;
  }
  expect(o.message).toMatch(/failed, and putting the workbook back failed too/);
  expect(after).not.toEqual(before);
  const quoted = (s: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(s) ? s : `'${s.replace(/'/g, "''")}'`);
  // Everything left is named…
  for (const name of before.names.filter((n) => !after.names.includes(n)))
    expect(lines.some((l) => l.startsWith(`the deleted sheet "${name}"`))).toBe(true);
  for (const name of after.names.filter((n) => !before.names.includes(n)))
    expect(lines.some((l) => l.startsWith(`the new sheet "${name}"`))).toBe(true);
  for (const sheet of before.sheets) {
    const now = after.sheets.find((s) => s.name === sheet.name);
    if (now !== undefined && JSON.stringify(now.cells) !== JSON.stringify(sheet.cells))
      expect(
        lines.some((l) => l.startsWith(`the cells ${quoted(sheet.name)}!`) || l.startsWith(`the cells of the sheet "${sheet.name}"`)),
      ).toBe(true);
  }
  for (const key of new Set([...Object.keys(before.settings), ...Object.keys(after.settings)]))
    if (before.settings[key] !== after.settings[key])
      expect(lines.some((l) => l.startsWith(`the workbook setting "${key}"`))).toBe(true);
  // …and nothing named is in fact as it was.
  for (const l of lines) {
    const sheet = /^the new sheet "([^"]*)"/.exec(l)?.[1];
    if (sheet !== undefined) expect(after.names).toContain(sheet);
    const deleted = /^the deleted sheet "([^"]*)"/.exec(l)?.[1];
    if (deleted !== undefined) expect(after.names).not.toContain(deleted);
    const key = /^the workbook setting "([^"]*)"/.exec(l)?.[1];
    if (key !== undefined) expect(after.settings[key]).not.toBe(before.settings[key]);
    if (l.startsWith("the cells ")) {
      const name = before.sheets.find((s) => l.startsWith(`the cells ${quoted(s.name)}!`))?.name;
      expect(name).toBeDefined();
      expect(after.sheets.find((s) => s.name === name)).not.toEqual(before.sheets.find((s) => s.name === name));
    }
  }
}

describe("issue 28 (2): the fault injection covers every action the pane has", () => {
  test("every action either writes and has a scenario, or only reads", () => {
    const covered = new Set<string>([...SCENARIOS.map((s) => s.action), ...READ_ONLY]);
    expect(Object.keys(ACTIONS).filter((a) => !covered.has(a))).toEqual([]);
    expect(READ_ONLY.filter((a) => SCENARIOS.some((s) => s.action === a))).toEqual([]);
  });

  test.each(READ_ONLY)("%s writes nothing, on an event, a ladder, a league and a season", async (action: ActionName) => {
    const books = await Promise.all(
      ["Pair next round in a section", "Rebuild the ladder", "Pair the next team round", "Rebuild the season", "Enter results"].map((name) =>
        (SCENARIOS.find((s) => s.name.startsWith(name)) as Scenario).book(),
      ),
    );
    for (const wb of books) {
      const ops: string[] = [];
      wb.failOn = (op) => (op !== "read" && ops.push(op), false);
      await harness(wb).run(action, {} as never);
      expect([action, ops]).toEqual([action, []]);
    }
  });
});

describe("issue 17: a failure at every write leaves the workbook as it was (memory port)", () => {
  test.each(SCENARIOS)("$name", async (s) => {
    const ops = await writeOps(s);
    expect(ops.length).toBeGreaterThan(0);
    for (let k = 0; k < ops.length; k++) {
      const wb = await s.book();
      const before = state(wb);
      let n = 0;
      wb.failOn = (op) => op !== "read" && !op.startsWith("undo") && n++ === k;
      const h = harness(wb);
      const args = await argsOf(s, wb);
      const o = await h.run(s.action, args);
      expect(o).toMatchObject({ kind: "refused", message: expect.stringMatching(/failed; the workbook was left as it was\.$/) });
      expect(state(wb)).toEqual(before);
      wb.failOn = null;
      expectDone(await h.run(s.action, args)); // the retry sees the real state
    }
  });
});

describe("issue 17: an undo that fails is reported truthfully, naming what is left", () => {
  test.each(SCENARIOS)("$name: failures at any write and any undo steps (property)", async (s) => {
    const ops = await writeOps(s);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: ops.length - 1 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        async (k, undoFails) => {
          const wb = await s.book();
          const before = state(wb);
          const args = await argsOf(s, wb);
          let n = 0;
          let u = 0;
          wb.failOn = (op) => {
            if (op === "read") return false;
            if (op.startsWith("undo")) return undoFails[u++ % undoFails.length] === true;
            return n++ === k;
          };
          const o = await harness(wb).run(s.action, args);
          wb.failOn = null;
          expectTruthful(o, before, state(wb));
        },
      ),
      { numRuns: 25, seed: 17 },
    );
  });

  test("the new Round 1 sheet that cannot be deleted is named, with how to put it right", async () => {
    const wb = sampleBook(8, 3);
    wb.failOn = (op) => op === "block Wallchart" || op === "undo delete Round 1";
    const o = await harness(wb).run("pairNext");
    expect(o).toEqual({
      kind: "refused",
      message:
        "Pair next round failed, and putting the workbook back failed too: 1 thing is left as the failed write made it. Put it right before trying again.",
      problems: [
        "block Wallchart failed (simulated)",
        'the new sheet "Round 1": delete the sheet "Round 1" (the failed action added it)',
      ],
    });
  });

  test("a setting the failed batch changed is put back (the Standings fingerprint)", async () => {
    const wb = await withResults();
    const h = harness(wb);
    expectDone(await h.run("enterResults"));
    const before = state(wb);
    wb.failOn = (op) => op.startsWith("activate");
    const o = await h.run("standings");
    expect(o).toMatchObject({ kind: "refused", message: "Standings failed; the workbook was left as it was." });
    expect(state(wb)).toEqual(before);
  });

  test("when the workbook cannot be read back, the answer says so and lists the failed undo steps", async () => {
    const wb = sampleBook(8, 3);
    let reads = 0;
    wb.failOn = (op) => op === "block Wallchart" || op === "undo delete Round 1" || (op === "read" && reads++ > 0);
    const o = await harness(wb).run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/could not be read back to check what is left/);
    expect(o.kind === "refused" && o.problems).toContain('the new sheet "Round 1": delete the sheet "Round 1" if it is there');
  });
});

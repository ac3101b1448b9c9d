/**
 * Issue 28, item 4: Sheets' document properties hold 500 KB for the whole workbook (keys and values,
 * bytes). The undo log was capped per section in characters: three sections at the cap passed the
 * store and every later undoable action failed. Now the log of the section that writes fits the room
 * the whole store leaves it, in bytes; the oldest steps are dropped with a sentence, never the action.
 */
import { settingsBytes, STORE_BUDGET, utf8Bytes, logSettings, readLog, type UndoRecord } from "../../src/workbook/undo";
import { expectDone, harness, sampleBook } from "./helpers";

describe("issue 28 (4): the undo log within the workbook's store", () => {
  test("other sections' logs fill the store: Pair next round still works, the store stays within budget, and says what was dropped", async () => {
    const wb = sampleBook(8, 4);
    // Three other sections' logs, 160 KB each (as three 2,000-player sections would leave them): past the budget.
    for (const section of ["A", "B", "C"]) {
      for (let i = 0; i < 20; i++) wb.settings.set(`wallchart.undo.${i}@${section}`, "x".repeat(8000));
      wb.settings.set(`wallchart.undo@${section}`, "20");
    }
    const h = harness(wb);
    const before = settingsBytes(Object.fromEntries(wb.settings));
    expect(before).toBeGreaterThan(STORE_BUDGET);
    const first = expectDone(await h.run("pairNext"));
    // Only the round's own settings were added (no undo record: there is no room for one).
    expect(settingsBytes(Object.fromEntries(wb.settings)) - before).toBeLessThan(1000);
    expect(first.message).toMatch(/undo step was dropped: the workbook's store of settings is full/);
  });

  test("the log is measured in bytes: a record of accented names is split so each piece holds at most 8,000 bytes", () => {
    const rec = (i: number): UndoRecord => ({
      label: `Step ${i}`,
      blocks: [{ sheet: "Players", row: i, col: 0, values: [["Zoë Ødegård-Çelik ".repeat(40)]] }],
      deleteSheets: [],
      settings: {},
      active: "Players",
    });
    const log = Array.from({ length: 30 }, (_, i) => rec(i));
    const stored = logSettings(log, {});
    for (const [k, v] of Object.entries(stored)) if (k !== "wallchart.undo") expect(utf8Bytes(v)).toBeLessThanOrEqual(8000);
    expect(readLog(stored)).toEqual(log);
  });

  test("a log with less room than one record keeps none, and the action is not refused", () => {
    const stored = logSettings([{ label: "x", blocks: [], deleteSheets: [], settings: {}, active: "" }], {}, 10);
    expect(stored["wallchart.undo"]).toBe("0");
  });
});

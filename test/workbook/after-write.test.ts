/**
 * `afterWrite` (src/workbook/engine.ts) serves two callers: the status brought back after a click
 * ("next read": what the host shows once the batch is written) and Re-pair's second decision inside
 * one action ("as read": the same read with the undo's cells, sheets and settings applied). The
 * cells agree; what the host keeps of the read differs, and each mode is held here.
 */
import { afterWrite } from "../../src/workbook/engine";
import type { Snapshot, WriteBatch } from "../../src/workbook/port";

const read: Snapshot = {
  sheetNames: ["Players", "Wallchart", "Round 1", "Round 2"],
  workbookSheets: ["Players", "Wallchart", "Round 1", "Round 2", "U1600 Players"],
  active: "Round 2",
  sheets: { Wallchart: [["#", "Name", "R1", "R2"], [1, "Ann", "W2", "B3"]], "Round 2": [["Board"], [1]] },
  settings: { "wallchart.undo": "[…]", other: "x" },
  restore: { Wallchart: [["#", "Name", "R1", "R2"], [1, "Ann", "W2", "B3"]] },
  revision: "7",
  settingsBytes: 1234,
  vouched: ["Wallchart", "Round 1", "Round 2"],
};
/** An undo of round 2's pairing: its column cleared, its sheet deleted, Round 1 in front again. */
const undo: WriteBatch = {
  blocks: [{ sheet: "Wallchart", row: 1, col: 3, values: [[""]] }],
  deleteSheets: ["Round 2"],
  settings: { "wallchart.undo": "[]" },
  activate: "Round 1",
};

test("both modes apply the same cells, deletions and settings", () => {
  for (const as of ["next read", "as read"] as const) {
    const after = afterWrite(read, undo, as);
    expect(after.sheetNames).toEqual(["Players", "Wallchart", "Round 1"]);
    expect(after.sheets).toEqual({ Wallchart: [["#", "Name", "R1", "R2"], [1, "Ann", "W2", null]] });
    expect(after.settings["wallchart.undo"]).toBe("[]");
    expect(after.settings.other).toBe("x");
  }
  // The read itself is not changed.
  expect(read.sheets.Wallchart?.[1]?.[3]).toBe("B3");
});

test("as read: the front sheet, revision, vouched sheets, the section's view and the rollback's grids stay as read", () => {
  const after = afterWrite(read, { ...undo, revision: "7" }, "as read");
  expect(after).toMatchObject({ active: "Round 2", revision: "7", settingsBytes: 1234, vouched: read.vouched, workbookSheets: read.workbookSheets, restore: read.restore });
  expect(after.settings["wallchart.revision"]).toBeUndefined();
});

test("next read: the batch's sheet in front, the revision raised, the written sheet no longer vouched for, no view or rollback grids", () => {
  const after = afterWrite(read, { ...undo, revision: "7" });
  expect(after.active).toBe("Round 1");
  expect(after.revision).toBe("8");
  expect(after.vouched).toEqual(["Round 1"]);
  expect(after.workbookSheets).toBeUndefined();
  expect(after.restore).toBeUndefined();
});

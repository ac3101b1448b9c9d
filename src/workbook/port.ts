/**
 * The workbook port: everything the actions need from Excel, Google Sheets or the in-memory
 * workbook, and nothing more. Three adapters implement it: src/excel/port.ts (Excel.run, one sync
 * per read and one per write), src/sheets/port.ts (SpreadsheetApp under the document lock) and
 * src/workbook/memory.ts (the playground and the tests).
 *
 * Grids are anchored at A1: row 0 is the sheet's first row, column 0 its column A, whatever part of
 * the sheet the host calls "used". Blank cells are `null` or `""` (hosts differ; both mean blank).
 */

/** One cell's value as the hosts give and take it. */
export type Cell = string | number | boolean | null;
export type Grid = Cell[][];

/** What one batch of reads asks for. */
export interface ReadRequest {
  /** Sheets to read whole (a sheet that does not exist is simply absent from the answer). */
  readonly sheets: readonly string[];
  /** Also read the sheet in front of the user. */
  readonly active?: boolean;
  /**
   * Sheets the action will likely ask for once it has seen the first read (the Round sheets): a host
   * that reads any number of sheets in one round trip (Excel: one sync) reads those that exist now,
   * saving the second round trip; a host that pays for each sheet (Sheets) leaves them.
   */
  readonly likely?: readonly string[];
  /**
   * False for an action that only reads (the status): the port may skip what only a rollback needs
   * (Sheets' formulas, one call per sheet), and the snapshot's `restore` then holds the values.
   */
  readonly restore?: boolean;
}

/** The answer to a read: the workbook as it was at one moment. */
export interface Snapshot {
  /** Every sheet's name, in tab order. */
  readonly sheetNames: readonly string[];
  /**
   * Every sheet of the whole workbook, when an adapter shows an action only some of them under
   * other names (a section's view, sections.ts); absent, `sheetNames` is the whole workbook.
   */
  readonly workbookSheets?: readonly string[];
  /** The sheet in front of the user. */
  readonly active: string;
  /** The values of the sheets asked for (and of the active sheet when asked), from A1. */
  readonly sheets: Readonly<Record<string, Grid>>;
  /** The workbook's settings (Excel document settings, Sheets document properties). */
  readonly settings: Readonly<Record<string, string>>;
  /**
   * For the adapter only: each read sheet's cells as they must be written back to undo a failed
   * batch (formulas as formulas, text protected). Actions never look at it.
   */
  readonly restore?: Readonly<Record<string, Grid>>;
  /**
   * The workbook's revision when this was read (`REVISION_KEY`, "" before the first write): every
   * write batch carries it, and a port refuses a batch when another write came in between.
   */
  readonly revision?: string;
  /** Bytes the whole settings store holds (keys and values, UTF-8, every section's): the undo log's budget. */
  readonly settingsBytes?: number;
  /**
   * Sheets the host vouches are as a Wallchart batch last found them (read whole and in agreement,
   * or written whole), with no edit since: a reader may leave such a sheet unread where another sheet
   * holds the same facts (an earlier Round sheet, whose results the wallchart holds). Absent (Excel,
   * the playground: every sheet is read in one round trip anyway), nothing is vouched for.
   */
  readonly vouched?: readonly string[];
}

/**
 * The workbook-wide revision counter, in the settings: every batch a port writes whole raises it by
 * one, last of all (so a failed batch leaves it as it was). Two directors in one Excel workbook
 * (co-authoring) or one workbook open twice: the second batch, decided on an older read, is refused
 * before it writes anything.
 */
export const REVISION_KEY = "wallchart.revision";

/** The revision a batch writes when it is done: one more than the one it was read at. */
export function nextRevision(read: string): string {
  const n = Number(read);
  return String(Number.isSafeInteger(n) && n >= 0 ? n + 1 : 1);
}

/**
 * Thrown by a port's `write` before it writes anything, when the workbook changed since the batch's
 * read: another write raised the revision, or a sheet the batch would add is already there.
 */
export class ChangedSinceReadError extends Error {
  constructor(what: string) {
    super(what);
    this.name = "ChangedSinceReadError";
  }
}

/** True for a ChangedSinceReadError, whichever realm threw it. */
export function isChangedSinceRead(e: unknown): boolean {
  return e instanceof ChangedSinceReadError || (e !== null && typeof e === "object" && (e as { name?: unknown }).name === "ChangedSinceReadError");
}

/**
 * The refusal for a batch decided on a read the workbook no longer matches, or null when it still
 * does: `current` is the revision the host holds now, `existing` the sheets among the batch's new
 * ones that are there now.
 */
export function changedSinceRead(batch: WriteBatch, current: string, existing: readonly string[]): ChangedSinceReadError | null {
  if (batch.revision === undefined) return null;
  if (current !== batch.revision)
    return new ChangedSinceReadError(`another action wrote to the workbook (revision ${batch.revision || "0"} was read, it is now ${current || "0"})`);
  if (existing.length > 0)
    return new ChangedSinceReadError(`the sheet${existing.length === 1 ? "" : "s"} ${existing.map((s) => `"${s}"`).join(", ")} appeared since it was read`);
  return null;
}

/** A rectangle of values written in one call, its top-left cell at (row, col), 0-based. */
export interface Block {
  readonly sheet: string;
  readonly row: number;
  readonly col: number;
  /** Rows of equal length. Strings are written as text, never as formulas. */
  readonly values: readonly (readonly Cell[])[];
}

/** Everything one action writes, applied as one batch. */
export interface WriteBatch {
  /** Sheets to create (empty) before the blocks are written; the action checked that they do not exist. */
  readonly addSheets?: readonly string[];
  readonly blocks: readonly Block[];
  /** The sheet to bring to the front afterwards. */
  readonly activate?: string;
  /** Settings to store (key → text). */
  readonly settings?: Readonly<Record<string, string>>;
  /** Sheets to delete, after everything else is written (an undone pairing's Round sheet). */
  readonly deleteSheets?: readonly string[];
  /**
   * How sheets print (best effort, after the values are written: a host without page setup ignores
   * it, and a failure here never undoes the batch).
   */
  readonly print?: readonly PrintSetup[];
  /** The revision the batch was decided at (Snapshot.revision); absent, the port does not check. */
  readonly revision?: string;
  /**
   * Sheets the batch's decision read whole and found in agreement with each other (the event read
   * without a problem): a host that tracks hand edits (Sheets) vouches for them until the next edit
   * (`Snapshot.vouched`). Sheets it adds are vouched for as written.
   */
  readonly vouch?: readonly string[];
  /**
   * Result cells to format as text with a drop-down of `choices` (best effort, after the values are
   * written, like `print`): a typed `1/2` then stays `1/2`, not a date (src/workbook/result-cells.ts).
   */
  readonly resultColumns?: readonly ResultColumn[];
  readonly choices?: readonly string[];
  /**
   * Number formats for cells that hold numbers (best effort, after the values, like `print`): a
   * prize amount as currency, a score column as halves (src/core/model/figures.ts). The value stays
   * a number a treasurer can sum; a host that cannot format shows it plain.
   */
  readonly numberFormats?: readonly NumberFormatRange[];
  /**
   * Tabs to move, in order, once the batch is written (best effort, like `print`): each sheet to its
   * 0-based position among the tabs as they are at that moment. Sections keep their sheets together
   * (sections.ts `tabPlaces`); an undo does not move them back (the cells are what matter).
   */
  readonly place?: readonly SheetPlace[];
}

/** A tab moved to a 0-based position (Excel's `worksheet.position`, Sheets' `moveActiveSheet(index + 1)`). */
export interface SheetPlace {
  readonly sheet: string;
  readonly index: number;
}

/** A rectangle of `rows` × `cols` cells from (row, col), 0-based, given one number format. */
export interface NumberFormatRange {
  readonly sheet: string;
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
  /** As both hosts spell it: "$#,##0.00", "0.00", "# ?/2". */
  readonly format: string;
}

/** A column of Result cells: `rows` cells down from (row, col), 0-based. */
export interface ResultColumn {
  readonly sheet: string;
  readonly row: number;
  readonly col: number;
  readonly rows: number;
}

/** A sheet's print setup: one page wide on any paper (A4 or US Letter), a header, header rows repeated. */
export interface PrintSetup {
  readonly sheet: string;
  /** The page header: event, section and what the sheet is ("Spring Open — Round 3 pairings"). */
  readonly title: string;
  readonly landscape: boolean;
  /** Rows at the top repeated on every page (the table's header). */
  readonly repeatRows: number;
  /** Fit on one printed page, tall as well as wide (the ladder a club pins up). */
  readonly onePage?: boolean;
}

/**
 * The rectangle a sheet's print setup prints: from A1 to the last row and column the batch's
 * whole-sheet block fills (the blanks that clear old contents beyond it left out), as an A1 range;
 * null when the batch writes no such block for the sheet.
 * @example printArea({ blocks: [{ sheet: "Round 1", row: 0, col: 0, values: [["Board", "White", ""], [1, "#1", ""], ["", "", ""]] }] }, "Round 1") // "A1:B2"
 */
export function printArea(batch: Pick<WriteBatch, "blocks">, sheet: string): string | null {
  const block = batch.blocks.find((b) => b.sheet === sheet && b.row === 0 && b.col === 0);
  if (block === undefined) return null;
  let rows = 0;
  let cols = 0;
  block.values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (isBlankCell(v)) return;
      rows = Math.max(rows, r + 1);
      cols = Math.max(cols, c + 1);
    }),
  );
  return rows === 0 ? null : `A1:${a1(rows - 1, cols - 1)}`;
}

/**
 * A host's workbook. `exclusive` runs a read–decide–write transaction alone: under the document
 * lock in Sheets (so two directors cannot pair the same round twice), one at a time in the pane.
 * `write` applies the whole batch or, when the host fails part way, puts back what it had changed
 * (it gets the snapshot the batch was decided on, which holds the old values).
 */
export interface AsyncWorkbookPort {
  read(request: ReadRequest): Promise<Snapshot>;
  write(batch: WriteBatch, before: Snapshot): Promise<void>;
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** The same port for a host whose calls return at once (Apps Script). */
export interface SyncWorkbookPort {
  read(request: ReadRequest): Snapshot;
  write(batch: WriteBatch, before: Snapshot): void;
  exclusive<T>(work: () => T): T;
}

/** True for a blank cell, whichever way the host spells it. */
export function isBlankCell(v: Cell | undefined): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/**
 * A string the hosts would take for a formula (or, in Excel, for a number or a date) gets the
 * leading apostrophe that makes a spreadsheet keep it as text; the apostrophe itself is not stored.
 * @example asText("=HYPERLINK(1)") // "'=HYPERLINK(1)"
 * @example asText("Ann") // "Ann"
 */
export function asText(v: string): string {
  return /^[=+\-@']/.test(v) || /^\s*[-+]?(\d|\.\d)/.test(v) ? `'${v}` : v;
}

/** A block's values ready for a host's setValues: text protected, blanks as "". */
export function hostValues(values: readonly (readonly Cell[])[]): (string | number | boolean)[][] {
  return values.map((row) => row.map((v) => (v === null ? "" : typeof v === "string" ? asText(v) : v)));
}

/** The tightest rectangle covering a grid's rows (the widest row sets the width). */
export function gridWidth(grid: readonly (readonly Cell[])[]): number {
  return grid.reduce((w, r) => Math.max(w, r.length), 0);
}

/** A1 name of a 0-based cell. */
export function a1(row: number, col: number): string {
  let s = "";
  let c = col + 1;
  while (c > 0) {
    const m = (c - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    c = Math.floor((c - 1) / 26);
  }
  return `${s}${row + 1}`;
}

/** A sheet-qualified A1 name, quoting the sheet name the way both hosts accept. */
export function sheetA1(sheet: string, row: number, col: number): string {
  const q = /^[A-Za-z_][A-Za-z0-9_]*$/.test(sheet) ? sheet : `'${sheet.replace(/'/g, "''")}'`;
  return `${q}!${a1(row, col)}`;
}

/**
 * One cell as it must be written back to restore it: a formula as its formula, a constant as a
 * value (text protected). `formula` is what the host reports as the cell's formula ("" or the
 * value itself for a constant).
 */
export function restoreCell(value: Cell, formula: Cell): string | number | boolean {
  if (typeof formula === "string" && formula.startsWith("=") && formula !== value) return formula;
  if (value === null) return "";
  return typeof value === "string" ? asText(value) : value;
}

/** A sheet a batch deleted, as it must be put back: its place among the tabs and its cells (host-ready, a rectangle). */
export interface DeletedSheet {
  readonly sheet: string;
  /** Its 0-based position among the sheets before the batch. */
  readonly index: number;
  readonly values: (string | number | boolean)[][];
}

/** What undoes a batch that failed part way: the old cells of every block, the sheets it added and the sheets it deleted. */
export interface Undo {
  /** Host-ready values (formulas as formulas): write them as they are, without asText. */
  readonly blocks: readonly {
    readonly sheet: string;
    readonly row: number;
    readonly col: number;
    readonly values: (string | number | boolean)[][];
  }[];
  readonly deleteSheets: readonly string[];
  /** Sheets the batch deleted (a Round sheet with typed results): put back where they were, with their cells. */
  readonly restoreSheets?: readonly DeletedSheet[];
  /** Settings the batch changed, with their old values (null: delete the key). */
  readonly settings?: Readonly<Record<string, string | null>>;
  /** The sheet that was in front before the batch. */
  readonly activate?: string;
}

export function undoPlan(batch: WriteBatch, before: Snapshot): Undo {
  const added = new Set(batch.addSheets ?? []);
  const blocks = batch.blocks
    .filter((b) => !added.has(b.sheet))
    .map((b) => {
      const restore = before.restore?.[b.sheet];
      const old = restore ?? before.sheets[b.sheet] ?? [];
      const values = b.values.map((row, i) =>
        row.map((_, j) => {
          const v = old[b.row + i]?.[b.col + j] ?? null;
          return restore !== undefined ? (v === null ? "" : v) : restoreCell(v, null);
        }),
      );
      return { sheet: b.sheet, row: b.row, col: b.col, values };
    });
  return {
    blocks,
    deleteSheets: [...added].filter((s) => !before.sheetNames.includes(s)),
    restoreSheets: deletedSheets(batch, before),
    settings: undoSettings(batch, before),
    activate: before.active,
  };
}

/**
 * The sheets a batch deletes that were there when it read, each with its position and its cells as
 * read (the engine reads every sheet a batch deletes before writing, so that they can be put back).
 */
export function deletedSheets(batch: WriteBatch, before: Snapshot): DeletedSheet[] {
  const out: DeletedSheet[] = [];
  for (const sheet of batch.deleteSheets ?? []) {
    const index = before.sheetNames.indexOf(sheet);
    if (index < 0) continue;
    const restore = before.restore?.[sheet];
    const grid = restore ?? (before.sheets[sheet] ?? []).map((r) => r.map((v) => restoreCell(v, null)));
    const width = gridWidth(grid);
    const values = grid.map((r) => Array.from({ length: width }, (_, j) => {
      const v = r[j];
      return v === null || v === undefined ? "" : v;
    }));
    out.push({ sheet, index, values: width === 0 ? [] : values });
  }
  return out;
}

/** The settings a batch changes, each with the value it had before (null: it was not set). */
export function undoSettings(batch: WriteBatch, before: Snapshot): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const key of Object.keys(batch.settings ?? {})) out[key] = before.settings[key] ?? null;
  return out;
}

/** One thing a failed batch left changed after its undo: what it is, and how to put it right. */
export interface Left {
  readonly what: string;
  readonly fix: string;
}

/**
 * Thrown by a port's `write` when the batch failed AND putting the workbook back failed too:
 * `left` names each sheet, range or setting still as the failed batch made it (found by reading the
 * workbook back and comparing with the snapshot the batch was decided on). `checked` is false when
 * the workbook could not even be read back; then `left` lists the undo steps that failed.
 */
export class UndoFailedError extends Error {
  readonly left: readonly Left[];
  readonly checked: boolean;
  readonly failure: unknown;
  constructor(failure: unknown, left: readonly Left[], checked: boolean) {
    super(`${messageOf(failure)}; the undo did not finish (${left.map((l) => l.what).join("; ")})`);
    this.name = "UndoFailedError";
    this.failure = failure;
    this.left = left;
    this.checked = checked;
  }
}

function messageOf(e: unknown): string {
  if (e !== null && typeof e === "object" && typeof (e as { message?: unknown }).message === "string")
    return (e as { message: string }).message;
  return String(e);
}

/** True for an UndoFailedError, whichever realm threw it. */
export function isUndoFailure(e: unknown): e is UndoFailedError {
  return e instanceof UndoFailedError || (e !== null && typeof e === "object" && Array.isArray((e as { left?: unknown }).left));
}

/** The sheets a batch touches or deletes that existed before it (to read back after an undo). */
export function touchedSheets(batch: WriteBatch, before: Snapshot): string[] {
  const names = new Set([...batch.blocks.map((b) => b.sheet), ...(batch.deleteSheets ?? [])]);
  return [...names].filter((s) => before.sheetNames.includes(s));
}

/** A cell as text for comparing before and after: formulas as formulas where the host gave them. */
function shown(v: Cell | undefined): string {
  if (v === null || v === undefined) return "";
  return typeof v === "string" ? v.trim() : String(v);
}

/** A1 range of a rectangle given by 0-based corners, sheet-qualified. */
function rangeName(sheet: string, top: number, left: number, bottom: number, right: number): string {
  const first = sheetA1(sheet, top, left);
  return top === bottom && left === right ? first : `${first}:${a1(bottom, right)}`;
}

/**
 * What a failed batch left changed, comparing the workbook read back after its undo (`after`) with
 * the snapshot the batch was decided on: sheets it added that are still there, cells of its blocks
 * that differ (as one range per block), settings it changed that do not hold their old value.
 * @example leftBehind(batch, before, after) // [{ what: 'the new sheet "Round 1"', fix: 'delete the sheet "Round 1"' }]
 */
export function leftBehind(batch: WriteBatch, before: Snapshot, after: Snapshot): Left[] {
  const left: Left[] = [];
  const added = (batch.addSheets ?? []).filter((s) => !before.sheetNames.includes(s));
  for (const name of added)
    if (after.sheetNames.includes(name))
      left.push({ what: `the new sheet "${name}"`, fix: `delete the sheet "${name}" (the failed action added it)` });
  for (const d of deletedSheets(batch, before)) {
    if (!after.sheetNames.includes(d.sheet)) {
      left.push({
        what: `the deleted sheet "${d.sheet}"`,
        fix: `bring it back from the spreadsheet's version history (File › Version history, or the Undo button): it held ${d.values.length} row${d.values.length === 1 ? "" : "s"}`,
      });
      continue;
    }
    const both = before.restore?.[d.sheet] !== undefined && after.restore?.[d.sheet] !== undefined;
    const old = (both ? before.restore?.[d.sheet] : before.sheets[d.sheet]) ?? [];
    const now = (both ? after.restore?.[d.sheet] : after.sheets[d.sheet]) ?? [];
    const rows = Math.max(old.length, now.length);
    let same = true;
    for (let r = 0; r < rows && same; r++) {
      const width = Math.max(old[r]?.length ?? 0, now[r]?.length ?? 0);
      for (let c = 0; c < width && same; c++) same = shown(old[r]?.[c]) === shown(now[r]?.[c]);
    }
    if (!same)
      left.push({
        what: `the cells of the sheet "${d.sheet}"`,
        fix: `the failed action deleted it and putting it back did not finish; compare it with the version history`,
      });
  }
  for (const b of batch.blocks) {
    if (added.includes(b.sheet)) continue;
    // Formulas as formulas where both reads have them, else the values on both sides.
    const both = before.restore?.[b.sheet] !== undefined && after.restore?.[b.sheet] !== undefined;
    const old = (both ? before.restore?.[b.sheet] : before.sheets[b.sheet]) ?? [];
    const now = both ? after.restore?.[b.sheet] : after.sheets[b.sheet];
    if (now === undefined) {
      left.push({ what: `the sheet "${b.sheet}"`, fix: `it could not be read back; check it against what it held before` });
      continue;
    }
    let [top, leftCol, bottom, right] = [Infinity, Infinity, -1, -1];
    b.values.forEach((row, i) =>
      row.forEach((_, j) => {
        const [r, c] = [b.row + i, b.col + j];
        if (shown(old[r]?.[c]) === shown(now[r]?.[c])) return;
        [top, leftCol, bottom, right] = [Math.min(top, r), Math.min(leftCol, c), Math.max(bottom, r), Math.max(right, c)];
      }),
    );
    if (bottom >= 0) {
      const range = rangeName(b.sheet, top, leftCol, bottom, right);
      left.push({
        what: `the cells ${range}`,
        fix: `put back what ${range} held before (the spreadsheet's Undo or version history has it)`,
      });
    }
  }
  for (const [key, old] of Object.entries(undoSettings(batch, before))) {
    if ((after.settings[key] ?? null) === old) continue;
    left.push({
      what: `the workbook setting "${key}"`,
      fix: old === null ? "it was not set before; save the settings again in the pane" : `it held ${JSON.stringify(old)} before; save the settings again in the pane`,
    });
  }
  return left;
}

/** One step of an undo, for a port to carry out with its host's calls. */
export type UndoStep =
  | { readonly kind: "deleteSheet"; readonly sheet: string }
  | { readonly kind: "restoreSheet"; readonly deleted: DeletedSheet }
  | { readonly kind: "block"; readonly block: Undo["blocks"][number] }
  | { readonly kind: "setting"; readonly key: string; readonly value: string | null }
  | { readonly kind: "activate"; readonly sheet: string };

/**
 * The steps of an undo, each done (and failing) on its own: added sheets first, then deleted sheets
 * put back (a step that finds its sheet still there leaves it: the batch failed before deleting it),
 * cells, settings, the front sheet.
 */
export function undoSteps(undo: Undo): UndoStep[] {
  return [
    ...undo.deleteSheets.map((sheet) => ({ kind: "deleteSheet" as const, sheet })),
    ...(undo.restoreSheets ?? []).map((deleted) => ({ kind: "restoreSheet" as const, deleted })),
    ...undo.blocks.map((block) => ({ kind: "block" as const, block })),
    ...Object.entries(undo.settings ?? {}).map(([key, value]) => ({ kind: "setting" as const, key, value })),
    ...(undo.activate === undefined || undo.activate === "" ? [] : [{ kind: "activate" as const, sheet: undo.activate }]),
  ];
}

/** What a step that failed leaves, when the workbook cannot be read back to check. */
function stepLeft(step: UndoStep): Left {
  switch (step.kind) {
    case "deleteSheet":
      return { what: `the new sheet "${step.sheet}"`, fix: `delete the sheet "${step.sheet}" if it is there` };
    case "restoreSheet":
      return {
        what: `the deleted sheet "${step.deleted.sheet}"`,
        fix: `if it is gone, bring it back from the spreadsheet's version history`,
      };
    case "block": {
      const b = step.block;
      const range = rangeName(b.sheet, b.row, b.col, b.row + b.values.length - 1, b.col + (b.values[0]?.length ?? 1) - 1);
      return { what: `the cells ${range}`, fix: `check ${range} against what it held before` };
    }
    case "setting":
      return { what: `the workbook setting "${step.key}"`, fix: "save the settings again in the pane" };
    case "activate":
      return { what: `the sheet in front`, fix: `bring "${step.sheet}" to the front` };
  }
}

/** The error a port's write throws after its undo: the failure itself when nothing is left, else an UndoFailedError. */
function afterUndo(failure: unknown, batch: WriteBatch, before: Snapshot, failed: UndoStep[], after: Snapshot | null): unknown {
  if (after === null) {
    return new UndoFailedError(
      failure,
      [...failed.map(stepLeft), { what: "the workbook could not be read back to check the undo", fix: "check the sheets above by hand" }],
      false,
    );
  }
  const left = leftBehind(batch, before, after);
  return left.length === 0 ? failure : new UndoFailedError(failure, left, true);
}

/**
 * Undoes a failed batch on a host whose calls return promises: every step on its own (one failing
 * does not stop the others), then the workbook read back and compared with `before`. Always throws:
 * the failure when the workbook is as it was, else an UndoFailedError naming what is left.
 */
export async function undoAsync(
  failure: unknown,
  batch: WriteBatch,
  before: Snapshot,
  step: (s: UndoStep) => Promise<void>,
  read: (request: ReadRequest) => Promise<Snapshot>,
): Promise<never> {
  const failed: UndoStep[] = [];
  for (const s of undoSteps(undoPlan(batch, before))) {
    try {
      await step(s);
    } catch {
      failed.push(s);
    }
  }
  let after: Snapshot | null = null;
  try {
    after = await read({ sheets: touchedSheets(batch, before) });
  } catch {
    after = null;
  }
  throw afterUndo(failure, batch, before, failed, after);
}

/** `undoAsync` for a host whose calls return at once (Apps Script). */
export function undoSync(
  failure: unknown,
  batch: WriteBatch,
  before: Snapshot,
  step: (s: UndoStep) => void,
  read: (request: ReadRequest) => Snapshot,
): never {
  const failed: UndoStep[] = [];
  for (const s of undoSteps(undoPlan(batch, before))) {
    try {
      step(s);
    } catch {
      failed.push(s);
    }
  }
  let after: Snapshot | null = null;
  try {
    after = read({ sheets: touchedSheets(batch, before) });
  } catch {
    after = null;
  }
  throw afterUndo(failure, batch, before, failed, after);
}

/**
 * The workbook's own name of a sheet, matched as a director types names: case, spaces at the ends
 * and spaces doubled do not matter ("players " is the Players sheet). Undefined when there is none.
 * @example findSheet(["Players ", "Wallchart"], "players") // "Players "
 */
export function findSheet(sheetNames: readonly string[], name: string): string | undefined {
  const key = (s: string): string => s.trim().replace(/\s+/g, " ").toLowerCase();
  const want = key(name);
  return sheetNames.find((s) => key(s) === want);
}

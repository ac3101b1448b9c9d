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
}

/** The answer to a read: the workbook as it was at one moment. */
export interface Snapshot {
  /** Every sheet's name, in tab order. */
  readonly sheetNames: readonly string[];
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
  /**
   * How sheets print (best effort, after the values are written: a host without page setup ignores
   * it, and a failure here never undoes the batch).
   */
  readonly print?: readonly PrintSetup[];
}

/** A sheet's print setup: one page wide on any paper (A4 or US Letter), a header, header rows repeated. */
export interface PrintSetup {
  readonly sheet: string;
  /** The page header: event, section and what the sheet is ("Spring Open — Round 3 pairings"). */
  readonly title: string;
  readonly landscape: boolean;
  /** Rows at the top repeated on every page (the table's header). */
  readonly repeatRows: number;
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

/** What undoes a batch that failed part way: the old cells of every block, and the sheets it added. */
export interface Undo {
  /** Host-ready values (formulas as formulas): write them as they are, without asText. */
  readonly blocks: readonly {
    readonly sheet: string;
    readonly row: number;
    readonly col: number;
    readonly values: (string | number | boolean)[][];
  }[];
  readonly deleteSheets: readonly string[];
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
  return { blocks, deleteSheets: [...added].filter((s) => !before.sheetNames.includes(s)) };
}

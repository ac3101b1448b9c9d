/**
 * An in-memory workbook for the playground and the tests, with a spreadsheet's manners: a string
 * entered with a leading apostrophe is kept as text (the apostrophe dropped), one beginning with "="
 * becomes a formula (this workbook does not evaluate formulas: it shows "#NAME?"), and one that reads
 * as a number becomes that number. So the actions' care to write text as text is tested for real.
 */
import { formatted } from "./number-format";
import { settingsBytes } from "./undo";
import {
  REVISION_KEY,
  changedSinceRead,
  hostValues,
  nextRevision,
  restoreCell,
  undoAsync,
  type AsyncWorkbookPort,
  type Cell,
  type Grid,
  type PrintSetup,
  type ReadRequest,
  type Snapshot,
  type WriteBatch,
} from "./port";

interface Sheet {
  name: string;
  cells: Cell[][];
  /** Formulas by "row,col". */
  formulas: Map<string, string>;
}

/** What a spreadsheet makes of a value entered into a cell. */
function enter(v: string | number | boolean | null): { value: Cell; formula?: string } {
  if (typeof v !== "string") return { value: v };
  if (v.startsWith("'")) return { value: v.slice(1) };
  if (v.startsWith("=") && v.length > 1) return { value: "#NAME?", formula: v };
  const t = v.trim();
  if (t === "") return { value: null };
  if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return { value: Number(t) };
  return { value: v };
}

export class MemoryWorkbook {
  private readonly book: Sheet[] = [];
  private activeName = "";
  readonly settings = new Map<string, string>();
  /**
   * Cells formatted as text ("sheet\u0000row,col"), each with its drop-down's choices: a value typed
   * there stays the text typed (no number, date or formula), as in Excel and Sheets.
   */
  readonly textCells = new Map<string, readonly string[]>();
  /** Each sheet's print setup, as the last batch that set it asked (the hosts' page setup). */
  readonly print = new Map<string, PrintSetup>();
  /** Each formatted cell's number format ("sheet\u0000row,col" → "$#,##0.00"), as the hosts keep it. */
  readonly numberFormats = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  /** Test hook: the batch write fails after this many blocks (then the workbook is restored). */
  failAfterBlocks: number | null = null;
  /**
   * Test hook: the port's operation fails when this says so. Operations are named `add S`,
   * `block S` (a batch's block), `setting K`, `activate S`, `delete S`, and for an undo `undo delete S`,
   * `undo restore S` (a deleted sheet put back), `undo block S`, `undo setting K`, `undo activate S`;
   * `read` is the port's read.
   */
  failOn: ((op: string) => boolean) | null = null;

  /** Throws the simulated failure when `failOn` names this operation. */
  check(op: string): void {
    if (this.failOn?.(op) === true) throw new Error(`${op} failed (simulated)`);
  }

  constructor(sheets: readonly { readonly name: string; readonly cells: readonly (readonly Cell[])[] }[] = []) {
    for (const s of sheets) {
      this.addSheet(s.name);
      this.setBlock(
        s.name,
        0,
        0,
        s.cells.map((r) => r.map((v) => (typeof v === "string" && /^[=']/.test(v) ? `'${v}` : v))),
      );
    }
    if (this.book[0] !== undefined) this.activeName = this.book[0].name;
  }

  /** Called after every change (the playground redraws). */
  onChange(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private changed(): void {
    for (const f of this.listeners) f();
  }

  private sheet(name: string): Sheet {
    const s = this.book.find((x) => x.name === name);
    if (s === undefined) throw new Error(`There is no sheet named "${name}"`);
    return s;
  }

  names(): string[] {
    return this.book.map((s) => s.name);
  }

  has(name: string): boolean {
    return this.book.some((s) => s.name === name);
  }

  get active(): string {
    return this.activeName;
  }

  activate(name: string): void {
    this.sheet(name);
    this.activeName = name;
    this.changed();
  }

  /** A copy of a sheet's values, rows trimmed of trailing blanks. */
  values(name: string): Grid {
    const cells = this.sheet(name).cells.map((r) => {
      const row = [...r];
      while (row.length > 0 && (row[row.length - 1] === null || row[row.length - 1] === undefined)) row.pop();
      return row.map((v) => (v === undefined ? null : v));
    });
    while (cells.length > 0 && (cells[cells.length - 1] as Cell[]).length === 0) cells.pop();
    return cells;
  }

  /** A cell's number format ("# ?/2", "$#,##0.00"), or undefined for General. */
  numberFormat(name: string, row: number, col: number): string | undefined {
    return this.numberFormats.get(`${name}\u0000${row},${col}`);
  }

  /** A cell as the sheet shows it: a number through its number format (15.5 as 15½), text as it is. */
  shown(name: string, row: number, col: number): string {
    return formatted(this.sheet(name).cells[row]?.[col], this.numberFormat(name, row, col));
  }

  /** The formula in a cell, or "" for a constant. */
  formula(name: string, row: number, col: number): string {
    return this.sheet(name).formulas.get(`${row},${col}`) ?? "";
  }

  /** Adds an empty sheet at the end, or at `index` (0-based) among the tabs. */
  addSheet(name: string, index?: number): void {
    if (name.trim() === "" || /[[\]*?:/\\]/.test(name) || name.length > 31)
      throw new Error(`"${name}" is not a sheet name`);
    if (this.has(name)) throw new Error(`A sheet named "${name}" already exists`);
    const sheet = { name, cells: [], formulas: new Map<string, string>() };
    if (index === undefined || index >= this.book.length) this.book.push(sheet);
    else this.book.splice(Math.max(0, index), 0, sheet);
    if (this.activeName === "") this.activeName = name;
    this.changed();
  }

  /** Moves a sheet to `index` (0-based) among the tabs (Excel's `worksheet.position`). */
  moveSheet(name: string, index: number): void {
    const i = this.book.findIndex((s) => s.name === name);
    if (i < 0) throw new Error(`There is no sheet named "${name}"`);
    const [sheet] = this.book.splice(i, 1);
    this.book.splice(Math.min(Math.max(0, index), this.book.length), 0, sheet as Sheet);
    this.changed();
  }

  deleteSheet(name: string): void {
    const i = this.book.findIndex((s) => s.name === name);
    if (i < 0) return;
    this.book.splice(i, 1);
    // The sheet's number formats go with it (a sheet added again under its name starts plain).
    for (const key of [...this.numberFormats.keys()]) if (key.startsWith(`${name}\u0000`)) this.numberFormats.delete(key);
    if (this.activeName === name) this.activeName = this.book[0]?.name ?? "";
    this.changed();
  }

  /** Enters values as if typed (or set through a host's setValues). */
  setBlock(
    name: string,
    row: number,
    col: number,
    values: readonly (readonly (string | number | boolean | null)[])[],
  ): void {
    const s = this.sheet(name);
    values.forEach((r, i) =>
      r.forEach((v, j) => {
        const line = (s.cells[row + i] ??= []);
        for (let k = line.length; k < col + j; k++) line[k] = null;
        const asText = typeof v === "string" && this.textCells.has(`${name}\u0000${row + i},${col + j}`);
        const e = asText ? { value: v.startsWith("'") ? v.slice(1) : v } : enter(v);
        line[col + j] = e.value;
        if (e.formula !== undefined) s.formulas.set(`${row + i},${col + j}`, e.formula);
        else s.formulas.delete(`${row + i},${col + j}`);
      }),
    );
    for (let i = 0; i < s.cells.length; i++) s.cells[i] ??= [];
    this.changed();
  }

  /** One cell typed by the user. */
  type(name: string, row: number, col: number, text: string): void {
    this.setBlock(name, row, col, [[text]]);
  }

  /** The workbook as plain sheets (for saving or comparing). */
  toSheets(): { name: string; cells: Grid }[] {
    return this.book.map((s) => ({ name: s.name, cells: this.values(s.name) }));
  }

  /** The restore form of a sheet: formulas as formulas, text protected. */
  restoreGrid(name: string): Grid {
    const s = this.sheet(name);
    return this.values(name).map((r, i) => r.map((v, j) => restoreCell(v, s.formulas.get(`${i},${j}`) ?? "")));
  }
}

/** A simple async mutex: actions in the pane run one after another. */
export function serial(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The port over an in-memory workbook. */
export function memoryPort(wb: MemoryWorkbook): AsyncWorkbookPort {
  const exclusive = serial();
  const port: AsyncWorkbookPort = {
    exclusive,
    async read(request: ReadRequest): Promise<Snapshot> {
      wb.check("read");
      const names = wb.names();
      const wanted = new Set(request.sheets.filter((n) => wb.has(n)));
      if (request.active === true && wb.active !== "") wanted.add(wb.active);
      const sheets: Record<string, Grid> = {};
      const restore: Record<string, Grid> = {};
      for (const n of wanted) {
        sheets[n] = wb.values(n);
        restore[n] = wb.restoreGrid(n);
      }
      return {
        sheetNames: names,
        active: wb.active,
        sheets,
        settings: Object.fromEntries(wb.settings),
        restore,
        revision: wb.settings.get(REVISION_KEY) ?? "",
        settingsBytes: settingsBytes(Object.fromEntries(wb.settings)),
      };
    },
    async write(batch: WriteBatch, before: Snapshot): Promise<void> {
      const changed = changedSinceRead(batch, wb.settings.get(REVISION_KEY) ?? "", (batch.addSheets ?? []).filter((s) => wb.has(s)));
      if (changed !== null) throw changed;
      let written = 0;
      const added: string[] = [];
      try {
        for (const name of batch.addSheets ?? []) {
          wb.check(`add ${name}`);
          wb.addSheet(name);
          added.push(name);
        }
        for (const b of batch.blocks) {
          if (wb.failAfterBlocks !== null && written >= wb.failAfterBlocks)
            throw new Error("The workbook stopped answering (simulated)");
          wb.check(`block ${b.sheet}`);
          wb.setBlock(b.sheet, b.row, b.col, hostValues(b.values));
          written++;
        }
        for (const [k, v] of Object.entries(batch.settings ?? {})) {
          wb.check(`setting ${k}`);
          wb.settings.set(k, v);
        }
        if (batch.activate !== undefined && wb.has(batch.activate)) {
          wb.check(`activate ${batch.activate}`);
          wb.activate(batch.activate);
        }
        for (const name of batch.deleteSheets ?? []) {
          wb.check(`delete ${name}`);
          wb.deleteSheet(name);
        }
        if (batch.revision !== undefined) {
          wb.check(`setting ${REVISION_KEY}`);
          wb.settings.set(REVISION_KEY, nextRevision(batch.revision));
        }
        for (const p of batch.print ?? []) wb.print.set(p.sheet, p);
        for (const p of batch.place ?? []) if (wb.has(p.sheet)) wb.moveSheet(p.sheet, p.index);
        for (const c of batch.resultColumns ?? [])
          for (let r = c.row; r < c.row + c.rows; r++) wb.textCells.set(`${c.sheet}\u0000${r},${c.col}`, batch.choices ?? []);
        for (const f of batch.numberFormats ?? [])
          for (let r = f.row; r < f.row + f.rows; r++)
            for (let c = f.col; c < f.col + f.cols; c++) wb.numberFormats.set(`${f.sheet}\u0000${r},${c}`, f.format);
      } catch (e) {
        return undoAsync(
          e,
          batch,
          before,
          async (step) => {
            if (step.kind === "deleteSheet") {
              wb.check(`undo delete ${step.sheet}`);
              if (added.includes(step.sheet)) wb.deleteSheet(step.sheet);
            } else if (step.kind === "restoreSheet") {
              const d = step.deleted;
              wb.check(`undo restore ${d.sheet}`);
              if (wb.has(d.sheet)) return;
              wb.addSheet(d.sheet, d.index);
              if (d.values.length > 0) wb.setBlock(d.sheet, 0, 0, d.values);
            } else if (step.kind === "block") {
              wb.check(`undo block ${step.block.sheet}`);
              wb.setBlock(step.block.sheet, step.block.row, step.block.col, step.block.values);
            } else if (step.kind === "setting") {
              wb.check(`undo setting ${step.key}`);
              if (step.value === null) wb.settings.delete(step.key);
              else wb.settings.set(step.key, step.value);
            } else if (wb.has(step.sheet)) {
              wb.check(`undo activate ${step.sheet}`);
              wb.activate(step.sheet);
            }
          },
          (request) => port.read(request),
        );
      }
    },
  };
  return port;
}

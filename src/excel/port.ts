/**
 * The workbook port in Excel (office-js). Every read is one `Excel.run` with one `sync`, every
 * write one `Excel.run` with one `sync` (after one small run that checks the workbook's revision:
 * another director's batch may have landed since the read, issue 28), however many cells: the sheets' used ranges, the sheet names,
 * the active sheet and the settings are loaded together; every block is one `values` assignment.
 * Text is written with a leading apostrophe where Excel would otherwise make it a formula, a number
 * or a date (see `asText`). Settings live in the workbook (`workbook.settings`, ExcelApi 1.4), so
 * they travel with the file.
 *
 * When a batch fails part way (Excel runs a batch's operations in order and stops at the first that
 * fails), the undo removes the sheets it added, puts back the sheets it deleted (in their place, with
 * their cells), writes back the old cells (formulas as formulas) and
 * the old settings, each step in its own run so that one failing does not stop the others; then the
 * workbook is read back, and whatever is still not as it was is reported (`UndoFailedError`), never
 * swallowed.
 */
import { settingsBytes } from "../workbook/undo";
import { serial } from "../workbook/memory";
import {
  REVISION_KEY,
  changedSinceRead,
  hostValues,
  nextRevision,
  printArea,
  restoreCell,
  undoAsync,
  type UndoStep,
  type AsyncWorkbookPort,
  type Cell,
  type Grid,
  type PrintSetup,
  type SheetPlace,
  type ReadRequest,
  type Snapshot,
  type WriteBatch,
} from "../workbook/port";

/** The part of the `Excel` global the port uses (the tests pass a mock). */
export interface ExcelHost {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

/** Values of a used range, placed from A1 (Excel's used range may start anywhere). */
function fromA1(values: readonly (readonly Cell[])[], rowIndex: number, columnIndex: number): Grid {
  const out: Grid = [];
  for (let i = 0; i < rowIndex; i++) out.push([]);
  for (const row of values) {
    const line: Cell[] = [...Array.from({ length: columnIndex }, () => null), ...row.map((v) => (v === "" ? null : v))];
    while (line.length > 0 && line[line.length - 1] === null) line.pop();
    out.push(line);
  }
  while (out.length > 0 && (out[out.length - 1] as Cell[]).length === 0) out.pop();
  return out;
}

/** One undo step as its own Excel.run (a failure in one does not stop the others). */
function undoStep(host: ExcelHost, step: UndoStep): Promise<void> {
  return host.run(async (context) => {
    const book = context.workbook;
    const all = book.worksheets;
    if (step.kind === "deleteSheet") {
      const ws = all.getItemOrNullObject(step.sheet);
      ws.load("name");
      await context.sync();
      if (!ws.isNullObject) ws.delete();
    } else if (step.kind === "restoreSheet") {
      const d = step.deleted;
      const ws = all.getItemOrNullObject(d.sheet);
      ws.load("name");
      await context.sync();
      if (!ws.isNullObject) return; // the batch failed before deleting it
      const back = all.add(d.sheet);
      back.position = d.index;
      if (d.values.length > 0) back.getRangeByIndexes(0, 0, d.values.length, d.values[0]?.length ?? 0).values = d.values;
    } else if (step.kind === "block") {
      const b = step.block;
      all.getItem(b.sheet).getRangeByIndexes(b.row, b.col, b.values.length, b.values[0]?.length ?? 0).values = b.values;
    } else if (step.kind === "setting") {
      if (step.value !== null) book.settings.add(step.key, step.value);
      else {
        const setting = book.settings.getItemOrNullObject(step.key);
        setting.load("key");
        await context.sync();
        if (!setting.isNullObject) setting.delete();
      }
    } else {
      const ws = all.getItemOrNullObject(step.sheet);
      ws.load("name");
      await context.sync();
      if (!ws.isNullObject) ws.activate();
    }
    await context.sync();
  });
}

export function excelPort(host: ExcelHost = Excel): AsyncWorkbookPort {
  const port: AsyncWorkbookPort = {
    exclusive: serial(),
    read(request: ReadRequest): Promise<Snapshot> {
      return host.run(async (context) => {
        const book = context.workbook;
        const all = book.worksheets;
        all.load("items/name");
        const active = all.getActiveWorksheet();
        active.load("name");
        const settings = book.settings;
        settings.load("items/key,items/value");
        const used = (ws: Excel.Worksheet): Excel.Range => {
          const r = ws.getUsedRangeOrNullObject(true);
          r.load("values,formulas,rowIndex,columnIndex");
          return r;
        };
        // The sheets asked for, and those likely to be asked for next (one sync reads them all).
        const asked = [...new Set([...request.sheets, ...(request.likely ?? [])])].map((name) => {
          const ws = all.getItemOrNullObject(name);
          return { name, ws, range: used(ws) };
        });
        const activeRange = request.active === true ? used(active) : null;
        await context.sync();

        const sheets: Record<string, Grid> = {};
        const restore: Record<string, Grid> = {};
        const take = (name: string, range: Excel.Range): void => {
          if (range.isNullObject) {
            sheets[name] = [];
            restore[name] = [];
            return;
          }
          const values = range.values as Cell[][];
          const formulas = range.formulas as Cell[][];
          sheets[name] = fromA1(values, range.rowIndex, range.columnIndex);
          restore[name] = fromA1(
            values.map((row, i) => row.map((v, j) => restoreCell(v, formulas[i]?.[j] ?? null))),
            range.rowIndex,
            range.columnIndex,
          );
        };
        for (const a of asked) if (!a.ws.isNullObject) take(a.name, a.range);
        if (activeRange !== null) take(active.name, activeRange);
        const stored: Record<string, string> = {};
        for (const s of settings.items) stored[s.key] = typeof s.value === "string" ? s.value : JSON.stringify(s.value);
        return {
          sheetNames: all.items.map((w) => w.name),
          active: active.name,
          sheets,
          settings: stored,
          restore,
          revision: stored[REVISION_KEY] ?? "",
          settingsBytes: settingsBytes(stored),
        };
      });
    },
    async write(batch: WriteBatch, before: Snapshot): Promise<void> {
      // Co-authoring: another director's batch may have landed since this one's read. Refused
      // before anything is written (so no undo runs, and nothing of theirs is touched).
      if (batch.revision !== undefined) await changedSince(host, batch);
      try {
        await host.run(async (context) => {
          const all = context.workbook.worksheets;
          for (const name of batch.addSheets ?? []) all.add(name);
          for (const b of batch.blocks) {
            const width = b.values[0]?.length ?? 0;
            all.getItem(b.sheet).getRangeByIndexes(b.row, b.col, b.values.length, width).values = hostValues(b.values);
          }
          for (const [key, value] of Object.entries(batch.settings ?? {})) context.workbook.settings.add(key, value);
          if (batch.activate !== undefined) all.getItem(batch.activate).activate();
          for (const name of batch.deleteSheets ?? []) all.getItem(name).delete();
          if (batch.revision !== undefined) context.workbook.settings.add(REVISION_KEY, nextRevision(batch.revision));
          await context.sync();
        });
      } catch (e) {
        return undoAsync(e, batch, before, (step) => undoStep(host, step), (request) => port.read(request));
      }
      if (batch.print !== undefined && batch.print.length > 0) await printSetup(host, batch.print, batch);
      if (batch.place !== undefined && batch.place.length > 0) await placeSheets(host, batch.place);
      // The cells' formats in one run: the Result columns as text with their drop-down, the number formats.
      if ((batch.resultColumns?.length ?? 0) > 0 || (batch.numberFormats?.length ?? 0) > 0) await cellFormats(host, batch);
    },
  };
  return port;
}

/** Throws ChangedSinceReadError when the workbook's revision moved or a sheet the batch adds is there already. */
async function changedSince(host: ExcelHost, batch: WriteBatch): Promise<void> {
  const problem = await host.run(async (context) => {
    const book = context.workbook;
    const setting = book.settings.getItemOrNullObject(REVISION_KEY);
    setting.load("value");
    const adds = (batch.addSheets ?? []).map((name) => {
      const ws = book.worksheets.getItemOrNullObject(name);
      ws.load("name");
      return { name, ws };
    });
    await context.sync();
    const current = setting.isNullObject ? "" : String(setting.value);
    return changedSinceRead(batch, current, adds.filter((a) => !a.ws.isNullObject).map((a) => a.name));
  });
  if (problem !== null) throw problem;
}

/**
 * The cells' formats, all in one run (one sync), best effort like the page setup: Result cells as
 * text (number format "@") with an in-cell drop-down of the accepted results (data validation,
 * ExcelApi 1.8), no error alert so that other spellings still go in — the values are written, and
 * Enter results reads a date Excel made of `1/2` back as `1/2`; then the number formats
 * (range.numberFormat, ExcelApi 1.1): currency for prize amounts, halves or fixed decimals for
 * scores and tiebreaks.
 */
async function cellFormats(host: ExcelHost, batch: WriteBatch): Promise<void> {
  await host
    .run(async (context) => {
      for (const c of batch.resultColumns ?? []) {
        const range = context.workbook.worksheets.getItem(c.sheet).getRangeByIndexes(c.row, c.col, c.rows, 1);
        range.numberFormat = Array.from({ length: c.rows }, () => ["@"]);
        range.dataValidation.clear();
        range.dataValidation.rule = { list: { inCellDropDown: true, source: (batch.choices ?? []).join(",") } };
        range.dataValidation.errorAlert = { showAlert: false, style: "Information", title: "Result", message: "" };
      }
      for (const f of batch.numberFormats ?? []) {
        const range = context.workbook.worksheets.getItem(f.sheet).getRangeByIndexes(f.row, f.col, f.rows, f.cols);
        range.numberFormat = Array.from({ length: f.rows }, () => Array.from({ length: f.cols }, () => f.format));
      }
      await context.sync();
    })
    .catch(() => undefined);
}

/** Tabs moved where they belong (worksheet.position, ExcelApi 1.1). Best effort: the values are written. */
async function placeSheets(host: ExcelHost, places: readonly SheetPlace[]): Promise<void> {
  await host
    .run(async (context) => {
      for (const p of places) context.workbook.worksheets.getItem(p.sheet).position = p.index;
      await context.sync();
    })
    .catch(() => undefined);
}

/**
 * Page setup (ExcelApi 1.9): one page wide, the header, the header rows repeated. Best effort: an
 * Excel without page layout, or any failure, leaves the sheets as written.
 */
async function printSetup(host: ExcelHost, setups: readonly PrintSetup[], batch: Pick<WriteBatch, "blocks">): Promise<void> {
  await host
    .run(async (context) => {
      for (const p of setups) {
        const layout = context.workbook.worksheets.getItem(p.sheet).pageLayout;
        if (layout === undefined) return;
        // What the sheet holds, and nothing beyond it; the cells' grid printed (the sheets have no borders).
        const area = printArea(batch, p.sheet);
        if (area !== null) layout.setPrintArea(area);
        layout.printGridlines = true;
        layout.orientation = p.landscape ? "Landscape" : "Portrait";
        layout.zoom = { horizontalFitToPages: 1, verticalFitToPages: p.onePage === true ? 1 : 0 };
        layout.centerHorizontally = true;
        layout.headersFooters.defaultForAllPages.centerHeader = p.title.replace(/&/g, "&&");
        if (p.repeatRows > 0) layout.setPrintTitleRows(`$1:$${p.repeatRows}`);
      }
      await context.sync();
    })
    .catch(() => undefined);
}

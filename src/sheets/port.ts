/**
 * The workbook port in Google Sheets (Apps Script). Whole ranges only: one getValues (and
 * getFormulas, to undo) per sheet read, one setValues per block written. Every action runs under
 * `LockService.getDocumentLock()` and reads the sheets inside the lock, so two directors clicking
 * "Pair next round" at once get one round, not two. Text is written with a leading apostrophe where
 * Sheets would otherwise make it a formula or a number. Settings are document properties.
 *
 * A write that fails part way is undone step by step (the sheets it added deleted, the sheets it
 * deleted inserted again where they were with their cells, the old cells and
 * document properties written back), each step on its own so that one failing (a protected sheet)
 * does not stop the others; then the sheets are read back and whatever is still not as it was is
 * reported (`UndoFailedError`).
 */
import { settingsBytes } from "../workbook/undo";
import { dateCellIso } from "../grid/normalize";
import {
  REVISION_KEY,
  changedSinceRead,
  hostValues,
  nextRevision,
  printArea,
  a1,
  restoreCell,
  undoSync,
  type Cell,
  type Grid,
  type NumberFormatRange,
  type ReadRequest,
  type Snapshot,
  type SyncWorkbookPort,
  type WriteBatch,
} from "../workbook/port";

/** How long a director waits for another's action to finish before being told so. */
const LOCK_MS = 30000;

function cell(v: unknown): Cell {
  if (v === "" || v === null || v === undefined) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (v instanceof Date) return dateCellIso(v);
  return String(v);
}

function trimGrid(grid: Grid): Grid {
  const rows = grid.map((r) => {
    const row = [...r];
    while (row.length > 0 && row[row.length - 1] === null) row.pop();
    return row;
  });
  while (rows.length > 0 && (rows[rows.length - 1] as Cell[]).length === 0) rows.pop();
  return rows;
}

/** The spreadsheet's tabs as one action found them: each Apps Script call is a round trip. */
interface Tabs {
  readonly book: GoogleAppsScript.Spreadsheet.Spreadsheet;
  readonly active: string;
  readonly names: string[];
  readonly byName: Map<string, GoogleAppsScript.Spreadsheet.Sheet>;
}

export function sheetsPort(): SyncWorkbookPort {
  // The tabs are looked up once per action (under the document lock nobody else changes them) and
  // forgotten at every write, which adds and deletes tabs (issue 28, item 4: the second read of an
  // action made every getName call again).
  let tabs: Tabs | null = null;
  const lookTabs = (): Tabs => {
    if (tabs !== null) return tabs;
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const all = book.getSheets();
    const names = all.map((s) => s.getName());
    const byName = new Map(names.map((n, i) => [n, all[i] as GoogleAppsScript.Spreadsheet.Sheet]));
    tabs = { book, active: book.getActiveSheet().getName(), names, byName };
    return tabs;
  };
  const port: SyncWorkbookPort = {
    exclusive<T>(work: () => T): T {
      const lock = LockService.getDocumentLock();
      if (!lock.tryLock(LOCK_MS)) {
        throw new Error("Another Wallchart action is running in this spreadsheet; try again in a moment.");
      }
      tabs = null;
      try {
        return work();
      } finally {
        tabs = null;
        SpreadsheetApp.flush();
        lock.releaseLock();
      }
    },
    read(request: ReadRequest): Snapshot {
      const { active, names: sheetNames, byName } = lookTabs();
      const names = new Set(request.sheets);
      if (request.active === true) names.add(active);
      const sheets: Record<string, Grid> = {};
      const restore: Record<string, Grid> = {};
      for (const name of names) {
        const sheet = byName.get(name);
        if (sheet === undefined) continue;
        const range = sheet.getDataRange();
        const values = range.getValues().map((r) => r.map(cell));
        const formulas = request.restore === false ? [] : range.getFormulas();
        sheets[name] = trimGrid(values);
        restore[name] = values.map((r, i) => r.map((v, j) => restoreCell(v, formulas[i]?.[j] ?? "")));
      }
      const settings: Record<string, string> = { ...PropertiesService.getDocumentProperties().getProperties() };
      return {
        sheetNames: [...sheetNames],
        active,
        sheets,
        settings,
        restore,
        revision: settings[REVISION_KEY] ?? "",
        settingsBytes: settingsBytes(settings),
      };
    },
    write(batch: WriteBatch, before: Snapshot): void {
      const book = tabs?.book ?? SpreadsheetApp.getActiveSpreadsheet();
      tabs = null; // the write adds and deletes tabs: the rollback's check reads them afresh
      const added: string[] = [];
      // Read and write run under one document lock, so this only catches a write made outside it.
      if (batch.revision !== undefined) {
        const current = PropertiesService.getDocumentProperties().getProperty(REVISION_KEY) ?? "";
        const changed = changedSinceRead(batch, current, []);
        if (changed !== null) throw changed;
      }
      try {
        for (const name of batch.addSheets ?? []) {
          book.insertSheet(name);
          added.push(name);
        }
        for (const b of batch.blocks) {
          const sheet = book.getSheetByName(b.sheet);
          if (sheet === null) throw new Error(`The sheet "${b.sheet}" is gone`);
          const width = b.values[0]?.length ?? 0;
          sheet.getRange(b.row + 1, b.col + 1, b.values.length, width).setValues(hostValues(b.values));
        }
        const properties = PropertiesService.getDocumentProperties();
        for (const [key, value] of Object.entries(batch.settings ?? {})) properties.setProperty(key, value);
        if (batch.activate !== undefined) {
          const sheet = book.getSheetByName(batch.activate);
          if (sheet !== null) book.setActiveSheet(sheet);
        }
        for (const name of batch.deleteSheets ?? []) {
          const sheet = book.getSheetByName(name);
          if (sheet !== null) book.deleteSheet(sheet);
        }
        if (batch.revision !== undefined) properties.setProperty(REVISION_KEY, nextRevision(batch.revision));
      } catch (e) {
        undoSync(
          e,
          batch,
          before,
          (step) => {
            if (step.kind === "deleteSheet") {
              const sheet = added.includes(step.sheet) ? book.getSheetByName(step.sheet) : null;
              if (sheet !== null) book.deleteSheet(sheet);
            } else if (step.kind === "restoreSheet") {
              const d = step.deleted;
              if (book.getSheetByName(d.sheet) !== null) return; // the batch failed before deleting it
              const back = book.insertSheet(d.sheet, d.index);
              if (d.values.length > 0) back.getRange(1, 1, d.values.length, d.values[0]?.length ?? 0).setValues(d.values);
            } else if (step.kind === "block") {
              const b = step.block;
              const sheet = book.getSheetByName(b.sheet);
              if (sheet === null) throw new Error(`The sheet "${b.sheet}" is gone`);
              sheet.getRange(b.row + 1, b.col + 1, b.values.length, b.values[0]?.length ?? 0).setValues(b.values);
            } else if (step.kind === "setting") {
              const properties = PropertiesService.getDocumentProperties();
              if (step.value === null) properties.deleteProperty(step.key);
              else properties.setProperty(step.key, step.value);
            } else {
              const sheet = book.getSheetByName(step.sheet);
              if (sheet !== null) book.setActiveSheet(sheet);
            }
          },
          (request) => {
            tabs = null; // each check reads the tabs as the steps left them
            return port.read(request);
          },
        );
      }
      // The sheets the formatting steps below touch, each looked up once (every call is a round trip).
      const found = new Map<string, GoogleAppsScript.Spreadsheet.Sheet | null>();
      const sheetNamed = (name: string): GoogleAppsScript.Spreadsheet.Sheet | null => {
        if (!found.has(name)) found.set(name, book.getSheetByName(name));
        return found.get(name) ?? null;
      };
      // Result cells as text with a drop-down that only warns ("show warning"): other spellings still go in.
      if (batch.resultColumns !== undefined && batch.resultColumns.length > 0) {
        try {
          const rule = SpreadsheetApp.newDataValidation()
            .requireValueInList([...(batch.choices ?? [])], true)
            .setAllowInvalid(true)
            .build();
          for (const c of batch.resultColumns)
            sheetNamed(c.sheet)?.getRange(c.row + 1, c.col + 1, c.rows, 1).setNumberFormat("@").setDataValidation(rule);
        } catch {
          // best effort: the values are written, and Enter results reads a date made of 1/2 back
        }
      }
      // Number formats: currency for prize amounts, halves or fixed decimals for scores and tiebreaks;
      // the ranges of one sheet that share a format in one call (a range list).
      for (const [sheetName, formats] of formatGroups(batch.numberFormats ?? [])) {
        try {
          const sheet = sheetNamed(sheetName);
          for (const [format, ranges] of formats) sheet?.getRangeList(ranges).setNumberFormat(format);
        } catch {
          // best effort: the values are written
        }
      }
      // Tabs where they belong (a section's sheets together): moveActiveSheet moves the sheet in front.
      if (batch.place !== undefined && batch.place.length > 0) {
        try {
          for (const p of batch.place) {
            const sheet = book.getSheetByName(p.sheet);
            if (sheet === null) continue;
            book.setActiveSheet(sheet);
            book.moveActiveSheet(p.index + 1);
          }
          const front = batch.activate === undefined ? null : book.getSheetByName(batch.activate);
          if (front !== null) book.setActiveSheet(front);
        } catch {
          // best effort: the values are written
        }
      }
      // Print setup: Apps Script has no page setup; Sheets repeats frozen rows on every printed page.
      // Sheets prints a sheet as it is laid out: the header rows frozen (repeated on every printed
      // page), and the columns of what the batch wrote made as wide as their contents, so that no
      // name or score is cut off on paper.
      for (const p of batch.print ?? []) {
        const sheet = sheetNamed(p.sheet);
        try {
          sheet?.setFrozenRows(p.repeatRows);
        } catch {
          // best effort: the values are written
        }
        const area = printArea(batch, p.sheet);
        const cols = area === null ? 0 : columnsOf(area);
        try {
          if (cols > 0) sheet?.autoResizeColumns(1, cols);
        } catch {
          // best effort
        }
      }
    },
  };
  return port;
}

/** The number of columns of an A1 range from column A ("A1:H24" → 8). */
function columnsOf(area: string): number {
  const letters = /:([A-Z]+)\d+$/.exec(area)?.[1] ?? "A";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Number formats grouped by sheet, then by format, as A1 ranges ("D2:D9"): one range-list call a group. */
function formatGroups(formats: readonly NumberFormatRange[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const f of formats) {
    const bySheet = out.get(f.sheet) ?? new Map<string, string[]>();
    out.set(f.sheet, bySheet);
    const ranges = bySheet.get(f.format) ?? [];
    bySheet.set(f.format, ranges);
    ranges.push(`${a1(f.row, f.col)}:${a1(f.row + f.rows - 1, f.col + f.cols - 1)}`);
  }
  return out;
}

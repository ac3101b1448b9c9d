/**
 * The workbook port in Google Sheets (Apps Script), where every call on the document is a round trip
 * to Google's servers (issue 28, item 4: a click costs what its calls cost). A sheet is read in one
 * call (`getSheetValues`), values only; the formulas are asked only of the cells a batch writes,
 * through the range it writes them with, to undo it. The tabs' names come from a manifest in the
 * document properties (`TABS_KEY`) while the number of tabs agrees with it, and each sheet is looked
 * up by name once. The manifest also lists the sheets Wallchart vouches for: read whole and found in
 * agreement by a batch, or written whole, with the edit mark each had; the edit trigger (main.ts)
 * marks a sheet edited by hand, and a marked sheet is read again (src/workbook/event.ts leaves an
 * earlier Round sheet unread only while it and the wallchart are vouched for). Every action runs under
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

/**
 * Document property: the tabs as Wallchart's last write left them (so that an action need not ask
 * each tab its name, one round trip a tab) and the sheets it vouches for, each with the edit mark
 * it had then (`Snapshot.vouched`).
 */
export const TABS_KEY = "wallchart.tabs";
/**
 * Document property prefix: the mark the edit trigger (`onEdit`, main.ts) leaves on a sheet edited
 * by hand, new at every edit. A sheet whose mark differs from the one it was vouched with is read.
 */
export const EDIT_KEY = "wallchart.edit:";

/** The most a manifest may take (a document property holds 9 KB; the undo log's pieces keep to 8,000 too). */
const MANIFEST_BYTES = 8000;

interface Manifest {
  readonly names: readonly string[];
  readonly vouch: Readonly<Record<string, string>>;
}

function manifestOf(text: string | undefined): Manifest | null {
  if (text === undefined) return null;
  try {
    const m = JSON.parse(text) as Partial<Manifest>;
    const names = Array.isArray(m.names) && m.names.every((n) => typeof n === "string") ? m.names : null;
    const vouch = m.vouch !== null && typeof m.vouch === "object" && !Array.isArray(m.vouch) ? m.vouch : null;
    if (names === null || vouch === null || !Object.values(vouch).every((v) => typeof v === "string")) return null;
    return { names, vouch };
  } catch {
    return null;
  }
}

/**
 * The spreadsheet as one action found it: each Apps Script call is a round trip, so the tabs' names
 * come from the manifest when the number of tabs agrees with it (else every tab is asked its name),
 * and each sheet is looked up by name once.
 */
interface Tabs {
  readonly book: GoogleAppsScript.Spreadsheet.Spreadsheet;
  readonly settings: Record<string, string>;
  readonly manifest: Manifest | null;
  names: string[];
  /** False when the names were asked of every tab (no manifest, or it no longer fits): nothing vouched. */
  trusted: boolean;
  readonly byName: Map<string, GoogleAppsScript.Spreadsheet.Sheet>;
  active: string | null;
  /** Sheets read whole in this action, with the edit mark they had and the values read. */
  readonly read: Map<string, string>;
  readonly grids: Map<string, Grid>;
}

/**
 * The manifest a batch leaves: the tabs after it (added at the end, deleted, moved as `place` says)
 * and the sheets vouched for — those still vouched for and not written, those the batch vouches for
 * (read whole in this action; with the mark they had then, so an edit since still shows), and those
 * it adds.
 */
function afterBatch(t: Tabs, batch: WriteBatch): Manifest {
  const gone = new Set(batch.deleteSheets ?? []);
  let names = [...t.names];
  for (const a of batch.addSheets ?? []) if (!names.includes(a)) names.push(a);
  names = names.filter((n) => !gone.has(n));
  for (const p of batch.place ?? []) {
    if (!names.includes(p.sheet)) continue;
    names = names.filter((n) => n !== p.sheet);
    names.splice(Math.min(Math.max(0, p.index), names.length), 0, p.sheet);
  }
  const mark = (n: string): string => t.settings[EDIT_KEY + n] ?? "";
  const written = new Set(batch.blocks.map((b) => b.sheet));
  const vouch: Record<string, string> = {};
  if (t.trusted && t.manifest !== null)
    for (const [n, m] of Object.entries(t.manifest.vouch)) if (m === mark(n) && !written.has(n)) vouch[n] = m;
  for (const n of batch.vouch ?? []) {
    const m = t.read.get(n);
    if (m !== undefined) vouch[n] = m;
  }
  for (const n of batch.addSheets ?? []) vouch[n] = mark(n);
  return { names, vouch: Object.fromEntries(Object.entries(vouch).filter(([n]) => names.includes(n))) };
}

/** A sheet's values from A1 to its last cell with data: one call (the data range's two where that fails). */
function valuesOf(sheet: GoogleAppsScript.Spreadsheet.Sheet): unknown[][] {
  try {
    return sheet.getSheetValues(1, 1, -1, -1);
  } catch {
    return sheet.getDataRange().getValues();
  }
}

export function sheetsPort(): SyncWorkbookPort {
  // Looked up once per action (under the document lock no other Wallchart action changes them) and
  // forgotten when the lock is released and after a failed write.
  let tabs: Tabs | null = null;
  let wrote = false;
  let distrust = false;
  const everyTab = (t: Tabs): void => {
    const all = t.book.getSheets();
    t.names = all.map((s) => s.getName());
    t.byName.clear();
    t.names.forEach((n, i) => t.byName.set(n, all[i] as GoogleAppsScript.Spreadsheet.Sheet));
    t.trusted = false;
  };
  const lookTabs = (): Tabs => {
    if (tabs !== null) return tabs;
    const book = SpreadsheetApp.getActiveSpreadsheet();
    const settings: Record<string, string> = { ...PropertiesService.getDocumentProperties().getProperties() };
    const manifest = manifestOf(settings[TABS_KEY]);
    const t: Tabs = { book, settings, manifest, names: [], trusted: false, byName: new Map(), active: null, read: new Map(), grids: new Map() };
    if (!distrust && manifest !== null && book.getNumSheets() === manifest.names.length) {
      t.names = [...manifest.names];
      t.trusted = true;
    } else everyTab(t);
    tabs = t;
    return t;
  };
  /** The sheet of that name; a manifest that names a sheet no longer there is dropped for the tabs' own names. */
  const sheetNamed = (t: Tabs, name: string): GoogleAppsScript.Spreadsheet.Sheet | null => {
    const known = t.byName.get(name);
    if (known !== undefined) return known;
    if (!t.names.includes(name)) return null;
    const sheet = t.book.getSheetByName(name);
    if (sheet !== null) {
      t.byName.set(name, sheet);
      return sheet;
    }
    if (t.trusted) everyTab(t);
    return t.byName.get(name) ?? null;
  };
  const port: SyncWorkbookPort = {
    exclusive<T>(work: () => T): T {
      const lock = LockService.getDocumentLock();
      if (!lock.tryLock(LOCK_MS)) {
        throw new Error("Another Wallchart action is running in this spreadsheet; try again in a moment.");
      }
      tabs = null;
      wrote = false;
      distrust = false;
      try {
        return work();
      } finally {
        tabs = null;
        // What was written reaches the spreadsheet before the next action may read it.
        if (wrote) SpreadsheetApp.flush();
        lock.releaseLock();
      }
    },
    read(request: ReadRequest): Snapshot {
      const t = lookTabs();
      if (request.active === true && t.active === null) {
        const sheet = t.book.getActiveSheet();
        t.active = sheet.getName();
        t.byName.set(t.active, sheet);
      }
      const names = new Set(request.sheets);
      if (request.active === true && t.active !== null) names.add(t.active);
      const sheets: Record<string, Grid> = {};
      for (const name of names) {
        const sheet = sheetNamed(t, name);
        if (sheet === null) continue;
        sheets[name] = trimGrid(valuesOf(sheet).map((r) => r.map(cell)));
        t.read.set(name, t.settings[EDIT_KEY + name] ?? "");
        t.grids.set(name, sheets[name] as Grid);
      }
      const mark = (n: string): string => t.settings[EDIT_KEY + n] ?? "";
      const vouch = t.trusted ? (t.manifest?.vouch ?? {}) : {};
      return {
        sheetNames: [...t.names],
        active: t.active ?? "",
        sheets,
        settings: { ...t.settings },
        revision: t.settings[REVISION_KEY] ?? "",
        settingsBytes: settingsBytes(t.settings),
        vouched: t.names.filter((n) => vouch[n] !== undefined && vouch[n] === mark(n)),
      };
    },
    write(batch: WriteBatch, before: Snapshot): void {
      const t = lookTabs();
      tabs = null; // a failed write's check reads the tabs afresh
      wrote = true;
      const { book } = t;
      const added: string[] = [];
      // Read and write run under one document lock (the revision was read in it), so this only
      // catches a write made outside it.
      if (batch.revision !== undefined) {
        const changed = changedSinceRead(batch, t.settings[REVISION_KEY] ?? "", []);
        if (changed !== null) throw changed;
      }
      const properties = PropertiesService.getDocumentProperties();
      const after = afterBatch(t, batch);
      // A manifest past a document property's 9 KB (hundreds of tabs) is not kept: every tab is asked its name.
      const manifest = JSON.stringify(after);
      const kept = settingsBytes({ [TABS_KEY]: manifest }) <= MANIFEST_BYTES ? manifest : "";
      const whole: WriteBatch = { ...batch, settings: { ...(batch.settings ?? {}), [TABS_KEY]: kept } };
      // What the cells held before, formulas as formulas, for an undo: only the cells the batch
      // writes (a read takes values only), each block's range asked once and written through.
      const restore: Record<string, Grid> = {};
      const ranges: GoogleAppsScript.Spreadsheet.Range[] = [];
      let undoFrom: Snapshot = before;
      let writing = false;
      try {
        const isNew = new Set(batch.addSheets ?? []);
        for (const b of batch.blocks) {
          if (isNew.has(b.sheet)) continue;
          const sheet = sheetNamed(t, b.sheet);
          if (sheet === null) throw new Error(`The sheet "${b.sheet}" is gone`);
          const range = sheet.getRange(b.row + 1, b.col + 1, b.values.length, b.values[0]?.length ?? 0);
          const formulas = range.getFormulas();
          const old = t.grids.get(b.sheet) ?? before.sheets[b.sheet] ?? [];
          const grid = (restore[b.sheet] ??= []);
          b.values.forEach((row, i) =>
            row.forEach((_, j) => {
              const line = (grid[b.row + i] ??= []);
              line[b.col + j] = restoreCell(old[b.row + i]?.[b.col + j] ?? null, formulas[i]?.[j] ?? "");
            }),
          );
          ranges.push(range);
        }
        // A sheet the batch deletes comes back with its formulas.
        for (const name of batch.deleteSheets ?? []) {
          const sheet = sheetNamed(t, name);
          if (sheet === null || !t.grids.has(name)) continue;
          const range = sheet.getDataRange();
          const values = range.getValues();
          const formulas = range.getFormulas();
          restore[name] = values.map((r, i) => r.map((v, j) => restoreCell(cell(v), formulas[i]?.[j] ?? "")));
        }
        undoFrom = { ...before, restore: { ...(before.restore ?? {}), ...restore } };
        writing = true;
        // "The new sheet becomes the active sheet" (Spreadsheet.insertSheet(sheetName, sheetIndex),
        // Apps Script reference): the sheet the batch brings to the front, when it adds it, is
        // inserted last, at its own place among the others, and needs no setActiveSheet of its own.
        const adds = batch.addSheets ?? [];
        const front = batch.activate !== undefined && adds.includes(batch.activate) ? batch.activate : null;
        const at = front === null ? -1 : adds.indexOf(front);
        let inFront = t.active; // known when the read asked for the sheet in front; null: not known
        for (const name of front === null ? adds : [...adds.filter((n) => n !== front), front]) {
          const i = adds.indexOf(name);
          const sheet = book.insertSheet(name, t.names.length + (name === front || at < 0 || i < at ? i : i - 1));
          t.byName.set(name, sheet);
          added.push(name);
          inFront = name;
        }
        let k = 0;
        for (const b of batch.blocks) {
          const range = isNew.has(b.sheet)
            ? sheetNamed(t, b.sheet)?.getRange(b.row + 1, b.col + 1, b.values.length, b.values[0]?.length ?? 0)
            : ranges[k++];
          if (range === undefined) throw new Error(`The sheet "${b.sheet}" is gone`);
          range.setValues(hostValues(b.values));
        }
        // The sheet already in front (inserted last, or in front when the batch read) is left there.
        if (batch.activate !== undefined && batch.activate !== inFront) {
          const sheet = sheetNamed(t, batch.activate);
          if (sheet !== null) book.setActiveSheet(sheet);
        }
        for (const name of batch.deleteSheets ?? []) {
          const sheet = sheetNamed(t, name);
          if (sheet !== null) book.deleteSheet(sheet);
          t.byName.delete(name);
        }
        // The settings, the tabs' manifest and the revision (last of all) in one call.
        properties.setProperties({
          ...(whole.settings ?? {}),
          ...(batch.revision === undefined ? {} : { [REVISION_KEY]: nextRevision(batch.revision) }),
        });
      } catch (e) {
        if (!writing) throw e; // nothing was written yet
        undoSync(
          e,
          whole,
          undoFrom,
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
              if (step.value === null) properties.deleteProperty(step.key);
              else properties.setProperty(step.key, step.value);
            } else {
              const sheet = book.getSheetByName(step.sheet);
              if (sheet !== null) book.setActiveSheet(sheet);
            }
          },
          (request) => {
            tabs = null; // each check reads the tabs as the steps left them, asking each its name
            distrust = true;
            return port.read(request);
          },
        );
      }
      // The sheets the formatting steps below touch, each looked up once (every call is a round trip).
      t.names = [...after.names];
      const formatted = (name: string): GoogleAppsScript.Spreadsheet.Sheet | null => sheetNamed(t, name);
      // Result cells as text with a drop-down that only warns ("show warning"): other spellings still go in.
      if (batch.resultColumns !== undefined && batch.resultColumns.length > 0) {
        try {
          const rule = SpreadsheetApp.newDataValidation()
            .requireValueInList([...(batch.choices ?? [])], true)
            .setAllowInvalid(true)
            .build();
          for (const c of batch.resultColumns)
            formatted(c.sheet)?.getRange(c.row + 1, c.col + 1, c.rows, 1).setNumberFormat("@").setDataValidation(rule);
        } catch {
          // best effort: the values are written, and Enter results reads a date made of 1/2 back
        }
      }
      // Number formats: currency for prize amounts, halves or fixed decimals for scores and tiebreaks;
      // the ranges of one sheet that share a format in one call (a range list).
      for (const [sheetName, formats] of formatGroups(batch.numberFormats ?? [])) {
        try {
          const sheet = formatted(sheetName);
          for (const [format, ranges] of formats) sheet?.getRangeList(ranges).setNumberFormat(format);
        } catch {
          // best effort: the values are written
        }
      }
      // Tabs where they belong (a section's sheets together): moveActiveSheet moves the sheet in front.
      if (batch.place !== undefined && batch.place.length > 0) {
        try {
          for (const p of batch.place) {
            const sheet = formatted(p.sheet);
            if (sheet === null) continue;
            book.setActiveSheet(sheet);
            book.moveActiveSheet(p.index + 1);
          }
          const front = batch.activate === undefined ? null : formatted(batch.activate);
          if (front !== null) book.setActiveSheet(front);
        } catch {
          // best effort: the values are written; the manifest's order may be wrong, so the next action asks the tabs
          try {
            properties.deleteProperty(TABS_KEY);
          } catch {
            // the manifest's count check and the sheets looked up by name still hold
          }
        }
      }
      // Print setup: Apps Script has no page setup; Sheets repeats frozen rows on every printed page.
      // Sheets prints a sheet as it is laid out: the header rows frozen (repeated on every printed
      // page), and the columns of what the batch wrote made as wide as their contents, so that no
      // name or score is cut off on paper.
      for (const p of batch.print ?? []) {
        const sheet = formatted(p.sheet);
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

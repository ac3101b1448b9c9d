/**
 * Issue 28, item 4: what a click costs in Google Sheets is the number of Apps Script calls it makes
 * on the document (each a round trip to Google's servers), not the milliseconds in Node. This loads
 * the BUILT bundle (dist/gas/Code.js) into a Node vm over an in-memory spreadsheet whose every
 * SpreadsheetApp, Spreadsheet, Sheet, Range, document-properties and lock call is counted, pairs and
 * enters a 300-player event to round 9 through the sidebar's server call (`wallchartRun`), and then
 * counts each action once. Each line's name carries the count (the figure that matters, and the
 * same on any machine); its time is that one run in Node. Build the bundle first (`npm run build:gas`).
 * test/sheets/call-meter.test.ts holds the same counts against issue 28's budget of 15.
 */
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import type { Bench } from "./harness";
import { meterInto, phases } from "./call-phases";
import { sampleTournament } from "../core/formats/sample";
import { makeWorkbook } from "../core/formats/workbook";
import { MemoryWorkbook } from "../workbook/memory";
import type { Outcome } from "../workbook/outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../workbook/settings";

const CODE = join(__dirname, "..", "..", "dist", "gas", "Code.js");
const NAME = Symbol("name");

/** Apps Script's document services over a MemoryWorkbook, every call counted in `meter`. */
function world(book: MemoryWorkbook, meter: string[]): Record<string, unknown> {
  const metered = meterInto(meter);
  const range = (name: string, row: number, col: number, rows: number, cols: number) =>
    metered("Range", {
      getValues: () => Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => book.values(name)[row - 1 + i]?.[col - 1 + j] ?? "")),
      getFormulas: () => Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => book.formula(name, row - 1 + i, col - 1 + j))),
      setValues: (values: (string | number | boolean)[][]) => book.setBlock(name, row - 1, col - 1, values),
      setNumberFormat(format: string) {
        if (format === "@") for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) book.textCells.set(`${name}\u0000${row - 1 + i},${col - 1 + j}`, []);
        return this;
      },
      setDataValidation() {
        return this;
      },
    });
  const sheet = (name: string) =>
    metered("Sheet", {
      [NAME]: name,
      getName: () => name,
      getSheetValues: (row: number, col: number, rows: number, cols: number) => {
        const values = book.values(name);
        const height = rows === -1 ? values.length - row + 1 : rows;
        const width = cols === -1 ? Math.max(0, ...values.map((r) => r.length)) - col + 1 : cols;
        if (height < 1 || width < 1) throw new Error("The number of rows in the range must be at least 1.");
        return Array.from({ length: height }, (_, i) => Array.from({ length: width }, (_, j) => values[row - 1 + i]?.[col - 1 + j] ?? ""));
      },
      getDataRange: () => {
        const values = book.values(name);
        return range(name, 1, 1, Math.max(1, values.length), Math.max(1, ...values.map((r) => r.length)));
      },
      getRange: (row: number, col: number, rows: number, cols: number) => range(name, row, col, rows, cols),
      getRangeList: () => metered("RangeList", { setNumberFormat() { return this; } }),
      setFrozenRows: () => undefined,
      autoResizeColumns: () => undefined,
    });
  const spreadsheet = metered("Spreadsheet", {
    getSheets: () => book.names().map(sheet),
    getNumSheets: () => book.names().length,
    getActiveSheet: () => sheet(book.active),
    getSheetByName: (name: string) => (book.has(name) ? sheet(name) : null),
    insertSheet: (name: string, index?: number) => {
      book.addSheet(name, index);
      book.activate(name);
      return sheet(name);
    },
    deleteSheet: (s: { [NAME]: string }) => book.deleteSheet(s[NAME]),
    setActiveSheet: (s: { [NAME]: string }) => book.activate(s[NAME]),
    moveActiveSheet: (position: number) => book.moveSheet(book.active, position - 1),
  });
  const properties = book.settings;
  return {
    console,
    SpreadsheetApp: metered("SpreadsheetApp", {
      getActiveSpreadsheet: () => spreadsheet,
      newDataValidation: () => {
        const builder = { requireValueInList: () => builder, setAllowInvalid: () => builder, build: () => ({}) };
        return builder;
      },
      flush: () => undefined,
    }),
    LockService: { getDocumentLock: () => metered("Lock", { tryLock: () => true, releaseLock: () => undefined }) },
    PropertiesService: {
      getDocumentProperties: () =>
        metered("Properties", {
          getProperties: () => Object.fromEntries(properties),
          getProperty: (k: string) => properties.get(k) ?? null,
          setProperty: (k: string, v: string) => properties.set(k, v),
          setProperties: (all: Record<string, string>) => Object.entries(all).forEach(([k, v]) => properties.set(k, v)),
          deleteProperty: (k: string) => properties.delete(k),
        }),
    },
  };
}

/** The result each board gets: decided by the pairing numbers, so any run repeats it. */
function resultFor(white: number, black: number, board: number): string {
  const r = (white * 7 + black * 3 + board) % 5;
  return r === 0 || r === 1 ? "1-0" : r === 2 ? "0-1" : r === 3 ? "½-½" : "1F-0F";
}

/** A person types every board's result on a Round sheet (and the edit trigger marks the sheet). */
function typeResults(book: MemoryWorkbook, run: Record<string, unknown>, sheet: string): void {
  const grid = book.values(sheet);
  const header = (grid[0] ?? []).map((c) => String(c ?? "").toLowerCase());
  const [wc, bc, rc] = [header.indexOf("white"), header.indexOf("black"), header.indexOf("result")];
  grid.forEach((row, r) => {
    if (r === 0 || typeof row[0] !== "number") return;
    const id = (v: unknown): number => Number(/^#(\d+)/.exec(String(v))?.[1]);
    book.type(sheet, r, rc, resultFor(id(row[wc]), id(row[bc]), row[0]));
  });
  (run.onEdit as (e: unknown) => void)({ range: { getSheet: () => ({ getName: () => sheet }) } });
}

/** Each action at round 9 of a 300-player event: its calls and its time, one run each. */
function counted(code: string): Bench[] {
  const t = sampleTournament({ players: 300, rounds: 0, seed: 28 });
  const book = new MemoryWorkbook(makeWorkbook({ ...t, totalRounds: 9 }).sheets);
  book.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds: 9 })));
  book.activate("Players");
  const meter: string[] = [];
  const context = vm.createContext(world(book, meter));
  vm.runInContext(code, context, { filename: "Code.js" });
  const gas = context as unknown as Record<string, unknown>;
  const run = (name: string, args: object = {}): Outcome => (gas.wallchartRun as (n: string, a: object) => Outcome)(name, args);
  const must = (o: Outcome, what: string): void => {
    if (o.kind !== "done") throw new Error(`${what}: ${o.message}`);
  };
  for (let round = 1; round <= 8; round++) {
    must(run("pairNext"), `pair round ${round}`);
    typeResults(book, gas, `Round ${round}`);
    must(run("enterResults"), `enter round ${round}`);
  }
  const steps: [string, string, () => void][] = [
    ["status", "Status (the sidebar's refresh)", () => undefined],
    ["pairNext", "Pair next round (round 9)", () => undefined],
    ["enterResults", "Enter results (round 9)", () => typeResults(book, gas, "Round 9")],
    ["standings", "Standings", () => undefined],
    ["exportTrf", "Export TRF", () => undefined],
    ["undo", "Undo (the Standings)", () => undefined],
  ];
  return steps.map(([name, label, before]) => {
    before();
    meter.length = 0;
    let t0 = process.hrtime.bigint();
    let outcome = run(name);
    if (outcome.kind === "confirm") {
      // The question asked first (Undo asks) is its own click: the action is the call after it.
      const args = { acknowledged: outcome.warnings ?? [], confirmed: outcome.overwrites };
      meter.length = 0;
      t0 = process.hrtime.bigint();
      outcome = run(name, args);
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    must(outcome, label);
    const p = phases(meter);
    const parts = `lock ${p.lock}, reading ${p.reading}, writing ${p.writing}, formats ${p.formats}`;
    return { name: `Sheets calls at round 9 of 300 players, ${label}: ${meter.length} calls (${parts}; issue 28's budget 15)`, setup: () => () => undefined, sample: () => ms, runs: 1 };
  });
}

export const benches: readonly Bench[] = existsSync(CODE)
  ? counted(readFileSync(CODE, "utf8"))
  : [{ name: "Sheets calls per action: dist/gas/Code.js not built (npm run build:gas), left out", setup: () => () => undefined, runs: 1 }];

/**
 * Stand-ins for the Apps Script services the sidebar and the menu use, over a MemoryWorkbook (which
 * treats "=…" as a formula and "'…" as text, as Sheets does): SpreadsheetApp (spreadsheet, sheets,
 * ranges with getValues/getFormulas/setValues, the UI's menus and alerts), LockService,
 * PropertiesService and HtmlService. Everything is recorded for the tests to look at.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import { meterInto } from "../../src/bench/call-phases";

export interface GasWorld {
  readonly context: Record<string, (...args: unknown[]) => unknown>;
  readonly calls: string[];
  readonly menus: { name: string; items: [string, string][] }[];
  readonly alerts: { title: string; message: string }[];
  /** Answers the next YES_NO alerts get ("YES" / "NO"). */
  readonly answers: string[];
  readonly lock: { held: boolean; acquired: number; released: number; free: boolean; beforeGrant: (() => void) | null };
  readonly sidebar: { file: string; title: string }[];
  /** The modeless dialogs shown (the help): the file, its title and the content served. */
  readonly dialogs: { file: string; title: string; content: string; width: number; height: number }[];
  /**
   * The authorization mode the script runs in: in "NONE" (an add-on installed but not yet used in
   * this spreadsheet) every call that reads or writes the document throws, as in Apps Script.
   */
  auth: { mode: "NONE" | "LIMITED" | "FULL" };
  /**
   * Make an operation fail, as a protected sheet or a lost connection does: `setValues S`,
   * `insertSheet S`, `deleteSheet S`, `setProperty K`, `deleteProperty K`.
   */
  readonly faults: { when: ((op: string) => boolean) | null };
  /**
   * The call meter (issue 28, item 4): every call the script makes on an Apps Script object that
   * reaches the document (SpreadsheetApp, a Spreadsheet, a Sheet, a Range, the document properties, the
   * lock), one entry each, as "Range.setValues". Each is a round trip to Google's servers in Apps
   * Script; `meter.length = 0` starts a count.
   */
  readonly meter: string[];
  /**
   * A person's edit in the spreadsheet: the cells from (row, col), 0-based, take `values`, and the
   * script's edit trigger runs (`onEdit`, as Sheets runs it for a person's edit, never for a script's).
   */
  handEdit(sheet: string, row: number, col: number, values: (string | number | boolean)[][]): void;
}

/** The menu name an Editor add-on's menu gets in these stand-ins (Sheets uses the add-on's name). */
export const ADDON_MENU = "Extensions › Wallchart";

/** Where a stand-in sheet keeps its name for the fake itself. */
const NAME = Symbol("name");

const CODE = join(__dirname, "..", "..", "dist", "gas", "Code.js");

export function loadGas(book: MemoryWorkbook, properties: Map<string, string> = book.settings): GasWorld {
  const calls: string[] = [];
  const meter: string[] = [];
  /** The object with every method counted in the meter under `kind`. */
  const metered = meterInto(meter);
  const menus: GasWorld["menus"] = [];
  const alerts: GasWorld["alerts"] = [];
  const answers: string[] = [];
  const sidebar: GasWorld["sidebar"] = [];
  const dialogs: GasWorld["dialogs"] = [];
  const faults: GasWorld["faults"] = { when: null };
  const fault = (op: string) => {
    if (faults.when?.(op) === true)
      throw new Error(`Exception: ${op}: you are trying to edit a protected cell or object (simulated)`);
  };
  const lock = { held: false, acquired: 0, released: 0, free: true, beforeGrant: null as (() => void) | null };
  const auth: GasWorld["auth"] = { mode: "LIMITED" };
  const needsAuth = (what: string) => {
    if (auth.mode === "NONE") throw new Error(`You do not have permission to call ${what} (AuthMode.NONE)`);
  };

  // The fake's own look at a sheet's name (a symbol key: not a call the script makes, not metered).
  const sheet = (name: string) => metered("Sheet", {
    [NAME]: name,
    getName: () => name,
    setFrozenRows: (rows: number) => calls.push(`setFrozenRows ${name} ${rows}`),
    autoResizeColumns: (start: number, count: number) => calls.push(`autoResizeColumns ${name} ${start} ${count}`),
    getRangeList: (ranges: string[]) =>
      metered("RangeList", {
        setNumberFormat(format: string) {
          calls.push(`setNumberFormat ${name}!${ranges.join(",")} ${format}`);
          return this;
        },
      }),
    // A -1 row or column count reads to the last row or column with data (Apps Script's Sheet.getSheetValues).
    getSheetValues: (row: number, col: number, rows: number, cols: number) => {
      const values = book.values(name);
      const height = rows === -1 ? values.length - row + 1 : rows;
      const width = cols === -1 ? Math.max(0, ...values.map((r) => r.length)) - col + 1 : cols;
      if (height < 1 || width < 1) throw new Error("The number of rows in the range must be at least 1.");
      calls.push(`getSheetValues ${name}`);
      return Array.from({ length: height }, (_, i) => Array.from({ length: width }, (_, j) => values[row - 1 + i]?.[col - 1 + j] ?? ""));
    },
    getDataRange: () => {
      const values = book.values(name);
      const height = Math.max(1, values.length);
      const width = Math.max(1, ...values.map((r) => r.length));
      calls.push(`getDataRange ${name}`);
      return metered("Range", {
        getValues: () =>
          Array.from({ length: height }, (_, i) => Array.from({ length: width }, (_, j) => values[i]?.[j] ?? "")),
        getFormulas: () =>
          Array.from({ length: height }, (_, i) => Array.from({ length: width }, (_, j) => book.formula(name, i, j))),
      });
    },
    getRange: (row: number, col: number, rows: number, cols: number) => metered("Range", {
      getFormulas: () =>
        Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => book.formula(name, row - 1 + i, col - 1 + j))),
      setValues: (values: unknown[][]) => {
        if (!lock.held) throw new Error("setValues outside the document lock");
        if (values.length !== rows || values.some((r) => r.length !== cols))
          throw new Error("The number of rows or columns in the data does not match the range");
        fault(`setValues ${name}`);
        calls.push(`setValues ${name}!R${row}C${col}:${rows}x${cols}`);
        book.setBlock(name, row - 1, col - 1, values as (string | number | boolean)[][]);
      },
      setNumberFormat(format: string) {
        calls.push(`setNumberFormat ${name}!R${row}C${col}:${rows}x${cols} ${format}`);
        if (format === "@")
          for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) book.textCells.set(`${name}\u0000${row - 1 + i},${col - 1 + j}`, []);
        return this;
      },
      setDataValidation(rule: { values: string[]; allowInvalid: boolean }) {
        calls.push(`setDataValidation ${name}!R${row}C${col}:${rows}x${cols} ${rule.values.join(",")} allowInvalid=${rule.allowInvalid}`);
        for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) book.textCells.set(`${name}\u0000${row - 1 + i},${col - 1 + j}`, rule.values);
        return this;
      },
    }),
  });

  const spreadsheet = metered("Spreadsheet", {
    getSheets: () => book.names().map(sheet),
    getNumSheets: () => book.names().length,
    getActiveSheet: () => sheet(book.active),
    getSheetByName: (name: string) => (book.has(name) ? sheet(name) : null),
    insertSheet: (name: string, index?: number) => {
      fault(`insertSheet ${name}`);
      calls.push(`insertSheet ${name}`);
      book.addSheet(name, index);
      book.activate(name);
      return sheet(name);
    },
    deleteSheet: (s: { [NAME]: string }) => {
      fault(`deleteSheet ${s[NAME]}`);
      calls.push(`deleteSheet ${s[NAME]}`);
      book.deleteSheet(s[NAME]);
    },
    setActiveSheet: (s: { [NAME]: string }) => book.activate(s[NAME]),
    moveActiveSheet: (position: number) => {
      calls.push(`moveActiveSheet ${book.active} ${position}`);
      book.moveSheet(book.active, position - 1);
    },
  });

  const ui = {
    ButtonSet: { OK: "OK", YES_NO: "YES_NO" },
    Button: { YES: "YES", NO: "NO", OK: "OK" },
    createAddonMenu: () => (ui.createMenu as (name: string) => unknown)(ADDON_MENU),
    createMenu: (name: string) => {
      const menu = { name, items: [] as [string, string][] };
      const builder = {
        addItem: (label: string, fn: string) => {
          menu.items.push([label, fn]);
          return builder;
        },
        addSeparator: () => {
          menu.items.push(["-", ""]);
          return builder;
        },
        addToUi: () => menus.push(menu),
      };
      return builder;
    },
    alert: (title: string, message: string, buttons: string) => {
      alerts.push({ title, message });
      return buttons === "YES_NO" ? (answers.shift() ?? "NO") : "OK";
    },
    showSidebar: (html: { file: string; title: string }) => sidebar.push(html),
    showModelessDialog: (html: { file: string; content: string; width: number; height: number }, title: string) =>
      dialogs.push({ file: html.file, title, content: html.content, width: html.width, height: html.height }),
  };

  const globals = {
    console,
    ScriptApp: { AuthMode: { NONE: "NONE", LIMITED: "LIMITED", FULL: "FULL", CUSTOM_FUNCTION: "CUSTOM_FUNCTION" } },
    SpreadsheetApp: metered("SpreadsheetApp", {
      getActiveSpreadsheet: () => {
        needsAuth("SpreadsheetApp.getActiveSpreadsheet");
        return spreadsheet;
      },
      getUi: () => ui,
      newDataValidation: () => {
        const rule = { values: [] as string[], allowInvalid: false };
        const builder = {
          requireValueInList: (values: string[], _show: boolean) => ((rule.values = values), builder),
          setAllowInvalid: (allow: boolean) => ((rule.allowInvalid = allow), builder),
          build: () => rule,
        };
        return builder;
      },
      flush: () => calls.push("flush"),
    }),
    LockService: {
      getDocumentLock: () => metered("Lock", {
        tryLock: (ms: number) => {
          calls.push(`tryLock ${ms}`);
          const before = lock.beforeGrant;
          lock.beforeGrant = null;
          if (before !== null) before();
          if (!lock.free || lock.held) return false;
          lock.held = true;
          lock.acquired++;
          return true;
        },
        waitLock: () => {
          throw new Error("use tryLock");
        },
        releaseLock: () => {
          calls.push("releaseLock");
          if (lock.held) lock.released++;
          lock.held = false;
        },
      }),
    },
    PropertiesService: {
      getDocumentProperties: () => (
        needsAuth("PropertiesService.getDocumentProperties"),
        metered("Properties", {
          getProperties: () => Object.fromEntries(properties),
          getProperty: (k: string) => properties.get(k) ?? null,
          setProperty: (k: string, v: string) => {
            if (!lock.held && !k.startsWith("wallchart.edit:")) throw new Error("setProperty outside the document lock");
            fault(`setProperty ${k}`);
            properties.set(k, v);
          },
          // Several at once, in one call; a fault on any key fails the call before any is stored.
          setProperties: (all: Record<string, string>) => {
            if (!lock.held) throw new Error("setProperties outside the document lock");
            for (const k of Object.keys(all)) fault(`setProperty ${k}`);
            for (const [k, v] of Object.entries(all)) properties.set(k, v);
          },
          deleteProperty: (k: string) => {
            if (!lock.held) throw new Error("deleteProperty outside the document lock");
            fault(`deleteProperty ${k}`);
            properties.delete(k);
          },
        })
      ),
    },
    HtmlService: {
      // The file's content as built into dist/gas (as Apps Script serves the project's .html files).
      createHtmlOutputFromFile: (file: string) => {
        const out = {
          file,
          title: "",
          width: 0,
          height: 0,
          content: readFileSync(join(CODE, "..", `${file}.html`), "utf8"),
          setTitle: (t: string) => ((out.title = t), out),
          setWidth: (w: number) => ((out.width = w), out),
          setHeight: (h: number) => ((out.height = h), out),
          getContent: () => out.content,
          setContent: (c: string) => ((out.content = c), out),
        };
        return out;
      },
    },
  };
  const context = vm.createContext(globals);
  vm.runInContext(readFileSync(CODE, "utf8"), context, { filename: "Code.js" });
  const handEdit: GasWorld["handEdit"] = (name, row, col, values) => {
    book.setBlock(name, row, col, values);
    const onEdit = (context as unknown as Record<string, unknown>).onEdit;
    if (typeof onEdit === "function") onEdit({ range: { getSheet: () => ({ getName: () => name }) } });
  };
  return { context: context as never, calls, menus, alerts, answers, lock, sidebar, dialogs, auth, faults, meter, handEdit };
}

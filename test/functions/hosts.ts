/**
 * The custom functions as each host calls them, for tests that must hold on both: Excel's wrappers
 * (functions/*.ts: 2-D arrays, null for an omitted argument and an empty cell, errors as
 * CustomFunctions.Error) and the BUILT Sheets bundle (dist/gas/Code.js in a Node vm: one cell as a
 * scalar, "" for an empty cell, an omitted argument missing, errors thrown as Error).
 * Arguments are written once, Excel's way; `sheets` converts them.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import { FakeCustomFunctionsError } from "../stubs/custom-functions";

import * as tiebreaks from "../../functions/tiebreaks";
import * as grandprix from "../../functions/grandprix";
import * as pairing from "../../functions/pairing";
import * as checkPairings from "../../functions/check-pairings";
import * as prizes from "../../functions/prizes";
import * as ratings from "../../functions/ratings";
import * as rules from "../../functions/rules";
import * as season from "../../functions/season";
import * as ladder from "../../functions/ladder";
import * as keizer from "../../functions/keizer";
import * as teams from "../../functions/teams";
import * as ratingChanges from "../../functions/rating-changes";

type Fn = (...args: unknown[]) => unknown;

/** Excel: every wrapper by its function id (read from its @customfunction tag's file). */
const EXCEL_FILES: readonly [string, Record<string, unknown>][] = [
  ["tiebreaks.ts", tiebreaks],
  ["grandprix.ts", grandprix],
  ["pairing.ts", pairing],
  ["check-pairings.ts", checkPairings],
  ["prizes.ts", prizes],
  ["ratings.ts", ratings],
  ["rules.ts", rules],
  ["season.ts", season],
  ["ladder.ts", ladder],
  ["keizer.ts", keizer],
  ["teams.ts", teams],
  ["rating-changes.ts", ratingChanges],
];

function excelFunctions(): Record<string, Fn> {
  const out: Record<string, Fn> = {};
  for (const [file, mod] of EXCEL_FILES) {
    const text = readFileSync(join(__dirname, "..", "..", "functions", file), "utf8");
    for (const m of text.matchAll(/@customfunction\s+([A-Z0-9_]+)[\s\S]*?\*\/\s*export function (\w+)\(/g)) {
      out[m[1] as string] = mod[m[2] as string] as Fn;
    }
  }
  return out;
}

/** An Excel-shaped argument as Sheets passes it. */
export function sheetsArg(v: unknown): unknown {
  if (v === null) return undefined;
  if (!Array.isArray(v)) return v;
  const m = v as unknown[][];
  const cells = m.map((row) => row.map((c) => (c === null ? "" : c)));
  return cells.length === 1 && cells[0]?.length === 1 ? cells[0][0] : cells;
}

export interface Host {
  readonly name: "Excel" | "Sheets";
  /**
   * Calls the function; returns its answer, or throws an Error with the message the cell shows. Excel's
   * cancelable functions (SWISS_PAIR, PAIRING_NOTES, CHECK_PAIRINGS) answer a Promise of it.
   */
  call(id: string, ...args: unknown[]): unknown;
  /** The error kind the cell shows (#VALUE!, #N/A, #NUM! in Excel; #ERROR! in Sheets). */
  kind(id: string, ...args: unknown[]): string;
}

let gas: Record<string, Fn> | null = null;
function sheetsFunctions(): Record<string, Fn> {
  if (gas === null) {
    const code = readFileSync(join(__dirname, "..", "..", "dist", "gas", "Code.js"), "utf8");
    const context = vm.createContext({ console });
    vm.runInContext(code, context, { filename: "Code.js" });
    gas = context as never;
  }
  return gas;
}

/**
 * A date or time cell as Sheets passes it: a Date of the bundle's own realm (a Date made in the test's
 * realm is no `instanceof Date` inside the vm, as it never is in Apps Script).
 */
export function sheetsDate(y: number, m: number, d: number, h = 0, min = 0): Date {
  const context = sheetsFunctions() as unknown as vm.Context;
  return vm.runInContext(`new Date(${y}, ${m}, ${d}, ${h}, ${min})`, context) as Date;
}

const excel: Host = {
  name: "Excel",
  call(id, ...args) {
    const fn = excelFunctions()[id];
    if (fn === undefined) throw new Error(`no Excel function ${id}`);
    const shown = (e: unknown): never => {
      if (e instanceof FakeCustomFunctionsError) throw new Error(e.message);
      throw e;
    };
    try {
      const out = fn(...args);
      // The pairing functions are cancelable in Excel: they answer a Promise.
      return out instanceof Promise ? out.catch(shown) : out;
    } catch (e) {
      return shown(e);
    }
  },
  kind(id, ...args) {
    try {
      excelFunctions()[id]?.(...args);
    } catch (e) {
      if (e instanceof FakeCustomFunctionsError) return e.code;
      throw e;
    }
    return "";
  },
};

const sheets: Host = {
  name: "Sheets",
  call(id, ...args) {
    const fn = sheetsFunctions()[id];
    if (typeof fn !== "function") throw new Error(`no Sheets function ${id}`);
    let end = args.length;
    while (end > 0 && args[end - 1] === null) end--;
    return fn(...args.slice(0, end).map(sheetsArg));
  },
  kind(id, ...args) {
    try {
      this.call(id, ...args);
    } catch {
      return "#ERROR!";
    }
    return "";
  },
};

export const HOSTS: readonly Host[] = [excel, sheets];

/** A column of cells, Excel-shaped. */
export const col = (...xs: unknown[]): unknown[][] => xs.map((x) => [x]);

/**
 * The one input layer between the spreadsheets and the core. Excel passes 2-D arrays (even for one
 * cell), `null` for omitted arguments and empty cells (old Windows builds: 0); Sheets passes a scalar
 * for one cell, `undefined` for omitted arguments and "" for empty cells. Everything arrives here.
 */
import { fail } from "../core/errors";
import { LIMITS } from "../core/formats/limits";

/** A value as a spreadsheet hands it over. */
export type CellValue = string | number | boolean | null | undefined | Date;
export type Matrix = CellValue[][];
/** What a function returns: never null (Excel shows null as 0), "" for a blank. */
export type OutCell = string | number | boolean;

/** True for an empty cell or an omitted argument. */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** Any argument as a 2-D array: a scalar becomes [[v]], a 1-D array a column, an omitted one []. */
export function toMatrix(v: unknown): Matrix {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) return [[v as CellValue]];
  if (v.length === 0) return [];
  if (!Array.isArray(v[0])) return (v as CellValue[]).map((x) => [x]);
  return v as Matrix;
}

/**
 * The one cell of a single-cell argument (Excel passes [[v]], Sheets v); blank gives null; a range of
 * more than one cell is refused naming the argument.
 * @example singleCell([[1500]], "rating") // 1500
 */
export function singleCell(v: unknown, name: string): CellValue {
  const m = toMatrix(v);
  const cells = m.flat();
  if (cells.length > 1) return fail("BAD_ARGUMENT", `${name}: expected one cell, got ${m.length} × ${(m[0] ?? []).length}`);
  return cells[0] ?? null;
}

/** A cell as trimmed text: numbers as written, booleans as TRUE/FALSE, blank as "". */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (v instanceof Date) return dateCellIso(v);
  return String(v).trim();
}

/**
 * A date cell as the day it shows, counted from 1970-01-01. Sheets hands a Date at midnight in the
 * spreadsheet's time zone, read in the script's: the nearest midnight of its local fields is the day.
 */
export function dateCellDay(d: Date): number {
  const local = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
  return Math.round(local / 86400000);
}

/** A date cell as ISO text (YYYY-MM-DD) of the day it shows. */
export function dateCellIso(d: Date): string {
  return new Date(dateCellDay(d) * 86400000).toISOString().slice(0, 10);
}

/** A matrix as text cells, with trailing all-blank rows removed (ranges often run past the data). */
export function textMatrix(v: unknown): string[][] {
  // Trailing blank rows are dropped before any cell is converted: a whole column (A:A, a million
  // rows) costs a scan from the end, not a million rows of text (issue 27).
  const m = toMatrix(v);
  let end = m.length;
  while (end > 0 && (m[end - 1] as CellValue[]).every((c) => cellText(c) === "")) end--;
  return m.slice(0, end).map((row) => row.map(cellText));
}

/** A one-column (or one-row) range as a list; a 2-D range with both sides over 1 is an error. */
export function toList(v: unknown, argument: string): CellValue[] {
  const m = toMatrix(v);
  if (m.length === 0) return [];
  if (m.length === 1) return m[0] as CellValue[];
  if (m.every((row) => row.length <= 1)) return m.map((row) => row[0]);
  return fail("BAD_ARGUMENT", `${argument}: expected one column, got ${m.length} rows × ${(m[0] ?? []).length} columns`);
}

/**
 * An optional text argument, upper-cased, or the default when omitted or blank. A range with more
 * than one filled cell is refused (issue 27: it answered for the first cell only), named as `argument`.
 */
export function optionalCode(v: unknown, fallback: string, argument = "a code argument"): string {
  const m = toMatrix(v);
  let filled = 0;
  let value: CellValue = null;
  for (const row of m)
    for (const c of row)
      if (!isBlank(c)) {
        filled++;
        value = value ?? c;
      }
  if (filled > 1) fail("BAD_ARGUMENT", `${argument}: ${filled} cells where one value is expected (give one cell)`);
  return filled === 0 ? fallback : cellText(value).toUpperCase();
}

/**
 * A number from a cell: numbers as they are, numbers typed as text ("1 850", "1850", "1,5") parsed;
 * blank gives null. Anything else is an error naming the place.
 */
export function cellNumber(v: unknown, place: string): number | null {
  if (isBlank(v)) return null;
  if (typeof v === "number") {
    if (Number.isFinite(v)) return v;
    return fail("BAD_CELL", `${place}: expected a number`);
  }
  const t = cellText(v).replace(/[\s\u00a0]/g, "").replace(/^(\d+),(\d+)$/, "$1.$2");
  const n = t === "" ? NaN : Number(t);
  if (Number.isFinite(n)) return n;
  return fail("BAD_CELL", `${place}: "${cellText(v)}" is not a number`);
}

/** Values as one output column of `height` rows, padded with "" (never null). */
export function outColumn(values: readonly OutCell[], height: number = values.length): OutCell[][] {
  const out: OutCell[][] = [];
  for (let i = 0; i < Math.max(height, values.length); i++) out.push([values[i] ?? ""]);
  return out;
}

/** The height of the range as passed (to pad results so they line up with the input rows). */
export function rangeHeight(v: unknown): number {
  return Array.isArray(v) ? v.length : v == null ? 0 : 1;
}

/** The highest rating any system gives (FIDE's and US Chess's tops are under 3000; ACF's under 3000). */
export const RATING_MAX = LIMITS.rating;
/** Pairing numbers and players of one event, as the readers allow (TRF-16's four columns). */
export const PLAYERS_MAX = LIMITS.pairingNumber;

/**
 * A number from a cell within [min, max], or our sentence naming the place, what was expected and
 * the range; blank gives null. Every numeric input of the custom functions goes through this or
 * `cellRating`, so no huge, tiny or non-finite value reaches the arithmetic (no NaN or Infinity back).
 * @example cellInRange(99999, "rating", 0, 3500, "a rating") // throws "rating: 99999 is not a rating (0 to 3500)"
 */
export function cellInRange(v: unknown, place: string, min: number, max: number, what: string): number | null {
  const n = cellNumber(v, place);
  if (n !== null && (n < min || n > max)) return fail("OUT_OF_RANGE", `${place}: ${n} is not ${what} (${min} to ${max})`);
  return n;
}

/** A rating from a cell: 0 to `RATING_MAX`; blank gives null. */
export function cellRating(v: unknown, place: string): number | null {
  return cellInRange(v, place, 0, RATING_MAX, "a rating");
}

/** True for a value a function may return: text, a boolean, a finite number (never NaN, Infinity, null, undefined). */
function isAnswer(v: unknown): boolean {
  return typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v));
}

/**
 * The last check before a custom function's answer goes back to the sheet: a value, or a matrix of
 * values with at least one cell, never NaN, Infinity, null or undefined. Anything else becomes our
 * sentence instead of the host's own error (an empty array shows as #CALC! or a blank in the hosts).
 * @example checkedAnswer([[1, "x"]]) // [[1, "x"]]
 * @example checkedAnswer([]) // throws "the ranges given hold no data (…)"
 */
export function checkedAnswer<T>(value: T): T {
  if (Array.isArray(value)) {
    const rows = value as unknown[];
    if (rows.length === 0 || rows.every((r) => Array.isArray(r) && r.length === 0))
      return fail("MISSING", "the ranges given hold no data (select the cells with the values, one row per player)");
    rows.forEach((row, i) =>
      (Array.isArray(row) ? row : [row]).forEach((c, j) => {
        if (!isAnswer(c))
          fail("OUT_OF_RANGE", `the answer's row ${i + 1}, column ${j + 1} is not a number (${String(c)}): some input is out of range`);
      }),
    );
    return value;
  }
  if (!isAnswer(value)) return fail("OUT_OF_RANGE", `the answer is not a number (${String(value)}): some input is out of range`);
  return value;
}

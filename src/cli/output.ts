/**
 * One way to print a table for every command: `table` (aligned columns), `csv`, or `json` (an array of
 * objects keyed by the header). Numbers stay numbers in JSON; blank cells become null.
 */
import { makeCsv } from "../core/formats/csv";

export type Cell = string | number | boolean | null;

export interface Table {
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

const text = (c: Cell): string => (c === null ? "" : String(c));

/** Columns padded to a common width; numbers right-aligned, text left-aligned. */
export function alignedTable(t: Table): string {
  const all = [t.header, ...t.rows];
  const widths: number[] = [];
  for (const r of all) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, text(c).length)));
  const numeric = (c: Cell) => typeof c === "number" || /^[-+]?([\d.,/%]+(-\d+)?|\(?\d*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]\)?|\(?\d+ \d+\/\d+\)?)$/.test(text(c));
  return all
    .map((r) =>
      r
        .map((c, i) => (numeric(c) ? text(c).padStart(widths[i] ?? 0) : text(c).padEnd(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The rows as objects keyed by the header, for `--format json`. */
export function tableObjects(t: Table): Record<string, Cell>[] {
  return t.rows.map((r) => Object.fromEntries(t.header.map((h, i) => [h, r[i] === "" ? null : (r[i] ?? null)])));
}

/** The table in the chosen format. */
export function formatTable(t: Table, format: string): string {
  switch (format.toLowerCase()) {
    case "json":
      return JSON.stringify(tableObjects(t), null, 2);
    case "csv":
      return makeCsv([t.header.map(text), ...t.rows.map((r) => r.map(text))], { eol: "\n" }).replace(/\n$/, "");
    default:
      return alignedTable(t);
  }
}

/** Any value as JSON for `--format json`, two-space indented. */
export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

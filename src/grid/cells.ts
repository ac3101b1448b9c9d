/**
 * Scalar arguments and the cells that spreadsheets change on their own (issue 27, part 2), one rule
 * for every function:
 * - a function that answers one value, given a range where it expects one value, answers one value
 *   per cell (spilled), as Excel's own functions lift (`lift`); a function that answers a table
 *   refuses a range there (`oneCell`), instead of answering for its first cell;
 * - a time cell (1:30, stored as 0.0625 of a day; a Date on 30 Dec 1899 in Sheets) is read as a time;
 * - a date serial (Excel) where a date is expected is read as that date;
 * - a date or a date serial where a game result or a score is expected is explained: the sheet turned
 *   `1/2` into a date.
 */
import { ChessInputError, fail, problem } from "../core/errors";
import { dateFromSerial } from "../core/grandprix/date";
import { cellText, dateCellIso, isBlank, toMatrix, type CellValue, type OutCell } from "./normalize";
import { filledRows, isHeaderText } from "./ranges";

/** The one cell of an argument; a range with more than one filled cell is refused, saying why. */
export function oneCell(v: unknown, argument: string, why: string): CellValue {
  const m = toMatrix(v);
  const end = filledRows(m);
  const filled = m.slice(0, end).flat().filter((c) => !isBlank(c));
  if (filled.length > 1)
    fail("BAD_ARGUMENT", `${argument}: ${filled.length} cells where one value is expected (${why})`);
  return filled[0] ?? m[0]?.[0] ?? null;
}

/**
 * One answer per cell when a scalar argument is given a range: every argument that is a range must
 * have the same size (the others hold for every cell); a cell blank in every range answers blank.
 * A problem in one cell names it. Without ranges: one answer, as a 1 × 1 table. Columns that all
 * start with a heading (a known word, or the argument's name: ranges.ts's rule) have it skipped and
 * answered with `label`, so the answers stay level with the rows.
 * @example lift([{ v: [[9], [20]], argument: "players" }], ([n]) => Number(n) * 2) // [[18], [40]]
 */
export function lift(
  args: readonly { readonly v: unknown; readonly argument: string }[],
  fn: (cells: readonly CellValue[]) => OutCell,
  label = "",
): OutCell[][] {
  const whole = args.map((a) => {
    const m = toMatrix(a.v);
    return m.slice(0, Math.max(1, filledRows(m)));
  });
  const columns = whole.map((m, i) => ({ m, i })).filter(({ m }) => m.length > 1);
  const headed =
    columns.length > 0 &&
    columns.every(({ m, i }) => m.every((r) => r.length <= 1) && isHeaderText(m[0]?.[0], args[i]?.argument ?? ""));
  const ms = headed ? whole.map((m) => (m.length > 1 ? m.slice(1) : m)) : whole;
  if (headed) return [[label], ...lift(args.map((a, i) => ({ ...a, v: ms[i] })), fn)];
  const ranges = ms.map((m, i) => ({ m, i })).filter(({ m }) => m.length > 1 || (m[0]?.length ?? 0) > 1);
  if (ranges.length === 0) return [[fn(ms.map((m) => m[0]?.[0] ?? null))]];
  const rows = (ranges[0] as { m: CellValue[][] }).m.length;
  const cols = Math.max(...(ranges[0] as { m: CellValue[][] }).m.map((r) => r.length));
  for (const { m, i } of ranges.slice(1)) {
    const w = Math.max(...m.map((r) => r.length));
    if (m.length !== rows || w !== cols)
      fail(
        "BAD_ARGUMENT",
        `${args[ranges[0]?.i ?? 0]?.argument} is ${rows} × ${cols} cells but ${args[i]?.argument} is ${m.length} × ${w}: ` +
          `give ranges of the same size (one answer per cell), or one cell`,
      );
  }
  const lifted = new Set(ranges.map((r) => r.i));
  const out: OutCell[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: OutCell[] = [];
    for (let c = 0; c < cols; c++) {
      const cells = ms.map((m, i) => (lifted.has(i) ? (m[r]?.[c] ?? null) : (m[0]?.[0] ?? null)));
      if ([...lifted].every((i) => isBlank(cells[i]))) {
        row.push("");
        continue;
      }
      try {
        row.push(fn(cells));
      } catch (e) {
        if (!(e instanceof ChessInputError)) throw e;
        const at = cols > 1 ? `row ${r + 1}, column ${c + 1}` : `row ${r + 1}`;
        throw new ChessInputError(e.problems.map((p) => problem(p.code, `${p.message} (${at} of the range)`)));
      }
    }
    out.push(row);
  }
  return out;
}

/** Minutes in a day: a time cell is a fraction of one. */
const DAY_MINUTES = 1440;

/**
 * A time cell's minutes: Excel's fraction of a day (0.0625 is 1:30), or Sheets' Date on the day
 * before 1900 that carries a time; null for any other cell.
 * @example timeCellMinutes(0.0625) // 90
 */
export function timeCellMinutes(v: unknown): number | null {
  if (typeof v === "number" && v > 0 && v < 1) return Math.round(v * DAY_MINUTES * 60) / 60;
  if (v instanceof Date && v.getFullYear() < 1900) return v.getHours() * 60 + v.getMinutes() + v.getSeconds() / 60;
  return null;
}

/** Excel's serials of 1 Jan 1950 and 31 Dec 2099: a number between them where a date is expected is one. */
const SERIAL_MIN = 18264;
const SERIAL_MAX = 73415;

/**
 * A date cell as ISO text (YYYY-MM-DD): a Date (Sheets), an Excel serial, or the text as it is.
 * @example dateCellText(46024) // "2026-01-02"
 */
export function dateCellText(v: unknown): string {
  if (v instanceof Date) return dateCellIso(v);
  if (typeof v === "number" && Number.isInteger(v) && v >= SERIAL_MIN && v <= SERIAL_MAX) {
    const d = dateFromSerial(v);
    if (d !== null) return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  }
  return cellText(v);
}

/** The sentence for a result or score cell the sheet made a date of. */
export const DATE_RESULT =
  "the sheet turned 1/2 into a date: type ½ (or 0.5, or D), or format the column as text before typing 1/2";

/**
 * Whether a result or score cell is a date the sheet made of what was typed (`1/2`, `3/4`): a Date,
 * or a date serial where a small number is expected.
 */
export function isDateResult(v: unknown): boolean {
  return v instanceof Date || (typeof v === "number" && Number.isInteger(v) && v >= SERIAL_MIN && v <= SERIAL_MAX);
}

/** `place: <cell> is a date: the sheet turned 1/2 …`, for a cell `isDateResult` accepts. */
export function dateResultMessage(v: unknown, place: string): string {
  return `${place}: ${v instanceof Date ? dateCellIso(v) : String(v)} is a date, not a result (${DATE_RESULT})`;
}

/**
 * A table function's optional `headers` switch (issue 27, part 3): blank or omitted is TRUE (the
 * heading row, as before); FALSE (or 0, NO) leaves it out, for FILTER, XLOOKUP and SORT to take the
 * rows as they are. Anything else is refused.
 * @example headersSwitch(false) // false
 */
export function headersSwitch(v: unknown): boolean {
  const c = oneCell(v, "headers", "TRUE for a heading row, FALSE for none");
  if (isBlank(c)) return true;
  if (typeof c === "boolean") return c;
  if (typeof c === "number" && (c === 0 || c === 1)) return c === 1;
  const t = cellText(c).toUpperCase();
  if (["TRUE", "YES", "Y", "1"].includes(t)) return true;
  if (["FALSE", "NO", "N", "0"].includes(t)) return false;
  return fail("BAD_ARGUMENT", `headers: "${cellText(c)}" is not TRUE or FALSE (TRUE, the default, for a heading row; FALSE for none)`);
}

/**
 * A place as a number: the first place it covers, as RANK.EQ numbers ties ("2-3" → 2, "1" → 1), so a
 * sheet sorts, compares and looks places up (issue 27, part 3: places as numbers; a tie shows as the
 * same number). Anything else is returned as it is.
 * @example placeNumber("2-3") // 2
 */
export function placeNumber(place: string | number): string | number {
  if (typeof place === "number") return place;
  const m = /^\s*(\d+)(?:\s*[-–]\s*\d+)?\s*$/.exec(place);
  return m ? Number(m[1]) : place;
}

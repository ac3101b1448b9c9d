/**
 * Board results as directors type them. The vocabulary stays BOARD_RESULTS (model/types); this reads
 * the spellings people actually use into one of them: `1-0`, `0-1`, `½-½`, `=`, `1/2`, `½`,
 * `1/2-1/2`, `0.5-0.5`, `draw`, `d`, `+/-`, `-/+`, `+--`, `--+`, `1F-0F`, `0F-1F`, `0F-0F`, `0-0`
 * (a double forfeit), and the single keys `+` (white won) `-` (black won) `=` (draw). Case and spaces
 * do not matter; en and em dashes and colons count as dashes.
 */
import type { BoardResult } from "../model/types";
import { civilFromDays } from "../model/calendar";

/** What a Result cell accepts, as an error message lists it. */
export const RESULTS_ACCEPTED =
  "1-0, 0-1, ½-½ (or = ½ 1/2 1/2-1/2 0.5-0.5 draw d), + (white won), - (black won), 1F-0F or +/- (white won by forfeit), 0F-1F or -/+ (black won by forfeit), 0F-0F or 0-0 (both forfeited)";

const SPELLINGS: Readonly<Record<string, BoardResult>> = {
  "1-0": "1-0",
  "+": "1-0",
  "0-1": "0-1",
  "-": "0-1",
  "½-½": "½-½",
  "½": "½-½",
  "=": "½-½",
  "=-=": "½-½",
  DRAW: "½-½",
  D: "½-½",
  REMIS: "½-½",
  "1F-0F": "1F-0F",
  "+/-": "1F-0F",
  "+-": "1F-0F",
  "+--": "1F-0F",
  "1F-0": "1F-0F",
  "0F-1F": "0F-1F",
  "-/+": "0F-1F",
  "-+": "0F-1F",
  "--+": "0F-1F",
  "0-1F": "0F-1F",
  "0F-0F": "0F-0F",
  "0-0": "0F-0F",
  "-/-": "0F-0F",
  "--": "0F-0F",
};

/** The text in a canonical spelling: no spaces, upper case, every way of writing a half as ½. */
export function squeeze(text: string): string {
  return text
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/[–—−:]/g, "-")
    .replace(/1\/2|0?[.,]5/g, "½");
}

/**
 * The board result a director typed, or null when it is none of the accepted spellings (blank is
 * null too: test for blank first).
 * @example parseBoardResult(" 1/2 ") // "½-½"
 * @example parseBoardResult("+/-") // "1F-0F"
 * @example parseBoardResult("2-0") // null
 */
export function parseBoardResult(text: string): BoardResult | null {
  return SPELLINGS[squeeze(text)] ?? null;
}

/** The result as a number-like cell value a spreadsheet may have turned it into (0.5 for "½"). */
export function resultCellText(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return v === 0.5 ? "½" : (halfAsDate(v) ?? String(v));
  return halfAsDate(String(v).trim()) ?? String(v).trim();
}

/** Month and day of a spreadsheet day number (Excel's and Sheets' 1900 system: day 1 is 1900-01-01, 60 the false 1900-02-29). */
function monthDay(serial: number): [number, number] | null {
  if (!Number.isInteger(serial) || serial < 1 || serial > 2_958_465) return null;
  if (serial === 60) return [2, 29];
  const { month, day } = civilFromDays(serial - 25569 + (serial < 60 ? 1 : 0));
  return [month, day];
}

/**
 * `1/2` when a Result cell holds the date a spreadsheet made of a typed `1/2` (a column not formatted
 * as text): 2 January or 1 February of any year (month first or day first), as a day number (Excel,
 * 46024) or as the ISO text the Sheets adapter gives for a date cell ("2026-01-02"); else null.
 * @example halfAsDate(46024) // "1/2"
 * @example halfAsDate("2026-02-01") // "1/2"
 * @example halfAsDate(46025) // null
 */
export function halfAsDate(v: number | string): string | null {
  let md: [number, number] | null;
  if (typeof v === "number") md = monthDay(v);
  else {
    const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(v);
    md = m === null ? null : [Number(m[1]), Number(m[2])];
  }
  if (md === null) return null;
  const [month, day] = md;
  return (month === 1 && day === 2) || (month === 2 && day === 1) ? "1/2" : null;
}

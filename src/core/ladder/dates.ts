/**
 * Log dates as day numbers: the Excel serial (days since 1899-12-30), which is what Excel hands a
 * function for a date cell. ISO text (2025-03-01) is read by plain arithmetic, no clock, no Date.
 */
import { civilFromDays, daysFromCivil, daysInMonth, isoText, parseDateText } from "../model/calendar";

/** 1970-01-01 is Excel serial 25569. */
const UNIX_EPOCH_SERIAL = 25569;

/**
 * The day number of a civil date, or null if there is no such day.
 * @example dayNumber(2025, 3, 1) // 45717
 */
export function dayNumber(year: number, month: number, day: number): number | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day) + UNIX_EPOCH_SERIAL;
}

/**
 * A day number as ISO text.
 * @example isoDate(45717) // "2025-03-01"
 */
export function isoDate(serial: number): string {
  return isoText(civilFromDays(Math.floor(serial) - UNIX_EPOCH_SERIAL));
}

/**
 * A log date cell as a day number: an Excel serial number (a time of day is dropped), numeric text,
 * or ISO text `YYYY-MM-DD` (a time after it is ignored). Blank gives null; anything else, an error.
 * @example readDate("2025-03-01") // { day: 45717 }
 */
export function readDate(v: unknown): { day: number | null } | { error: string } {
  if (v === null || v === undefined) return { day: null };
  if (typeof v === "number") {
    if (Number.isFinite(v) && v >= 1 && v < 2958466) return { day: Math.floor(v) };
    return { error: `${v} is not a date` };
  }
  const t = String(v).trim();
  if (t === "") return { day: null };
  if (/^\d+(\.\d+)?$/.test(t)) return readDate(Number(t));
  const d = parseDateText(t);
  if (d !== null) return { day: daysFromCivil(d.year, d.month, d.day) + UNIX_EPOCH_SERIAL };
  return { error: `"${t}" is not a date (expected a date cell or ISO text such as 2025-03-01)` };
}

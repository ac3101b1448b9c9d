/** Calendar dates without a clock or a time zone: parsing birth dates as sheets and files give them. */

import { civilFromDays, daysInMonth, isoText, parseDateText, type CivilDate } from "../model/calendar";

export type { CivilDate };

/** The date, or null when the day does not exist (2023-02-29). */
export function civilDate(year: number, month: number, day: number): CivilDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * A spreadsheet date serial (Excel's 1900 system: 1 = 1900-01-01, with its phantom 1900-02-29 at 60)
 * as a calendar date. Fractions (a time of day) are dropped.
 * @example dateFromSerial(27760) // { year: 1976, month: 1, day: 1 }
 */
export function dateFromSerial(serial: number): CivilDate | null {
  const whole = Math.floor(serial);
  if (!Number.isFinite(whole) || whole < 1) return null;
  if (whole === 60) return null; // 1900-02-29 never existed
  // Days since 1970-01-01: serial 25569 is 1970-01-01; serials before 61 are one day early.
  const days = whole - 25569 + (whole < 60 ? 1 : 0);
  return civilFromDays(days);
}

/**
 * A date written year first: `1976-01-02`, `1976/01/02`, `1976.1.2` (TRF and ISO order). Day-first
 * and month-first dates are refused because `02/01/1976` means different days in Australia and
 * the US. Returns null when the text is not such a date.
 * @example parseCivilDate("1976/01/02") // { year: 1976, month: 1, day: 2 }
 */
export function parseCivilDate(text: string): CivilDate | null {
  return parseDateText(text);
}

/** Negative, 0 or positive as `a` is before, on or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * A calendar date written year first, as the sheets and files write it.
 * @example civilIso({ year: 1994, month: 3, day: 12 }) // "1994-03-12"
 */
export function civilIso(d: CivilDate): string {
  return isoText(d);
}

/** Calendar dates without a clock or a time zone: parsing birth dates as sheets and files give them. */

/** A date on the calendar. `month` 1–12, `day` 1–31. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

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
  // Civil-from-days (proleptic Gregorian), after H. Hinnant.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/**
 * A date written year first: `1976-01-02`, `1976/01/02`, `1976.1.2` (TRF and ISO order). Day-first
 * and month-first dates are refused because `02/01/1976` means different days in Australia and
 * the US. Returns null when the text is not such a date.
 * @example parseCivilDate("1976/01/02") // { year: 1976, month: 1, day: 2 }
 */
export function parseCivilDate(text: string): CivilDate | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text.trim());
  if (m === null) return null;
  return civilDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Negative, 0 or positive as `a` is before, on or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The proleptic Gregorian calendar by arithmetic: no clock, no time zone, no Date. Days are counted
 * from 1970-01-01 (day 0). Algorithms after H. Hinnant, "chrono-compatible low-level date algorithms".
 */

/** A date on the calendar. `month` 1–12, `day` 1–31. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Days in a month of a year.
 * @example daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days from 1970-01-01 to a civil date.
 * @example daysFromCivil(2025, 3, 1) // 20148
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const yy = month <= 2 ? year - 1 : year;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * The civil date `days` after 1970-01-01.
 * @example civilFromDays(20148) // { year: 2025, month: 3, day: 1 }
 */
export function civilFromDays(days: number): CivilDate {
  const z = Math.floor(days) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The written forms a reader accepts beside year first (`2026-03-01`, `2026/3/1`, `2026.03.01`). */
export interface DateForms {
  /** Day first with the year in full: `1.3.2026`, `01/03/2026`, `1-3-2026` (Australia, FIDE's TRF 042). */
  readonly dayFirst?: boolean;
  /** A two-digit year first, read as 20YY: `26/03/01`, as some programs write TRF 042. */
  readonly shortYearFirst?: boolean;
}

/**
 * A date written as text, in the forms the reader accepts; a time after a year-first date (`T10:00`
 * or ` 10:00`) is ignored. Null when the text is none of them or the day does not exist (2023-02-29).
 * Month first (the US `3/1/2026`) is never read: `01/03/2026` would be two different days.
 * @example parseDateText("2026/03/01") // { year: 2026, month: 3, day: 1 }
 * @example parseDateText("01.03.2026", { dayFirst: true }) // { year: 2026, month: 3, day: 1 }
 */
export function parseDateText(text: string, forms: DateForms = {}): CivilDate | null {
  const s = text.trim();
  let y: number;
  let m: number;
  let d: number;
  let g = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(s);
  if (g !== null) [y, m, d] = [Number(g[1]), Number(g[2]), Number(g[3])];
  else if (forms.dayFirst === true && (g = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s)) !== null)
    [d, m, y] = [Number(g[1]), Number(g[2]), Number(g[3])];
  else if (forms.shortYearFirst === true && (g = /^(\d{2})\/(\d{1,2})\/(\d{1,2})$/.exec(s)) !== null)
    [y, m, d] = [2000 + Number(g[1]), Number(g[2]), Number(g[3])];
  else return null;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { year: y, month: m, day: d };
}

/**
 * A date as ISO text.
 * @example isoText({ year: 1994, month: 3, day: 12 }) // "1994-03-12"
 */
export function isoText(d: CivilDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

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

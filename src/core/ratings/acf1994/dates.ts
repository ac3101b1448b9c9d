/** Calendar dates as the rating files write them, and ages "at the beginning of the year". */
import { isoText, parseDateText } from "../../model/calendar";

/**
 * A date as ISO text (YYYY-MM-DD) from YYYY-MM-DD, YYYY/MM/DD, or the Australian D/M/YYYY and
 * D.M.YYYY; null if it is none of these or no such day. The year must be written in full.
 * @example isoDate("9/4/1994") // "1994-04-09"
 */
export function isoDate(text: string): string | null {
  const d = parseDateText(text, { dayFirst: true });
  return d === null ? null : isoText(d);
}


/**
 * Age on 1 January of `year` (the booklet's "age at the beginning of the year") from an ISO birth date.
 * @example ageAtNewYear("1980-01-01", 1994) // 14
 * @example ageAtNewYear("1980-06-30", 1994) // 13
 */
export function ageAtNewYear(birth: string, year: number): number {
  const by = Number(birth.slice(0, 4));
  const bornOnNewYear = birth.slice(5) === "01-01";
  return year - by - (bornOnNewYear ? 0 : 1);
}

/** Calendar dates as the rating files write them, and ages "at the beginning of the year". */
import { daysInMonth } from "../../model/calendar";

/**
 * A date as ISO text (YYYY-MM-DD) from YYYY-MM-DD, YYYY/MM/DD, or the Australian D/M/YYYY and
 * D.M.YYYY; null if it is none of these or no such day. The year must be written in full.
 * @example isoDate("9/4/1994") // "1994-04-09"
 */
export function isoDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let g = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (g) {
    y = Number(g[1]);
    m = Number(g[2]);
    d = Number(g[3]);
  } else {
    g = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
    if (!g) return null;
    d = Number(g[1]);
    m = Number(g[2]);
    y = Number(g[3]);
  }
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
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

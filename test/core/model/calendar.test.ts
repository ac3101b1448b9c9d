/** Dates written as text, read once for every reader: each reader names the forms it accepts. */
import fc from "fast-check";
import { civilFromDays, daysFromCivil, isoText, parseDateText } from "../../../src/core/model/calendar";
import { isoDate as tiebreakDate } from "../../../src/core/tiebreaks/options";
import { isoDate as ratingFileDate } from "../../../src/core/ratings/acf1994/dates";
import { parseCivilDate } from "../../../src/core/grandprix/date";
import { readDate as ladderDate } from "../../../src/core/ladder/dates";

describe("parseDateText", () => {
  test("year first in any of - / . with a time ignored; day first and two-digit years only when asked", () => {
    expect(parseDateText("2026-03-01")).toEqual({ year: 2026, month: 3, day: 1 });
    expect(parseDateText(" 2026/3/1 ")).toEqual({ year: 2026, month: 3, day: 1 });
    expect(parseDateText("2026.03.01T10:00")).toEqual({ year: 2026, month: 3, day: 1 });
    expect(parseDateText("01.03.2026")).toBeNull();
    expect(parseDateText("01.03.2026", { dayFirst: true })).toEqual({ year: 2026, month: 3, day: 1 });
    expect(parseDateText("26/03/01")).toBeNull();
    expect(parseDateText("26/03/01", { shortYearFirst: true })).toEqual({ year: 2026, month: 3, day: 1 });
  });

  test("no such day, or not a date: null", () => {
    for (const t of ["2023-02-29", "2026-13-01", "2026-04-31", "31/02/2026", "", "March 1", "2026-3"])
      expect(parseDateText(t, { dayFirst: true, shortYearFirst: true })).toBeNull();
    expect(parseDateText("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test("property: every day from 1900 to 2100 written in every accepted form reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(2100, 12, 31) }), (days) => {
        const d = civilFromDays(days);
        const iso = isoText(d);
        expect(parseDateText(iso)).toEqual(d);
        expect(parseDateText(`${d.day}/${d.month}/${d.year}`, { dayFirst: true })).toEqual(d);
        expect(parseDateText(`${d.year}.${d.month}.${d.day}`)).toEqual(d);
      }),
    );
  });
});

describe("the readers that use it keep their forms", () => {
  test("tiebreak start dates (TRF 042): year first, day first, two-digit year first", () => {
    expect(["2026/03/01", "01.03.2026", "26/03/01"].map(tiebreakDate)).toEqual([
      "2026-03-01",
      "2026-03-01",
      "2026-03-01",
    ]);
  });
  test("rating files: year first and the Australian day first", () => {
    expect(["1994-04-09", "9/4/1994", "9.4.1994"].map(ratingFileDate)).toEqual([
      "1994-04-09",
      "1994-04-09",
      "1994-04-09",
    ]);
  });
  test("birth dates (Grand Prix): year first only, day first refused as ambiguous", () => {
    expect(parseCivilDate("1976/01/02")).toEqual({ year: 1976, month: 1, day: 2 });
    expect(parseCivilDate("02/01/1976")).toBeNull();
  });
  test("ladder log dates: a serial or year-first text", () => {
    expect(ladderDate("2025-03-01")).toEqual({ day: 45717 });
    expect(ladderDate("2025/03/01")).toEqual({ day: 45717 });
    expect(ladderDate("1/3/2025")).toEqual({
      error: '"1/3/2025" is not a date (expected a date cell or ISO text such as 2025-03-01)',
    });
  });
});

import fc from "fast-check";
import { civilFromDays, daysFromCivil, daysInMonth } from "../../src/core/model/calendar";

describe("the calendar by arithmetic", () => {
  test("known days", () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2025, 3, 1)).toBe(20148);
    expect(civilFromDays(-1)).toEqual({ year: 1969, month: 12, day: 31 });
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  test("days → date → days is the identity (and agrees with Date in UTC)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -800000, max: 800000 }), (days) => {
        const c = civilFromDays(days);
        expect(daysFromCivil(c.year, c.month, c.day)).toBe(days);
        const d = new Date(days * 86400000);
        expect([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]).toEqual([c.year, c.month, c.day]);
      }),
    );
  });
});

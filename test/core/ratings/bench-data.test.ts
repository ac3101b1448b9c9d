/** The bench's synthetic period (src/bench/ratings.ts) is deterministic and rates cleanly. */
import { syntheticPeriod } from "../../../src/bench/ratings";
import { mulberry32 } from "../../../src/core/formats/sample";
import { ratePeriod } from "../../../src/core/ratings/acf1994";

describe("the ACF bench data", () => {
  test("mulberry32 is seeded: the same seed, the same numbers", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
  test("the same seed gives the same period, and it rates without problems to whole hundredths", () => {
    const p = syntheticPeriod(500, 3000, 42);
    expect(syntheticPeriod(500, 3000, 42)).toEqual(p);
    expect(p.games).toHaveLength(3000);
    const r = ratePeriod(p.players, p.games, { date: "1994-04-30" });
    expect(r.entries.every((e) => e.rating === null || Number.isInteger(e.rating))).toBe(true);
    expect(r.entries.some((e) => e.reset)).toBe(true);
    expect(r.entries.some((e) => e.startStatus === "PROVISIONAL" && e.status === "CONFIRMED")).toBe(true);
  });
});

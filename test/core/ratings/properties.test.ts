/** Properties of the 1994 rules (fast-check): monotonicity, and the per-game system's closed pool. */
import fc from "fast-check";
import {
  acfRating,
  DEFAULT_K_CLASSES,
  ratePeriod,
  type AcfGameRecord,
  type AcfPlayerRecord,
} from "../../../src/core/ratings/acf1994";

const ratingArb = fc.integer({ min: 0, max: 300000 }); // hundredths, 0 … 3000
const fieldArb = fc.array(fc.integer({ min: 0, max: 300000 }), { minLength: 1, maxLength: 20 });

describe("ACF 1994 properties (fast-check)", () => {
  test("established: a higher score never gives a lower new rating", () => {
    fc.assert(
      fc.property(ratingArb, fieldArb, fc.nat(), (r, opps, s) => {
        const score = (s % (2 * opps.length)) * 5; // 0 … games − ½, in tenths
        const a = acfRating({ status: "RATED", rating: r, opponents: opps, score }).rating;
        const b = acfRating({ status: "RATED", rating: r, opponents: opps, score: score + 5 }).rating;
        return b >= a;
      }),
      { numRuns: 2000 },
    );
  });
  test("performance: a higher score never gives a lower new rating", () => {
    fc.assert(
      fc.property(fieldArb, fc.nat(), (opps, s) => {
        if (opps.length < 2) return true;
        const score = ((s % (2 * opps.length - 2)) + 1) * 5; // ½ … games − 1
        const a = acfRating({ status: "NEW", rating: null, opponents: opps, score }).rating;
        const b = acfRating({ status: "NEW", rating: null, opponents: opps, score: score + 5 }).rating;
        return b >= a;
      }),
      { numRuns: 2000 },
    );
  });
  test("established: against a stronger field the same score never gives a lower new rating", () => {
    fc.assert(
      fc.property(
        ratingArb,
        fieldArb,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 100000 }),
        (r, opps, s, which, up) => {
          const score = (s % (2 * opps.length + 1)) * 5;
          const stronger = opps.map((o, i) => (i === which % opps.length ? o + up : o));
          const a = acfRating({ status: "RATED", rating: r, opponents: opps, score }).rating;
          const b = acfRating({ status: "RATED", rating: r, opponents: stronger, score }).rating;
          return b >= a;
        },
      ),
      { numRuns: 2000 },
    );
  });
  test("performance: against a stronger field the same score never gives a lower rating", () => {
    fc.assert(
      fc.property(fieldArb, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 100000 }), (opps, s, which, up) => {
        if (opps.length < 2) return true;
        const score = ((s % (2 * opps.length - 1)) + 1) * 5;
        const stronger = opps.map((o, i) => (i === which % opps.length ? o + up : o));
        const a = acfRating({ status: "NEW", rating: null, opponents: opps, score }).rating;
        const b = acfRating({ status: "NEW", rating: null, opponents: stronger, score }).rating;
        return b >= a;
      }),
      { numRuns: 2000 },
    );
  });

  const poolArb = fc
    .record({
      ratings: fc.array(fc.integer({ min: 80000, max: 260000 }), { minLength: 2, maxLength: 12 }),
      games: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(0, 5, 10), fc.integer({ min: 0, max: 3 })), {
        maxLength: 80,
      }),
      k: fc.integer({ min: 1, max: 40 }),
    })
    .map(({ ratings, games, k }) => {
      const players: AcfPlayerRecord[] = ratings.map((r, i) => ({
        id: String(i + 1),
        name: `P${i + 1}`,
        state: "VIC",
        birthDate: null,
        rating: r,
        status: "CONFIRMED",
        games: 30,
        average: 150000,
        score: 150,
        place: `row ${i + 2}`,
      }));
      const list: AcfGameRecord[] = [];
      for (const [a, b, res, ev] of games) {
        const w = a % ratings.length;
        const bl = (w + 1 + (b % (ratings.length - 1))) % ratings.length;
        list.push({
          event: `E${ev}`,
          date: `1994-0${ev + 1}-01`,
          white: String(w + 1),
          black: String(bl + 1),
          result: res as 0 | 5 | 10,
          place: `g${list.length}`,
        });
      }
      return { players, games: list, k };
    });

  test("per-game with one K for everyone: a closed pool's total is unchanged apart from the bonus points it awards", () => {
    fc.assert(
      fc.property(poolArb, ({ players, games, k }) => {
        const r = ratePeriod(players, games, { system: "per-game", kClasses: { ...DEFAULT_K_CLASSES, all: k } });
        const before = players.reduce((s, p) => s + (p.rating as number), 0);
        const after = r.entries.reduce((s, e) => s + (e.rating as number), 0);
        const bonus = r.entries.reduce((s, e) => s + e.bonus, 0);
        return after - before === bonus;
      }),
      { numRuns: 500 },
    );
  });
  test("1994 rules: every rating a period produces is a whole number of hundredths (no float drift)", () => {
    fc.assert(
      fc.property(poolArb, ({ players, games }) => {
        const r = ratePeriod(players, games);
        return r.entries.every((e) => Number.isInteger(e.rating));
      }),
      { numRuns: 300 },
    );
  });
});

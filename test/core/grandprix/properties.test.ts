/** Properties of the Grand Prix points (fast-check). */
import fc from "fast-check";
import { acfPoints, ACF_CLASSES, ACF_SCALES } from "../../../src/core/grandprix/acf-mm";
import { vcfCupPoints } from "../../../src/core/grandprix/vcf-cup";

describe("Grand Prix properties", () => {
  test("000 rule 1: shares of a tie add back to the places' points; the total paid is the scale's (or less with fewer players)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACF_CLASSES),
        fc.array(fc.integer({ min: 0, max: 18 }), { minLength: 1, maxLength: 30 }),
        (cls, halves) => {
          const out = acfPoints(
            halves.map((h) => ({ score: h * 5 })),
            cls,
          );
          const total = out.reduce((s, a) => s + (a === null ? 0 : a.num / a.den), 0);
          const paid = ACF_SCALES[cls].slice(0, halves.length).reduce((a, b) => a + b, 0);
          expect(Math.abs(total - paid)).toBeLessThan(1e-9);
          // a higher score never gets fewer points
          halves.forEach((h, i) =>
            halves.forEach((g, j) => h > g && expect((out[i]?.points ?? 0) >= (out[j]?.points ?? 0)).toBe(true)),
          );
        },
      ),
    );
  });

  test("Enclosure 1: points are AR × SP × NoP / 1000 rounded half up at the 4th decimal, exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.record({ halves: fc.integer({ min: 0, max: 18 }), rating: fc.integer({ min: 100, max: 2800 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (rounds, players) => {
          const entries = players.map((p) => ({ score: Math.min(p.halves, rounds * 2) * 5, rating: p.rating }));
          const r = vcfCupPoints(entries, rounds);
          const sum = BigInt(entries.reduce((s, e) => s + e.rating, 0));
          const n = BigInt(entries.length);
          const ar = (BigInt(2) * sum + n) / (BigInt(2) * n);
          expect(r.ar).toBe(Number(ar));
          entries.forEach((e, i) => {
            // floor(points × 10⁵), then half up to 10⁴: floor((floor(10x) + 5) / 10) = floor(x + ½)
            const fifth = (ar * BigInt(e.score) * n * BigInt(10)) / BigInt(rounds);
            const expected = Number((fifth + BigInt(5)) / BigInt(10)) + (r.clearFirst === i ? 30000 : 0);
            expect(r.points[i]).toBe(expected);
          });
        },
      ),
    );
  });
});

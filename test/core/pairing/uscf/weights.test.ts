/** The weight fields (weights.ts): the order of the rules, and a cache key that sees every field. */
import { cacheKey, FIELDS, WeightLayout } from "../../../../src/core/pairing/uscf/weights";

describe("USCF weight fields", () => {
  test("the cache key tells every field and every value apart", () => {
    const keys = new Set<number>([cacheKey({}, true), cacheKey({}, false)]);
    for (const f of FIELDS) keys.add(cacheKey({ [f]: 1 }, true));
    for (const f of ["cover", "teamDrop", "carried", "unrated", "hard", "distance", "below"] as const) keys.add(cacheKey({ [f]: 2 }, true));
    expect(keys.size).toBe(2 + FIELDS.length + 7);
  });
  test("a higher field outweighs everything below it: 27A4 before 29E5b before equalisation before 29E5a before alternation", () => {
    const layout = new WeightLayout(12);
    // One board that misses nothing but moves 4,000 points, against one that misses an alternation.
    const far = layout.weight({ cover: 2, inner: 1, over200: 1, over80: 1, changed: 1, distance: 4000 }, true);
    const alt = layout.weight({ cover: 2, inner: 1, alternate: 1 }, true);
    expect(alt > far).toBe(true);
    const eq = layout.weight({ cover: 2, inner: 1, equalise: 1 }, true);
    const mid = layout.weight({ cover: 2, inner: 1, over80: 1, changed: 1, distance: 150 }, true);
    expect(mid > eq).toBe(true);
    const third = layout.weight({ cover: 2, inner: 1, hard: 1 }, true);
    expect(far > third).toBe(true);
  });
});

/**
 * The Dutch driver's weights as numbers (issue 31): an edge weight is the round's id of a base
 * weight (weights.ts `weightId`) plus a signed addend in the tie-break field, and the store keys
 * its table by both without making a BigInt per edge. Checked at the edges of the key's range
 * (ids around 2^20, addends around ±2^31, where the store changes from a numeric to a text key)
 * against plain BigInt arithmetic.
 */
import fc from "fast-check";
import { WeightStore } from "../../../../src/core/pairing/dutch/weight-store";
import { weightId, weightOf, type WeightContext } from "../../../../src/core/pairing/dutch/weights";
import { weightContext } from "./weight-context";

/** A context whose table has ids 0..k and `high` (sparse), each a distinct weight of many bits. */
function contextWithIds(k: number, high: number[]): WeightContext {
  const ctx = weightContext();
  for (let i = 1; i <= k; i++) weightId(ctx, (BigInt(i) << BigInt(200)) + BigInt(i));
  const table = ctx.table as { weights: bigint[]; idOf: Map<bigint, number> };
  for (const id of high) {
    const w = (BigInt(id) << BigInt(300)) | BigInt(7);
    table.weights[id] = w;
    table.idOf.set(w, id);
  }
  return ctx;
}

const BOUNDARY_IDS = [1048574, 1048575, 1048576, 1048577, 2 ** 31 - 1];
const ADDENDS = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31) + 1, 2 ** 31, -(2 ** 31), 2 ** 40, -(2 ** 40), 2 ** 53 - 1, -(2 ** 53) + 1];

describe("WeightStore: weight id + addend, without a BigInt per edge", () => {
  it("gives back every weight set, as BigInt arithmetic does, around each key boundary", () => {
    const ctx = contextWithIds(20, BOUNDARY_IDS);
    const ids = [0, 1, 2, 20, ...BOUNDARY_IDS];
    const n = 12;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: n - 1 }),
            fc.integer({ min: 0, max: n - 1 }),
            fc.constantFrom(...ids),
            fc.oneof(fc.constantFrom(...ADDENDS), fc.integer({ min: -(2 ** 33), max: 2 ** 33 })),
          ),
          { minLength: 1, maxLength: 60 },
        ),
        (sets) => {
          const store = new WeightStore(n, ctx, () => BigInt(0));
          const expected = new Map<number, bigint>();
          const indexOf = new Map<string, number>();
          for (const [v, x, id, t] of sets) {
            if (v === x) continue;
            const i = store.set(v, x, id, t);
            const w = weightOf(ctx, id) + BigInt(t);
            expected.set(Math.min(v, x) * n + Math.max(v, x), w);
            // One table entry per distinct (id, addend): the same index for the same pair of numbers.
            const key = `${id}:${t}`;
            const known = indexOf.get(key);
            if (known === undefined) {
              expect([...indexOf.values()]).not.toContain(i);
              indexOf.set(key, i);
            } else {
              expect(i).toBe(known);
            }
            expect(store.at(x, v)).toBe(i);
            expect(store.weightOfIndex(i)).toBe(w);
          }
          for (const [pair, w] of expected) {
            const a = Math.floor(pair / n);
            const b = pair % n;
            expect(store.get(a, b)).toBe(w);
            expect(store.get(b, a)).toBe(w);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps (id, addend) pairs apart that one number key would merge", () => {
    // id · 2^32 + t collides for (1, 0) and (0, 2^32): the second takes the text key.
    const ctx = contextWithIds(3, [1048576]);
    const store = new WeightStore(4, ctx, () => BigInt(0));
    const a = store.set(0, 1, 1, 0);
    const b = store.set(0, 2, 0, 2 ** 32);
    const c = store.set(0, 3, 1048576, 0);
    const d = store.set(1, 2, 1048575 - 1048572, 2 ** 31 - 1);
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(store.get(0, 2)).toBe(BigInt(2 ** 32));
    expect(store.get(0, 3)).toBe(weightOf(ctx, 1048576));
    expect(store.get(1, 2)).toBe(weightOf(ctx, 3) + BigInt(2 ** 31 - 1));
  });

  it("pairs never set keep their starting weight", () => {
    const ctx = contextWithIds(2, []);
    const store = new WeightStore(5, ctx, (h, l) => BigInt(10 * h + l));
    store.set(3, 1, 2, -5);
    expect(store.at(0, 4)).toBe(0);
    expect(store.get(4, 0)).toBe(BigInt(4));
    expect(store.get(1, 3)).toBe(weightOf(ctx, 2) - BigInt(5));
  });

  it("weightId gives one id per distinct weight, 0 for no edge", () => {
    const ctx = weightContext();
    expect(weightId(ctx, BigInt(0))).toBe(0);
    const big = BigInt(1) << BigInt(1000);
    const i = weightId(ctx, big);
    expect(weightId(ctx, BigInt(1) << BigInt(1000))).toBe(i);
    expect(weightId(ctx, big + BigInt(1))).toBe(i + 1);
    expect(weightOf(ctx, i)).toBe(big);
    expect(() => weightOf(ctx, i + 5)).toThrow(RangeError);
  });
});

import fc from "fast-check";
import { FastMatcher, WeightedMatcher } from "../../../src/core/matching";
import { WasmMatcher } from "../../../src/core/matching/wasm";

/** A seeded generator for a scenario (fast-check picks the seed). */
function lcg(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/**
 * A bracket-like complete graph: score groups of the given sizes, a pair inside a group weighing
 * more than a pair across groups (less the further apart), and a little noise, so that the optimum
 * needs odd sets around odd groups and many slacks tie (docs/performance.md, "Dear brackets: the
 * first solve").
 */
function grouped(sizes: readonly number[], spread: number, rnd: () => number): bigint[][] {
  const group: number[] = [];
  sizes.forEach((size, g) => {
    for (let k = 0; k < size; k++) group.push(g);
  });
  const n = group.length;
  const w: bigint[][] = [];
  for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++) {
      const gap = Math.abs((group[i] as number) - (group[j] as number));
      const x = BigInt(1000 - 100 * gap + Math.floor(rnd() * spread));
      (w[i] as bigint[])[j] = x;
      (w[j] as bigint[])[i] = x;
    }
  return w;
}

type Matcher = { setWeight(v: number, x: number, w: bigint): void };
function load(w: readonly (readonly bigint[])[], ...ms: Matcher[]): void {
  for (let i = 0; i < w.length; i++)
    for (let j = 0; j < i; j++) for (const m of ms) m.setWeight(i, j, (w[i] as bigint[])[j] as bigint);
}

/** Calls to a private method of FastMatcher, counted. */
function countCalls(name: "addBlossom" | "expandBlossom"): { calls: () => number; restore: () => void } {
  const spy = jest.spyOn(FastMatcher.prototype as unknown as Record<typeof name, () => void>, name);
  return { calls: () => spy.mock.calls.length, restore: () => spy.mockRestore() };
}

describe("a multi-tree stage keeps the blossoms of the trees that augmented (issue 31, dear first solves)", () => {
  it("forms a fresh grouped graph's nested blossoms once instead of re-forming them after each augmentation (659 blossoms formed before, 301 now)", () => {
    // One player moved down, an odd group of 251 and an even one of 260: the dead trees' blossoms
    // of zero dual reach the size that is kept (KEEP_LEAVES).
    const m = new FastMatcher(512, BigInt(1000000));
    load(grouped([1, 251, 260], 10, lcg(1)), m);
    const formed = countCalls("addBlossom");
    m.solve();
    const n = formed.calls();
    formed.restore();
    expect(n).toBeLessThan(480);
  });

  it("gives the reference's weight and the WebAssembly matcher's matching, step for step, on grouped graphs fresh and after rows change", () => {
    fc.assert(
      fc.property(
        // Groups of up to 261 players: large enough for blossoms that are kept whole.
        fc.array(fc.integer({ min: 0, max: 130 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (halves, spread, seed) => {
          const rnd = lcg(seed);
          const sizes = halves.map((h) => 2 * h + 1);
          const w = grouped(sizes, spread, rnd);
          const n = w.length;
          if (n < 2) return;
          const cap = BigInt(1000000);
          const fast = new FastMatcher(n, cap);
          const wasm = new WasmMatcher(n, cap);
          const ref = new WeightedMatcher(n);
          load(w, fast, wasm, ref);
          for (let step = 0; step < 3; step++) {
            fast.solve();
            wasm.solve();
            ref.solve();
            expect(fast.totalWeight()).toBe(ref.totalWeight());
            expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
            // A row rises, as an S1 player's does between two of the driver's solves.
            const v = Math.floor(rnd() * n);
            for (let x = 0; x < n; x++) {
              if (x === v) continue;
              const next = BigInt(1000 + Math.floor(rnd() * 20));
              for (const m of [fast, wasm, ref]) m.setWeight(v, x, next);
            }
          }
          wasm.release();
        },
      ),
      { numRuns: 10, seed: 42 },
    );
  });
});

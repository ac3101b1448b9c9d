import fc from "fast-check";
import { FastMatcher, maxWeightMatching, WeightedMatcher } from "../../../src/core/matching";
import { WasmMatcher } from "../../../src/core/matching/wasm";
import {
  addTo,
  compare,
  fromBigInt,
  halve,
  limbsFor,
  signSumDiff,
  sumDiff,
  toBigInt,
} from "../../../src/core/matching/limbs";

/** A seeded generator for the scenario (fast-check picks the seed). */
function lcg(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/**
 * Runs the same incremental scenario on the Float64-limb matcher and on the BigInt reference:
 * after every solve both must find a matching of the same (maximum) weight. (The fast one may pick
 * another matching of that weight: it augments along several paths per stage.)
 */
function sameSteps(n: number, value: () => bigint, rnd: () => number, steps: number, capacity: bigint): void {
  const fast = new FastMatcher(n, capacity);
  const ref = new WeightedMatcher(n);
  const w: bigint[][] = [];
  for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const x = value();
      (w[i] as bigint[])[j] = x;
      (w[j] as bigint[])[i] = x;
      fast.setWeight(j, i, x);
      ref.setWeight(j, i, x);
    }
  for (let step = 0; step < steps; step++) {
    fast.solve();
    ref.solve();
    const mate = fast.matching();
    let total = BigInt(0);
    for (let v = 0; v < n; v++) {
      const m = mate[v] as number;
      if (m === -1) continue;
      expect(mate[m]).toBe(v);
      expect(((w[v] as bigint[])[m] as bigint) > BigInt(0)).toBe(true);
      if (m > v) total += (w[v] as bigint[])[m] as bigint;
    }
    expect(total).toBe(ref.totalWeight());
    expect(fast.totalWeight()).toBe(total);
    // Change one vertex's edges as the Dutch driver does: small addends, zeros, priorities.
    const v = Math.floor(rnd() * n);
    const kind = Math.floor(rnd() * 4);
    let priority = 1;
    for (let x = 0; x < n; x++) {
      const old = (w[v] as bigint[])[x] as bigint;
      if (x === v) continue;
      let next: bigint;
      if (kind === 0) next = old === BigInt(0) ? old : old + BigInt(Math.floor(rnd() * 16));
      else if (kind === 1) next = rnd() < 0.5 ? BigInt(0) : old;
      else if (kind === 2) next = old === BigInt(0) ? old : old + BigInt(priority++);
      else next = value();
      fast.setWeight(v, x, next);
      ref.setWeight(v, x, next);
      (w[v] as bigint[])[x] = next;
      (w[x] as bigint[])[v] = next;
    }
  }
}

describe("Float64-limb arithmetic (limbs.ts)", () => {
  const L = limbsFor(200);
  const big = fc.bigInt({ min: BigInt(0), max: (BigInt(1) << BigInt(190)) - BigInt(1) });
  const put = (x: bigint): Float64Array => {
    const a = new Float64Array(L);
    fromBigInt(x, a, 0, L);
    return a;
  };

  test("a + b − c, its sign read from the top, comparison, halving and adding are exact", () => {
    fc.assert(
      fc.property(big, big, big, (a, b, c) => {
        const out = new Float64Array(L);
        sumDiff(put(a), 0, put(b), 0, put(c), 0, out, 0, L);
        const want = a + b - c;
        expect(toBigInt(out, 0, L)).toBe(want);
        expect(signSumDiff(put(a), 0, put(b), 0, put(c), 0, L)).toBe(want > 0 ? 1 : want < 0 ? -1 : 0);
        expect(compare(put(a), 0, put(b), 0, L)).toBe(a < b ? -1 : a > b ? 1 : 0);
        const h = new Float64Array(L);
        halve(put(a), 0, h, 0, L);
        expect(toBigInt(h, 0, L)).toBe(a / BigInt(2));
        const s = put(a);
        addTo(s, 0, put(b), 0, -1, L);
        expect(toBigInt(s, 0, L)).toBe(a - b);
        addTo(s, 0, put(c), 0, 1, L);
        expect(toBigInt(s, 0, L)).toBe(a - b + c);
      }),
      { numRuns: 500 },
    );
  });

  test("values that differ only in the lowest limb, or by one across a limb boundary", () => {
    const b48 = BigInt(2) ** BigInt(48);
    for (const [a, b, c] of [
      [b48 * b48, BigInt(0), b48 * b48 - BigInt(1)],
      [b48 * b48 - BigInt(1), BigInt(1), b48 * b48],
      [b48, b48, BigInt(2) * b48 + BigInt(1)],
      [BigInt(0), BigInt(0), BigInt(1)],
    ] as [bigint, bigint, bigint][]) {
      const want = a + b - c;
      expect(signSumDiff(put(a), 0, put(b), 0, put(c), 0, L)).toBe(want > 0 ? 1 : want < 0 ? -1 : 0);
    }
  });
});

describe("FastMatcher equals the BigInt reference matcher", () => {
  test("random graphs, one-word weights up to the edge of the one-word range (2^45)", () => {
    const scenario = fc.record({
      n: fc.integer({ min: 2, max: 14 }),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      top: fc.constantFrom(4, 40, 45),
    });
    fc.assert(
      fc.property(scenario, ({ n, seed, top }) => {
        const rnd = lcg(seed);
        const max = BigInt(2) ** BigInt(top);
        const value = (): bigint => {
          const r = rnd();
          if (r < 0.2) return BigInt(0);
          // Near the top of the range, and ties: max, max − 1, max − small.
          if (r < 0.5) return max - BigInt(Math.floor(rnd() * 3));
          return BigInt(Math.floor(rnd() * Number(max))) + BigInt(1);
        };
        expect(new FastMatcher(n, max).limbs).toBe(1);
        if (top === 45) expect(new FastMatcher(n, max * BigInt(2)).limbs).toBe(2);
        sameSteps(n, value, rnd, 6, max);
      }),
      { numRuns: 300 },
    );
  });

  test("tie-heavy multi-limb weights (hundreds of bits, as the Dutch driver makes them)", () => {
    const scenario = fc.record({
      n: fc.integer({ min: 4, max: 18 }),
      scale: fc.constantFrom(20, 47, 48, 49, 96, 190, 600),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
    });
    fc.assert(
      fc.property(scenario, ({ n, scale, seed }) => {
        const rnd = lcg(seed);
        const big = BigInt(1) << BigInt(scale);
        const mid = big >> BigInt(10);
        const value = (): bigint =>
          rnd() < 0.15
            ? BigInt(0)
            : big * BigInt(1 + Math.floor(rnd() * 2)) +
              mid * BigInt(Math.floor(rnd() * 3)) +
              BigInt(4 * Math.floor(rnd() * 3));
        sameSteps(n, value, rnd, 8, big * BigInt(4));
      }),
      { numRuns: 300 },
    );
  });

  test("nested blossoms: few distinct even weights on dense graphs (each new blossom's best edges from its children's lists)", () => {
    // Ties everywhere make odd cycles tight at once, so blossoms form inside blossoms within one
    // stage; a best-edge list that lost an edge gives a wrong delta and a lighter matching.
    const scenario = fc.record({
      n: fc.integer({ min: 6, max: 36 }),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      shift: fc.constantFrom(0, 44, 47, 120),
    });
    fc.assert(
      fc.property(scenario, ({ n, seed, shift }) => {
        const rnd = lcg(seed);
        const unit = BigInt(1) << BigInt(shift);
        const value = (): bigint => (rnd() < 0.4 ? BigInt(0) : unit * BigInt(8 + 2 * Math.floor(rnd() * 4)));
        sameSteps(n, value, rnd, 10, unit * BigInt(64));
      }),
      { numRuns: 200 },
    );
  });

  test("weights beyond the stated capacity widen the numbers; beyond 960 bits every comparison is exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(30, 300, 1100), (seed, scale) => {
        const rnd = lcg(seed);
        const big = BigInt(1) << BigInt(scale);
        const value = (): bigint => (rnd() < 0.2 ? BigInt(0) : big + BigInt(Math.floor(rnd() * 50)));
        // Capacity 1: every first weight widens the numbers.
        sameSteps(8, value, rnd, 5, BigInt(1));
      }),
      { numRuns: 60 },
    );
  });

  test("maxWeightMatching gives matchings of the same weight and cardinality on both paths", () => {
    const edges: [number, number, bigint][] = [];
    const rnd = lcg(7);
    for (let i = 0; i < 30; i++)
      for (let j = i + 1; j < 30; j++) if (rnd() < 0.4) edges.push([i, j, BigInt(Math.floor(rnd() * 5)) << BigInt(70)]);
    const weigh = (mate: number[]): [number, bigint] => {
      let card = 0;
      let total = BigInt(0);
      for (const [a, b, x] of edges)
        if (mate[a] === b) {
          card++;
          total += x;
        }
      return [card, total];
    };
    for (const maxCardinality of [false, true]) {
      expect(weigh(maxWeightMatching(30, edges, { maxCardinality }))).toEqual(
        weigh(maxWeightMatching(30, edges, { maxCardinality, reference: true })),
      );
    }
  });
});

describe("FastMatcher keeps its other search trees after an augmentation (issue 31)", () => {
  /** A dense graph whose weights share their high bits, as a bracket's do, and a little noise. */
  function dense(n: number, rnd: () => number, high: bigint, spread: number): bigint[][] {
    const w: bigint[][] = [];
    for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
    for (let i = 0; i < n; i++)
      for (let j = 0; j < i; j++) {
        const x = rnd() < 0.1 ? BigInt(0) : high + BigInt(Math.floor(rnd() * spread));
        (w[i] as bigint[])[j] = x;
        (w[j] as bigint[])[i] = x;
      }
    return w;
  }

  it("solves a fresh dense graph in one growing stage (the old matcher restarted every tree after each augmentation: 18 stages here)", () => {
    const rnd = lcg(1);
    const n = 60;
    const m = new FastMatcher(n, BigInt(1) << BigInt(60));
    const ref = new WeightedMatcher(n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < i; j++) {
        const x = BigInt(Math.floor(rnd() * 1e6)) * BigInt(1e6) + BigInt(Math.floor(rnd() * 1e6));
        m.setWeight(i, j, x);
        ref.setWeight(i, j, x);
      }
    m.solve();
    ref.solve();
    expect(m.totalWeight()).toBe(ref.totalWeight());
    // One stage grows every tree to the end; the second finds no exposed vertex left to root one.
    expect(m.stages).toBeLessThanOrEqual(2);
  });

  it("frees only the vertex whose row rose when the rows of the vertices across from it change too (the old matcher freed 19 of the 40 here)", () => {
    // S1 = 0..19, S2 = 20..39: every S1–S2 pair weighs the same, S2–S2 pairs a little. Then, as the
    // Dutch driver does between two solves, the S2–S2 pairs go to zero (every S2 row is touched)
    // and vertex 0's row rises by an addend that prefers the last S2 players.
    const k = 20;
    const n = 2 * k;
    const base = BigInt(1) << BigInt(40);
    const m = new FastMatcher(n, base * BigInt(2));
    const ref = new WeightedMatcher(n);
    const set = (v: number, x: number, w: bigint): void => {
      m.setWeight(v, x, w);
      ref.setWeight(v, x, w);
    };
    for (let p = 0; p < k; p++) for (let x = k; x < n; x++) set(p, x, base);
    for (let x = k; x < n; x++) for (let y = x + 1; y < n; y++) set(x, y, BigInt(1));
    m.solve();
    ref.solve();
    expect(m.totalWeight()).toBe(ref.totalWeight());
    const before = m.freed;
    const first = m.mateOf(0);
    expect(first).toBeLessThan(n - 1);
    for (let x = k; x < n; x++) set(0, x, base + BigInt(2 * (x - k + 1)));
    for (let x = k; x < n; x++) for (let y = x + 1; y < n; y++) set(x, y, BigInt(0));
    m.solve();
    ref.solve();
    expect(m.totalWeight()).toBe(ref.totalWeight());
    expect(m.mateOf(0)).toBe(n - 1);
    // Vertex 0 alone: its edges to the S2 players do not free them, its dual is raised instead.
    expect(m.freed - before).toBe(1);
  });

  it("gives the reference's weight on dense graphs of 30–70 vertices, fresh and after changes to many vertices at once (as a remainder's exchange weights)", () => {
    const scenario = fc.record({
      n: fc.integer({ min: 30, max: 70 }),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      shift: fc.constantFrom(0, 44, 47, 100),
      spread: fc.constantFrom(3, 40, 1000000),
    });
    fc.assert(
      fc.property(scenario, ({ n, seed, shift, spread }) => {
        const rnd = lcg(seed);
        const high = BigInt(1) << BigInt(shift);
        const w = dense(n, rnd, high, spread);
        const fast = new FastMatcher(n, high * BigInt(8));
        const ref = new WeightedMatcher(n);
        for (let i = 0; i < n; i++)
          for (let j = 0; j < i; j++) {
            fast.setWeight(i, j, (w[i] as bigint[])[j] as bigint);
            ref.setWeight(i, j, (w[i] as bigint[])[j] as bigint);
          }
        for (let step = 0; step < 3; step++) {
          fast.solve();
          ref.solve();
          expect(fast.totalWeight()).toBe(ref.totalWeight());
          // A bonus on every edge from a higher vertex in a random "S1", a small penalty by place.
          const s1 = new Array<boolean>(n).fill(false).map(() => rnd() < 0.5);
          for (let p = 0; p < n; p++)
            for (let o = p + 1; o < n; o++) {
              const old = (w[o] as bigint[])[p] as bigint;
              if (old === BigInt(0)) continue;
              const next = old + (s1[p] ? high : BigInt(0)) + BigInt(2 * (n - p));
              (w[o] as bigint[])[p] = next;
              (w[p] as bigint[])[o] = next;
              fast.setWeight(p, o, next);
              ref.setWeight(p, o, next);
            }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("FastMatcher.trySwap: another optimum of the same weights, never a worse one", () => {
  it("re-pairs two pairs when both new edges are tight, and the matching keeps its weight", () => {
    const m = new FastMatcher(4, BigInt(10));
    for (let i = 0; i < 4; i++) for (let j = 0; j < i; j++) m.setWeight(i, j, BigInt(5));
    m.solve();
    const a = 0;
    const b = m.mateOf(0);
    const [c, d] = [1, 2, 3].filter((v) => v !== b) as [number, number];
    const before = m.totalWeight();
    expect(m.trySwap(a, b, c, d)).toBe(true);
    expect(m.mateOf(a)).toBe(c);
    expect(m.mateOf(b)).toBe(d);
    expect(m.totalWeight()).toBe(before);
    // A later update starts from the swapped optimum and still finds the maximum.
    m.setWeight(a, d, BigInt(9));
    m.solve();
    expect(m.totalWeight()).toBe(BigInt(14));
  });

  it("refuses a swap onto an edge that is not tight (it would lose weight), changing nothing", () => {
    const m = new FastMatcher(4, BigInt(10));
    m.setWeight(1, 0, BigInt(6));
    m.setWeight(3, 2, BigInt(6));
    m.setWeight(2, 0, BigInt(5));
    m.setWeight(3, 1, BigInt(5));
    m.solve();
    expect(m.mateOf(0)).toBe(1);
    expect(m.trySwap(0, 1, 2, 3)).toBe(false);
    expect(m.trySwap(0, 1, 3, 2)).toBe(false);
    expect([m.mateOf(0), m.mateOf(2)]).toEqual([1, 3]);
    expect(m.totalWeight()).toBe(BigInt(12));
  });
});

describe("FastMatcher reads a blossom leaf's row only outside its top blossom (issue 31, step 4)", () => {
  /**
   * A Dutch bracket's step 4 in small: S1 players (the first `s1`) with edges down to S2, the
   * look-ahead players (the last `look`) with edges to everybody, so odd cycles make blossoms that
   * nest and outlive their stage; few distinct weights, so most edges tie. Then each S1 player in
   * turn gets his addends (the first S2 player the most), a solve, and his pair fixed (both rows
   * emptied). The WebAssembly matcher runs the algorithm without the outside lists: after every
   * solve the two must agree vertex by vertex, and have the reference's weight.
   */
  function stepFour(n: number, seed: number, shift: number): { fast: FastMatcher; solves: number } {
    const rnd = lcg(seed);
    const unit = BigInt(1) << BigInt(shift);
    const look = 1 + Math.floor(rnd() * 5);
    const s1 = (n - look) >> 1;
    const fast = new FastMatcher(n, unit * BigInt(64));
    const wasm = new WasmMatcher(n, unit * BigInt(64));
    const ref = new WeightedMatcher(n);
    const base: bigint[][] = [];
    for (let i = 0; i < n; i++) base.push(new Array<bigint>(n).fill(BigInt(0)));
    const set = (v: number, x: number, w: bigint): void => {
      fast.setWeight(v, x, w);
      wasm.setWeight(v, x, w);
      ref.setWeight(v, x, w);
    };
    for (let i = 0; i < n; i++)
      for (let j = 0; j < i; j++) {
        const edge = (j < s1 && i >= s1) || i >= n - look;
        if (!edge || rnd() < 0.15) continue;
        const w = unit * BigInt(16 + 4 * Math.floor(rnd() * 3));
        (base[i] as bigint[])[j] = w;
        (base[j] as bigint[])[i] = w;
        set(i, j, w);
      }
    let solves = 0;
    const solve = (): void => {
      fast.solve();
      wasm.solve();
      ref.solve();
      solves++;
      expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
      expect(fast.totalWeight()).toBe(ref.totalWeight());
    };
    solve();
    const fixed = new Array<boolean>(n).fill(false);
    for (let p = 0; p < s1; p++) {
      const m = fast.mateOf(p);
      if (fixed[p] || m < s1) continue;
      let addend = 0;
      for (let o = n - 1; o >= s1; o--) {
        if (fixed[o]) continue;
        const w = (base[p] as bigint[])[o] as bigint;
        if (w !== BigInt(0)) set(p, o, w + BigInt(addend));
        addend++;
      }
      solve();
      const mv = fast.mateOf(p);
      for (const v of [p, mv]) {
        if (v < 0) continue;
        fixed[v] = true;
        for (let x = 0; x < n; x++) if (x !== v && !fixed[x]) set(v, x, BigInt(0));
      }
    }
    return { fast, solves };
  }

  it("gives the WebAssembly matcher's matching after every S1 player's solve, on brackets where blossoms nest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 61 }), fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(0, 46, 120), (n, seed, shift) => {
        stepFour(n, seed, shift);
      }),
      { numRuns: 40 },
    );
  });

  it("reads fewer row entries than whole rows on such a bracket (the lists are used)", () => {
    const n = 61;
    const { fast } = stepFour(n, 7, 0);
    expect(fast.rowsRead).toBeGreaterThan(n);
    // Every row read (a scan, a blossom's list, a list made) reads at most n entries; with the
    // lists, far fewer.
    expect(fast.entriesRead).toBeLessThan((fast.rowsRead * n) / 2);
  });
});

/**
 * The two pieces that let the Dutch driver solve one bracket at a time quickly (issue 16): the
 * bracket's narrowed weights (compress.ts) and the completion check (completion.ts). Each is
 * checked against a brute force on small random cases.
 */
import fc from "fast-check";
import { maxWeightMatching } from "../../../../src/core/matching";
import { BracketCompressor } from "../../../../src/core/pairing/dutch/compress";
import { CompletionMatching } from "../../../../src/core/pairing/dutch/completion";
import { ReferenceCompressor } from "./compress-reference";
import { WasmDriver } from "../../../../src/core/matching";
import { wasmModule } from "../../../../src/core/matching/wasm";

/** Every matching of the graph on vertices 0..n−1 (edges where `edge` is true), as partner arrays. */
function matchings(n: number, edge: (a: number, b: number) => boolean): number[][] {
  const out: number[][] = [];
  const mate = new Array<number>(n).fill(-1);
  const go = (v: number): void => {
    if (v === n) {
      out.push([...mate]);
      return;
    }
    if (mate[v] !== -1) return go(v + 1);
    go(v + 1);
    for (let x = v + 1; x < n; x++) {
      if (mate[x] !== -1 || !edge(v, x)) continue;
      mate[v] = x;
      mate[x] = v;
      go(v + 1);
      mate[v] = -1;
      mate[x] = -1;
    }
  };
  go(0);
  return out;
}

describe("BracketCompressor: narrowed weights order matchings as the round's weights do", () => {
  // A layout like the driver's: a tie-break field of 7 bits, then counters at these offsets.
  const tb = 7;
  const boundaries = [0, 7, 11, 15, 19, 23, 27, 31, 35];

  it("the maximum-weight matching keeps its weight, with tie-break addends that borrow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }), {
          minLength: 3,
          maxLength: 6,
        }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 64, maxLength: 64 }),
        (n, patterns, picks) => {
          // Each distinct weight: counters from a pattern (columns repeat: some are dependent).
          const base = patterns.map((p) => {
            let w = BigInt(0);
            p.forEach((c, i) => (w |= BigInt(c) << BigInt(boundaries[i + 1] as number)));
            return w;
          });
          const weights: bigint[][] = [];
          const all: bigint[] = [];
          let k = 0;
          for (let i = 0; i < n; i++) {
            weights.push([]);
            for (let j = 0; j < i; j++) {
              const pick = picks[k++ % picks.length] as number;
              const b = base[pick % base.length] as bigint;
              // A signed tie-break addend below the counters (as the driver's remainder weights).
              const addend = BigInt((pick % 17) - 8);
              const w = b === BigInt(0) ? b : b + addend > BigInt(0) ? b + addend : b;
              (weights[i] as bigint[]).push(w);
              all.push(w);
            }
          }
          const c = new BracketCompressor(all, boundaries, tb, n);
          const edges: [number, number, bigint][] = [];
          const narrow: [number, number, bigint][] = [];
          for (let i = 0; i < n; i++)
            for (let j = 0; j < i; j++) {
              const w = (weights[i] as bigint[])[j] as bigint;
              if (w === BigInt(0)) continue;
              edges.push([i, j, w]);
              narrow.push([i, j, c.compress(w) as bigint]);
            }
          const total = (mate: readonly number[]): bigint => {
            let t = BigInt(0);
            mate.forEach((m, v) => {
              if (m > v) t += (weights[m] as bigint[])[v] as bigint;
            });
            return t;
          };
          expect(total(maxWeightMatching(n, narrow))).toBe(total(maxWeightMatching(n, edges)));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("compressAdded gives compress's answer for a weight id's weight less a completion field plus an addend", () => {
    // As the driver's weights: the tie-break field (7 bits here) empty above `less`, addends of
    // either sign up to the field's half range (±64) and past it (then undefined: compress's case).
    const half = 2 ** (tb - 1);
    const top = BigInt(1) << BigInt(35);
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(
          fc.tuple(
            fc.nat(6),
            fc.integer({ min: 0, max: 3 }),
            fc.oneof(
              fc.integer({ min: -half - 2, max: half + 2 }),
              fc.constantFrom(-half, half - 1, half, -half - 1, 0),
            ),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        (patterns, steps) => {
          const ids = patterns.map((p) => {
            let w = BigInt(0);
            p.forEach((c, i) => (w |= BigInt(c) << BigInt(boundaries[i + 1] as number)));
            return w;
          });
          ids.push(BigInt(0), BigInt(5));
          // The first pattern's weights are not among those seen: compress refuses them, and so must compressAdded.
          const seen = ids.slice(1).flatMap((w) => [0, 1, 2, 3].map((k) => w + BigInt(k) * top));
          const c = new BracketCompressor(seen, [...boundaries, 35], tb, 12);
          for (const [i, k, t] of steps) {
            const id = i % ids.length;
            const base = (ids[id] as bigint) + BigInt(3) * top;
            const less = BigInt(k) * top;
            const got = c.compressAdded(4 * id + k, base, less, t);
            const w = base - less + BigInt(t);
            if (got === undefined) {
              // Left to compress only when the weight is not of the form (or t is out of range).
              const plain = base - less > BigInt(0) && ((base - less) & BigInt(2 ** tb - 1)) === BigInt(0);
              expect(plain && t >= -half && t < half).toBe(false);
            } else {
              expect(got).toBe(c.compress(w));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  // Counter widths around the construction's cases (one 24-bit word, across two or three, past
  // 48 bits to BigInts, past 53 bits where a counter's value is rounded and the elimination passes
  // its exact limit), tie-break fields of 1 to 20 bits, values of 0, 1, the counter's maximum or
  // anything between, and matchers of 1 to 2,001 vertices.
  const width = fc.oneof(
    fc.integer({ min: 1, max: 30 }),
    fc.constantFrom(1, 2, 23, 24, 25, 26, 47, 48, 49, 52, 53, 54, 60),
  );
  const value = (w: number): fc.Arbitrary<bigint> =>
    fc.oneof(
      fc.constantFrom(BigInt(0), BigInt(1), (BigInt(1) << BigInt(w)) - BigInt(1)),
      fc.bigInt({ min: BigInt(0), max: (BigInt(1) << BigInt(w)) - BigInt(1) }),
    );
  const layout = fc
    .record({
      tb: fc.integer({ min: 1, max: 20 }),
      below: fc.array(fc.integer({ min: 1, max: 19 }), { maxLength: 2 }),
      widths: fc.array(width, { minLength: 1, maxLength: 14 }),
      vertices: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(2001, 1000)),
    })
    .chain(({ tb, below, widths, vertices }) => {
      const offsets = [0];
      for (const w of widths) offsets.push((offsets[offsets.length - 1] as number) + w);
      const half = 2 ** (tb - 1);
      const row = fc.tuple(fc.tuple(...widths.map(value)), fc.integer({ min: -half, max: half - 1 }));
      return fc.record({
        tb: fc.constant(tb),
        boundaries: fc.constant(
          [...new Set([0, ...below, ...offsets.slice(0, -1).map((o) => o + tb)])].sort((a, b) => a - b),
        ),
        offsets: fc.constant(offsets),
        vertices: fc.constant(vertices),
        rows: fc.array(row, { minLength: 0, maxLength: 18 }),
        unseen: fc.array(row, { maxLength: 3 }),
      });
    });
  const weightOf = (offsets: number[], tb: number, [fields, t]: [bigint[], number]): bigint => {
    let w = BigInt(0);
    fields.forEach((f, i) => (w |= f << BigInt((offsets[i] as number) + tb)));
    w += BigInt(t);
    return w < BigInt(0) ? BigInt(0) : w;
  };
  it("is built as the reference construction builds it, at the edges of every range", () => {
    fc.assert(
      fc.property(layout, ({ tb, boundaries, offsets, vertices, rows, unseen }) => {
        const seen = rows.map((r) => weightOf(offsets, tb, r));
        const c = new BracketCompressor(seen, boundaries, tb, vertices);
        const ref = new ReferenceCompressor(seen, boundaries, tb, vertices);
        expect(c.counterBits).toBe(ref.counterBits);
        expect(c.maxWeight).toBe(ref.maxWeight);
        for (const w of [...seen, ...unseen.map((r) => weightOf(offsets, tb, r))])
          expect(c.compress(w)).toBe(ref.compress(w));
      }),
      { numRuns: 400 },
    );
  });

  it("runs its elimination in WebAssembly (WasmDriver) as `independent` does: the same counters kept", () => {
    // One driver for every compressor, as a round's: each begins the basis afresh; more than 16
    // rows grow the instance's arrays, and the widest counters pass the elimination's exact limit.
    expect(wasmModule()).not.toBeNull();
    const driver = new WasmDriver(2);
    try {
      fc.assert(
        fc.property(layout, ({ tb, boundaries, offsets, vertices, rows, unseen }) => {
          const seen = rows.map((r) => weightOf(offsets, tb, r));
          const c = new BracketCompressor(seen, boundaries, tb, vertices);
          const w = new BracketCompressor(seen, boundaries, tb, vertices, driver);
          expect(w.counterBits).toBe(c.counterBits);
          for (const x of [...seen, ...unseen.map((r) => weightOf(offsets, tb, r))])
            expect(w.compress(x)).toBe(c.compress(x));
        }),
        { numRuns: 600 },
      );
    } finally {
      driver.release();
    }
  });

  it("keeps a counter of the driver's layout for a bracket whose weights use it (one of 60)", () => {
    // The round's layout has a counter per criterion and score group; a bracket's weights use few.
    const layoutCuts = Array.from({ length: 60 }, (_, i) => tb + 3 * i);
    const w = (BigInt(5) << BigInt(tb + 3 * 41)) + (BigInt(2) << BigInt(tb + 3 * 7)) + BigInt(3);
    const v = (BigInt(1) << BigInt(tb + 3 * 41)) + BigInt(1);
    const c = new BracketCompressor([w, v], [0, ...layoutCuts], tb, 6);
    const ref = new ReferenceCompressor([w, v], [0, ...layoutCuts], tb, 6);
    expect(c.counterBits).toBe(ref.counterBits);
    expect(c.compress(w)).toBe(ref.compress(w));
    expect(c.compress(v)).toBe(ref.compress(v));
    expect((c.compress(w) as bigint) > (c.compress(v) as bigint)).toBe(true);
  });

  it("a weight with counters it has not seen is refused, not guessed", () => {
    const c = new BracketCompressor([BigInt(1) << BigInt(11)], boundaries, tb, 4);
    expect(c.compress(BigInt(1) << BigInt(11))).not.toBeNull();
    expect(c.compress(BigInt(1) << BigInt(19))).toBeNull();
    expect(c.compress(BigInt(0))).toBe(BigInt(0));
  });
});

describe("CompletionMatching: C4 answered as a brute force answers it", () => {
  it("matches an exhaustive search through a sequence of players joining and leaving", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 2 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (n, bits, bye, steps) => {
          const pairable = (a: number, b: number): boolean => {
            const lo = Math.min(a, b);
            const hi = Math.max(a, b);
            return bits[(hi * (hi - 1)) / 2 + lo] as boolean;
          };
          const byeOk = (v: number): boolean => bye[v] as boolean;
          const m = new CompletionMatching(n, pairable, byeOk);
          // State: 0 out, 1 lower part, 2 floater.
          const state = new Array<number>(n).fill(1);
          for (let v = 0; v < n; v++) m.set(v, true, false);
          const check = (): void => {
            const active = state.map((s, v) => (s > 0 ? v : -1)).filter((v) => v >= 0);
            const index = new Map(active.map((v, i) => [v, i]));
            const ok = matchings(active.length, (a, b) => {
              const va = active[a] as number;
              const vb = active[b] as number;
              return !(state[va] === 2 && state[vb] === 2) && pairable(va, vb);
            }).some((mate) => {
              const exposed = mate.map((x, i) => (x === -1 ? i : -1)).filter((i) => i >= 0);
              return exposed.length === (active.length & 1) && exposed.every((i) => byeOk(active[i] as number));
            });
            expect(m.complete()).toBe(ok);
            if (ok) {
              // The matching it keeps is a completion: partners pairable, floaters apart.
              for (const v of active) {
                const x = m.mateOf(v);
                if (x === -1) continue;
                expect(index.has(x)).toBe(true);
                expect(m.mateOf(x)).toBe(v);
                expect(pairable(v, x)).toBe(true);
                expect(state[v] === 2 && state[x] === 2).toBe(false);
              }
            }
          };
          check();
          for (const [p, s] of steps) {
            const v = p % n;
            state[v] = s;
            m.set(v, s > 0, s === 2);
            check();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

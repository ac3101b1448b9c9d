import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { roundsPaired } from "../../../src/core/model/tournament";
import { FastMatcher, newMatcher, useMatcherEngine, wasmDriverFor, WeightedMatcher } from "../../../src/core/matching";
import { WasmMatcher, wasmModule } from "../../../src/core/matching/wasm";
import { decodeBase64, decodeHere } from "../../../src/core/matching/wasm/base64";
import { MATCHER_WASM } from "../../../src/core/matching/wasm/binary";
import { dutchBenchTournament } from "../../../src/core/pairing/dutch/bench";
import { pairDutch, pairDutchUsing } from "../../../src/core/pairing/dutch";
import { ORACLE_DIR, readTrf, trfNames } from "../../oracle-fixtures";

/** A seeded generator for a scenario (fast-check picks the seed). */
function lcg(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

const ONE = BigInt(1);
const pow2 = (k: number): bigint => ONE << BigInt(k);

/**
 * Weights at the edges of each numeric range of the matchers: one machine word (the limit of 2^50
 * for a limb's sum of three, 2^48 for a limb), two limbs, three (written out in wasm/limbs.ts, the
 * largest Dutch brackets' weights), many limbs, past the float shadow (960 bits), each with its
 * neighbours and with small offsets so that many slacks tie.
 */
const RANGES: readonly { readonly name: string; readonly bits: number }[] = [
  { name: "small (a few bits)", bits: 4 },
  { name: "about 2^20", bits: 20 },
  { name: "just under one limb (2^44)", bits: 44 },
  { name: "one limb's edge (2^46..2^47)", bits: 46 },
  { name: "two limbs (2^60)", bits: 60 },
  { name: "three limbs (2^100, as the largest Dutch brackets')", bits: 100 },
  { name: "many limbs (2^200)", bits: 200 },
  { name: "no float shadow (2^980)", bits: 980 },
];

function valueIn(bits: number, rnd: () => number): () => bigint {
  const top = pow2(bits);
  return () => {
    const r = rnd();
    if (r < 0.2) return BigInt(0);
    // Near the top of the range, in a few distinct values, so ties are common.
    return top - BigInt(Math.floor(rnd() * 6)) * (bits > 8 ? pow2(bits - 8) : ONE) - BigInt(Math.floor(rnd() * 3));
  };
}

/**
 * The same incremental scenario on fast.ts and on the WebAssembly matcher: after every solve they
 * must give the same matching (vertex by vertex), hence the same weight. Updates change one
 * vertex's edges as the Dutch driver does, sometimes to wider weights (the numbers widen), and try
 * the swap the driver asks for.
 */
function sameSteps(n: number, bits: number, seed: number, steps: number): void {
  const rnd = lcg(seed);
  const value = valueIn(bits, rnd);
  const capacity = pow2(bits);
  const fast = new FastMatcher(n, capacity);
  const wasm = new WasmMatcher(n, capacity);
  expect(wasm.limbs).toBe(fast.limbs);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const x = value();
      fast.setWeight(j, i, x);
      wasm.setWeight(j, i, x);
    }
  for (let step = 0; step < steps; step++) {
    fast.solve();
    wasm.solve();
    expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
    expect(wasm.totalWeight()).toBe(fast.totalWeight());
    const v = Math.floor(rnd() * n);
    const kind = Math.floor(rnd() * 5);
    let priority = 1;
    for (let x = 0; x < n; x++) {
      if (x === v) continue;
      const old = fast.weight(v, x);
      expect(wasm.weight(v, x)).toBe(old);
      let next: bigint;
      if (kind === 0) next = old === BigInt(0) ? old : old + BigInt(Math.floor(rnd() * 16));
      else if (kind === 1) next = rnd() < 0.5 ? BigInt(0) : old;
      else if (kind === 2) next = old === BigInt(0) ? old : old + BigInt(priority++);
      else if (kind === 3)
        next = old === BigInt(0) ? old : old * pow2(9) + BigInt(x); // widens
      else next = value();
      fast.setWeight(v, x, next);
      wasm.setWeight(v, x, next);
    }
    expect(wasm.limbs).toBe(fast.limbs);
    // The driver's swap among ties, on the first two matched pairs.
    const mate = fast.matching();
    const pairs: number[] = [];
    for (let a = 0; a < n && pairs.length < 4; a++) {
      const b = mate[a] as number;
      if (b > a) pairs.push(a, b);
    }
    if (pairs.length === 4) {
      const [a, b, c, d] = pairs as [number, number, number, number];
      expect(wasm.trySwap(a, b, c, d)).toBe(fast.trySwap(a, b, c, d));
    }
  }
  // Its instance goes to the next scenario's matcher (init starts it afresh): every scenario after
  // the first runs on a reused instance, of another size and width.
  wasm.release();
}

describe("the WebAssembly matcher (wasm/matcher.ts) against fast.ts", () => {
  it("is available under Node", () => {
    expect(wasmModule()).not.toBeNull();
  });

  it("a released matcher's instance serves the next matcher as a new one, and the released one refuses to solve", () => {
    const first = new WasmMatcher(30, pow2(200));
    for (let i = 0; i < 30; i++) for (let j = 0; j < i; j++) first.setWeight(i, j, pow2(150) + BigInt(i * j));
    first.solve();
    first.release();
    expect(() => first.solve()).toThrow(/released/);
    // The next, smaller and of one limb, gets the instance: nothing of the first may show.
    const wasm = new WasmMatcher(6, BigInt(100));
    const fast = new FastMatcher(6, BigInt(100));
    const instanceOf = (m: WasmMatcher): unknown => (m as unknown as { x: unknown }).x;
    expect(instanceOf(wasm)).toBe(instanceOf(first));
    expect(wasm.limbs).toBe(1);
    for (const m of [wasm, fast]) {
      m.setWeight(1, 0, BigInt(5));
      m.setWeight(3, 2, BigInt(7));
      m.setWeight(2, 1, BigInt(20));
      m.solve();
    }
    expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
    expect(wasm.totalWeight()).toBe(BigInt(20));
    expect(wasm.weight(5, 4)).toBe(BigInt(0));
    wasm.release();
  });

  it("serves a pairing's brackets, growing and shrinking, from one instance as it would fresh ones (init re-uses the arrays where they have room)", () => {
    // The bracket sizes of the 100-player bench event's round 6, one and two limbs, each matcher on
    // the instance the one before released: a first entry left from a larger or wider matcher
    // (a tight-edge mark, a stage stamp, a dual) would change a later matching.
    const sizes = [8, 23, 31, 35, 38, 42, 24, 8, 4, 70, 5];
    sizes.forEach((n, i) => sameSteps(n, i % 2 === 0 ? 40 : 60, 1000 + i, 5));
  });

  for (const { name, bits } of RANGES) {
    it(`gives the same matching after every update, weights ${name}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 18 }), fc.integer({ min: 1, max: 2 ** 30 }), (n, seed) => {
          sameSteps(n, bits, seed, 8);
        }),
        { numRuns: bits > 500 ? 25 : 60 },
      );
    });
  }

  it("gives the same matching on larger dense graphs (blossoms nest, several paths per stage)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 60 }), fc.integer({ min: 1, max: 2 ** 30 }), (n, seed) => {
        sameSteps(n, 52, seed, 6);
      }),
      { numRuns: 15 },
    );
  });

  it("gives the same matching, and the reference's weight, when rows are emptied and vertices given edges again (step 4's paired-off players)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 24 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom(4, 46, 60),
        (n, seed, bits) => {
          const rnd = lcg(seed);
          const value = valueIn(bits, rnd);
          const capacity = pow2(bits);
          const fast = new FastMatcher(n, capacity);
          const wasm = new WasmMatcher(n, capacity);
          const ref = new WeightedMatcher(n);
          const set = (v: number, x: number, w: bigint): void => {
            fast.setWeight(v, x, w);
            wasm.setWeight(v, x, w);
            ref.setWeight(v, x, w);
          };
          for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) if (rnd() < 0.7) set(i, j, value());
          for (let step = 0; step < 10; step++) {
            fast.solve();
            wasm.solve();
            ref.solve();
            expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
            expect(fast.totalWeight()).toBe(ref.totalWeight());
            const v = Math.floor(rnd() * n);
            const kind = Math.floor(rnd() * 4);
            for (let x = 0; x < n; x++) {
              if (x === v) continue;
              if (kind === 0)
                set(v, x, BigInt(0)); // v's row emptied from v's end
              else if (kind === 1)
                set(x, v, BigInt(0)); // ... and from the other ends
              else if (kind === 2 && rnd() < 0.4)
                set(x, v, value()); // edges again, other end first
              else if (kind === 3 && rnd() < 0.4) set(v, x, value());
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses what fast.ts refuses", () => {
    const m = new WasmMatcher(3);
    expect(() => m.setWeight(1, 1, BigInt(2))).toThrow(RangeError);
    expect(() => m.setWeight(0, 1, BigInt(-2))).toThrow(RangeError);
    expect(() => m.weightIndex(BigInt(-1))).toThrow(RangeError);
  });

  it("setLowerTriangle and clearRow do what their loops of setWeightAt do (the same matching after every solve)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom(4, 46, 60),
        (n, seed, bits) => {
          const rnd = lcg(seed);
          const value = valueIn(bits, rnd);
          const capacity = pow2(bits);
          const fast = new FastMatcher(n, capacity);
          const wasm = new WasmMatcher(n, capacity);
          // A table of a few weights, and a lower triangle of entries into it (0: no edge).
          const weights = [BigInt(0), value(), value(), value()];
          const fastIdx = weights.map((w) => fast.weightIndex(w));
          const wasmIdx = weights.map((w) => wasm.weightIndex(w));
          const pairs = new Int32Array((n * (n - 1)) / 2);
          for (let at = 0; at < pairs.length; at++) pairs[at] = Math.floor(rnd() * weights.length);
          let at = 0;
          for (let i = 0; i < n; i++)
            for (let j = 0; j < i; j++, at++) {
              const d = pairs[at] as number;
              if (d !== 0) fast.setWeightAt(i, j, fastIdx[d] as number);
            }
          wasm.setLowerTriangle(pairs, wasmIdx);
          for (let step = 0; step < 6; step++) {
            fast.solve();
            wasm.solve();
            expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
            expect(wasm.totalWeight()).toBe(fast.totalWeight());
            const v = Math.floor(rnd() * n);
            for (let y = 0; y < n; y++) if (y !== v) fast.setWeightAt(v, y, 0);
            wasm.clearRow(v);
            // ... and some edges again, so that later solves have something to do.
            const x = Math.floor(rnd() * n);
            for (let y = 0; y < n; y++) {
              if (y === x || rnd() < 0.5) continue;
              const w = value();
              fast.setWeight(x, y, w);
              wasm.setWeight(x, y, w);
            }
          }
          wasm.release();
        },
      ),
      { numRuns: 60 },
    );
  });

  it("enters each new weight with one call into the instance, whatever its limbs, and edges with none", () => {
    // A fresh copy of the host module (its own instances), over an Instance that counts calls.
    const api = (globalThis as unknown as { WebAssembly: { Instance: unknown } }).WebAssembly;
    const Real = api.Instance as new (m: object, i: object) => { exports: Record<string, unknown> };
    const calls = new Map<string, number>();
    api.Instance = function counting(module: object, imports: object) {
      const real = new Real(module, imports).exports;
      const exports: Record<string, unknown> = {};
      for (const [name, f] of Object.entries(real)) {
        if (typeof f !== "function") Object.defineProperty(exports, name, { get: () => real[name] });
        else
          exports[name] = (...args: unknown[]): unknown => {
            calls.set(name, (calls.get(name) ?? 0) + 1);
            return (f as (...a: unknown[]) => unknown)(...args);
          };
      }
      return { exports };
    };
    try {
      jest.isolateModules(() => {
        const { WasmMatcher: Fresh } = jest.requireActual<typeof import("../../../src/core/matching/wasm")>(
          "../../../src/core/matching/wasm",
        );
        for (const bits of [4, 60, 200]) {
          const n = 8;
          const wasm = new Fresh(n, pow2(bits));
          const fast = new FastMatcher(n, pow2(bits));
          calls.clear();
          // Five distinct weights over 28 edges, one of them past the capacity (the numbers widen).
          const weights = [pow2(bits - 1), pow2(bits - 1) + ONE, pow2(bits - 2), BigInt(3), pow2(bits + 70) + ONE];
          let k = 0;
          for (let i = 0; i < n; i++)
            for (let j = 0; j < i; j++) {
              const w = weights[k++ % weights.length] as bigint;
              wasm.setWeight(i, j, w);
              fast.setWeight(i, j, w);
            }
          const crossings = (name: string): number => calls.get(name) ?? 0;
          expect(crossings("addTab")).toBe(weights.length);
          expect(crossings("setTabLimb") + crossings("setTabF")).toBe(0);
          wasm.solve();
          fast.solve();
          expect(Array.from(wasm.matching())).toEqual(Array.from(fast.matching()));
          expect(wasm.totalWeight()).toBe(fast.totalWeight());
          wasm.release();
        }
      });
    } finally {
      api.Instance = Real;
    }
  });
});

describe("which matcher auto makes", () => {
  afterEach(() => useMatcherEngine("auto"));

  // Measured (docs/performance.md, "The WebAssembly matcher at every size"): with its weights written
  // into the instance's memory, the WebAssembly matcher is the faster at every size, so auto makes
  // it for every graph, and the driver's set-up runs in WebAssembly with it.
  it("the WebAssembly one for every graph where the module compiles, fast.ts when told", () => {
    const max = BigInt(1000);
    expect(wasmModule()).not.toBeNull();
    expect(newMatcher(20, max)).toBeInstanceOf(WasmMatcher);
    const large = newMatcher(1201, max);
    expect(large).toBeInstanceOf(WasmMatcher);
    large.release?.();
    expect(wasmDriverFor()).toBe(true);
    useMatcherEngine("typescript");
    expect(newMatcher(20, max)).toBeInstanceOf(FastMatcher);
    expect(wasmDriverFor()).toBe(false);
  });
});

describe("the Dutch driver with either matcher", () => {
  afterEach(() => useMatcherEngine("auto"));

  const pairWith = (engine: "typescript" | "wasm", players: number, seed: number, mode: "split" | "full"): string => {
    useMatcherEngine(engine);
    const t = dutchBenchTournament(players, 5, seed);
    return JSON.stringify(pairDutchUsing(t, 6, {}, mode));
  };

  for (const players of [11, 40, 101]) {
    it(`pairs round 6 of ${players} players identically (both driver modes)`, () => {
      for (const seed of [1, 2, 3]) {
        for (const mode of ["split", "full"] as const) {
          expect(pairWith("wasm", players, seed, mode)).toBe(pairWith("typescript", players, seed, mode));
        }
      }
    });
  }
});

describe("bbpPairings' Dutch pairings (test/fixtures/oracle-dutch) with the WebAssembly matcher for every graph", () => {
  beforeAll(() => useMatcherEngine("wasm"));
  afterAll(() => useMatcherEngine("auto"));
  const DIR = ORACLE_DIR;
  const cases = trfNames(DIR, /^case\d+\.trf$/);

  test.each(cases)("%s: same boards, colours, bye and board order", (name) => {
    const t = readTrf(DIR, name);
    const pairing = pairDutch(t, roundsPaired(t) + 1);
    const got = pairing.boards.map((b) => `${b.white} ${b.black}`);
    for (const u of pairing.unpaired) if (u.reason === "pab") got.push(`${u.player} 0`);
    const lines = fs
      .readFileSync(path.join(DIR, `${name}.expected`), "utf8")
      .split(/\r\n|\r|\n/)
      .filter((l) => l.trim() !== "");
    expect(got).toEqual(lines.slice(1).map((l) => l.trim().split(/\s+/).join(" ")));
  });
});

describe("decodeBase64", () => {
  // Each of the host's decoders alone (Node's Buffer, atob as browsers have it), none (ours).
  const viaBuffer = (text: string): Uint8Array => decodeBase64(text, { Buffer });
  const viaAtob = (text: string): Uint8Array => decodeBase64(text, { atob });
  const viaNone = (text: string): Uint8Array => decodeBase64(text, {});

  it("decodes what Node's encoder writes, with and without padding", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64");
        for (const decode of [decodeBase64, decodeHere, viaBuffer, viaAtob, viaNone]) {
          expect(Array.from(decode(text))).toEqual(Array.from(bytes));
          expect(Array.from(decode(text.replace(/=+$/, "")))).toEqual(Array.from(bytes));
        }
      }),
    );
  });

  it("decodes the matcher's module through each decoder to the same bytes", () => {
    const bytes = viaBuffer(MATCHER_WASM);
    expect(bytes.length).toBeGreaterThan(10000);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 0x61, 0x73, 0x6d]);
    for (const decode of [viaAtob, viaNone, decodeHere])
      expect(Buffer.from(decode(MATCHER_WASM)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("uses the host's atob where it has no Buffer (a browser's Excel)", () => {
    const spy = jest.fn((text: string) => atob(text));
    expect(Array.from(decodeBase64("AAECAw==", { atob: spy }))).toEqual([0, 1, 2, 3]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("names the character that is not base64", () => {
    for (const decode of [decodeBase64, viaAtob, viaNone]) {
      expect(() => decode("AB$D")).toThrow(/character 3 is "\$"/);
      // A length atob refuses (4k + 1): our decoder's answer, not atob's exception.
      expect(Array.from(decode("ABCDA"))).toEqual(Array.from(decodeHere("ABCDA")));
    }
    expect(() => decodeBase64("AB$D")).toThrow(/character 3 is "\$"/);
    expect(() => decodeHere("ABCDA$")).toThrow(/character 6 is "\$"/);
  });
});

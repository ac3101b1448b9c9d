/**
 * A bracket matcher's set-up pair by pair (pair-keys.ts): the WebAssembly loop (wasm/driver.ts,
 * src/core/matching/wasm/driver.ts) against the TypeScript reference, on random weight stores,
 * final partners, PAB terms and brackets, both modes, one bracket after another on the same
 * arrays. Slots run past the instance's first 1,024 entries of `localIndex` (so it grows and the
 * views are renewed mid-loop) and the store's table past a few hundred entries. Then whole
 * pairings, where the brackets' base weights are set in the instance too, against TypeScript.
 */
import fc from "fast-check";
import { useMatcherEngine, WasmDriver } from "../../../../src/core/matching";
import { wasmModule } from "../../../../src/core/matching/wasm";
import { dutchBenchTournament } from "../../../../src/core/pairing/dutch/bench";
import { pairDutch } from "../../../../src/core/pairing/dutch";
import { WeightStore } from "../../../../src/core/pairing/dutch/weight-store";
import { TsPairKeys, type PairKeys } from "../../../../src/core/pairing/dutch/pair-keys";
import { weightId, type WeightContext } from "../../../../src/core/pairing/dutch/weights";
import { weightContext } from "./weight-context";

function context(ids: number): WeightContext {
  const ctx = weightContext();
  for (let i = 1; i <= ids; i++) weightId(ctx, (BigInt(i) << BigInt(200)) + BigInt(i));
  return ctx;
}

const CTX = context(12);

/** One bracket: its vertices (players, in bracket order) and mode. */
interface BracketCase {
  readonly ids: number[];
  readonly whole: boolean;
}

interface Scenario {
  readonly n: number;
  /** Weights set: pair, weight id, addend. */
  readonly sets: [number, number, number, number][];
  readonly finals: number[];
  readonly notBye: boolean[];
  readonly brackets: BracketCase[];
  /** The starting weight of a pair never set: by (v · 7 + x) mod the list's length (0: none). */
  readonly starting: bigint[];
}

const scenario: fc.Arbitrary<Scenario> = fc.integer({ min: 2, max: 44 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    sets: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: 12 }),
        // Many distinct addends: a table of hundreds of entries, slots past 1,024.
        fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -(2 ** 40), max: 2 ** 40 })),
      ),
      { maxLength: 700, size: "max" },
    ),
    finals: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 6 }),
    notBye: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    brackets: fc.array(
      fc.record({
        ids: fc.shuffledSubarray(
          Array.from({ length: n }, (_, i) => i),
          { minLength: 0, maxLength: n },
        ),
        whole: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    starting: fc.array(fc.oneof(fc.constant(BigInt(0)), fc.bigInt({ min: BigInt(1), max: BigInt(2) ** BigInt(120) })), {
      minLength: 1,
      maxLength: 5,
    }),
  }),
);

/** Everything a set-up leaves for the driver after one bracket (`starting`: a pair never set's weight). */
function keyBracket(
  keys: PairKeys,
  b: BracketCase,
  starting: (v: number, x: number) => bigint,
  dOfKey: (count: number) => Int32Array,
): string {
  const k = b.ids.length;
  const count = (k * (k - 1)) / 2;
  const met: string[] = [];
  const n = keys.keys(b.ids, b.whole, (v, x) => {
    met.push(`${v}-${x}`);
    return starting(v, x);
  });
  const pairs = Array.from(keys.pairs.subarray(0, count));
  const firsts = Array.from({ length: 3 * n }, (_, i) => keys.firsts[i] as number);
  // Every slot's key (beyond an array's length: 0).
  const slots: number[] = [];
  for (let s = 0; s < keys.localIndex.length; s++)
    if (keys.localIndex[s] !== 0) slots.push(s, keys.localIndex[s] as number);
  const d = dOfKey(n);
  keys.toDistinct(count, d);
  const distinct = Array.from(keys.pairs.subarray(0, count));
  return JSON.stringify({ n, pairs, firsts, slots, met, distinct });
}

/**
 * The same scenario on a set-up: the store's weights, the final partners and PAB terms, then each
 * bracket; `starting` (default: the scenario's list) weighs a pair never set, `prepare` readies the
 * set-up after the PAB terms.
 */
function run(
  s: Scenario,
  make: (store: WeightStore) => PairKeys,
  starting: (v: number, x: number) => bigint = (v, x) => s.starting[(v * 7 + x) % s.starting.length] as bigint,
  prepare: (keys: PairKeys) => void = () => undefined,
): string[] {
  const store = new WeightStore(s.n, CTX, () => BigInt(0));
  const keys = make(store);
  keys.onRenew = () => {
    if (keys.idx !== null) store.adopt(keys.idx);
  };
  for (const [v, x, id, t] of s.sets) if (v !== x) store.set(v, x, id, t);
  for (let v = 0; v < s.n; v++) keys.notBye[v] = s.notBye[v] ? 1 : 0;
  for (let f = 0; f + 1 < s.finals.length; f += 2) {
    const a = s.finals[f] as number;
    const b = s.finals[f + 1] as number;
    if (a === b || (keys.finalPartner[a] as number) >= 0 || (keys.finalPartner[b] as number) >= 0) continue;
    keys.finalPartner[a] = b;
    keys.finalPartner[b] = a;
  }
  prepare(keys);
  const out = s.brackets.map((b) =>
    keyBracket(keys, b, starting, (count) => Int32Array.from({ length: count + 1 }, (_, key) => (key * 5 + 3) % 11)),
  );
  keys.release();
  return out;
}

function wasmKeys(store: WeightStore): PairKeys {
  const driver = new WasmDriver(store.n);
  store.adopt(driver.idx);
  return driver;
}

describe("a bracket matcher's set-up pair by pair: WebAssembly against the TypeScript reference", () => {
  it("runs here (WebAssembly available)", () => {
    expect(wasmModule()).not.toBeNull();
  });

  it("gives the same keys, first pairs, slots and distinct indices on random brackets", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        expect(run(s, wasmKeys)).toEqual(run(s, (store) => new TsPairKeys(s.n, store)));
      }),
      { numRuns: 100 },
    );
  });

  it("grows the slots' array past its first size mid-bracket and keeps the store's weights", () => {
    // 40 players, every pair set with its own addend: table entries up to 780, slots up to about 3,100.
    const n = 40;
    const sets: [number, number, number, number][] = [];
    for (let v = 1; v < n; v++) for (let x = 0; x < v; x++) sets.push([v, x, 1 + ((v + x) % 12), v * n + x]);
    const s: Scenario = {
      n,
      sets,
      finals: [3, 7],
      notBye: Array.from({ length: n }, (_, v) => v % 3 === 0),
      brackets: [
        { ids: Array.from({ length: n }, (_, i) => n - 1 - i), whole: false },
        { ids: Array.from({ length: 30 }, (_, i) => i), whole: true },
      ],
      starting: [BigInt(0), BigInt(5) << BigInt(90)],
    };
    const got = run(s, wasmKeys);
    expect(got).toEqual(run(s, (store) => new TsPairKeys(n, store)));
    expect((JSON.parse(got[0] as string) as { n: number }).n).toBeGreaterThan(256);
  });

  it("keys whole mode's pairs never set itself once told how they weigh (knowStarting), as the reference keys them by weight", () => {
    // A pair never set weighs its completion field (1 + each end's PAB term, in the field), or
    // nothing when the two have met (asked of the lower-numbered player) or share a colour bar.
    const top = [0, 1, 2, 3].map((k) => BigInt(k) << BigInt(70));
    const round = scenario.chain((s) =>
      fc.record({
        s: fc.constant(s),
        bars: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: s.n, maxLength: s.n }),
        met: fc.array(fc.boolean(), { minLength: s.n * s.n, maxLength: s.n * s.n }),
      }),
    );
    let asked = 0;
    fc.assert(
      fc.property(round, ({ s, bars, met }) => {
        const n = s.n;
        const starting = (v: number, x: number): bigint => {
          const bar = bars[v] as number;
          if (met[Math.min(v, x) * n + Math.max(v, x)] === true || (bar !== 0 && bar === bars[x])) return BigInt(0);
          return top[1 + (s.notBye[v] ? 1 : 0) + (s.notBye[x] ? 1 : 0)] as bigint;
        };
        const reference = run(s, (store) => new TsPairKeys(n, store), starting);
        const inInstance = run(
          s,
          wasmKeys,
          () => {
            throw new Error("the instance asked for a starting weight");
          },
          (keys) => {
            const driver = keys as WasmDriver;
            for (let i = 0; i < n * n; i++) driver.metPair[i] = met[i] === true ? 1 : 0;
            driver.colourBar.set(bars);
            driver.knowStarting();
          },
        );
        const withoutAsking = (out: string[]): unknown[] =>
          out.map((o) => {
            const parsed = JSON.parse(o) as { met: string[] };
            asked += parsed.met.length;
            return { ...parsed, met: [] };
          });
        expect(withoutAsking(inInstance)).toEqual(withoutAsking(reference));
      }),
      { numRuns: 100 },
    );
    // The reference did weigh pairs never set (whole mode), which the instance keyed alone.
    expect(asked).toBeGreaterThan(100);
  });

  it("starts a reused instance afresh", () => {
    const first = new WasmDriver(30);
    first.idx[1] = 5;
    first.finalPartner[2] = 3;
    first.release();
    const again = new WasmDriver(20);
    expect(Array.from(again.idx).every((e) => e === 0)).toBe(true);
    expect(Array.from(again.finalPartner).every((e) => e === -1)).toBe(true);
    again.release();
  });
});

const IDS = [0, 1, 2, 7, 12, 1048575, 1048576, 2 ** 31 - 1];
const ADDENDS = [
  0,
  1,
  -1,
  2 ** 31 - 1,
  -(2 ** 31) + 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 40,
  -(2 ** 40),
  2 ** 53 - 1,
  -(2 ** 53) + 1,
];

describe("a weight set in the instance (storeSet) against the store and SplitMatcher.setWeight's slot and entries", () => {
  const ctx = context(12);
  for (const id of IDS.slice(5)) {
    const table = ctx.table as { weights: bigint[]; idOf: Map<bigint, number> };
    const w = (BigInt(id) << BigInt(300)) | BigInt(7);
    table.weights[id] = w;
    table.idOf.set(w, id);
  }

  it("finds every entry the store made, sets the same pairs and gives the slot's table index", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            sets: fc.array(
              fc.tuple(
                fc.integer({ min: 0, max: n - 1 }),
                fc.integer({ min: 0, max: n - 1 }),
                fc.constantFrom(...IDS),
                fc.oneof(fc.constantFrom(...ADDENDS), fc.integer({ min: -(2 ** 33), max: 2 ** 33 })),
                fc.constantFrom(0, 1, 2),
              ),
              { minLength: 1, maxLength: 800, size: "max" },
            ),
            local: fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }),
            notBye: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            /** Slots given a table index up front: by slot mod 7 below this. */
            known: fc.integer({ min: 0, max: 7 }),
          }),
        ),
        (s) => {
          const reference = new WeightStore(s.n, ctx, () => BigInt(0));
          let made = 0;
          reference.onEntry = () => made++;
          const store = new WeightStore(s.n, ctx, () => BigInt(0));
          const driver = new WasmDriver(s.n);
          store.adopt(driver.idx);
          driver.onRenew = () => store.adopt(driver.idx);
          store.onEntry = (id, t, e) => driver.addEntry(id, t, e);
          driver.growIndex(4 * 900);
          for (let v = 0; v < s.n; v++) {
            driver.localOf[v] = s.local[v] as number;
            driver.notBye[v] = s.notBye[v] ? 1 : 0;
          }
          for (let slot = 0; slot < driver.localIndex.length; slot++) {
            if (slot % 7 < s.known) driver.localIndex[slot] = 1 + (slot % 13);
          }
          for (const [v, x, id, t, mode] of s.sets) {
            if (v === x) continue;
            const before = made;
            const i = reference.set(v, x, id, t);
            const r = driver.storeSet(v, x, id, t, mode);
            if (r === -1) {
              // Not in the instance's table: only a weight the store makes now, added without the
              // store's own look-up as SplitMatcher.setWeight adds it.
              expect(made).toBe(before + 1);
              expect(store.add(v, x, id, t)).toBe(i);
              expect(store.weightOfIndex(i)).toBe(reference.weightOfIndex(i));
              continue;
            }
            expect(made).toBe(before);
            // SplitMatcher.setWeight's slot: the table index + 1 and the pair's completion field.
            let expected = 0;
            if (mode !== 0 && (driver.localOf[v] as number) >= 0 && (driver.localOf[x] as number) >= 0) {
              const slot = 4 * i + (mode === 2 ? 0 : 1 + (driver.notBye[v] as number) + (driver.notBye[x] as number));
              const known = slot < driver.localIndex.length ? (driver.localIndex[slot] as number) : 0;
              expected = known !== 0 ? known : -1 - i;
            }
            expect(r).toBe(expected);
          }
          for (let v = 0; v < s.n; v++)
            for (let x = 0; x < s.n; x++) if (v !== x) expect(store.at(v, x)).toBe(reference.at(v, x));
          driver.release();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("whole pairings with the set-up in WebAssembly (base weights, weights set, keys) and in TypeScript", () => {
  afterEach(() => useMatcherEngine("auto"));

  it("pairs random bench events identically, odd and even, every round", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 90 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 1000 }),
        (players, played, seed) => {
          const t = dutchBenchTournament(players, played, seed);
          const pair = (engine: "wasm" | "typescript"): string => {
            useMatcherEngine(engine);
            try {
              return JSON.stringify(pairDutch(t, played + 1));
            } catch (e) {
              return String((e as Error).message);
            }
          };
          expect(pair("wasm")).toBe(pair("typescript"));
        },
      ),
      { numRuns: 40 },
    );
  });
});

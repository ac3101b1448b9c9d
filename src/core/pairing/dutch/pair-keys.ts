/**
 * A bracket matcher's set-up pair by pair (SplitMatcher in matcher.ts): the round's arrays it reads
 * and the loop over every pair of the matcher's vertices that keys them. The TypeScript here is the
 * reference; where the set-up runs in WebAssembly (`wasmDriverFor`), the same arrays live in an
 * instance's memory and the same loop runs there (src/core/matching/wasm/driver.ts), since a fresh
 * process runs this loop in V8's interpreter once per pair (docs/performance.md, "Dutch cold start:
 * the driver's set-up in WebAssembly"). Both give the same keys in the same order.
 */
import { WasmDriver, wasmDriverFor } from "../../matching";

/**
 * A pair's key names its slot: the weight store's table index i (+ 1) and the pair's completion
 * field, 4·i + topOf(v, x), or 4·i in whole mode. Keys are numbered from 1 in the order their slot
 * is first met, row by row over the lower triangle of the matcher's vertices.
 */
export interface PairKeys {
  /** The weight store's pairs where the set-up reads them (null: in the store's own array). */
  readonly idx: Int32Array | null;
  /** Each player's final partner (−1 while unpaired); the driver writes it. */
  finalPartner: Int32Array;
  /** 1 for each player who is not a PAB candidate, else 0; the driver writes it. */
  notBye: Int32Array;
  /** Each player's vertex in the bracket matcher (−1: not in it); the driver writes it. */
  localOf: Int32Array;
  /**
   * Where the instance sets weights (src/core/matching/wasm/driver.ts `storeSet`), else null: the
   * driver's own weight setting (SplitMatcher.setWeight) is the reference.
   */
  readonly storeSet: ((v: number, x: number, id: number, t: number, mode: number) => number) | null;
  /** The store made table entry `e` for weight id `id` plus `t` (for `storeSet`). */
  addEntry(id: number, t: number, e: number): void;
  /** By slot: the key while `keys` runs (+ 1; 0 not yet seen), then what the driver writes. */
  localIndex: Int32Array;
  /** After `keys`: each pair's key (0: no edge), lower triangle row by row; after `toDistinct`, its distinct weight's index. */
  pairs: Int32Array;
  /** By key − 1: the slot (−1: a pair never set, keyed by its starting weight) and its first pair. */
  firsts: ArrayLike<number>;
  /** Called when the arrays above were replaced (the driver keeps its own references to them). */
  onRenew: (() => void) | null;
  /** Makes `localIndex` at least `length` long, its entries kept. */
  growIndex(length: number): void;
  /**
   * Keys every pair of `ids` (players); `starting(v, x)` is the weight of a pair never set (whole
   * mode only). Returns how many keys.
   */
  keys(ids: readonly number[], whole: boolean, starting: (v: number, x: number) => bigint): number;
  /** Each of the first `count` pairs' key replaced by `dOfKey[key]`. */
  toDistinct(count: number, dOfKey: Int32Array): void;
  /** Done with the round. */
  release(): void;
}

/** What the set-up reads of the weight store: a pair's table index + 1 (0: never set). */
export interface PairIndex {
  at(v: number, x: number): number;
  /** Keeps them in `idx` from now on (holding what the store's own array holds). */
  adopt(idx: Int32Array): void;
}

const ZERO = BigInt(0);

/** The set-up in TypeScript (the reference). */
export class TsPairKeys implements PairKeys {
  readonly idx = null;
  readonly storeSet = null;
  finalPartner: Int32Array;
  notBye: Int32Array;
  localOf: Int32Array;
  localIndex: Int32Array = new Int32Array(0);
  pairs: Int32Array = new Int32Array(0);
  firsts: number[] = [];
  onRenew: (() => void) | null = null;

  constructor(
    n: number,
    private readonly store: PairIndex,
  ) {
    this.finalPartner = new Int32Array(n).fill(-1);
    this.notBye = new Int32Array(n);
    this.localOf = new Int32Array(n).fill(-1);
    // Written a second time here, so V8 does not take it for a constant that optimised code may
    // rely on: it grows in the middle of a pairing (FastMatcher's `tab` says why that matters).
    this.localIndex = new Int32Array(64);
  }

  growIndex(length: number): void {
    const grown = new Int32Array(Math.max(2 * this.localIndex.length, length));
    grown.set(this.localIndex);
    this.localIndex = grown;
    this.onRenew?.();
  }

  keys(ids: readonly number[], whole: boolean, starting: (v: number, x: number) => bigint): number {
    const k = ids.length;
    const pairs = new Int32Array((k * (k - 1)) / 2);
    const firsts: number[] = [];
    this.pairs = pairs;
    this.firsts = firsts;
    this.localIndex.fill(0);
    let index = this.localIndex;
    const finalPartner = this.finalPartner;
    const notBye = this.notBye;
    const store = this.store;
    let byWeight: Map<bigint, number> | null = null;
    let at = 0;
    for (let i = 0; i < k; i++) {
      const v = ids[i] as number;
      const vDone = (finalPartner[v] as number) >= 0;
      for (let j = 0; j < i; j++, at++) {
        const x = ids[j] as number;
        if (vDone || (finalPartner[x] as number) >= 0) continue;
        const si = store.at(v, x);
        if (si === 0) {
          // A pair never set keeps its completion field only: nothing left once that is taken off.
          if (!whole) continue;
          const w = starting(v, x);
          if (w === ZERO) continue;
          byWeight ??= new Map<bigint, number>();
          let key = byWeight.get(w);
          if (key === undefined) {
            firsts.push(-1, v, x);
            key = firsts.length / 3;
            byWeight.set(w, key);
          }
          pairs[at] = key;
          continue;
        }
        // The slot, inline (every pair of the bracket comes here; as in SplitMatcher.setWeight).
        const slot = 4 * si + (whole ? 0 : 1 + (notBye[v] as number) + (notBye[x] as number));
        let key = slot < index.length ? (index[slot] as number) : 0;
        if (key === 0) {
          firsts.push(slot, v, x);
          key = firsts.length / 3;
          if (slot >= index.length) {
            this.growIndex(slot + 1);
            index = this.localIndex;
          }
          index[slot] = key;
        }
        pairs[at] = key;
      }
    }
    return firsts.length / 3;
  }

  addEntry(): void {
    // The store's own table is the only one.
  }

  toDistinct(count: number, dOfKey: Int32Array): void {
    const pairs = this.pairs;
    for (let at = 0; at < count; at++) pairs[at] = dOfKey[pairs[at] as number] as number;
  }

  release(): void {
    // Nothing held beyond the arrays.
  }
}

/**
 * The set-up for a round of `n` players: in WebAssembly where `wasmDriverFor` says (where the
 * matchers are; `useMatcherEngine` forces either), else in TypeScript. The store (still empty)
 * adopts the instance's array; the caller has it adopt `idx` again whenever `onRenew` is called.
 */
export function newPairKeys(n: number, store: PairIndex): PairKeys {
  if (!wasmDriverFor()) return new TsPairKeys(n, store);
  const driver = new WasmDriver(n);
  store.adopt(driver.idx);
  return driver;
}

/**
 * The round's weights by pair, for the Dutch driver (the bracket matchers read them through
 * `PairIndex`, pair-keys.ts).
 */
import type { PairIndex } from "./pair-keys";
import { weightOf, type WeightContext } from "./weights";

/** Weight ids the store finds by array (addend 0); any others through its map. */
const PLAIN_IDS = 1 << 16;

/**
 * Every weight the driver has set, by pair; pairs never set have their starting weight, computed
 * on demand. Each pair holds an index into a table of the distinct weights set (a weight id and a
 * tie-break addend each, a few per bracket field pattern), so 2,000 players take 16 MB, not a
 * BigInt per pair, and setting a weight makes no BigInt.
 */
export class WeightStore implements PairIndex {
  /** Table index + 1 per pair (0: never set). */
  private idx: Int32Array;
  /** Each table entry's weight id and addend, and its BigInt once asked for. */
  private readonly ids: number[] = [];
  private readonly adds: number[] = [];
  private readonly big: (bigint | undefined)[] = [];
  /** Table index of each weight id with addend 0 (+ 1; 0: not yet in the table). */
  private plain: Int32Array = new Int32Array(64);
  /** Table index by id · 2^32 + addend (addends of |t| < 2^31 and ids below 2^20), else by text. */
  private readonly byKey = new Map<number, number>();
  private readonly byText = new Map<string, number>();
  constructor(
    readonly n: number,
    private readonly ctx: WeightContext,
    private readonly initial: (higher: number, lower: number) => bigint,
  ) {
    this.idx = new Int32Array(n * n);
  }
  get(v: number, x: number): bigint {
    const a = v < x ? v : x;
    const b = v < x ? x : v;
    const i = this.idx[a * this.n + b] as number;
    return i === 0 ? this.initial(a, b) : this.weightAt(i - 1);
  }
  /** The weight of table entry `e`. */
  private weightAt(e: number): bigint {
    let w = this.big[e];
    if (w === undefined) {
      const t = this.adds[e] as number;
      const base = weightOf(this.ctx, this.ids[e] as number);
      w = t === 0 ? base : base + BigInt(t);
      this.big[e] = w;
    }
    return w;
  }
  /** The table entry of weight id `id` plus `t`, added when new. */
  private entry(id: number, t: number): number {
    if (t === 0 && id < this.plain.length) {
      const known = this.plain[id] as number;
      if (known !== 0) return known - 1;
    }
    const small = id < 1048576 && t < 2147483648 && t > -2147483648;
    const key = small ? id * 4294967296 + t : 0;
    const text = small ? "" : `${id}:${t}`;
    let e = small ? this.byKey.get(key) : this.byText.get(text);
    if (e === undefined) {
      e = this.ids.length;
      this.ids.push(id);
      this.adds.push(t);
      this.big.push(undefined);
      if (small) this.byKey.set(key, e);
      else this.byText.set(text, e);
      this.onEntry?.(id, t, e);
    }
    if (t === 0 && id < PLAIN_IDS) {
      if (id >= this.plain.length) {
        const grown = new Int32Array(Math.max(2 * this.plain.length, id + 1));
        grown.set(this.plain);
        this.plain = grown;
      }
      this.plain[id] = e + 1;
    }
    return e;
  }
  /**
   * Keeps the pairs in `idx` from now on (the bracket matchers' set-up reads them there, pair-keys.ts);
   * `idx` holds what the store's array holds (nothing set yet, or the same memory renewed).
   */
  adopt(idx: Int32Array): void {
    this.idx = idx;
  }
  /** Table index + 1 of the pair's weight (0: never set, so its starting weight). */
  at(v: number, x: number): number {
    return v < x ? (this.idx[v * this.n + x] as number) : (this.idx[x * this.n + v] as number);
  }
  /**
   * Sets the pair's weight to weightOf(id) + t, a new table entry, without looking it up: for a
   * store whose look-ups are made elsewhere (the WebAssembly set-up's copy of its table, `onEntry`),
   * which then never calls `set`. Returns its table index + 1 (as `at` will).
   */
  add(v: number, x: number, id: number, t: number): number {
    const e = this.ids.length;
    this.ids.push(id);
    this.adds.push(t);
    this.big.push(undefined);
    this.onEntry?.(id, t, e);
    this.idx[v < x ? v * this.n + x : x * this.n + v] = e + 1;
    return e + 1;
  }

  /** Sets the pair's weight to weightOf(id) + t; returns its table index + 1 (as `at` will). */
  set(v: number, x: number, id: number, t: number): number {
    let i = this.lastIndex;
    if (id !== this.lastId || t !== this.lastAdd) {
      // A plain weight (no addend) already in the table is an array look-up, not a call.
      const known = t === 0 && id < this.plain.length ? (this.plain[id] as number) : 0;
      i = known !== 0 ? known - 1 : this.entry(id, t);
      this.lastId = id;
      this.lastAdd = t;
      this.lastIndex = i;
    }
    this.idx[v < x ? v * this.n + x : x * this.n + v] = i + 1;
    return i + 1;
  }
  /** Stored weight of table index + 1 `i` (as `at` gives; not 0). */
  weightOfIndex(i: number): bigint {
    return this.weightAt(i - 1);
  }
  private lastId = -1;
  private lastAdd = 0;
  private lastIndex = -1;
  /** Told of each new table entry (its index, weight id and addend): the WebAssembly set-up's copy. */
  onEntry: ((id: number, t: number, e: number) => void) | null = null;
}

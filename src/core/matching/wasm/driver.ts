/**
 * The host of wasm/driver.ts: the Dutch driver's per-pair set-up of a bracket matcher (its keys,
 * SplitMatcher in src/core/pairing/dutch/matcher.ts) in an instance of the matcher's module of its
 * own. The driver writes the round's arrays (the weight store, final partners, PAB terms, slots)
 * through the views here, and `keys` runs the loop over a bracket matcher's pairs in the instance,
 * once per bracket matcher instead of once per pair in a fresh process's interpreter. The
 * TypeScript set-up (src/core/pairing/dutch/pair-keys.ts) is the reference: same keys, same order.
 * The instance also keeps a copy of the weight store's table (`addEntry`), so a weight the driver
 * sets is one call (`storeSet`) instead of the store's and the slot's work in the interpreter.
 *
 * The views are renewed when the instance's memory grows or an array by bracket is made anew (only
 * `growIndex`, `keys`, `toDistinct`, `baseWeights` and `addEntry` can do either), and
 * `onRenew` is called then, so the driver takes the new ones.
 */
import { wasmModule } from "./index";

interface WasmApi {
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

interface DriverExports {
  memory: { buffer: ArrayBuffer };
  driverInit(n: number): void;
  storeIdxPtr(): number;
  finalPartnerPtr(): number;
  notByePtr(): number;
  localIdsPtr(): number;
  pairsPtr(): number;
  firstsPtr(): number;
  dOfKeyPtr(): number;
  localIndexPtr(): number;
  localIndexLength(): number;
  pairsLength(): number;
  firstsSize(): number;
  dOfKeyLength(): number;
  baseLength(): number;
  layoutId(): number;
  reserve(k: number, keys: number, size: number): void;
  addFirst(slot: number, v: number, x: number): number;
  localOfPtr(): number;
  addEntry(id: number, t: number, e: number): number;
  storeSet(v: number, x: number, id: number, t: number, mode: number): number;
  metPairPtr(): number;
  colourBarPtr(): number;
  knowStarting(): void;
  classesPtr(): number;
  membersPtr(): number;
  basePtr(): number;
  baseWeights(
    size: number,
    groupBegin: number,
    nextGroupBegin: number,
    single: number,
    larger: number,
    smaller: number,
    missId: number,
  ): number;
  growLocalIndex(length: number): void;
  startKeys(): void;
  firstsUsed(): number;
  stopRow(): number;
  stopColumn(): number;
  localKeys(k: number, whole: number, i: number, j: number, at: number): number;
  toDistinct(count: number): void;
  elimStart(rows: number): void;
  elimColumnPtr(): number;
  elimColumnLength(): number;
  elimAdd(): number;
}

/** Instances given back (`release`), for the next round's driver. */
const spare: DriverExports[] = [];
const ZERO = BigInt(0);
const NONE = new Int32Array(0);

/**
 * The round's per-pair arrays in WebAssembly memory, for `n` players. Construct only when
 * `wasmModule()` is not null.
 */
export class WasmDriver {
  private readonly x: DriverExports;
  private buffer: ArrayBuffer | null = null;
  /** The weight store's table index + 1 per pair, [a · n + b] with a < b (0: never set). */
  idx = NONE;
  /** Each player's final partner (−1: none yet), written by the driver. */
  finalPartner = NONE;
  /** 1 for each player who is not a PAB candidate, else 0. */
  notBye = NONE;
  /** Key, then table index, (+ 1; 0: none) by slot. */
  localIndex = NONE;
  /** The pairs' keys (after `toDistinct`: distinct indices), lower triangle row by row. */
  pairs = NONE;
  /** By key − 1: the slot (−1: a pair never set) and the pair it was first met at. */
  firsts = NONE;
  /** Each player's vertex in the bracket matcher (−1: not in it), written by the driver. */
  localOf = NONE;
  /** 1 where the first player has met the second, by [v · n + x]; the driver writes it. */
  metPair = new Uint8Array(0);
  /** Each player's colour code for C3 (weights.ts `colourBar`); the driver writes it. */
  colourBar = NONE;
  /** A bracket's base weight ids by [larger · size + smaller] (`baseWeights`). */
  base = NONE;
  private classes = NONE;
  /** The classes last copied in (the driver's array, the same for a whole round). */
  private classesFrom: Int32Array | null = null;
  private members = NONE;
  private localIds = NONE;
  private dOfKey = NONE;
  /** The column `independent` hands the instance. */
  private elimColumn = new Float64Array(0);
  /** Called after the views were renewed (the memory grew). */
  onRenew: (() => void) | null = null;
  private released = false;
  /** The instance's count of arrays made anew (`localIndex` and those by bracket, which grow). */
  private layout = -1;

  /**
   * The driver's weight setting for a weight already in the store's table (wasm/driver.ts
   * `storeSet`: the store's entry, then the bracket matcher's table index + 1, 0 for none, −1 for a
   * weight new to the table and −1 − the entry + 1 for a slot without an index, which the host
   * does); the instance's own function, called straight from the driver.
   */
  readonly storeSet: (v: number, x: number, id: number, t: number, mode: number) => number;

  constructor(readonly n: number) {
    const module = wasmModule();
    const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
    if (module === null || api === undefined) throw new Error("WebAssembly is not available here");
    this.x = spare.pop() ?? (new api.Instance(module, {}).exports as unknown as DriverExports);
    this.storeSet = this.x.storeSet;
    this.x.driverInit(n);
    this.views();
  }

  /**
   * Renews the views when the memory has grown (growing detaches the old buffer) or an array has
   * been made anew in the instance (`localIndex` and the arrays by bracket grow there); true if
   * either had.
   */
  private views(): boolean {
    const buffer = this.x.memory.buffer;
    if (buffer === this.buffer && this.x.layoutId() === this.layout) return false;
    this.buffer = buffer;
    const x = this.x;
    const n = this.n;
    this.idx = new Int32Array(buffer, x.storeIdxPtr(), n * n);
    this.finalPartner = new Int32Array(buffer, x.finalPartnerPtr(), n);
    this.notBye = new Int32Array(buffer, x.notByePtr(), n);
    this.localIds = new Int32Array(buffer, x.localIdsPtr(), n);
    this.pairs = new Int32Array(buffer, x.pairsPtr(), x.pairsLength());
    this.firsts = new Int32Array(buffer, x.firstsPtr(), x.firstsSize());
    this.dOfKey = new Int32Array(buffer, x.dOfKeyPtr(), x.dOfKeyLength());
    this.localOf = new Int32Array(buffer, x.localOfPtr(), n);
    this.metPair = new Uint8Array(buffer, x.metPairPtr(), n * n);
    this.colourBar = new Int32Array(buffer, x.colourBarPtr(), n);
    this.classes = new Int32Array(buffer, x.classesPtr(), 2 * n);
    this.members = new Int32Array(buffer, x.membersPtr(), n);
    this.base = new Int32Array(buffer, x.basePtr(), x.baseLength());
    this.layout = x.layoutId();
    this.localIndex = new Int32Array(buffer, x.localIndexPtr(), x.localIndexLength());
    this.elimColumn = new Float64Array(buffer, x.elimColumnPtr(), x.elimColumnLength());
    return true;
  }

  private renewed(): void {
    if (this.views()) this.onRenew?.();
  }

  /** Makes `localIndex` at least `length` long, keeping its entries. */
  growIndex(length: number): void {
    this.x.growLocalIndex(length);
    this.renewed();
  }

  /**
   * The keys of every pair of `ids` (a bracket matcher's vertices as players; in `whole` mode a
   * pair never set is keyed by `starting(v, x)`, its weight, one key per distinct weight, none for
   * zero; after `knowStarting`, by the instance): `pairs` gets each pair's key, `firsts` each
   * key's slot and first pair, `localIndex` each slot's key. Returns how many keys.
   */
  keys(ids: readonly number[], whole: boolean, starting: (v: number, x: number) => bigint): number {
    if (this.released) throw new Error("this driver was released");
    const x = this.x;
    const k = ids.length;
    x.reserve(k, 0, 0);
    this.renewed();
    this.localIds.set(ids);
    x.startKeys();
    const w = whole ? 1 : 0;
    const at = x.localKeys(k, w, 0, 0, 0);
    this.renewed();
    if (at >= 0) this.keyStops(ids, w, at, starting);
    return x.firstsUsed() / 3;
  }

  /**
   * `keys`' pairs never set whose weight only the host knows (whole mode before `knowStarting`),
   * the first at `at`: a method of its own, as a fresh process compiles `keys` whole on its first
   * call and most rounds never stop here.
   */
  private keyStops(ids: readonly number[], w: number, first: number, starting: (v: number, x: number) => bigint): void {
    const x = this.x;
    const k = ids.length;
    let at = first;
    let byWeight: Map<bigint, number> | null = null;
    while (at >= 0) {
      const i = x.stopRow();
      const j = x.stopColumn();
      const v = ids[i] as number;
      const u = ids[j] as number;
      const weight = starting(v, u);
      let key = 0;
      if (weight !== ZERO) {
        byWeight ??= new Map<bigint, number>();
        const known = byWeight.get(weight);
        if (known !== undefined) {
          key = known;
        } else {
          // `firsts` may grow, and the memory with it: the views are renewed before `pairs` is written.
          key = x.addFirst(-1, v, u);
          this.renewed();
          byWeight.set(weight, key);
        }
      }
      this.pairs[at] = key;
      at = x.localKeys(k, w, i, j + 1, at + 1);
      this.renewed();
    }
  }

  /**
   * The driver has written `metPair` and `colourBar`, and a pair never set weighs its completion
   * field (weights.ts `completionOnlyWeight`): from now on `keys` keys such pairs in the instance
   * (whole mode) and no longer asks `starting`.
   */
  knowStarting(): void {
    this.x.knowStarting();
  }

  /** The store made table entry `e` for weight id `id` plus `t` (`storeSet` finds it from now on). */
  addEntry(id: number, t: number, e: number): void {
    // The views change only when the memory grew (the instance says so): no check per entry.
    if (this.x.addEntry(id, t, e) !== 0) this.renewed();
  }

  /**
   * A bracket's base weights (wasm/driver.ts `baseWeights`): its `members` (players; rows from
   * `groupBegin`, the look-ahead from `nextGroupBegin`), each player's class and look-ahead class in
   * `classes` (weights.ts `playerClasses`: player v's at v and n + v). A pair whose class pair the
   * instance has not met goes to `weigh`, whose weight id (0: no edge) the instance keeps for the
   * class pair; a pair whose weight is not in the store's table yet goes to `set` with its id (its
   * `base` entry written), which sets it. The rows from `groupBegin` are then copied into `into`.
   */
  baseWeights(
    members: readonly number[],
    classes: Int32Array,
    groupBegin: number,
    nextGroupBegin: number,
    single: boolean,
    weigh: (larger: number, smaller: number) => number,
    set: (larger: number, smaller: number, id: number) => void,
    into: Int32Array,
  ): void {
    if (this.released) throw new Error("this driver was released");
    const x = this.x;
    const size = members.length;
    x.reserve(0, 0, size);
    this.renewed();
    this.members.set(members);
    if (classes !== this.classesFrom) {
      this.classes.set(classes);
      this.classesFrom = classes;
    }
    const flag = single ? 1 : 0;
    let stop = x.baseWeights(size, groupBegin, nextGroupBegin, flag, groupBegin, 0, -1);
    while (stop !== 0) {
      const at = stop >>> 2;
      const larger = Math.floor(at / size);
      const smaller = at - larger * size;
      if ((stop & 3) === 1) {
        stop = x.baseWeights(size, groupBegin, nextGroupBegin, flag, larger, smaller, weigh(larger, smaller));
      } else {
        // The memo may have grown the memory: the views first.
        if (x.memory.buffer !== this.buffer) this.renewed();
        set(larger, smaller, this.base[at] as number);
        stop = x.baseWeights(size, groupBegin, nextGroupBegin, flag, larger, smaller + 1, -1);
      }
    }
    this.renewed();
    into.set(this.base.subarray(groupBegin * size, size * size), groupBegin * size);
  }

  /** Each of the first `count` pairs' key replaced by its distinct weight's index (`dOfKey`, by key). */
  toDistinct(count: number, dOfKey: Int32Array): void {
    this.x.reserve(0, dOfKey.length, 0);
    this.renewed();
    this.dOfKey.set(dOfKey);
    this.x.toDistinct(count);
  }

  /**
   * The bracket compressor's elimination in the instance (compress.ts `Elimination`; wasm/driver.ts
   * `elimAdd`): a new compressor's columns have `rows` entries.
   */
  startElimination(rows: number): void {
    this.x.elimStart(rows);
    this.renewed();
  }

  /** compress.ts `independent` for the next column, run in the instance: the same answers, the same basis. */
  independent(column: readonly number[]): boolean {
    this.elimColumn.set(column);
    return this.x.elimAdd() !== 0;
  }

  /** Gives the instance back for a later round's driver: this one must not be used again. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.buffer = null;
    spare.push(this.x);
  }
}

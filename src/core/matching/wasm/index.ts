/**
 * The WebAssembly matcher: fast.ts's blossom algorithm compiled from AssemblyScript (wasm/matcher.ts,
 * built by scripts/build-wasm.js into ./binary.ts), behind FastMatcher's interface. Same decisions,
 * same Float64 limbs, so the same matching. It is faster than the TypeScript matcher at every size:
 * cold (a fresh process runs the TypeScript matcher in V8's interpreter, while WebAssembly is
 * compiled before it runs) and warm.
 *
 * The module is compiled once, synchronously, the first time a matcher is asked for. Where that is
 * impossible (no WebAssembly, as in the Sheets bundle, which is built without the binary; or a
 * browser that refuses to compile synchronously on its main thread) `wasmModule()` is null and the
 * caller uses the TypeScript matcher; a browser's refusal starts an asynchronous compile whose
 * module later matchers use.
 */
import { bitLength } from "../fast";
import { fromBigInt, limbsFor } from "../limbs";
import { decodeBase64 } from "./base64";
import { MATCHER_WASM } from "./binary";

/** As fast.ts: beyond this many bits the float shadow would overflow (every comparison exact). */
const SHADOW_BITS = 960;
const FOUR = BigInt(4);
/** Made once: the weight checks below run for every weight the driver sets. */
const ZERO = BigInt(0);
/** Four times a weight below this is one limb's value whatever the limbs (limbs.ts, base 2^48). */
const ONE_LIMB = BigInt(2) ** BigInt(48);

/** The little of the WebAssembly JavaScript API used here (not in every host's type library). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  compile(bytes: Uint8Array): Promise<object>;
}

interface MatcherExports {
  memory: { buffer: ArrayBuffer };
  init(n: number, limbs: number, bits: number): void;
  wIdxPtr(): number;
  touchedPtr(): number;
  touchedListPtr(): number;
  matePtr(): number;
  tabInPtr(limbs: number): number;
  addTab(idx: number, f: number): void;
  triInPtr(count: number): number;
  setLowerTriangle(tableAt: number, touchedCount: number): number;
  clearRow(v: number, touchedCount: number): number;
  widen(bits: number, limbs: number): void;
  solve(touched: number): void;
  trySwap(a: number, b: number, c: number, d: number): number;
}

let compiled: object | null | undefined;

/**
 * Instances whose matchers were released (`release()`), for the next matchers: `init` starts
 * each afresh, so a pairing's ten or so bracket matchers share one or two instances instead of
 * instantiating the module (and growing a new memory) for each.
 */
const spare: MatcherExports[] = [];

/** The compiled module, or null where WebAssembly cannot be used (see above). */
export function wasmModule(): object | null {
  if (compiled !== undefined) return compiled;
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  compiled = null;
  if (api === undefined || MATCHER_WASM === "") return compiled;
  const bytes = decodeBase64(MATCHER_WASM);
  try {
    compiled = new api.Module(bytes);
  } catch {
    compileLater(api, bytes);
  }
  return compiled;
}

/** A browser's main thread may refuse a synchronous compile: compile in the background. */
function compileLater(api: WasmApi, bytes: Uint8Array): void {
  api.compile(bytes).then(
    (m) => (compiled = m),
    () => undefined,
  );
}

/**
 * An incremental maximum-weight matcher over vertices 0..n−1 running in WebAssembly: FastMatcher's
 * interface and results. Construct only when `wasmModule()` is not null.
 */
export class WasmMatcher {
  readonly n: number;
  private L: number;
  private capacityBits: number;
  private readonly x: MatcherExports;
  private buffer: ArrayBuffer | null = null;
  private wIdx = new Int32Array(0);
  private touched = new Uint8Array(0);
  private touchedList = new Int32Array(0);
  private mate = new Int32Array(0);
  /** The whole memory as numbers, and where in it a new weight's limbs go (`addTab`). */
  private f64 = new Float64Array(0);
  private tabIn = 0;
  /** Weights below this need no wider numbers (2^(capacityBits − 4)). */
  private fits: bigint;
  private touchedCount = 0;
  private readonly tabBig: bigint[] = [BigInt(0)];
  private readonly tabOf = new Map<bigint, number>([[BigInt(0), 0]]);
  private lastWeight = BigInt(0);
  private lastIndex = 0;
  private released = false;

  constructor(n: number, maxWeight: bigint = BigInt(1)) {
    const module = wasmModule();
    const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
    if (module === null || api === undefined) throw new Error("WebAssembly is not available here");
    this.n = n;
    this.capacityBits = bitLength(maxWeight) + 4;
    this.L = limbsFor(this.capacityBits);
    this.x = spare.pop() ?? (new api.Instance(module, {}).exports as unknown as MatcherExports);
    this.x.init(n, this.L, this.capacityBits);
    this.fits = BigInt(2) ** BigInt(this.capacityBits - 4);
    this.tabIn = this.x.tabInPtr(this.L) / 8;
    this.views();
  }

  /** Limbs per number (1: every number is one machine word). */
  get limbs(): number {
    return this.L;
  }

  /**
   * Views of the instance's memory, renewed when it has grown (growing detaches the old buffer):
   * called after every call into the instance that may allocate (init, tabInPtr, addTab, widen, solve).
   */
  private views(): void {
    const buffer = this.x.memory.buffer;
    if (buffer === this.buffer) return;
    this.buffer = buffer;
    const n = this.n;
    this.wIdx = new Int32Array(buffer, this.x.wIdxPtr(), n * n);
    this.touched = new Uint8Array(buffer, this.x.touchedPtr(), n);
    this.touchedList = new Int32Array(buffer, this.x.touchedListPtr(), n);
    this.mate = new Int32Array(buffer, this.x.matePtr(), n);
    this.f64 = new Float64Array(buffer);
  }

  /** The weight of edge {u, v} (zero when there is no edge). */
  weight(u: number, v: number): bigint {
    return this.tabBig[this.wIdx[u * this.n + v] as number] as bigint;
  }

  /**
   * Makes the table's entries wide enough for `weight` (a method of its own: most matchers never
   * widen, and a fresh process compiles `indexOf` whole on its first call).
   */
  private widen(weight: bigint): void {
    const bits = bitLength(weight) + 4;
    this.capacityBits = bits;
    this.fits = BigInt(2) ** BigInt(bits - 4);
    this.L = limbsFor(bits);
    this.x.widen(bits, this.L);
    this.tabIn = this.x.tabInPtr(this.L) / 8;
    this.views();
  }

  private indexOf(weight: bigint): number {
    if (weight === this.lastWeight) return this.lastIndex;
    const known = this.tabOf.get(weight);
    if (known !== undefined) {
      this.lastWeight = weight;
      this.lastIndex = known;
      return known;
    }
    if (weight >= this.fits) this.widen(weight);
    const L = this.L;
    const idx = this.tabBig.length;
    const w4 = weight * FOUR;
    // The limbs go straight into the instance's memory, then one call enters them in its table.
    const f64 = this.f64;
    const at = this.tabIn;
    if (w4 < ONE_LIMB) {
      f64[at] = Number(w4);
      for (let i = 1; i < L; i++) f64[at + i] = 0;
    } else {
      fromBigInt(w4, f64, at, L);
    }
    this.x.addTab(idx, this.capacityBits > SHADOW_BITS ? 0 : Number(w4));
    this.views();
    this.tabBig.push(weight);
    this.tabOf.set(weight, idx);
    return idx;
  }

  /** Sets the weight of edge {v, x}; zero removes it (as FastMatcher.setWeight). */
  setWeight(v: number, x: number, weight: bigint): void {
    if (v === x) throw new RangeError("a vertex has no edge to itself");
    if (weight < ZERO) throw new RangeError("weights must not be negative");
    this.setWeightAt(v, x, this.indexOf(weight));
  }

  /** The table index of `weight`, for `setWeightAt` (as FastMatcher.weightIndex). */
  weightIndex(weight: bigint): number {
    if (weight < ZERO) throw new RangeError("weights must not be negative");
    return this.indexOf(weight);
  }

  /** Sets the weight of edge {v, x} to the weight of table index `idx`. */
  setWeightAt(v: number, x: number, idx: number): void {
    if (v === x) throw new RangeError("a vertex has no edge to itself");
    // Each property read once: the driver comes here for every weight it sets.
    const n = this.n;
    const w = this.wIdx;
    const at = v * n + x;
    if (w[at] === idx) return;
    const touched = this.touched;
    if (touched[v] === 0) this.touch(v);
    w[at] = idx;
    w[x * n + v] = idx;
  }

  /** Marks v's row changed for the next solve (the caller has checked it was not yet). */
  private touch(v: number): void {
    this.touched[v] = 1;
    this.touchedList[this.touchedCount++] = v;
  }

  /** Removes every edge of v: setWeightAt(v, y, 0) for every other vertex y, in one call (its loop in the instance). */
  clearRow(v: number): void {
    this.touchedCount = this.x.clearRow(v, this.touchedCount);
  }

  /**
   * The edges of a lower triangle, row by row (i = 1..n−1, j = 0..i−1, `pairs` in that order):
   * setWeightAt(i, j, table[d]) for each entry d that is not 0, in one call. The entries and the
   * table are copied into the instance's memory (typed-array copies, no loop here) and its loop
   * sets the edges.
   */
  setLowerTriangle(pairs: Int32Array, table: readonly number[]): void {
    const count = (this.n * (this.n - 1)) / 2;
    const at = this.x.triInPtr(count + table.length);
    this.views();
    const into = new Int32Array(this.f64.buffer, at, count + table.length);
    into.set(pairs.length === count ? pairs : pairs.subarray(0, count));
    into.set(table, count);
    this.touchedCount = this.x.setLowerTriangle(count, this.touchedCount);
  }

  /** As FastMatcher.trySwap. */
  trySwap(a: number, b: number, c: number, d: number): boolean {
    return this.x.trySwap(a, b, c, d) === 1;
  }

  /** The vertex matched to v after `solve()`, or −1. */
  mateOf(v: number): number {
    return this.mate[v] as number;
  }

  /** Every vertex's partner (−1 when unmatched). */
  matching(): Int32Array {
    return Int32Array.from(this.mate);
  }

  /** Total weight of the current matching. */
  totalWeight(): bigint {
    let total = BigInt(0);
    for (let v = 0; v < this.n; v++) {
      const m = this.mate[v] as number;
      if (m > v) total += this.weight(v, m);
    }
    return total;
  }

  /**
   * Gives the instance back for a later matcher: this one must not be used again (a solve throws,
   * and what it would read is another matcher's).
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.buffer = null;
    spare.push(this.x);
  }

  /** Computes a maximum-weight matching, starting from the previous one. */
  solve(): void {
    if (this.released) throw new Error("this matcher was released");
    const count = this.touchedCount;
    this.touchedCount = 0;
    this.x.solve(count);
    this.views();
  }
}

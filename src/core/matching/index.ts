/**
 * Maximum-weight matching with exact integer weights. Knows nothing about chess.
 *
 * Two matchers run the same algorithm step for step: `FastMatcher` (fast.ts) holds its numbers in
 * Float64 limbs, one machine word when the weights fit in 48 bits; `WeightedMatcher` (blossom.ts)
 * holds them as BigInt, the exact reference the fast one is tested against.
 */
import { WeightedMatcher } from "./blossom";
import { FastMatcher } from "./fast";
import { WasmMatcher, wasmModule } from "./wasm";

export { WeightedMatcher } from "./blossom";
export { FastMatcher } from "./fast";
export { WasmMatcher } from "./wasm";
export { WasmDriver } from "./wasm/driver";

/**
 * What the Dutch driver uses of an incremental matcher: FastMatcher's interface, and `release`
 * where a matcher holds something worth giving back when the caller is done with it (the
 * WebAssembly one's instance). `clearRow` and `setLowerTriangle` do what the loops of
 * `setWeightAt` their comments give do, where a matcher does it in one call (the WebAssembly
 * one's host: one loop over its memory instead of a call per edge, in a fresh process's
 * interpreter); the caller runs the loops where they are missing.
 */
export type IncrementalMatcher = {
  release?(): void;
  clearRow?(v: number): void;
  setLowerTriangle?(pairs: Int32Array, table: readonly number[]): void;
} & Pick<
  FastMatcher,
  | "n"
  | "limbs"
  | "setWeight"
  | "weightIndex"
  | "setWeightAt"
  | "weight"
  | "solve"
  | "mateOf"
  | "matching"
  | "trySwap"
  | "totalWeight"
>;

/**
 * Which incremental matcher `newMatcher` makes: "auto" the WebAssembly one wherever the host can run
 * it (wasm/index.ts says where), else fast.ts; "typescript" always fast.ts; "wasm" always the
 * WebAssembly one, an error where it cannot run. Both give the same matching; only the time differs.
 * The WebAssembly one is compiled before it runs, so a small event's first pairing in a fresh
 * process does not run the matcher in V8's interpreter, and since its weights are written straight
 * into the instance's memory it is also faster than fast.ts at every size, warm and cold, up to
 * 2,000 players and beyond (docs/performance.md, "The WebAssembly matcher at every size").
 */
export type MatcherEngine = "auto" | "typescript" | "wasm";
let engine: MatcherEngine = "auto";
/** Chooses the engine for the matchers made from now on (the bench and the tests compare them). */
export function useMatcherEngine(choice: MatcherEngine): void {
  engine = choice;
}

/** A new incremental matcher over vertices 0..n−1 for weights up to maxWeight (see MatcherEngine). */
export function newMatcher(n: number, maxWeight: bigint): IncrementalMatcher {
  if (engine === "wasm" || (engine === "auto" && wasmModule() !== null)) {
    return new WasmMatcher(n, maxWeight);
  }
  return new FastMatcher(n, maxWeight);
}

/**
 * Whether the Dutch driver's per-pair set-up runs in WebAssembly (wasm/driver.ts): where `newMatcher`
 * makes WebAssembly matchers (the same engine choice). Its instance's arrays by bracket are sized
 * to the brackets met, so at 2,000 players it holds about 15 MB more than the TypeScript set-up,
 * the weight store's array among them (docs/performance.md, "The WebAssembly matcher at every size").
 */
export function wasmDriverFor(): boolean {
  return engine === "wasm" || (engine === "auto" && wasmModule() !== null);
}

/** One edge: two vertices and a non-negative integer weight. */
export type WeightedEdge = readonly [number, number, bigint | number];

export interface MatchingOptions {
  /** Maximum weight among the matchings of maximum cardinality (default false: maximum weight). */
  readonly maxCardinality?: boolean;
  /** Use the BigInt reference matcher instead of the Float64-limb one (same result, slower). */
  readonly reference?: boolean;
}

/**
 * A maximum-weight matching of the graph on vertices 0..n−1: each vertex's partner, −1 if none.
 * Weights are exact integers (BigInt or safe integers); edges of weight zero are never used.
 * With `maxCardinality` a zero-weight edge still counts as an edge.
 *
 * @example
 * maxWeightMatching(4, [[0, 1, 5], [2, 3, 5], [1, 2, 9]]) // [1, 0, 3, 2]
 * maxWeightMatching(3, [[0, 1, 2], [1, 2, 3]]) // [-1, 2, 1]
 */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[], options: MatchingOptions = {}): number[] {
  let max = BigInt(0);
  for (const [, , w] of edges) {
    const b = BigInt(w);
    if (b > max) max = b;
  }
  let bonus = BigInt(0);
  // One more edge must outweigh any weight difference: bonus > (n/2) · max weight.
  if (options.maxCardinality === true) bonus = max * BigInt(Math.floor(n / 2) + 1) + BigInt(1);
  const matcher = options.reference === true ? new WeightedMatcher(n) : new FastMatcher(n, max + bonus);
  for (const [u, v, w] of edges) {
    const b = BigInt(w);
    if (b < BigInt(0)) throw new RangeError(`edge ${u}-${v} has a negative weight`);
    if (u === v) throw new RangeError(`edge ${u}-${v} is a loop`);
    const total = b + bonus;
    if (total > matcher.weight(u, v)) matcher.setWeight(u, v, total);
  }
  matcher.solve();
  return Array.from(matcher.matching());
}

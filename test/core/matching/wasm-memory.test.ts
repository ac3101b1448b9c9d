/**
 * The WebAssembly instances' memory (it only ever grows: WebAssembly cannot give memory back): the
 * driver's arrays by bracket are sized to the brackets met, not to a bracket of every player of the
 * round (at 2,000 players that was 56 MB of its 76), and an instance taken again (`release`, then a
 * new matcher or driver) frees its earlier arrays before making the new ones, so a matcher or round
 * of the same size fits in the memory the last one used (docs/performance.md, "The WebAssembly
 * matcher at every size").
 */
import { useMatcherEngine, WasmDriver } from "../../../src/core/matching";
import { WasmMatcher, wasmModule } from "../../../src/core/matching/wasm";
import { dutchBenchTournament } from "../../../src/core/pairing/dutch/bench";
import { pairDutch } from "../../../src/core/pairing/dutch";

type Instantiate = new (module: object, imports: object) => { exports: Record<string, unknown> };

/** The instance's memory in bytes (a private field: the test's narrow look inside). */
function memoryOf(x: WasmDriver | WasmMatcher): number {
  return (x as unknown as { x: { memory: { buffer: ArrayBuffer } } }).x.memory.buffer.byteLength;
}

const ids = (k: number): number[] => Array.from({ length: k }, (_, i) => i);
const never = (): bigint => BigInt(0);

describe("the WebAssembly instances' memory", () => {
  beforeAll(() => expect(wasmModule()).not.toBeNull());

  it("lets the instances taken again for a pairing of the same size grow no further", () => {
    // A whole pairing, as the bench repeats it in one process: its brackets grow and shrink, and
    // the driver's tables kept for the round (slots, the weight table's hash, the memo) grow
    // between the round's large arrays. First in this file, so that every instance is made here.
    const api = (globalThis as unknown as { WebAssembly: { Instance: Instantiate } }).WebAssembly;
    const Real = api.Instance;
    const made: { exports: Record<string, unknown> }[] = [];
    api.Instance = function (module: object, imports: object) {
      const instance = new Real(module, imports);
      made.push(instance);
      return instance;
    } as unknown as Instantiate;
    const sizes = (): number[] =>
      made.map((i) => (i.exports.memory as { buffer: ArrayBuffer }).buffer.byteLength);
    try {
      useMatcherEngine("wasm");
      const t = dutchBenchTournament(1000, 5);
      const first = pairDutch(t, 6);
      const after = sizes();
      expect(after.length).toBeGreaterThanOrEqual(2);
      for (let again = 0; again < 2; again++) {
        expect(pairDutch(t, 6)).toEqual(first);
        expect(sizes()).toEqual(after);
      }
    } finally {
      api.Instance = Real;
      useMatcherEngine("auto");
    }
  });

  it("sizes the driver's arrays by bracket to the brackets met", () => {
    const n = 600;
    const driver = new WasmDriver(n);
    const most = (n * (n - 1)) / 2;
    expect(driver.pairs.length).toBeLessThan(most / 100);
    expect(driver.firsts.length).toBeLessThan(most / 100);
    expect(driver.base.length).toBeLessThan(most / 100);
    driver.keys(ids(150), false, never);
    expect(driver.pairs.length).toBeGreaterThanOrEqual((150 * 149) / 2);
    expect(driver.pairs.length).toBeLessThan(most / 4);
    // A larger bracket after a smaller one: the keys land in the grown array, every pair written.
    driver.keys(ids(300), true, (v, x) => BigInt(1 + ((v + x) % 3)));
    expect(driver.pairs.length).toBeGreaterThanOrEqual((300 * 299) / 2);
    expect(Array.from(driver.pairs.subarray(0, (300 * 299) / 2)).every((key) => key >= 1 && key <= 3)).toBe(true);
    driver.release();
  });

  it("lets a matcher's instance taken again for a graph of the same size grow no further", () => {
    const first = new WasmMatcher(900, BigInt(1000));
    const before = memoryOf(first);
    first.release();
    for (let graph = 0; graph < 3; graph++) {
      const again = new WasmMatcher(900, BigInt(1000));
      expect(memoryOf(again)).toBe(before);
      again.release();
    }
  });
});

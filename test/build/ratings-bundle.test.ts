/**
 * FIDE_RATING_CHANGE, USCF_RATING and RATING_CHANGES through the BUILT Sheets bundle (dist/gas/Code.js,
 * in a vm), called as Sheets calls them: the same answers as the core, the same sentences.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";

const context = vm.createContext({ console });
vm.runInContext(readFileSync(join(__dirname, "..", "..", "dist", "gas", "Code.js"), "utf8"), context, { filename: "Code.js" });
const gas = context as unknown as Record<string, (...args: unknown[]) => unknown>;

describe("rating functions in the Sheets bundle", () => {
  test("FIDE_RATING_CHANGE: one cell and ranges", () => {
    expect(gas.FIDE_RATING_CHANGE?.(2000, 2100, 1, 20)).toBe(12.8);
    expect(gas.FIDE_RATING_CHANGE?.(1800, [[1900], [1750], [1800]], [[1], ["½"], ["W"]], 40)).toBe(42.8);
    expect(gas.FIDE_RATING_CHANGE?.(2800, 2250, 1, undefined)).toBe(0.3);
    expect(() => gas.FIDE_RATING_CHANGE?.(2000, 2100, 1, 37)).toThrow(/k: 37 is not a K/);
  });
  test("USCF_RATING", () => {
    expect(gas.USCF_RATING?.(1500, 6, [[1400], [1550], [1650]], [[1], [0], [0.5]], undefined, undefined)).toBe(1511);
    expect(gas.USCF_RATING?.("", "", [[600], [600], [600], [600]], 2, 10, undefined)).toBe(600);
  });
  test("RATING_CHANGES", () => {
    const out = gas.RATING_CHANGES?.([["W2"], ["L1"]], [[2000], [2000]], "FIDE", "") as unknown[][];
    expect(out).toEqual([[2010, 10], [1990, -10]]);
  });
});

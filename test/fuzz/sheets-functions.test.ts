/**
 * Issue 17 items 2 and 6 in Google Sheets: every custom function of the BUILT dist/gas/Code.js (in a
 * vm, called as Sheets calls them: scalars for one cell, "" for empty cells, undefined when omitted)
 * over random values answers a value or throws our sentence.
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import { RUNS, isAnswer, sheetsArg } from "./args";

const root = join(__dirname, "..", "..");
const generated: { file: string; ids: string[] }[] = JSON.parse(
  readFileSync(join(root, "src", "sheets", "generated", "functions.json"), "utf8"),
);
const context = vm.createContext({ console });
vm.runInContext(readFileSync(join(root, "dist", "gas", "Code.js"), "utf8"), context, { filename: "Code.js" });
const gas = context as unknown as Record<string, (...args: unknown[]) => unknown>;
const IDS = generated.flatMap((g) => g.ids);

function judge(f: (...args: unknown[]) => unknown, args: unknown[]): void {
  let out: unknown;
  try {
    out = f(...args);
  } catch (e) {
    const message = (e as { message?: unknown }).message;
    expect(typeof message).toBe("string");
    expect(message as string).not.toMatch(/^Internal error/);
    expect((message as string).replace(/"[^"]*"/g, '""')).not.toMatch(/undefined|NaN|Infinity/);
    return;
  }
  if (!isAnswer(out)) throw new Error(`answered ${JSON.stringify(out)} (not a value)`);
}

describe("issue 17: every Sheets custom function over random values answers a value or our sentence", () => {
  test("there are functions to test", () => expect(IDS.length).toBeGreaterThanOrEqual(15));

  test.each(IDS)("%s", (id) => {
    const f = gas[id];
    expect(typeof f).toBe("function");
    if (f === undefined) return;
    fc.assert(
      fc.property(fc.array(sheetsArg, { minLength: 0, maxLength: f.length }), (args) => judge(f, args)),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test.each([
    ["ACF_RATING", [1e308, [[1250]], 1, "", 5]],
    ["ACF_PERFORMANCE", [1e308, 1, 5]],
    ["GP_TOTAL", [[[1e308], [1e308]]]],
    ["ACF_RATING", [99999, 1250, 1]],
    ["TIEBREAK_MEDIAN", []],
    ["GP_POINTS", [[], "VCF"]],
  ] as const)("the cases the fuzzing found: %s(%j) is our sentence", (id, args) => {
    expect(() => gas[id]?.(...(args as unknown as unknown[]))).toThrow(/\w/);
  });
});

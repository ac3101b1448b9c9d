/**
 * Issue 17 items 2 and 6: every Excel custom function (the wrappers in functions/, called as Excel
 * calls them) over random values answers a value or our sentence: never NaN, Infinity, null, an
 * empty array, a crash of the host's own, or an internal error.
 */
import fc from "fast-check";
import { FakeCustomFunctionsError } from "../stubs/custom-functions";
import { RUNS, excelArg, isAnswer } from "./args";
import { readdirSync } from "fs";
import { join } from "path";

/** Every wrapper in functions/ (each file but the host and the bundle's entry), as webpack.config.js lists them. */
const dir = join(__dirname, "..", "..", "functions");
const FUNCTIONS = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "host.ts" && f !== "functions.ts")
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .flatMap((f) => Object.entries(require(join(dir, f)) as Record<string, unknown>))
  .filter((e): e is [string, (...args: unknown[]) => unknown] => typeof e[1] === "function");

/** A value, or #VALUE! (#N/A) with one of our sentences. */
async function judge(f: (...args: unknown[]) => unknown, args: unknown[]): Promise<void> {
  let out: unknown;
  try {
    // The pairing functions are cancelable in Excel: they answer a Promise (awaited like any answer).
    out = await f(...args);
  } catch (e) {
    expect(e).toBeInstanceOf(FakeCustomFunctionsError);
    const err = e as FakeCustomFunctionsError;
    // #N/A for a name looked up and not found (NOT_FOUND), #VALUE! for everything else: the two kinds
    // Excel shows a message with.
    expect(["#VALUE!", "#N/A"]).toContain(err.code);
    expect(err.message).not.toMatch(/^Internal error/);
    // The user's own text is quoted; outside the quotes no undefined, NaN or Infinity.
    expect(err.message.replace(/"[^"]*"/g, '""')).not.toMatch(/undefined|NaN|Infinity/);
    expect(err.message.length).toBeGreaterThan(10);
    return;
  }
  if (!isAnswer(out)) throw new Error(`answered ${JSON.stringify(out)} (not a value)`);
}

describe("issue 17: every Excel custom function over random values answers a value or our sentence", () => {
  test("there are functions to test", () => expect(FUNCTIONS.length).toBeGreaterThanOrEqual(15));

  test.each(FUNCTIONS)("%s", async (_name, f) => {
    await fc.assert(
      fc.asyncProperty(fc.array(excelArg, { minLength: f.length, maxLength: f.length }), (args) => judge(f, args)),
      { numRuns: RUNS, seed: 17 },
    );
  });

  test.each([
    ["acfRating", [[[1e308]], [[1250]], [[1]], null, [[5]]]],
    ["acfPerformance", [[[1e308]], [[1]], [[5]]]],
    ["gpTotal", [[[1e308], [1e308]], null]],
    ["acfRating", [[[99999]], [[1250]], [[1]], null, null]],
    ["tiebreakMedian", [[], null]],
    ["gpPoints", [[], [["VCF"]], null, null, null]],
    ["gpTotal", [[[null], [null]], null]],
    ["gpTeam", [[], null, null, null]],
    ["standings", [null, null, null, null]],
  ] as const)("the cases the fuzzing found: %s(%j) is our sentence", (name, args) => {
    const f = FUNCTIONS.find(([n]) => n === name)?.[1];
    expect(f).toBeDefined();
    expect(() => f?.(...(args as unknown as unknown[]))).toThrow(FakeCustomFunctionsError);
  });
});

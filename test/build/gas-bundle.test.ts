/**
 * The built dist/gas/Code.js, loaded in a Node vm with stand-ins for the Apps Script globals, answers
 * the custom functions exactly as Sheets calls them (2-D arrays, "" for empty cells, scalars for one cell).
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";

const root = join(__dirname, "..", "..");
const code = readFileSync(join(root, "dist", "gas", "Code.js"), "utf8");
const generated: { file: string; ids: string[] }[] = JSON.parse(
  readFileSync(join(root, "src", "sheets", "generated", "functions.json"), "utf8"),
);

function load(): Record<string, (...args: unknown[]) => unknown> {
  const context = vm.createContext({ console });
  vm.runInContext(code, context, { filename: "Code.js" });
  return context as never;
}

describe("dist/gas/Code.js", () => {
  const gas = load();

  test("every custom function is a top-level function with @customfunction JSDoc", () => {
    const ids = generated.flatMap((g) => g.ids);
    expect(ids).toContain("TIEBREAK_MEDIAN");
    for (const id of ids) {
      expect(code).toMatch(new RegExp(`@customfunction[\\s\\S]*?\\*/\\s*function ${id}\\(`));
      expect(typeof gas[id]).toBe("function");
    }
  });

  test("starts with @OnlyCurrentDoc", () => expect(code.startsWith("/** @OnlyCurrentDoc */")).toBe(true));

  test("TIEBREAK_MEDIAN answers a Sheets 2-D range with blank cells and trailing blank rows", () => {
    const results = [
      ["W4", "W3", "D2"],
      ["L3", "W4", "D1"],
      ["W2", "L1", "W4"],
      ["L1", "L2", "L3"],
      ["", "", ""],
    ];
    // Scores: #1 2.5, #2 1.5, #3 2, #4 0. #1 met 4 (0), 3 (2), 2 (1.5): plus score drops the lowest; #2 even score drops both ends.
    expect(gas.TIEBREAK_MEDIAN!(results, "")).toEqual([[3.5], [2], [4], [3.5], [""]]);
    expect(gas.TIEBREAK_MEDIAN!(results, "median")).toEqual([[1.5], [2], [1.5], [2], [""]]);
  });

  test("a single cell arrives as a scalar", () => {
    expect(gas.TIEBREAK_MEDIAN!("B")).toEqual([[0]]);
  });

  test("bad input throws an Error whose message names the cell", () => {
    expect(() => gas.TIEBREAK_MEDIAN!([["W2"], ["W1 x"]])).toThrow('Round 1, player #2: "W1 x" is not a result');
    expect(() => gas.TIEBREAK_MEDIAN!([["W2"]], "HIGH")).toThrow(/variant: "HIGH" is not a median variant/);
  });
});

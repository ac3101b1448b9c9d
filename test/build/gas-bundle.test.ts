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
    // The trailing blank row is no player and is not returned (issue 27: a whole column spills no blanks).
    expect(gas.TIEBREAK_MEDIAN!(results, "")).toEqual([[3.5], [2], [4], [3.5]]);
    expect(gas.TIEBREAK_MEDIAN!(results, "median")).toEqual([[1.5], [2], [1.5], [2]]);
  });

  test("a single cell arrives as a scalar", () => {
    expect(gas.TIEBREAK_MEDIAN!("B")).toEqual([[0]]);
  });

  test("bad input throws an Error whose message names the cell", () => {
    expect(() => gas.TIEBREAK_MEDIAN!([["W2"], ["W1 x"]])).toThrow('Round 1, player #2: "W1 x" is not a result');
    expect(() => gas.TIEBREAK_MEDIAN!([["W2"]], "HIGH")).toThrow(/variant: "HIGH" is not a median variant/);
  });

  /**
   * FIDE C.05 Annex 1, restated independently of the core: in round k of the table, players i and j
   * (neither n) meet when i + j ≡ k + 1 (mod n − 1), white to the one 1 … n/2 − 1 places after the
   * meeting point p of player n (2p ≡ k + 1), who has white in odd rounds; the odd section's dummy's
   * opponent has the bye. A double round robin plays table rounds 1 … n − 3, n − 1, n − 2, then all
   * n − 1 again with colours reversed.
   */
  function reference(players: number, round: number, cycles: number): unknown[][] {
    const n = players % 2 === 0 ? players : players + 1;
    const m = n - 1;
    const cycle = Math.floor((round - 1) / m);
    let k = ((round - 1) % m) + 1;
    if (cycle + 1 < cycles && m >= 2 && k >= m - 1) k = k === m ? m - 1 : m;
    const mod = (x: number): number => ((x % m) + m) % m;
    let p = 1;
    while (mod(2 * p - (k + 1)) !== 0) p++;
    const boards: [number, number][] = [k % 2 === 1 ? [p, n] : [n, p]];
    for (let d = 1; d < n / 2; d++) {
      const white = mod(p - 1 + d) + 1;
      const black = mod(p - 1 - d) + 1;
      expect(mod(white + black - (k + 1))).toBe(0);
      boards.push([white, black]);
    }
    const played = boards.map(([w, b]) => (cycle % 2 === 1 ? [b, w] : [w, b]));
    const rows: unknown[][] = [];
    let bye: number | null = null;
    for (const [w, b] of played) {
      if (w === players + 1) bye = b as number;
      else if (b === players + 1) bye = w as number;
      else rows.push([rows.length + 1, w, b]);
    }
    if (bye !== null) rows.push(["", bye, "BYE"]);
    return rows;
  }

  test("ROUND_ROBIN for 3 to 24 players, single and double cycle, against the Berger construction (286 + 572 rounds)", () => {
    let single = 0;
    let double = 0;
    for (let n = 3; n <= 24; n++) {
      const perCycle = n % 2 === 0 ? n - 1 : n;
      for (let r = 1; r <= perCycle; r++) {
        expect([n, r, gas.ROUND_ROBIN!(n, r)]).toEqual([n, r, reference(n, r, 1)]);
        single++;
      }
      for (let r = 1; r <= 2 * perCycle; r++) {
        expect([n, r, 2, gas.ROUND_ROBIN!(n, r, 2)]).toEqual([n, r, 2, reference(n, r, 2)]);
        double++;
      }
    }
    expect([single, double]).toEqual([286, 572]);
    expect(() => gas.ROUND_ROBIN!(6, 11, 2)).toThrow("round: a round robin of 6 players has rounds 1 to 10 in 2 cycles, got 11");
  });
});

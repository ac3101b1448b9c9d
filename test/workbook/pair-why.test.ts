/** Pair next round carries the reason for every board (issue 13, item 2), for the pane's "Why?" list. */
import { pairRound } from "../../src/core/pairing";
import { whyLines } from "../../taskpane/why-pane";
import { expectDone, harness, sampleBook, testContext } from "./helpers";

describe("Pair next round: the Why? list", () => {
  test("with the US Chess engine, one reason per board then the bye (28L2), each naming its rule", async () => {
    const h = harness(sampleBook(9, 3), { ...testContext, pair: pairRound });
    const o = expectDone(await h.run("pairNext"));
    const why = whyLines(o);
    expect(why).toHaveLength(5);
    expect(why.slice(0, 4).every((l) => /^Board \d: .*\(29C1\)/.test(l))).toBe(true);
    expect(why[4]).toMatch(/^#\d+: full-point bye \(28L2/);
  });
  test("a system without notes gives no list", async () => {
    const h = harness(sampleBook(8, 3));
    expect(whyLines(expectDone(await h.run("pairNext")))).toEqual([]);
  });
});

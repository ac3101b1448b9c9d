/**
 * Odd brackets (issue 31, dear brackets): a bracket whose local graph has an odd number of players
 * leaves one of them unpaired in every matching, and its optimum's duals then need a blossom over
 * (nearly) the whole bracket, built as a chain of hundreds of nested blossoms that every small
 * re-solve took apart and grew again. The split matcher (matcher.ts `SplitMatcher`) gives such a
 * local graph a dummy vertex joined to every player by one weight: the optimum is perfect, its
 * duals need no such blossom, and since every matching of an odd graph leaves a player out, the
 * dummy changes no optimum (docs/performance.md, "Dear brackets").
 */
import fc from "fast-check";
import { FastMatcher, useMatcherEngine, WeightedMatcher } from "../../../../src/core/matching";
import { pairDutch, pairDutchUsing } from "../../../../src/core/pairing/dutch";
import { dutchBenchTournament } from "../../../../src/core/pairing/dutch/bench";

/** The maximum weight of the graph on n vertices (edges [u, v, w]), by the reference matcher. */
function best(n: number, edges: readonly (readonly [number, number, bigint])[]): { weight: bigint; mate: Int32Array } {
  const m = new WeightedMatcher(n);
  for (const [u, v, w] of edges) m.setWeight(u, v, w);
  m.solve();
  return { weight: m.totalWeight(), mate: m.matching() };
}

const graph = (maxN: number) =>
  fc
    .integer({ min: 1, max: maxN })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: 1, max: 20 })), { maxLength: 3 * n }),
      ),
    )
    .map(([n, raw]) => {
      // One weight per pair (the last drawn), as setWeight would leave it.
      const byPair = new Map<number, readonly [number, number, bigint]>();
      for (const [u, v, w] of raw) if (u !== v) byPair.set(Math.min(u, v) * n + Math.max(u, v), [u, v, BigInt(w)]);
      return { n, edges: [...byPair.values()] };
    });

describe("odd brackets: a dummy vertex keeps the optimum perfect", () => {
  test("on an odd graph, a dummy vertex joined to every vertex by one weight c adds c to the optimum, and its optimum less the dummy is an optimum", () => {
    fc.assert(
      fc.property(graph(11), fc.integer({ min: 1, max: 40 }), ({ n, edges }, c) => {
        fc.pre(n % 2 === 1);
        const plain = best(n, edges);
        const dummied = best(n + 1, [...edges, ...Array.from({ length: n }, (_, v) => [v, n, BigInt(c)] as const)]);
        expect(dummied.weight).toBe(plain.weight + BigInt(c));
        let less = BigInt(0);
        for (const [u, v, w] of edges) if (dummied.mate[u] === v) less += w;
        expect(less).toBe(plain.weight);
      }),
      { numRuns: 300 },
    );
  });

  test("on an even graph it may not (why the split matcher adds it only when the count is odd)", () => {
    // Two vertices, one edge of weight 1: the optimum pairs them; with a dummy of weight 5 joined to
    // both, the optimum (5) leaves the edge out.
    const plain = best(2, [[0, 1, BigInt(1)]]);
    const dummied = best(3, [
      [0, 1, BigInt(1)],
      [0, 2, BigInt(5)],
      [1, 2, BigInt(5)],
    ]);
    expect(plain.mate[0]).toBe(1);
    expect(dummied.mate[0]).not.toBe(1);
  });

  test("the split driver with its dummy vertices pairs odd fields as the whole-graph driver does (bench events with odd brackets)", () => {
    for (const [players, played] of [
      [51, 1],
      [121, 2],
      [241, 1],
      [291, 1],
    ] as const) {
      const t = dutchBenchTournament(players, played, 1);
      expect(pairDutch(t, played + 1)).toEqual(pairDutchUsing(t, played + 1, {}, "full"));
    }
  });

  test("291 players' round 2 re-solves its odd brackets without searching them whole (TypeScript matcher: 23,871 rows read without the dummy)", () => {
    const solve = FastMatcher.prototype.solve;
    let rows = 0;
    FastMatcher.prototype.solve = function (this: FastMatcher) {
      const before = this.rowsRead;
      solve.call(this);
      rows += this.rowsRead - before;
    };
    useMatcherEngine("typescript");
    try {
      pairDutch(dutchBenchTournament(291, 1, 1), 2);
    } finally {
      useMatcherEngine("auto");
      FastMatcher.prototype.solve = solve;
    }
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(3000);
  });
});

import fc from "fast-check";
import { maxWeightMatching, WeightedMatcher } from "../../../src/core/matching";

/** Brute force: the best (cardinality, weight) over all matchings of a small graph. */
function bruteForce(n: number, w: bigint[][], maxCardinality: boolean): { card: number; weight: bigint } {
  let best = { card: 0, weight: BigInt(0) };
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number, card: number, weight: bigint): void => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      const better = maxCardinality
        ? card > best.card || (card === best.card && weight > best.weight)
        : weight > best.weight;
      if (better) best = { card, weight };
      return;
    }
    used[i] = true;
    rec(i + 1, card, weight);
    for (let j = i + 1; j < n; j++) {
      const wij = (w[i] as bigint[])[j] as bigint;
      if (used[j] || wij <= BigInt(0)) continue;
      used[j] = true;
      rec(i + 1, card + 1, weight + wij);
      used[j] = false;
    }
    used[i] = false;
  };
  rec(0, 0, BigInt(0));
  return best;
}

function check(n: number, w: bigint[][], mate: ArrayLike<number>): { card: number; weight: bigint } {
  let card = 0;
  let weight = BigInt(0);
  for (let v = 0; v < n; v++) {
    const m = mate[v] as number;
    if (m === -1) continue;
    expect(mate[m]).toBe(v);
    expect(((w[v] as bigint[])[m] as bigint) > BigInt(0)).toBe(true);
    if (m > v) {
      card++;
      weight += (w[v] as bigint[])[m] as bigint;
    }
  }
  return { card, weight };
}

const graphArb = (maxN: number, weightArb: fc.Arbitrary<bigint>) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      w: fc.array(fc.array(fc.option(weightArb, { freq: 3 }), { minLength: n, maxLength: n }), {
        minLength: n,
        maxLength: n,
      }),
    }),
  );

function symmetric(n: number, raw: (bigint | null)[][]): bigint[][] {
  const w: bigint[][] = [];
  for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const x = (raw[i] as (bigint | null)[])[j] ?? null;
      const v = x === null ? BigInt(0) : x;
      (w[i] as bigint[])[j] = v;
      (w[j] as bigint[])[i] = v;
    }
  return w;
}

function edgesOf(n: number, w: bigint[][]): [number, number, bigint][] {
  const edges: [number, number, bigint][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const x = (w[i] as bigint[])[j] as bigint;
      if (x > BigInt(0)) edges.push([i, j, x]);
    }
  return edges;
}

describe("maximum-weight matching (blossom algorithm)", () => {
  test("small known cases", () => {
    expect(
      maxWeightMatching(4, [
        [0, 1, 5],
        [2, 3, 5],
        [1, 2, 9],
      ]),
    ).toEqual([1, 0, 3, 2]);
    expect(
      maxWeightMatching(4, [
        [0, 1, 5],
        [2, 3, 5],
        [1, 2, 11],
      ]),
    ).toEqual([-1, 2, 1, -1]);
    expect(
      maxWeightMatching(
        4,
        [
          [0, 1, 5],
          [2, 3, 5],
          [1, 2, 11],
        ],
        { maxCardinality: true },
      ),
    ).toEqual([1, 0, 3, 2]);
    expect(
      maxWeightMatching(3, [
        [0, 1, 2],
        [1, 2, 3],
      ]),
    ).toEqual([-1, 2, 1]);
    expect(maxWeightMatching(0, [])).toEqual([]);
  });

  test("an odd cycle with a stem forms a blossom and still finds the optimum", () => {
    const m = maxWeightMatching(5, [
      [0, 1, 8],
      [0, 2, 9],
      [1, 2, 10],
      [2, 3, 7],
      [0, 4, 5],
      [3, 4, 6],
    ]);
    const w = symmetric(5, [
      [null, BigInt(8), BigInt(9), null, BigInt(5)],
      [null, null, BigInt(10), null, null],
      [null, null, null, BigInt(7), null],
      [null, null, null, null, BigInt(6)],
      [null, null, null, null, null],
    ]);
    expect(check(5, w, m).weight).toBe(bruteForce(5, w, false).weight);
  });

  test("agrees with brute force on random small graphs", () => {
    fc.assert(
      fc.property(graphArb(9, fc.bigInt({ min: BigInt(1), max: BigInt(20) })), ({ n, w: raw }) => {
        const w = symmetric(n, raw);
        const mate = maxWeightMatching(n, edgesOf(n, w));
        expect(check(n, w, mate).weight).toBe(bruteForce(n, w, false).weight);
      }),
      { numRuns: 400 },
    );
  });

  test("agrees with brute force in maximum-cardinality mode", () => {
    fc.assert(
      fc.property(graphArb(9, fc.bigInt({ min: BigInt(1), max: BigInt(20) })), ({ n, w: raw }) => {
        const w = symmetric(n, raw);
        const mate = maxWeightMatching(n, edgesOf(n, w), { maxCardinality: true });
        const got = check(n, w, mate);
        const best = bruteForce(n, w, true);
        expect(got.card).toBe(best.card);
        expect(got.weight).toBe(best.weight);
      }),
      { numRuns: 300 },
    );
  });

  test("huge weights (hundreds of bits) are exact", () => {
    const big = fc.bigInt({ min: BigInt(1), max: BigInt(2) ** BigInt(300) });
    const structured = fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 3 }))
      .map(([hi, lo, tiny]) => (BigInt(hi) << BigInt(280)) + (BigInt(lo) << BigInt(120)) + BigInt(tiny) + BigInt(1));
    fc.assert(
      fc.property(graphArb(8, fc.oneof(big, structured)), ({ n, w: raw }) => {
        const w = symmetric(n, raw);
        const mate = maxWeightMatching(n, edgesOf(n, w));
        expect(check(n, w, mate).weight).toBe(bruteForce(n, w, false).weight);
      }),
      { numRuns: 300 },
    );
  });

  test("incremental updates: re-solving after weight changes stays optimal", () => {
    const weight = fc.oneof(
      fc.constant(BigInt(0)),
      fc.bigInt({ min: BigInt(1), max: BigInt(12) }),
      fc.bigInt({ min: BigInt(1), max: BigInt(2) ** BigInt(100) }),
    );
    const scenario = fc.integer({ min: 2, max: 9 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        steps: fc.array(
          fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), weight), {
            minLength: 1,
            maxLength: 12,
          }),
          { minLength: 1, maxLength: 6 },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ n, steps }) => {
        const w: bigint[][] = [];
        for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
        const m = new WeightedMatcher(n);
        for (const step of steps) {
          for (const [a, b, x] of step) {
            if (a === b) continue;
            m.setWeight(a, b, x);
            (w[a] as bigint[])[b] = x;
            (w[b] as bigint[])[a] = x;
          }
          m.solve();
          expect(check(n, w, m.matching()).weight).toBe(bruteForce(n, w, false).weight);
          expect(m.totalWeight()).toBe(bruteForce(n, w, false).weight);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("incremental updates on tie-heavy weights (as the Dutch driver makes them) equal a fresh solve", () => {
    // Few distinct weights, so many tight edges and nested blossoms; then one vertex's edges get
    // small addends, priorities or zeros, as the pairing driver does between solves.
    const scenario = fc.record({
      n: fc.integer({ min: 5, max: 16 }),
      scale: fc.constantFrom(0, 20, 190),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
    });
    fc.assert(
      fc.property(scenario, ({ n, scale, seed }) => {
        let a = seed;
        const rnd = (): number => {
          a = (a * 1103515245 + 12345) % 2147483648;
          return a / 2147483648;
        };
        const big = BigInt(1) << BigInt(scale);
        const mid = scale > 0 ? big >> BigInt(10) : BigInt(1);
        const value = (): bigint =>
          rnd() < 0.15
            ? BigInt(0)
            : big * BigInt(1 + Math.floor(rnd() * 2)) +
              mid * BigInt(Math.floor(rnd() * 3)) +
              BigInt(4 * Math.floor(rnd() * 3));
        const w: bigint[][] = [];
        for (let i = 0; i < n; i++) w.push(new Array<bigint>(n).fill(BigInt(0)));
        const m = new WeightedMatcher(n);
        for (let i = 0; i < n; i++)
          for (let j = i + 1; j < n; j++) {
            const x = value();
            (w[i] as bigint[])[j] = x;
            (w[j] as bigint[])[i] = x;
            if (x > BigInt(0)) m.setWeight(j, i, x);
          }
        for (let step = 0; step < 8; step++) {
          m.solve();
          const fresh = new WeightedMatcher(n);
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) {
              const x = (w[i] as bigint[])[j] as bigint;
              if (x > BigInt(0)) fresh.setWeight(i, j, x);
            }
          fresh.solve();
          expect(check(n, w, m.matching()).weight).toBe(fresh.totalWeight());
          if (n <= 9) expect(fresh.totalWeight()).toBe(bruteForce(n, w, false).weight);
          const v = Math.floor(rnd() * n);
          const kind = Math.floor(rnd() * 3);
          let priority = 1;
          for (let x = 0; x < n; x++) {
            const old = (w[v] as bigint[])[x] as bigint;
            if (x === v || old === BigInt(0)) continue;
            const next =
              kind === 0
                ? old + BigInt(Math.floor(rnd() * 16))
                : kind === 1
                  ? rnd() < 0.5
                    ? BigInt(0)
                    : old
                  : old + BigInt(priority++);
            m.setWeight(v, x, next);
            (w[v] as bigint[])[x] = next;
            (w[x] as bigint[])[v] = next;
          }
        }
      }),
      { numRuns: 700 },
    );
  });
});

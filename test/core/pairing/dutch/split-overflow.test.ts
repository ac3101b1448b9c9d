/**
 * SplitMatcher's side of the overflow e8526ad fixed in FullMatcher (pab-overflow.test.ts): moved-down
 * players left unpaired by an earlier bracket keep that bracket's weights, and in a bracket larger
 * than the largest score group their counters, summed over a matching, overflow the round layout's
 * fields. SplitMatcher never gives a matcher the round layout: in split mode the bracket's matcher
 * holds no completion field (CompletionMatching decides C4 and C2/C5 exactly), and in whole mode
 * every weight goes through BracketCompressor, which packs each counter (the completion field
 * included) as wide as its sum over a matching of the matcher's own vertices can be. The driver's
 * tie-breaks below the counters were the gap (their field had one spare bit, and the completion
 * field can sit right above it): the compressor now leaves bitsFor(pairs) bits of room below the
 * completion field. The properties hold all this on the narrowest layout (one bit per count); the
 * first and the last fail with the counters packed only as wide as one edge's value, the second
 * and the six-player case without the room.
 */
import fc from "fast-check";
import { newMatcher } from "../../../../src/core/matching";
import { BracketCompressor } from "../../../../src/core/pairing/dutch/compress";
import {
  tieBreakBits,
  topShift,
  weightBoundaries,
  type WeightContext,
} from "../../../../src/core/pairing/dutch/weights";
import { fullModeAgrees, simulationSpecs, type SimulationSpec } from "./simulate";

/** Round 3, every score group one player (the narrowest layout: one bit per count). */
const narrow: WeightContext = {
  played: 2,
  lastRound: false,
  topScoreThreshold: 45,
  sizeBits: 1,
  scoresWidth: 3,
  scoreShift: new Map([
    [20, 2],
    [10, 1],
    [0, 0],
  ]),
  byeScore: 0,
  singleDownfloaterIsBye: false,
  unplayedRank: new Map(),
};

/** Each counter of the layout above the tie-break field, most significant first: its offset and width. */
function counters(ctx: WeightContext): { at: number; width: number }[] {
  const T = topShift(ctx);
  const cuts = weightBoundaries(ctx).filter((b) => b >= tieBreakBits(ctx) && b < T);
  return cuts.map((b, i) => ({ at: b, width: ((cuts[i + 1] ?? T) as number) - b })).reverse();
}

/** Per matching: the completion sum, then each counter's sum (most significant first), then the tie-breaks'. */
type Sums = number[];

function better(a: Sums, b: Sums): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** The lexicographically largest sums of any matching (brute force; null entries: no edge). */
function bestSums(edge: (v: number, x: number) => Sums | null, left: number[], size: number): Sums {
  if (left.length < 2) return new Array<number>(size).fill(0);
  const [v, ...rest] = left as [number, ...number[]];
  let best = bestSums(edge, rest, size);
  for (const x of rest) {
    const e = edge(v, x);
    if (e === null) continue;
    const below = bestSums(
      edge,
      rest.filter((y) => y !== x),
      size,
    );
    const sum = e.map((s, i) => s + (below[i] as number));
    if (better(sum, best) > 0) best = sum;
  }
  return best;
}

const edgeArb = (fields: { width: number }[], addend: number) =>
  fc.tuple(
    fc.integer({ min: 0, max: 3 }),
    fc.tuple(...fields.map((f) => fc.integer({ min: 0, max: 2 ** f.width - 1 }))),
    fc.integer({ min: -addend, max: addend }),
  );

/**
 * Whole mode's path for one bracket: round-layout weights, a compressor made from them for `n`
 * vertices, a matcher of its width; returns the solved matching's sums and the brute-force best.
 */
function solveCompressed(ctx: WeightContext, n: number, edges: [number, number[], number][]): [Sums, Sums] {
  const fields = counters(ctx);
  const T = BigInt(topShift(ctx));
  const weights: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(BigInt(0)));
  const sums: (Sums | null)[][] = Array.from({ length: n }, () => new Array<Sums | null>(n).fill(null));
  let k = 0;
  for (let v = 0; v < n; v++) {
    for (let x = 0; x < v; x++) {
      const [c, values, t] = edges[k++] as [number, number[], number];
      if (c === 0) continue;
      let w = BigInt(c) << T;
      values.forEach((value, i) => (w += BigInt(value) << BigInt((fields[i] as { at: number }).at)));
      w += BigInt(t);
      (weights[v] as bigint[])[x] = (weights[x] as bigint[])[v] = w;
      (sums[v] as (Sums | null)[])[x] = (sums[x] as (Sums | null)[])[v] = [c, ...values, t];
    }
  }
  const compressor = new BracketCompressor(weights.flat(), weightBoundaries(ctx), tieBreakBits(ctx), n);
  const m = newMatcher(n, compressor.maxWeight);
  for (let v = 0; v < n; v++)
    for (let x = 0; x < v; x++) {
      const w = (weights[v] as bigint[])[x] as bigint;
      if (w !== BigInt(0)) m.setWeight(v, x, compressor.compress(w) as bigint);
    }
  m.solve();
  const mate = m.matching();
  const got = new Array<number>(fields.length + 2).fill(0);
  for (let v = 0; v < n; v++) {
    const x = mate[v] as number;
    if (x > v) ((sums[x] as (Sums | null)[])[v] as Sums).forEach((s, i) => (got[i] = (got[i] as number) + s));
  }
  m.release?.();
  const best = bestSums(
    (v, x) => (sums[v] as (Sums | null)[])[x] as Sums | null,
    [...Array(n).keys()],
    fields.length + 2,
  );
  return [got, best];
}

describe("SplitMatcher's whole mode: the compressed weights keep completion and C2 on top", () => {
  test("no tie-breaks: the matching's completion and criteria sums are the lexicographic maximum (brute force, narrow layout)", () => {
    const fields = counters(narrow);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 9 })
          .chain((n) =>
            fc
              .array(edgeArb(fields, 0), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 })
              .map((edges) => ({ n, edges })),
          ),
        ({ n, edges }) => {
          const [got, best] = solveCompressed(narrow, n, edges);
          expect(got).toEqual(best);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("tie-breaks anywhere in their signed field: the completion sum is still the largest possible", () => {
    const fields = counters(narrow);
    const h = half();
    // Mostly no counters and tie-breaks at the field's ends: the sums that reach furthest.
    const edge = fc.tuple(
      fc.oneof({ arbitrary: fc.constantFrom(1, 2), weight: 3 }, fc.integer({ min: 0, max: 3 })),
      fc.oneof(
        { arbitrary: fc.constant(fields.map(() => 0)), weight: 8 },
        fc.tuple(...fields.map((f) => fc.integer({ min: 0, max: 2 ** f.width - 1 }))),
      ),
      fc.oneof({ arbitrary: fc.constantFrom(-h, h - 1), weight: 3 }, fc.integer({ min: -h, max: h - 1 })),
    );
    fc.assert(
      fc.property(
        fc
          .integer({ min: 4, max: 9 })
          .chain((n) =>
            fc
              .array(edge, { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 })
              .map((edges) => ({ n, edges })),
          ),
        ({ n, edges }) => {
          const [got, best] = solveCompressed(narrow, n, edges);
          // Only completion: the tie-breaks may carry into the criteria below it, as in the round's layout.
          expect(got[0]).toBe(best[0]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test("three pairs' tie-breaks do not outweigh a completion unit (one bit of room let them: whole mode's lower players keep no counter between)", () => {
    // Six players, completion only, tie-breaks −8 and 7 (the narrow field holds −8 to 7). A: 1–0,
    // 3–2, 5–4, completion 2 + 2 + 2; B: 2–1, 4–3, 5–0, completion 2 + 2 + 1. The compressor put
    // the tie-breaks in five bits right under the completion field: A 6 · 32 − 24 = 168, B 5 · 32
    // + 21 = 181, so B, one completion unit short (in a round: a player C2 forbids the PAB left unpaired).
    const edges = new Map<string, [number, number]>([
      ["1,0", [2, -8]],
      ["3,2", [2, -8]],
      ["5,4", [2, -8]],
      ["2,1", [2, 7]],
      ["4,3", [2, 7]],
      ["5,0", [1, 7]],
    ]);
    expect(half()).toBe(8);
    const list: [number, number[], number][] = [];
    for (let v = 0; v < 6; v++)
      for (let x = 0; x < v; x++) {
        const [c, t] = edges.get(`${v},${x}`) ?? [0, 0];
        list.push([c, counters(narrow).map(() => 0), t]);
      }
    const [got, best] = solveCompressed(narrow, 6, list);
    expect(best[0]).toBe(6);
    expect(got).toEqual(best);
  });
});

function half(): number {
  return 2 ** (tieBreakBits(narrow) - 1);
}

/** C2: no PAB for a player who had one, a forfeit win or a full-point bye before `round`. */
describe("SplitMatcher in production: small events, long, with byes, forfeits and withdrawals", () => {
  test("every PAB eligible, and the pairing mode `full` gives (its completion field moved clear, e8526ad)", () => {
    // At most 16 players: every bracket has fewer than 16 below it, so whole mode pairs them all;
    // many rounds and forfeits spread the scores, so score groups (and the layout's fields) are small.
    let pabs = 0;
    fc.assert(
      fc.property(
        simulationSpecs({ players: [5, 16], rounds: [5, 13], forfeitRates: [0, 0.05, 0.15, 0.3] }),
        (spec: SimulationSpec) => {
          pabs += fullModeAgrees(spec, 0x2545f491);
        },
      ),
      { numRuns: 200 },
    );
    expect(pabs).toBeGreaterThan(100);
  });
});

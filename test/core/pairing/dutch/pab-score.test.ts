/**
 * The PAB's score with an odd number of players (C5: the lowest score of a player who may take it,
 * C2, and whom the others can be paired around): the cardinality decision the bracket-by-bracket
 * driver now makes (pabScoreByCompletion) against the whole graph's maximum-weight solve it made
 * before and `full` mode still makes (settleByWholeGraph, bbpPairings' way), on the rounds of
 * simulated tournaments (requested byes, withdrawals, forfeits, rematches and colour limits ruling
 * pairs out), each round also with one player taken out so that every field is odd. Same score,
 * and null exactly where no pairing exists.
 */
import fc from "fast-check";
import { ChessInputError } from "../../../../src/core/errors";
import type { Tournament } from "../../../../src/core/model/types";
import { contextFor, pairDutch } from "../../../../src/core/pairing/dutch";
import * as engine from "../../../../src/core/pairing/dutch/engine";
import { FullMatcher } from "../../../../src/core/pairing/dutch/full-matcher";
import { FLOAT_NONE, type DutchPlayer } from "../../../../src/core/pairing/dutch/players";
import { maxEdgeWeight, type WeightContext } from "../../../../src/core/pairing/dutch/weights";
import { newTournament, playRound, rng, simulationSpecs, withRequests, type SimulationSpec } from "./simulate";

const copy = (ctx: WeightContext): WeightContext => ({ ...ctx, unplayedRank: new Map(ctx.unplayedRank) });

/** How often each kind of case came up. */
const seen = { odd: 0, none: 0, notLowest: 0, top: 0, oneScore: 0, aloneYes: 0, aloneNo: 0 };

function compare(sorted: readonly DutchPlayer[], ctx: WeightContext): void {
  const byCount = engine.pabScoreByCompletion(sorted, copy(ctx));
  const whole = copy(ctx);
  const full = new FullMatcher(sorted.length, maxEdgeWeight(whole), whole);
  const ok = engine.settleByWholeGraph(full, sorted, whole);
  full.release();
  seen.odd++;
  expect(byCount === null).toBe(!ok);
  if (byCount === null) {
    seen.none++;
    return;
  }
  expect(byCount).toBe(whole.byeScore);
  // Every player on one score: the driver takes C9's answer as yes without the solve.
  if (sorted.every((p) => p.score === (sorted[0] as DutchPlayer).score)) {
    expect(whole.singleDownfloaterIsBye).toBe(true);
    seen.oneScore++;
  } else if (byCount >= (sorted[0] as DutchPlayer).score) {
    // The PAB in the top group, others below: C9's answer from a cardinality matching.
    const alone = engine.topGroupPairsAlone(sorted, copy(ctx));
    expect(alone).toBe(whole.singleDownfloaterIsBye);
    if (alone) seen.aloneYes++;
    else seen.aloneNo++;
  }
  const eligible = sorted.filter((p) => p.byeEligible).map((p) => p.score);
  if (byCount > Math.min(...eligible)) seen.notLowest++;
  if (byCount >= (sorted[0] as DutchPlayer).score) seen.top++;
}

/** Every round of the simulated event goes through the driver; its players are compared. */
function simulate(spec: SimulationSpec): void {
  const r = rng(spec.seed ^ 0x5bd1e995);
  let t: Tournament = newTournament(spec);
  for (let round = 1; round <= spec.rounds; round++) {
    t = withRequests(t, round, spec, r);
    let pairing;
    try {
      pairing = pairDutch(t, round);
    } catch (e) {
      if (e instanceof ChessInputError) return;
      throw e;
    }
    t = playRound(t, pairing, spec, r);
  }
}

describe("the PAB's score by a cardinality matching (issue 31)", () => {
  const original = engine.drive;
  let drop = 0;
  beforeAll(() => {
    jest.spyOn(engine, "drive").mockImplementation((sorted, ctx, mode, onProgress) => {
      if (sorted.length > 0) {
        if ((sorted.length & 1) === 1) compare(sorted, ctx);
        else {
          const i = drop % sorted.length;
          compare(
            sorted.filter((_, k) => k !== i),
            ctx,
          );
        }
      }
      return original(sorted, ctx, mode, onProgress);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  test("equals the whole graph's weighted solve on odd fields: the same score, null where it was", () => {
    fc.assert(
      fc.property(simulationSpecs({ players: [2, 26], rounds: [1, 9] }), fc.nat(), (spec, d) => {
        drop = d;
        simulate(spec);
      }),
      { numRuns: 400 },
    );
    // The cases that matter came up: no PAB possible, a PAB above the lowest eligible score, and
    // the PAB in the top score group (where the driver still weighs the whole graph unless every
    // player is on one score).
    expect(seen.odd).toBeGreaterThan(1000);
    expect(seen.none).toBeGreaterThan(0);
    expect(seen.notLowest).toBeGreaterThan(0);
    expect(seen.top).toBeGreaterThan(0);
    expect(seen.oneScore).toBeGreaterThan(0);
    expect(seen.aloneYes).toBeGreaterThan(0);
    expect(seen.aloneNo).toBeGreaterThan(0);
  });

  test("C9's question with the PAB in the top group: the weighted solve's answer, on random graphs", () => {
    const counts = { yes: 0, no: 0, oddTopNo: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(0.1, 0.4, 0.7, 0.9),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (half, groups, density, lowerPercent, seed) => {
          const n = 2 * half + 1;
          const r = rng(seed);
          // Scores by group, highest first: the groups' sizes in turn, the last group the rest. The
          // top group mostly odd: with an even one the answer is no by parity alone.
          const scores: number[] = [];
          if (seed % 4 !== 0) groups[0] = (groups[0] as number) | 1;
          groups.forEach((size, g) => {
            const last = g === groups.length - 1;
            while (scores.length < n && (last || size-- > 0)) scores.push(10 * (groups.length - g));
          });
          const met = scores.map(() => new Set<number>());
          for (let a = 0; a < n; a++)
            for (let b = 0; b < a; b++)
              if (r() < density) {
                met[a]?.add(b + 1);
                met[b]?.add(a + 1);
              }
          const sorted: DutchPlayer[] = scores.map((score, i) => ({
            id: i + 1,
            rank: i,
            score,
            baseScore: score,
            playedGames: Math.floor(r() * 3),
            colours: [],
            imbalance: 0,
            repeated: null,
            preference: null,
            strong: false,
            float1: FLOAT_NONE,
            float2: FLOAT_NONE,
            byeEligible: score === scores[0] ? r() < 0.8 : r() < lowerPercent / 100,
            met: met[i] as Set<number>,
          }));
          const ctx = contextFor(sorted, 3, null, 1000);
          const top = scores[0] as number;
          if (scores[n - 1] === top || engine.pabScoreByCompletion(sorted, copy(ctx)) !== top) return;
          const whole = copy(ctx);
          const full = new FullMatcher(n, maxEdgeWeight(whole), whole);
          expect(engine.settleByWholeGraph(full, sorted, whole)).toBe(true);
          full.release();
          const alone = engine.topGroupPairsAlone(sorted, copy(ctx));
          expect(alone).toBe(whole.singleDownfloaterIsBye);
          if (alone) counts.yes++;
          else counts.no++;
          if (!alone && scores.filter((s) => s === top).length % 2 === 1) counts.oddTopNo++;
        },
      ),
      // The first counterexample as found: shrinking the seed turns up one after another for minutes.
      { numRuns: 1500, endOnFailure: true },
    );
    // Both answers came up, and "no" with an odd top group (decided by the matching, not parity).
    expect(counts.yes).toBeGreaterThan(100);
    expect(counts.no).toBeGreaterThan(100);
    expect(counts.oddTopNo).toBeGreaterThan(50);
  });
});

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
import { pairDutch } from "../../../../src/core/pairing/dutch";
import * as engine from "../../../../src/core/pairing/dutch/engine";
import { FullMatcher } from "../../../../src/core/pairing/dutch/matcher";
import type { DutchPlayer } from "../../../../src/core/pairing/dutch/players";
import { maxEdgeWeight, type WeightContext } from "../../../../src/core/pairing/dutch/weights";
import { newTournament, playRound, rng, withRequests, type SimulationSpec } from "./simulate";

const copy = (ctx: WeightContext): WeightContext => ({ ...ctx, unplayedRank: new Map(ctx.unplayedRank) });

/** How often each kind of case came up. */
const seen = { odd: 0, none: 0, notLowest: 0, top: 0, oneScore: 0 };

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
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 26 }),
          rounds: fc.integer({ min: 1, max: 9 }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          byeRate: fc.constantFrom(0, 0.03, 0.1),
          withdrawRate: fc.constantFrom(0, 0.01, 0.04),
          forfeitRate: fc.constantFrom(0, 0.05, 0.15),
        }),
        fc.nat(),
        (spec, d) => {
          drop = d;
          simulate(spec);
        },
      ),
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
  });
});

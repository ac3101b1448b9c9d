/**
 * Issue 31, item 3: CHECK_PAIRINGS pays for each round's pairing once. The engine cannot carry a
 * round's matching into the next (every score group changes), so each round is paired from the
 * rounds before it; the one pairing that was made twice, round 1 for the first-colour inference
 * and again for its check, is now shared.
 */
import { sampleTournament } from "../../../../src/core/formats/sample";
import * as pairing from "../../../../src/core/pairing";
import { checkPairings } from "../../../../src/core/pairing/check";

describe("CHECK_PAIRINGS pairs each round once", () => {
  afterEach(() => jest.restoreAllMocks());

  test.each(["DUTCH", "USCF"] as const)("%s: five rounds, first colour inferred: five engine pairings", (system) => {
    const t = { ...sampleTournament({ players: 24, rounds: 5, seed: 31 }), initialColour: null };
    const spy = jest.spyOn(pairing, "pairRound");
    const check = checkPairings(t, system);
    expect(check.rounds).toHaveLength(5);
    expect(spy.mock.calls.map(([, round]) => round).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

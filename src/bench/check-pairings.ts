/**
 * Issue 12: Check pairings over a 9-round, 500-player event within 5 s in-process (every round paired
 * again by the engine from the rounds before it, then measured against the rules). The event's
 * history is paired greedily (dutchBenchTournament), so every round differs and is fully measured.
 */
import type { Bench } from "./harness";
import { dutchBenchTournament } from "../core/pairing/dutch/bench";
import { checkPairings } from "../core/pairing/check";
import type { PairingSystem } from "../core/pairing";

function check(system: PairingSystem, goalMs: number | undefined): Bench {
  return {
    name: `CHECK_PAIRINGS ${system}, 500 players × 9 rounds`,
    ...(goalMs === undefined ? {} : { goalMs }),
    runs: 3,
    setup: () => {
      const t = { ...dutchBenchTournament(500, 9), totalRounds: 9 };
      return () => checkPairings(t, system);
    },
  };
}

export const benches: readonly Bench[] = [check("DUTCH", 5000), check("USCF", 5000)];

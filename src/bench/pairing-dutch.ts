/**
 * FIDE Dutch figures (issues 4, 16 and 31): one round at 100, 500, 1,000 and 2,000 players
 * (synthetic events, results drawn by rating), round 6 of 9 as issue 16 measures it, round 1, and
 * USCF on the same events for comparison. The goals are issue 31's (in-process, round 6 of 9): 500
 * players within 0.1 s, 1,000 within 0.5 s, 2,000 within 1.5 s (issue 16's were 0.2 s, 1 s and 5 s;
 * its 5 ms at 100 players stays). bbpPairings v6 takes about 0.02 s, 2.5 s, 34 s and 400 s on the
 * same machine (docs/performance.md).
 */
import type { Bench } from "./harness";
import { dutchBenchmark, dutchBenchTournament } from "../core/pairing/dutch/bench";
import { estimatePairing } from "../core/pairing/estimate";
import { pairUscf } from "../core/pairing/uscf";

function dutch(players: number, played: number, goalMs: number | undefined, runs: number): Bench {
  return {
    name: `SWISS_PAIR DUTCH, ${players.toLocaleString("en")} players, round ${played + 1}${played === 5 ? " of 9" : ""}`,
    ...(goalMs === undefined ? {} : { goalMs }),
    runs,
    setup: () => dutchBenchmark(players, played),
  };
}

function uscf(players: number, played: number): Bench {
  return {
    name: `SWISS_PAIR USCF, ${players.toLocaleString("en")} players, round ${played + 1} (same events as DUTCH)`,
    runs: 5,
    setup: () => {
      const t = dutchBenchTournament(players, played);
      return () => pairUscf(t, played + 1, { totalRounds: played + 5 });
    },
  };
}

/** SWISS_PAIR's estimate before it starts (it must cost nothing next to the pairing). */
function estimate(players: number, played: number): Bench {
  return {
    name: `SWISS_PAIR DUTCH work estimate, ${players.toLocaleString("en")} players, round ${played + 1}`,
    runs: 20,
    setup: () => {
      const t = dutchBenchTournament(players, played);
      return () => estimatePairing(t, "DUTCH", "wasm", played + 1);
    },
  };
}

export const benches: readonly Bench[] = [
  dutch(100, 0, undefined, 20),
  dutch(100, 5, 5, 20),
  dutch(500, 5, 100, 10),
  dutch(1000, 0, undefined, 5),
  dutch(1000, 5, 500, 5),
  dutch(2000, 5, 1500, 2),
  estimate(2000, 5),
  uscf(100, 5),
  uscf(500, 5),
  uscf(1000, 5),
  uscf(2000, 5),
];

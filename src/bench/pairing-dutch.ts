/**
 * Issue 4's figures for FIDE Dutch: one round at 100, 500, 1,000 and 2,000 players (synthetic events,
 * results drawn by rating), and USCF on the same sizes for comparison. The reference engine needs
 * about 45 ms at 100 players, 5 s at 500 and 50 s at 1,000.
 */
import type { Bench } from "./harness";
import { dutchBenchmark, dutchBenchTournament } from "../core/pairing/dutch/bench";
import { pairUscf } from "../core/pairing/uscf";

function dutch(players: number, played: number, goalMs: number | undefined, runs: number): Bench {
  return {
    name: `SWISS_PAIR DUTCH, ${players.toLocaleString("en")} players, round ${played + 1}`,
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

export const benches: readonly Bench[] = [
  dutch(100, 0, 20, 20),
  dutch(100, 4, 20, 20),
  dutch(500, 4, undefined, 5),
  dutch(1000, 0, 1000, 3),
  dutch(1000, 4, 1000, 3),
  dutch(2000, 4, undefined, 2),
  uscf(100, 4),
  uscf(500, 4),
  uscf(1000, 4),
  uscf(2000, 4),
];

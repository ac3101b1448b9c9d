/** A Dutch weight context for tests of the weight store and its WebAssembly copy (round 6, no topscorers). */
import type { WeightContext } from "../../../../src/core/pairing/dutch/weights";

export function weightContext(): WeightContext {
  return {
    played: 5,
    lastRound: false,
    topScoreThreshold: 45,
    sizeBits: 7,
    scoresWidth: 20,
    scoreShift: new Map(),
    byeScore: 0,
    singleDownfloaterIsBye: false,
    unplayedRank: new Map(),
  };
}

/**
 * How long a pairing will take, estimated before it starts (so a custom function can refuse work
 * its host would cut off, and the pane can say how long to wait).
 *
 * The Dutch engine's work grows with the cube of each bracket it solves: a bracket is one score
 * group with the next one (its look-ahead), so the work is about Σ (group + next group)³ plus a
 * completion check over all players (n²). Round 1 is one bracket of players who all tie, which the
 * matcher settles in about n² work. USCF and Pan-Am take milliseconds at any size that fits in a
 * sheet. The rates are Node's on the project's 2-core machine under load (docs/performance.md);
 * since the bracket weights are narrowed (issue 16) an idle machine takes a quarter to three
 * quarters of the estimate (2,000 players: round 6 4.1 s against 17 s, round 3 26 s against 36 s).
 * It errs high on purpose: a refusal costs the director a click, a cut-off costs a wait for nothing.
 */
import type { Tournament } from "../model/types";
import { score } from "../model/points";
import { roundsPaired } from "../model/tournament";
import { sitsOut } from "./dutch/players";
import type { PairingSystem } from "./types";

/** Dutch: milliseconds per unit of Σ bracket³ and per n², and per n² in round 1 (fitted, rounded up). */
const DUTCH_MS_PER_CUBE = 1.1e-5;
const DUTCH_MS_PER_SQUARE = 2.5e-4;
const DUTCH_ROUND1_MS_PER_SQUARE = 1e-3;
/** USCF and Pan-Am: milliseconds per n² (2,000 players take about 60 ms). */
const OTHER_MS_PER_SQUARE = 2e-5;

export interface PairingEstimate {
  /** Players to be paired this round. */
  readonly players: number;
  /** The estimated time on Node, in milliseconds. */
  readonly ms: number;
}

/** The estimate from the score groups' sizes, highest score first, after `played` rounds. */
export function estimateFromGroups(system: PairingSystem, groups: readonly number[], played = 1): PairingEstimate {
  let n = 0;
  for (const g of groups) n += g;
  if (system !== "DUTCH") return { players: n, ms: OTHER_MS_PER_SQUARE * n * n };
  if (played === 0) return { players: n, ms: DUTCH_ROUND1_MS_PER_SQUARE * n * n };
  let cubes = 0;
  for (let i = 0; i < groups.length; i++) {
    const k = (groups[i] as number) + (groups[i + 1] ?? 0);
    cubes += k * k * k;
  }
  return { players: n, ms: DUTCH_MS_PER_CUBE * cubes + DUTCH_MS_PER_SQUARE * n * n };
}

/**
 * The estimate from counts alone (the pane knows only how many players and rounds): scores spread
 * over 2·round − 1 half-point groups, binomially, as in a typical Swiss.
 *
 * @example
 * estimateFromCounts("DUTCH", 1000, 6).ms // about 2,300 (two seconds)
 */
export function estimateFromCounts(system: PairingSystem, players: number, round: number): PairingEstimate {
  const played = Math.max(0, round - 1);
  // Each game: win, draw or loss, so the score in half points is a sum of `played` draws of 0, 1, 2.
  let dist = [1];
  for (let r = 0; r < played; r++) {
    const next = new Array<number>(dist.length + 2).fill(0);
    dist.forEach((p, s) => {
      next[s] = (next[s] as number) + p * 0.35;
      next[s + 1] = (next[s + 1] as number) + p * 0.3;
      next[s + 2] = (next[s + 2] as number) + p * 0.35;
    });
    dist = next;
  }
  const groups = dist.map((p) => p * players).filter((g) => g >= 0.5);
  return estimateFromGroups(system, groups, played);
}

/**
 * The estimate for pairing round `round` (default: the next) of `t`: the players to be paired,
 * grouped by their score.
 *
 * @example
 * estimatePairing(t, "DUTCH").ms // about 5 for a 100-player event in round 6
 */
export function estimatePairing(t: Tournament, system: PairingSystem, round?: number): PairingEstimate {
  const r = round ?? roundsPaired(t) + 1;
  const byScore = new Map<number, number>();
  for (const p of t.players) {
    if (sitsOut(p, r)) continue;
    const s = score(p, r - 1);
    byScore.set(s, (byScore.get(s) ?? 0) + 1);
  }
  const groups = [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, count]) => count);
  return estimateFromGroups(system, groups, r - 1);
}

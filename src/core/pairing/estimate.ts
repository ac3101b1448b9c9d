/**
 * How long a pairing will take, estimated before it starts (so a custom function can refuse work
 * its host would cut off, and the pane can say how long to wait).
 *
 * The Dutch engine solves one bracket at a time — a score group with the next one (its look-ahead) —
 * and its time grows with a power of each bracket's size a little under the square (the matcher
 * keeps its search trees, so a bracket costs far less than the cube a weighted matching may take):
 * Σ (group + next group)^1.85. Round 1 is one bracket of players who all tie, which the matcher
 * settles in about n² work. USCF and Pan-Am take milliseconds at any size that fits in a sheet. On
 * top of the work, a call in Google Sheets starts cold (Apps Script loads the bundle afresh and V8
 * runs the engine unoptimised at first): a fixed start-up, counted once per call.
 *
 * The rates are fitted (issue 31, item 4; docs/performance.md, "The estimate") to the engine's time
 * in Sheets' conditions as Node gives them — a fresh process per call, the TypeScript matcher, CPU
 * time — on the project's 2-core machine under load (`npm run bench -- sheets-estimate`), as an upper
 * bound: every measured case takes at most its estimate. It errs high on purpose: a refusal costs the
 * director a click, a cut-off costs a wait for nothing.
 */
import type { Tournament } from "../model/types";
import { score } from "../model/points";
import { roundsPaired } from "../model/tournament";
import { sitsOut } from "./dutch/players";
import type { PairingSystem } from "./types";

/** Dutch: ms per unit of Σ bracket^DUTCH_POWER, and per n² in round 1 (fitted as an upper bound). */
const DUTCH_POWER = 1.85;
const DUTCH_MS_PER_UNIT = 2.1e-2;
const DUTCH_ROUND1_MS_PER_SQUARE = 1.1e-3;
/** USCF and Pan-Am: ms per n² (2,000 players take about 0.6 s). */
const OTHER_MS_PER_SQUARE = 1.5e-4;
/** A cold start's fixed cost (ms): the first brackets run in V8's interpreter. */
const DUTCH_COLD_MS = 750;
const OTHER_COLD_MS = 500;
/** CHECK_PAIRINGS' own work beside each round's pairing (its states, measures and differences), ms per player. */
const CHECK_MS_PER_PLAYER = 0.05;
/** CHECK_PAIRINGS' own cold start (its checks and measures run cold too), ms, once per call. */
export const CHECK_START_MS = 800;

/**
 * The fixed cost of a pairing engine's first call in a fresh process (what every call in Google
 * Sheets is), in ms; counted once per call, however many rounds it pairs.
 */
export function coldStartMs(system: PairingSystem): number {
  return system === "DUTCH" ? DUTCH_COLD_MS : OTHER_COLD_MS;
}

/**
 * The share of a round's estimate that a round after the first costs in the same call: V8 has
 * compiled the engine by then (fitted on CHECK_PAIRINGS DUTCH over 100 to 1,000 players: at most
 * 0.73 of the cold rounds' estimate was needed).
 */
export const WARM_ROUND_SHARE = 0.75;

/** CHECK_PAIRINGS' own work on one round of `players`, beside pairing it again (ms). */
export function checkRoundMs(players: number): number {
  return CHECK_MS_PER_PLAYER * players;
}

export interface PairingEstimate {
  /** Players to be paired this round. */
  readonly players: number;
  /** The estimated time on Node, in milliseconds. */
  readonly ms: number;
}

/**
 * The work of pairing one round, from the score groups' sizes, highest score first, after `played`
 * rounds; without the cold start (`coldStartMs`), which a call pays once.
 */
export function estimateFromGroups(system: PairingSystem, groups: readonly number[], played = 1): PairingEstimate {
  let n = 0;
  for (const g of groups) n += g;
  if (system !== "DUTCH") return { players: n, ms: OTHER_MS_PER_SQUARE * n * n };
  if (played === 0) return { players: n, ms: DUTCH_ROUND1_MS_PER_SQUARE * n * n };
  let units = 0;
  for (let i = 0; i < groups.length; i++) units += Math.pow((groups[i] as number) + (groups[i + 1] ?? 0), DUTCH_POWER);
  return { players: n, ms: DUTCH_MS_PER_UNIT * units };
}

/**
 * The estimate from counts alone (the pane knows only how many players and rounds): scores spread
 * over 2·round − 1 half-point groups, binomially, as in a typical Swiss.
 *
 * @example
 * estimateFromCounts("DUTCH", 1000, 6).ms // about 5,400 (a cold start and the round)
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
  const work = estimateFromGroups(system, groups, played);
  return { players: work.players, ms: coldStartMs(system) + work.ms };
}

/**
 * The estimate for pairing round `round` (default: the next) of `t` in a fresh process (the cold
 * start and the round's work): the players to be paired, grouped by their score.
 *
 * @example
 * estimatePairing(t, "DUTCH").ms // about 820 for a 100-player event in round 6, mostly the cold start
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
  const work = estimateFromGroups(system, groups, r - 1);
  return { players: work.players, ms: coldStartMs(system) + work.ms };
}

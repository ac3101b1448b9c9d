/**
 * How long a pairing will take, estimated before it starts (so a custom function can refuse work
 * its host would cut off, and the pane can say how long to wait).
 *
 * The Dutch engine solves one bracket at a time — a score group with the next one (its look-ahead) —
 * re-solving the bracket's matching once for each choice it settles (its MDPs, the exchanges, each
 * S1 player's opponent: a few hundred solves for a bracket of 1,000). Each solve usually repairs a
 * few vertices, but a solve may have to search the whole bracket again (its b² edges), and those
 * solves are what a dear round is made of, with either matcher: an upper bound of its time is the
 * players' own work plus Σ (group + next group)³ (docs/performance.md, "Excel's estimate: a
 * bracket's dear case is its cube", and for the TypeScript engine "Sheets' estimate re-fitted to the
 * dummy vertex"). Round 1 is one bracket of players who all tie, which the matcher settles in
 * about n² work, odd or even (since c17ca80 an odd one-score field is paired by the split matcher
 * as an even one is). USCF and Pan-Am take milliseconds at any size that fits in a sheet. On top of
 * the work, a first call starts cold (Apps Script loads the bundle afresh for every call, V8 runs
 * the engine unoptimised at first, the WebAssembly module is compiled): a fixed start-up, counted
 * once per call.
 *
 * Each engine has its own rates (`EstimateEngine`, chosen by the caller), fitted (issue 31, item 4;
 * docs/performance.md, "The estimate") to a fresh process's first call as Node gives it, as an upper
 * bound: every measured case takes at most its estimate (test/fixtures/estimate/measured.json). The
 * TypeScript one in Sheets' conditions (the Sheets bundle in a fresh vm, CPU time on a loaded
 * machine: `npm run bench -- sheets-estimate`), the WebAssembly one on the compiled engine, wall
 * time (CPU time where another job starved a call) with a quarter's margin (`npm run bench --
 * excel-estimate`). It errs high on purpose: a refusal costs the director a click, a cut-off costs
 * a wait for nothing.
 */
import type { Tournament } from "../model/types";
import { score } from "../model/points";
import { roundsPaired } from "../model/tournament";
import { sitsOut } from "./dutch/players";
import type { PairingSystem } from "./types";

/**
 * Which engine will pair: "wasm", the WebAssembly matcher and driver (wherever the binary compiles:
 * Excel's functions and pane, the playground, the CLI), or "typescript", fast.ts and the TypeScript
 * driver (the Sheets bundle, built without the binary). The caller says which (the core reads no
 * host): the grid's estimate asks the matcher module (src/grid/functions/pairing-estimate.ts).
 */
export type EstimateEngine = "wasm" | "typescript";

/** One engine's rates (ms), each fitted as an upper bound of its measured cases. */
interface Rates {
  /** Dutch after round 1: ms per unit of Σ bracket^dutchPower (a bracket: a score group and the next). */
  readonly dutchPerUnit: number;
  /** The power of a bracket's size its work grows with. */
  readonly dutchPower: number;
  /** Dutch after round 1: ms per player paired (the driver's own work beside the brackets' solves). */
  readonly dutchPerPlayer: number;
  /** Dutch round 1 (one group of n who all tie, odd or even): ms per n². */
  readonly dutchRound1PerSquare: number;
  /** A first call's fixed cost for the Dutch system (the first brackets run cold). */
  readonly dutchCold: number;
  /** USCF and Pan-Am: ms per n², and a first call's fixed cost. */
  readonly otherPerSquare: number;
  readonly otherCold: number;
  /** CHECK_PAIRINGS' own cold start (its checks and measures run cold too), once per call. */
  readonly checkStart: number;
  /** CHECK_PAIRINGS' own work beside each round's pairing, per player. */
  readonly checkPerPlayer: number;
  /** The share of a round's estimate that a later round in the same call costs (V8 has compiled the engine by then). */
  readonly warmRoundShare: number;
}

/**
 * The TypeScript engine's rates (issue 31, item 4, eleventh session: docs/performance.md, "Sheets'
 * estimate re-fitted to the dummy vertex"; `npm run bench -- sheets-estimate`), fitted in Sheets'
 * conditions: the built Sheets bundle in a fresh Node vm, its first SWISS_PAIR or CHECK_PAIRINGS
 * call, CPU time with the bundle's load, the slowest of three samples, on 99 to 2,000 players, odd
 * and even fields, rounds 1 to 9, the rounds near Sheets' limit on four events, and CHECK_PAIRINGS
 * over nine rounds. Since the odd brackets' dummy vertex a round's time follows the cube of its
 * brackets as the WebAssembly engine's does (a dear bracket: 2,000 players' round 4, 18 s in the
 * vm at 4d5f175, 9.4 s since the multi-tree stage keeps large blossoms, 68214ce, sets the rate),
 * where Σ bracket^1.85 had to over-state every other round to bound it. Each rate is the least that
 * keeps every case at or under its estimate (every case measured again on 68214ce). USCF and
 * Pan-Am keep the ninth session's (2,000 USCF players take about 0.6 s).
 */
const TYPESCRIPT: Rates = {
  dutchPerUnit: 3.5e-6,
  dutchPower: 3,
  dutchPerPlayer: 0.4,
  dutchRound1PerSquare: 1.6e-4,
  dutchCold: 440,
  otherPerSquare: 1.5e-4,
  otherCold: 500,
  checkStart: 210,
  checkPerPlayer: 0.05,
  warmRoundShare: 0.52,
};

/**
 * The WebAssembly engine's rates (issue 31, item 4, tenth session: docs/performance.md, "Excel's
 * estimate: a bracket's dear case is its cube"; `npm run bench -- excel-estimate`), fitted on a
 * fresh process's first call of the compiled engine and a second call in the same process (Excel's
 * first recalculation after the workbook opens, the module compiled then, and a later one), wall
 * time: 99 to 2,000 players, even and odd fields, rounds 1 to 9, the rounds near Excel's limit on
 * four events each, and CHECK_PAIRINGS over nine rounds. Each case's slowest call times 1.25 is at
 * or under its estimate. After round 1 the work is the cube of each bracket (a dear bracket's b/2
 * solves can each search its b² pairs) and a share per player. The eleventh session re-measured
 * every case with the odd brackets' dummy vertex (docs/performance.md, "Sheets' estimate re-fitted
 * to the dummy vertex") and lowered the cube's rate from 0.0000025 as far as every case still
 * passes: 2,000 players' round 4, 4.9 s before the fix and 2.3 s since, sets it. USCF and Pan-Am
 * keep the TypeScript rates (their matchings use no WebAssembly).
 */
const WASM: Rates = {
  dutchPerUnit: 1.1e-6,
  dutchPower: 3,
  dutchPerPlayer: 0.16,
  dutchRound1PerSquare: 3.1e-4,
  dutchCold: 100,
  otherPerSquare: TYPESCRIPT.otherPerSquare,
  otherCold: TYPESCRIPT.otherCold,
  checkStart: 300,
  checkPerPlayer: TYPESCRIPT.checkPerPlayer,
  warmRoundShare: 0.44,
};

const RATES: Readonly<Record<EstimateEngine, Rates>> = { typescript: TYPESCRIPT, wasm: WASM };

/**
 * The fixed cost of a pairing engine's first call in a fresh process (what every call in Google
 * Sheets is, and Excel's first after the workbook opens), in ms; counted once per call, however
 * many rounds it pairs.
 */
export function coldStartMs(system: PairingSystem, engine: EstimateEngine): number {
  return system === "DUTCH" ? RATES[engine].dutchCold : RATES[engine].otherCold;
}

/** CHECK_PAIRINGS' own cold start, ms, once per call (beside the engine's, `coldStartMs`). */
export function checkStartMs(engine: EstimateEngine): number {
  return RATES[engine].checkStart;
}

/** The share of a round's estimate that a round after the first costs in the same call. */
export function warmRoundShare(engine: EstimateEngine): number {
  return RATES[engine].warmRoundShare;
}

/** CHECK_PAIRINGS' own work on one round of `players`, beside pairing it again (ms). */
export function checkRoundMs(players: number, engine: EstimateEngine): number {
  return RATES[engine].checkPerPlayer * players;
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
export function estimateFromGroups(
  system: PairingSystem,
  groups: readonly number[],
  played: number,
  engine: EstimateEngine,
): PairingEstimate {
  const rates = RATES[engine];
  let n = 0;
  for (const g of groups) n += g;
  if (system !== "DUTCH") return { players: n, ms: rates.otherPerSquare * n * n };
  if (played === 0) return { players: n, ms: rates.dutchRound1PerSquare * n * n };
  let units = 0;
  for (let i = 0; i < groups.length; i++)
    units += Math.pow((groups[i] as number) + (groups[i + 1] ?? 0), rates.dutchPower);
  return { players: n, ms: rates.dutchPerPlayer * n + rates.dutchPerUnit * units };
}

/**
 * The estimate from counts alone (the pane knows only how many players and rounds): scores spread
 * over 2·round − 1 half-point groups, binomially, as in a typical Swiss.
 *
 * @example
 * estimateFromCounts("DUTCH", 1000, 6, "typescript").ms // about 1,500 (a cold start and the round)
 * estimateFromCounts("DUTCH", 1000, 6, "wasm").ms // about 470
 */
export function estimateFromCounts(
  system: PairingSystem,
  players: number,
  round: number,
  engine: EstimateEngine,
): PairingEstimate {
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
  const work = estimateFromGroups(system, groups, played, engine);
  return { players: work.players, ms: coldStartMs(system, engine) + work.ms };
}

/**
 * The estimate for pairing round `round` (default: the next) of `t` in a fresh process (the cold
 * start and the round's work): the players to be paired, grouped by their score.
 *
 * @example
 * estimatePairing(t, "DUTCH", "typescript").ms // about 480 for a 100-player event in round 6, mostly the cold start
 */
export function estimatePairing(
  t: Tournament,
  system: PairingSystem,
  engine: EstimateEngine,
  round?: number,
): PairingEstimate {
  const r = round ?? roundsPaired(t) + 1;
  const byScore = new Map<number, number>();
  for (const p of t.players) {
    if (sitsOut(p, r)) continue;
    const s = score(p, r - 1);
    byScore.set(s, (byScore.get(s) ?? 0) + 1);
  }
  const groups = [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, count]) => count);
  const work = estimateFromGroups(system, groups, r - 1, engine);
  return { players: work.players, ms: coldStartMs(system, engine) + work.ms };
}

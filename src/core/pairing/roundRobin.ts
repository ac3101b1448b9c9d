/**
 * Round robins by the Berger tables (FIDE C.05 Annex 1), for any number of players and cycles.
 *
 * With n players (n even; an odd section adds a dummy n + 1, and whoever meets it has the bye) a cycle
 * has n − 1 rounds. Player n stays put; in round r he meets p = ((r − 1) · n/2 mod (n − 1)) + 1, who
 * has white in odd rounds and black in even rounds. The other boards pair p + i with p − i (i = 1 …
 * n/2 − 1, counted round 1 … n − 1), the first of them with white. Board 1 is the game of player n.
 * This is the construction behind the printed tables (3–4 to 15–16 players), and it goes on for any n.
 *
 * Several cycles: the second (and every even) cycle repeats the first with the colours reversed. C.05
 * Annex 1 advises, for a double round robin, to play the last two rounds of the first cycle in
 * reverse order, so that nobody has the same colour three times running across the change of cycle;
 * every cycle that another follows has its last two rounds swapped the same way (docs/round-robin.md).
 */
import { fail } from "../errors";
import { LIMITS } from "../formats/limits";
import type { Board } from "./types";

/** The largest section paired as a round robin (the readers' highest pairing number). */
export const ROUND_ROBIN_MAX = LIMITS.pairingNumber;
/** The most cycles one schedule has (a quadruple round robin is already rare). */
export const CYCLES_MAX = 10;

export interface RoundRobinRound {
  readonly round: number;
  readonly boards: readonly Board[];
  /** The player with the bye in an odd section, else null. */
  readonly bye: number | null;
}

function checkPlayers(players: number): number {
  if (!Number.isInteger(players) || players < 2 || players > ROUND_ROBIN_MAX) {
    fail(
      "OUT_OF_RANGE",
      `players: a round robin is for 2 to ${ROUND_ROBIN_MAX} players, got ${String(players)}`,
    );
  }
  return players % 2 === 0 ? players : players + 1;
}

function checkCycles(cycles: number): number {
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > CYCLES_MAX) {
    fail("OUT_OF_RANGE", `cycles: a round robin has 1 to ${CYCLES_MAX} cycles (2 is a double round robin), got ${String(cycles)}`);
  }
  return cycles;
}

/**
 * Rounds of one cycle of a round robin of `players`: n − 1 for an even section, n for an odd one;
 * with `cycles`, of the whole schedule.
 * @example roundRobinRounds(5) // 5
 * @example roundRobinRounds(6, 2) // 10
 */
export function roundRobinRounds(players: number, cycles = 1): number {
  return (checkPlayers(players) - 1) * checkCycles(cycles);
}

/** Round `k` (1 … n − 1) of the printed table, white first; the dummy's game kept (board 1). */
function bergerRound(n: number, k: number): Board[] {
  const m = n - 1;
  const half = n / 2;
  const p = (((k - 1) * half) % m) + 1;
  const wrap = (x: number): number => ((((x - 1) % m) + m) % m) + 1;
  const all: Board[] = [k % 2 === 1 ? { white: p, black: n } : { white: n, black: p }];
  for (let i = 1; i < half; i++) all.push({ white: wrap(p + i), black: wrap(p - i) });
  return all;
}

/**
 * Where round `round` of the schedule comes from: its cycle, the round of the printed table it
 * plays, and whether the colours are reversed (every even cycle). In a cycle that another follows
 * the last two rounds are swapped (C.05 Annex 1's advice for a double round robin).
 * @example roundRobinSource(4, 2, 2) // { cycle: 1, tableRound: 3, reversed: false }
 * @example roundRobinSource(4, 4, 2) // { cycle: 2, tableRound: 1, reversed: true }
 */
export function roundRobinSource(
  players: number,
  round: number,
  cycles = 1,
): { cycle: number; tableRound: number; reversed: boolean } {
  const n = checkPlayers(players);
  const per = n - 1;
  const total = per * checkCycles(cycles);
  if (!Number.isInteger(round) || round < 1 || round > total) {
    const what = cycles === 1 ? "" : ` in ${cycles} cycles`;
    fail("OUT_OF_RANGE", `round: a round robin of ${players} players has rounds 1 to ${total}${what}, got ${String(round)}`);
  }
  const cycle = Math.floor((round - 1) / per) + 1;
  let tableRound = ((round - 1) % per) + 1;
  if (cycle < cycles && per >= 2 && tableRound >= per - 1) tableRound = tableRound === per ? per - 1 : per;
  return { cycle, tableRound, reversed: cycle % 2 === 0 };
}

function table(players: number, round: number, cycles: number): RoundRobinRound {
  const n = checkPlayers(players);
  const { tableRound, reversed } = roundRobinSource(players, round, cycles);
  const boards = bergerRound(n, tableRound).map((b) => (reversed ? { white: b.black, black: b.white } : b));
  if (n === players) return { round, boards, bye: null };
  const dummy = boards[0] as Board;
  return { round, boards: boards.slice(1), bye: dummy.white === n ? dummy.black : dummy.white };
}

/**
 * The boards of one round (white first), as the Berger table lists them; an odd section's dummy game
 * is left out (see `roundRobinBye`). Rounds past the first cycle repeat it, colours reversed in
 * every even cycle.
 * @example roundRobin(6, 2) // [{ white: 6, black: 4 }, { white: 5, black: 3 }, { white: 1, black: 2 }]
 * @example roundRobin(4, 4, 2) // [{ white: 4, black: 1 }, { white: 3, black: 2 }]
 */
export function roundRobin(players: number, round: number, cycles = 1): Board[] {
  return [...table(players, round, cycles).boards];
}

/**
 * The player with the bye in a round of an odd section, null in an even one.
 * @example roundRobinBye(5, 1) // 1 (the table's 1–6: player 6 is the dummy)
 */
export function roundRobinBye(players: number, round: number, cycles = 1): number | null {
  return table(players, round, cycles).bye;
}

/**
 * Every round of the schedule.
 * @example roundRobinSchedule(4).map((r) => r.boards.length) // [2, 2, 2]
 * @example roundRobinSchedule(3, 2).length // 6
 */
export function roundRobinSchedule(players: number, cycles = 1): RoundRobinRound[] {
  const rounds = roundRobinRounds(players, cycles);
  return Array.from({ length: rounds }, (_, i) => table(players, i + 1, cycles));
}

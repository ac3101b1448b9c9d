/**
 * Round robins by the Berger tables (FIDE C.05 Annex 1), for sections under 15 players (seed 003:
 * "if any one group has less than 15 participants, then this group will play a Round-Robin").
 *
 * With n players (n even; an odd section adds a dummy n + 1, and whoever meets it has the bye) there
 * are n − 1 rounds. Player n stays put; in round r he meets p = ((r − 1) · n/2 mod (n − 1)) + 1, who
 * has white in odd rounds and black in even rounds. The other boards pair p + i with p − i (i = 1 …
 * n/2 − 1, counted round 1 … n − 1), the first of them with white. Board 1 is the game of player n.
 */
import { fail } from "../errors";
import type { Board } from "./types";

/** The largest section paired as a round robin. */
export const ROUND_ROBIN_MAX = 14;

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
      `players: a round robin is for sections of 2 to ${ROUND_ROBIN_MAX} players (15 or more play a Swiss), got ${String(players)}`,
    );
  }
  return players % 2 === 0 ? players : players + 1;
}

/** Rounds of a round robin of `players`: n − 1 for an even section, n for an odd one. @example roundRobinRounds(5) // 5 */
export function roundRobinRounds(players: number): number {
  return checkPlayers(players) - 1;
}

function table(players: number, round: number): RoundRobinRound {
  const n = checkPlayers(players);
  if (!Number.isInteger(round) || round < 1 || round > n - 1) {
    fail("OUT_OF_RANGE", `round: a round robin of ${players} players has rounds 1 to ${n - 1}, got ${String(round)}`);
  }
  const m = n - 1;
  const k = n / 2;
  const p = (((round - 1) * k) % m) + 1;
  const wrap = (x: number): number => ((((x - 1) % m) + m) % m) + 1;
  const all: Board[] = [round % 2 === 1 ? { white: p, black: n } : { white: n, black: p }];
  for (let i = 1; i < k; i++) all.push({ white: wrap(p + i), black: wrap(p - i) });
  if (n === players) return { round, boards: all, bye: null };
  return { round, boards: all.slice(1), bye: p };
}

/**
 * The boards of one round (white first), as the Berger table lists them; an odd section's dummy game
 * is left out (see `roundRobinBye`).
 * @example roundRobin(6, 2) // [{ white: 6, black: 4 }, { white: 5, black: 3 }, { white: 1, black: 2 }]
 */
export function roundRobin(players: number, round: number): Board[] {
  return [...table(players, round).boards];
}

/**
 * The player with the bye in a round of an odd section, null in an even one.
 * @example roundRobinBye(5, 1) // 1 (the table's 1–6: player 6 is the dummy)
 */
export function roundRobinBye(players: number, round: number): number | null {
  return table(players, round).bye;
}

/**
 * Every round of the section.
 * @example roundRobinSchedule(4).map((r) => r.boards.length) // [2, 2, 2]
 */
export function roundRobinSchedule(players: number): RoundRobinRound[] {
  const rounds = roundRobinRounds(players);
  return Array.from({ length: rounds }, (_, i) => table(players, i + 1));
}

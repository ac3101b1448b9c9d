/**
 * The draw of seats for a round robin: which player takes which number of the Berger table. C.05
 * leaves the draw to the arbiter (by lot, or fixed by the organiser); the core draws from a seed it
 * is given (it never reads a clock or Math.random), so a draw can be repeated and checked.
 */
import { fail } from "../errors";
import { mulberry32 } from "../formats/sample";
import { ROUND_ROBIN_MAX } from "./roundRobin";

/**
 * A draw of seats for `players` players: `seats[k − 1]` is the pairing number at Berger number k.
 * A Fisher–Yates shuffle driven by mulberry32 from `seed` (a whole number, 0 to 2³² − 1).
 * @example drawSeats(4, 7) // a permutation of 1…4, the same every time for seed 7
 */
export function drawSeats(players: number, seed: number): number[] {
  if (!Number.isInteger(players) || players < 2 || players > ROUND_ROBIN_MAX) {
    fail("OUT_OF_RANGE", `players: a round robin is for 2 to ${ROUND_ROBIN_MAX} players, got ${String(players)}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    fail("OUT_OF_RANGE", `seed: expected a whole number from 0 to 4294967295, got ${String(seed)}`);
  }
  const next = mulberry32(seed);
  const seats = Array.from({ length: players }, (_, i) => i + 1);
  for (let i = players - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = seats[i] as number;
    seats[i] = seats[j] as number;
    seats[j] = t;
  }
  return seats;
}

/**
 * Seats set by the director: a list of pairing numbers in Berger order, each player exactly once.
 * Returns the problems as one sentence naming what is wrong, or the seats.
 * @example checkSeats([2, 1, 3], 3) // [2, 1, 3]
 */
export function checkSeats(seats: readonly number[], players: number): number[] {
  if (seats.length !== players) {
    fail("BAD_ARGUMENT", `seats: ${seats.length} seats for ${players} players (one seat per player, in Berger order)`);
  }
  const seen = new Set<number>();
  seats.forEach((id, k) => {
    if (!Number.isInteger(id) || id < 1 || id > players) {
      fail("BAD_ARGUMENT", `seats: seat ${k + 1} holds ${String(id)}, not a pairing number from 1 to ${players}`);
    }
    if (seen.has(id)) fail("DUPLICATE", `seats: #${id} has two seats (${[...seats.keys()].filter((i) => seats[i] === id).map((i) => i + 1).join(" and ")})`);
    seen.add(id);
  });
  return [...seats];
}

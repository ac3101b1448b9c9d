/**
 * Minimum rounds of a Swiss (seed 003, "Minimum rounds of play", 1954): how many rounds determine
 * the top P places of A players correctly. The seed prints R = (3.4 log10 A) ÷ P + 2, but its own
 * table fits R = 3.4·log10(A) + P + 2 evaluated at the top of each band and rounded (a slip of "÷"
 * for "+"); the table is the authority inside its range, the formula outside it.
 */
import { fail } from "../errors";

export interface MinRoundsBand {
  readonly low: number;
  readonly high: number;
  /** Rounds for 1 … 5 places; null where the table prints "-" (a Swiss cannot: play a round robin). */
  readonly rounds: readonly (number | null)[];
}

/** The table of seed 003 as printed. */
export const MIN_ROUNDS_TABLE: readonly MinRoundsBand[] = [
  { low: 10, high: 15, rounds: [7, 8, 9, null, null] },
  { low: 16, high: 30, rounds: [8, 9, 10, 11, 12] },
  { low: 31, high: 60, rounds: [9, 10, 11, 12, 13] },
  { low: 61, high: 105, rounds: [10, 11, 12, 13, 14] },
  { low: 106, high: 200, rounds: [11, 12, 13, 14, 15] },
];

/** R = 3.4·log10(A) + P + 2, unrounded (the formula that fits the printed table). */
export function minRoundsFormula(players: number, places: number): number {
  return 3.4 * Math.log10(players) + places + 2;
}

/**
 * The minimum rounds for `places` correct top places among `players`, or null ("-") when more rounds
 * are needed than the smallest field of the band can play without meeting twice (players − 1): then
 * the 1954 rules play a round robin. Inside the printed table (10–200 players, 1–5 places) the
 * printed value; elsewhere the formula, rounded half up: at the top of the band for more places,
 * at the number of players outside the bands.
 * @example swissMinRounds(47, 2) // 10 (31–60 players, 2 places)
 * @example swissMinRounds(12, 4) // null (the table's "-")
 */
export function swissMinRounds(players: number, places: number): number | null {
  if (!Number.isInteger(players) || players < 2)
    fail("BAD_ARGUMENT", `players: ${players} is not a number of players (a whole number, 2 or more)`);
  if (!Number.isInteger(places) || places < 1)
    fail("BAD_ARGUMENT", `places: ${places} is not a number of places (a whole number, 1 or more)`);
  if (places > players) fail("BAD_ARGUMENT", `places: ${places} places cannot be decided among ${players} players`);
  const band = MIN_ROUNDS_TABLE.find((b) => players >= b.low && players <= b.high);
  if (band !== undefined) {
    const printed = band.rounds[places - 1];
    if (printed !== undefined) return printed;
    const r = Math.floor(minRoundsFormula(band.high, places) + 0.5);
    return r > band.low - 1 ? null : r;
  }
  const r = Math.floor(minRoundsFormula(players, places) + 0.5);
  return r > players - 1 ? null : r;
}

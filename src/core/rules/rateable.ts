/**
 * The ACF rateable-event rule of April 1994 (seed 000, "Acceptable events"): the first control
 * allows at least two minutes a move and does not end before move 30 (faster later controls are
 * fine), or the game is FIDE sixty-minute (rapid) chess: at least 60 minutes for all the moves.
 */
import { parseTimeControl, type TimeControl } from "./time-control";

/** 000: at least two minutes a move in the first control. */
export const MIN_MINUTES_PER_MOVE = 2;
/** 000: the first control may not end before move 30. */
export const MIN_FIRST_CONTROL_MOVES = 30;
/** 000: sixty-minute (rapid) chess: at least 60 minutes for all the moves. */
export const RAPID_MINUTES = 60;
/** Moves over which an increment is counted toward the rapid minimum (FIDE's 60-move convention). */
export const RAPID_MOVES = 60;

export interface Rateable {
  readonly rateable: boolean;
  /** Why, in words a director can check. */
  readonly reason: string;
}

/**
 * Whether a time control meets the 1994 ACF rule. A first control of M moves in T minutes needs
 * M ≥ 30 and T + M × increment ≥ 2M (40/90 yes, 30/60 yes, 25/60 no, 40/75 no). A single control for
 * the whole game (G/60) is rapid chess: rateable with at least 60 minutes, counting an increment over
 * 60 moves (G/50+10 is 60). A delay adds no time to the clock and is not counted.
 * @example acfRateable(parseTimeControl("40/90 SD/30")).rateable // true
 */
export function acfRateable(tc: TimeControl): Rateable {
  const first = tc.periods[0];
  if (first === undefined) return { rateable: false, reason: "no time control" };
  const inc = tc.incrementSeconds / 60;
  if (first.moves === null) {
    const total = first.minutes + RAPID_MOVES * inc;
    return total >= RAPID_MINUTES
      ? { rateable: true, reason: `${total} minutes for all the moves: at least ${RAPID_MINUTES} (sixty-minute chess)` }
      : {
          rateable: false,
          reason: `${total} minutes for all the moves: less than the ${RAPID_MINUTES} of sixty-minute chess`,
        };
  }
  if (first.moves < MIN_FIRST_CONTROL_MOVES) {
    return {
      rateable: false,
      reason: `the first control ends at move ${first.moves}, before move ${MIN_FIRST_CONTROL_MOVES}`,
    };
  }
  const minutes = first.minutes + first.moves * inc;
  const perMove = minutes / first.moves;
  return minutes >= MIN_MINUTES_PER_MOVE * first.moves
    ? {
        rateable: true,
        reason: `${first.moves} moves in ${minutes} minutes: ${round2(perMove)} minutes a move, at least ${MIN_MINUTES_PER_MOVE}`,
      }
    : {
        rateable: false,
        reason: `${first.moves} moves in ${minutes} minutes: ${round2(perMove)} minutes a move, less than ${MIN_MINUTES_PER_MOVE}`,
      };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * ACF_RATEABLE for a time control written as text.
 * @example acfRateableText("G/45 d5") // false (45 minutes, less than sixty-minute chess)
 */
export function acfRateableText(text: string): Rateable {
  return acfRateable(parseTimeControl(text));
}

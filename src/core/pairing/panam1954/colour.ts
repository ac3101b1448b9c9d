/**
 * The 1954 colour rule (Second Pan American Chess Congress, "Color of Pieces"):
 * a) a player who has played black in more games than his opponent plays white;
 * b) a player who has played white in more games than his opponent plays black;
 * c) if both have played the same number of each colour (or not played before), by serial number:
 *    odd against odd — the higher number plays white; odd against even — the lower number plays white;
 *    even against even — the higher number plays white;
 * d) a bye is not a colour (nor, here, any game not played over the board).
 * (a) is applied first, then (b): with unequal numbers of games the two can disagree.
 */
import { colourBalance, colourCount } from "../colours";
import type { Entrant } from "../uscf/roster";

export interface Colours1954 {
  readonly white: Entrant;
  readonly black: Entrant;
  /** Players left with two or more games of one colour more than of the other (0, 1 or 2). */
  readonly misfits: number;
}

/**
 * Rule (c): which of two serial numbers plays white when the colour histories are alike.
 * @example parityWhite(1, 8) // 1 (odd against even: the lower number)
 * @example parityWhite(3, 7) // 7 (odd against odd: the higher number)
 */
export function parityWhite(a: number, b: number): number {
  const [low, high] = a < b ? [a, b] : [b, a];
  const lowOdd = low % 2 === 1;
  const highOdd = high % 2 === 1;
  return lowOdd !== highOdd ? low : high;
}

/**
 * Colours for a board under rules (a)–(d).
 * @example colours1954(a, b).white // the one who has had black more often
 */
export function colours1954(a: Entrant, b: Entrant): Colours1954 {
  let white: Entrant;
  const ba = colourCount(a.colours, "b");
  const bb = colourCount(b.colours, "b");
  const wa = colourCount(a.colours, "w");
  const wb = colourCount(b.colours, "w");
  if (ba !== bb) white = ba > bb ? a : b;
  else if (wa !== wb) white = wa > wb ? b : a;
  else white = parityWhite(a.id, b.id) === a.id ? a : b;
  const black = white === a ? b : a;
  const misfits =
    (Math.abs(colourBalance(white.colours) + 1) >= 2 ? 1 : 0) +
    (Math.abs(colourBalance(black.colours) - 1) >= 2 ? 1 : 0);
  return { white, black, misfits };
}

/**
 * Established (confirmed) ratings (seed 000): Ri = (Sa − Se) × K + BP, Se = P(AR − Ro) × NG, with the
 * 336 rule applied to each opponent, P from Table 2, K = 15, and bonus points for events over five
 * rounds by the games table.
 */
import { expectedHundredths, MAX_DIFFERENCE, wholeDifference } from "./tables";
import type { Centi } from "./units";

/** K, "the rating-point value of a game. At present K=15 for all players." */
export const K = 15;

/**
 * The 336 rule: an opponent more than 336 points away counts as exactly 336 away.
 * @example capOpponent(105100, 240000) // 138700  (Smith 1051 v IM Jones 2400: Jones counts as 1387)
 * @example capOpponent(240000, 105100) // 206400  (and Smith counts as 2064 for Jones)
 */
export function capOpponent(player: Centi, opponent: Centi): Centi {
  const cap = 100 * MAX_DIFFERENCE;
  if (opponent > player + cap) return player + cap;
  if (opponent < player - cap) return player - cap;
  return opponent;
}

/**
 * The bonus-points band for an event with this many rated games: the amount (in points) by which
 * Sa − Se must exceed before a bonus is paid — 6–10 games 1, 11–15 games 2, 16 or more 3; none for
 * five games or fewer ("tournaments exceeding five rounds").
 * @example bonusThreshold(7) // 1
 * @example bonusThreshold(5) // null
 */
export function bonusThreshold(games: number): number | null {
  if (games <= 5) return null;
  if (games <= 10) return 1;
  if (games <= 15) return 2;
  return 3;
}

/**
 * BP = K × (Sa − Se − t) when Sa − Se > t, in hundredths of a rating point; `delta` is Sa − Se in
 * hundredths of a point.
 * @example bonusPoints(7, 232, 15) // 1980  (Brown's second event: 15 × (2.32 − 1) = 19.80)
 */
export function bonusPoints(games: number, delta: number, k: number = K): Centi {
  const t = bonusThreshold(games);
  return t !== null && delta > 100 * t ? k * (delta - 100 * t) : 0;
}

/** Every figure of one established calculation, for tests, audits and the docs. */
export interface EstablishedChange {
  /** NG: rated games in the event. */
  readonly games: number;
  /** |AR − Ro| to the nearest whole point (halves up), after the 336 rule. */
  readonly difference: number;
  /** True when the player is the higher-rated side (Table 2's H column). */
  readonly playerHigher: boolean;
  /** P(AR − Ro) from Table 2, in hundredths. */
  readonly expected: number;
  /** Se = P × NG, in hundredths of a point. */
  readonly se: number;
  /** Sa − Se, in hundredths of a point. */
  readonly delta: number;
  /** BP, in hundredths of a rating point. */
  readonly bonus: Centi;
  /** Ri = (Sa − Se) × K + BP, in hundredths of a rating point. */
  readonly change: Centi;
}

/**
 * One event for a player with an established rating. `cappedSum` is the sum of the rated opponents'
 * ratings after the 336 rule (see `capOpponent`), all in hundredths; score in tenths.
 * @example establishedChange(101000, 7, 7 * 125000, 15).change // 150  (Brown: Ri = 1.50)
 */
export function establishedChange(
  rating: Centi,
  games: number,
  cappedSum: Centi,
  scoreTenths: number,
  k: number = K,
): EstablishedChange {
  if (games === 0)
    return { games, difference: 0, playerHigher: false, expected: 0, se: 0, delta: 0, bonus: 0, change: 0 };
  const { size, playerHigher } = wholeDifference(cappedSum - games * rating, 100 * games);
  const expected = expectedHundredths(size, playerHigher);
  const se = expected * games;
  const delta = 10 * scoreTenths - se;
  const bonus = bonusPoints(games, delta, k);
  return { games, difference: size, playerHigher, expected, se, delta, bonus, change: k * delta + bonus };
}

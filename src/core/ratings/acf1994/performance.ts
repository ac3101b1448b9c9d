/**
 * Performance ratings for new and partially-rated players (seed 000, "Calculating Ratings"):
 * AR = (ARo × NGo + SR) / (NGo + NG), P = TS / NG as a whole percentage, Rp = AR + Dp(P).
 */
import { dpOf } from "./tables";
import { roundDiv, type Centi } from "./units";

/** A player's accumulated rated games: NG, the sum of the opponents' ratings (SR), TS. */
export interface History {
  /** NG: rated games played. */
  readonly games: number;
  /** SR: the sum of the rated opponents' ratings, in hundredths (= AR × NG). */
  readonly sum: Centi;
  /** TS: total score, in tenths. */
  readonly score: number;
}

export const EMPTY_HISTORY: History = { games: 0, sum: 0, score: 0 };

/**
 * A history rebuilt from the figures the player file keeps (NG, AR, TS).
 * @example historyOf(5, 125000, 10) // { games: 5, sum: 625000, score: 10 }
 */
export function historyOf(games: number, average: Centi, scoreTenths: number): History {
  return { games, sum: average * games, score: scoreTenths };
}

/**
 * Two histories added: the old one and an event's (or a period's).
 * @example addHistory({ games: 5, sum: 625000, score: 10 }, { games: 7, sum: 917000, score: 15 }) // { games: 12, sum: 1542000, score: 25 }
 */
export function addHistory(a: History, b: History): History {
  return { games: a.games + b.games, sum: a.sum + b.sum, score: a.score + b.score };
}

/**
 * AR, rounded to the nearest hundredth (halves up) — the figure the player file keeps.
 * @example averageOf({ games: 12, sum: 1542000, score: 25 }) // 128500  (Smith: 15420 / 12 = 1285)
 */
export function averageOf(h: History): Centi {
  return h.games === 0 ? 0 : roundDiv(h.sum, h.games);
}

/**
 * P: the score as a percentage, rounded to the nearest whole per cent, halves up (2.5/12 → 21).
 * @example percentOf(25, 12) // 21
 */
export function percentOf(scoreTenths: number, games: number): number {
  return roundDiv(10 * scoreTenths, games);
}

/**
 * The percentage to look up in Table 1, or null when there is none: a score of 0 or of every game
 * gives no performance rating. A score that is neither but rounds to 0% or 100% (½ from 200, 199½
 * from 200) uses the table's last row, 1% or 99%.
 * @example tablePercent(10, 5) // 20
 * @example tablePercent(50, 5) // null
 */
export function tablePercent(scoreTenths: number, games: number): number | null {
  if (games <= 0 || scoreTenths <= 0 || scoreTenths >= 10 * games) return null;
  return Math.min(99, Math.max(1, percentOf(scoreTenths, games)));
}

/**
 * Rp = AR + Dp(P) over a whole history, in hundredths; null when the score is 0% or 100% (or no games).
 * @example performanceRating({ games: 5, sum: 625000, score: 10 }) // 101000  (Smith: 1250 − 240)
 * @example performanceRating({ games: 12, sum: 1542000, score: 25 }) // 105500  (1285 − 230; the booklet prints 1050)
 */
export function performanceRating(h: History): Centi | null {
  const p = tablePercent(h.score, h.games);
  return p === null ? null : averageOf(h) + 100 * dpOf(p);
}

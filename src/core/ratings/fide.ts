/**
 * FIDE rating changes, by the FIDE Rating Regulations in force (effective 1 March 2024, with the
 * amendment of 1 October 2025 to the 400-point rule). Exact arithmetic: expected scores in hundredths
 * (table 8.1.2), scores in tenths, so each change K·(W − We) is a whole number of hundredths.
 *
 * - 8.1.2: the expected score for a rating difference D (the table `expectedScore` reads).
 * - 8.3.1: "A difference in rating of more than 400 points shall be counted for rating purposes as
 *   though it were a difference of 400 points, for players rated below 2650. For players rated 2650
 *   and above, the difference between ratings shall be used in all cases." (Since March 2024 the rule
 *   applies to every game, not once per event.)
 * - 8.3.3: K = 40 (new players until 30 games; juniors under 2300 to the end of the year they turn
 *   18), 20 below 2400, 10 once a published rating has reached 2400; when K × n (the games of the
 *   rating period) exceeds 700, K is the largest whole number with K × n ≤ 700.
 * - Rated players: games against unrated opponents are not rated (8.2).
 */
import { expectedScore } from "../tiebreaks/fide/b02";

/** Below this rating the 400-point rule caps D; from it, the whole difference counts (8.3.1 since Oct 2025). */
export const FIDE_NO_CAP_FROM = 2650;
/** The K × games ceiling of 8.3.3. */
export const FIDE_K_GAMES_MAX = 700;

/** One rated game: the opponent's rating and the score in tenths (10, 5 or 0). */
export interface FideGame {
  readonly opponent: number;
  readonly score: number;
}

/**
 * The expected score, in hundredths, of a player rated `rating` against `opponent`: table 8.1.2 with
 * the 400-point rule as 8.3.1 applies it (capped below 2650, not from 2650).
 * @example fideExpected(2000, 2600) // 8 (D counted as 400)
 * @example fideExpected(2700, 2100) // 98 (D = 600: no cap from 2650)
 */
export function fideExpected(rating: number, opponent: number): number {
  let opp = opponent;
  if (rating < FIDE_NO_CAP_FROM) opp = Math.max(rating - 400, Math.min(rating + 400, opponent));
  return expectedScore(Math.round(rating), Math.round(opp));
}

/** The K of 8.3.3 for a player's rating when nothing else is known: 20 below 2400, 10 from 2400. */
export function defaultK(rating: number): number {
  return rating >= 2400 ? 10 : 20;
}

/** Facts about a player that decide K (8.3.3). */
export interface KFacts {
  readonly rating: number;
  /** Rated games before this rating period (fewer than 30: a new player, K = 40). */
  readonly games?: number;
  /** Age on 31 December of the year the period ends (18 or less, below 2300: K = 40). */
  readonly ageAtYearEnd?: number;
  /** True once a published rating has reached 2400 (K = 10 from then on). */
  readonly reached2400?: boolean;
}

/**
 * K by 8.3.3 from what is known of the player.
 * @example fideK({ rating: 1800, games: 12 }) // 40
 * @example fideK({ rating: 2350, reached2400: true }) // 10
 */
export function fideK(f: KFacts): number {
  if (f.reached2400 === true || f.rating >= 2400) return 10;
  if (f.games !== undefined && f.games < 30) return 40;
  if (f.ageAtYearEnd !== undefined && f.ageAtYearEnd <= 18 && f.rating < 2300) return 40;
  return 20;
}

/**
 * K after the 700 ceiling for `games` rated games in the period.
 * @example cappedK(40, 20) // 35
 */
export function cappedK(k: number, games: number): number {
  return k * games > FIDE_K_GAMES_MAX ? Math.floor(FIDE_K_GAMES_MAX / games) : k;
}

/** Every K the regulations give: 40, 20, 10, and the ceiling's ⌊700 / n⌋ below 40. */
export function isAllowedK(k: number): boolean {
  if (k === 40 || k === 20 || k === 10) return true;
  if (!Number.isInteger(k) || k < 1 || k > 40) return false;
  for (let n = 18; n <= FIDE_K_GAMES_MAX; n++) if (Math.floor(FIDE_K_GAMES_MAX / n) === k) return true;
  return false;
}

/** The change of one event, in hundredths: Σ K·(W − We); also the expected score and K used. */
export interface FideChange {
  /** Σ K·(W − We) in hundredths of a point (exact). */
  readonly hundredths: number;
  /** Σ We in hundredths. */
  readonly expected: number;
  /** The K applied (after the 700 ceiling). */
  readonly k: number;
  readonly games: number;
}

/**
 * The rating change of a rated player over rated games (8.3): each game K·(W − We); K after the 700
 * ceiling for these games.
 * @example fideChange(2000, [{ opponent: 2100, score: 10 }], 20).hundredths // 20 × (1 − 0.36) = 1280
 */
export function fideChange(rating: number, games: readonly FideGame[], k: number): FideChange {
  const kk = cappedK(k, games.length);
  let expected = 0;
  let scored = 0;
  for (const g of games) {
    expected += fideExpected(rating, g.opponent);
    scored += g.score * 10;
  }
  return { hundredths: kk * (scored - expected), expected, k: kk, games: games.length };
}

/**
 * Hundredths rounded to tenths, halves away from zero (so a change and its opposite round alike).
 * @example hundredthsToTenths(-1285) // -129
 */
export function hundredthsToTenths(h: number): number {
  const t = Math.floor((Math.abs(h) + 5) / 10);
  return h < 0 ? -t : t;
}

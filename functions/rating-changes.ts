/* FIDE and US Chess rating custom functions. Each function is defined once here: this JSDoc is
   Excel's metadata and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host, hostCell } from "./host";
import * as rc from "../src/grid/functions/rating-changes";

/**
 * The rating system RATING_CHANGES rates by.
 * @customenum {string}
 */
export enum RatingSystem {
  /** FIDE Rating Regulations: the change Σ K(W − We) (the default) */
  FIDE = "FIDE",
  /** US Chess rating system (Glickman & Doan): the new rating */
  USCF = "USCF",
}

/**
 * A player's FIDE rating change for an event: Σ K·(W − We) to one decimal.
 * @customfunction FIDE_RATING_CHANGE
 * @param rating The player's FIDE rating before the event.
 * @param opponent_ratings The opponents' FIDE ratings, one per game; a blank is an unrated opponent and that game is not counted.
 * @param scores The scores in the same order (1, ½ or 0; also 0.5, 1/2, W, D, L), or one cell with the total.
 * @param [k] The development coefficient K: 40, 20 or 10 (omitted: 20 below 2400, 10 from 2400).
 * @returns The rating change, to one decimal.
 * @remarks
 * FIDE Rating Regulations in force (1 March 2024, 400-point rule as amended 1 October 2025): We from
 * table 8.1.2; a difference over 400 points counts as 400 for a player rated below 2650, in full from
 * 2650; K × games is kept to 700 (K 40 over 18 games becomes ⌊700 ÷ games⌋). 2000 beating a 2100 with
 * K 20: 20 × (1 − 0.36) = 12.8.
 * @requiresParameterAddresses
 */
export function fideRatingChange(rating: any, opponent_ratings: any[][], scores: any[][], k?: any, invocation?: CustomFunctions.Invocation): number[][] {
  return hostCell(() => rc.fideRatingChange(rating, opponent_ratings, scores, k), invocation, { rating, opponent_ratings, scores, k });
}

/**
 * A player's US Chess rating after an event (a whole number), by the US Chess rating system.
 * @customfunction USCF_RATING
 * @param rating The player's US Chess rating before the event (blank for an unrated player).
 * @param games The number of games that rating rests on (blank for an unrated player).
 * @param opponent_ratings The opponents' ratings, one per game; a blank opponent's game is left out.
 * @param scores The scores in the same order (1, ½ or 0; also W, D, L), or one cell with the total.
 * @param [age] An unrated player's age in years (the initial rating is 50 × age, 100 to 1300).
 * @param [peak] The highest established rating the player has reached (the floor is 200 below it, in hundreds).
 * @returns The new rating, rounded to a whole number.
 * @remarks
 * Glickman & Doan's US Chess rating system: the effective games N' = min(N, N*); 8 games or fewer
 * (and unrated players): the special formula; more: the standard formula R0 + K(S − E) with
 * K = 800 ÷ (N' + m) and the bonus over B√max(m, 4), B = 10 since the 2025 rerate; then the floors
 * (absolute 100 to 150, and 200 below the peak). 1500 on 6 games, beating 1400, losing to 1550,
 * drawing 1650: 1511.
 * @requiresParameterAddresses
 */
export function uscfRating(
  rating: any,
  games: any,
  opponent_ratings: any[][],
  scores: any[][],
  age?: any,
  peak?: any,
  invocation?: CustomFunctions.Invocation,
): number[][] {
  return hostCell(() => rc.uscfRating(rating, games, opponent_ratings, scores, age, peak), invocation, {
    rating,
    games,
    opponent_ratings,
    scores,
    age,
    peak,
  });
}

/**
 * Every player's new rating and change for a whole event, FIDE or US Chess.
 * @customfunction RATING_CHANGES
 * @param results The wallchart: one row per player in pairing-number order, one column per round (W12, D3, L7, …).
 * @param ratings One row per player: Rating, then for FIDE an optional K column; for USCF optional Games, Age and Peak columns.
 * @param [system] FIDE (the default) or USCF.
 * @param [settings] FIDE: K 40, K 20 or K 10 for every player without a K of their own. USCF: B 10 (the bonus threshold).
 * @param [headers] TRUE (default): a heading row when the results start with one, so the rows line up; FALSE: never.
 * @returns New rating | Change, one row per player (blank for a player without a rating).
 * @remarks
 * FIDE: each rated player's change Σ K(W − We) against the rated opponents, K from the K column, the
 * settings, or 20 below 2400 and 10 from 2400. USCF: the two-pass event procedure — unrated players
 * get a first estimate (special formula), used as their rating for their opponents; then everyone is
 * rated; a blank Games is taken as an established rating (26 games). Forfeits and byes are not rated.
 * @requiresParameterAddresses
 */
export function ratingChanges(results: any[][], ratings: any[][], system?: RatingSystem, settings?: any, headers?: boolean, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => rc.ratingChanges(results, ratings, system, settings, headers),
    invocation,
    { results, ratings, system, settings, headers },
  );
}

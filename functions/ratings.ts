/* ACF rating custom functions (the ACF system of April 1994). Each function is defined once here: this
   JSDoc is Excel's metadata and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host, hostCell } from "./host";
import * as ratings from "../src/grid/functions/ratings";

/**
 * A player's ACF rating status for ACF_RATING.
 * @customenum {string}
 */
export enum AcfStatus {
  /** Confirmed rating (the default with a rating) */
  RATED = "RATED",
  /** No rated games (the default without a rating) */
  NEW = "NEW",
  /** Unrated or provisional, with a history */
  PARTIAL = "PARTIAL",
}

/**
 * A player's new ACF rating after one event, by the ACF rules of April 1994.
 * @customfunction ACF_RATING
 * @param rating The player's rating before the event (blank for a new player).
 * @param oppRatings The opponents' ratings, one per game; a blank is an unrated opponent and that game is left out.
 * @param results The scores in the same order (1, ½ or 0; also 0.5, 1/2, W, D, L), or one cell with the total.
 * @param [status] RATED (confirmed; the default with a rating), NEW (the default without), or PARTIAL (unrated or provisional, with a history).
 * @param [priorGames] PARTIAL: rated games before this event (NG).
 * @param [priorAvg] PARTIAL: the average rating of those opponents (AR).
 * @param [priorScore] PARTIAL: the score in those games (TS); 0 discards the history (the player is NEW again).
 * @returns The new rating, unrounded.
 * @remarks
 * New ACF rating after one event, by the 1994 rules (historical: the ACF now uses Glicko). RATED: Ri =
 * (Sa − Se) × 15 + bonus, Se from Table 2 on the average of the opponents (each capped at 336 points
 * away), unrounded (1010 scoring 1.5/7 against 1250 gives 1011.5; the list shows 1012). NEW or
 * PARTIAL: the performance rating AR + Dp over the whole history (1/5 against 1250 gives 1010).
 * @requiresParameterAddresses
 */
export function acfRating(
  rating: any,
  oppRatings: any[][],
  results: any[][],
  status?: AcfStatus,
  priorGames?: any,
  priorAvg?: any,
  priorScore?: any,
  invocation?: CustomFunctions.Invocation,
): number[][] {
  return hostCell(
    () => ratings.acfRating(rating, oppRatings, results, status, priorGames, priorAvg, priorScore),
    invocation,
    { rating, oppRatings, results, status, priorGames, priorAvg, priorScore },
  );
}

/**
 * An ACF 1994 performance rating: the opponents' average plus Dp for the percentage score.
 * @customfunction ACF_PERFORMANCE
 * @param avgOpp The average rating of the rated opponents.
 * @param score The score against them (whole or half points).
 * @param games The number of rated games.
 * @returns The performance rating (a range of inputs: one per cell).
 * @remarks
 * ACF 1994 performance rating: the opponents' average plus Dp from Table 1 for the percentage score,
 * rounded to the nearest per cent (halves up). 1 from 5 against 1250 gives 20%, Dp −240, 1010. 0% and
 * 100% give no rating.
 * @requiresParameterAddresses
 */
export function acfPerformance(avgOpp: any[][], score: any[][], games: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => ratings.acfPerformance(avgOpp, score, games),
    invocation,
    { avgOpp, score, games },
  );
}

/**
 * A player's ACF 1994 status from the player's rated games: NEW, UNRATED, PROVISIONAL or CONFIRMED.
 * @customfunction ACF_STATUS
 * @param games Rated games played (NG).
 * @param score Total score in them (TS).
 * @returns NEW, UNRATED, PROVISIONAL or CONFIRMED (a range of inputs: one per cell).
 * @remarks
 * ACF 1994 player status for a history of rated games: NEW (none), UNRATED (under 6.7% — two points in
 * thirty games — or 100%), PROVISIONAL (fewer than 30 games; published only from 9 games, shown as
 * e.g. 5R before), CONFIRMED (30 games or more).
 * @requiresParameterAddresses
 */
export function acfStatus(games: any[][], score: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => ratings.acfStatus(games, score),
    invocation,
    { games, score },
  );
}

/**
 * The ACF 1994 expected score per game for a rating difference (Table 2).
 * @customfunction ACF_EXPECTED
 * @param diff The opponents' average rating minus the player's rating.
 * @returns The expected score per game, 0.12 to 0.88 (a range of differences: one per cell).
 * @remarks
 * ACF 1994 Table 2: the expected score per game for a rating difference, written as in the booklet,
 * opponents' average minus the player's rating (240 gives 0.20, −240 gives 0.80). The difference is
 * rounded to whole points, halves up (198.5 → 199 → 0.24), and set to 336 when larger.
 * @requiresParameterAddresses
 */
export function acfExpected(diff: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => ratings.acfExpected(diff),
    invocation,
    { diff },
  );
}

/* Prize custom functions. Each function is defined once here: this JSDoc is Excel's metadata
   (custom-functions-metadata-plugin) and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host } from "./host";
import * as impl from "../src/grid/functions/prizes";

/**
 * How tied players are placed for prizes.
 * @customenum {string}
 */
export enum PrizeMode {
  /** US Chess (default): tied players share the money of the places they cover */
  US = "US",
  /** FIDE: places by tiebreak, no sharing */
  FIDE = "FIDE",
}

/**
 * The prize list from the results or the standings: Prize | Places | Winner | Amount, then how each prize was decided.
 * @customfunction PRIZES
 * @param results The wallchart (a row per player, pairing-number order), or a STANDINGS table (Place | # | Name | Score …) as it stands.
 * @param prizes Two columns: the prize's name and its amount, one prize a row (a Prize | Amount header is skipped).
 * @param [names] One name per player, in the same row order.
 * @param [ratings] One rating per player (the rating the event used; blank = unrated).
 * @param [mode] US (default) or FIDE.
 * @param [tiebreaks] A comma list of TIEBREAK systems (default as STANDINGS: the US order, C.07's for a round robin).
 * @param [teams] One team or school per player, for Team prizes.
 * @param [sexes] One per player: F or W for a woman, M or blank; for Best woman.
 * @param [births] One birth date per player (a date, or YYYY-MM-DD); for Best junior.
 * @param [year] The year juniors are counted in (under 20 on 1 January), e.g. 2026.
 * @param [headers] TRUE (default) for the heading row, FALSE for none (for FILTER, XLOOKUP, SORT).
 * @returns The prize list, then the reasoning.
 * @remarks
 * The prize list from the results (or a STANDINGS table, its places and ties as they stand): Prize |
 * Places | Winner | Amount, then how every prize was decided.
 * US (default, US Chess 32B3): players tied on score pool the prizes they bring in, one each, and
 * share them equally to the cent (the cents left over go one each in tiebreak order), unless some
 * would get more from a class prize the others may not take; FIDE: places by tiebreak, no sharing, one
 * cash prize per player (the largest; equal ones: the first in the prize list). Items (Trophy) go by
 * tiebreak. Prize names: 1st, 2nd …; U1800 1st (rated under 1800); 1600-1799 1st; Unrated 1st; Best
 * junior (under 20 on 1 January); Best woman; Team 1st. Amounts: 300, $75.50, Trophy, or 300 + Trophy.
 * @requiresParameterAddresses
 */
export function prizes(
  results: any[][],
  prizes: any[][],
  names?: any[][],
  ratings?: any[][],
  mode?: PrizeMode,
  tiebreaks?: any[][],
  teams?: any[][],
  sexes?: any[][],
  births?: any[][],
  year?: number,
  headers?: boolean,
  invocation?: CustomFunctions.Invocation,
): any[][] {
  return host(
    () => impl.prizes(results, prizes, names, ratings, mode, tiebreaks, teams, sexes, births, year, headers),
    invocation,
    { results, prizes, names, ratings, mode, tiebreaks, teams, sexes, births, year, headers },
  );
}

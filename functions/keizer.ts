/* Keizer club-night custom functions (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { host } from "./host";
import * as impl from "../src/grid/functions/keizer";

/**
 * The Keizer ranking of a club's nights: rank, score and value of each member, recomputed as the Dutch clubs do.
 * @customfunction KEIZER_STANDINGS
 * @param results The nights so far: one row per member in the order of the starting ranking, one column per night.
 * @param [names] The members' names, one per row beside the results.
 * @param [settings] The value table: two columns Setting | Value, or one cell such as "TOP 40; NOTICE 1/4" (blank: the defaults).
 * @param [headers] TRUE (default) for the heading row, FALSE for none (for FILTER, XLOOKUP, SORT).
 * @returns Rank, #, Name, Score, Value, Played, Won, Drawn, Lost, Free, Duty, Notice, Absent, best first.
 * @remarks
 * Each place on the ranking has a value (TOP, by default the number of members, then one less a
 * place). A member's score is the member's own value once, plus each night: a win the opponent's value, a
 * draw half of it, the free night of an odd count (B) 2/3 of the member's own, club duty (FPB) 2/3, absence
 * with notice (H) 1/3, absence without notice (U or blank) nothing. The values come from the ranking
 * and the ranking from the scores, so after every night the whole season is recomputed until the
 * ranking settles. Settings: TOP, STEP, WIN, DRAW, LOSS, BYE, DUTY, NOTICE, ABSENT, OWN, REMATCH,
 * NOTICES. See docs/keizer.md.
 * @requiresParameterAddresses
 */
export function keizerStandings(results: any[][], names?: any[][], settings?: any[][], headers?: boolean, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.keizerStandings(results, names, settings, headers),
    invocation,
    { results, names, settings, headers },
  );
}

/**
 * Pairs the next Keizer club night: those present, top of the ranking down, no rematch within REMATCH nights.
 * @customfunction KEIZER_PAIR
 * @param results The nights so far: one row per member in the order of the starting ranking, one column per night.
 * @param [names] The members' names, one per row beside the results.
 * @param [requests] For the night: blank present, H absent with notice, U absent without notice, C club duty, W left the club.
 * @param [settings] The value table and REMATCH: two columns Setting | Value, or one cell such as "REMATCH 4".
 * @returns Board, White, Black by member number, then the members without a board.
 * @remarks
 * The members present are taken in the order of the Keizer ranking after the nights so far and
 * paired from the top down: each with the next one not met within the last REMATCH nights
 * (default 3), relaxed only when no pairing of the night keeps the rule. With an odd number present
 * the lowest-ranked of those who had it least often has the free night (BYE). The one who has had
 * White less often gets White; equal, the one who had Black last. A last row per member without a
 * board: BYE, H, U, FPB (club duty typed into the night beforehand) or W. See docs/keizer.md.
 * @requiresParameterAddresses
 */
export function keizerPair(results: any[][], names?: any[][], requests?: any[][], settings?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.keizerPair(results, names, requests, settings),
    invocation,
    { results, names, requests, settings },
  );
}

/* Pairing custom functions (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { host, hostCancelable, pairingHost } from "./host";
import * as pairing from "../src/grid/functions/pairing";

/**
 * The pairing systems.
 * @customenum {string}
 */
export enum PairingSystem {
  /** US Chess Swiss rules 27–29 (default) */
  USCF = "USCF",
  /** FIDE Dutch system, C.04.3 */
  DUTCH = "DUTCH",
  /** 1954 Pan American rules, by serial number */
  PANAM1954 = "PANAM1954",
}

/**
 * The colour of player #1 in round 1.
 * @customenum {string}
 */
export enum FirstColour {
  /** White (default) */
  W = "W",
  /** Black */
  B = "B",
}

/**
 * Pairs the next round of a Swiss from the wallchart so far: Board | White | Black, then the byes.
 * @customfunction SWISS_PAIR
 * @param results The wallchart so far: one row per player in pairing-number order, one column per round (may be blank).
 * @param ratings Two columns Name | Rating (a row with a name is a player), or one column of ratings; blank, 0, UNR or NR for unrated.
 * @param [teams] One team or school code per player (USCF: team-mates are kept apart where possible).
 * @param [requests] For the round being paired: H half-point bye, U zero-point bye, W withdrawn.
 * @param [system] USCF (default), DUTCH (FIDE C.04.3) or PANAM1954.
 * @param [firstColour] The colour of player #1 in round 1, as the coin fell: W (default) or B.
 * @param [settings] Two columns Key | Value: ROUNDS, TEAMS, TEAM_DROPS, HARKNESS, ACCELERATED, BYE_FOR_COLOURS, BAKU, POINTS (see the help page).
 * @returns The pairing: Board, White, Black.
 * @remarks
 * Pairs the next round of a Swiss from the wallchart so far. Returns Board | White | Black by pairing
 * number, highest score group first, then one row per player without a board: "" | # | BYE (the
 * pairing-allocated bye), H (requested half-point bye) or U (zero-point bye, absent or withdrawn).
 *
 * **settings**: ROUNDS (the number of rounds), TEAMS (ALL, VCF or OFF), TEAM_DROPS, HARKNESS,
 * ACCELERATED, BYE_FOR_COLOURS (YES or NO); for DUTCH, BAKU (YES: Baku acceleration, C.04.5) and
 * POINTS (the point system, e.g. 3-1-0).
 * @cancelable
 * @requiresParameterAddresses
 */
export function swissPair(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  requests?: any[][],
  system?: PairingSystem,
  firstColour?: FirstColour,
  settings?: any[][],
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return hostCancelable(
    () => pairing.swissPair(results, ratings, teams, requests, system, firstColour, settings, pairingHost()),
    invocation,
    { results, ratings, teams, requests, system, firstColour, settings },
  );
}

/**
 * Why each board of SWISS_PAIR is as it is: one sentence per row of its table, to put beside it.
 * @customfunction PAIRING_NOTES
 * @param results The wallchart so far, as for SWISS_PAIR.
 * @param ratings Name | Rating, or one column of ratings, as for SWISS_PAIR.
 * @param [teams] Team codes, as for SWISS_PAIR.
 * @param [requests] Requests for the round, as for SWISS_PAIR.
 * @param [system] USCF (default), DUTCH or PANAM1954.
 * @param [firstColour] W (default) or B.
 * @param [settings] Key | Value settings, as for SWISS_PAIR.
 * @returns One note per row of SWISS_PAIR's table.
 * @remarks
 * Why each board of SWISS_PAIR is as it is: one sentence per row of SWISS_PAIR's table (same
 * arguments), to put beside it. USCF names the rule behind each board: natural pairing, transposition
 * or interchange of N points and for whose colours, odd player, drop, team-mates, bye.
 * @cancelable
 * @requiresParameterAddresses
 */
export function pairingNotes(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  requests?: any[][],
  system?: PairingSystem,
  firstColour?: FirstColour,
  settings?: any[][],
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return hostCancelable(
    () => pairing.pairingNotes(results, ratings, teams, requests, system, firstColour, settings, pairingHost()),
    invocation,
    { results, ratings, teams, requests, system, firstColour, settings },
  );
}

/**
 * One round of a round robin by the Berger tables (FIDE C.05 Annex 1): Board | White | Black.
 * @customfunction ROUND_ROBIN
 * @param players The number of players (2 or more; odd adds a bye), or a column of their names in seat order.
 * @param round The round: 1 to players - 1 per cycle (players when odd), counted on through the cycles.
 * @param [cycles] 1 (default), 2 for a double round robin, or more.
 * @returns Board, White, Black by seat number (or by name), then the bye of an odd section.
 * @remarks
 * One round of a round robin by the Berger tables of FIDE C.05 Annex 1, for any number of players
 * (the same construction beyond the printed tables). With an odd number of players the player paired
 * with the dummy has the bye (a last row `| n | BYE`). With `cycles` 2 or more, rounds go on past the
 * first cycle: every even cycle repeats the table with the colours reversed, and the last two rounds
 * of a cycle that another follows are swapped, as C.05 advises for a double round robin, so nobody
 * has the same colour three times running. `players` may be a column of names (a heading such as
 * Name is skipped, a blank between names refused): the boards then name the players, the first name
 * at seat 1. See docs/round-robin.md.
 * @requiresParameterAddresses
 */
export function roundRobinRound(players: any[][], round: any[][], cycles?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(() => pairing.roundRobinRound(players, round, cycles), invocation, { players, round, cycles });
}

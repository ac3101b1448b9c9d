/* Pairing custom functions (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { host } from "./host";
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
 */
export function swissPair(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  requests?: any[][],
  system?: PairingSystem,
  firstColour?: FirstColour,
  settings?: any[][],
): any[][] {
  return host(() => pairing.swissPair(results, ratings, teams, requests, system, firstColour, settings));
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
 */
export function pairingNotes(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  requests?: any[][],
  system?: PairingSystem,
  firstColour?: FirstColour,
  settings?: any[][],
): any[][] {
  return host(() => pairing.pairingNotes(results, ratings, teams, requests, system, firstColour, settings));
}

/**
 * One round of a round robin from the Berger tables (FIDE C.05): Board | White | Black.
 * @customfunction ROUND_ROBIN
 * @param players Number of players (2 to 14).
 * @param round The round (1 to players - 1, or players when odd).
 * @returns Board, White, Black by pairing number.
 * @remarks
 * One round of a round robin from the Berger tables (FIDE C.05), for sections under 15 players. With
 * an odd number of players the player paired with the dummy has the bye.
 */
export function roundRobinRound(players: any, round: any): any[][] {
  return host(() => pairing.roundRobinRound(players, round));
}

/* CHECK_PAIRINGS (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { hostCancelable, pairingHost } from "./host";
import * as impl from "../src/grid/functions/check-pairings";

/**
 * The pairing systems CHECK_PAIRINGS knows.
 * @customenum {string}
 */
export enum CheckSystem {
  /** US Chess Swiss rules 27–29 (default) */
  USCF = "USCF",
  /** FIDE Dutch system, C.04.3 */
  DUTCH = "DUTCH",
}

/**
 * The colour of player #1 in round 1.
 * @customenum {string}
 */
export enum CheckFirstColour {
  /** White */
  W = "W",
  /** Black */
  B = "B",
}

/**
 * Checks each round of a wallchart against the engine's pairing and lists the rules a different pairing breaks.
 * @customfunction CHECK_PAIRINGS
 * @param results The wallchart: one row per player in pairing-number order, one column per round (W12w, L3b, D7, B, H, U).
 * @param ratings Two columns Name | Rating, or one column of ratings, as for SWISS_PAIR; blank, 0, UNR or NR for unrated.
 * @param [teams] One team or school code per player (USCF 28N: team-mates apart where possible).
 * @param [requests] As for SWISS_PAIR (for the round not yet paired): checked to line up, not used by the check.
 * @param [system] USCF (default) or DUTCH (FIDE C.04.3).
 * @param [firstColour] The colour of player #1 in round 1: W or B (default: read from round 1).
 * @param [settings] Key | Value settings as for SWISS_PAIR: TEAMS, TEAM_DROPS, HARKNESS, ACCELERATED, BAKU, POINTS …
 * @param [round] One round to check (blank: every round paired).
 * @param [neverPair] Pairs that must never meet: two pairing numbers per row.
 * @param [headers] TRUE (default) for the heading row, FALSE for none (for FILTER, XLOOKUP, SORT).
 * @returns Round, Verdict, Rule, Players, Detail.
 * @remarks
 * Checks every round of a wallchart (or the one given as `round`): is it the pairing the engine gives
 * from the rounds before it? It takes SWISS_PAIR's arguments in SWISS_PAIR's order, then `round` and
 * `neverPair`, and `headers` (FALSE: no heading row). Returns Round (a number) | Verdict | Rule | Players | Detail: one "engine's pairing" row per round
 * that is; for a round that differs, one "differs" row per board or bye not the engine's, one "breaks"
 * row per rule the recorded pairing breaks (C.04.3 C1–C21 and 5.2 for DUTCH, US Chess 27A1–27A5, 28L,
 * 28N and 29E4 for USCF, the never-pair list), and a "note" when it breaks none.
 * @cancelable
 * @requiresParameterAddresses
 */
export function checkPairings(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  requests?: any[][],
  system?: CheckSystem,
  firstColour?: CheckFirstColour,
  settings?: any[][],
  round?: any,
  neverPair?: any[][],
  headers?: boolean,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return hostCancelable(
    () => impl.checkPairingsTable(results, ratings, teams, requests, system, firstColour, settings, round, neverPair, headers, pairingHost()),
    invocation,
    { results, ratings, teams, requests, system, firstColour, settings, round, neverPair, headers },
  );
}

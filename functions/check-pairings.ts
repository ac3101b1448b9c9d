/* CHECK_PAIRINGS (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { host } from "./host";
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
 * @param ratings One rating per player; blank or 0 for unrated.
 * @param [teams] One team or school code per player (USCF 28N: team-mates apart in rounds 1-2).
 * @param [system] USCF (default) or DUTCH (FIDE C.04.3).
 * @param [firstColour] The colour of player #1 in round 1: W or B (default: read from round 1).
 * @param [neverPair] Pairs that must never meet: two pairing numbers per row.
 * @returns Round, Verdict, Rule, Players, Detail.
 * @remarks
 * Checks every round of a wallchart: is it the pairing the engine gives from the rounds before it?
 * Returns Round | Verdict | Rule | Players | Detail: one "engine's pairing" row per round that is; for
 * a round that differs, one "differs" row per board or bye not the engine's, one "breaks" row per rule
 * the recorded pairing breaks (C.04.3 C1–C21 and 5.2 for DUTCH, US Chess 27A1–27A5, 28L, 28N and 29E4
 * for USCF, the never-pair list), and a "note" when it breaks none.
 */
export function checkPairings(
  results: any[][],
  ratings: any[][],
  teams?: any[][],
  system?: CheckSystem,
  firstColour?: CheckFirstColour,
  neverPair?: any[][],
): any[][] {
  return host(() => impl.checkPairingsTable(results, ratings, teams, system, firstColour, neverPair));
}

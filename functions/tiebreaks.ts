/* Tiebreak custom functions. Each function is defined once here: this JSDoc is Excel's metadata
   (custom-functions-metadata-plugin) and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host } from "./host";
import * as impl from "../src/grid/functions/tiebreaks";

/**
 * The US Chess median variants.
 * @customenum {string}
 */
export enum MedianVariant {
  /** Modified median (default): drops by the player's score */
  MODIFIED = "MODIFIED",
  /** Always drops the highest and the lowest */
  MEDIAN = "MEDIAN",
}

/**
 * The tiebreak systems.
 * @customenum {string}
 */
export enum TiebreakSystem {
  /** US Chess modified median (default) */
  MODIFIED_MEDIAN = "MODIFIED_MEDIAN",
  /** US Chess median: highest and lowest dropped */
  MEDIAN = "MEDIAN",
  /** US Chess Solkoff: opponents' scores */
  SOLKOFF = "SOLKOFF",
  /** US Chess cumulative: the running scores added */
  CUMULATIVE = "CUMULATIVE",
  /** US Chess opponents' cumulative */
  OPP_CUMULATIVE = "OPP_CUMULATIVE",
  /** US Chess Sonneborn-Berger */
  SONNEBORN_BERGER = "SONNEBORN_BERGER",
  /** US Chess Kashdan: 4 a win, 2 a draw, 1 a loss */
  KASHDAN = "KASHDAN",
  /** US Chess: most games with Black */
  MOST_BLACKS = "MOST_BLACKS",
  /** US Chess: result among the players on the same score */
  HEAD_TO_HEAD = "HEAD_TO_HEAD",
  /** US Chess average rating of opponents (needs ratings) */
  ARO = "ARO",
  /** US Chess performance rating (needs ratings) */
  PERFORMANCE = "PERFORMANCE",
  /** FIDE Buchholz */
  FIDE_BH = "FIDE_BH",
  /** FIDE Buchholz cut 1 */
  FIDE_BH_C1 = "FIDE_BH_C1",
  /** FIDE Buchholz cut 2 */
  FIDE_BH_C2 = "FIDE_BH_C2",
  /** FIDE median Buchholz 1 */
  FIDE_BH_M1 = "FIDE_BH_M1",
  /** FIDE Sonneborn-Berger */
  FIDE_SB = "FIDE_SB",
  /** FIDE Sonneborn-Berger cut 1 */
  FIDE_SB_C1 = "FIDE_SB_C1",
  /** FIDE direct encounter */
  FIDE_DE = "FIDE_DE",
  /** FIDE progressive scores */
  FIDE_PS = "FIDE_PS",
  /** FIDE number of wins */
  FIDE_WIN = "FIDE_WIN",
  /** FIDE games won over the board */
  FIDE_WON = "FIDE_WON",
  /** FIDE games played with Black */
  FIDE_BPG = "FIDE_BPG",
  /** FIDE average rating of opponents (needs ratings) */
  FIDE_ARO = "FIDE_ARO",
  /** FIDE average rating of opponents cut 1 (needs ratings) */
  FIDE_ARO_C1 = "FIDE_ARO_C1",
  /** FIDE tournament performance rating (needs ratings) */
  FIDE_TPR = "FIDE_TPR",
  /** FIDE Buchholz with the forfeit adjustment (fore Buchholz) */
  FIDE_FB = "FIDE_FB",
  /** FIDE average of opponents' Buchholz */
  FIDE_AOB = "FIDE_AOB",
  /** FIDE Koya system (round robins) */
  FIDE_KS = "FIDE_KS",
  /** FIDE games won with Black */
  FIDE_BWG = "FIDE_BWG",
  /** FIDE games played (rounds elected to play) */
  FIDE_REP = "FIDE_REP",
  /** FIDE perfect tournament performance (needs ratings) */
  FIDE_PTP = "FIDE_PTP",
  /** FIDE average perfect performance of opponents (needs ratings) */
  FIDE_APRO = "FIDE_APRO",
  /** FIDE average performance of opponents (needs ratings) */
  FIDE_APPO = "FIDE_APPO",
}

/**
 * The US Chess median tiebreak of each player: opponents' scores with the highest and/or lowest dropped.
 * @customfunction TIEBREAK_MEDIAN
 * @param results The wallchart: one row per player in pairing-number order, one column per round (W12, L3, D7, B, H, U ...).
 * @param [variant] MODIFIED (default) or MEDIAN.
 * @returns One tiebreak value per player.
 * @remarks
 * US Chess Median tiebreak: opponents' adjusted scores with the highest and/or lowest dropped.
 * MODIFIED (default): an even score drops highest and lowest, a plus score the lowest, a minus score
 * the highest. MEDIAN: always drops highest and lowest. With 9 or more rounds two are dropped at each
 * end.
 * @requiresParameterAddresses
 */
export function tiebreakMedian(results: any[][], variant?: MedianVariant, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.tiebreakMedian(results, variant),
    invocation,
    { results, variant },
  );
}

/**
 * One tiebreak for every player: a US Chess 34E or FIDE C.07 system.
 * @customfunction TIEBREAK
 * @param results The wallchart: one row per player in pairing-number order, one column per round (W12, L3, D7, X5, F5, B, H, U ...).
 * @param [system] The tiebreak system, e.g. SOLKOFF or FIDE_BH_C1 (case and spaces do not matter); default MODIFIED_MEDIAN.
 * @param [ratings] One rating per player, in the same row order; needed by ARO, PERFORMANCE and the FIDE rating systems.
 * @param [rules] FIDE options: 2023 or 2026 (or a start date; default 2026), RR or SWISS (default: detected), UNRATED 1400.
 * @returns One tiebreak value per player.
 * @remarks
 * **rules**: 2023 or 2026, or the start date (the C.07 version in force that day; default 2026); RR for
 * a round robin (default: detected), SWISS; UNRATED 1400 (the rating of unrated players). A cut or
 * median modifier is written after the code; AutoComplete lists the plain codes.
 *
 * One tiebreak for every player. US Chess 34E systems (an opponent's unplayed game counts ½, the
 * player's own unplayed rounds count as opponents with 0): MODIFIED_MEDIAN (default), MEDIAN, SOLKOFF,
 * CUMULATIVE, OPP_CUMULATIVE, SONNEBORN_BERGER, KASHDAN, MOST_BLACKS, HEAD_TO_HEAD (among the players
 * on the same score), ARO and PERFORMANCE (need ratings). FIDE C.07 systems with FIDE's rules for
 * unplayed rounds (2026 rules unless told otherwise): FIDE_BH, FIDE_FB, FIDE_AOB, FIDE_SB, FIDE_KS,
 * FIDE_PS, FIDE_DE (rank among the players on the same score, 1 first), FIDE_WIN, FIDE_WON, FIDE_BPG,
 * FIDE_BWG, FIDE_REP, and with ratings FIDE_ARO, FIDE_TPR, FIDE_PTP, FIDE_APRO, FIDE_APPO; modifiers
 * _C1, _C2 … (cut), _M1 … (median) as C.07 allows (FIDE_BH_C3, FIDE_SB_C1, FIDE_ARO_M1, FIDE_PS_C1),
 * FIDE_KS_L60 / _LP1 / _LM1 (Koya's limit). Points come as decimals (2.5), counts and ratings as whole
 * numbers.
 * @requiresParameterAddresses
 */
export function tiebreak(results: any[][], system?: TiebreakSystem, ratings?: any[][], rules?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.tiebreak(results, system, ratings, rules),
    invocation,
    { results, system, ratings, rules },
  );
}

/**
 * The standings: Place | # | Name | Score | one column per tiebreak, best first.
 * @customfunction STANDINGS
 * @param results The wallchart: one row per player in pairing-number order, one column per round.
 * @param [names] One name per player, in the same row order (default #1, #2 ...).
 * @param [tiebreaks] A comma list of TIEBREAK systems (one cell, or a row or column of names), or PANAM1954.
 * @param [ratings] One rating per player; needed only when the list holds ARO, PERFORMANCE or a FIDE rating system.
 * @param [rules] FIDE options: 2023 or 2026 (or the start date; default 2026), RR or SWISS (default: detected), UNRATED 1400.
 * @param [headers] TRUE (default) for the heading row, FALSE for none (for FILTER, XLOOKUP, SORT).
 * @returns The standings table, header row first.
 * @remarks
 * The standings: a header row, then Place | # | Name | Score | one column per tiebreak, best first.
 * Places are numbers: players still tied after every tiebreak share the number of the first place
 * they cover (3, 3, then 5, as RANK.EQ). `headers` FALSE leaves the heading row out. Default order MODIFIED_MEDIAN,
 * SOLKOFF, CUMULATIVE, OPP_CUMULATIVE (US Chess), or for a round robin FIDE_SB, FIDE_DE, FIDE_WIN,
 * FIDE_KS (C.07); PANAM1954 gives the 1954 order (Sonneborn-Berger, the game between the tied, wins
 * against higher finishers, losses to lower finishers; players who quit placed by score, the first to
 * quit last).
 * @requiresParameterAddresses
 */
export function standings(
  results: any[][],
  names?: any[][],
  tiebreaks?: any[][],
  ratings?: any[][],
  rules?: any[][],
  headers?: boolean,
  invocation?: CustomFunctions.Invocation,
): any[][] {
  return host(
    () => impl.standings(results, names, tiebreaks, ratings, rules, headers),
    invocation,
    { results, names, tiebreaks, ratings, rules, headers },
  );
}

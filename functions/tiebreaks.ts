/* Tiebreak custom functions. Each function is defined once here: this JSDoc is Excel's metadata
   (custom-functions-metadata-plugin) and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host } from "./host";
import * as tiebreaks from "../src/grid/functions/tiebreaks";

/**
 * US Chess Median tiebreak: opponents' adjusted scores with the highest and/or lowest dropped.
 * MODIFIED (default): an even score drops highest and lowest, a plus score the lowest, a minus score the highest.
 * MEDIAN: always drops highest and lowest. With 9 or more rounds two are dropped at each end.
 * @customfunction TIEBREAK_MEDIAN
 * @param results The wallchart: one row per player in pairing-number order, one column per round (W12, L3, D7, B, H, U ...).
 * @param [variant] MODIFIED (default) or MEDIAN.
 * @returns One tiebreak value per player.
 */
export function tiebreakMedian(results: any[][], variant?: string): any[][] {
  return host(() => tiebreaks.tiebreakMedian(results, variant));
}

/* Custom functions for the seeds' smaller rules: Swiss minimum rounds (1954), time controls, the ACF
   rateable-event rule. Each function is defined once here: this JSDoc is Excel's metadata and,
   through scripts/gen-sheets-functions.js, Sheets' help. */
import { host } from "./host";
import * as impl from "../src/grid/functions/rules";

/**
 * The fewest Swiss rounds that decide the top places correctly (the 1954 Pan American table).
 * @customfunction SWISS_MIN_ROUNDS
 * @param players Number of players; a range gives one answer per cell.
 * @param [places] Number of top places (prizes) to decide correctly (default 1).
 * @returns Rounds, or "-" (a range of players: one per cell).
 * @remarks
 * Minimum rounds of a Swiss to decide the top places correctly (the 1954 Pan American rules' table: R
 * = 3.4 log10(players) + places + 2, per band). "-" where a Swiss cannot (play a round robin).
 * @requiresParameterAddresses
 */
export function swissMinRounds(players: any[][], places?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.swissMinRoundsFn(players, places),
    invocation,
    { players, places },
  );
}

/**
 * The longest likely game for a time control, in minutes (60 moves each, with increments or delays).
 * @customfunction TIME_CONTROL_MINUTES
 * @param text A time control such as G/90+30, G/45 d5, 40/90 SD/30 or 90+30; a range gives one value per cell.
 * @returns Minutes.
 * @remarks
 * The longest likely game for a time control, in minutes: both players use all their time over 60
 * moves, with the increment or delay on every move (G/90+30 about 240, G/45 d5 about 100, 40/90 SD/30
 * 240).
 *
 * **text** may also be several controls (40/120 20/60 G/30) or words: "40 moves in 90 minutes, then
 * …".
 * @requiresParameterAddresses
 */
export function timeControlMinutes(text: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.timeControlMinutesFn(text),
    invocation,
    { text },
  );
}

/**
 * Whether a time control may be ACF rated under the April 1994 rule.
 * @customfunction ACF_RATEABLE
 * @param timeControl A time control such as 40/90 SD/30 or G/60. A range gives one value per cell.
 * @returns TRUE or FALSE.
 * @remarks
 * Whether a time control may be ACF rated under the April 1994 rule: the first control allows at least
 * two minutes a move and ends no earlier than move 30, or the game is sixty-minute (rapid) chess with
 * at least 60 minutes for all moves.
 * @requiresParameterAddresses
 */
export function acfRateable(timeControl: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.acfRateableFn(timeControl),
    invocation,
    { timeControl },
  );
}

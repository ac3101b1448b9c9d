/* Club ladder custom functions. Each function is defined once here: this JSDoc is Excel's metadata
   (custom-functions-metadata-plugin) and, through scripts/gen-sheets-functions.js, Sheets' help. */
import { host } from "./host";
import * as impl from "../src/grid/functions/ladder";

/**
 * A club ladder rebuilt from its log of games: challenge, rating or points ladder, by the club's settings.
 * @customfunction LADDER
 * @param players The starting ladder, top first: one name per row (rating ladders: a rating in the next column, blank = START).
 * @param games The log, oldest first: date | challenger | defender | result.
 * @param [settings] The club's settings, two columns name | value (TYPE, RANGE, WIN, DRAW …; see the help page).
 * @returns Position | Name, plus Rating (rating ladders) or Points (points ladders), top first.
 * @remarks
 * A club ladder rebuilt from its log of games. Challenge ladders (default) move places by the club's
 * rules; rating ladders order by a club rating (Elo, or the 1994 ACF per-game rule); points ladders
 * add up points. Log results are from the challenger's side: 1-0, 0-1, ½-½ (also 1, 0, 0.5, 1/2-1/2),
 * or REFUSED / NOSHOW when the defender would not or did not play (a loss FORFEIT_DAYS days later).
 * Dates: date cells or ISO text (2025-03-01). A row whose first cell starts with ~ is struck out.
 *
 * **settings**: TYPE (CHALLENGE, RATING, POINTS), RANGE (3 or ANY), WIN (TAKE, SWAP, ONE_ABOVE), DRAW
 * (NONE, BELOW_DEFENDER, UP_ONE), DEFEND, COOLDOWN, INACTIVE_DAYS, INACTIVE_DROP, FORFEIT_DAYS, ENTRY
 * (BOTTOM, CHALLENGE, CLOSED), K (32 or ACF), START; points ladders WIN, DRAW, LOSS, PLAYED.
 * @requiresParameterAddresses
 */
export function ladder(players: any[][], games: any[][], settings?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.ladder(players, games, settings),
    invocation,
    { players, games, settings },
  );
}

/**
 * Whom a player may challenge now on the ladder (up to RANGE places above, less any COOLDOWN).
 * @customfunction LADDER_CHALLENGES
 * @param ladder The ladder, top first: names, or the result of LADDER (Position | Name | ...).
 * @param player The challenger's name (a newcomer is placed where ENTRY puts them).
 * @param [settings] The ladder's settings block (name | value), as for LADDER.
 * @param [games] The log (date | challenger | defender | result), to honour COOLDOWN.
 * @returns One column of names, nearest first; blank when there is nobody to challenge.
 * @remarks
 * Whom a player may challenge now on a challenge ladder: up to RANGE places above, less anyone
 * COOLDOWN still rules out (pass the log for that). On rating and points ladders: anyone else.
 * @requiresParameterAddresses
 */
export function ladderChallenges(ladder: any[][], player: string, settings?: any[][], games?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.ladderChallenges(ladder, player, settings, games),
    invocation,
    { ladder, player, settings, games },
  );
}

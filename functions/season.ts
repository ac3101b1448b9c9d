import { host } from "./host";
import * as impl from "../src/grid/functions/season";

/**
 * A Grand Prix season in formulas: each player's total of the best scores over the events, and the place.
 * @customfunction SEASON
 * @param points Points per player and event: one row per player, one column per event; blank = not played.
 * @param [best] How many scores count (default 7, the ACF Grand Prix rule).
 * @returns Two columns per player: the total of the best scores, and the place, a number (equal totals share the first place they cover).
 * @remarks
 * A Grand Prix season kept in formulas: for each player (row) the total of the best scores over the
 * events (columns) and the place.
 * @requiresParameterAddresses
 */
export function season(points: any[][], best?: any, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.seasonFn(points, best),
    invocation,
    { points, best },
  );
}

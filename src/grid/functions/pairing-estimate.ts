/**
 * SWISS_PAIR's work estimate: a custom function that would run past its host's limit is refused
 * at once, with a sentence that sends the user to the pane's "Pair next round", saying what is true
 * on each host (issue 28: in Excel the pane shares the functions' runtime, so it has no longer limit
 * there; Apps Script gives a menu's script 6 minutes), instead of ending in a timeout after 30 seconds.
 */
import { fail } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { estimatePairing, type PairingEstimate } from "../../core/pairing/estimate";
import type { PairingSystem } from "../../core/pairing/types";

/** Google Sheets stops a custom function after 30 s; Excel's shared runtime has no stated limit but
 * freezes the workbook meanwhile, so the same limit serves both. */
export const CUSTOM_FUNCTION_LIMIT_MS = 30_000;
/** Apps Script runs pairing code several times slower than Node (the estimate's rates). */
export const HOST_SLOWDOWN = 5;
/** Refuse when the estimate passes half the limit: estimates are rough. */
export const SAFETY = 0.5;

/** The longest a pairing may be estimated to take on Node, in ms (3 s). */
export const CUSTOM_FUNCTION_BUDGET_MS = (CUSTOM_FUNCTION_LIMIT_MS * SAFETY) / HOST_SLOWDOWN;

/** The sentence a refused SWISS_PAIR shows. */
export function tooLongMessage(system: PairingSystem, e: PairingEstimate): string {
  const seconds = Math.max(1, Math.round((e.ms * HOST_SLOWDOWN) / 1000));
  return (
    `SWISS_PAIR: pairing ${e.players.toLocaleString("en")} players by the ${system} system takes too long ` +
    `for a worksheet function (about ${seconds} s here; a function may take ${CUSTOM_FUNCTION_LIMIT_MS / 1000} s). ` +
    'Use "Pair next round" in the Wallchart pane instead: in Google Sheets (Wallchart menu › Pair next round) it runs ' +
    "as a script, which may take 6 minutes; in Excel it pairs once, when you press it, not at every recalculation " +
    "(Excel may pause while a large round is paired)."
  );
}

/**
 * Refuses (OUT_OF_RANGE, before any pairing work) when pairing the next round of `t` by `system`
 * is estimated to run past the custom-function limit.
 *
 * @example
 * refuseLongPairing(t2000, "DUTCH") // throws: … Use "Pair next round" in the Wallchart pane …
 * refuseLongPairing(t100, "DUTCH") // returns the estimate (about 10 ms)
 */
export function refuseLongPairing(t: Tournament, system: PairingSystem): PairingEstimate {
  const e = estimatePairing(t, system);
  if (e.ms > CUSTOM_FUNCTION_BUDGET_MS) fail("OUT_OF_RANGE", tooLongMessage(system, e));
  return e;
}

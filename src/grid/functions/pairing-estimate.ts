/**
 * SWISS_PAIR's work estimate: a custom function that would run past its host's limit is refused
 * at once, with a sentence that sends the user to the pane's "Pair next round", saying what is true
 * on each host (issue 28: in Excel the pane pairs in a Web Worker, taskpane/off-thread.ts, off the
 * thread the functions share, but under no longer limit of its own; Apps Script gives a menu's script
 * 6 minutes), instead of ending in a timeout after 30 seconds.
 */
import { fail } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import {
  CHECK_START_MS,
  WARM_ROUND_SHARE,
  checkRoundMs,
  coldStartMs,
  estimateFromGroups,
  estimatePairing,
  type PairingEstimate,
} from "../../core/pairing/estimate";
import { score } from "../../core/model/points";
import type { PairingSystem } from "../../core/pairing/types";
import { roundsPaired } from "../../core/model/tournament";

/** Google Sheets stops a custom function after 30 s; Excel's shared runtime has no stated limit but
 * freezes the workbook meanwhile, so the same limit serves both. */
export const CUSTOM_FUNCTION_LIMIT_MS = 30_000;
/** Apps Script runs pairing code several times slower than Node (the estimate's rates). */
export const HOST_SLOWDOWN = 5;
/**
 * The share of the limit an estimate may take. The margin is in the estimate itself (issue 31,
 * item 4, docs/performance.md "The estimate"): it is an upper bound of every case measured in
 * Sheets' conditions — the built bundle in a fresh Node vm, its first call — on a loaded machine,
 * where the same work takes 1.3–2 times its idle CPU time, and most cases take well under it.
 */
export const SAFETY = 1;

/** The longest a pairing may be estimated to take on Node (in a vm, cold), in ms (6 s). */
export const CUSTOM_FUNCTION_BUDGET_MS = (CUSTOM_FUNCTION_LIMIT_MS * SAFETY) / HOST_SLOWDOWN;

/** The sentence a refused SWISS_PAIR shows. */
export function tooLongMessage(system: PairingSystem, e: PairingEstimate): string {
  const seconds = Math.max(1, Math.round((e.ms * HOST_SLOWDOWN) / 1000));
  return (
    `SWISS_PAIR: pairing ${e.players.toLocaleString("en")} players by the ${system} system takes too long ` +
    `for a worksheet function (about ${seconds} s here; a function may take ${CUSTOM_FUNCTION_LIMIT_MS / 1000} s). ` +
    'Use "Pair next round" in the Wallchart pane instead: in Google Sheets (Wallchart menu › Pair next round) it runs ' +
    "as a script, which may take 6 minutes; in Excel it pairs once, when you press it, not at every recalculation, " +
    "and in the background (a Web Worker), so Excel and its functions keep working while a large round is paired."
  );
}

/**
 * Refuses (OUT_OF_RANGE, before any pairing work) when pairing the next round of `t` by `system`
 * is estimated to run past the custom-function limit.
 *
 * @example
 * refuseLongPairing(t2000, "DUTCH") // throws: … Use "Pair next round" in the Wallchart pane …
 * refuseLongPairing(t100, "DUTCH") // returns the estimate (about 820 ms, mostly the cold start)
 */
export function refuseLongPairing(t: Tournament, system: PairingSystem): PairingEstimate {
  const e = estimatePairing(t, system);
  if (e.ms > CUSTOM_FUNCTION_BUDGET_MS) fail("OUT_OF_RANGE", tooLongMessage(system, e));
  return e;
}

/**
 * CHECK_PAIRINGS' estimate on Node (ms): one cold start (the engine's and its own), then for every round checked (all, or
 * `only`) its pairing from the score groups before it (each after the first at `WARM_ROUND_SHARE`
 * of its cold estimate) and the check's own work on it.
 */
export function estimateCheck(t: Tournament, system: PairingSystem, only?: number): PairingEstimate {
  const rounds = roundsPaired(t);
  let ms = coldStartMs(system) + CHECK_START_MS;
  for (let r = only ?? 1; r <= (only ?? rounds); r++) {
    // The round as the engine saw it: every player still in, grouped by the score before it.
    const byScore = new Map<number, number>();
    for (const p of t.players) {
      if (p.withdrawn) continue;
      const s = score(p, r - 1);
      byScore.set(s, (byScore.get(s) ?? 0) + 1);
    }
    const groups = [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, count]) => count);
    const round = estimateFromGroups(system, groups, r - 1);
    ms += round.ms * (r === (only ?? 1) ? 1 : WARM_ROUND_SHARE) + checkRoundMs(round.players);
  }
  return { players: t.players.length, ms };
}

/**
 * CHECK_PAIRINGS pairs every round again (or the one round asked for): its estimate is one cold
 * start and the sum of each round's pairing (the score groups before it, as `estimateFromGroups`
 * weighs them) and its own work on the round (`checkRoundMs`). Refuses (OUT_OF_RANGE, before any work) when that passes the custom-function budget,
 * sending the director to the pane's Check pairings (issue 27: 1,000 players by DUTCH ran 50–64 s in
 * Sheets, which stops at 30 s).
 * @example refuseLongCheck(t1000, "DUTCH") // throws: CHECK_PAIRINGS: checking 7 rounds of 1,000 players …
 */
export function refuseLongCheck(t: Tournament, system: PairingSystem, only?: number): PairingEstimate {
  const rounds = roundsPaired(t);
  const e = estimateCheck(t, system, only);
  const ms = e.ms;
  if (ms > CUSTOM_FUNCTION_BUDGET_MS) {
    const seconds = Math.max(1, Math.round((ms * HOST_SLOWDOWN) / 1000));
    fail(
      "OUT_OF_RANGE",
      `CHECK_PAIRINGS: checking ${only === undefined ? `${rounds} rounds` : `round ${only}`} of ${e.players.toLocaleString("en")} players by the ${system} system ` +
        `takes too long for a worksheet function (about ${seconds} s here; a function may take ${CUSTOM_FUNCTION_LIMIT_MS / 1000} s). ` +
        (only === undefined && rounds > 1 ? "Check one round at a time (the round argument), or use" : "Use") +
        ' "Check pairings" in the Wallchart pane (in Google Sheets: Wallchart menu › Open sidebar, where it runs as a script with 6 minutes).',
    );
  }
  return e;
}

/**
 * SWISS_PAIR's and CHECK_PAIRINGS' work estimate: a custom function that would run past its host's
 * limit is refused at once, with a sentence that sends the user to the pane's "Pair next round",
 * saying what is true on that host (issue 28: in Excel the pane pairs in a Web Worker,
 * taskpane/off-thread.ts, off the thread the functions share, but under no longer limit of its own;
 * Apps Script gives a menu's script 6 minutes), instead of ending in a timeout after 30 seconds. The
 * host says which engine pairs there and what its budget is (`PairingHost`, issue 31, item 4).
 */
import { fail } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import {
  checkRoundMs,
  checkStartMs,
  coldStartMs,
  estimateFromGroups,
  estimatePairing,
  warmRoundShare,
  type EstimateEngine,
  type PairingEstimate,
} from "../../core/pairing/estimate";
import { score } from "../../core/model/points";
import type { PairingSystem } from "../../core/pairing/types";
import { roundsPaired } from "../../core/model/tournament";

/** Google Sheets stops a custom function after 30 s (developers.google.com/apps-script/guides/sheets/functions). */
export const CUSTOM_FUNCTION_LIMIT_MS = 30_000;
/** Apps Script runs pairing code several times slower than Node (the TypeScript estimate's rates). */
export const HOST_SLOWDOWN = 5;
/**
 * The share of the limit an estimate may take. The margin is in the estimate itself (issue 31,
 * item 4, docs/performance.md "The estimate"): it is an upper bound of every case measured in
 * Sheets' conditions — the built bundle in a fresh Node vm, its first call — on a loaded machine,
 * where the same work takes 1.3–2 times its idle CPU time, and most cases take well under it.
 */
export const SAFETY = 1;

/** The longest a pairing may be estimated to take on Node (in a vm, cold) for Sheets, in ms (6 s). */
export const CUSTOM_FUNCTION_BUDGET_MS = (CUSTOM_FUNCTION_LIMIT_MS * SAFETY) / HOST_SLOWDOWN;

/**
 * Excel's budget, in ms of the estimate (Excel's V8 runs the engine as Node's does: no slowdown).
 * In the shared runtime a custom function runs on the page's thread, the thread the pane and every
 * other CHESS function share ("When using the shared runtime, custom functions block the UI of your
 * Office Add-in when they run": Microsoft's sample "Custom functions using web workers",
 * OfficeDev/Office-Add-in-samples, Excel-custom-functions/web-worker), and Office restarts an add-in
 * whose page stops answering for about 5 seconds (issue 28; docs/taskpane.md, why the pane pairs in
 * a Web Worker, taskpane/off-thread.ts). A director's computer may take twice this machine's time
 * (issue 28: a round that took 2.5 s here could pass 5 s on a slower PC), so a call may be
 * estimated at half the 5 s. The estimate is itself an upper bound of cold first calls on this
 * machine under load. (Office's CPU alert, a core above 90 % in three 5-second samples —
 * learn.microsoft.com/office/dev/add-ins/concepts/resource-limits-and-performance-optimization —
 * comes later and so sets no tighter bound.)
 */
export const EXCEL_LIMIT_MS = 5_000;
/** A director's computer against the one the rates were fitted on (issue 28's factor). */
export const EXCEL_SLOWER_PC = 2;
export const EXCEL_BUDGET_MS = EXCEL_LIMIT_MS / EXCEL_SLOWER_PC;

/**
 * Where a pairing function runs, as its estimate needs it: which engine pairs there (the
 * WebAssembly one where the binary compiles, the TypeScript one elsewhere), the most its estimate
 * may be, and how much slower than Node the host runs it (the seconds the refusal shows). Decided by
 * the host's own code (functions/host.ts for Excel, src/sheets/host.ts for Sheets) and passed in.
 */
export interface PairingHost {
  readonly host: "excel" | "sheets";
  readonly engine: EstimateEngine;
  /** The longest a call may be estimated to take, in ms of the estimate. */
  readonly budgetMs: number;
  /** The host's time per ms of the estimate. */
  readonly slowdown: number;
}

/** Google Sheets: the Sheets bundle carries no WebAssembly (src/core/matching/wasm/no-binary.ts). */
export const SHEETS_HOST: PairingHost = {
  host: "sheets",
  engine: "typescript",
  budgetMs: CUSTOM_FUNCTION_BUDGET_MS,
  slowdown: HOST_SLOWDOWN,
};

/** Excel, with the engine that will pair there (the WebAssembly one wherever it compiles). */
export function excelHost(engine: EstimateEngine): PairingHost {
  return { host: "excel", engine, budgetMs: EXCEL_BUDGET_MS, slowdown: 1 };
}

/** "about 7 s here; …": the host's seconds and the limit that makes them too long there. */
function tooLongHere(where: PairingHost, ms: number): string {
  const seconds = Math.max(1, Math.round((ms * where.slowdown) / 1000));
  return where.host === "sheets"
    ? `about ${seconds} s here; a function may take ${CUSTOM_FUNCTION_LIMIT_MS / 1000} s`
    : `about ${seconds} s here, while the pane and the other functions wait; ` +
        `Office restarts an add-in that stops answering for about ${EXCEL_LIMIT_MS / 1000} s, and a slower computer may take twice as long`;
}

/** The sentence a refused SWISS_PAIR shows: what is true on the host it runs in. */
export function tooLongMessage(system: PairingSystem, e: PairingEstimate, where: PairingHost): string {
  return (
    `SWISS_PAIR: pairing ${e.players.toLocaleString("en")} players by the ${system} system takes too long ` +
    `for a worksheet function (${tooLongHere(where, e.ms)}). ` +
    (where.host === "sheets"
      ? "Use Wallchart menu › Pair next round instead: it runs as a script, which may take 6 minutes."
      : 'Use "Pair next round" in the Wallchart pane instead: it pairs once, when you press it, not at every recalculation, ' +
        "and in the background (a Web Worker), so Excel and its functions keep working while a large round is paired.")
  );
}

/**
 * Refuses (OUT_OF_RANGE, before any pairing work) when pairing the next round of `t` by `system`
 * is estimated to run past `where`'s budget.
 *
 * @example
 * refuseLongPairing(t2000, "DUTCH", SHEETS_HOST) // throws: … Use Wallchart menu › Pair next round instead …
 * refuseLongPairing(t1500, "DUTCH", excelHost("wasm")) // returns the estimate (round 6: about 1,900 ms)
 * refuseLongPairing(t2000, "DUTCH", excelHost("wasm")) // throws (round 6: about 4,200 ms, past Excel's 2,500)
 */
export function refuseLongPairing(t: Tournament, system: PairingSystem, where: PairingHost): PairingEstimate {
  const e = estimatePairing(t, system, where.engine);
  if (e.ms > where.budgetMs) fail("OUT_OF_RANGE", tooLongMessage(system, e, where));
  return e;
}

/**
 * CHECK_PAIRINGS' estimate (ms): one cold start (the engine's and its own), then for every round
 * checked (all, or `only`) its pairing from the score groups before it (each after the first at
 * the engine's `warmRoundShare` of its cold estimate) and the check's own work on it.
 */
export function estimateCheck(
  t: Tournament,
  system: PairingSystem,
  engine: EstimateEngine,
  only?: number,
): PairingEstimate {
  const rounds = roundsPaired(t);
  let ms = coldStartMs(system, engine) + checkStartMs(engine);
  for (let r = only ?? 1; r <= (only ?? rounds); r++) {
    // The round as the engine saw it: every player still in, grouped by the score before it.
    const byScore = new Map<number, number>();
    for (const p of t.players) {
      if (p.withdrawn) continue;
      const s = score(p, r - 1);
      byScore.set(s, (byScore.get(s) ?? 0) + 1);
    }
    const groups = [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, count]) => count);
    const round = estimateFromGroups(system, groups, r - 1, engine);
    ms += round.ms * (r === (only ?? 1) ? 1 : warmRoundShare(engine)) + checkRoundMs(round.players, engine);
  }
  return { players: t.players.length, ms };
}

/**
 * CHECK_PAIRINGS pairs every round again (or the one round asked for): its estimate is one cold
 * start and the sum of each round's pairing (the score groups before it, as `estimateFromGroups`
 * weighs them) and its own work on the round (`checkRoundMs`). Refuses (OUT_OF_RANGE, before any
 * work) when that passes `where`'s budget, sending the director to the pane's Check pairings
 * (issue 27: 1,000 players by DUTCH ran 50–64 s in Sheets, which stops at 30 s).
 * @example refuseLongCheck(t1000, "DUTCH", SHEETS_HOST) // throws: CHECK_PAIRINGS: checking 7 rounds of 1,000 players …
 */
export function refuseLongCheck(
  t: Tournament,
  system: PairingSystem,
  where: PairingHost,
  only?: number,
): PairingEstimate {
  const rounds = roundsPaired(t);
  const e = estimateCheck(t, system, where.engine, only);
  if (e.ms > where.budgetMs) {
    fail(
      "OUT_OF_RANGE",
      `CHECK_PAIRINGS: checking ${only === undefined ? `${rounds} rounds` : `round ${only}`} of ${e.players.toLocaleString("en")} players by the ${system} system ` +
        `takes too long for a worksheet function (${tooLongHere(where, e.ms)}). ` +
        (only === undefined && rounds > 1 ? "Check one round at a time (the round argument), or use" : "Use") +
        (where.host === "sheets"
          ? ' "Check pairings" in the Wallchart sidebar (Wallchart menu › Open sidebar), where it runs as a script with 6 minutes.'
          : ' "Check pairings" in the Wallchart pane, which checks in the background (a Web Worker) while Excel keeps working.'),
    );
  }
  return e;
}

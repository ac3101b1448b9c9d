/**
 * Progress for a long pairing (issue 16): when "Pair next round" is estimated to take more than a
 * second, the pane says how long and fills its bar over that time. The bar moves by `transform`
 * alone, so the compositor keeps it moving even where the pairing holds the page's thread (Excel
 * and the playground pair in a Web Worker, off-thread.ts, and in the page only without one; Sheets
 * pairs on Google's server, more slowly). Where the worker pairs by the Dutch system, the engine's own
 * count of players reached moves the bar as well (`engineProgress`).
 */
import type { EventStatus } from "../src/workbook/api";
import { estimateFromCounts } from "../src/core/pairing/estimate";
import { HOST_SLOWDOWN } from "../src/grid/functions/pairing-estimate";

/** Below this the ordinary "Pairing the next round…" is enough. */
export const SHOW_FROM_MS = 1000;

/** The estimated time to pair the next round in this host, in ms. */
export function pairingMs(status: EventStatus, host: "excel" | "sheets" | "playground"): number {
  // Sheets pairs on Google's server with the TypeScript engine; Excel and the playground in a worker
  // with the WebAssembly one.
  const engine = host === "sheets" ? "typescript" : "wasm";
  const e = estimateFromCounts(status.settings.system, status.players, status.paired + 1, engine);
  return e.ms * (host === "sheets" ? HOST_SLOWDOWN : 1);
}

/** "Pairing 1,000 players by DUTCH: about 3 s…" */
export function pairingProgressText(status: EventStatus, ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `Pairing ${status.players.toLocaleString("en")} players by ${status.settings.system}: about ${seconds} s…`;
}

/**
 * Sets up the progress box for an action: for a pairing estimated over a second (`status` given),
 * a bar that fills over the estimate and the sentence to show; otherwise the ordinary moving bar
 * and null (the caller shows its own text).
 */
export function pairingProgress(
  status: EventStatus | null,
  box: HTMLElement,
  host: "excel" | "sheets" | "playground",
): string | null {
  const bar = box.querySelector<HTMLElement>(".bar");
  const ms = status === null ? 0 : pairingMs(status, host);
  if (bar === null || status === null || ms < SHOW_FROM_MS) {
    if (bar !== null) bar.removeAttribute("style");
    return null;
  }
  // Fill to 95% over the estimate, from the left; the rest when the pairing is in.
  bar.style.animation = "none";
  bar.style.width = "100%";
  bar.style.transformOrigin = "left";
  bar.style.transform = "scaleX(0)";
  void bar.offsetWidth; // start the transition from zero
  bar.style.transition = `transform ${Math.round(ms)}ms linear`;
  bar.style.transform = "scaleX(0.95)";
  return pairingProgressText(status, ms);
}

/**
 * The engine's own progress (the Dutch system's brackets, sent by the pairing worker, off-thread.ts)
 * moves a bar that `pairingProgress` set going: it shows how many players the brackets have reached,
 * up to 95% (the rest when the pairing is in). The ordinary moving bar (a short pairing) is left alone.
 */
export function engineProgress(box: HTMLElement | null, reached: number, of: number): void {
  const bar = box?.querySelector<HTMLElement>(".bar");
  if (bar === null || bar === undefined || bar.style.transformOrigin !== "left" || !(of > 0)) return;
  const done = Math.min(1, Math.max(0, reached / of)) * 0.95;
  // Where the bar is now (mid-transition: the computed matrix, or the scaleX the engine set last).
  const shown = getComputedStyle(bar).transform;
  const now = Number(/^matrix\(([-\d.e]+)/.exec(shown)?.[1] ?? /scaleX\(([\d.]+)\)/.exec(shown)?.[1] ?? 0);
  // Never backwards: while the estimate's bar is ahead it keeps moving; once the engine is ahead, it leads.
  if (done <= now) return;
  bar.style.transition = "transform 200ms linear";
  bar.style.transform = `scaleX(${done.toFixed(3)})`;
}

/**
 * Sheets' side of the error contract: the core's message, thrown as an Error, shows on the cell.
 * Apps Script tells a custom function its arguments' values, never where they are, so the message
 * names places inside each range ("ratings, row 18": the range's 18th row) as the core wrote them; the
 * generated wrappers pass no invocation (scripts/gen-sheets-functions.js drops Excel's).
 */
import { ChessInputError } from "../core/errors";
import { checkedAnswer } from "../grid/normalize";
import { SHEETS_HOST, type PairingHost } from "../grid/functions/pairing-estimate";

/**
 * Sheets as the pairing functions' estimate sees it: the TypeScript engine (the Sheets bundle is
 * built without the WebAssembly binary) and 30 s at Apps Script's pace (`SHEETS_HOST`).
 */
export function pairingHost(): PairingHost {
  return SHEETS_HOST;
}

/** Runs a custom function; its answer is checked on the way out (`checkedAnswer`). */
export function host<T>(compute: () => T, _invocation?: undefined, _args?: unknown): T {
  try {
    return checkedAnswer(compute());
  } catch (e) {
    if (e instanceof ChessInputError) throw new Error(e.message);
    throw new Error(`Internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Excel answers its one-value functions as a 1 × 1 range so that it tells them their cells
 * (functions/host.ts); Sheets tells no function its cells, so they answer the value itself
 * (scripts/gen-sheets-functions.js declares the wrapper's answer as the element type).
 */
export function hostCell<T>(compute: () => T, _invocation?: undefined, _args?: unknown): T {
  return host(compute);
}

/**
 * Excel runs the pairing functions as cancelable (functions/host.ts); Apps Script has no such kind
 * and wants the answer at once, so here they run as every other function does.
 */
export function hostCancelable<T>(compute: () => T, _invocation?: undefined, _args?: unknown): T {
  return host(compute);
}

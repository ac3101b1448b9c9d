/**
 * Excel's side of the error contract: a ChessInputError from the core becomes a #VALUE! carrying the
 * core's message, or a #N/A where a name looked up is not there (NOT_FOUND): Excel shows a custom
 * message only with those two kinds (custom-functions-errors.md), so an impossible number is a
 * #VALUE! with its sentence rather than a #NUM! without one. Where the function asked Excel where its
 * arguments are (`@requiresParameterAddresses`), the places the message names inside a range
 * ("ratings, row 18") are followed by their cells ("(Sheet1!C19)", src/grid/addresses.ts). Every
 * answer is checked on the way out (`checkedAnswer`): never NaN, Infinity, null or an empty array.
 */
import { ChessInputError } from "../src/core/errors";
import { wasmDriverFor } from "../src/core/matching";
import { placeMessage } from "../src/grid/addresses";
import { checkedAnswer } from "../src/grid/normalize";
import { excelHost, type PairingHost } from "../src/grid/functions/pairing-estimate";

/**
 * Excel as the pairing functions' estimate sees it (issue 31, item 4): the WebAssembly engine
 * wherever its module compiles (the engine's own choice, `wasmDriverFor`: Excel's browser runtimes
 * do), else the TypeScript one, and Excel's budget (`EXCEL_BUDGET_MS`).
 */
export function pairingHost(): PairingHost {
  return excelHost(wasmDriverFor() ? "wasm" : "typescript");
}

/**
 * Runs a custom function. `args` are its arguments by name, in the order Excel lists them, so that
 * `invocation.parameterAddresses[i]` is where `args`' i-th one is.
 */
export function host<T>(compute: () => T, invocation?: CustomFunctions.Invocation, args?: Readonly<Record<string, unknown>>): T {
  try {
    return checkedAnswer(compute());
  } catch (e) {
    if (!(e instanceof ChessInputError))
      throw new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, `Internal error: ${e instanceof Error ? e.message : String(e)}`);
    const addresses = invocation?.parameterAddresses ?? [];
    const placed = Object.entries(args ?? {}).map(([name, value], i) => ({ name, value, address: addresses[i] }));
    const message = placed.length === 0 ? e.message : placeMessage(e.message, placed);
    const code = e.code === "NOT_FOUND" ? CustomFunctions.ErrorCode.notAvailable : CustomFunctions.ErrorCode.invalidValue;
    throw new CustomFunctions.Error(code, message);
  }
}

/**
 * A function of one value (FIDE_RATING_CHANGE, USCF_RATING, ACF_RATING, VCF_QUALIFY) that still names
 * cells: Excel gives a function its arguments' addresses (`@requiresParameterAddresses`) only when its
 * result is a matrix (custom-functions-json.md, "options"), so the value is answered as a 1 × 1 range,
 * which a cell shows and a formula (=B2+…) uses as the value itself. Sheets answers the bare value
 * (src/sheets/host.ts).
 */
export function hostCell<T>(compute: () => T, invocation?: CustomFunctions.Invocation, args?: Readonly<Record<string, unknown>>): T[][] {
  return [[host(compute, invocation, args)]];
}

/**
 * A long function (pairing) run as Excel's cancelable kind (`@cancelable`): the work waits for the
 * next turn of the event loop, so a call that Excel cancels before then (the user edited a cell it
 * reads, or recalculated again: a whole column of SWISS_PAIR formulas queued behind one edit) does no
 * work at all. Once started the engine runs in one piece; Excel then drops a cancelled call's answer.
 */
export function hostCancelable<T>(
  compute: () => T,
  invocation?: CustomFunctions.CancelableInvocation,
  args?: Readonly<Record<string, unknown>>,
): Promise<T> {
  let cancelled = false;
  if (invocation !== undefined && invocation !== null && typeof invocation === "object")
    invocation.onCanceled = () => {
      cancelled = true;
    };
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => {
      if (cancelled) {
        reject(new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, "Cancelled by Excel before it started"));
        return;
      }
      try {
        resolve(host(compute, invocation, args));
      } catch (e) {
        reject(e);
      }
    }, 0);
  });
}

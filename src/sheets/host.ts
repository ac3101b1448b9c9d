/** Sheets' side of the error contract: the core's message, thrown as an Error, shows on the cell. */
import { ChessInputError } from "../core/errors";
import { checkedAnswer } from "../grid/normalize";

/** Runs a custom function; its answer is checked on the way out (`checkedAnswer`). */
export function host<T>(compute: () => T): T {
  try {
    return checkedAnswer(compute());
  } catch (e) {
    if (e instanceof ChessInputError) throw new Error(e.message);
    throw new Error(`Internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

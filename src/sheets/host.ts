/** Sheets' side of the error contract: the core's message, thrown as an Error, shows on the cell. */
import { ChessInputError } from "../core/errors";

export function host<T>(compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (e instanceof ChessInputError) throw new Error(e.message);
    throw new Error(`Internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

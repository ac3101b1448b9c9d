/**
 * Excel's side of the error contract: a ChessInputError from the core becomes a #VALUE! carrying
 * the core's message (Excel shows custom messages only with #VALUE! and #N/A).
 */
import { ChessInputError } from "../src/core/errors";

export function host<T>(compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    const message = e instanceof ChessInputError ? e.message : `Internal error: ${e instanceof Error ? e.message : String(e)}`;
    throw new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
  }
}

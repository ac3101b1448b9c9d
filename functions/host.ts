/**
 * Excel's side of the error contract: a ChessInputError from the core becomes a #VALUE! carrying
 * the core's message (Excel shows custom messages only with #VALUE! and #N/A). Every answer is checked
 * on the way out (`checkedAnswer`): never NaN, Infinity, null or an empty array.
 */
import { ChessInputError } from "../src/core/errors";
import { checkedAnswer } from "../src/grid/normalize";

export function host<T>(compute: () => T): T {
  try {
    return checkedAnswer(compute());
  } catch (e) {
    const message = e instanceof ChessInputError ? e.message : `Internal error: ${e instanceof Error ? e.message : String(e)}`;
    throw new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
  }
}

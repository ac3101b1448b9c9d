/**
 * Results stay results (issue 28, item 1): a Result cell not formatted as text turns a typed `1/2`
 * into a date (Excel stores 46024) and `=`, `+`, `-` into the start of a formula. Every Result column
 * a batch writes on a Round sheet is therefore formatted as text, with an in-cell drop-down of the
 * accepted results (other spellings still go in: Excel's list shows no error alert, Sheets' rule
 * only warns), before anyone types.
 */
import { roundOfSheet } from "./event";
import type { ResultColumn, WriteBatch } from "./port";
import { listRound } from "./rounds";

/** The drop-down's choices: the canonical spellings Enter results reads. */
export const RESULT_CHOICES: readonly string[] = ["1-0", "0-1", "½-½", "1F-0F", "0F-1F", "0F-0F"];

/**
 * The Result columns of the Round sheets a batch writes whole (a block from A1): from the first
 * board's row to the last's.
 * @example resultColumns(pairNextBatch) // [{ sheet: "Round 2", row: 3, col: 7, rows: 8 }]
 */
export function resultColumns(batch: WriteBatch): ResultColumn[] {
  const out: ResultColumn[] = [];
  for (const b of batch.blocks) {
    if (b.row !== 0 || b.col !== 0 || roundOfSheet(b.sheet) === null) continue;
    const listing = listRound(b.values.map((r) => [...r]), []);
    if (listing === null || listing.resultCol < 0 || listing.boards.length === 0) continue;
    const rows = listing.boards.map((x) => x.row);
    const top = Math.min(...rows);
    out.push({ sheet: b.sheet, row: top, col: listing.resultCol, rows: Math.max(...rows) - top + 1 });
  }
  return out;
}

/**
 * Undo, as a general mechanism (issue 11 item 4): an action whose decision is `undo: { label }`
 * leaves, in the same batch, a record of what its batch changed — the old values of every cell it
 * writes, the sheets it adds, the settings it replaces, the sheet that was in front — at the top of
 * an undo log kept in the workbook's settings (so it travels with the file). Undoing pops records and
 * writes their old values back, newest first: the workbook returns to what it was, settings
 * included. The log is split into pieces of at most 8,000 characters (Sheets' document properties
 * hold 9 KB a value); the oldest records are dropped first when it grows past LOG_LIMIT.
 *
 * Cells are restored as values (a formula overwritten by an action comes back as its value; the
 * actions only write over filled cells the director confirmed).
 */
import type { Block, Cell, Snapshot, WriteBatch } from "./port";

export const UNDO_KEY = "wallchart.undo";
const PIECE = 8000;
/** The log's largest size in characters; older records are dropped beyond it. */
export const LOG_LIMIT = 240_000;
const MAX_RECORDS = 40;

/** One undoable step: what to write back to return to the workbook before it. */
export interface UndoRecord {
  /** What the step did, as the pane names it ("Pair round 3", "Enter results of round 2"). */
  readonly label: string;
  /** The round a pairing step paired (undo/re-pair of a round look for it). */
  readonly round?: number;
  /** The old values of every block the step wrote. */
  readonly blocks: readonly Block[];
  /** Sheets the step added. */
  readonly deleteSheets: readonly string[];
  /** Settings the step replaced, with their old texts ("" for a key that was not set). */
  readonly settings: Readonly<Record<string, string>>;
  /** The sheet that was in front. */
  readonly active: string;
  /** Whole columns the step answers for beyond the cells it changed (a round's wallchart column). */
  readonly covers?: readonly { readonly sheet: string; readonly col: number }[];
}

/** The undo log in a snapshot's settings, oldest first (an unreadable log reads as empty). */
export function readLog(settings: Readonly<Record<string, string>>): UndoRecord[] {
  const pieces = Number(settings[UNDO_KEY] ?? "0");
  if (!Number.isInteger(pieces) || pieces <= 0) return [];
  let text = "";
  for (let i = 0; i < pieces; i++) text += settings[`${UNDO_KEY}.${i}`] ?? "";
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as UndoRecord[]) : [];
  } catch {
    return [];
  }
}

/**
 * The settings that store `log`: only the pieces whose text changes (a record added at the end
 * changes the last piece or two, not the 30 before them: each is a round trip to the host's
 * settings), and pieces no longer needed blanked.
 */
export function logSettings(
  log: readonly UndoRecord[],
  before: Readonly<Record<string, string>>,
): Record<string, string> {
  let kept = log.slice(-MAX_RECORDS);
  let text = JSON.stringify(kept);
  while (text.length > LOG_LIMIT && kept.length > 0) {
    kept = kept.slice(1);
    text = JSON.stringify(kept);
  }
  const out: Record<string, string> = {};
  const set = (key: string, value: string): void => {
    if ((before[key] ?? "") !== value) out[key] = value;
  };
  const n = kept.length === 0 ? 0 : Math.ceil(text.length / PIECE);
  for (let i = 0; i < n; i++) set(`${UNDO_KEY}.${i}`, text.slice(i * PIECE, (i + 1) * PIECE));
  const old = Number(before[UNDO_KEY] ?? "0");
  for (let i = n; Number.isInteger(old) && i < old; i++) set(`${UNDO_KEY}.${i}`, "");
  set(UNDO_KEY, String(n));
  return out;
}

/** True for a settings key of the undo log itself. */
export function isLogKey(key: string): boolean {
  return key === UNDO_KEY || key.startsWith(`${UNDO_KEY}.`);
}

/** The record that undoes `batch`, decided on `before`. */
export function recordOf(
  batch: WriteBatch,
  before: Snapshot,
  label: string,
  round?: number,
  covers?: UndoRecord["covers"],
): UndoRecord {
  const added = new Set((batch.addSheets ?? []).filter((s) => !before.sheetNames.includes(s)));
  const blocks: Block[] = batch.blocks
    .filter((b) => !added.has(b.sheet))
    .map((b) => {
      const old = before.sheets[b.sheet] ?? [];
      const values = b.values.map((row, i) => row.map((_, j): Cell => old[b.row + i]?.[b.col + j] ?? null));
      return { sheet: b.sheet, row: b.row, col: b.col, values };
    });
  const settings: Record<string, string> = {};
  for (const key of Object.keys(batch.settings ?? {})) if (!isLogKey(key)) settings[key] = before.settings[key] ?? "";
  return {
    label,
    ...(round === undefined ? {} : { round }),
    blocks,
    deleteSheets: [...added],
    settings,
    active: before.active,
    ...(covers === undefined ? {} : { covers }),
  };
}

/**
 * The batch that undoes `records` (newest last, as in the log): each record's old values written
 * in turn from the newest back, so the oldest one's win; the sheets they added deleted.
 */
export function undoBatch(records: readonly UndoRecord[], snapshot: Snapshot): WriteBatch & { deleteSheets: string[] } {
  const blocks: Block[] = [];
  const settings: Record<string, string> = {};
  const deleteSheets = new Set<string>();
  let activate = snapshot.active;
  for (const r of [...records].reverse()) {
    for (const s of r.deleteSheets) deleteSheets.add(s);
    for (const b of r.blocks) if (!deleteSheets.has(b.sheet)) blocks.push(b);
    Object.assign(settings, r.settings);
    activate = r.active;
  }
  const gone = [...deleteSheets].filter((s) => snapshot.sheetNames.includes(s));
  const front = snapshot.sheetNames.includes(activate) && !deleteSheets.has(activate) ? activate : undefined;
  return {
    blocks: blocks.filter((b) => !deleteSheets.has(b.sheet)),
    settings,
    deleteSheets: gone,
    ...(front === undefined ? {} : { activate: front }),
  };
}

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

/** Bytes of a text in UTF-8 (what Sheets' document-property quota counts). */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Bytes a settings store holds: every key and every value (Sheets counts both against 500 KB). */
export function settingsBytes(settings: Readonly<Record<string, string>>): number {
  let n = 0;
  for (const [k, v] of Object.entries(settings)) n += utf8Bytes(k) + utf8Bytes(v);
  return n;
}

/** JSON with every character past ASCII escaped (\u00e9): its length is its size in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The settings that store `log`: only the pieces whose text changes (a record added at the end
 * changes the last piece or two, not the 30 before them: each is a round trip to the host's
 * settings), and pieces no longer needed blanked. The log is held in bytes (UTF-8, keys included)
 * to `room` (the whole workbook's budget less everything else stored, see `logRoom`) and to
 * LOG_LIMIT; `dropped` counts the oldest records left out to fit.
 */
export function logSettings(
  log: readonly UndoRecord[],
  before: Readonly<Record<string, string>>,
  room: number = LOG_LIMIT,
): Record<string, string> & { readonly [DROPPED]?: number } {
  let kept = log.slice(-MAX_RECORDS);
  const limit = Math.min(LOG_LIMIT, room);
  const size = (text: string): number => text.length + Math.ceil(text.length / PIECE) * (UNDO_KEY.length + 4);
  let text = asciiJson(kept);
  while (size(text) > limit && kept.length > 0) {
    kept = kept.slice(1);
    text = asciiJson(kept);
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
  const dropped = log.length - kept.length;
  if (dropped > 0) Object.defineProperty(out, DROPPED, { value: dropped, enumerable: false });
  return out;
}

/** Where `logSettings` says how many old records it left out (not a setting: not enumerable). */
export const DROPPED = Symbol("dropped");

/**
 * Bytes all of Wallchart's document properties may hold in one workbook: Sheets allows 500 KB for
 * the whole store (keys and values); 40 KB are kept free for the settings and fingerprints.
 */
export const STORE_BUDGET = 460_000;

/**
 * The room this section's undo log has: the workbook-wide budget less every byte stored that is not
 * this log (`total` is the size of the whole store as the port read it; other sections' logs count).
 */
export function logRoom(settings: Readonly<Record<string, string>>, total: number | undefined): number {
  if (total === undefined) return LOG_LIMIT;
  // This log's own keys only (a section's keys carry "@section" in the whole store).
  const mine = (k: string): boolean => k === UNDO_KEY || /^wallchart\.undo\.\d+$/.test(k);
  const own = settingsBytes(Object.fromEntries(Object.entries(settings).filter(([k]) => mine(k))));
  return Math.max(0, STORE_BUDGET - (total - own));
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

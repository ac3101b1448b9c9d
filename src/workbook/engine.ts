/**
 * Runs an action against a port: read, decide (a pure function of what was read), check that no
 * filled cell is overwritten unconfirmed, write one batch. The same steps on every host; only the
 * driver differs (Apps Script's calls return at once, Excel's and the playground's return promises).
 *
 * Nothing a user typed is lost: every cell a batch would change that holds something else is listed
 * in a "confirm" outcome and nothing is written, unless the caller passes exactly those cells back
 * (with the values they held) in `confirmed`. A sheet Wallchart generated itself (the Standings) and
 * nobody has changed since is rewritten without asking: its fingerprint is kept in the settings.
 */
import { parseBoardResult } from "../core/formats/results";
import { parseCell } from "../core/formats/wallchart";
import { ChessInputError } from "../core/errors";
import { done, type Outcome, type Overwrite } from "./outcome";
import { DROPPED, logRoom, logSettings, readLog, recordOf } from "./undo";
import { RESULT_CHOICES, resultColumns } from "./result-cells";
import {
  isBlankCell,
  isChangedSinceRead,
  isUndoFailure,
  nextRevision,
  REVISION_KEY,
  sheetA1,
  type AsyncWorkbookPort,
  type Cell,
  type Grid,
  type ReadRequest,
  type Snapshot,
  type SyncWorkbookPort,
  type WriteBatch,
} from "./port";

/** A decision: the answer, and the writes that make it true. */
export interface Decision {
  readonly outcome: Outcome;
  readonly batch?: WriteBatch;
  /** Sheets in the batch that Wallchart generates whole (their fingerprint is remembered). */
  readonly generated?: readonly string[];
  /**
   * Cells (sheet-qualified A1) this batch clears or shortens because their content was used up in
   * the same batch (a bye request that became the round's bye: `H3 H5` becomes `H5`): asks nobody.
   */
  readonly consumed?: readonly string[];
  /**
   * Things that look wrong but need not stop the action (a name typed twice, a rating that is not a
   * number), each naming its cell: the director is asked once and may go on (`acknowledged`).
   */
  readonly warnings?: readonly string[];
  /** The question asked with the warnings, when "N things look wrong" is not it ("Undo round 3's pairing?"). */
  readonly question?: string;
  /**
   * The undo log (src/workbook/undo.ts): `label` records this batch as one undoable step; `pop`
   * first takes that many records off the top (they are being undone); `clear` empties the log (the
   * event was replaced: older steps no longer apply).
   */
  readonly undo?: {
    readonly label?: string;
    readonly round?: number;
    /** Whole columns this step answers for (see UndoRecord.covers). */
    readonly covers?: readonly { readonly sheet: string; readonly col: number }[];
    readonly pop?: number;
    /** Positions in the log (0 = oldest) of the records being undone, when they are not simply the top ones. */
    readonly remove?: readonly number[];
    readonly clear?: boolean;
  };
}

/** The decision needs more sheets than were read (named after seeing the first read). */
export interface More {
  readonly more: readonly string[];
}

/** Arguments every action accepts. */
export interface BaseArgs {
  /** The overwrites the user agreed to, as a "confirm" outcome listed them. */
  readonly confirmed?: readonly Pick<Overwrite, "cell" | "was">[];
  /** The warnings the user read and chose to go on despite, as a "confirm" outcome listed them. */
  readonly acknowledged?: readonly string[];
}

export interface Action<A extends BaseArgs, C> {
  readonly name: string;
  /** What to read first. */
  reads(args: A): ReadRequest;
  /** The decision, from what was read only. */
  decide(snapshot: Snapshot, args: A, context: C): Decision | More;
}

/** Settings key holding the fingerprints of generated sheets. */
export const GENERATED_KEY = "wallchart.generated";

/** Text of a cell for comparing and showing: blank "", numbers as written. */
export function cellString(v: Cell | undefined): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.trim();
  return String(v);
}

/** A short, stable fingerprint of a grid's text (trailing blanks ignored). FNV-1a, 32 bits. */
export function fingerprint(grid: readonly (readonly Cell[])[]): string {
  const rows = grid.map((r) => {
    const t = r.map(cellString);
    while (t.length > 0 && t[t.length - 1] === "") t.pop();
    return t.join("\u0001");
  });
  while (rows.length > 0 && rows[rows.length - 1] === "") rows.pop();
  let h = 0x811c9dc5;
  const s = rows.join("\u0002");
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

function generatedPrints(snapshot: Snapshot): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(snapshot.settings[GENERATED_KEY] ?? "{}");
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Every filled cell the batch would change, except in untouched generated sheets. */
export function overwrites(snapshot: Snapshot, batch: WriteBatch, consumed: readonly string[] = []): Overwrite[] {
  const prints = generatedPrints(snapshot);
  const used = new Set(consumed);
  const added = new Set(batch.addSheets ?? []);
  const out: Overwrite[] = [];
  for (const block of batch.blocks) {
    const width = block.values[0]?.length ?? 0;
    if (width === 0 || block.values.some((r) => r.length !== width))
      throw new Error(`internal: a block for ${block.sheet} is not a rectangle`);
    if (added.has(block.sheet)) continue;
    const grid = snapshot.sheets[block.sheet];
    if (grid === undefined) throw new Error(`internal: ${block.sheet} written without being read`);
    if (prints[block.sheet] !== undefined && prints[block.sheet] === fingerprint(grid)) continue;
    block.values.forEach((row, i) =>
      row.forEach((v, j) => {
        const old = grid[block.row + i]?.[block.col + j];
        if (isBlankCell(old ?? null)) return;
        if (cellString(old) === cellString(v)) return;
        const cell = sheetA1(block.sheet, block.row + i, block.col + j);
        if (used.has(cell)) return;
        out.push({ cell, was: cellString(old), becomes: cellString(v) });
      }),
    );
  }
  return out;
}

function confirmedAll(list: readonly Overwrite[], confirmed: BaseArgs["confirmed"]): boolean {
  if (list.length === 0) return true;
  if (confirmed === undefined) return false;
  const ok = new Set(confirmed.map((c) => `${c.cell}\u0000${c.was}`));
  return list.every((o) => ok.has(`${o.cell}\u0000${o.was}`));
}

/** The sheet of a sheet-qualified cell ("'Round 3'!H5" → "Round 3"). */
function sheetOf(cell: string): string {
  const m = /^(?:'((?:[^']|'')+)'|([^!]+))!/.exec(cell);
  return m === null ? "" : (m[1] ?? m[2] ?? "").replace(/''/g, "'");
}

/** What the cells of one sheet hold, in the director's words: results, games recorded, or cells. */
function whatTheyHold(list: readonly Overwrite[]): [string, string] {
  const n = list.length;
  if (list.every((o) => parseBoardResult(o.was) !== null)) return [n === 1 ? "result" : "results", "typed"];
  const entries = list.map((o) => parseCell(o.was));
  if (entries.every((e) => e !== null && !("error" in e))) {
    const games = entries.filter((e) => e !== null && !("error" in e) && e.opponent !== 0).length;
    const what = games === n ? (n === 1 ? "game" : "games") : games === 0 ? (n === 1 ? "bye" : "byes") : "games and byes";
    return [what, "recorded"];
  }
  return [n === 1 ? "filled cell" : "filled cells", "in"];
}

/**
 * The question about overwrites, naming what changes in the director's terms, sheet by sheet:
 * "Replace 4 results already typed on Round 3? Nothing was written." The cells themselves are listed
 * under it (the pane shows each cell's old and new text).
 * @example describe([{ cell: "'Round 3'!H2", was: "1-0", becomes: "0-1" }]) // "Replace 1 result already typed on Round 3? Nothing was written."
 */
function describe(list: readonly Overwrite[]): string {
  const bySheet = new Map<string, Overwrite[]>();
  for (const o of list) bySheet.set(sheetOf(o.cell), [...(bySheet.get(sheetOf(o.cell)) ?? []), o]);
  const parts = [...bySheet].map(([sheet, cells]) => {
    const [what, how] = whatTheyHold(cells);
    return how === "in" ? `${cells.length} ${what} on ${sheet}` : `${cells.length} ${what} already ${how} on ${sheet}`;
  });
  const all = parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;
  return `Replace ${all}? Nothing was written.`;
}

/** A step of a transaction: read this, decide on what was read, or write that. */
type Op =
  | { readonly read: ReadRequest }
  | { readonly decide: Snapshot }
  | { readonly write: WriteBatch; readonly before: Snapshot };

/**
 * Where an async host decides: given what was read, the action's decision, or null to decide here
 * (the pane's pairing in a Web Worker, taskpane/pairing-client.ts: the decision is a pure function
 * of the snapshot, so it may be taken on another thread and sent back as plain data).
 */
export type Decider = (snapshot: Snapshot) => Promise<Decision | More> | null;

function merge(into: Snapshot, more: Snapshot): Snapshot {
  // The restore grids too: an undo needs the formulas of the sheets of the first read as well.
  // The revision of the first read: the decision rests on it.
  return {
    ...more,
    sheets: { ...into.sheets, ...more.sheets },
    restore: { ...into.restore, ...more.restore },
    ...(into.revision === undefined ? {} : { revision: into.revision }),
  };
}

/** The transaction as a generator of port operations, so that one body serves both drivers. */
function* transaction<A extends BaseArgs, C>(
  action: Action<A, C>,
  args: A,
): Generator<Op, Outcome, Snapshot | Decision | More | undefined> {
  const first = action.reads(args);
  let snapshot = (yield { read: first }) as Snapshot;
  let decision = (yield { decide: snapshot }) as Decision | More;
  for (let tries = 0; "more" in decision; tries++) {
    const missing = decision.more.filter((s) => !(s in snapshot.sheets));
    if (tries > 3 || missing.length === 0)
      throw new Error(`internal: ${action.name} keeps asking for ${decision.more.join(", ")}`);
    snapshot = merge(snapshot, (yield { read: { sheets: missing, ...(first.restore === false ? { restore: false } : {}) } }) as Snapshot);
    decision = (yield { decide: snapshot }) as Decision | More;
  }
  const { batch, outcome } = decision;
  if (batch === undefined || outcome.kind !== "done") return outcome;
  if (first.restore === false) throw new Error(`internal: ${action.name} read without what a rollback needs, and then wrote`);
  const warnings = decision.warnings ?? [];
  if (warnings.length > 0 && !warnings.every((w) => (args.acknowledged ?? []).includes(w))) {
    const n = warnings.length;
    return {
      kind: "confirm",
      message: `${decision.question ?? `${action.name}: ${n === 1 ? "one thing looks" : `${n} things look`} wrong.`} Nothing was written.`,
      overwrites: [],
      warnings,
    };
  }
  const list = overwrites(snapshot, batch, decision.consumed);
  if (!confirmedAll(list, args.confirmed)) return { kind: "confirm", message: describe(list), overwrites: list };
  // Every sheet the batch deletes is read first, so that a failed batch can put it back (cells and place).
  const unread = (batch.deleteSheets ?? []).filter((s) => snapshot.sheetNames.includes(s) && !(s in snapshot.sheets));
  if (unread.length > 0) snapshot = merge(snapshot, (yield { read: { sheets: unread } }) as Snapshot);
  let write = batch;
  let result: Outcome = outcome;
  if (decision.generated !== undefined && decision.generated.length > 0) {
    const prints = generatedPrints(snapshot);
    for (const sheet of decision.generated) {
      const block = batch.blocks.find((b) => b.sheet === sheet && b.row === 0 && b.col === 0);
      if (block !== undefined) prints[sheet] = fingerprint(block.values);
    }
    write = { ...batch, settings: { ...(batch.settings ?? {}), [GENERATED_KEY]: JSON.stringify(prints) } };
  }
  if (decision.undo !== undefined) {
    const { label, round, covers, pop = 0, remove = [], clear = false } = decision.undo;
    const log = clear ? [] : readLog(snapshot.settings);
    const kept = log.slice(0, Math.max(0, log.length - pop)).filter((_, i) => !remove.includes(i));
    if (label !== undefined) kept.push(recordOf(write, snapshot, label, round, covers));
    const stored = logSettings(kept, snapshot.settings, logRoom(snapshot.settings, snapshot.settingsBytes));
    write = { ...write, settings: { ...(write.settings ?? {}), ...stored } };
    const dropped = stored[DROPPED] ?? 0;
    if (dropped > 0 && outcome.kind === "done")
      result = {
        ...outcome,
        message: `${outcome.message} (The ${dropped === 1 ? "oldest undo step was" : `${dropped} oldest undo steps were`} dropped: the workbook's store of settings is full.)`,
      };
  }
  if (snapshot.revision !== undefined) write = { ...write, revision: snapshot.revision };
  const results = resultColumns(write);
  if (results.length > 0) write = { ...write, resultColumns: results, choices: RESULT_CHOICES };
  yield { write, before: snapshot };
  return result;
}

/** An error's message, whichever realm threw it. */
export function errorText(e: unknown): string {
  if (e !== null && typeof e === "object" && typeof (e as { message?: unknown }).message === "string")
    return (e as { message: string }).message;
  return String(e);
}

/**
 * The answer to an action that threw. Only a port's write changes the workbook, and it either puts
 * everything back (then the workbook really was left as it was) or throws an UndoFailedError naming
 * what is left, which is said as it is, with how to put each thing right.
 */
function failed(action: string, e: unknown): Outcome {
  if (isChangedSinceRead(e))
    return {
      kind: "refused",
      message: `The workbook changed since you pressed ${action} (another director, or the workbook open twice); nothing was written. Look and press again.`,
      problems: [errorText(e)],
    };
  if (isUndoFailure(e)) {
    const n = e.left.length;
    const message = e.checked
      ? `${action} failed, and putting the workbook back failed too: ${n} thing${n === 1 ? " is" : "s are"} left as the failed write made ${n === 1 ? "it" : "them"}. Put ${n === 1 ? "it" : "them"} right before trying again.`
      : `${action} failed, and putting the workbook back failed too; the workbook could not be read back to check what is left. Check these before trying again.`;
    return { kind: "refused", message, problems: [errorText(e.failure), ...e.left.map((l) => `${l.what}: ${l.fix}`)] };
  }
  const problems = e instanceof ChessInputError ? e.problems.map((p) => p.message) : [errorText(e)];
  return { kind: "refused", message: `${action} failed; the workbook was left as it was.`, problems };
}

/**
 * Runs an action on a host whose calls return promises (Excel, the playground). `decider` may take
 * the decision elsewhere (a Web Worker); when it gives null, or is absent, the action decides here.
 */
export async function runAsync<A extends BaseArgs, C>(
  port: AsyncWorkbookPort,
  action: Action<A, C>,
  args: A,
  context: C,
  decider?: Decider,
): Promise<Outcome> {
  return (await runAsyncThen(port, action, args, context, () => Promise.resolve(null), decider)).outcome;
}

/**
 * `runAsync`, and then, still inside the port's lock, `then` with the workbook as the action left it
 * (`seenAfter`; null when it failed), as `runSyncThen` does for Apps Script: the Excel pane's status
 * after a click comes from the action's own read instead of a sync of its own (issue 28, item 4).
 */
export async function runAsyncThen<A extends BaseArgs, C, T>(
  port: AsyncWorkbookPort,
  action: Action<A, C>,
  args: A,
  context: C,
  then: (after: Snapshot | null) => Promise<T>,
  decider?: Decider,
): Promise<{ outcome: Outcome; then: T }> {
  return port.exclusive(async () => {
    const steps = transaction(action, args);
    let seen: Snapshot | null = null;
    let outcome: Outcome;
    try {
      let step = steps.next();
      while (!step.done) {
        const op = step.value;
        if ("read" in op) {
          const read = await port.read(op.read);
          seen = seen === null ? read : merge(seen, read);
          step = steps.next(read);
        } else if ("decide" in op) step = steps.next(await (decider?.(op.decide) ?? action.decide(op.decide, args, context)));
        else {
          await port.write(op.write, op.before);
          seen = seenAfter(op.before, op.write);
          step = steps.next();
        }
      }
      outcome = step.value;
    } catch (e) {
      outcome = failed(action.name, e);
      seen = null;
    }
    return { outcome, then: await then(seen) };
  });
}

/** Runs an action on a host whose calls return at once (Apps Script), inside its lock. */
export function runSync<A extends BaseArgs, C>(
  port: SyncWorkbookPort,
  action: Action<A, C>,
  args: A,
  context: C,
): Outcome {
  return runSyncThen(port, action, args, context, () => null).outcome;
}

/**
 * `runSync`, and then, still inside the lock, `then` with the workbook as the action left it, values
 * only, from what it read and wrote (`afterWrite`; null when it failed): the sidebar's status after
 * an action comes from the action's own read instead of reading the workbook again (issue 28, item 4).
 */
export function runSyncThen<A extends BaseArgs, C, T>(
  port: SyncWorkbookPort,
  action: Action<A, C>,
  args: A,
  context: C,
  then: (after: Snapshot | null) => T,
): { outcome: Outcome; then: T } {
  return port.exclusive(() => {
    const steps = transaction(action, args);
    let seen: Snapshot | null = null;
    let outcome: Outcome;
    try {
      let step = steps.next();
      while (!step.done) {
        const op = step.value;
        if ("read" in op) {
          const read = port.read(op.read);
          seen = seen === null ? read : merge(seen, read);
          step = steps.next(read);
        } else if ("decide" in op) step = steps.next(action.decide(op.decide, args, context));
        else {
          port.write(op.write, op.before);
          seen = seenAfter(op.before, op.write);
          step = steps.next();
        }
      }
      outcome = step.value;
    } catch (e) {
      outcome = failed(action.name, e);
      seen = null;
    }
    return { outcome, then: then(seen) };
  });
}

/**
 * What an action that wrote leaves for `then` to decide on: the workbook after the batch, with the
 * revision it was read at, so that a reader's turn among the earlier Round sheets (event.ts
 * unreadRounds) is the one this action read: `then` needs no sheet of its own.
 */
function seenAfter(before: Snapshot, write: WriteBatch): Snapshot {
  return { ...afterWrite(before, write), ...(before.revision === undefined ? {} : { revision: before.revision }) };
}

/**
 * The workbook as a written batch leaves it, values only: blocks applied, sheets added at the end
 * and deleted, tabs moved, settings stored. Two callers want two things of what the host keeps:
 * - `"next read"` (the default): what the next read would see of the sheets read before the batch
 *   and those it wrote, for a decision taken after the write (the status brought back with a click):
 *   the tab the batch activates in front, the revision raised, the sheets vouched for as a host that
 *   tracks edits keeps them (a written sheet only when the batch vouches for it, a sheet added
 *   always); a section's view (`workbookSheets`) and the rollback's grids (`restore`) are not kept;
 * - `"as read"`: the same read with the batch's cells, sheets and settings applied, for a decision
 *   that goes on inside the same action before anything is written (Re-pair pairs again on the
 *   workbook as its undo leaves it, src/workbook/actions/undo.ts): the front sheet, the revision it
 *   was read at, the vouched sheets, the section's view and the rollback's grids stay as read, since
 *   the action's one batch is still checked and written against that read.
 */
export function afterWrite(before: Snapshot, batch: WriteBatch, as: "next read" | "as read" = "next read"): Snapshot {
  const sheets: Record<string, Grid> = {};
  for (const [name, grid] of Object.entries(before.sheets)) sheets[name] = grid.map((r) => [...r]);
  const gone = new Set(batch.deleteSheets ?? []);
  let names = [...before.sheetNames];
  for (const a of batch.addSheets ?? []) {
    if (!names.includes(a)) names.push(a);
    sheets[a] ??= [];
  }
  for (const b of batch.blocks) {
    const grid = (sheets[b.sheet] ??= []);
    b.values.forEach((row, i) =>
      row.forEach((v, j) => {
        const line = (grid[b.row + i] ??= []);
        while (line.length < b.col + j) line.push(null);
        line[b.col + j] = v === "" ? null : v;
      }),
    );
  }
  for (const s of gone) delete sheets[s];
  names = names.filter((n) => !gone.has(n));
  for (const p of batch.place ?? []) {
    if (!names.includes(p.sheet)) continue;
    names = names.filter((n) => n !== p.sheet);
    names.splice(Math.min(Math.max(0, p.index), names.length), 0, p.sheet);
  }
  if (as === "as read") return { ...before, sheetNames: names, sheets, settings: { ...before.settings, ...(batch.settings ?? {}) } };
  const written = new Set(batch.blocks.map((b) => b.sheet));
  const vouched =
    before.vouched === undefined
      ? undefined
      : [...new Set([...before.vouched.filter((s) => !written.has(s)), ...(batch.vouch ?? []), ...(batch.addSheets ?? [])])].filter(
          (s) => names.includes(s),
        );
  const settings = {
    ...before.settings,
    ...(batch.settings ?? {}),
    ...(batch.revision === undefined ? {} : { [REVISION_KEY]: nextRevision(batch.revision) }),
  };
  return {
    sheetNames: names,
    active: batch.activate !== undefined && names.includes(batch.activate) ? batch.activate : before.active,
    sheets,
    settings,
    ...(batch.revision === undefined ? (before.revision === undefined ? {} : { revision: before.revision }) : { revision: nextRevision(batch.revision) }),
    ...(before.settingsBytes === undefined ? {} : { settingsBytes: before.settingsBytes }),
    ...(vouched === undefined ? {} : { vouched }),
  };
}

/** An action that only reads: handy for status and settings answers. */
export function answer(message: string, data: unknown): Decision {
  return { outcome: done(message, { data }) };
}

export type { Grid };

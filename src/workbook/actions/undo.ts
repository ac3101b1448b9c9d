/**
 * Undo and re-pair (issue 11 item 4), over the undo log (src/workbook/undo.ts):
 * - `undo`: the last step (a pairing, results entered, a player added, requests, settings) is taken
 *   back exactly;
 * - `undoRound`: the last round's pairing is taken back, with every step since (results entered,
 *   corrections), after the director has read what will go;
 * - `repairRound`: the same, then the round is paired again from the workbook as it is now (after a
 *   correction, a withdrawal, a late entry): one batch, one undoable step.
 */
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import { afterWrite, type Action, type Decision, type More } from "../engine";
import { firstRead, readEvent, roundOfSheet } from "../event";
import { done, refused } from "../outcome";
import { sheetA1, type Block, type Grid, type Snapshot, type WriteBatch } from "../port";
import { listRound } from "../rounds";
import { readLog, undoBatch, type UndoRecord } from "../undo";
import { plural } from "./common";
import { pairNext } from "./pair-next";

const NOTHING =
  "Nothing to undo: this workbook has no record of a step Wallchart took (steps are recorded from pairing, hand changes to a pairing, entering results, adding players, requests and settings; importing a TRF file or setting up an event starts afresh).";

/**
 * Every sheet the records write to or delete (what an undo deletes is said with what it holds);
 * with `rounds`, every Round sheet too (a re-pair reads the event whole). An undo alone reads no
 * other Round sheet (issue 28, item 4: in Sheets each is two round trips).
 */
function needed(records: readonly UndoRecord[], snapshot: Snapshot, rounds: boolean): string[] {
  const names = new Set<string>(firstRead().sheets);
  for (const r of records) {
    for (const b of r.blocks) names.add(b.sheet);
    for (const s of r.deleteSheets) names.add(s);
  }
  if (rounds) for (const s of snapshot.sheetNames) if (roundOfSheet(s) !== null) names.add(s);
  return [...names].filter((s) => snapshot.sheetNames.includes(s));
}

function missing(records: readonly UndoRecord[], snapshot: Snapshot, rounds = false): More | null {
  const want = needed(records, snapshot, rounds).filter((s) => !(s in snapshot.sheets));
  return want.length === 0 ? null : { more: want };
}

/** Sheets a record writes that are gone: the undo cannot put them back. */
function gone(records: readonly UndoRecord[], snapshot: Snapshot): string[] {
  const added = new Set(records.flatMap((r) => r.deleteSheets));
  const out = new Set<string>();
  for (const r of records)
    for (const b of r.blocks) if (!added.has(b.sheet) && !snapshot.sheetNames.includes(b.sheet)) out.add(b.sheet);
  return [...out];
}

/** What the director reads before an undo: the steps taken back, the sheets deleted with what they hold. */
function whatGoes(records: readonly UndoRecord[], batch: ReturnType<typeof undoBatch>, snapshot: Snapshot): string[] {
  const lines = [
    `Taken back: ${[...records]
      .reverse()
      .map((r) => r.label)
      .join("; ")}.`,
  ];
  for (const s of batch.deleteSheets) {
    const listing = listRound(snapshot.sheets[s] ?? [], []);
    const results = listing?.boards.filter((b) => b.result !== "").length ?? 0;
    lines.push(
      `The ${s} sheet is deleted${results === 0 ? "" : `, with the ${plural(results, "result")} typed on it`}.`,
    );
  }
  const cells = batch.blocks.reduce((n, b) => n + b.values.length * (b.values[0]?.length ?? 0), 0);
  if (cells > 0) lines.push(`${plural(cells, "cell")} go back to what ${cells === 1 ? "it" : "they"} held before.`);
  return lines;
}

function cellsOf(blocks: readonly Block[]): string[] {
  const out: string[] = [];
  for (const b of blocks)
    b.values.forEach((row, i) => row.forEach((_, j) => out.push(sheetA1(b.sheet, b.row + i, b.col + j))));
  return out;
}

/** The cells a record writes and the sheets it adds. */
function footprint(r: UndoRecord, into: Set<string>): void {
  for (const s of r.deleteSheets) into.add(`${s}\u0000*`);
  for (const b of r.blocks)
    b.values.forEach((row, i) => row.forEach((_, j) => into.add(`${b.sheet}\u0000${b.row + i}\u0000${b.col + j}`)));
  for (const k of Object.keys(r.settings)) into.add(`\u0001${k}`);
  for (const c of r.covers ?? []) into.add(`${c.sheet}\u0000col\u0000${c.col}`);
}

function overlaps(r: UndoRecord, cells: ReadonlySet<string>): boolean {
  if (Object.keys(r.settings).some((k) => cells.has(`\u0001${k}`))) return true;
  return r.blocks.some(
    (b) =>
      cells.has(`${b.sheet}\u0000*`) ||
      (b.values[0] ?? []).some((_, j) => cells.has(`${b.sheet}\u0000col\u0000${b.col + j}`)) ||
      b.values.some((row, i) => row.some((_, j) => cells.has(`${b.sheet}\u0000${b.row + i}\u0000${b.col + j}`))),
  );
}

/**
 * The last round's pairing step and every later step that wrote over what it wrote (its results
 * entered, its round sheet edited): those are taken back together. Later steps elsewhere (a
 * correction to an earlier round, a request) stay. Or a refusal.
 */
function roundRecords(
  snapshot: Snapshot,
): { records: UndoRecord[]; positions: number[]; round: number } | Decision | More {
  const log = readLog(snapshot.settings);
  const event = readEvent(snapshot, "latest");
  if ("more" in event) return event;
  const last = Math.max(0, ...event.roundSheets.keys());
  // The first step that paired the last round (a re-pair since is taken back with it).
  const at = log.findIndex((r) => r.round === last);
  const round = at < 0 ? 0 : last;
  if (at < 0 || round !== last) {
    return {
      outcome: refused(
        last === 0
          ? "No round has been paired yet: there is no pairing to undo."
          : `Round ${last}'s pairing was not made by Wallchart in this workbook (or its record is gone): delete the ${event.roundSheets.get(last) ?? `Round ${last}`} sheet and clear round ${last}'s column of the wallchart by hand.`,
      ),
    };
  }
  const cells = new Set<string>();
  const positions = [at];
  footprint(log[at] as UndoRecord, cells);
  for (let i = at + 1; i < log.length; i++) {
    const r = log[i] as UndoRecord;
    if (!overlaps(r, cells)) continue;
    positions.push(i);
    footprint(r, cells);
  }
  return { records: positions.map((i) => log[i] as UndoRecord), positions, round };
}

export const undo: Action<ActionArgs["undo"], ActionContext> = {
  name: "Undo",
  reads: () => ({ ...firstRead() }),
  decide: (snapshot) => {
    const log = readLog(snapshot.settings);
    const top = log[log.length - 1];
    if (top === undefined) return { outcome: refused(NOTHING) };
    const more = missing([top], snapshot);
    if (more !== null) return more;
    const lost = gone([top], snapshot);
    if (lost.length > 0)
      return { outcome: refused(`"${top.label}" cannot be undone: the sheet ${lost.join(", ")} is gone.`) };
    const batch = undoBatch([top], snapshot);
    return {
      outcome: done(`Undone: ${top.label}. The workbook is as it was before it.`),
      batch,
      consumed: cellsOf(batch.blocks),
      warnings: whatGoes([top], batch, snapshot),
      question: `Undo "${top.label}"?`,
      undo: { pop: 1 },
    };
  },
};

export const undoRound: Action<ActionArgs["undoRound"], ActionContext> = {
  name: "Undo the round's pairing",
  reads: () => ({ ...firstRead() }),
  decide: (snapshot) => {
    const found = roundRecords(snapshot);
    if ("more" in found || "outcome" in found) return found;
    const { records, round } = found;
    const more = missing(records, snapshot);
    if (more !== null) return more;
    const lost = gone(records, snapshot);
    if (lost.length > 0)
      return { outcome: refused(`Round ${round}'s pairing cannot be undone: the sheet ${lost.join(", ")} is gone.`) };
    const batch = undoBatch(records, snapshot);
    return {
      outcome: done(
        `Round ${round}'s pairing is undone: the workbook is as it was before round ${round} was paired. Make your changes, then press Pair next round.`,
      ),
      batch,
      consumed: cellsOf(batch.blocks),
      warnings: whatGoes(records, batch, snapshot),
      question: `Undo round ${round}'s pairing?`,
      undo: { remove: found.positions },
    };
  },
};

export const repairRound: Action<ActionArgs["repairRound"], ActionContext> = {
  name: "Re-pair the round",
  reads: () => ({ ...firstRead() }),
  decide: (snapshot, args, context) => {
    const found = roundRecords(snapshot);
    if ("more" in found || "outcome" in found) return found;
    const { records, round } = found;
    const more = missing(records, snapshot, true);
    if (more !== null) return more;
    const lost = gone(records, snapshot);
    if (lost.length > 0)
      return { outcome: refused(`Round ${round} cannot be re-paired: the sheet ${lost.join(", ")} is gone.`) };
    const back = undoBatch(records, snapshot);
    // The workbook as the undo leaves it, still as this read saw it (engine.ts afterWrite).
    const before = afterWrite(snapshot, back, "as read");
    const paired = pairNext.decide(before, { ...args, confirmed: [], acknowledged: [] }, context);
    if ("more" in paired)
      return { outcome: refused(`Round ${round} cannot be re-paired: ${paired.more.join(", ")} could not be read.`) };
    if (paired.batch === undefined || paired.outcome.kind !== "done")
      return {
        ...paired,
        outcome:
          paired.outcome.kind === "refused"
            ? { ...paired.outcome, message: `Round ${round} was not re-paired: ${paired.outcome.message}` }
            : paired.outcome,
      };
    // The round's sheet is rewritten rather than deleted and added again.
    const kept = new Set((paired.batch.addSheets ?? []).filter((s) => snapshot.sheetNames.includes(s)));
    const blocks: Block[] = [
      ...back.blocks,
      ...paired.batch.blocks.map((b) =>
        kept.has(b.sheet) && b.row === 0 && b.col === 0
          ? sheetBlock(b.sheet, b.values as Grid, snapshot.sheets[b.sheet] ?? [])
          : b,
      ),
    ];
    const batch: WriteBatch = {
      ...paired.batch,
      addSheets: (paired.batch.addSheets ?? []).filter((s) => !kept.has(s)),
      deleteSheets: back.deleteSheets.filter((s) => !kept.has(s)),
      blocks,
      settings: { ...(back.settings ?? {}), ...(paired.batch.settings ?? {}) },
    };
    return {
      outcome: {
        ...paired.outcome,
        message: `Re-paired round ${round}. ${paired.outcome.message.replace(/^Paired round \d+: /, "")}`,
      },
      batch,
      consumed: cellsOf(blocks),
      warnings: [...whatGoes(records, back, snapshot), ...(paired.warnings ?? [])],
      question: `Re-pair round ${round}?`,
      ...(paired.generated === undefined ? {} : { generated: paired.generated }),
      // The steps taken back stay in the log under the re-pair: Undo gives the old pairing back,
      // Undo the round's pairing goes back to before the round was first paired.
      undo: {
        label: `Re-pair round ${round}`,
        round,
        ...(paired.undo?.covers === undefined ? {} : { covers: paired.undo.covers }),
      },
    };
  },
};

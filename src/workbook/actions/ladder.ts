/**
 * The club ladder's actions (issue 8): record a game, strike out a log row, rebuild the Ladder, and
 * the Ladder section's status. The Ladder log is append-only: a game is checked with the core's
 * rules (range, cooldown, entry, date order, result) against a full replay of the log before ONE
 * row is added below the last; a mistaken row is struck out with `~`, never deleted; the Ladder
 * sheet is always a full replay of the log, so it can be rebuilt at any time.
 * Sheets: docs/ladder.md ("In the workbook"), src/workbook/actions/ladder-read.ts.
 */
import { isoDate, readLogRow, resultText, type Ladder, type LadderLine } from "../../core/ladder";
import { nameKey, ordinal } from "../../core/ladder/state";
import { editDistance } from "../../core/season/match";
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import { answer, cellString, overwrites, type Action, type Decision, type More } from "../engine";
import { done, refused, type Outcome } from "../outcome";
import type { Block, Cell, Grid, PrintSetup, Snapshot, WriteBatch } from "../port";
import { plural } from "./common";
import {
  dateText,
  LADDER_LOG,
  LADDER_READ,
  ladderGrid,
  ladderPrint,
  ladderReportOf,
  ladderStatus as statusOf,
  LOG_HEADER,
  LOG_ROW,
  NO_LADDER,
  pendingLines,
  readLadder,
  rowText,
  type LadderRead,
} from "./ladder-read";

/** A decide function over the ladder as read: refuses when there is none, or its settings are bad. */
export function onLadder<A>(
  what: string,
  decide: (read: LadderRead, snapshot: Snapshot, args: A) => Decision,
): (snapshot: Snapshot, args: A) => Decision | More {
  return (snapshot, args) => {
    const read = readLadder(snapshot);
    if ("more" in read) return read;
    if (!read.exists) return { outcome: refused(NO_LADDER) };
    if (read.blocking.length > 0) {
      return {
        outcome: refused(
          `The ladder's settings or starting order have ${plural(read.blocking.length, "problem")} to put right first; ${what}:`,
          read.blocking,
        ),
      };
    }
    return decide(read, snapshot, args);
  };
}

/**
 * The Ladder sheet rewritten whole from a replay of `read`'s log (it is Wallchart's own, like
 * Standings), printed on one page under its title and day.
 */
export function ladderWrite(
  read: LadderRead,
  snapshot: Snapshot,
): { block: Block; addSheets: string[]; print: PrintSetup } {
  const sheet = read.names.ladder;
  const report = ladderReportOf(read);
  return {
    block: sheetBlock(sheet, ladderGrid(report), snapshot.sheets[sheet] ?? []),
    addSheets: read.ladderExists ? [] : [sheet],
    print: ladderPrint(read, report),
  };
}

export function text(v: unknown): string {
  return typeof v === "string" ? v.trim().replace(/\s+/g, " ") : typeof v === "number" ? String(v) : "";
}

/** How one player stands now, against before: "Greg 4th (was 7th)", "Ann 1512 (+12)", "Cal 3 points". */
export function standing(name: string, before: Ladder, after: Ladder): string {
  const key = nameKey(name);
  const find = (l: Ladder): LadderLine | undefined => l.lines.find((x) => nameKey(x.name) === key);
  const now = find(after);
  const was = find(before);
  if (now === undefined) return name;
  if (after.type === "RATING") {
    const change = Math.round((now.rating ?? 0) - (was?.rating ?? now.rating ?? 0));
    const sign = change > 0 ? `+${change}` : change < 0 ? `−${-change}` : "±0";
    return `${now.name} ${Math.round(now.rating ?? 0)} (${sign})`;
  }
  if (after.type === "POINTS") return `${now.name} ${plural((now.points ?? 0) / 10, "point")}`;
  if (was === undefined) return `${now.name} joins ${ordinal(now.position)}`;
  if (was.position === now.position) return `${now.name} stays ${ordinal(now.position)}`;
  return `${now.name} ${ordinal(now.position)} (was ${ordinal(was.position)})`;
}

/** The core's reason, as it gave it: the game breaks a rule, so the log is left as it was. */
export function notRecorded(reason: string): Outcome {
  return refused(`${reason}. Nothing was written.`);
}

/**
 * One row added to the Ladder log at sheet row `at` + 1 and the whole log replayed: the rebuilt
 * Ladder and the log's new cells (with the heading when the log was empty), or the rules' refusal
 * with nothing written. Shared by Record ladder game and the members' rows (Leaves, Away, Back).
 */
export function appendToLog(
  read: LadderRead,
  snapshot: Snapshot,
  line: readonly Cell[],
  at: number,
): { outcome: Outcome } | { after: LadderRead; ladder: ReturnType<typeof ladderWrite>; logBlock: Block } {
  const log: Grid = [...(read.log.length === 0 ? [[...LOG_HEADER]] : read.log), [...line]];
  const after = readLadder(snapshot, log);
  if ("more" in after) return { outcome: refused("internal: the ladder's sheets changed while reading") };
  const rejected = after.replay.problems[0];
  if (rejected !== undefined) return { outcome: notRecorded(rejected.message) };
  const logBlock: Block =
    read.log.length === 0
      ? { sheet: read.names.log, row: 0, col: 0, values: [[...LOG_HEADER], [...line, "", "", ""].slice(0, 4)] }
      : { sheet: read.names.log, row: at, col: 0, values: [[...line]] };
  return { after, ladder: ladderWrite(after, snapshot), logBlock };
}

export const recordLadderGame: Action<ActionArgs["recordLadderGame"], ActionContext> = {
  name: "Record ladder game",
  reads: () => LADDER_READ,
  decide: onLadder("nothing was recorded", (read, snapshot, args) => {
    const first = read.replay.problems[0];
    if (first !== undefined) {
      return {
        outcome: refused(
          `${LOG_ROW} ${first.row} is not accepted by the ladder's rules, so nothing was recorded: correct that row or strike it out, then record the game.`,
          read.replay.problems.map((p) => p.message),
        ),
      };
    }
    const at = read.log.length === 0 ? 1 : read.log.length;
    const row = at + 1;
    const dateCell: Cell = typeof args.date === "number" ? args.date : text(args.date) === "" ? null : text(args.date);
    const entry = args.dateOnly === true ? clockLine(dateCell, row) : gameLine(read, args, dateCell, row);
    if ("outcome" in entry) return entry;
    const appended = appendToLog(read, snapshot, entry.line, at);
    if ("outcome" in appended) return appended;
    const { after, ladder, logBlock } = appended;
    return {
      outcome: done(entry.say(read, after, row)),
      batch: {
        addSheets: ladder.addSheets,
        blocks: [logBlock, ladder.block],
        activate: read.names.ladder,
        print: [ladder.print],
      },
      generated: [read.names.ladder],
      warnings: args.dateOnly === true ? [] : nearNames(read, [text(args.challenger), text(args.defender)]),
      question: "A new name on the ladder?",
    };
  }),
};

/**
 * A name not on the ladder that is one or two letters from a name that is ("Ivn" for "Ivan"): asked
 * about before it joins the ladder as a new player (issue 11).
 */
function nearNames(read: LadderRead, names: readonly string[]): string[] {
  const known = [...read.replay.state.players.values()].map((p) => p.name);
  const out: string[] = [];
  for (const name of names) {
    if (name === "" || read.replay.state.players.has(nameKey(name))) continue;
    const key = nameKey(name);
    const limit = key.length <= 4 ? 1 : 2;
    const near = known.filter((k) => editDistance(key, nameKey(k), limit, true) <= limit);
    if (near.length > 0)
      out.push(
        `"${name}" is not on the ladder: did you mean ${near.map((n) => `"${n}"`).join(" or ")}? Go on only if ${name} is a new player.`,
      );
  }
  return out;
}

/** The row to append, and what to say once it is in; or the refusal. */
type LogLine = { line: Cell[]; say(before: LadderRead, after: LadderRead, row: number): string } | Decision;

/** A game: both players and a result, checked by the core's reader (the rules are checked by the replay). */
function gameLine(read: LadderRead, args: ActionArgs["recordLadderGame"], dateCell: Cell, row: number): LogLine {
  const cells: Cell[] = [dateCell, text(args.challenger), text(args.defender), text(args.result)];
  if (cells[1] === "" || cells[2] === "") return { outcome: refused("Choose the challenger and the defender.") };
  const reading = readLogRow(cells, row, LOG_ROW);
  if ("problem" in reading) return { outcome: notRecorded(reading.problem.message) };
  if (!("game" in reading) || reading.game.result === null) {
    return { outcome: refused("Choose the result, from the challenger's side: 1-0, ½-½, 0-1, REFUSED or NOSHOW.") };
  }
  const game = reading.game;
  const result = game.result as NonNullable<typeof game.result>;
  const spelled = (name: string) => read.replay.state.players.get(nameKey(name))?.name ?? name;
  const [c, d] = [spelled(game.challenger), spelled(game.defender)];
  const line: Cell[] = [game.date === null ? "" : isoDate(game.date), c, d, resultText(result)];
  return {
    line,
    say(before, after, at) {
      const [was, now] = [before.replay.ladder, after.replay.ladder];
      const when = game.date === null ? "" : ` on ${isoDate(game.date)}`;
      const forfeit = result === "REFUSED" || result === "NOSHOW";
      const effect = forfeit
        ? (pendingLines(after).find((p) => p.includes(`${LOG_ROW} ${at})`)) ??
          `It counts at once as a win for ${c}: ${standing(c, was, now)}, ${standing(d, was, now)}.`)
        : `${standing(c, was, now)}; ${standing(d, was, now)}.`;
      return `Recorded ${c} – ${d} ${resultText(result)}${when} in ${LOG_ROW} ${at} and rebuilt the ${before.names.ladder} sheet. ${effect}`;
    },
  };
}

/** A date alone (a clock row): the defaults and inactivity drops due by that day count. */
function clockLine(dateCell: Cell, row: number): LogLine {
  if (dateCell === null) return { outcome: refused("Enter the date to log.") };
  const reading = readLogRow([dateCell], row, LOG_ROW);
  if ("problem" in reading) return { outcome: notRecorded(reading.problem.message) };
  if (!("game" in reading) || reading.game.date === null) return { outcome: refused("Enter the date to log.") };
  const date = isoDate(reading.game.date);
  return {
    line: [date],
    say(before, after, at) {
      const moved = changes(before.replay.ladder, after.replay.ladder);
      return `Logged ${date} alone in ${LOG_ROW} ${at} (the defaults and inactivity drops due by then now count) and rebuilt the ${before.names.ladder} sheet. ${moved}`;
    },
  };
}

/** Who stands elsewhere now: "Alice 3rd (was 2nd), Dora 2nd (was 3rd)." or "Nobody moved." */
export function changes(before: Ladder, after: Ladder, limit = 6): string {
  const was = new Map(before.lines.map((l) => [nameKey(l.name), l]));
  const moved = after.lines.filter((l) => {
    const b = was.get(nameKey(l.name));
    return b === undefined || b.position !== l.position || b.points !== l.points || b.rating !== l.rating;
  });
  if (moved.length === 0) return "Nobody moved.";
  const shown = moved.slice(0, limit).map((l) => standing(l.name, before, after));
  return `${shown.join(", ")}${moved.length > limit ? ` and ${moved.length - limit} more` : ""}.`;
}

export function confirmedAll(
  list: readonly { cell: string; was: string }[],
  confirmed: ActionArgs["strikeLadderRow"]["confirmed"],
): boolean {
  const ok = new Set((confirmed ?? []).map((c) => `${c.cell}\u0000${c.was}`));
  return list.every((o) => ok.has(`${o.cell}\u0000${o.was}`));
}

export const strikeLadderRow: Action<ActionArgs["strikeLadderRow"], ActionContext> = {
  name: "Strike out a log entry",
  reads: () => LADDER_READ,
  decide: onLadder("nothing was struck out", (read, snapshot, args) => {
    const row = Number(args.row);
    const sheet = read.names.log;
    const cells = Number.isInteger(row) && row >= 1 ? read.log[row - 1] : undefined;
    if (cells === undefined)
      return { outcome: refused(`There is no ${LOG_ROW} ${String(args.row ?? "")} to strike out.`) };
    const reading = readLogRow(cells, row, LOG_ROW);
    if ("skip" in reading && reading.skip === "struck")
      return { outcome: done(`${LOG_ROW} ${row} is already struck out; nothing was changed.`) };
    if ("skip" in reading && reading.skip !== "unplayed") {
      return {
        outcome: refused(
          reading.skip === "header"
            ? `${LOG_ROW} ${row} is the header row.`
            : `${LOG_ROW} ${row} is blank: there is nothing to strike out.`,
        ),
      };
    }
    // The row the user chose must still hold the game they saw (rows may have moved since).
    const same = (want: string | undefined, have: Cell | undefined) =>
      want === undefined || nameKey(want) === nameKey(cellString(have ?? null));
    if (!same(args.challenger, cells[1]) || !same(args.defender, cells[2])) {
      return {
        outcome: refused(
          `${LOG_ROW} ${row} now holds ${rowText(cells)}, not ${args.challenger ?? ""} – ${args.defender ?? ""}: the log has changed, so nothing was struck out. Choose the row again.`,
        ),
      };
    }
    const struck = `~${dateText(cells[0] ?? null)}`;
    const log = read.log.map((r, i) => (i === row - 1 ? [struck, ...r.slice(1)] : r));
    const after = readLadder(snapshot, log);
    if ("more" in after) return { outcome: refused("internal: the ladder's sheets changed while reading") };
    const ladder = ladderWrite(after, snapshot);
    const batch: WriteBatch = {
      addSheets: ladder.addSheets,
      blocks: [{ sheet, row: row - 1, col: 0, values: [[struck]] }, ladder.block],
      activate: read.names.ladder,
      print: [ladder.print],
    };
    const list = overwrites(snapshot, batch);
    const what = rowText(cells);
    if (!confirmedAll(list, args.confirmed)) {
      const others = list.length - 1;
      const edited =
        others > 0 ? ` This also rewrites ${plural(others, "cell")} of ${read.names.ladder} edited by hand.` : "";
      return {
        outcome: {
          kind: "confirm",
          message: `Strike out ${LOG_ROW} ${row} (${what})? The row stays in the log, marked with ~, and the ladder is rebuilt without it.${edited}`,
          overwrites: list,
        },
      };
    }
    const left = after.replay.problems.map((p) => p.message);
    const still =
      left.length === 0
        ? ""
        : ` ${plural(left.length, "other row")} of the log ${left.length === 1 ? "is" : "are"} still not accepted (below).`;
    return {
      outcome: done(
        `Struck out ${LOG_ROW} ${row} (${what}) and rebuilt the ${read.names.ladder} sheet without it.${still}`,
        { details: left },
      ),
      batch,
      generated: [read.names.ladder],
    };
  }),
};

/** "1st Alice, 2nd Chen, 3rd Dora" (the first few). */
function top(ladder: Ladder, n = 3): string {
  const shown = ladder.lines.slice(0, n).map((l) => `${ordinal(l.position)} ${l.name}`);
  return ladder.lines.length > n ? `${shown.join(", ")} …` : shown.join(", ");
}

export const refreshLadder: Action<ActionArgs["refreshLadder"], ActionContext> = {
  name: "Refresh ladder",
  reads: () => LADDER_READ,
  decide: onLadder("the Ladder sheet was left as it was", (read, snapshot) => {
    const ladder = read.replay.ladder;
    const write = ladderWrite(read, snapshot);
    const status = statusOf(read);
    const problems = read.replay.problems.map((p) => p.message);
    const skipped =
      problems.length === 0
        ? ""
        : ` ${plural(problems.length, "row")} of the ${LADDER_LOG} ${problems.length === 1 ? "was" : "were"} not applied (listed below): correct ${problems.length === 1 ? "it" : "them"} or strike ${problems.length === 1 ? "it" : "them"} out.`;
    const who = ladder.lines.length === 0 ? "nobody on it yet" : top(ladder);
    const old = snapshot.sheets[read.names.ladder] ?? [];
    const unchanged =
      read.ladderExists &&
      write.block.values.every((r, i) => r.every((v, j) => cellString(v) === cellString(old[i]?.[j] ?? null)));
    const message = `${unchanged ? `The ${read.names.ladder} sheet is up to date` : `Rebuilt the ${read.names.ladder} sheet`} from ${plural(status.games, "game")} in the ${read.names.log}: ${who}.${skipped}`;
    const details = [...problems, ...status.pending];
    if (unchanged) return { outcome: done(message, { details }) };
    return {
      outcome: done(message, { details }),
      batch: { addSheets: write.addSheets, blocks: [write.block], activate: read.names.ladder, print: [write.print] },
      generated: [read.names.ladder],
    };
  }),
};

export const ladderStatus: Action<ActionArgs["ladderStatus"], ActionContext> = {
  name: "Ladder status",
  reads: () => LADDER_READ,
  decide: (snapshot, args) => {
    const read = readLadder(snapshot);
    if ("more" in read) return read;
    return answer("Ladder", statusOf(read, args.date));
  },
};

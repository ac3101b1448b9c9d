/**
 * The club ladder as the workbook keeps it, read for the ladder actions:
 *
 * - `Ladder settings`: name | value rows (TYPE, RANGE, WIN …), read like LADDER's settings argument;
 * - `Ladder start`: the starting order, top first (`Name`, and `Rating` on a rating ladder), read like
 *   LADDER's players argument;
 * - `Ladder log`: `Date | Challenger | Defender | Result`, oldest first, append-only;
 * - `Ladder`: Wallchart's own output, `Position | Name` (+ `Rating` or `Points`), rebuilt from the
 *   three above by a full replay every time.
 *
 * Messages name the sheet row (`Ladder log row 7: …`): the whole sheet is handed to the core, so its
 * row numbers are the sheet's.
 */
import { ChessInputError } from "../../core/errors";
import {
  applyGame,
  challengesFor,
  isoDate,
  ladderOf,
  readDate,
  readLadderSettings,
  readLogRow,
  replayLadder,
  resultText,
  type LadderPlayerInput,
  type LadderReplay,
  type LadderSettings,
  type LadderType,
  type EntryRule,
  ladderHeading,
  ladderReport,
  ladderTable,
  openText,
  type LadderReport,
} from "../../core/ladder";
import { readPlayers } from "../../grid/functions/ladder";
import type { More } from "../engine";
import { findSheet, type Cell, type Grid, type PrintSetup, type ReadRequest, type Snapshot } from "../port";

export const LADDER = "Ladder";
export const LADDER_LOG = "Ladder log";
export const LADDER_SETTINGS = "Ladder settings";
export const LADDER_START = "Ladder start";
export const LOG_HEADER: readonly string[] = ["Date", "Challenger", "Defender", "Result"];

/** How rows are named in the core's messages (the sheet's own row numbers follow). */
export const LOG_ROW = `${LADDER_LOG} row`;
export const SETTINGS_ROW = `${LADDER_SETTINGS} row`;
export const START_ROW = `${LADDER_START} row`;

export const LADDER_READ: ReadRequest = { sheets: [LADDER, LADDER_LOG, LADDER_SETTINGS, LADDER_START] };

/** The ladder's four sheets by their names in this workbook (matched whatever the case and spacing). */
export interface LadderNames {
  readonly ladder: string;
  readonly log: string;
  readonly settings: string;
  readonly start: string;
}

export interface LadderRead {
  readonly names: LadderNames;
  /** The Ladder log sheet exists: there is a ladder here. */
  readonly exists: boolean;
  readonly ladderExists: boolean;
  readonly settings: LadderSettings;
  readonly start: readonly LadderPlayerInput[];
  /** The Ladder log as it is, from row 1 (the header) down. */
  readonly log: Grid;
  /** Problems in the settings or the starting order: nothing can be replayed until they are put right. */
  readonly blocking: readonly string[];
  /** The log replayed (rejected rows skipped, each in `replay.problems`). */
  readonly replay: LadderReplay;
}

function find(snapshot: Snapshot, name: string): string | undefined {
  return findSheet(snapshot.sheetNames, name);
}

/** The problems of a ChessInputError, or the error thrown on. */
function problemsOf(e: unknown): string[] {
  if (e instanceof ChessInputError) return e.problems.map((p) => p.message);
  throw e;
}

/** Reads the starting order like LADDER's players argument (a header row is skipped). */
function readStart(grid: Grid, rating: boolean): { players: LadderPlayerInput[]; problems: string[] } {
  try {
    return { players: readPlayers(grid, START_ROW, rating), problems: [] };
  } catch (e) {
    return { players: [], problems: problemsOf(e) };
  }
}

/**
 * Reads the ladder's sheets and replays the log, or names the sheets still to read (found under
 * another spelling than the first read asked for).
 */
export function readLadder(snapshot: Snapshot, log?: Grid): LadderRead | More {
  const names: LadderNames = {
    ladder: find(snapshot, LADDER) ?? LADDER,
    log: find(snapshot, LADDER_LOG) ?? LADDER_LOG,
    settings: find(snapshot, LADDER_SETTINGS) ?? LADDER_SETTINGS,
    start: find(snapshot, LADDER_START) ?? LADDER_START,
  };
  const more = Object.values(names).filter((n) => snapshot.sheetNames.includes(n) && !(n in snapshot.sheets));
  if (more.length > 0) return { more };
  const settingsRead = readLadderSettings(snapshot.sheets[names.settings] ?? [], SETTINGS_ROW);
  const settings = settingsRead.value;
  const start = readStart(snapshot.sheets[names.start] ?? [], settings.type === "RATING");
  const grid = log ?? snapshot.sheets[names.log] ?? [];
  const replay = replayLadder(start.players, grid, settings, { rowName: LOG_ROW, playersRowName: START_ROW });
  const startProblems = replay.problems.filter((p) => p.row === null).map((p) => p.message);
  return {
    names,
    exists: snapshot.sheetNames.includes(names.log),
    ladderExists: snapshot.sheetNames.includes(names.ladder),
    settings,
    start: start.players,
    log: grid,
    blocking: [...settingsRead.problems.map((p) => p.message), ...start.problems, ...startProblems],
    replay: { ...replay, problems: replay.problems.filter((p) => p.row !== null) },
  };
}

/** The refusal when the workbook holds no ladder yet. */
export const NO_LADDER = `There is no ladder in this workbook yet: set one up (Ladder › Set up a ladder), or add a ${LADDER_LOG} sheet (Date | Challenger | Defender | Result).`;

/**
 * The Ladder sheet's cells: a header row, one row per player, top first (position, name, rating or
 * points, games, W, D, L, the last night's movement, whom each may challenge), then the open
 * challenges below a blank row. The title and the day head the printed page (`ladderPrint`).
 */
export function ladderGrid(report: LadderReport, rowName = LOG_ROW): Grid {
  const grid: Grid = ladderTable(report);
  if (report.open.length > 0) grid.push([], ["Open challenges"], ...report.open.map((o) => [openText(o, rowName)]));
  return grid;
}

/** The ladder's report from what was read (its own replay, watching each row: W-D-L, movement, challenges). */
export function ladderReportOf(read: LadderRead): LadderReport {
  return ladderReport(read.start, read.log, read.settings, { rowName: LOG_ROW, playersRowName: START_ROW });
}

/** How the Ladder sheet prints: its title and day at the head, on one page. */
export function ladderPrint(read: LadderRead, report: LadderReport): PrintSetup {
  return {
    sheet: read.names.ladder,
    title: ladderHeading(read.settings.title ?? "", report),
    landscape: false,
    repeatRows: 1,
    onePage: true,
  };
}

/** "2025-03-04" for a date cell (day number or text), "" for a blank one. */
export function dateText(v: Cell | undefined): string {
  if (typeof v === "number" && Number.isFinite(v) && v >= 1) return isoDate(v);
  return v === null || v === undefined ? "" : String(v).trim();
}

/** One log row as a line to show: "2025-02-11 · Dora – Greg 1-0". */
export function rowText(cells: readonly Cell[]): string {
  const [d, c, f, r] = [cells[0], cells[1], cells[2], cells[3]];
  const text = (v: Cell | undefined) => (v === null || v === undefined ? "" : String(v).trim());
  const players = [text(c), text(f)].filter((s) => s !== "").join(" – ");
  const reading = readLogRow([null, c, f, r], 2);
  const result = "game" in reading && reading.game.result !== null ? resultText(reading.game.result) : text(r);
  const what = [players, result].filter((s) => s !== "").join(" ");
  const date = dateText(d ?? null);
  return [date, what === "" ? "date alone (a clock row)" : what].filter((s) => s !== "").join(" · ");
}

/** A row of the log that can be struck out: not blank, not the header, not struck already. */
export interface LogEntry {
  /** The sheet's row number (1 is the header). */
  readonly row: number;
  readonly text: string;
  readonly challenger: string;
  readonly defender: string;
  /** The core refused it (its message), or null. */
  readonly problem: string | null;
}

export function logEntries(read: LadderRead): LogEntry[] {
  const problems = new Map(read.replay.problems.map((p) => [p.row, p.message]));
  const out: LogEntry[] = [];
  read.log.forEach((cells, i) => {
    const reading = readLogRow(cells, i + 1, LOG_ROW);
    if ("skip" in reading && reading.skip !== "unplayed") return;
    const text = (v: Cell | undefined) => (v === null || v === undefined ? "" : String(v).trim());
    out.push({
      row: i + 1,
      text: rowText(cells),
      challenger: text(cells[1]),
      defender: text(cells[2]),
      problem: problems.get(i + 1) ?? null,
    });
  });
  return out;
}

/** What the pane's Ladder section shows (`ladderStatus` answers it in `data`). Plain data. */
export interface LadderStatus {
  /** A Ladder log sheet exists. */
  readonly exists: boolean;
  /**
   * The day `lines` stand on (ISO): the date asked about when it is not before the last logged
   * date (the defaults and inactivity drops due by then applied, as a game that day would see
   * them), else the last logged date; null when the log has no date.
   */
  readonly asOf: string | null;
  readonly type: LadderType;
  readonly entry: EntryRule;
  /** The ladder after every accepted row, top first; `value` is the rating or points as shown. */
  readonly lines: readonly {
    readonly position: number;
    readonly name: string;
    readonly value: string;
    /** Whom this player may challenge now, nearest first; null: anyone (rating and points ladders). */
    readonly may: readonly string[] | null;
    /** Frozen in place (AWAY) until Back. */
    readonly away?: true;
  }[];
  /** Members who left the ladder (LEFT), who may come back. */
  readonly gone: readonly string[];
  /** Whom a name not on the ladder yet may challenge (null: ENTRY CLOSED, or anyone). */
  readonly newcomer: readonly string[] | null;
  /** Rows that can be struck out, newest first. */
  readonly entries: readonly LogEntry[];
  /** Game rows accepted. */
  readonly games: number;
  /** The latest logged date (ISO), or null. */
  readonly lastDate: string | null;
  /** Challenges logged REFUSED / NOSHOW still waiting to count. */
  readonly pending: readonly string[];
  /** Problems in the settings, the starting order or the log, each naming its row. */
  readonly problems: readonly string[];
}

/** The challenges still waiting to count, as sentences. */
export function pendingLines(read: LadderRead): string[] {
  const name = (key: string) => read.replay.state.players.get(key)?.name ?? key;
  return read.replay.pending.map(
    (p) =>
      `${name(p.challenger)}'s challenge to ${name(p.defender)} (${p.result}, ${LOG_ROW} ${p.row}) counts as a win on ${isoDate(p.due)} unless they play first.`,
  );
}

/** The state on `date` (a clock row applied: defaults and drops due by then), if it is not before the log's last date. */
function onDay(read: LadderRead, date: unknown): LadderRead["replay"]["state"] {
  const state = read.replay.state;
  const day = readDate(date);
  if (!("day" in day) || day.day === null) return state;
  const moved = applyGame(state, { row: 0, date: day.day, challenger: "", defender: "", result: null });
  return moved.problem === null ? moved.state : state;
}

/** The Ladder section's answer; `date`: the day of the game in the form (ISO text or a day number). */
export function ladderStatus(read: LadderRead, date?: unknown): LadderStatus {
  const state = onDay(read, date);
  const challenge = read.settings.type === "CHALLENGE";
  const lines = ladderOf(state).lines.map((l) => ({
    position: l.position,
    name: l.name,
    value: l.rating !== undefined ? String(Math.round(l.rating)) : l.points !== undefined ? String(l.points / 10) : "",
    may: challenge ? challengesFor(state, l.name).value.map((c) => c.name) : null,
    ...(l.away === true ? { away: true as const } : {}),
  }));
  const gone = [...state.players.values()].filter((r) => r.left !== undefined).map((r) => r.name);
  // A name no player can have stands for "someone not on the ladder yet" (ENTRY BOTTOM: below the last).
  const newcomer =
    !challenge || read.settings.entry !== "BOTTOM"
      ? null
      : challengesFor(state, "\u0000newcomer").value.map((c) => c.name);
  const games = countGames(read);
  return {
    exists: read.exists,
    asOf: state.clock === null ? null : isoDate(state.clock),
    type: read.settings.type,
    entry: read.settings.entry,
    lines,
    gone,
    newcomer,
    entries: logEntries(read).reverse(),
    games,
    lastDate: read.replay.state.clock === null ? null : isoDate(read.replay.state.clock),
    pending: pendingLines(read),
    problems: [...read.blocking, ...read.replay.problems.map((p) => p.message)],
  };
}

/** Accepted rows with a result (games and defaults; not members' rows). */
function countGames(read: LadderRead): number {
  const rejected = new Set(read.replay.problems.map((p) => p.row));
  let n = 0;
  read.log.forEach((cells, i) => {
    const r = readLogRow(cells, i + 1);
    // A member's row (LEFT, AWAY, BACK: no defender) is not a game.
    if ("game" in r && r.game.result !== null && r.game.defender !== "" && !rejected.has(i + 1)) n++;
  });
  return n;
}

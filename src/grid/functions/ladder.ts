/** Platform-neutral implementations of LADDER and LADDER_CHALLENGES (both hosts wrap these). */
import { ChessInputError, fail, unwrap, type Problem } from "../../core/errors";
import { formatPoints } from "../../core/model/points";
import {
  challengesFor,
  readLadderSettings,
  replayLadder,
  type LadderCell,
  type LadderPlayerInput,
  type LadderSettings,
} from "../../core/ladder";
import { cellRating, cellText, dateCellDay, isBlank, toMatrix, type OutCell } from "../normalize";
import { settingsRows } from "../locale";

/**
 * A date cell as the day number Excel uses. Sheets hands a Date at midnight in the spreadsheet's
 * time zone, read here in the script's: the nearest midnight is the day meant.
 */
function dayOf(d: Date): number {
  return dateCellDay(d) + 25569;
}

/** Host cells as the ladder core reads them: dates as day numbers, everything else as it came. */
function cells(v: unknown): LadderCell[][] {
  return toMatrix(v).map((row) => row.map((c) => (c instanceof Date ? dayOf(c) : (c as LadderCell))));
}

/**
 * The settings block (name | value), or one cell `TYPE POSITION; RANGE 3` (src/grid/locale.ts, the
 * rule of every settings argument), or the defaults when omitted.
 */
export function readSettings(settings: unknown, rowName = "settings row"): LadderSettings {
  const { rows, oneCell } = settingsRows(cells(settings));
  return unwrap(readLadderSettings(rows as LadderCell[][], oneCell ? "settings, item" : rowName));
}

/**
 * A list of players top first: one name per row (rating ladders: a rating in the next column), or a
 * LADDER result (Position | Name | …). A header row (Name, Player, Position, #) is skipped.
 */
export function readPlayers(v: unknown, rowName: string, withRating: boolean): LadderPlayerInput[] {
  const rows = toMatrix(v);
  const header = rows.length > 0 && /^(#|no\.?|pos(ition)?|rank|place|names?|players?)$/i.test(cellText(rows[0]?.[0]));
  const filled = rows.filter((r, i) => !(header && i === 0) && !isBlank(r[0]));
  const isPosition = (r: readonly unknown[]) =>
    r.length >= 2 && (typeof r[0] === "number" || /^\d+$/.test(cellText(r[0])));
  // The Ladder sheet (issue 32) has its open challenges below the positions, after a blank row.
  const end = rows.findIndex((r, i) => i > 0 && r.every((c) => isBlank(c)));
  const table = end < 0 ? filled : filled.filter((r) => rows.indexOf(r) < end);
  const numbered = table.length > 0 && table.every(isPosition);
  const col = numbered ? 1 : 0;
  // A header row stays in as a blank name, so that "players row N" counts from the top of the range;
  // so do the notes under a Ladder sheet. "Dora (away)" on a Ladder sheet is Dora.
  return rows.map((r, i) => {
    if (header && i === 0) return { name: "" };
    if (numbered && end >= 0 && i >= end) return { name: "" };
    const rating = withRating ? cellRating(r[col + 1], `${rowName} ${i + 1}, rating`) : null;
    const name = cellText(r[col]);
    return { name: numbered ? name.replace(/\s*\(away\)$/i, "") : name, rating };
  });
}

/** The functions report the first rejected row: the ladder after it would rest on a row being fixed. */
function firstProblem(problems: readonly Problem[]): never {
  throw new ChessInputError(problems.slice(0, 1));
}

/** LADDER(players, games, [settings]) → Position | Name (| Rating or Points), top first. */
export function ladder(players: unknown, games: unknown, settings: unknown): OutCell[][] {
  const s = readSettings(settings);
  const list = readPlayers(players, "players row", s.type === "RATING");
  const replay = replayLadder(list, cells(games), s);
  if (replay.problems.length > 0) firstProblem(replay.problems);
  if (replay.ladder.lines.length === 0) return [s.type === "CHALLENGE" ? ["", ""] : ["", "", ""]];
  return replay.ladder.lines.map((l) => {
    const row: OutCell[] = [l.position, l.name];
    if (l.rating !== undefined) row.push(Math.round(l.rating));
    if (l.points !== undefined) row.push(formatPoints(l.points));
    return row;
  });
}

/** LADDER_CHALLENGES(ladder, player, [settings], [games]) → the names that player may challenge, nearest first. */
export function ladderChallenges(
  ladderRange: unknown,
  player: unknown,
  settings: unknown,
  games: unknown,
): OutCell[][] {
  const s = readSettings(settings);
  const names = readPlayers(ladderRange, "ladder row", false)
    .map((p) => p.name)
    .filter((n) => n !== "");
  const who = cellText(toMatrix(player)[0]?.[0]);
  if (who === "") fail("MISSING", "player: expected the name of a player on the ladder");
  const found = challengesFor(names, who, s, cells(games));
  if (found.problems.length > 0) firstProblem(found.problems);
  return found.value.length === 0 ? [[""]] : found.value.map((c) => [c.name]);
}

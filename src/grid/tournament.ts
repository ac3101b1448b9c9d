/** Spreadsheet ranges → the core's Tournament (wallchart plus optional per-player columns). */
import { ChessInputError, fail, problem, type Problem } from "../core/errors";
import { parseWallchart } from "../core/formats/wallchart";
import { REQUEST_CODES, type Player, type Tournament } from "../core/model/types";
import { RATING_MAX, cellNumber, cellText, isBlank, textMatrix, toList } from "./normalize";

export interface SheetColumns {
  readonly ratings?: unknown;
  readonly names?: unknown;
  readonly teams?: unknown;
  readonly requests?: unknown;
}

/** An optional per-player column as a list (blank when omitted). */
function columnOf(v: unknown, argument: string): unknown[] {
  return v === null || v === undefined ? [] : toList(v, argument);
}

/** Rows up to the last one with something in it. */
function filledLength(list: readonly unknown[]): number {
  let end = list.length;
  while (end > 0 && isBlank(list[end - 1])) end--;
  return end;
}

/**
 * Reads a results range (one row per player in pairing-number order, one column per round) and the
 * optional columns beside it. The players are the rows up to the last one with anything in any of
 * the ranges (an unrated player at the bottom before round 1 needs a 0 rating or a name). Throws ChessInputError listing every problem, each with its place.
 */
export function readTournament(results: unknown, columns: SheetColumns = {}): Tournament {
  const cells = textMatrix(results);
  const ratings = columnOf(columns.ratings, "ratings");
  const names = columnOf(columns.names, "names");
  const teams = columnOf(columns.teams, "teams");
  const requests = columnOf(columns.requests, "requests");
  // A player is a row with anything in it, in any of the ranges: before round 1 the results are
  // blank and the ratings (or names) say how many players there are.
  const n = Math.max(cells.length, ...[ratings, names, teams, requests].map(filledLength));
  if (n === 0) fail("MISSING", "results: the range is empty (expected one row per player, in pairing-number order)");
  while (cells.length < n) cells.push([]);
  const parsed = parseWallchart(cells);
  const problems: Problem[] = [...parsed.problems];
  const players: Player[] = parsed.value.map((rounds, i) => {
    const id = i + 1;
    let rating: number | null = null;
    try {
      const r = cellNumber(ratings[i], `ratings, row ${id}`);
      if (r !== null && (r < 0 || r > RATING_MAX || !Number.isInteger(r))) {
        problems.push(
          problem("BAD_CELL", `ratings, row ${id}: ${r} is not a rating (a whole number to ${RATING_MAX}, 0 or blank for unrated)`),
        );
      } else if (r !== null && r > 0) rating = r;
    } catch (e) {
      if (e instanceof ChessInputError) problems.push(...e.problems);
      else throw e;
    }
    const req = cellText(requests[i]).toUpperCase();
    const request = req === "" ? undefined : REQUEST_CODES[req];
    if (req !== "" && request === undefined) {
      problems.push(problem("BAD_CELL", `requests, row ${id}: "${req}" is not a request (H half-point bye, U zero-point bye, W withdrawn)`));
    }
    const team = cellText(teams[i]);
    const name = cellText(names[i]);
    return {
      id,
      name: name === "" ? `#${id}` : name,
      rating,
      ...(team === "" ? {} : { team }),
      rounds,
      ...(request === undefined ? {} : { request }),
      ...(request === "withdrawn" ? { withdrawn: true } : {}),
    };
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  return { info: {}, players, totalRounds: null, initialColour: null };
}

export { rangeHeight } from "./normalize";

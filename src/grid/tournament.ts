/** Spreadsheet ranges → the core's Tournament (wallchart plus optional per-player columns). */
import { ChessInputError, problem, type Problem } from "../core/errors";
import { parseWallchart } from "../core/formats/wallchart";
import type { Player, Request, Tournament } from "../core/model/types";
import { cellNumber, cellText, isBlank, textMatrix, toList } from "./normalize";

export interface SheetColumns {
  readonly ratings?: unknown;
  readonly names?: unknown;
  readonly teams?: unknown;
  readonly requests?: unknown;
}

const REQUEST_CODES: Readonly<Record<string, Request>> = {
  H: "halfBye",
  U: "zeroBye",
  Z: "zeroBye",
  W: "withdrawn",
};

/** The players' rows of an optional column, checked against the wallchart's height. */
function columnOf(v: unknown, argument: string, n: number, problems: Problem[]): unknown[] {
  if (v === null || v === undefined) return [];
  const list = toList(v, argument);
  let end = list.length;
  while (end > n && isBlank(list[end - 1])) end--;
  if (end > n) problems.push(problem("BAD_ARGUMENT", `${argument}: ${end} rows, but the results have ${n} players`));
  return list.slice(0, n);
}

/**
 * Reads a results range (one row per player in pairing-number order, one column per round) and the
 * optional columns beside it. Throws ChessInputError listing every problem, each with its place.
 */
export function readTournament(results: unknown, columns: SheetColumns = {}): Tournament {
  const cells = textMatrix(results);
  const n = Math.max(cells.length, columns.names == null ? 0 : textMatrix(columns.names).length);
  while (cells.length < n) cells.push([]);
  const parsed = parseWallchart(cells);
  const problems: Problem[] = [...parsed.problems];
  const ratings = columnOf(columns.ratings, "ratings", n, problems);
  const names = columnOf(columns.names, "names", n, problems);
  const teams = columnOf(columns.teams, "teams", n, problems);
  const requests = columnOf(columns.requests, "requests", n, problems);
  const players: Player[] = parsed.value.map((rounds, i) => {
    const id = i + 1;
    let rating: number | null = null;
    try {
      const r = cellNumber(ratings[i], `ratings, row ${id}`);
      if (r !== null && (r < 0 || !Number.isInteger(r))) {
        problems.push(problem("BAD_CELL", `ratings, row ${id}: ${r} is not a rating (a whole number, 0 or blank for unrated)`));
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

/** Spreadsheet ranges → the core's Tournament (wallchart plus optional per-player columns). */
import { ChessInputError, fail, problem, type Problem } from "../core/errors";
import { parseWallchart } from "../core/formats/wallchart";
import { REQUEST_CODES, type Player, type Tournament } from "../core/model/types";
import { RATING_MAX, cellNumber, cellText, type CellValue } from "./normalize";
import { UNRATED_HINT, anchorRows, playerColumnAt, type Rows } from "./ranges";
import { dateResultMessage, isDateResult } from "./cells";

export interface SheetColumns {
  readonly ratings?: unknown;
  readonly names?: unknown;
  readonly teams?: unknown;
  readonly requests?: unknown;
}

export interface ReadOptions {
  /**
   * A row with something in a per-player range is a player even below the results' last filled row
   * (pairing: a late entry, or round 1 with blank results). Without it the results say who plays, and
   * a per-player range must line up with them (src/grid/ranges.ts); a blank row between players is named.
   */
  readonly extend?: boolean;
  /** The ratings and names as lists already lined up (SWISS_PAIR's field, read by pairing-field.ts). */
  readonly field?: { readonly ratings: readonly CellValue[]; readonly names: readonly CellValue[] };
}

/** The words an unrated player's rating cell may hold. */
export const UNRATED_WORDS = ["UNR", "NR", "UNRATED", "-"] as const;

/**
 * Reads a results range (one row per player in pairing-number order, one column per round) and the
 * optional columns beside it, lined up by src/grid/ranges.ts (a heading row skipped, rows checked
 * against the results'). Before round 1 (blank results) the players are the rows up to the last one
 * with anything in any of the ranges. Throws ChessInputError listing every problem, each with its place.
 */
export function readTournament(results: unknown, columns: SheetColumns = {}, options: ReadOptions = {}): Tournament {
  const anchor = anchorRows(results, "results", options.extend ? { blankRows: "keep" } : {});
  const rows: Rows = anchor.rows.players === 0 || options.extend ? { ...anchor.rows, extend: true } : anchor.rows;
  const ratings = options.field
    ? { values: [...options.field.ratings], start: 0 }
    : playerColumnAt(columns.ratings, "ratings", rows, {
        what: "a rating",
        numeric: true,
        words: UNRATED_WORDS,
        lastBlank: UNRATED_HINT,
      });
  const names = options.field
    ? { values: [...options.field.names], start: 0 }
    : playerColumnAt(columns.names, "names", rows, {
        what: "a name",
        lastBlank: { hint: "Type the player's name." },
      });
  const teams = playerColumnAt(columns.teams, "teams", rows, { what: "a team" });
  const requests = playerColumnAt(columns.requests, "requests", rows, { what: "a request" });
  const n = Math.max(anchor.cells.length, ...[ratings, names, teams, requests].map((c) => c.values.length));
  if (n === 0) fail("MISSING", "results: the range is empty (expected one row per player, in pairing-number order)");
  // A result cell the sheet made a date of (a Date, or a date serial: no wallchart cell is a number
  // that large) is explained, not reported as "not a result".
  const dated: Problem[] = [];
  anchor.cells.forEach((row, i) =>
    row.forEach((c, j) => {
      if (isDateResult(c))
        dated.push(problem("BAD_CELL", dateResultMessage(c, `Round ${j + 1}, player #${i + 1}`)));
    }),
  );
  if (dated.length > 0) throw new ChessInputError(dated);
  const cells: string[][] = anchor.cells.map((row) => row.map(cellText));
  while (cells.length < n) cells.push([]);
  const parsed = parseWallchart(cells);
  const problems: Problem[] = [...parsed.problems];
  const at = (c: { start: number }, id: number): number => id + c.start;
  const players: Player[] = parsed.value.map((rounds, i) => {
    const id = i + 1;
    let rating: number | null = null;
    const ratingCell: CellValue = ratings.values[i] ?? null;
    try {
      const unrated = (UNRATED_WORDS as readonly string[]).includes(cellText(ratingCell).toUpperCase());
      const r = unrated ? null : cellNumber(ratingCell, `ratings, row ${at(ratings, id)}`);
      if (r !== null && (r < 0 || r > RATING_MAX || !Number.isInteger(r))) {
        problems.push(
          problem(
            "BAD_CELL",
            `ratings, row ${at(ratings, id)}: ${r} is not a rating (a whole number to ${RATING_MAX}, 0 or blank for unrated)`,
          ),
        );
      } else if (r !== null && r > 0) rating = r;
    } catch (e) {
      if (e instanceof ChessInputError) problems.push(...e.problems);
      else throw e;
    }
    const req = cellText(requests.values[i]).toUpperCase();
    const request = req === "" ? undefined : REQUEST_CODES[req];
    if (req !== "" && request === undefined) {
      problems.push(
        problem(
          "BAD_CELL",
          `requests, row ${at(requests, id)}: "${req}" is not a request (H half-point bye, U zero-point bye, W withdrawn, C club duty in Keizer club nights)`,
        ),
      );
    }
    const team = cellText(teams.values[i]);
    const name = cellText(names.values[i]);
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

/**
 * Who is in the field for SWISS_PAIR: a row with a name is a player, so nobody is lost.
 *
 * The ratings argument is either two columns, Name | Rating (the players are the rows up to the
 * last one with a name), or one column of ratings (the players are the rows up to the last one with
 * anything in any range). A blank rating, 0, UNR, NR or UNRATED is an unrated player. Before round 1
 * a single column cannot tell a blank (unrated) rating at the bottom from a spare row: then the
 * function refuses and says how to give the field, rather than guess.
 */
import { fail } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { cellNumber, cellText, isBlank, textMatrix, toList, toMatrix, type CellValue } from "../normalize";
import { readTournament } from "../tournament";

const UNRATED = new Set(["", "0", "UNR", "NR", "UNRATED", "-"]);

/** A rating cell: a positive whole number, or 0 for unrated. @example ratingCell("UNR", "ratings, row 3") // 0 */
export function ratingCell(v: unknown, place: string): number {
  if (UNRATED.has(cellText(v).toUpperCase())) return 0;
  const n = cellNumber(v, place);
  if (n === null) return 0;
  if (n < 0 || !Number.isInteger(n)) fail("BAD_CELL", `${place}: ${n} is not a rating (a whole number; blank, 0, UNR or NR for unrated)`);
  return n;
}

function lastFilled(list: readonly unknown[]): number {
  let end = list.length;
  while (end > 0 && isBlank(list[end - 1])) end--;
  return end;
}

function column(v: unknown, argument: string): CellValue[] {
  return v === null || v === undefined ? [] : toList(v, argument);
}

/**
 * The tournament SWISS_PAIR pairs, from its ranges.
 * @example readField([[""], [""], [""]], [["Ann", 1800], ["Bob", ""], ["Cy", "UNR"]], null, null).players.length // 3
 */
export function readField(results: unknown, ratings: unknown, teams: unknown, requests: unknown): Tournament {
  const r = toMatrix(ratings);
  const twoColumns = r.some((row) => row.length >= 2);
  const played = textMatrix(results).length;
  const teamList = column(teams, "teams");
  const requestList = column(requests, "requests");
  let names: string[];
  let values: number[];
  if (twoColumns) {
    const nameCells = r.map((row) => cellText(row[0]));
    const n = lastFilled(nameCells);
    for (const [list, what] of [
      [r.map((row) => row[row.length - 1]), "a rating"],
      [teamList, "a team"],
      [requestList, "a request"],
    ] as const) {
      const end = lastFilled(list);
      if (end > n) fail("BAD_ARGUMENT", `ratings, row ${end}: ${what} but no name; a row with a name is a player (Name | Rating)`);
    }
    if (played > n) fail("BAD_ARGUMENT", `results, row ${played}: results but no name in the ratings range; a row with a name is a player (Name | Rating)`);
    for (let i = 0; i < n; i++) {
      if (nameCells[i] === "") fail("BAD_CELL", `ratings, row ${i + 1}: no name; every player between the first and the last needs one (a row with a name is a player)`);
    }
    names = nameCells.slice(0, n);
    values = r.slice(0, n).map((row, i) => ratingCell(row[row.length - 1], `ratings, row ${i + 1}`));
  } else {
    const cells = r.map((row) => row[0]);
    const n = Math.max(played, lastFilled(cells), lastFilled(teamList), lastFilled(requestList));
    if (played === 0 && cells.length > n && n > 0) {
      fail(
        "BAD_ARGUMENT",
        `ratings: rows ${n + 1} to ${cells.length} are blank, and before round 1 a blank rating may be an unrated player or a spare row. ` +
          `Give the ratings as two columns, Name | Rating (a row with a name is a player), or select only the players' rows and type UNR for an unrated player`,
      );
    }
    names = [];
    values = cells.slice(0, n).map((v, i) => ratingCell(v, `ratings, row ${i + 1}`));
    while (values.length < n) values.push(0);
  }
  return readTournament(results, {
    ratings: values.map((v) => [v]),
    ...(names.length > 0 ? { names: names.map((x) => [x]) } : {}),
    teams,
    requests,
  });
}

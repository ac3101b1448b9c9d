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
import { cellNumber, cellText, isBlank, toMatrix } from "../normalize";
import { UNRATED_HINT, anchorRows, isHeaderText, playerColumn, playerColumnAt, type Rows } from "../ranges";
import { UNRATED_WORDS, readTournament } from "../tournament";

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

/**
 * The tournament SWISS_PAIR pairs, from its ranges.
 * @example readField([[""], [""], [""]], [["Ann", 1800], ["Bob", ""], ["Cy", "UNR"]], null, null).players.length // 3
 */
export function readField(results: unknown, ratings: unknown, teams: unknown, requests: unknown): Tournament {
  const anchor = anchorRows(results, "results", { blankRows: "keep", extend: true });
  const rows: Rows = { ...anchor.rows, extend: true };
  let r = toMatrix(ratings);
  const twoColumns = r.some((row) => row.length >= 2);
  const played = anchor.rows.players;
  const teamList = playerColumn(teams, "teams", rows, { what: "a team" });
  const requestList = playerColumn(requests, "requests", rows, { what: "a request" });
  let names: string[];
  let values: number[];
  if (twoColumns) {
    // A heading row (Name | Rating), or the row beside the results' heading, is not a player.
    const head = r[0] ?? [];
    const beside = anchor.rows.top > 0 && r.length === anchor.rows.height;
    if (isHeaderText(head[0], "names") || isHeaderText(head[head.length - 1], "ratings")) r = r.slice(1);
    else if (beside) {
      if (head.some((c) => !isBlank(c)))
        fail("BAD_ARGUMENT", `ratings, row 1: "${cellText(head[0])}" is beside the results' heading row; select the same rows as the results (a heading on both, or on neither)`);
      r = r.slice(1);
    }
    const skipped = r.length < toMatrix(ratings).length ? 1 : 0;
    const nameCells = r.map((row) => cellText(row[0]));
    const n = lastFilled(nameCells);
    for (const [list, what] of [
      [r.map((row) => row[row.length - 1]), "a rating"],
      [teamList, "a team"],
      [requestList, "a request"],
    ] as const) {
      const end = lastFilled(list);
      if (end > n) fail("BAD_ARGUMENT", `ratings, row ${end + skipped}: ${what} but no name; a row with a name is a player (Name | Rating)`);
    }
    if (played > n) fail("BAD_ARGUMENT", `results, row ${played + anchor.rows.top}: results but no name in the ratings range; a row with a name is a player (Name | Rating)`);
    for (let i = 0; i < n; i++) {
      if (nameCells[i] === "") fail("BAD_CELL", `ratings, row ${i + 1 + skipped}: no name; every player between the first and the last needs one (a row with a name is a player)`);
    }
    names = nameCells.slice(0, n);
    values = r.slice(0, n).map((row, i) => ratingCell(row[row.length - 1], `ratings, row ${i + 1 + skipped}`));
  } else {
    const column = playerColumnAt(ratings, "ratings", rows, { what: "a rating", numeric: true, words: UNRATED_WORDS, lastBlank: UNRATED_HINT });
    const cells = column.values;
    const n = Math.max(played, lastFilled(cells), lastFilled(teamList), lastFilled(requestList));
    const height = r.length - column.start;
    if (played === 0 && height > n && n > 0) {
      fail(
        "BAD_ARGUMENT",
        `ratings: rows ${n + 1 + column.start} to ${r.length} are blank, and before round 1 a blank rating may be an unrated player or a spare row. ` +
          `Give the ratings as two columns, Name | Rating (a row with a name is a player), or select only the players' rows and type UNR for an unrated player`,
      );
    }
    names = [];
    values = cells.slice(0, n).map((v, i) => ratingCell(v, `ratings, row ${i + 1 + column.start}`));
    while (values.length < n) values.push(0);
  }
  return readTournament(
    results,
    { teams, requests },
    { extend: true, field: { ratings: values, names } },
  );
}

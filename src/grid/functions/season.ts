/** SEASON: a Grand Prix season kept in formulas — players × events of points → total and place. */
import { ChessInputError, fail, problem, type Problem } from "../../core/errors";
import { bestTotal } from "../../core/grandprix/sum";
import { sharedPlaces } from "../../core/season/season";
import { oneCell, placeNumber } from "../cells";
import { cellNumber, isBlank, toMatrix, type OutCell } from "../normalize";
import { anchorRows } from "../ranges";

/**
 * SEASON(points, [best]) → per row: the total of the best `best` scores (default 7, the ACF Grand
 * Prix rule) and the place among the rows, a number (equal totals share the first place they cover: 2, 2). A row with no points is
 * blank. Points must be numbers of 0 or more. The range is read by the rule of every function
 * (src/grid/ranges.ts, as GP_TOTAL reads it): a heading row of event names is skipped and answered
 * with Total | Place, trailing blank rows (a whole column) are neither read nor returned.
 * @example seasonFn([[8, 10, 8.5], [4, 2, 16], [4, 10, 4.5]], 2) // [[18.5, 2], [20, 1], [14, 3]]
 */
export function seasonFn(points: unknown, best: unknown): OutCell[][] {
  const all = toMatrix(points);
  if (all.length === 0 || all.every((r) => r.every(isBlank)))
    fail("MISSING", "points: the range is empty (one row per player, one column per event)");
  const { cells: m, rows } = anchorRows(all, "points", { blankRows: "keep", numeric: true });
  const top = rows.top;
  const bestCell = oneCell(best, "best", "give one number");
  const keep = cellNumber(bestCell, "best") ?? 7;
  if (!Number.isInteger(keep) || keep < 1 || keep > 99)
    fail("BAD_ARGUMENT", `best: ${keep} is not a number of scores (a whole number from 1 to 99)`);
  const problems: Problem[] = [];
  const totals = m.map((row, r) => {
    if (row.every(isBlank)) return null;
    const values: number[] = [];
    row.forEach((v, c) => {
      const place = `points, row ${r + 1 + top}, column ${c + 1}`;
      try {
        const x = cellNumber(v, place);
        if (x === null) return;
        if (!Number.isFinite(x) || x < 0 || x > 1e6)
          problems.push(problem("OUT_OF_RANGE", `${place}: ${x} is not a number of points (0 or more)`));
        else values.push(x);
      } catch (e) {
        if (e instanceof ChessInputError) problems.push(...e.problems);
        else throw e;
      }
    });
    return bestTotal(values, keep);
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const places = sharedPlaces(totals);
  const out: OutCell[][] = totals.map((t, i) => (t === null ? ["", ""] : [t, placeNumber(places[i] ?? "")]));
  return top > 0 ? [["Total", "Place"], ...out] : out;
}

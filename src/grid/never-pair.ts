/** A "never pair these two" list read from a range: two pairing numbers per row. */
import { ChessInputError, problem, type Problem } from "../core/errors";
import { cellText, isBlank, toMatrix } from "./normalize";

/**
 * The pairs of a never-pair range: one row per pair, two pairing numbers from 1 to `players`;
 * blank rows are skipped. Throws ChessInputError naming every bad row.
 * @example neverPairList([[3, 8], ["", ""], [12, 5]], 20) // [[3, 8], [5, 12]]
 */
export function neverPairList(range: unknown, players: number, argument = "neverPair"): [number, number][] {
  const out: [number, number][] = [];
  const problems: Problem[] = [];
  toMatrix(range).forEach((row, i) => {
    if (row.every(isBlank)) return;
    const ids = row.filter((v) => !isBlank(v)).map((v) => Number(cellText(v).replace(/^#/, "")));
    const good = ids.length === 2 && ids.every((id) => Number.isInteger(id) && id >= 1 && id <= players) && ids[0] !== ids[1];
    if (!good) {
      const seen = row.map(cellText).filter((x) => x !== "").join(", ");
      problems.push(problem("BAD_ARGUMENT", `${argument} row ${i + 1}: "${seen}" — expected two different pairing numbers from 1 to ${players}`));
      return;
    }
    const [a, b] = ids as [number, number];
    out.push(a < b ? [a, b] : [b, a]);
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  return out;
}

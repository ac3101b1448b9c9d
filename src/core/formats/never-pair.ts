/**
 * The event's "Never pair" sheet: one pair per row, two players who must never meet (brothers, a
 * parent and child, club-mates by request). Each player as "#n name", "n" or the exact name. The
 * engines treat a listed pair as a rematch; Check pairings names it as "never-pair list". Read with
 * the workbook (readWorkbook), so the pane, the CLI and anything else reading the file see the same
 * list.
 */
import { problem, type Problem } from "../errors";
import type { Player } from "../model/types";
import { cellAddress } from "./cells";

/** The sheet's name. */
export const NEVER_PAIR = "Never pair";

/** A cell as text (blank for nothing). */
function text(v: unknown): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/**
 * The pairs on a Never pair sheet, low number first, and a problem naming the cell for every player
 * it cannot find. A first row whose first two cells are not players is taken as the header.
 * @example readNeverPair([["Player", "Never paired with"], ["#3 Ann Lee", "#8 Bob Lee"]], players).pairs // [[3, 8]]
 */
export function readNeverPair(
  grid: readonly (readonly unknown[])[],
  players: readonly Player[],
  sheet = NEVER_PAIR,
): { pairs: [number, number][]; problems: Problem[] } {
  const pairs: [number, number][] = [];
  const problems: Problem[] = [];
  const at = (row: number, col: number): string => cellAddress(row, col, { row: 0, col: 0, sheet: sheetRef(sheet) });
  const idOf = (v: unknown): number | null => {
    const t = text(v);
    const m = /^#?\s*(\d+)\b/.exec(t);
    if (m !== null) {
      const id = Number(m[1]);
      return players.some((p) => p.id === id) ? id : null;
    }
    const named = players.filter((p) => p.name !== "" && p.name.toLowerCase() === t.toLowerCase());
    return named.length === 1 ? (named[0] as Player).id : null;
  };
  grid.forEach((row, r) => {
    const a = row[0];
    const b = row[1];
    if (text(a) === "" && text(b) === "") return;
    const ia = idOf(a);
    const ib = idOf(b);
    if (r === 0 && ia === null && ib === null) return; // the header
    for (const [v, id, c] of [
      [a, ia, 0],
      [b, ib, 1],
    ] as const) {
      if (id === null) {
        problems.push(
          problem(
            "BAD_CELL",
            `${at(r, c)}: "${text(v)}" is not a player (expected #n, the pairing number, or the name as on Players)`,
          ),
        );
      }
    }
    if (ia === null || ib === null) return;
    if (ia === ib) {
      problems.push(problem("BAD_CELL", `${at(r, 1)}: a player cannot be kept from the same player; name two different players`));
      return;
    }
    pairs.push(ia < ib ? [ia, ib] : [ib, ia]);
  });
  return { pairs, problems };
}

/**
 * The event's "Never pair" sheet: one pair per row, two players who must never meet (brothers, a
 * parent and child, club-mates by request). Each player as "#n name", "n" or the exact name. The
 * engines treat a listed pair as a rematch; Check pairings names it as "never-pair list".
 */
import { problem, type Problem } from "../core/errors";
import type { Player } from "../core/model/types";
import { sheetA1, isBlankCell, type Grid } from "./port";

export const NEVER_PAIR = "Never pair";

/** The header the sheet is created with. */
export const NEVER_PAIR_HEADER = ["Player", "Never paired with", "Why (optional)"] as const;

function text(v: unknown): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

/**
 * The pairs on a Never pair sheet, low number first, and a problem naming the cell for every player
 * it cannot find. A first row whose first two cells are not players is taken as the header.
 * @example readNeverPair([["Player", "Never paired with"], ["#3 Ann Lee", "#8 Bob Lee"]], players).pairs // [[3, 8]]
 */
export function readNeverPair(grid: Grid, players: readonly Player[], sheet = NEVER_PAIR): { pairs: [number, number][]; problems: Problem[] } {
  const pairs: [number, number][] = [];
  const problems: Problem[] = [];
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
    if (isBlankCell(a ?? null) && isBlankCell(b ?? null)) return;
    const ia = idOf(a);
    const ib = idOf(b);
    if (r === 0 && ia === null && ib === null) return; // the header
    for (const [v, id, c] of [[a, ia, 0], [b, ib, 1]] as const) {
      if (id === null) {
        problems.push(problem("BAD_CELL", `${sheetA1(sheet, r, c)}: "${text(v)}" is not a player (expected #n, the pairing number, or the name as on Players)`));
      }
    }
    if (ia === null || ib === null) return;
    if (ia === ib) {
      problems.push(problem("BAD_CELL", `${sheetA1(sheet, r, 1)}: a player cannot be kept from himself; name two different players`));
      return;
    }
    pairs.push(ia < ib ? [ia, ib] : [ib, ia]);
  });
  return { pairs, problems };
}

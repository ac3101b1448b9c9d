/**
 * The event's "Never pair" sheet: one pair per row, two players who must never meet (brothers, a
 * parent and child, club-mates by request). Each player as "#n name", "n" or the exact name. The
 * engines treat a listed pair as a rematch; Check pairings names it as "never-pair list". Read with
 * the workbook (readWorkbook), so the pane, the CLI and anything else reading the file see the same
 * list. A Rounds column (a TRF-2026 260 line's range: "5-6", or one round "5") keeps the pair apart in
 * those rounds only; blank is the whole event.
 */
import { problem, type Problem } from "../errors";
import type { ForbiddenGroup, Player } from "../model/types";
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
): { pairs: [number, number][]; groups: ForbiddenGroup[]; problems: Problem[] } {
  const pairs: [number, number][] = [];
  const groups: ForbiddenGroup[] = [];
  const problems: Problem[] = [];
  // The Rounds column, by its header (the fourth column when the header does not say).
  const head = (grid[0] ?? []).map((c) => text(c).toLowerCase());
  const found = head.findIndex((h) => /^rounds?\b/.test(h));
  const roundsCol = found >= 0 ? found : 3;
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
    const pair: [number, number] = ia < ib ? [ia, ib] : [ib, ia];
    const rounds = text(row[roundsCol]);
    if (rounds === "") {
      pairs.push(pair);
      return;
    }
    const m = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/.exec(rounds);
    const from = m === null ? NaN : Number(m[1]);
    const to = m === null ? NaN : Number(m[2] ?? m[1]);
    if (!(from >= 1 && to >= from)) {
      problems.push(
        problem("BAD_CELL", `${at(r, roundsCol)}: "${rounds}" is not rounds (expected 5, or 5-6; blank for the whole event)`),
      );
      return;
    }
    groups.push({ players: pair, from, to });
  });
  return { pairs, groups, problems };
}

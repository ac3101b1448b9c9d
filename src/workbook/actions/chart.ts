/**
 * Writing one round's column of the wallchart (and the rows of players not on it yet), or the whole
 * Wallchart sheet when the event has none yet.
 */
import { makeCell } from "../../core/formats/wallchart";
import type { EventRead } from "../event";
import { columnBlocks } from "../blocks";
import { columnLetters, roundColumn } from "../geometry";
import type { Block, Cell } from "../port";

export interface ChartWrite {
  readonly blocks: Block[];
  readonly addSheets: string[];
  /** e.g. "column E of Wallchart". */
  readonly where: string;
  /** The round's column (0-based). */
  readonly column: number;
}

/**
 * The writes that put `cells` (pairing number → cell text) in round `round`'s column. Players not
 * in `cells` keep what they have. A refusal text when the sheet has no header row to write under.
 */
export function chartWrites(
  event: EventRead,
  round: number,
  cells: ReadonlyMap<number, Cell>,
  /** Cells of earlier rounds to fill in the same batch (round → pairing number → cell). */
  earlier: ReadonlyMap<number, ReadonlyMap<number, Cell>> = new Map(),
): ChartWrite | string {
  const t = event.tournament;
  const sheet = event.chartSheet;
  const g = event.chart;
  if (g === null) {
    if (event.chartExists && event.chartGrid.length > 0) {
      return `${sheet} has no header row (expected #, Name and round columns R1, R2 … in one of its first ten rows)`;
    }
    // A new Wallchart sheet: every player, every round so far, this round's cells.
    const rounds = Math.max(round, ...t.players.map((p) => p.rounds.length));
    const grid: Cell[][] = [["#", "Name", ...Array.from({ length: rounds }, (_, j) => `R${j + 1}`)]];
    for (const p of t.players) {
      grid.push([
        p.id,
        p.name,
        ...Array.from({ length: rounds }, (_, j) =>
          j === round - 1 && cells.has(p.id)
            ? (cells.get(p.id) ?? "")
            : (earlier.get(j + 1)?.get(p.id) ?? makeCell(p.rounds[j] ?? null)),
        ),
      ]);
    }
    return {
      blocks: [{ sheet, row: 0, col: 0, values: grid }],
      addSheets: event.chartExists ? [] : [sheet],
      where: `column ${columnLetters(1 + round)} of ${sheet}`,
      column: 1 + round,
    };
  }
  const grid = event.chartGrid;
  const col = roundColumn(grid, g, round);
  const blocks: Block[] = [];
  // Players not on the wallchart yet get a row at the bottom (# and Name).
  const rowOf = new Map(g.rowOf);
  let next = g.lastRow + 1;
  const ids = new Map<number, Cell>();
  const names = new Map<number, Cell>();
  for (const p of t.players) {
    if (rowOf.has(p.id)) continue;
    rowOf.set(p.id, next);
    if (g.idCol >= 0) ids.set(next, p.id);
    if (g.nameCol >= 0) names.set(next, p.name);
    next++;
  }
  if (g.idCol >= 0) blocks.push(...columnBlocks(sheet, g.idCol, ids, grid));
  if (g.nameCol >= 0) blocks.push(...columnBlocks(sheet, g.nameCol, names, grid));
  const values = new Map<number, Cell>();
  if (!g.roundCols.has(round)) values.set(g.headerRow, `R${round}`);
  for (const [id, v] of cells) {
    const r = rowOf.get(id);
    if (r !== undefined) values.set(r, v);
  }
  blocks.push(...columnBlocks(sheet, col, values, grid));
  for (const [r, byId] of earlier) {
    const at = g.roundCols.get(r);
    if (at === undefined || r === round) continue;
    const past = new Map<number, Cell>();
    for (const [id, v] of byId) {
      const row = rowOf.get(id);
      if (row !== undefined) past.set(row, v);
    }
    blocks.push(...columnBlocks(sheet, at, past, grid));
  }
  return { blocks, addSheets: [], where: `column ${columnLetters(col)} of ${sheet}`, column: col };
}

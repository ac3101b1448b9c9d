/** Building write blocks: a whole sheet, or the changed runs of one column. */
import { cellString } from "./engine";
import { gridWidth, type Block, type Cell, type Grid } from "./port";

/**
 * The block that makes a sheet hold exactly `grid` from A1: it also covers the old contents beyond
 * the new ones (with blanks), so nothing stale is left behind.
 */
export function sheetBlock(sheet: string, grid: Grid, old: Grid = []): Block {
  const height = Math.max(grid.length, old.length, 1);
  const width = Math.max(gridWidth(grid), gridWidth(old), 1);
  const values: Cell[][] = [];
  for (let r = 0; r < height; r++) {
    const row: Cell[] = [];
    for (let c = 0; c < width; c++) row.push(grid[r]?.[c] ?? "");
    values.push(row);
  }
  return { sheet, row: 0, col: 0, values };
}

/**
 * Blocks for the cells of one column that change: `values` maps row → new value; rows whose value
 * is already there are left alone, and each run of consecutive changed rows is one block.
 */
export function columnBlocks(sheet: string, col: number, values: ReadonlyMap<number, Cell>, old: Grid): Block[] {
  const rows = [...values.keys()]
    .filter((r) => cellString(old[r]?.[col] ?? null) !== cellString(values.get(r) ?? null))
    .sort((a, b) => a - b);
  const blocks: Block[] = [];
  let start = -1;
  let run: Cell[][] = [];
  const flush = (): void => {
    if (run.length > 0) blocks.push({ sheet, row: start, col, values: run });
    run = [];
  };
  for (const r of rows) {
    if (run.length > 0 && r !== start + run.length) flush();
    if (run.length === 0) start = r;
    run.push([values.get(r) ?? ""]);
  }
  flush();
  return blocks;
}

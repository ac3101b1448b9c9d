/**
 * Where things are in a wallchart sheet, so the actions can write a round's column and new player
 * rows into the right cells. Reading the tournament is src/core/formats/workbook.ts's job; this
 * finds the same header row by the same rule (the first of the first ten rows holding a header it
 * knows) and the row of each pairing number.
 */
import { headerField, roundOfHeader } from "../core/formats/workbook";
import { columnName } from "../core/formats/cells";
import { isBlankCell, type Cell, type Grid } from "./port";

/** What a header is to the actions: the four columns they write to, or some other known field. */
function kindOf(v: Cell | undefined): "id" | "name" | "rating" | "request" | "other" | undefined {
  const f = headerField(text(v));
  return f === undefined ? undefined : f === "id" || f === "name" || f === "rating" || f === "request" ? f : "other";
}

export function headerKey(v: Cell | undefined): string {
  return text(v)
    .toLowerCase()
    .replace(/[\s._-]+/g, "");
}

function text(v: Cell | undefined): string {
  if (v === null || v === undefined) return "";
  return String(v).trim();
}

export interface ChartGeometry {
  readonly sheet: string;
  /** 0-based header row. */
  readonly headerRow: number;
  /** 0-based columns, -1 where the sheet has none. */
  readonly idCol: number;
  readonly nameCol: number;
  readonly ratingCol: number;
  readonly requestCol: number;
  /** Round number → column. */
  readonly roundCols: ReadonlyMap<number, number>;
  /** Pairing number → row. */
  readonly rowOf: ReadonlyMap<number, number>;
  /** The last non-blank row (the header row when there are no players). */
  readonly lastRow: number;
  /** Columns in use (1 + the last column holding anything in any row). */
  readonly width: number;
}

/** The header row and columns of a wallchart sheet, or null when no row looks like a header. */
export function chartGeometry(sheet: string, grid: Grid, withRounds = true): ChartGeometry | null {
  const known = (v: Cell | undefined): boolean =>
    kindOf(v) !== undefined || (withRounds && roundOfHeader(text(v)) !== null);
  let headerRow = -1;
  for (let r = 0; r < Math.min(grid.length, 10) && headerRow < 0; r++) if ((grid[r] ?? []).some(known)) headerRow = r;
  if (headerRow < 0) return null;
  const cols = { id: -1, name: -1, rating: -1, request: -1 };
  const roundCols = new Map<number, number>();
  (grid[headerRow] ?? []).forEach((c, col) => {
    const k = kindOf(c);
    if (k !== undefined && k !== "other") {
      if (cols[k] < 0) cols[k] = col;
      return;
    }
    const round = withRounds && k === undefined ? roundOfHeader(text(c)) : null;
    if (round !== null && !roundCols.has(round)) roundCols.set(round, col);
  });
  const rowOf = new Map<number, number>();
  let order = 0;
  let lastRow = headerRow;
  for (let r = headerRow + 1; r < grid.length; r++) {
    const row = grid[r] ?? [];
    if (row.every((c) => isBlankCell(c))) continue;
    lastRow = r;
    order++;
    let id = order;
    if (cols.id >= 0) {
      const m = /^#?(\d+)$/.exec(text(row[cols.id]));
      if (m === null) continue;
      id = Number(m[1]);
    }
    if (!rowOf.has(id)) rowOf.set(id, r);
  }
  let width = 0;
  for (const row of grid) for (let c = row.length - 1; c >= width; c--) if (!isBlankCell(row[c] ?? null)) width = c + 1;
  return {
    sheet,
    headerRow,
    idCol: cols.id,
    nameCol: cols.name,
    ratingCol: cols.rating,
    requestCol: cols.request,
    roundCols,
    rowOf,
    lastRow,
    width,
  };
}

/** True when column `col` holds nothing below the header (and the header itself is blank or `header`). */
export function columnFree(grid: Grid, g: ChartGeometry, col: number, header: string): boolean {
  const h = text(grid[g.headerRow]?.[col]);
  if (h !== "" && h.toLowerCase() !== header.toLowerCase()) return false;
  for (let r = g.headerRow + 1; r < grid.length; r++) if (!isBlankCell(grid[r]?.[col] ?? null)) return false;
  return true;
}

/**
 * The column for round `round`: its own header's, else the column after the last round column when
 * free, else the first free column after everything.
 */
export function roundColumn(grid: Grid, g: ChartGeometry, round: number): number {
  const own = g.roundCols.get(round);
  if (own !== undefined) return own;
  const last = Math.max(-1, ...g.roundCols.values(), g.nameCol, g.idCol);
  if (last >= 0 && columnFree(grid, g, last + 1, `R${round}`)) return last + 1;
  return g.width;
}

/** The letters of a 0-based column. */
export const columnLetters = columnName;

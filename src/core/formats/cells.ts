/** Names for places in a sheet: column letters and A1 addresses (0-based row and column in). */

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnName(col: number): string {
  let s = "";
  let c = col + 1;
  while (c > 0) {
    const m = (c - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    c = Math.floor((c - 1) / 26);
  }
  return s;
}

/** Where a range starts in its sheet, so that problems can name the real cell. */
export interface Origin {
  /** 0-based row of the range's first cell. */
  readonly row: number;
  /** 0-based column of the range's first cell. */
  readonly col: number;
  readonly sheet?: string;
}

/** The A1 address of the cell at (row, col) of a range starting at `origin`. */
export function cellAddress(row: number, col: number, origin?: Origin): string {
  if (origin === undefined) return `row ${row + 1}, column ${col + 1}`;
  const a1 = `${columnName(origin.col + col)}${origin.row + row + 1}`;
  return origin.sheet === undefined ? a1 : `${origin.sheet}!${a1}`;
}

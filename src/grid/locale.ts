/**
 * What people type the same way in every function, on both hosts (issue 27, part 4: "the same header,
 * decimal-comma and European `;` rules everywhere"):
 * - a settings argument is either rows of Name | Value, or one cell holding the settings as a line,
 *   items separated by `;` (or new lines), each item a name then its value (`ROUNDS 5; ACCELERATION
 *   BAKU`, `K=40`, `TOP: 40`) — `settingsRows`;
 * - a list typed in one cell (tiebreaks, team tiebreaks) is separated by commas or semicolons, as a
 *   European sheet writes its own argument lists — `listItems`;
 * - a number typed as text takes a decimal comma as well as a point (`2,5`), as a sheet in a comma
 *   locale shows it; a game score reads 1, ½ or 0 in all its spellings — `gameScoreTenths`.
 * Heading rows are ranges.ts's rule.
 */
import { fail } from "../core/errors";
import { resultTenths } from "../core/ratings/acf1994/input";
import { dateResultMessage, isDateResult } from "./cells";
import { cellText, isBlank, toMatrix, type CellValue } from "./normalize";

/** The settings as rows of name | value, and how a message names one of them. */
export interface SettingsRows {
  readonly rows: CellValue[][];
  /** True when they were one cell's items (`settings, item 2`), false for rows (`settings, row 2`). */
  readonly oneCell: boolean;
}

/** `NAME value`, `NAME=value` or `NAME: value` as [name, value]. */
function item(text: string): CellValue[] {
  const m = /^([^\s:=]+)\s*[:=]?\s*(.*)$/.exec(text.trim());
  return m === null ? [text.trim(), ""] : [m[1] as string, (m[2] as string).trim()];
}

/** Whether a row holds text in its first cell and nothing else (a setting typed with its value). */
const oneText = (row: readonly CellValue[]): boolean => typeof row[0] === "string" && row.slice(1).every(isBlank);

/**
 * A settings argument as rows of name | value: one filled cell is read as a line of items separated
 * by `;` or new lines, each `NAME value` (`NAME=value`, `NAME: value`); otherwise the rows as given
 * (blank ones kept, so that a message counts rows as the sheet does), a row with only its first cell
 * filled read as that one item.
 * @example settingsRows([["ROUNDS 5; SYSTEM DUTCH"]]).rows // [["ROUNDS", "5"], ["SYSTEM", "DUTCH"]]
 * @example settingsRows([["ROUNDS", 5]]).rows // [["ROUNDS", 5]]
 */
export function settingsRows(v: unknown): SettingsRows {
  if (v === null || v === undefined) return { rows: [], oneCell: false };
  const all = toMatrix(v);
  const m = all.filter((r) => !r.every(isBlank));
  if (m.length === 1 && oneText(m[0] as CellValue[])) {
    const items = String(m[0]?.[0])
      .split(/[;\n]+/)
      .filter((s) => s.trim() !== "");
    return { rows: items.map(item), oneCell: true };
  }
  return { rows: all.map((r) => (oneText(r) && !isBlank(r[0]) ? item(String(r[0])) : [...r])), oneCell: false };
}

/**
 * A list typed in one cell or given as cells: items separated by commas or semicolons (the list
 * separator of a European sheet), spaces around them dropped.
 * @example listItems("ARO; PERFORMANCE, SOLKOFF") // ["ARO", "PERFORMANCE", "SOLKOFF"]
 */
export function listItems(v: unknown): string[] {
  return toMatrix(v)
    .flat()
    .map(cellText)
    .flatMap((t) => t.split(/[,;]/))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * One game's score in tenths (10, 5 or 0) from a cell: the numbers 1, 0.5 and 0; as text 1, 0, 0.5 or
 * 0,5, ½, 1/2, =, W, D, L, 1-0, 0-1, ½-½ (1:0 …). A date where the sheet turned 1/2 into one is
 * explained; anything else is refused naming the place.
 * @example gameScoreTenths("0,5", "scores, row 2") // 5
 */
export function gameScoreTenths(v: CellValue, place: string, what: "score" | "result" = "score"): 0 | 5 | 10 {
  if (isDateResult(v)) return fail("BAD_CELL", dateResultMessage(v, place).replace("not a result", `not a ${what}`));
  if (typeof v === "number" && (v === 1 || v === 0.5 || v === 0)) return (v * 10) as 0 | 5 | 10;
  const t = cellText(v).toUpperCase();
  const r = t === "W" ? 10 : t === "D" ? 5 : t === "L" ? 0 : resultTenths(t);
  if (r !== null) return r;
  return fail("BAD_CELL", `${place}: "${cellText(v)}" is not a ${what} (expected 1, ½ or 0)`);
}

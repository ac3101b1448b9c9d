/**
 * Cells named in messages (issue 27): the core and src/grid name a place inside an argument's own range
 * ("ratings, row 18", "Round 3, player #7", "names: 16 rows for 17 players"), because that is all a
 * host that hides addresses lets us know (Google Sheets passes values only). Excel tells a function
 * where its arguments are (`@requiresParameterAddresses`: `invocation.parameterAddresses`), and then
 * `placeMessage` adds the sheet's own address to each such place: "ratings, row 18 (Sheet1!C19)",
 * "Round 3, player #7 (Sheet1!D9)", "names (Sheet1!B2:B17): 16 rows …".
 */
import { resultsTop } from "./ranges";

/** A rectangle of cells as Excel writes its address (Sheet1!B2:D20, 'My sheet'!$B$2, A:A). */
export interface A1Range {
  /** The sheet part with its "!" as written ("Sheet1!", "'My sheet'!"), or "". */
  readonly sheet: string;
  /** First column and row, 0-based. */
  readonly col: number;
  readonly row: number;
  /** Last column, 0-based. */
  readonly lastCol: number;
}

const CELL = /^\$?([A-Z]{1,3})\$?(\d{1,7})?$/;

function column(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function letters(col: number): string {
  let s = "";
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * An address as Excel gives it, or null when it is none (a typed value, a whole row).
 * @example parseA1("Sheet1!$B$2:D20") // { sheet: "Sheet1!", col: 1, row: 1, lastCol: 3 }
 */
export function parseA1(address: unknown): A1Range | null {
  if (typeof address !== "string" || address === "") return null;
  const bang = address.lastIndexOf("!");
  const sheet = bang < 0 ? "" : address.slice(0, bang + 1);
  const [from, to = from] = address.slice(bang + 1).toUpperCase().split(":");
  const a = CELL.exec(from ?? "");
  const b = CELL.exec(to ?? "");
  if (a === null || b === null) return null;
  const row = a[2] === undefined ? 0 : Number(a[2]) - 1;
  return { sheet, col: column(a[1] as string), row, lastCol: column(b[1] as string) };
}

/** Row `r` (1-based, counted in the range) as an address: one cell, or the row across the range. */
function rowAddress(a: A1Range, r: number, to = r): string {
  const first = `${letters(a.col)}${a.row + r}`;
  const last = `${letters(a.lastCol)}${a.row + to}`;
  return `${a.sheet}${first === last ? first : `${first}:${last}`}`;
}

/** One argument: its name as messages write it, where it is (if the host said), what it held. */
export interface Placed {
  readonly name: string;
  readonly address?: unknown;
  readonly value?: unknown;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The message with each place inside a located argument followed by its address; places whose
 * argument has no address (Sheets, a typed value) are left as they are.
 * @example placeMessage("ratings, row 3: \"x\" is not a rating", [{ name: "ratings", address: "Sheet1!C2:C9" }]) // 'ratings, row 3 (Sheet1!C4): "x" is not a rating'
 */
export function placeMessage(message: string, args: readonly Placed[]): string {
  let out = message;
  for (const arg of args) {
    const a = parseA1(arg.address);
    if (a === null) continue;
    const name = escape(arg.name);
    // "ratings, row 18" / "results, rows 5 to 7": a row counted in the range, its heading included.
    out = out.replace(
      new RegExp(`(^|[\\s;(])(${name}), (rows? )(\\d+)(?: to (\\d+))?(?!\\d| to \\d| \\()`, "g"),
      (all, pre: string, n: string, word: string, from: string, to?: string) =>
        `${pre}${n}, ${word}${from}${to === undefined ? "" : ` to ${to}`} (${rowAddress(a, Number(from), Number(to ?? from))})`,
    );
    // "names: 16 rows for 17 players": the argument as a whole.
    out = out.replace(new RegExp(`(^|; )(${name}):`, "g"), (all, pre: string, n: string) => {
      const whole = arg.address as string;
      return `${pre}${n} (${whole}):`;
    });
    // "Round 3, player #7": a cell of the results, below their heading row when they have one.
    if (arg.name === "results") {
      const top = resultsTop(arg.value);
      out = out.replace(/\bRound (\d+), player #(\d+)(?!\d| \()/g, (all, round: string, player: string) => {
        const col = a.col + Number(round) - 1;
        if (col > a.lastCol) return all;
        return `${all} (${a.sheet}${letters(col)}${a.row + top + Number(player)})`;
      });
    }
  }
  return out;
}

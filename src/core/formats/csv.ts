/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field in double quotes
 * when it holds a comma, a quote or a line break, a quote inside doubled. `parseCsv` / `makeCsv` are a
 * pair: `parseCsv(makeCsv(rows)).value` is `rows`.
 *
 * The reader is tolerant where files in the wild differ: CR, LF or CRLF line ends, a byte-order mark,
 * a missing last line end, and `;` or tab as the separator (what Excel writes where the decimal mark
 * is a comma), named by Excel's `sep=;` first line or found from the first record unless given.
 *
 * Formula injection: a spreadsheet opening a CSV runs a field that begins with `=`, `+`, `-` or `@`
 * (or a tab or CR before one) as a formula, so `=HYPERLINK(…)` in a player's name would run on the
 * director's machine. `makeCsv` writes such a field with a leading apostrophe (`neutraliseField`),
 * the way the pane writes text into cells; a plain number such as `-12` stays a number. `parseCsv`
 * takes one leading apostrophe off again, so our own files read back exactly.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { LIMITS, ProblemList, finishProblems, textTooLong } from "./limits";

export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface CsvOptions {
  /** The field separator; by default the one of `, ; tab` seen most often in the first record, else `,`. */
  readonly delimiter?: CsvDelimiter;
  /** Keep a leading apostrophe before `= + - @` (by default one is taken off: see `neutraliseField`). */
  readonly raw?: boolean;
}

/** A field a spreadsheet would run as a formula: `= + - @`, tab or CR first (after our apostrophes). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain number, which a spreadsheet reads as a number and never runs. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * The field as it must be written so that a spreadsheet opening the file shows it as text instead
 * of running it: a field beginning with `= + - @`, a tab or a CR gets a leading apostrophe (as do
 * fields that already begin with apostrophes before one of these, so that reading takes exactly one
 * off). Plain numbers (`-12`, `+3.5`) are left as they are. Every CSV this project writes goes through it.
 * @example neutraliseField('=HYPERLINK("http://x","y")') // `'=HYPERLINK("http://x","y")`
 * @example neutraliseField("-12") // "-12"
 */
export function neutraliseField(field: string): string {
  return FORMULA_START.test(field) && !PLAIN_NUMBER.test(field) ? `'${field}` : field;
}

/** The inverse of `neutraliseField` for a field read back: one leading apostrophe off. */
function unneutralise(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) && !PLAIN_NUMBER.test(field.slice(1))
    ? field.slice(1)
    : field;
}

/** The separator the first record uses most (outside quotes, in its first 64 KB); `,` when there is none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text.slice(0, 65536)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (CSV_DELIMITERS as readonly string[]).includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of CSV_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * Reads CSV text into rows of fields (text, untrimmed). An empty line is a row with no fields; the
 * text after the last line end is a row only if it is not empty. Problems name the line.
 * @example parseCsv('Name,R1\r\n"Smith, Ann",W2\r\n').value // [["Name", "R1"], ["Smith, Ann", "W2"]]
 */
export function parseCsv(text: string, options: CsvOptions = {}): Parsed<string[][]> {
  const long = textTooLong(text);
  if (long !== null) return { value: [], problems: [long] };
  let src = text.replace(/^\uFEFF/, "");
  let line = 1;
  // Excel's "sep=;" first line names the separator.
  const sep = /^sep=([,;\t])(\r\n|\r|\n|$)/.exec(src);
  if (sep !== null) {
    src = src.slice(sep[0].length);
    line = 2;
  }
  const delimiter = options.delimiter ?? (sep?.[1] as CsvDelimiter | undefined) ?? detectDelimiter(src);
  const problems: Problem[] = new ProblemList();
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  /** True once the current row has a field (so that an empty line stays a row with no fields). */
  let started = false;
  const endField = () => {
    row.push(options.raw === true ? field : unneutralise(field));
    field = "";
  };
  const endRow = () => {
    if (started) endField();
    rows.push(row);
    row = [];
    started = false;
  };
  const plainEnd = new RegExp(`[${delimiter === "\t" ? "\\t" : delimiter}\r\n]`, "g");
  const quotedEnd = /["\r\n]/g;
  while (i < src.length) {
    const ch = src[i] as string;
    if (ch === '"' && field === "" && !fieldHasText(src, i, delimiter)) {
      // A quoted field: up to the lone closing quote.
      const openLine = line;
      let j = i + 1;
      let closed = false;
      while (j < src.length) {
        const c = src[j] as string;
        if (c === '"') {
          if (src[j + 1] === '"') {
            field += '"';
            j += 2;
            continue;
          }
          closed = true;
          j++;
          break;
        }
        if (c === "\r" || c === "\n") {
          if (c === "\r" && src[j + 1] === "\n") {
            field += "\r\n";
            j += 2;
          } else {
            field += c;
            j++;
          }
          line++;
          continue;
        }
        // Text up to the next quote or line end, taken whole.
        quotedEnd.lastIndex = j;
        const end = quotedEnd.exec(src)?.index ?? src.length;
        field += src.slice(j, end);
        j = end;
      }
      started = true;
      if (!closed) {
        problems.push(
          problem(
            "BAD_LINE",
            `line ${openLine}: a quoted field is not closed (expected a " before the end of the file)`,
          ),
        );
        i = j;
        break;
      }
      // After the closing quote: a separator, a line end or the end of the text.
      let k = j;
      while (k < src.length && src[k] !== delimiter && src[k] !== "\r" && src[k] !== "\n") k++;
      if (k > j) {
        problems.push(
          problem(
            "BAD_LINE",
            `line ${line}: "${src.slice(j, k)}" after a closing quote; expected ${describe(delimiter)} or a line end`,
          ),
        );
        field += src.slice(j, k);
      }
      i = k;
      continue;
    }
    if (ch === delimiter) {
      started = true;
      endField();
      i++;
      if (row.length >= LIMITS.sheetColumns) {
        problems.push(problem("OUT_OF_RANGE", `line ${line}: more than ${LIMITS.sheetColumns} fields; at most ${LIMITS.sheetColumns} are read`));
        return { value: rows, problems: finishProblems(problems) };
      }
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
      line++;
      if (rows.length > LIMITS.csvRows) {
        problems.push(problem("OUT_OF_RANGE", `line ${line - 1}: more than ${LIMITS.csvRows} lines; at most ${LIMITS.csvRows} are read`));
        return { value: rows, problems: finishProblems(problems) };
      }
    } else {
      // Plain text up to the next separator or line end, taken whole (a quote inside is text).
      started = true;
      plainEnd.lastIndex = i;
      const end = plainEnd.exec(src)?.index ?? src.length;
      field += src.slice(i, end);
      i = end;
    }
  }
  if (started || row.length > 0) endRow();
  return { value: rows, problems: finishProblems(problems) };
}

/** True when position `i` is not at the start of a field (text before it in the same field). */
function fieldHasText(src: string, i: number, delimiter: string): boolean {
  if (i === 0) return false;
  const prev = src[i - 1];
  return prev !== delimiter && prev !== "\n" && prev !== "\r";
}

function describe(delimiter: CsvDelimiter): string {
  return delimiter === "\t" ? "a tab" : `"${delimiter}"`;
}

export interface MakeCsvOptions {
  readonly delimiter?: CsvDelimiter;
  /** Line end after every record; RFC 4180's CRLF by default. */
  readonly eol?: "\r\n" | "\n";
  /** Write fields exactly as given, without `neutraliseField` (only for files no spreadsheet opens). */
  readonly raw?: boolean;
}

/** One field, quoted when it must be (or when it could be mistaken for something else). */
function quote(field: string, alone: boolean): string {
  if (field === "" && alone) return '""';
  return /[",;\t\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * Writes rows as CSV (RFC 4180: CRLF after every record, fields quoted when they hold a separator,
 * a quote or a line break). A row with one empty field is written `""` so that it reads back apart
 * from a row with none. A field a spreadsheet would run as a formula is written with a leading
 * apostrophe (`neutraliseField`).
 * @example makeCsv([["Name", "R1"], ["Smith, Ann", "W2"]]) // 'Name,R1\r\n"Smith, Ann",W2\r\n'
 */
export function makeCsv(rows: readonly (readonly string[])[], options: MakeCsvOptions = {}): string {
  const delimiter = options.delimiter ?? ",";
  const eol = options.eol ?? "\r\n";
  const safe = options.raw === true ? (f: string) => f : neutraliseField;
  return rows.map((row) => row.map((f) => quote(safe(f), row.length === 1)).join(delimiter) + eol).join("");
}

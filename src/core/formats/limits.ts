/**
 * The limits every reader keeps, so that no input (careless or hostile) makes a command run for
 * minutes or fill the memory. They follow the formats: TRF-16 has four columns for a start number
 * (9999) and two digits are plenty for rounds (99); a name in TRF has 33 columns, so 256 characters
 * is generous for any cell; a tournament of 9999 players and 99 rounds is about 2 MB of TRF.
 *
 * Each limit is refused at once with one problem naming the place; problem lists are capped
 * (`capProblems`) with a last line "and N more problems".
 */
import { problem, type Problem } from "../errors";
import { cellAddress } from "./cells";

export const LIMITS = {
  /** Highest pairing (start) number: TRF-16's four columns. */
  pairingNumber: 9999,
  /** Highest rating any system gives (FIDE's and US Chess's tops are under 3000). */
  rating: 3500,
  /** Most rounds a tournament may have. */
  rounds: 99,
  /** Longest text of one cell or field, in characters. */
  cellText: 256,
  /** Largest file a command reads, in bytes (10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Most bytes an .xlsx may unpack to (its sheets' XML): exceljs reads about 1.5 MB of it a second. */
  xlsxUnpackedBytes: 8 * 1024 * 1024,
  /** Most rows of one sheet or CSV file (players, header rows and a few blank lines). */
  sheetRows: 10_100,
  /** Most lines of a CSV file (a rating period's games or a ladder's log may be long; a sheet is held to `sheetRows`). */
  csvRows: 300_000,
  /** Most lines of a TRF file: a 001 and a team line per player, and the header, with room to spare. */
  trfLines: 25_000,
  /** Most columns of one sheet or CSV file (99 rounds and the player columns, with room to spare). */
  sheetColumns: 256,
  /** Most forbidden pairs a file's XXP lines may give (every pair of 700 players). */
  forbiddenPairs: 250_000,
  /** Problems listed before "and N more problems". */
  problems: 100,
} as const;

/**
 * The first `LIMITS.problems` problems, then one line counting the rest.
 * @example capProblems(many).at(-1)?.message // "and 1234 more problems"
 */
export function capProblems(problems: readonly Problem[], max: number = LIMITS.problems): Problem[] {
  // A list capped before ends with its own "and N more problems": those count too.
  const last = problems[problems.length - 1];
  const counted = last === undefined ? null : /^and (\d+) more problems?$/.exec(last.message);
  const real = counted === null ? problems : problems.slice(0, -1);
  const hidden = counted === null ? 0 : Number(counted[1]);
  if (real.length <= max) return [...problems];
  const rest = real.length - max + hidden;
  return [...real.slice(0, max), problem(real[max]?.code ?? "BAD_ARGUMENT", `and ${rest} more problem${rest === 1 ? "" : "s"}`)];
}

/**
 * A problem list that keeps the first `max` problems and only counts the rest, so that a file with
 * millions of bad cells costs no memory. It is an array (readers push to it as to any list);
 * `finishProblems` gives the capped list with its "and N more problems" line.
 */
export class ProblemList extends Array<Problem> {
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }
  dropped = 0;
  droppedCode: Problem["code"] | null = null;
  readonly max: number;
  constructor(max: number = LIMITS.problems) {
    super();
    this.max = max;
  }
  override push(...items: Problem[]): number {
    for (const p of items) {
      if (this.length < this.max) super.push(p);
      else {
        this.droppedCode ??= p.code;
        this.dropped++;
      }
    }
    return this.length;
  }
}

/** A reader's problems as it returns them: at most `LIMITS.problems`, then "and N more problems". */
export function finishProblems(problems: readonly Problem[]): Problem[] {
  if (problems instanceof ProblemList && problems.dropped > 0) {
    const n = problems.dropped;
    return [...problems, problem(problems.droppedCode ?? "BAD_ARGUMENT", `and ${n} more problem${n === 1 ? "" : "s"}`)];
  }
  return capProblems(problems);
}

/** The size of a file, refused when over `LIMITS.fileBytes`; null when it is within. */
export function fileTooLarge(name: string, bytes: number): Problem | null {
  if (bytes <= LIMITS.fileBytes) return null;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return problem("BAD_FILE", `${name}: the file is ${mb(bytes)}; at most ${mb(LIMITS.fileBytes)} is read`);
}

/** A stream read only to just past `LIMITS.fileBytes` (its size unknown): one problem. */
export function streamTooLarge(name: string): Problem {
  return problem("BAD_FILE", `${name} is larger than ${LIMITS.fileBytes / 1024 / 1024} MB; at most that is read`);
}

/** Text over `LIMITS.fileBytes` characters (a file pasted or uploaded in the pane): one problem, or null. */
export function textTooLong(text: string): Problem | null {
  return text.length <= LIMITS.fileBytes ? null : fileTooLarge("the text", text.length);
}

/** A pairing number over the limit, with the place, or null. */
export function pairingNumberProblem(place: string, id: number): Problem | null {
  if (id <= LIMITS.pairingNumber) return null;
  return problem("OUT_OF_RANGE", `${place}: pairing number ${id} is too large (at most ${LIMITS.pairingNumber})`);
}

/** A round number (or count) over the limit, with the place, or null. */
export function roundProblem(place: string, round: number): Problem | null {
  if (round <= LIMITS.rounds) return null;
  return problem("OUT_OF_RANGE", `${place}: round ${round} is too many (at most ${LIMITS.rounds} rounds)`);
}

/** A cell's text as a value of the grid, or its length as a number for any other value. */
function length(v: unknown): number {
  return typeof v === "string" ? v.length : 0;
}

/**
 * Checks the size of a grid of cells before it is read: rows, columns (counting only to the last
 * non-blank cell, so a sheet formatted far down is fine) and the length of each cell's text. Returns
 * the problems (at most one per kind and a few long cells), each naming the sheet and the place.
 * @example checkGrid([["x".repeat(300)]], "results.csv")[0]?.message // "results.csv!A1: 300 characters; …"
 */
export function checkGrid(cells: readonly (readonly unknown[])[], sheet: string): Problem[] {
  const problems: Problem[] = [];
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");
  let lastRow = -1;
  let lastCol = -1;
  const long: Problem[] = [];
  for (let r = 0; r < cells.length; r++) {
    const row = cells[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      if (blank(v)) continue;
      lastRow = r;
      if (c > lastCol) lastCol = c;
      if (length(v) > LIMITS.cellText && long.length < 3 && r < LIMITS.sheetRows && c < LIMITS.sheetColumns)
        long.push(
          problem(
            "OUT_OF_RANGE",
            `${cellAddress(r, c, { row: 0, col: 0, sheet })}: ${length(v)} characters; a cell holds at most ${LIMITS.cellText}`,
          ),
        );
    }
  }
  if (lastRow >= LIMITS.sheetRows)
    problems.push(
      problem("OUT_OF_RANGE", `${sheet}: ${lastRow + 1} rows; at most ${LIMITS.sheetRows} are read (${LIMITS.pairingNumber} players)`),
    );
  if (lastCol >= LIMITS.sheetColumns)
    problems.push(problem("OUT_OF_RANGE", `${sheet}: ${lastCol + 1} columns; at most ${LIMITS.sheetColumns} are read`));
  return [...problems, ...long];
}

/**
 * A TRF 001 line with something written after round `LIMITS.rounds`'s block (columns 92 on, ten per
 * round): one problem naming the line and column, or null.
 */
export function trfRoundsBeyond(text: string, line: number): Problem | null {
  const end = 91 + 10 * LIMITS.rounds; // last column of the last round's block
  const rest = text.slice(end);
  const first = rest.search(/\S/);
  if (first < 0) return null;
  return problem(
    "OUT_OF_RANGE",
    `line ${line}, column ${end + 1 + first}: a round after round ${LIMITS.rounds} (at most ${LIMITS.rounds} rounds; the line has ${text.length} characters)`,
  );
}

/** A TRF text with more than `LIMITS.trfLines` lines: refused before its lines are read. */
export function trfTooLong(): Problem {
  return problem(
    "OUT_OF_RANGE",
    `line ${LIMITS.trfLines + 1}: more than ${LIMITS.trfLines} lines (a TRF of ${LIMITS.pairingNumber} players has about ${LIMITS.pairingNumber + 20})`,
  );
}

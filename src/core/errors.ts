/**
 * Errors are values with stable codes. The core collects `Problem`s and, at an API boundary, throws
 * one `ChessInputError` carrying them; each platform converts it once (CustomFunctions.Error in
 * Excel, Error in Sheets, an exit code and a list in the CLI).
 */

export const PROBLEM_CODES = [
  "BAD_CELL",
  "SIDES_DISAGREE",
  "BAD_OPPONENT",
  "BAD_ARGUMENT",
  "BAD_LINE",
  "BAD_FILE",
  "DUPLICATE",
  "MISSING",
  "OUT_OF_RANGE",
  "NO_PAIRING",
  "UNKNOWN_NAME",
  /** A name looked up in the data and not there (Excel shows #N/A, as its own lookups do). */
  "NOT_FOUND",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** One thing wrong with the input, with the place it was found, already in the message. */
export interface Problem {
  readonly code: ProblemCode;
  readonly message: string;
}

export function problem(code: ProblemCode, message: string): Problem {
  return { code, message };
}

/** Thrown at a boundary when the input cannot be used; `message` lists the first few problems. */
export class ChessInputError extends Error {
  readonly problems: readonly Problem[];
  readonly code: ProblemCode;
  constructor(problems: readonly Problem[]) {
    const first = problems.slice(0, 3).map((p) => p.message);
    // A capped list ends with "and N more problems" (src/core/formats/limits.ts): those count too.
    const counted = /^and (\d+) more problems?$/.exec(problems[problems.length - 1]?.message ?? "");
    const total = counted === null ? problems.length : problems.length - 1 + Number(counted[1]);
    const more = total > 3 && !(counted !== null && problems.length <= 3) ? ` (and ${total - 3} more)` : "";
    super(first.join("; ") + more);
    this.name = "ChessInputError";
    this.problems = problems;
    this.code = problems[0]?.code ?? "BAD_ARGUMENT";
  }
}

/** Throws a ChessInputError for a single problem. */
export function fail(code: ProblemCode, message: string): never {
  throw new ChessInputError([problem(code, message)]);
}

/** A parse result: a value, plus the problems found on the way (a value is unusable if any). */
export interface Parsed<T> {
  readonly value: T;
  readonly problems: readonly Problem[];
}

/** The value, or a thrown ChessInputError listing every problem. */
export function unwrap<T>(parsed: Parsed<T>): T {
  if (parsed.problems.length > 0) throw new ChessInputError(parsed.problems);
  return parsed.value;
}

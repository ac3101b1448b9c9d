/**
 * fast-check arguments for the custom functions as each host passes them: values a careless user or
 * an attacker may put in cells (huge and tiny numbers, negative ratings, results, codes, dates,
 * text), single cells, ranges, empty ranges and omitted arguments.
 */
import fc from "fast-check";

const texts = fc.constantFrom(
  "W2", "L1", "D3", "W12b", "B", "H", "U", "X", "F", "1-0", "0-1", "½-½", "½", "2½", "=", "x", "#1", "-", "+",
  "USCF", "DUTCH", "FIDE", "MODIFIED", "SOLKOFF", "VCF", "A", "B1", "RATED", "NEW", "PARTIAL", "2024-01-01",
  "1976-02-30", "G/90+30", "90+30", "TRUE", "NO", "1 850", "1,5", "1e308", "NaN", "Infinity", "-5", "99999",
  "=cmd|' /C calc'!A0", "a".repeat(300),
);

const numbers = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.integer({ min: -4000, max: 4000 }),
  fc.constantFrom(1e308, -1e308, 5e-324, 99999, 1e15, 0.5, 0, 1, 2, 3, 3500, 3501, 9999, 10000, 100, 45000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** One cell's value as Excel hands it (null for empty). */
export const excelCell: fc.Arbitrary<string | number | boolean | null> = fc.oneof(
  { weight: 3, arbitrary: texts },
  { weight: 3, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
);

/** One cell's value as Sheets hands it ("" for empty). */
export const sheetsCell: fc.Arbitrary<string | number | boolean> = excelCell.map((v) => (v === null ? "" : v));

function matrix<T>(cell: fc.Arbitrary<T>): fc.Arbitrary<T[][]> {
  return fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 4 }))
    .chain(([h, w]) => fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }));
}

/** An argument as Excel passes it: always a 2-D array for a range or cell, null when omitted. */
export const excelArg: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: excelCell.map((v) => [[v]]) },
  { weight: 1, arbitrary: excelCell },
  { weight: 3, arbitrary: matrix(excelCell) },
  { weight: 1, arbitrary: fc.constant([]) },
);

/** An argument as Sheets passes it: a scalar for one cell, a 2-D array for a range, undefined when omitted. */
export const sheetsArg: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: sheetsCell },
  { weight: 3, arbitrary: matrix(sheetsCell) },
  { weight: 1, arbitrary: fc.constant([]) },
);

/** True for a value a function may answer: text, a boolean, a finite number; a matrix of them with a cell. */
export function isAnswer(v: unknown): boolean {
  const one = (c: unknown) => typeof c === "string" || typeof c === "boolean" || (typeof c === "number" && Number.isFinite(c));
  if (!Array.isArray(v)) return one(v);
  return v.length > 0 && v.some((r) => Array.isArray(r) && r.length > 0) && v.every((r) => Array.isArray(r) && r.every(one));
}

/** Runs per function: enough to find the known failures, small enough for CI (all fuzz tests well under two minutes). */
export const RUNS = 120;

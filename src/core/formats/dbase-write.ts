/**
 * A dBase III table (.dbf) writer, the pair of `dbase-read.ts`: the US Chess rating report is three
 * such tables (docs/uscf-report.md). The layout written (dBase III PLUS, no memo file):
 *
 * - header, 32 bytes: version 0x03, the date of the last update (year − 1900, month, day), the
 *   number of records (4 bytes, little-endian), the header length (2 bytes), the record length (2
 *   bytes), the rest zero;
 * - one 32-byte descriptor per field: the name (11 bytes, NUL-padded), the type letter, four zero
 *   bytes, the length, the decimals, fourteen zero bytes; then 0x0D;
 * - each record: a space (the record is live) and every field's text, no separators; then 0x1A.
 *
 * Field text is one byte a character. A `C` field is left-aligned and padded with spaces, an `N`
 * field right-aligned (as dBase writes numbers), a `D` field eight digits `YYYYMMDD` or blank. A
 * value that does not fit, or a character that is not printable ASCII, is refused with the field's
 * name: the caller (the report builder) says beforehand what it will write, so nothing is cut here.
 */

/** The field types this writer writes. */
export const DBF_TYPES = ["C", "N", "D"] as const;
export type DbfType = (typeof DBF_TYPES)[number];

export interface DbfFieldSpec {
  /** 1 to 10 characters: letters, digits and `_`, starting with a letter. */
  readonly name: string;
  readonly type: DbfType;
  /** C: 1–254; N: 1–19; D: 8. */
  readonly length: number;
}

/** What a record holds: a field's text (or a number for an N field); absent or null is blank. */
export type DbfRow = Readonly<Record<string, string | number | null | undefined>>;

const MAX_LENGTH: Readonly<Record<DbfType, number>> = { C: 254, N: 19, D: 8 };

/** Why the field list cannot be written, or null. */
function fieldProblem(fields: readonly DbfFieldSpec[]): string | null {
  if (fields.length === 0) return "a dBase table needs at least one field";
  const seen = new Set<string>();
  for (const f of fields) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,9}$/.test(f.name)) return `field "${f.name}": a name is 1 to 10 letters, digits or _, starting with a letter`;
    if (seen.has(f.name.toUpperCase())) return `field ${f.name} is listed twice`;
    seen.add(f.name.toUpperCase());
    if (!Number.isInteger(f.length) || f.length < 1 || f.length > MAX_LENGTH[f.type] || (f.type === "D" && f.length !== 8))
      return `field ${f.name}: a ${f.type} field is ${f.type === "D" ? "8" : `1 to ${MAX_LENGTH[f.type]}`} characters long, not ${f.length}`;
  }
  return null;
}

/** A field's bytes for one record, or a sentence saying why the value cannot be written. */
function fieldText(f: DbfFieldSpec, v: string | number | null | undefined, record: number): string {
  const where = `record ${record}, field ${f.name}`;
  if (v === null || v === undefined || v === "") return " ".repeat(f.length);
  let s: string;
  if (typeof v === "number") {
    if (f.type !== "N" || !Number.isFinite(v)) throw new RangeError(`${where}: ${v} is not text for a ${f.type} field`);
    s = String(v);
  } else s = v;
  if (!/^[\x20-\x7e]*$/.test(s)) throw new RangeError(`${where}: "${s}" has a character that is not printable ASCII`);
  if (f.type === "N" && !/^\s*-?\d+(\.\d+)?\s*$/.test(s)) throw new RangeError(`${where}: "${s}" is not a number`);
  if (f.type === "D" && !/^\d{8}$/.test(s)) throw new RangeError(`${where}: "${s}" is not a date (YYYYMMDD)`);
  const t = f.type === "N" ? s.trim() : s;
  if (t.length > f.length) throw new RangeError(`${where}: "${t}" is longer than the field's ${f.length} characters`);
  return f.type === "N" ? t.padStart(f.length, " ") : t.padEnd(f.length, " ");
}

/**
 * The bytes of a dBase III table holding `rows` (each a record, its fields by name). `updated` is the
 * header's date of last update, `YYYY-MM-DD` (passed in: the core reads no clock). Throws a
 * RangeError naming the record and field for a value that cannot be written as it is.
 * @example makeDbf([{ name: "D_NAME", type: "C", length: 30 }], [{ D_NAME: "SMITH, ANN" }], "2026-11-26").length // 32 + 32 + 1 + 31 + 1 = 97
 */
export function makeDbf(fields: readonly DbfFieldSpec[], rows: readonly DbfRow[], updated: string): Uint8Array {
  const bad = fieldProblem(fields);
  if (bad !== null) throw new RangeError(bad);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(updated);
  if (date === null || Number(date[1]) < 1900 || Number(date[1]) > 2155)
    throw new RangeError(`"${updated}" is not a date of last update (YYYY-MM-DD, 1900 to 2155)`);
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((n, f) => n + f.length, 0);
  if (recordLength > 0xffff) throw new RangeError(`a record of ${recordLength} bytes is longer than dBase allows (65,535)`);
  const out = new Uint8Array(headerLength + recordLength * rows.length + 1);
  out[0] = 0x03;
  out[1] = Number(date[1]) - 1900;
  out[2] = Number(date[2]);
  out[3] = Number(date[3]);
  const put16 = (at: number, v: number) => {
    out[at] = v & 0xff;
    out[at + 1] = (v >>> 8) & 0xff;
  };
  const n = rows.length;
  out[4] = n & 0xff;
  out[5] = (n >>> 8) & 0xff;
  out[6] = (n >>> 16) & 0xff;
  out[7] = (n >>> 24) & 0xff;
  put16(8, headerLength);
  put16(10, recordLength);
  fields.forEach((f, i) => {
    const at = 32 + 32 * i;
    const name = f.name.toUpperCase();
    for (let c = 0; c < name.length; c++) out[at + c] = name.charCodeAt(c);
    out[at + 11] = f.type.charCodeAt(0);
    out[at + 16] = f.length;
  });
  out[headerLength - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerLength + recordLength * r;
    out[at++] = 0x20;
    for (const f of fields) {
      const s = fieldText(f, row[f.name], r + 1);
      for (let c = 0; c < s.length; c++) out[at++] = s.charCodeAt(c);
    }
  });
  out[out.length - 1] = 0x1a;
  return out;
}

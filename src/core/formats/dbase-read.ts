/**
 * A dBase III table (.dbf) reader: the US Chess ratings supplement as SwissSys and WinTD read it is
 * such a table. The layout (dBase III PLUS; the same in FoxPro and dBase IV for these parts):
 *
 * - header, 32 bytes: version (byte 0: 0x03, 0x83 with a memo file; 0x30, 0x31, 0xF5, 0x8B in
 *   later writers), date of the last update (bytes 1–3: year − 1900, month, day), number of records
 *   (4–7, little-endian), header length in bytes (8–9), record length in bytes (10–11);
 * - one 32-byte field descriptor per field from byte 32: the name (0–10, ASCII, NUL-padded), the
 *   type (11: C text, N and F numbers as text, D date `YYYYMMDD`, L logical, M memo), the length
 *   (16) and the decimals (17); a 0x0D byte ends the descriptors;
 * - the records from the header length on, each `record length` bytes: a deletion flag (`' '`
 *   live, `'*'` deleted) and the fields one after the other, no separators; 0x1A may end the file.
 *
 * Pure: it reads bytes the caller has read. Text is read as Latin-1 (one byte, one character).
 * `dbfRecords` yields records one at a time, so a large supplement is never held twice.
 */

export interface DbfField {
  readonly name: string;
  /** C, N, F, D, L, M (others are read as text). */
  readonly type: string;
  readonly length: number;
  readonly decimals: number;
  /** Offset of the field inside a record (after the deletion flag, so the first field is at 1). */
  readonly offset: number;
}

export interface DbfHeader {
  readonly version: number;
  /** The last update as ISO text (`2026-11-01`), or "" when the bytes are not a date. */
  readonly updated: string;
  readonly records: number;
  readonly headerLength: number;
  readonly recordLength: number;
  readonly fields: readonly DbfField[];
}

export type DbfValue = string | number | boolean | null;

export interface DbfRecord {
  /** 1-based record number. */
  readonly n: number;
  readonly deleted: boolean;
  /** By field name as the header writes it (upper case in practice). */
  readonly values: Readonly<Record<string, DbfValue>>;
  /** Fields that could not be read (a number that is not one), each named. */
  readonly problems: readonly string[];
}

const VERSIONS = new Set([0x02, 0x03, 0x30, 0x31, 0x32, 0x43, 0x63, 0x83, 0x8b, 0x8e, 0xcb, 0xf5, 0xfb]);

function u16(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}

function u32(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16)) + (b[i + 3] ?? 0) * 0x1000000;
}

/** Bytes as Latin-1 text. */
function latin1(b: Uint8Array, from: number, to: number): string {
  let s = "";
  for (let i = from; i < to; i++) s += String.fromCharCode(b[i] ?? 0);
  return s;
}

/**
 * The header and field descriptors, or a string saying why the bytes are not a dBase table.
 * @example (readDbfHeader(bytes) as DbfHeader).fields.map((f) => f.name) // ["MEMID", "NAME", "ST", "EXP", "R_REG"]
 */
export function readDbfHeader(bytes: Uint8Array): DbfHeader | string {
  if (bytes.length < 33) return "not a dBase table (shorter than a dBase header)";
  const version = bytes[0] as number;
  if (!VERSIONS.has(version)) return `not a dBase table (its first byte is 0x${version.toString(16).padStart(2, "0")})`;
  const headerLength = u16(bytes, 8);
  const recordLength = u16(bytes, 10);
  const records = u32(bytes, 4);
  if (headerLength < 33 || headerLength > bytes.length) return `not a dBase table (header length ${headerLength})`;
  const fields: DbfField[] = [];
  let offset = 1;
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    let end = at;
    while (end < at + 11 && bytes[end] !== 0) end++;
    const name = latin1(bytes, at, end).trim();
    const type = String.fromCharCode(bytes[at + 11] ?? 32).toUpperCase();
    const length = bytes[at + 16] ?? 0;
    if (name === "" || length === 0) return `not a dBase table (field descriptor ${fields.length + 1} is empty)`;
    fields.push({ name, type, length, decimals: bytes[at + 17] ?? 0, offset });
    offset += length;
  }
  if (fields.length === 0) return "not a dBase table (no fields)";
  if (offset !== recordLength)
    return `not a dBase table (the fields take ${offset} bytes a record, the header says ${recordLength})`;
  const y = bytes[1] as number;
  const m = bytes[2] as number;
  const d = bytes[3] as number;
  const updated =
    m >= 1 && m <= 12 && d >= 1 && d <= 31
      ? `${1900 + y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`
      : "";
  return { version, updated, records, headerLength, recordLength, fields };
}

function value(f: DbfField, raw: string, n: number, problems: string[]): DbfValue {
  const t = raw.trim();
  switch (f.type) {
    case "N":
    case "F": {
      if (t === "" || /^\*+$/.test(t)) return null;
      if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) {
        problems.push(`record ${n}, field ${f.name}: "${t}" is not a number`);
        return null;
      }
      return Number(t);
    }
    case "D":
      if (t === "" || /^0+$/.test(t)) return null;
      if (!/^\d{8}$/.test(t)) {
        problems.push(`record ${n}, field ${f.name}: "${t}" is not a date (YYYYMMDD)`);
        return null;
      }
      return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
    case "L":
      if (/^[TtYy]$/.test(t)) return true;
      if (/^[FfNn]$/.test(t)) return false;
      return null;
    default:
      return t;
  }
}

/**
 * The records one at a time, deleted ones included (flagged). A file that ends before the header's
 * count yields the whole records it has; `dbfShortBy` says how many are missing.
 */
export function* dbfRecords(bytes: Uint8Array, header: DbfHeader): Generator<DbfRecord> {
  const whole = Math.min(header.records, Math.floor((bytes.length - header.headerLength) / header.recordLength));
  for (let n = 1; n <= whole; n++) {
    const at = header.headerLength + (n - 1) * header.recordLength;
    if (bytes[at] === 0x1a) return;
    const problems: string[] = [];
    const values: Record<string, DbfValue> = {};
    for (const f of header.fields) values[f.name] = value(f, latin1(bytes, at + f.offset, at + f.offset + f.length), n, problems);
    yield { n, deleted: bytes[at] === 0x2a, values, problems };
  }
}

/** How many of the header's records the file is too short to hold (0 for a whole file). */
export function dbfShortBy(bytes: Uint8Array, header: DbfHeader): number {
  const whole = Math.floor((bytes.length - header.headerLength) / header.recordLength);
  return Math.max(0, header.records - whole);
}

/**
 * A second, minimal dBase III reader for the tests, written apart from src/core/formats/dbase-read.ts
 * (DataView and the header's own offsets, no shared code), so that a file our writer makes is checked
 * by a reader that could not share its mistakes. It reads what the dBase III PLUS layout says: the
 * 32-byte header, 32-byte descriptors up to 0x0D, fixed-length records after the header length,
 * 0x1A after the last record.
 */
export interface IndependentField {
  name: string;
  type: string;
  length: number;
  decimals: number;
}
export interface IndependentTable {
  version: number;
  updated: [number, number, number];
  fields: IndependentField[];
  /** Each record's fields as the raw text, not trimmed (widths are checked too). */
  records: Record<string, string>[];
  deleted: boolean[];
  headerLength: number;
  recordLength: number;
  /** The byte after the last record. */
  end: number | undefined;
  /** Bytes after that byte. */
  trailing: number;
}

export function readIndependently(bytes: Uint8Array): IndependentTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const fields: IndependentField[] = [];
  const decode = (from: number, to: number) => Array.from(bytes.subarray(from, to), (b) => String.fromCharCode(b)).join("");
  let at = 32;
  while (bytes[at] !== 0x0d) {
    if (at + 32 > headerLength) throw new Error(`no 0x0D before the header length ${headerLength}`);
    const raw = decode(at, at + 11);
    const nul = raw.indexOf("\0");
    fields.push({
      name: nul < 0 ? raw : raw.slice(0, nul),
      type: decode(at + 11, at + 12),
      length: view.getUint8(at + 16),
      decimals: view.getUint8(at + 17),
    });
    at += 32;
  }
  if (at + 1 !== headerLength) throw new Error(`the descriptors end at ${at + 1}, the header says ${headerLength}`);
  const width = 1 + fields.reduce((n, f) => n + f.length, 0);
  if (width !== recordLength) throw new Error(`fields take ${width} bytes, the header says ${recordLength}`);
  const records: Record<string, string>[] = [];
  const deleted: boolean[] = [];
  for (let r = 0; r < count; r++) {
    let p = headerLength + r * recordLength;
    if (p + recordLength > bytes.length) throw new Error(`record ${r + 1} runs past the end of the file`);
    deleted.push(bytes[p] === 0x2a);
    p++;
    const rec: Record<string, string> = {};
    for (const f of fields) {
      rec[f.name] = decode(p, p + f.length);
      p += f.length;
    }
    records.push(rec);
  }
  const endAt = headerLength + count * recordLength;
  return {
    version: view.getUint8(0),
    updated: [view.getUint8(1), view.getUint8(2), view.getUint8(3)],
    fields,
    records,
    deleted,
    headerLength,
    recordLength,
    end: bytes[endAt],
    trailing: Math.max(0, bytes.length - endAt - 1),
  };
}

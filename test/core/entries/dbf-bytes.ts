/**
 * dBase III bytes laid out by hand for the reader's tests (header, field descriptors, 0x0D, records
 * with their deletion flag, 0x1A), so the golden file is the format itself, not our own writer.
 */
export interface FieldSpec {
  readonly name: string;
  readonly type: "C" | "N" | "D" | "L";
  readonly length: number;
}

export function dbfBytes(fields: readonly FieldSpec[], records: readonly { deleted?: boolean; values: readonly string[] }[], date = [126, 11, 1]): Uint8Array {
  const recordLength = 1 + fields.reduce((s, f) => s + f.length, 0);
  const headerLength = 32 + 32 * fields.length + 1;
  const out = new Uint8Array(headerLength + recordLength * records.length + 1);
  out[0] = 0x03;
  out[1] = date[0] as number;
  out[2] = date[1] as number;
  out[3] = date[2] as number;
  new DataView(out.buffer).setUint32(4, records.length, true);
  new DataView(out.buffer).setUint16(8, headerLength, true);
  new DataView(out.buffer).setUint16(10, recordLength, true);
  fields.forEach((f, i) => {
    const at = 32 + 32 * i;
    for (let k = 0; k < f.name.length; k++) out[at + k] = f.name.charCodeAt(k);
    out[at + 11] = f.type.charCodeAt(0);
    out[at + 16] = f.length;
  });
  out[headerLength - 1] = 0x0d;
  records.forEach((r, n) => {
    let at = headerLength + n * recordLength;
    out[at++] = r.deleted === true ? 0x2a : 0x20;
    fields.forEach((f, i) => {
      const v = r.values[i] ?? "";
      // Text is left-aligned, numbers right-aligned, as dBase writes them.
      const s = f.type === "N" ? v.padStart(f.length) : v.padEnd(f.length);
      for (let k = 0; k < f.length; k++) out[at + k] = s.charCodeAt(k);
      at += f.length;
    });
  });
  out[out.length - 1] = 0x1a;
  return out;
}

/**
 * A .zip of a few text files (the event's web pages, issue 24 item 6), written by hand so it runs
 * in every host the pane has — Apps Script has no TextEncoder and no CompressionStream — and adds
 * nothing to a bundle. The layout is PKWARE's APPNOTE 6.3.x: for each file a local header
 * (0x04034b50) and its bytes, then the central directory (0x02014b50 a file) and the end record
 * (0x06054b50). Files are stored (method 0, no compression: the pages are a few hundred KB), names
 * in UTF-8 (general-purpose flag bit 11), dated 1 January 1980 (the format's first day: a zip made
 * twice from the same event is the same bytes).
 */

/** UTF-8 bytes of a string (lone surrogates as U+FFFD), without TextEncoder. */
export function utf8(text: string): Uint8Array {
  // At most three bytes a UTF-16 unit (a pair's four bytes are two units' worth).
  const out = new Uint8Array(text.length * 3);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      out[o++] = c;
      continue;
    }
    if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 63);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
        out[o++] = 0xf0 | (c >> 18);
        out[o++] = 0x80 | ((c >> 12) & 63);
        out[o++] = 0x80 | ((c >> 6) & 63);
        out[o++] = 0x80 | (c & 63);
        continue;
      }
      c = 0xfffd;
    } else if (c >= 0xdc00 && c <= 0xdfff) c = 0xfffd;
    out[o++] = 0xe0 | (c >> 12);
    out[o++] = 0x80 | ((c >> 6) & 63);
    out[o++] = 0x80 | (c & 63);
  }
  return out.slice(0, o);
}

let table: Uint32Array | null = null;

/**
 * CRC-32 (the IEEE polynomial 0xEDB88320, as zip and PNG use it).
 * @example crc32(utf8("123456789")) // 0xcbf43926
 */
export function crc32(bytes: Uint8Array): number {
  if (table === null) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (table[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A file for the zip: its path inside (folders with "/"), and its text (written as UTF-8) or bytes. */
export interface ZipFile {
  readonly name: string;
  readonly text?: string;
  readonly bytes?: Uint8Array;
}

/** 1980-01-01 00:00 in MS-DOS form: date (year-1980)<<9 | month<<5 | day, time 0. */
const DOS_DATE = (1 << 5) | 1;

/**
 * The zip's bytes. Names must be distinct, relative and under 64 KB; the whole under 4 GB (zip64 is
 * not written: the event's pages are far below it).
 * @example zipFiles([{ name: "index.html", text: "<p>Hi</p>" }]).length // 30 + 10 + 9 + 46 + 10 + 22
 */
export function zipFiles(files: readonly ZipFile[]): Uint8Array {
  const seen = new Set<string>();
  const parts: { name: Uint8Array; data: Uint8Array; crc: number; offset: number }[] = [];
  let offset = 0;
  for (const f of files) {
    if (f.name === "" || f.name.startsWith("/") || f.name.split("/").includes("..") || seen.has(f.name))
      throw new Error(`zip: "${f.name}" is not a distinct relative file name`);
    seen.add(f.name);
    const name = utf8(f.name);
    const data = f.bytes ?? utf8(f.text ?? "");
    parts.push({ name, data, crc: crc32(data), offset });
    offset += 30 + name.length + data.length;
  }
  const directory = parts.reduce((n, p) => n + 46 + p.name.length, 0);
  const out = new Uint8Array(offset + directory + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (v: number) => {
    view.setUint16(at, v, true);
    at += 2;
  };
  const u32 = (v: number) => {
    view.setUint32(at, v >>> 0, true);
    at += 4;
  };
  /** The fields a local header and a central header share, from "version needed" to the name's length. */
  const common = (p: (typeof parts)[number]) => {
    u16(20); // version needed: 2.0
    u16(0x0800); // flags: names in UTF-8
    u16(0); // stored
    u16(0); // time 00:00
    u16(DOS_DATE);
    u32(p.crc);
    u32(p.data.length);
    u32(p.data.length);
    u16(p.name.length);
  };
  for (const p of parts) {
    u32(0x04034b50);
    common(p);
    u16(0); // extra field length
    out.set(p.name, at);
    at += p.name.length;
    out.set(p.data, at);
    at += p.data.length;
  }
  const start = at;
  for (const p of parts) {
    u32(0x02014b50);
    u16(20); // made by: version 2.0 (MS-DOS attributes)
    common(p);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(p.offset);
    out.set(p.name, at);
    at += p.name.length;
  }
  const size = at - start;
  u32(0x06054b50);
  u16(0); // this disk
  u16(0); // the disk the directory starts on
  u16(parts.length);
  u16(parts.length);
  u32(size);
  u32(start);
  u16(0); // comment length
  return out;
}

/**
 * An .xlsx file the director picks, opened in the browser: the zip's central directory read from
 * the bytes (PKWARE's APPNOTE: end-of-central-directory record 0x06054b50, central headers
 * 0x02014b50, local headers 0x04034b50), each XML part inflated by the browser's own
 * DecompressionStream("deflate-raw"), then the sheet's cells read by src/core/formats/xlsx-cells.ts.
 * Nothing leaves the page.
 */
import { xlsxCells, type XlsxCell } from "../src/core/formats/xlsx-cells";

const u16 = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, i: number): number => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly size: number;
  readonly offset: number;
}

/** The zip's entries from its central directory, or a sentence saying why the bytes are not a zip. */
export function zipEntries(b: Uint8Array): ZipEntry[] | string {
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 65557); i--) {
    if (u32(b, i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return "not an .xlsx workbook (it is not a zip file)";
  const count = u16(b, end + 10);
  let at = u32(b, end + 16);
  const out: ZipEntry[] = [];
  const text = new TextDecoder();
  for (let k = 0; k < count; k++) {
    if (u32(b, at) !== 0x02014b50) return "the zip's directory is damaged";
    const method = u16(b, at + 10);
    const size = u32(b, at + 20);
    const nameLen = u16(b, at + 28);
    const extra = u16(b, at + 30);
    const comment = u16(b, at + 32);
    const local = u32(b, at + 42);
    const name = text.decode(b.subarray(at + 46, at + 46 + nameLen));
    if (u32(b, local) !== 0x04034b50) return `the zip's entry ${name} is damaged`;
    const offset = local + 30 + u16(b, local + 26) + u16(b, local + 28);
    out.push({ name, method, size, offset });
    at += 46 + nameLen + extra + comment;
  }
  return out;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The XML parts of an .xlsx (only `xl/…` parts, as text). */
export async function xlsxParts(bytes: Uint8Array): Promise<Map<string, string> | string> {
  const entries = zipEntries(bytes);
  if (typeof entries === "string") return entries;
  const parts = new Map<string, string>();
  const text = new TextDecoder();
  for (const e of entries) {
    if (!e.name.startsWith("xl/") || !/\.(xml|rels)$/.test(e.name) || /^xl\/(media|printerSettings|theme)\//.test(e.name)) continue;
    const raw = bytes.subarray(e.offset, e.offset + e.size);
    if (e.method !== 0 && e.method !== 8) return `${e.name} is packed in a way the browser cannot open (method ${e.method})`;
    parts.set(e.name, text.decode(e.method === 8 ? await inflate(raw) : raw));
  }
  return parts;
}

/**
 * The cells of an .xlsx file's first sheet (or the one named), or a sentence saying why not.
 * @example await xlsxFileCells(await file.arrayBuffer()) // [["Name", "Rating"], ["Ann Lee", 1500]]
 */
export async function xlsxFileCells(buffer: ArrayBuffer, sheet?: string): Promise<XlsxCell[][] | string> {
  const parts = await xlsxParts(new Uint8Array(buffer));
  return typeof parts === "string" ? parts : xlsxCells(parts, sheet);
}

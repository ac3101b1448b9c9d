/**
 * How much an .xlsx unpacks to, checked before exceljs reads it. An .xlsx is a zip: a few MB of it can
 * unpack to hundreds of MB of sheet XML (a "zip bomb"), which exceljs would hold whole and parse for a
 * minute. Each entry is inflated here with zlib's own output limit (so a zip that lies about its sizes
 * is caught too), against one budget for the whole file: `LIMITS.xlsxUnpackedBytes`.
 */
import { inflateRawSync } from "zlib";
import { LIMITS } from "../core/formats/limits";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The reason an .xlsx's content is refused (it unpacks to more than the budget), or null. Anything
 * that is not a well-formed zip returns null: exceljs then says it is not a readable workbook.
 */
export function xlsxTooLarge(zip: Buffer): string | null {
  try {
    return unpackedTooLarge(zip);
  } catch {
    return null; // a broken zip: exceljs says it is not a readable workbook
  }
}

function unpackedTooLarge(zip: Buffer): string | null {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let budget = LIMITS.xlsxUnpackedBytes;
  const tooLarge = `it unpacks to more than ${LIMITS.xlsxUnpackedBytes / 1024 / 1024} MB of sheets (save large events as .csv or .trf)`;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (declared === 0xffffffff || compressed === 0xffffffff) return tooLarge; // ZIP64: far beyond any budget here
    if (declared > budget) return tooLarge;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) {
      budget -= data.length;
    } else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) }).length;
      } catch (e) {
        if ((e as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") return tooLarge; // zlib's output limit
        return null; // not deflate data: exceljs will say the file is not readable
      }
    } else return null;
    if (budget < 0) return tooLarge;
  }
  return null;
}

/** Reads a tournament file for the CLI: .trf/.txt (TRF-16), .csv (one wallchart sheet), .xlsx. */
import { readFileSync, statSync, type Stats } from "fs";
import { extname, basename } from "path";
import { fail, unwrap } from "../core/errors";
import type { Tournament } from "../core/model/types";
import { parseTrf } from "../core/formats/trf";
import { parseCsv } from "../core/formats/csv";
import { readWallchartGrid, readWorkbook } from "../core/formats/workbook";
import type { Workbook } from "../core/formats/workbook";
import { LIMITS, fileTooLarge, streamTooLarge } from "../core/formats/limits";
import { STDIN, readStdin, stdinFrom } from "./stdin";

export { STDIN };

export const TOURNAMENT_EXTENSIONS = [".trf", ".txt", ".csv", ".xlsx"] as const;

/** What "-" holds: `--from`, else TRF when a line starts with a TRF code (001 player, 012 name), else CSV. */
function stdinKind(text: string): ".trf" | ".csv" {
  const from = stdinFrom();
  if (from === "trf" || from === "csv") return `.${from}`;
  return /^(?:001|012|XXR|XXC) /m.test(text) ? ".trf" : ".csv";
}

/**
 * The sentence for a file with no players (empty, binary, or only header lines): every command
 * refuses it with the same words as `check`.
 */
export function noPlayers(name: string): string {
  return `${name}: no players — is this a tournament file? (a TRF-16 player line starts with 001; a CSV wallchart has a header row, then one row per player)`;
}

/**
 * Reads a tournament from a file ("-": standard input); problems are thrown as one ChessInputError
 * listing them all, and a file with no players is refused (`noPlayers`).
 */
export async function loadTournament(path: string): Promise<Tournament> {
  const t = await readTournament(path);
  if (t.players.length === 0) return fail("MISSING", noPlayers(path === STDIN ? "standard input" : path));
  return t;
}

async function readTournament(path: string): Promise<Tournament> {
  if (path === STDIN) {
    const text = await readText(path);
    if (stdinKind(text) === ".trf") return unwrap(parseTrf(text));
    return unwrap(readWallchartGrid(unwrap(parseCsv(text)), "standard input"));
  }
  checkSize(path);
  const ext = extname(path).toLowerCase();
  if (ext === ".xlsx") return unwrap(readWorkbook(await loadXlsx(path)));
  if (ext === ".csv") {
    const text = await readText(path);
    return unwrap(readWallchartGrid(unwrap(parseCsv(text)), basename(path)));
  }
  if (ext === ".trf" || ext === ".txt") return unwrap(parseTrf(await readText(path)));
  return fail("BAD_FILE", `${path}: unknown kind of file "${ext}" (expected ${TOURNAMENT_EXTENSIONS.join(", ")})`);
}

/** What a path that is not a regular file is, in plain words. */
function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return "a folder";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isFIFO()) return "a pipe";
  if (stat.isSocket()) return "a socket";
  return "not a regular file";
}

/**
 * Refuses a path that is not a regular file (a device such as /dev/zero would be read forever; a
 * pipe has no size), and a file over `LIMITS.fileBytes`, before reading it (a missing file throws
 * ENOENT as usual). Standard input is "-".
 */
function checkSize(path: string): void {
  const stat = statSync(path);
  if (!stat.isFile()) fail("BAD_FILE", `${path} is ${kindOf(stat)}, not a file; name a tournament file (or "-" for standard input)`);
  const over = fileTooLarge(path, stat.size);
  if (over !== null) fail(over.code, over.message);
}

/**
 * A text file (UTF-8), refused at once when it is over `LIMITS.fileBytes`; "-" is standard input
 * (refused the same way when it is over the limit). Every command reads text through it. Read
 * synchronously: the CLI does one thing at a time, and fs/promises costs 4–12 ms of start-up (it
 * loads its own machinery) to read one file.
 */
export async function readText(path: string): Promise<string> {
  if (path === STDIN) {
    // Read only to just past the limit (stdin.ts): over it, its whole size is not known.
    const text = await readStdin();
    if (Buffer.byteLength(text, "utf8") > LIMITS.fileBytes) {
      const over = streamTooLarge("standard input");
      fail(over.code, over.message);
    }
    return text;
  }
  checkSize(path);
  return readFileSync(path, "utf8");
}

/**
 * Loads an .xlsx into the pure workbook shape; exceljs is loaded only here. A file over
 * `LIMITS.fileBytes` is refused at once; a sheet is taken only to one row and one column past the
 * readers' limits (so that they can say it is too large without the rest being held).
 */
export async function loadXlsx(path: string): Promise<Workbook> {
  checkSize(path);
  const zip = readFileSync(path);
  // Loaded here, not at the top: it loads zlib (and Node's streams), which no other file needs.
  const { xlsxTooLarge } = await import("./xlsx-size");
  const unpacked = xlsxTooLarge(zip);
  if (unpacked !== null) return fail("BAD_FILE", `${path}: ${unpacked}`);
  const ExcelJS = await import("exceljs");
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(zip as unknown as ArrayBuffer);
  } catch (e) {
    return fail("BAD_FILE", `${path}: not a readable .xlsx workbook (${(e as Error).message})`);
  }
  const sheets: Workbook["sheets"][number][] = [];
  wb.eachSheet((ws) => {
    const cells: (string | number | boolean | null)[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, r) => {
      if (r > LIMITS.sheetRows + 1) return;
      const out: (string | number | boolean | null)[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        if (c <= LIMITS.sheetColumns + 1) out[c - 1] = plain(cell.value);
      });
      for (let i = 0; i < out.length; i++) if (out[i] === undefined) out[i] = null;
      cells[r - 1] = out;
    });
    for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = [];
    sheets.push({ name: ws.name, cells });
  });
  return { sheets };
}

/** An exceljs cell value as a plain value: formulas by their result, rich text joined, dates as ISO. */
function plain(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const o = v as { result?: unknown; richText?: { text: string }[]; text?: string; error?: string };
  if (o.richText) return o.richText.map((r) => r.text).join("");
  if ("result" in o) return plain(o.result);
  if (typeof o.text === "string") return o.text;
  if (typeof o.error === "string") return o.error;
  return String(v);
}

/** Writes the pure workbook shape as an .xlsx file; exceljs is loaded only here. */
export async function saveXlsx(path: string, book: Workbook): Promise<void> {
  const ExcelJS = await import("exceljs");
  const wb = new ExcelJS.Workbook();
  for (const sheet of book.sheets) {
    const ws = wb.addWorksheet(sheet.name);
    for (const row of sheet.cells) ws.addRow(row.map((c) => (c === null ? null : c)));
  }
  await wb.xlsx.writeFile(path);
}

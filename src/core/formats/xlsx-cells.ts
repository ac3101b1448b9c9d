/**
 * The cells of one sheet of an .xlsx workbook, from the text of its parts (ECMA-376 Part 1, 18.3
 * worksheets and 18.4 shared strings; SpreadsheetML as Excel, Google Sheets and LibreOffice write
 * it): the pane reads a sign-up or a rating list the director picks in the browser with it, without
 * a spreadsheet library (the zip is opened by the browser's own inflater, taskpane/xlsx-file.ts).
 *
 * Read: `xl/workbook.xml` (the sheets in tab order and their relationship ids),
 * `xl/_rels/workbook.xml.rels` (each sheet's part), `xl/sharedStrings.xml` (`t="s"` cells),
 * `xl/styles.xml` (which cells are dates: a built-in date format 14–22, 45–47, or a custom format
 * with d, m or y outside quotes), and the sheet's `<c r="B2" t="…"><v>…</v></c>` cells: shared
 * strings, inline strings, booleans, numbers; a date cell becomes ISO text (`2011-04-30`).
 */
import { civilFromDays, isoText } from "../model/calendar";
import { xmlText } from "../entries/fide-xml";

export type XlsxCell = string | number | boolean | null;

/** The zip's parts as text, by path (`xl/workbook.xml`). */
export type XlsxParts = ReadonlyMap<string, string>;

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m === null ? undefined : xmlText(m[1] as string);
}

/** The text of an `<si>` or `<is>`: every `<t>` run joined (phonetic runs `<rPh>` left out). */
function runText(xml: string): string {
  let out = "";
  const body = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "");
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += xmlText(m[1] as string);
  return out;
}

/** The sheets of a workbook in tab order, with their parts' paths. */
export function xlsxSheets(parts: XlsxParts): { name: string; path: string }[] | string {
  const wb = parts.get("xl/workbook.xml");
  if (wb === undefined) return "not an .xlsx workbook (it has no xl/workbook.xml)";
  const rels = new Map<string, string>();
  for (const m of (parts.get("xl/_rels/workbook.xml.rels") ?? "").matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attr(m[0], "Id");
    const target = attr(m[0], "Target");
    if (id !== undefined && target !== undefined) rels.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  }
  const out: { name: string; path: string }[] = [];
  for (const m of wb.matchAll(/<sheet\b[^>]*>/g)) {
    const name = attr(m[0], "name") ?? "";
    const rid = attr(m[0], "r:id") ?? /\s[\w]+:id="([^"]*)"/.exec(m[0])?.[1] ?? "";
    const path = rels.get(rid);
    if (path !== undefined) out.push({ name, path });
  }
  return out.length === 0 ? "the workbook lists no sheets" : out;
}

const DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Which style indexes (`s="3"`) show a date. */
function dateStyles(styles: string | undefined): Set<number> {
  const out = new Set<number>();
  if (styles === undefined) return out;
  const custom = new Set<number>();
  for (const m of styles.matchAll(/<numFmt\b[^>]*>/g)) {
    const id = Number(attr(m[0], "numFmtId"));
    const code = (attr(m[0], "formatCode") ?? "").replace(/"[^"]*"|\[[^\]]*\]|\\./g, "");
    if (/[dmy]/i.test(code) && !/^[hms:.\s0AP/]*$/i.test(code)) custom.add(id);
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  let i = 0;
  for (const m of xfs.matchAll(/<xf\b[^>]*>/g)) {
    const id = Number(attr(m[0], "numFmtId") ?? "0");
    if (DATE_FORMATS.has(id) || custom.has(id)) out.add(i);
    i++;
  }
  return out;
}

/** "B12" → [11, 1]. */
function position(ref: string): [number, number] | null {
  const m = /^([A-Z]{1,3})(\d+)$/.exec(ref);
  if (m === null) return null;
  let col = 0;
  for (const ch of m[1] as string) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, col - 1];
}

/**
 * One sheet's cells from A1 (the first sheet, or the one named, in any case), or a sentence saying
 * why not. Rows and columns past `limit` cells are refused (a sign-up is not a million rows).
 * @example xlsxCells(parts)[0] // ["Name", "Rating"]
 */
export function xlsxCells(parts: XlsxParts, sheet?: string, limit = 2_000_000): XlsxCell[][] | string {
  const sheets = xlsxSheets(parts);
  if (typeof sheets === "string") return sheets;
  const chosen = sheet === undefined ? sheets[0] : sheets.find((s) => s.name.toLowerCase() === sheet.toLowerCase());
  if (chosen === undefined) return `no sheet "${sheet ?? ""}" (sheets: ${sheets.map((s) => s.name).join(", ")})`;
  const xml = parts.get(chosen.path);
  if (xml === undefined) return `the sheet "${chosen.name}" is missing from the file (${chosen.path})`;
  const shared: string[] = [];
  for (const m of (parts.get("xl/sharedStrings.xml") ?? "").matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\s*\/>/g)) shared.push(runText(m[1] ?? ""));
  const dates = dateStyles(parts.get("xl/styles.xml"));
  const rows: XlsxCell[][] = [];
  let count = 0;
  let nextRow = 0;
  for (const rm of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = attr(rm[0], "r");
    const rowIndex = r === undefined ? nextRow : Number(r) - 1;
    nextRow = rowIndex + 1;
    let nextCol = 0;
    for (const cm of (rm[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = `<c${cm[1] ?? ""}>`;
      const ref = attr(tag, "r");
      const at: [number, number] | null = ref === undefined ? [rowIndex, nextCol] : position(ref);
      if (at === null) continue;
      const [row, col] = at;
      nextCol = col + 1;
      if (++count > limit) return `more than ${limit.toLocaleString("en")} cells: not a table Wallchart reads at once`;
      const body = cm[2] ?? "";
      const t = attr(tag, "t") ?? "n";
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value: XlsxCell = null;
      if (t === "s") value = shared[Number(v)] ?? null;
      else if (t === "inlineStr") value = runText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? "");
      else if (t === "b") value = v === "1";
      else if (t === "str" || t === "e") value = v === undefined ? null : xmlText(v);
      else if (v !== undefined && v !== "") {
        const n = Number(v);
        const style = Number(attr(tag, "s") ?? "0");
        value = Number.isFinite(n) && dates.has(style) && n >= 1 && n < 2958466 && Number.isInteger(n) ? isoText(civilFromDays(n - 25569)) : Number.isFinite(n) ? n : v;
      }
      if (value === null || value === "") continue;
      while (rows.length <= row) rows.push([]);
      const line = rows[row] as XlsxCell[];
      while (line.length < col) line.push(null);
      line[col] = value;
    }
  }
  return rows;
}

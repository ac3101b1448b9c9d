/**
 * Rating lists read in the browser (issue 25 item 2): the file the director picks — FIDE's TXT or
 * XML list (about 1.2 million players), the US Chess supplement (.dbf), or any .csv / .xlsx with an
 * ID or Name column and a Rating column — is read here, FIDE's lists four megabytes at a time
 * (File.slice; the whole text is never held), and matched against the entries with the core's
 * matcher. Only the players kept (an entry's answer or a "did you mean" candidate) are sent to the
 * host: a few hundred players, not the list.
 */
import { LIST_FORMATS, listFormatOf, type ListFormat } from "../src/core/entries/formats";
import { fideTxtReader, type RatingKind } from "../src/core/entries/fide-txt";
import { fideXmlReader } from "../src/core/entries/fide-xml";
import { ListMatcher, type MatchEntry } from "../src/core/entries/match";
import { readTableList } from "../src/core/entries/table-list";
import { readUsChessDbf, type UsChessRating } from "../src/core/entries/uschess";
import type { ListIdKind, ListPlayer } from "../src/core/entries/types";
import { parseCsv } from "../src/core/formats/csv";
import type { ListSent } from "../src/workbook/actions/import-entries";
import { xlsxFileCells } from "./xlsx-file";

/** A list as read: what is sent to the host, and what the pane says about it. */
export interface ListRead extends ListSent {
  readonly format: ListFormat;
  /** Players read in the whole list. */
  readonly read: number;
  /** Lines or rows that could not be read (the first hundred), each naming its place. */
  readonly problems: readonly string[];
}

/** A file as the browser gives it (a File, or a Blob with a name in the tests). */
export interface NamedBlob {
  readonly name: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

/** Bytes read at a time: a few megabytes keep the per-chunk cost small and the memory flat. */
const PIECE = 4 * 1024 * 1024;

/** Reads a file's text a piece at a time into `push` (UTF-8, a character split across pieces kept whole). */
async function streamText(file: NamedBlob, push: (chunk: string) => boolean): Promise<void> {
  const decoder = new TextDecoder("utf-8");
  for (let at = 0; at < file.size; at += PIECE) {
    const bytes = new Uint8Array(await file.slice(at, Math.min(file.size, at + PIECE)).arrayBuffer());
    if (!push(decoder.decode(bytes, { stream: true }))) return;
  }
  push(decoder.decode());
}

function kept(entries: readonly MatchEntry[], idKind: ListIdKind, players: Iterable<ListPlayer>): ListPlayer[] {
  const m = new ListMatcher(entries, idKind);
  for (const p of players) m.offer(p);
  return [...m.kept()];
}

/**
 * Reads one list file against the entries, or a sentence refusing it (a format we do not read, a
 * file that is not what its name says).
 * @example await readListFile(file, preview.entries, "standard") // { label: "FIDE players_list_foa.txt (standard)", players: [...], read: 1200000 }
 */
export async function readListFile(
  file: NamedBlob,
  entries: readonly MatchEntry[],
  rating: RatingKind = "standard",
  /** Asked between chunks: true stops the reading (a newer look-up replaces this one). */
  stop: () => boolean = () => false,
): Promise<ListRead | string> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const format = listFormatOf(file.name, head);
  if (!(LIST_FORMATS as readonly string[]).includes(format)) return format;
  const f = format as ListFormat;
  if (f === "fide-txt" || f === "fide-xml") {
    const m = new ListMatcher(entries, "fideId");
    const reader = (f === "fide-txt" ? fideTxtReader : fideXmlReader)((p) => m.offer(p), rating, (id, name) => m.wants(id, name));
    let stopped = false;
    await streamText(file, (chunk) => {
      if (stop()) {
        stopped = true;
        return false;
      }
      reader.push(chunk);
      return reader.refused === null;
    });
    if (stopped) return `${file.name}: not read to the end (stopped)`;
    reader.end();
    if (reader.refused !== null) return `${file.name}: ${reader.refused}`;
    return { label: `FIDE ${file.name} (${rating})`, idKind: "fideId", format: f, players: [...m.kept()], read: reader.count, problems: reader.problems };
  }
  if (f === "dbase") {
    const kind: UsChessRating = rating === "standard" ? "regular" : rating === "rapid" ? "quick" : "blitz";
    const all: ListPlayer[] = [];
    const problems = readUsChessDbf(new Uint8Array(await file.arrayBuffer()), kind, (p) => all.push(p));
    if (all.length === 0 && problems.length > 0) return `${file.name}: ${problems[0]}`;
    return { label: `US Chess ${file.name} (${kind})`, idKind: "id", format: f, players: kept(entries, "id", all), read: all.length, problems };
  }
  let cells: (string | number | boolean | null)[][];
  if (f === "xlsx") {
    const read = await xlsxFileCells(await file.arrayBuffer());
    if (typeof read === "string") return `${file.name}: ${read}`;
    cells = read;
  } else cells = parseCsv(await file.text()).value;
  const table = readTableList(cells, file.name);
  if (table.players.length === 0 && table.problems.length > 0) return table.problems[0] as string;
  return { label: file.name, idKind: table.idKind, format: f, players: kept(entries, table.idKind, table.players), read: table.players.length, problems: table.problems };
}

/**
 * A sign-up file's cells: a CSV (any of , ; tab) or an .xlsx's first sheet, or a sentence refusing
 * it.
 * @example await signupCells(file) // [["Name", "Rating"], ["Ann Lee", "1500"]]
 */
export async function signupCells(file: NamedBlob): Promise<(string | number | boolean | null)[][] | string> {
  if (/\.xlsx$/i.test(file.name)) return xlsxFileCells(await file.arrayBuffer());
  if (/\.(xls|ods|numbers)$/i.test(file.name)) return `${file.name}: save it as .xlsx or .csv first (Wallchart reads those)`;
  const parsed = parseCsv(await file.text());
  if (parsed.problems.length > 0 && parsed.value.length === 0) return `${file.name}: ${parsed.problems[0]?.message ?? "not a CSV file"}`;
  return parsed.value;
}

/**
 * Reads rating lists for `wallchart entries`: FIDE's TXT and XML lists streamed from the disk a
 * chunk at a time (the whole list is 200–550 MB), the US Chess supplement (dBase) read whole, a
 * .csv / .xlsx table read as a table. Each player is offered to the caller and forgotten.
 */
import { createReadStream, openSync, readSync, closeSync, readFileSync, statSync } from "fs";
import { basename } from "path";
import { fail } from "../core/errors";
import { LIST_FORMATS, listFormatOf, type ListFormat } from "../core/entries/formats";
import { fideTxtReader, type RatingKind } from "../core/entries/fide-txt";
import { fideXmlReader } from "../core/entries/fide-xml";
import { readUsChessDbf, type UsChessRating } from "../core/entries/uschess";
import { readTableList } from "../core/entries/table-list";
import type { ListReader, Wants } from "../core/entries/stream";
import type { ListIdKind, ListPlayer, ListSource } from "../core/entries/types";
import { readTableFile } from "./commands/gp";

/** Largest list file read: FIDE's whole XML list is about 550 MB; 2 GB leaves room. */
const LIST_BYTES = 2 * 1024 * 1024 * 1024;

/** Where a list's players go: every player built, and (optionally) a filter asked first. */
export interface Sink {
  readonly onPlayer: (p: ListPlayer) => void;
  readonly wants?: Wants;
}

export interface ListRead {
  readonly source: ListSource;
  readonly format: ListFormat;
  readonly count: number;
  readonly problems: readonly string[];
}

function head(path: string): Uint8Array {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(4096);
    const n = readSync(fd, buf, 0, 4096, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

async function stream(path: string, reader: ListReader & { readonly refused: string | null }): Promise<void> {
  const s = createReadStream(path, { encoding: "utf8", highWaterMark: 1 << 20 });
  for await (const chunk of s) {
    reader.push(chunk as string);
    if (reader.refused !== null) {
      s.destroy();
      break;
    }
  }
  reader.end();
}

/**
 * What the source's players are matched by, before reading it (the matcher is built from it):
 * FIDE ids for FIDE's lists, member ids for the supplement, the table's id column otherwise.
 */
export function listFormat(path: string): ListFormat {
  if (statSync(path).size > LIST_BYTES) return fail("BAD_FILE", `${path}: larger than 2 GB; not a rating list`);
  const f = listFormatOf(basename(path), head(path));
  return (LIST_FORMATS as readonly string[]).includes(f) ? (f as ListFormat) : fail("BAD_FILE", f);
}

/**
 * Reads one list, offering each player to `onPlayer`; `rating` picks FIDE's standard, rapid or
 * blitz (and US Chess's regular, quick or blitz: standard is regular, rapid is quick).
 */
export async function readList(
  path: string,
  format: ListFormat,
  rating: RatingKind,
  sinkFor: (idKind: ListIdKind) => Sink,
): Promise<ListRead> {
  const name = basename(path);
  const known = idKindOf(format);
  const sink: Sink = known === null ? { onPlayer: () => undefined } : sinkFor(known);
  const onPlayer = sink.onPlayer;
  if (format === "fide-txt" || format === "fide-xml") {
    const reader =
      format === "fide-txt" ? fideTxtReader(onPlayer, rating, sink.wants) : fideXmlReader(onPlayer, rating, sink.wants);
    await stream(path, reader);
    if (reader.refused !== null) fail("BAD_FILE", `${path}: ${reader.refused}`);
    return { source: { label: `FIDE ${name} (${rating})`, idKind: "fideId" }, format, count: reader.count, problems: reader.problems.map((p) => `${name}: ${p}`) };
  }
  if (format === "dbase") {
    const kind: UsChessRating = rating === "standard" ? "regular" : rating === "rapid" ? "quick" : "blitz";
    let count = 0;
    const problems = readUsChessDbf(new Uint8Array(readFileSync(path)), kind, (p) => {
      count++;
      onPlayer(p);
    });
    if (count === 0 && problems.length > 0) fail("BAD_FILE", `${path}: ${problems[0]}`);
    return { source: { label: `US Chess ${name} (${kind})`, idKind: "id" }, format, count, problems: problems.map((p) => `${name}: ${p}`) };
  }
  const table = readTableList(await readTableFile(path), name);
  if (table.players.length === 0 && table.problems.length > 0) fail("BAD_FILE", table.problems[0] as string);
  const tableSink = sinkFor(table.idKind);
  for (const p of table.players) tableSink.onPlayer(p);
  return { source: { label: name, idKind: table.idKind }, format, count: table.players.length, problems: table.problems };
}

/** The id kind a list is matched by, known before reading only for FIDE's lists and the supplement. */
function idKindOf(format: ListFormat): ListIdKind | null {
  return format === "fide-txt" || format === "fide-xml" ? "fideId" : format === "dbase" ? "id" : null;
}

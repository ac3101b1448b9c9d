/**
 * FIDE's downloadable rating lists as fixed-width text (ratings.fide.com/download_lists.phtml):
 * the combined list `players_list_foa.txt` (standard, rapid and blitz), its older form without the
 * FOA column, and the single lists (`standard_rating_list.txt`, whose rating column is headed by the
 * month, `OCT26`). One header line, then one player a line:
 *
 * ```
 * ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
 * 1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990
 * ```
 *
 * Each column starts where its header word starts (ID 0–15, Name 15–76, Fed 76, Sex 80, Tit 84,
 * WTit 89, OTit 94, FOA 109, SRtng 113 …, B-day 152, Flag 158 in the combined list), so the columns
 * are taken from the header, not fixed here: the same reader serves every layout FIDE has used. A
 * rating of 0 is unrated; a birth year of 0 is unknown. A few lines run one character long where
 * the other-titles text (OTit) overflows into FOA: the columns after it are read shifted by as much.
 * docs/entries.md cites the sources.
 */
import { LineSplitter, ProblemLog, SKIPPED, own, type ListReader, type OnPlayer, type Wants } from "./stream";
import type { ListPlayer, Mutable } from "./types";

export const RATING_KINDS = ["standard", "rapid", "blitz"] as const;
export type RatingKind = (typeof RATING_KINDS)[number];

const RATING_HEADER: Readonly<Record<RatingKind, string>> = { standard: "SRtng", rapid: "RRtng", blitz: "BRtng" };

/** Where each header word's column lies: [start, end) in characters. */
export interface FideTxtLayout {
  readonly columns: ReadonlyMap<string, readonly [number, number]>;
  /** The rating column read (SRtng, RRtng, BRtng, or the month of a single list). */
  readonly rating: string;
  /** Line width the header implies (the last column is 4 wide: Flag). */
  readonly width: number;
  /** Where the columns that a long OTit pushes along begin. */
  readonly shiftFrom: number;
}

/**
 * The columns of a FIDE TXT list, from its header line; a string saying what is missing when the
 * line is not such a header.
 * @example (fideTxtLayout("ID Number      Name  …") as FideTxtLayout).columns.get("Name") // [15, 76]
 */
export function fideTxtLayout(header: string, kind: RatingKind = "standard"): FideTxtLayout | string {
  const h = header.replace(/^\uFEFF/, "").replace(/\s+$/, "");
  const words = [...h.matchAll(/ID Number|\S+/g)].map((m) => [m[0], m.index] as const);
  const columns = new Map<string, [number, number]>();
  words.forEach(([w, start], i) => {
    const next = words[i + 1];
    columns.set(w === "ID Number" ? "ID" : w, [start, next === undefined ? start + Math.max(4, w.length) : next[1]]);
  });
  for (const need of ["ID", "Name"])
    if (!columns.has(need)) return `the first line is not a FIDE list header (no "${need === "ID" ? "ID Number" : need}" column)`;
  let rating = RATING_HEADER[kind];
  if (!columns.has(rating)) {
    const month = [...columns.keys()].find((w) => /^[A-Z]{3}\d{2}$/i.test(w));
    if (month === undefined) return `the header has no ${rating} column (the ${kind} rating)`;
    rating = month;
  }
  const last = words[words.length - 1] as readonly [string, number];
  const otit = columns.get("OTit");
  return { columns, rating, width: last[1] + Math.max(4, last[0].length), shiftFrom: otit === undefined ? Infinity : otit[1] };
}

/** One column's text, trimmed, with a long OTit's shift applied. */
function field(line: string, layout: FideTxtLayout, name: string, shift: number): string {
  const c = layout.columns.get(name);
  if (c === undefined) return "";
  const s = c[0] >= layout.shiftFrom ? shift : 0;
  return line.slice(c[0] + s, c[1] + s).trim();
}

/**
 * One player line → a ListPlayer, null for a blank line, or a string saying why it cannot be read.
 * @example readFideTxtLine(line, layout, 2) // { id: "1503014", name: "Carlsen, Magnus", rating: 2823, … }
 */
export function readFideTxtLine(line: string, layout: FideTxtLayout, lineNo: number, wants?: Wants): ListPlayer | null | string {
  if (line.trim() === "") return null;
  const shift = Math.max(0, line.length - layout.width);
  const id = field(line, layout, "ID", 0);
  if (!/^\d{1,12}$/.test(id)) return `line ${lineNo}: "${id}" is not a FIDE id (columns 1-15)`;
  const name = field(line, layout, "Name", 0);
  if (wants !== undefined && !wants(id, name)) return SKIPPED;
  const r = field(line, layout, layout.rating, shift);
  if (r !== "" && !/^\d{1,4}$/.test(r)) return `line ${lineNo}: "${r}" is not a rating (${layout.rating})`;
  const p: Mutable<ListPlayer> = {
    id: own(id),
    name: own(name),
    rating: r === "" || Number(r) === 0 ? null : Number(r),
    where: `line ${lineNo}`,
  };
  const fed = field(line, layout, "Fed", 0);
  if (fed !== "") p.federation = own(fed);
  const sex = field(line, layout, "Sex", 0).toUpperCase();
  if (sex === "M") p.sex = "m";
  else if (sex === "F") p.sex = "w";
  const title = field(line, layout, "Tit", 0) || field(line, layout, "WTit", 0);
  if (title !== "") p.title = own(title.toUpperCase());
  const born = field(line, layout, "B-day", shift);
  if (/^\d{4}$/.test(born) && born !== "0000") p.birthYear = Number(born);
  return p;
}

/**
 * Reads a FIDE TXT list a chunk at a time, handing each player to `onPlayer`. A first line that is
 * not a FIDE header stops the reading with one problem (and nothing is read).
 * @example const r = fideTxtReader((p) => kept.push(p)); r.push(text); r.end();
 */
export function fideTxtReader(
  onPlayer: OnPlayer,
  kind: RatingKind = "standard",
  wants?: Wants,
): ListReader & { readonly refused: string | null } {
  let layout: FideTxtLayout | null = null;
  let refused: string | null = null;
  let count = 0;
  const log = new ProblemLog();
  const lines = new LineSplitter((line, n) => {
    if (refused !== null) return;
    if (layout === null) {
      const l = fideTxtLayout(line, kind);
      if (typeof l === "string") refused = `line ${n}: ${l}`;
      else layout = l;
      return;
    }
    const p = readFideTxtLine(line, layout, n, wants);
    if (p === SKIPPED) count++;
    else if (typeof p === "string") log.add(p);
    else if (p !== null) {
      count++;
      onPlayer(p);
    }
  });
  return {
    push: (chunk) => {
      if (refused === null) lines.push(chunk);
    },
    end: () => {
      lines.end();
      if (layout === null && refused === null) refused = "the file is empty (no FIDE list header)";
    },
    get count() {
      return count;
    },
    get problems() {
      return refused === null ? log.problems : [refused];
    },
    get refused() {
      return refused;
    },
  };
}

/**
 * The sign-up reader: a table (CSV, .xlsx, a form's responses sheet) → entries, the cells that could
 * not be read (row and column named), and the rows that repeat another (same ID, same FIDE ID, same
 * name). A row with an unreadable cell is left out of the entries; the director decides (the pane's
 * preview, the CLI's `--skip-unreadable`) whether to go on without it.
 */
import { civilFromDays, parseDateText, isoText } from "../model/calendar";
import { LIMITS } from "../formats/limits";
import { nameKey } from "../season/match";
import type { Request } from "../model/types";
import { guessMapping, namesPlayers, type HeaderGuess } from "./headers";
import { ENTRY_FIELD_LABEL, type ColumnMapping, type DuplicateRow, type EntryField, type SignupEntry, type Unreadable } from "./types";

export type SignupCell = string | number | boolean | null | undefined;

export interface SignupRead {
  readonly entries: readonly SignupEntry[];
  readonly unreadable: readonly Unreadable[];
  readonly duplicates: readonly DuplicateRow[];
  /** The mapping used (the one given, else the one guessed from the header row). */
  readonly mapping: ColumnMapping;
  readonly guess: HeaderGuess;
  /** 1-based row of the header. */
  readonly headerRow: number;
  /** What stops the whole table (no header row with a name column): the entries are empty. */
  readonly refused?: string;
}

function text(v: SignupCell): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v).trim();
}

const NO_RATING = /^(unr(ated)?|none|new|n\/?a|-+|0+|no rating|nr)$/i;

/**
 * A rating as a sign-up writes it: `1850`, `1850P12` or `1850/12` (US Chess provisional), `1850.0`;
 * blank, `0`, `unrated`, `new`, `-` → null. Anything else is not a rating (a string saying so).
 * @example readRating("1850P12") // 1850
 */
export function readRating(t: string): number | null | string {
  if (t === "" || NO_RATING.test(t)) return null;
  const m = /^(\d{1,4})(?:\.0+)?(?:\s*(?:[pP]\s*\d{0,2}|\/\s*\d{1,2}|\*))?$/.exec(t);
  if (m === null) return "is not a rating (a whole number such as 1850, or blank for unrated)";
  const r = Number(m[1]);
  if (r > LIMITS.rating) return `is not a rating (0 to ${LIMITS.rating})`;
  return r === 0 ? null : r;
}

/**
 * Byes asked ahead: `H3 H5`, `U4`, `Round 3 bye`, `3, 5`, `rounds 3 and 5`, `R3 (zero)`; blank,
 * `no`, `none` → none. Numbers without a letter are half-point byes unless the text says zero.
 * @example readByes("Round 3 bye, round 5") // { 3: "halfBye", 5: "halfBye" }
 */
export function readByes(t: string): Record<number, Request> | string {
  const out: Record<number, Request> = {};
  const s = t.trim();
  if (s === "" || /^(no|none|n\/?a|-+|0)$/i.test(s)) return out;
  const letters = /^([HhUuZz]\s*\d{1,2}[\s,;]*)+$/.test(s);
  if (letters) {
    for (const m of s.matchAll(/([HhUuZz])\s*(\d{1,2})/g)) {
      out[Number(m[2])] = (m[1] as string).toUpperCase() === "H" ? "halfBye" : "zeroBye";
    }
  } else {
    const zero = /\b(zero|0[- ]?point|0 ?pt|unpaid|U)\b/i.test(s);
    const rest = s
      .replace(/\b(rounds?|rds?|rnds?|r)(?=\d)/gi, " ")
      .replace(/\b(rounds?|rds?|rnds?|r|byes?|and|half|zero|point|points|pts?|please|in)\b/gi, " ")
      .replace(/[½()&,;:+./-]/g, " ")
      .replace(/\b(0|U)\b/gi, " ");
    if (!/^[\s\d]*$/.test(rest) || !/\d/.test(rest)) return "is not a list of byes (H3 H5, U4, or Round 3 bye)";
    for (const n of rest.trim().split(/\s+/)) out[Number(n)] = zero ? "zeroBye" : "halfBye";
  }
  for (const r of Object.keys(out).map(Number))
    if (r < 1 || r > LIMITS.rounds) return `names round ${r} (rounds run 1 to ${LIMITS.rounds})`;
  return out;
}

/**
 * Birth as written: a year (`2011`), a date year first (`2011-04-30`, `2011/4/30`), or a date with
 * the year last (`30/04/2011`, `4/30/2011`: the year is kept, the day and month only when they read
 * one way). Returns the year and, when certain, the ISO date.
 */
export function readBirth(t: string): { year: number; date?: string } | null | string {
  if (t === "") return null;
  if (/^\d{4}$/.test(t)) return { year: Number(t) };
  const iso = parseDateText(t);
  if (iso !== null) return { year: iso.year, date: isoText(iso) };
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m !== null) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const dayFirst = parseDateText(t, { dayFirst: true });
    const monthFirst = parseDateText(`${b}/${a}/${y}`, { dayFirst: true });
    if (dayFirst === null && monthFirst === null) return "is not a date";
    if (dayFirst !== null && monthFirst !== null && a !== b) return { year: y };
    const d = (dayFirst ?? monthFirst) as NonNullable<typeof dayFirst>;
    return { year: y, date: isoText(d) };
  }
  return "is not a birth year or date (2011, 2011-04-30)";
}

/**
 * A Birth cell as text. Excel gives a cell formatted as a date as its serial number (days from
 * 1900-01-00, 25569 being 1970-01-01): a whole number past any year (2101 to 73050, the serials of
 * 1905-10-03 to 2099-12-31) is read as that day, ISO; a year stays a year.
 * @example birthText(40663) // "2011-04-30"
 */
export function birthText(v: SignupCell): string {
  if (typeof v === "number" && Number.isInteger(v) && v > 2100 && v < 73051) return isoText(civilFromDays(v - 25569));
  return text(v);
}

/**
 * Sex as people write it: M / Male / Boy, F / W / Female / Girl; anything else undefined.
 * @example readSex("Girl") // "w"
 */
export function readSex(t: string): "m" | "w" | undefined {
  const k = t.toLowerCase();
  if (/^(m|male|man|boy|h|homme)$/.test(k)) return "m";
  if (/^(f|w|female|woman|girl|femme)$/.test(k)) return "w";
  return undefined;
}

/** An id without the spaces, dashes and dots people type into it; null when it is not one. */
export function readId(t: string): string | null {
  const s = t.replace(/[\s.\-#]+/g, "");
  return /^[A-Za-z0-9]{1,20}$/.test(s) ? s : null;
}

/**
 * Reads a sign-up table. The header row is the first of the first ten that names a player (a Name
 * or Last name column); `mapping` (the director's confirmed mapping) overrides the guess. Rows are
 * numbered as the sheet shows them (the first row is 1).
 * @example readSignup([["Name", "Rating"], ["Ann Lee", "1500"]]).entries[0]?.rating // 1500
 */
export function readSignup(
  cells: readonly (readonly SignupCell[])[],
  options: { readonly mapping?: ColumnMapping } = {},
): SignupRead {
  let hr = -1;
  let guess: HeaderGuess = { mapping: {}, ignored: [] };
  for (let r = 0; r < Math.min(cells.length, 10) && hr < 0; r++) {
    const g = guessMapping((cells[r] ?? []).map(text));
    if (namesPlayers(options.mapping ?? g.mapping)) [hr, guess] = [r, g];
  }
  const mapping = options.mapping ?? guess.mapping;
  const empty = { entries: [], unreadable: [], duplicates: [], mapping, guess, headerRow: hr + 1 };
  if (hr < 0)
    return { ...empty, refused: "no header row naming the players (Name, or First and Last name) in the first ten rows" };
  const headers = (cells[hr] ?? []).map(text);
  const entries: SignupEntry[] = [];
  const unreadable: Unreadable[] = [];
  for (let r = hr + 1; r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (row.every((c) => text(c) === "")) continue;
    const read = readRow(row, r + 1, mapping, headers);
    if (Array.isArray(read)) unreadable.push(...read);
    else entries.push(read);
  }
  return { entries, unreadable, duplicates: duplicatesOf(entries), mapping, guess, headerRow: hr + 1 };
}

function readRow(
  row: readonly SignupCell[],
  rowNo: number,
  mapping: ColumnMapping,
  headers: readonly string[],
): SignupEntry | Unreadable[] {
  const bad: Unreadable[] = [];
  const cell = (f: EntryField) => (mapping[f] === undefined ? "" : text(row[mapping[f] as number]));
  const column = (f: EntryField) => headers[mapping[f] as number] || ENTRY_FIELD_LABEL[f];
  const refuse = (f: EntryField, why: string) =>
    bad.push({ row: rowNo, column: column(f), value: cell(f), message: `row ${rowNo}, column "${column(f)}": "${cell(f)}" ${why}` });
  const first = cell("first");
  const last = cell("last");
  let name = cell("name");
  if (name === "" && last !== "") name = first === "" ? last : `${last}, ${first}`;
  const named: EntryField = mapping.name !== undefined ? "name" : "last";
  if (name === "") refuse(named, "is blank: a player needs a name");
  else if (name.length > LIMITS.cellText) refuse(named, `is longer than ${LIMITS.cellText} characters`);
  const e: { -readonly [K in keyof SignupEntry]: SignupEntry[K] } = { row: rowNo, name, rating: null, byes: {} };
  for (const f of ["id", "fideId"] as const) {
    const t = cell(f);
    if (t === "") continue;
    const id = readId(t);
    if (id === null) refuse(f, "is not an id (letters and digits)");
    else if (f === "fideId" && !/^\d+$/.test(id)) refuse(f, "is not a FIDE id (digits only)");
    else e[f] = id;
  }
  const rating = readRating(cell("rating"));
  if (typeof rating === "string") refuse("rating", rating);
  else e.rating = rating;
  const birth = readBirth(birthText(mapping.birth === undefined ? undefined : row[mapping.birth]));
  if (typeof birth === "string") refuse("birth", birth);
  else if (birth !== null) {
    e.birthYear = birth.year;
    if (birth.date !== undefined) e.birthDate = birth.date;
  }
  const byes = readByes(cell("byes"));
  if (typeof byes === "string") refuse("byes", byes);
  else e.byes = byes;
  const sex = readSex(cell("sex"));
  if (sex !== undefined) e.sex = sex;
  for (const f of ["federation", "team", "section"] as const) {
    const t = cell(f);
    if (t.length > LIMITS.cellText) refuse(f, `is longer than ${LIMITS.cellText} characters`);
    else if (t !== "") e[f] = f === "federation" && /^[a-z]{3}$/i.test(t) ? t.toUpperCase() : t;
  }
  return bad.length > 0 ? bad : e;
}

/**
 * The rows that repeat an earlier one: the same ID or FIDE ID (the same player: left out), or the
 * same name (left out when neither row has an id the other contradicts; entered and listed when
 * the ids differ: two players may share a name).
 */
export function duplicatesOf(entries: readonly SignupEntry[]): DuplicateRow[] {
  const out: DuplicateRow[] = [];
  const byId = new Map<string, SignupEntry>();
  const byFide = new Map<string, SignupEntry>();
  const byName = new Map<string, SignupEntry[]>();
  for (const e of entries) {
    const sameId = e.id === undefined ? undefined : byId.get(e.id);
    const sameFide = e.fideId === undefined ? undefined : byFide.get(e.fideId);
    const key = nameKey(e.name);
    const sameName = (byName.get(key) ?? [])[0];
    if (sameId !== undefined) {
      out.push({ row: e.row, of: sameId.row, why: "id", entered: false, message: `row ${e.row}: ID ${e.id} is already row ${sameId.row} (${sameId.name}): left out as the same player` });
      continue;
    }
    if (sameFide !== undefined) {
      out.push({ row: e.row, of: sameFide.row, why: "fideId", entered: false, message: `row ${e.row}: FIDE ID ${e.fideId} is already row ${sameFide.row} (${sameFide.name}): left out as the same player` });
      continue;
    }
    if (sameName !== undefined) {
      const differ =
        (e.id !== undefined && sameName.id !== undefined && e.id !== sameName.id) ||
        (e.fideId !== undefined && sameName.fideId !== undefined && e.fideId !== sameName.fideId);
      out.push({
        row: e.row,
        of: sameName.row,
        why: "name",
        entered: differ,
        message: differ
          ? `row ${e.row}: ${e.name} has the name of row ${sameName.row} with another ID: entered as a second player (check)`
          : `row ${e.row}: ${e.name} is already row ${sameName.row}: left out as the same player`,
      });
      if (!differ) continue;
    }
    if (e.id !== undefined) byId.set(e.id, e);
    if (e.fideId !== undefined) byFide.set(e.fideId, e);
    byName.set(key, [...(byName.get(key) ?? []), e]);
  }
  return out;
}

/** The entries to enter: every entry but the duplicates left out. */
export function entriesToEnter(read: Pick<SignupRead, "entries" | "duplicates">): SignupEntry[] {
  const out = new Set(read.duplicates.filter((d) => !d.entered).map((d) => d.row));
  return read.entries.filter((e) => !out.has(e.row));
}

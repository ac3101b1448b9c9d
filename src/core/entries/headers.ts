/**
 * A sign-up sheet's headers, in the ways people write them: `Name`, or `First` + `Last` / `Surname`,
 * `Given`; `ID` / `US Chess ID` / `USCF #` / `FIDE ID`; `Rating`; `Federation` / `Fed` / `Country`;
 * `Birth` / `Born` / `Year of birth` / `DOB`; `Sex` / `Gender`; `Club` / `Team` / `School`; `Section`;
 * `Byes`. A web form's headers are whole questions ("What is your US Chess ID?"), so a header is
 * recognised by the words it holds, in a fixed order of rules (the first rule that fits wins).
 */
import { ENTRY_FIELD_LABEL, ENTRY_FIELDS, type ColumnMapping, type EntryField } from "./types";

/** A header reduced to lower-case letters and digits. */
function squash(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** The rules, most specific first: a header holding "FIDE" and "rating" is a rating, not an id. */
const RULES: readonly (readonly [EntryField, (k: string) => boolean])[] = [
  ["byes", (k) => k.includes("bye")],
  ["section", (k) => k.includes("section") || k === "division" || k === "group"],
  ["rating", (k) => k.includes("rating") || k.includes("elo") || k === "rtg" || k === "rate"],
  ["fideId", (k) => k.includes("fide")],
  ["first", (k) => k.includes("first") || k.includes("given") || k.includes("forename")],
  ["last", (k) => k.includes("last") || k.includes("surname") || k.includes("family")],
  ["team", (k) => k.includes("club") || k.includes("team") || k.includes("school")],
  [
    "id",
    (k) =>
      k === "id" ||
      k.includes("uscf") ||
      k.includes("uschess") ||
      k.includes("member") ||
      (/id(number|no)?$/.test(k) && !k.endsWith("paid")) ||
      k.startsWith("idn"),
  ],
  ["name", (k) => k.includes("name") || k === "player" || k === "entrant"],
  ["federation", (k) => k.startsWith("fed") || k.includes("country") || k.includes("nation")],
  ["birth", (k) => k.includes("birth") || k.includes("born") || k === "dob" || k === "yob" || k === "year"],
  ["sex", (k) => k === "sex" || k.includes("gender") || k === "mf"],
];

/**
 * The field a header names, or undefined for any other header (a time stamp, an e-mail address).
 * @example entryField("What is your US Chess ID?") // "id"
 * @example entryField("FIDE rating") // "rating"
 */
export function entryField(header: string): EntryField | undefined {
  const k = squash(header);
  if (k === "" || k.includes("email") || k.includes("timestamp") || k.includes("phone")) return undefined;
  for (const [field, fits] of RULES) if (fits(k)) return field;
  return undefined;
}

/** The mapping found from a header row, and the headers it left alone (with the reason). */
export interface HeaderGuess {
  readonly mapping: ColumnMapping;
  /** Headers not used: unknown, or a second column for a field already taken (the first wins). */
  readonly ignored: readonly { readonly column: number; readonly header: string; readonly why: string }[];
}

/**
 * Maps a header row to fields: each field takes the first column that names it; a later one is
 * ignored (and said so), as is a header naming nothing we read.
 * @example guessMapping(["Timestamp", "First name", "Last name", "USCF ID", "Rating"]).mapping // { first: 1, last: 2, id: 3, rating: 4 }
 */
export function guessMapping(headers: readonly string[]): HeaderGuess {
  const mapping: ColumnMapping = {};
  const ignored: { column: number; header: string; why: string }[] = [];
  headers.forEach((raw, column) => {
    const header = raw.trim();
    if (header === "") return;
    const field = entryField(header);
    if (field === undefined) ignored.push({ column, header, why: "not a column Wallchart reads" });
    else if (mapping[field] !== undefined)
      ignored.push({ column, header, why: `${ENTRY_FIELD_LABEL[field]} is already column "${headers[mapping[field] as number]?.trim()}"` });
    else mapping[field] = column;
  });
  return { mapping, ignored };
}

/** Whether a mapping can name a player: a Name column, or a Last name column. */
export function namesPlayers(mapping: ColumnMapping): boolean {
  return mapping.name !== undefined || mapping.last !== undefined;
}

/**
 * The mapping as the director confirms it: `Name ← "Full name" (B)`, one line per field found.
 * @example describeMapping({ name: 1 }, ["Timestamp", "Full name"]) // ['Name ← "Full name" (column B)']
 */
export function describeMapping(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of ENTRY_FIELDS) {
    const c = mapping[f];
    if (c !== undefined) out.push(`${ENTRY_FIELD_LABEL[f]} ← "${headers[c]?.trim() ?? ""}" (column ${columnLetter(c)})`);
  }
  return out;
}

/** A 0-based column as a spreadsheet letters it. */
export function columnLetter(c: number): string {
  let s = "";
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

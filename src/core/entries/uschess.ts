/**
 * The US Chess ratings supplement as SwissSys and WinTD load it: a dBase III table, one record per
 * member. US Chess has not published the field list (its own staff said so: docs/entries.md), and
 * the files seen in use name the fields differently over the years, so the fields are found by the
 * names used for them: the member id (MEMID, MEM_ID, USCF_ID, ID), the name (NAME, `LAST, FIRST`
 * in capitals; or LAST + FIRST), the state (ST, STATE), the expiry (EXP, EXP_DATE), the regular
 * rating (R_REG, RATING, R_RATING, REG_RATING, REGULAR), the quick and blitz ratings (R_QUICK,
 * QUICK, Q_RATING; R_BLITZ, BLITZ) and the FIDE id (FIDE_ID, FIDEID). A rating may be a number or
 * text such as `1850P12` (provisional after 12 games).
 */
import { dbfRecords, dbfShortBy, readDbfHeader, type DbfRecord, type DbfValue } from "../formats/dbase-read";
import { readRating } from "./signup";
import type { ListPlayer, Mutable } from "./types";

export const US_CHESS_RATINGS = ["regular", "quick", "blitz"] as const;
export type UsChessRating = (typeof US_CHESS_RATINGS)[number];

const FIELDS = {
  id: ["MEMID", "MEM_ID", "USCF_ID", "USCFID", "MEMBERID", "ID"],
  name: ["NAME", "FULLNAME", "FULL_NAME"],
  last: ["LAST", "LASTNAME", "LAST_NAME"],
  first: ["FIRST", "FIRSTNAME", "FIRST_NAME"],
  expires: ["EXP", "EXP_DATE", "EXPIRES", "EXPDATE"],
  fideId: ["FIDE_ID", "FIDEID"],
  regular: ["R_REG", "RATING", "R_RATING", "REG_RATING", "REGULAR", "R_REGULAR", "RTG"],
  quick: ["R_QUICK", "QUICK", "Q_RATING", "R_QCK", "QUICK_RTG"],
  blitz: ["R_BLITZ", "BLITZ", "B_RATING", "BLITZ_RTG"],
} as const;

function pick(names: readonly string[], have: ReadonlySet<string>): string | undefined {
  return names.find((n) => have.has(n));
}

function str(v: DbfValue | undefined): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

/** A name in capitals `SMITH, JOHN A` as the supplement writes it: kept, the matcher ignores case. */
function nameOf(r: DbfRecord, f: { name?: string; last?: string; first?: string }): string {
  if (f.name !== undefined) return str(r.values[f.name]);
  const last = str(r.values[f.last as string]);
  const first = f.first === undefined ? "" : str(r.values[f.first]);
  return first === "" ? last : `${last}, ${first}`;
}

/**
 * Reads a supplement (or any dBase member list with an id, a name and a rating field) and hands
 * each live record to `onPlayer`. Returns the problems (a refusal is the only problem).
 * @example readUsChessDbf(bytes, "regular", (p) => kept.push(p)) // [] when every record reads
 */
export function readUsChessDbf(bytes: Uint8Array, kind: UsChessRating, onPlayer: (p: ListPlayer) => void): string[] {
  const header = readDbfHeader(bytes);
  if (typeof header === "string") return [header];
  const have = new Set(header.fields.map((f) => f.name.toUpperCase()));
  const f = {
    id: pick(FIELDS.id, have),
    name: pick(FIELDS.name, have),
    last: pick(FIELDS.last, have),
    first: pick(FIELDS.first, have),
    expires: pick(FIELDS.expires, have),
    fideId: pick(FIELDS.fideId, have),
    rating: pick(FIELDS[kind], have),
  };
  const names = header.fields.map((x) => x.name).join(", ");
  if (f.id === undefined) return [`no member id field (MEMID, MEM_ID, USCF_ID or ID) among ${names}`];
  if (f.name === undefined && f.last === undefined) return [`no name field (NAME, or LAST and FIRST) among ${names}`];
  if (f.rating === undefined) return [`no ${kind} rating field (${FIELDS[kind].join(", ")}) among ${names}`];
  const problems: string[] = [];
  const more = () => problems.length < 100;
  for (const r of dbfRecords(bytes, header)) {
    if (r.deleted) continue;
    if (r.problems.length > 0 && more()) problems.push(...r.problems);
    const id = str(r.values[f.id]).replace(/\s+/g, "");
    if (id === "") continue;
    const raw = str(r.values[f.rating]);
    const rating = readRating(raw);
    if (typeof rating === "string" && more()) problems.push(`record ${r.n}, field ${f.rating}: "${raw}" ${rating}`);
    const p: Mutable<ListPlayer> = {
      id,
      name: nameOf(r, f),
      rating: typeof rating === "number" ? rating : null,
      where: `record ${r.n}`,
    };
    const exp = f.expires === undefined ? "" : str(r.values[f.expires]);
    if (/^\d{4}-\d{2}-\d{2}$/.test(exp)) p.expires = exp;
    else if (/^\d{8}$/.test(exp)) p.expires = `${exp.slice(0, 4)}-${exp.slice(4, 6)}-${exp.slice(6)}`;
    const fide = f.fideId === undefined ? "" : str(r.values[f.fideId]).replace(/\.0+$/, "");
    if (/^\d+$/.test(fide) && Number(fide) > 0) p.fideId = fide;
    onPlayer(p);
  }
  const short = dbfShortBy(bytes, header);
  if (short > 0) problems.push(`the file ends ${short} record${short === 1 ? "" : "s"} short of the ${header.records} its header counts`);
  return problems;
}

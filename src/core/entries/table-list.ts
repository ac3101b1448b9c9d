/**
 * Any table used as a rating list (a national list, a club's list) as CSV or .xlsx: a header row
 * with an id column (`ID`, `FIDE ID`, `Member ID` …) or a name column, and a rating column; title,
 * federation, birth and sex where it has them. Headers are read as the sign-up's are (headers.ts).
 */
import { entryField } from "./headers";
import { readBirth, readId, readRating, type SignupCell } from "./signup";
import type { ListIdKind, ListPlayer, Mutable } from "./types";

function text(v: SignupCell): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

export interface TableList {
  readonly players: readonly ListPlayer[];
  readonly idKind: ListIdKind;
  readonly problems: readonly string[];
}

/**
 * Reads a table list; a table with no rating column, or neither an id nor a name column, is
 * refused (one problem saying which columns it needs).
 * @example readTableList([["FIDE ID", "Name", "Elo"], ["1503014", "Carlsen, Magnus", 2823]], "club.csv").players[0]?.rating // 2823
 */
export function readTableList(cells: readonly (readonly SignupCell[])[], source: string): TableList {
  for (let hr = 0; hr < Math.min(cells.length, 10); hr++) {
    const headers = (cells[hr] ?? []).map(text);
    const col: Partial<Record<string, number>> = {};
    headers.forEach((h, c) => {
      const f = /^(title|tit)$/i.test(h) ? "title" : entryField(h);
      if (f !== undefined && col[f] === undefined) col[f] = c;
    });
    const idCol = col.id ?? col.fideId;
    const named = col.name !== undefined || col.last !== undefined;
    if (col.rating === undefined || (idCol === undefined && !named)) continue;
    const idKind: ListIdKind = col.id === undefined && col.fideId !== undefined ? "fideId" : "id";
    const players: ListPlayer[] = [];
    const problems: string[] = [];
    for (let r = hr + 1; r < cells.length; r++) {
      const row = cells[r] ?? [];
      const at = (k: string) => (col[k] === undefined ? "" : text(row[col[k] as number]));
      if (row.every((c) => text(c) === "")) continue;
      const rawId = idCol === undefined ? "" : text(row[idCol]);
      const id = rawId === "" ? "" : readId(rawId);
      if (id === null || (idKind === "fideId" && !/^\d*$/.test(id))) {
        problems.push(`${source} row ${r + 1}: "${rawId}" is not ${idKind === "fideId" ? "a FIDE id (digits only)" : "an id"}`);
        continue;
      }
      const rating = readRating(at("rating"));
      if (typeof rating === "string") {
        problems.push(`${source} row ${r + 1}: "${at("rating")}" ${rating}`);
        continue;
      }
      const last = at("last");
      const name = at("name") || (last === "" ? "" : at("first") === "" ? last : `${last}, ${at("first")}`);
      const p: Mutable<ListPlayer> = { id, name, rating, where: `row ${r + 1}` };
      if (at("title") !== "") p.title = at("title").toUpperCase();
      if (at("federation") !== "") p.federation = at("federation").toUpperCase();
      const birth = readBirth(at("birth"));
      if (birth !== null && typeof birth !== "string") p.birthYear = birth.year;
      const sex = at("sex").toLowerCase();
      if (sex === "m" || sex === "male") p.sex = "m";
      else if (sex === "f" || sex === "w" || sex === "female") p.sex = "w";
      if (col.id !== undefined && col.fideId !== undefined) {
        const fide = readId(at("fideId"));
        if (fide !== null && fide !== "") p.fideId = fide;
      }
      players.push(p);
    }
    return { players, idKind, problems };
  }
  return {
    players: [],
    idKind: "id",
    problems: [`${source}: no header row with a rating column (Rating, Elo) and an ID or Name column in the first ten rows`],
  };
}

/**
 * A rating list the season reads (the December list, ACF rule 3): a Rating column and an ID column,
 * a Name column, or both (issue 32 item 6). Each row needs an ID or a name; a player is looked up by
 * ID first, then by name (case, accents and "Surname, First" order ignored, season/match.ts).
 */
import { problem, type Parsed, type Problem } from "../errors";
import { GP_COLUMNS } from "../grandprix/table";
import { nameKey } from "./match";

const key = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Reads a rating list: ID → rating and name key → rating (null: listed without a rating). Every
 * problem names the line; a name listed twice with different ratings is one.
 * @example readRatingList([["ID", "Rating"], ["4100", "1850"]], "december.csv").value.get("4100") // 1850
 */
export function readRatingList(cells: readonly (readonly string[])[], source: string): Parsed<Map<string, number | null>> {
  const problems: Problem[] = [];
  const out = new Map<string, number | null>();
  const headerAt = cells.findIndex((r) => r.some((c) => c.trim() !== ""));
  const header = (cells[headerAt] ?? []).map(key);
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const id = find(GP_COLUMNS.id);
  const name = find(GP_COLUMNS.name);
  const rating = find(GP_COLUMNS.rating);
  if (rating < 0 || (id < 0 && name < 0)) {
    const line = headerAt < 0 ? 1 : headerAt + 1;
    return {
      value: out,
      problems: [
        problem(
          "MISSING",
          `${source}, line ${line}: the header row needs a Rating column and an ID or a Name column (or both); it has ${
            header.filter((h) => h !== "").join(", ") || "nothing"
          }`,
        ),
      ],
    };
  }
  const byName = new Map<string, { rating: number | null; line: number }>();
  for (let r = headerAt + 1; r < cells.length; r++) {
    const row = cells[r] as readonly string[];
    if (row.every((c) => c.trim() === "")) continue;
    const cell = (c: number) => (c < 0 ? "" : (row[c] ?? "").trim());
    const at = `${source}, line ${r + 1}`;
    const i = cell(id);
    const n = cell(name);
    if (i === "" && n === "") {
      problems.push(problem("MISSING", `${at}: no ID and no name: the row names nobody`));
      continue;
    }
    const t = cell(rating).replace(/[\s\u00a0]/g, "");
    const value = t === "" ? null : Number(t);
    if (value !== null && (!Number.isInteger(value) || value < 0)) {
      problems.push(problem("BAD_CELL", `${at} (${n || i}): rating "${cell(rating)}" is not a whole number (blank for none)`));
      continue;
    }
    const v = value === 0 ? null : value;
    if (i !== "") out.set(i, v);
    if (n !== "") {
      const k = nameKey(n);
      const seen = byName.get(k);
      if (seen !== undefined && seen.rating !== v && i === "")
        problems.push(
          problem("DUPLICATE", `${at}: "${n}" is also on line ${seen.line} with another rating: give each row its ID`),
        );
      if (seen === undefined) byName.set(k, { rating: v, line: r + 1 });
      out.set(`name:${k}`, v);
    }
  }
  return { value: out, problems };
}

/**
 * A player's rating on the list: by ID, else by name; undefined when not listed.
 * @example ratingOn(list, "4100", "Petrov, Ivan")
 */
export function ratingOn(list: ReadonlyMap<string, number | null>, id: string, name: string): number | null | undefined {
  if (id !== "" && list.has(id)) return list.get(id);
  const k = `name:${nameKey(name)}`;
  if (list.has(k)) return list.get(k);
  // The lists the season read before (ratingsByPlayer): by the name as written.
  if (list.has(name.trim())) return list.get(name.trim());
  return undefined;
}

/**
 * A players table as the `gp` and `qualify` commands read it (a CSV file or an .xlsx sheet, already
 * turned into rows of text): a header row naming the columns, then one row per player in final
 * order. Column names are matched loosely ("Post Rating", "post-event rating" and "rating" are the
 * same column); unknown columns are ignored, so seed 002's standings table reads as it is printed.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { parseFemale } from "./acf-categories";
import { parseCivilDate, type CivilDate } from "./date";

/** The columns, each with the header names it answers to (compared without case, spaces or punctuation). */
export const GP_COLUMNS = {
  name: ["name", "player", "playername", "names"],
  id: ["id", "memberid", "acfid", "uscfid", "fideid", "playerid", "idno", "member"],
  score: ["score", "gamescore", "pts", "gamepoints", "finalscore"],
  rating: ["rating", "postrating", "posteventrating", "rtg", "post", "newrating", "decemberrating"],
  rounds: ["rounds", "played", "roundsplayed", "games", "gamesplayed"],
  team: ["school", "schoolcode", "team", "teamcode", "club", "code"],
  state: ["state", "region"],
  sex: ["sex", "gender"],
  birth: ["birth", "birthdate", "born", "dob", "dateofbirth"],
  eligible: ["eligible"],
  qualified: ["qualified", "alreadyqualified"],
  regular: ["regular", "regularrating", "otb", "otbrating"],
  online: ["online", "onlinerating", "onlineregular", "onlregular"],
  declined: ["declined"],
} as const;
export type GpColumn = keyof typeof GP_COLUMNS;

export interface GpRow {
  /** 1-based row of the sheet or line of the file. */
  readonly line: number;
  readonly name: string;
  /** Member ID as written; "" when blank or when there is no ID column. */
  readonly id: string;
  /** Game score in tenths; null when blank. */
  readonly score: number | null;
  readonly rating: number | null;
  /** Rounds the player took part in: the rounds column, or the filled round columns (Rd 1 …); null when neither. */
  readonly rounds: number | null;
  readonly team: string;
  readonly state: string;
  readonly female: boolean;
  readonly birth: CivilDate | null;
  /** The eligible column's TRUE/FALSE, or null when there is no such column. */
  readonly eligible: boolean | null;
  readonly qualified: boolean;
  readonly regular: number | null;
  readonly online: number | null;
  readonly declined: boolean;
}

export interface GpTable {
  readonly rows: readonly GpRow[];
  /** The columns the header has. */
  readonly columns: ReadonlySet<GpColumn>;
  /** The number of round columns (Rd 1, Round 2, R3 …), 0 when none. */
  readonly roundColumns: number;
}

const key = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
const ROUND_HEADER = /^(?:rd|round|r|rnd)(\d+)$/;
/** Round cells that are no part in the round: blank, a zero-point bye or absence (U, U---, -, 0). */
const NOT_PLAYED = /^(?:|U(?:-+)?|-|0)$/i;

/** A score as text: 3.5, 3,5, 3½, ½; null for blank; NaN when it is not a score in tenths. */
export function parseScore(text: string): number | null {
  const t = text
    .trim()
    .replace(/^(\d*)\s*½$/, (_, w: string) => `${w === "" ? 0 : w}.5`)
    .replace(/^(\d+),(\d+)$/, "$1.$2");
  if (t === "") return null;
  const n = Number(t);
  const tenths = Math.round(n * 10);
  return /^\d+(\.\d+)?$/.test(t) && Math.abs(n * 10 - tenths) < 1e-9 ? tenths : NaN;
}

function parseFlag(text: string): boolean | null {
  const t = text.trim().toUpperCase();
  if (["", "FALSE", "NO", "N", "0"].includes(t)) return false;
  if (["TRUE", "YES", "Y", "X", "1", "✓"].includes(t)) return true;
  return null;
}

/**
 * Reads the table: the first non-blank row is the header; blank rows are skipped. Every problem is
 * collected, each naming `source`, the line and the player.
 * @example readGpTable([["Name","Score"],["Ann","3½"]], "x.csv").value.rows[0].score // 35
 */
export function readGpTable(
  cells: readonly (readonly string[])[],
  source: string,
  required: readonly GpColumn[] = ["name"],
): Parsed<GpTable> {
  const problems: Problem[] = [];
  const headerAt = cells.findIndex((r) => r.some((c) => c.trim() !== ""));
  const header = headerAt < 0 ? [] : (cells[headerAt] as readonly string[]);
  const where = new Map<GpColumn, number>();
  const roundCols: number[] = [];
  header.forEach((h, c) => {
    const k = key(h);
    for (const [col, names] of Object.entries(GP_COLUMNS) as [GpColumn, readonly string[]][]) {
      if (names.includes(k) && !where.has(col)) where.set(col, c);
    }
    if (ROUND_HEADER.test(k)) roundCols.push(c);
  });
  for (const col of required) {
    if (!where.has(col)) {
      const names = `"${GP_COLUMNS[col][0]}"`;
      problems.push(
        problem(
          "MISSING",
          `${source}, line ${headerAt + 1}: no ${names} column (the header row names the columns: ${required.map((r) => GP_COLUMNS[r][0]).join(", ")} …)`,
        ),
      );
    }
  }
  if (problems.length > 0)
    return { value: { rows: [], columns: new Set(where.keys()), roundColumns: roundCols.length }, problems };
  const rows: GpRow[] = [];
  for (let r = headerAt + 1; r < cells.length; r++) {
    const row = cells[r] as readonly string[];
    if (row.every((c) => c.trim() === "")) continue;
    const get = (col: GpColumn) => {
      const c = where.get(col);
      return c === undefined ? "" : (row[c] ?? "").trim();
    };
    const name = get("name");
    const at = `${source}, line ${r + 1}${name === "" ? "" : ` (${name})`}`;
    if (name === "") problems.push(problem("MISSING", `${at}: no name`));
    const number = (col: GpColumn, what: string, whole: boolean): number | null => {
      const t = get(col).replace(/[\s\u00a0]/g, "");
      if (t === "") return null;
      const n = Number(t);
      if (!Number.isFinite(n) || n < 0 || (whole && !Number.isInteger(n))) {
        problems.push(problem("BAD_CELL", `${at}: ${col} "${get(col)}" is not ${what}`));
        return null;
      }
      return n;
    };
    const score = parseScore(get("score"));
    if (score !== null && Number.isNaN(score))
      problems.push(
        problem("BAD_CELL", `${at}: score "${get("score")}" is not a game score (0 or more, in halves or tenths)`),
      );
    const rating = number("rating", "a rating (a whole number, blank for none)", true);
    let rounds = number("rounds", "a number of rounds", true);
    if (rounds === null && !where.has("rounds") && roundCols.length > 0)
      rounds = roundCols.filter((c) => !NOT_PLAYED.test((row[c] ?? "").trim())).length;
    const sexText = get("sex");
    const female = parseFemale(sexText);
    if (female === null) problems.push(problem("BAD_CELL", `${at}: sex "${sexText}" is not F, W, M or blank`));
    const birthText = get("birth");
    const birth = birthText === "" ? null : parseCivilDate(birthText);
    if (birthText !== "" && birth === null)
      problems.push(problem("BAD_CELL", `${at}: birth "${birthText}" is not a date written year first (1976-01-02)`));
    const flag = (col: GpColumn): boolean => {
      const f = parseFlag(get(col));
      if (f === null) problems.push(problem("BAD_CELL", `${at}: ${col} "${get(col)}" is not TRUE or FALSE`));
      return f === true;
    };
    rows.push({
      line: r + 1,
      name,
      id: get("id"),
      score: score !== null && Number.isNaN(score) ? null : score,
      rating: rating === 0 ? null : rating,
      rounds,
      team: get("team"),
      state: get("state"),
      female: female === true,
      birth,
      eligible: where.has("eligible") ? flag("eligible") : null,
      qualified: flag("qualified"),
      regular: number("regular", "a rating", true) || null,
      online: number("online", "a rating", true) || null,
      declined: flag("declined"),
    });
  }
  return { value: { rows, columns: new Set(where.keys()), roundColumns: roundCols.length }, problems };
}

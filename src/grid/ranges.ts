/**
 * Ranges that must line up (issue 27): the one place that decides which rows of a function's ranges
 * are players. Every custom function reads its results (or scores, or ranking) range through
 * `anchorRows` and each per-player range through `playerColumn`, so that the common range mistakes
 * get a sentence instead of a silent wrong answer:
 * - a header row at the top is skipped when it is clearly one (a known word such as Name or Rating,
 *   or a round label above the results), and refused, named, when a value of the wrong kind sits there;
 * - a per-player range that holds fewer rows than there are players (one row short, one cell where a
 *   column is expected) or something past the players' last row is refused, with both counts;
 * - a per-player range that starts one row late (its last player blank while every other player has a
 *   value) is refused where a blank is not an ordinary value;
 * - a blank row between players in a results range is named;
 * - a list of names that refers to other names is checked against them ("did you mean …").
 * Whole columns (A:A) cost no more than their filled part: trailing blank rows are dropped first.
 */
import { fail } from "../core/errors";
import { editDistance } from "../core/season/match";
import { cellText, isBlank, toMatrix, type CellValue, type OutCell } from "./normalize";

/** The rows of the range that defines the players (the results, the scores, the ranking). */
export interface Rows {
  /** The argument's name, for messages ("results"). */
  readonly argument: string;
  /** The range's height as passed (whole columns included), before anything is dropped. */
  readonly height: number;
  /** Header rows dropped at the top (0 or 1). */
  readonly top: number;
  /** The players: rows below the header up to the last one with anything in it. */
  readonly players: number;
  /** True when a per-player range may add players below the anchor's last filled row (pairing before
   *  a player's first game: a row with a name is a player). */
  readonly extend?: boolean;
}

/** Words that head a column of a players' list (compared without case, spaces, dots or underscores). */
const HEADER_WORDS = new Set(
  [
    "#", "no", "nr", "num", "number", "id", "pairingnumber", "pno", "seed", "start", "startno",
    "name", "names", "player", "players", "playername", "fullname", "surname", "firstname", "lastname",
    "rating", "ratings", "rtg", "elo", "fide", "fiderating", "uscf", "uscfrating", "acf", "acfrating",
    "rated", "grade", "postevent", "postrating", "newrating", "oldrating", "oppratings", "opponentrating",
    "team", "teams", "club", "clubs", "school", "schools", "federation", "fed", "country",
    "request", "requests", "bye", "byes",
    "score", "scores", "points", "pts", "total", "result", "results", "res",
    "rounds", "rds", "games", "played",
    "qualified", "alreadyqualified", "q", "eligible", "flag",
    "sex", "gender", "m/f", "birth", "born", "birthdate", "dob", "dateofbirth", "yob",
    "place", "pos", "position", "rank", "ranking", "category",
    "timecontrol", "tc", "timecontrols", "avg", "average", "avgopp", "averagerating", "diff", "difference",
  ],
);

const key = (t: string): string => t.toLowerCase().replace(/[\s._\-:]+/g, "");

/** Whether a cell reads as a column heading for `argument` (a known word, or the argument's own name). */
export function isHeaderText(v: unknown, argument: string): boolean {
  if (typeof v !== "string") return false;
  const k = key(v);
  return k !== "" && (HEADER_WORDS.has(k) || k === key(argument));
}

/** A round label above a results column: R1, Rd 1, Rnd. 1, Round 1, 1. Rd. */
const ROUND_LABEL = /^(?:r|rd|rnd|round|runde|ronde)\.?\s*\d{1,3}$|^\d{1,3}\s*\.?\s*(?:r|rd|rnd|round)\.?$/i;

/** Whether the first row of a results range is a heading: every filled cell a round label (or a word). */
function isResultsHeader(row: readonly CellValue[], argument: string): boolean {
  const filled = row.filter((c) => !isBlank(c));
  return filled.length > 0 && filled.every((c) => ROUND_LABEL.test(cellText(c)) || isHeaderText(c, argument));
}

/** The number of rows up to the last one with anything in it (whole columns: a scan from the end). */
export function filledRows(m: readonly (readonly CellValue[])[]): number {
  let end = m.length;
  while (end > 0 && (m[end - 1] as readonly CellValue[]).every(isBlank)) end--;
  return end;
}

/** Rows i..j as words: "row 5" or "rows 5 to 7". */
const rowsText = (from: number, to: number): string => (from === to ? `row ${from}` : `rows ${from} to ${to}`);

export interface AnchorOptions {
  /** What one row holds, for messages: "a player's rounds" (default). */
  readonly what?: string;
  /** What to do with a blank row between filled rows: refuse it (default) or keep it as a row. */
  readonly blankRows?: "refuse" | "keep";
  /** How to fill a blank row, said when one is refused. */
  readonly blankHint?: string;
  /** Whether a heading may sit on the first row (default true). */
  readonly header?: boolean;
  /** Per-player ranges may add players below the last filled row (see Rows.extend). */
  readonly extend?: boolean;
  /** A table of numbers: a first row of words over a row with a number is its heading (event names). */
  readonly numeric?: boolean;
}

/** A numbers table's heading: every filled cell of the first row a word, a number in the second. */
function isNumbersHeader(m: readonly (readonly CellValue[])[]): boolean {
  const [first, second] = m;
  if (first === undefined || second === undefined) return false;
  const filled = first.filter((c) => !isBlank(c));
  return filled.length > 0 && filled.every((c) => notNumber(c)) && second.some((c) => typeof c === "number" || (!isBlank(c) && !notNumber(c)));
}

/**
 * The range that defines the players, trimmed: its heading row dropped, its trailing blank rows
 * dropped, a blank row between players refused (named). Returns the rows kept and their `Rows`.
 * @example anchorRows([["Rd 1", "Rd 2"], ["W2", "D2"], ["L1", "D1"], ["", ""]], "results").rows // { argument: "results", height: 4, top: 1, players: 2 }
 */
export function anchorRows(v: unknown, argument: string, options: AnchorOptions = {}): { cells: CellValue[][]; rows: Rows } {
  const m = toMatrix(v);
  const top =
    options.header !== false &&
    m.length > 1 &&
    (isResultsHeader(m[0] ?? [], argument) || (options.numeric === true && isNumbersHeader(m)))
      ? 1
      : 0;
  const end = filledRows(m);
  const cells = m.slice(top, Math.max(top, end));
  if (options.blankRows !== "keep") {
    const i = cells.findIndex((row) => row.every(isBlank));
    if (i >= 0) {
      let j = i;
      while ((cells[j + 1] as CellValue[]).every(isBlank)) j++;
      fail(
        "BAD_CELL",
        `${argument}, ${rowsText(i + 1 + top, j + 1 + top)}: blank between players (${argument} row ${i + top} and row ${j + 2 + top} are filled); ` +
          `every row from the first player to the last holds ${options.what ?? "a player's rounds"}: ` +
          `${options.blankHint ?? "delete the blank row, or type U in each round a player did not play"}`,
      );
    }
  }
  return {
    cells,
    rows: {
      argument,
      height: m.length,
      top,
      players: cells.length,
      ...(options.extend ? { extend: true } : {}),
    },
  };
}

/**
 * The hint for a ratings column whose last (or first) player alone is blank: a range started one row
 * late (or early) looks exactly like that, so the unrated player is typed as a word (issue 27 property:
 * a per-player range shifted by one row is refused or harmless).
 */
export const UNRATED_HINT = { hint: "For an unrated player type UNR (a blank there reads as a range a row off)." } as const;

export interface ColumnOptions {
  /** One value, for messages: "a name", "a rating". */
  readonly what: string;
  /** Whether a value must be a number (text on the first row is then a heading, or refused as one). */
  readonly numeric?: boolean;
  /** Texts that are values of a numeric column all the same (UNR, NR for ratings). */
  readonly words?: readonly string[];
  /**
   * When the last (or the first) player's value is blank while every other player has one, refuse: a
   * range that starts one row late (or early) looks exactly like that. `hint` says what to type.
   */
  readonly lastBlank?: { readonly hint: string };
  /** Whether the column may be given as one cell that holds for every player (default false). */
  readonly oneForAll?: boolean;
}

/** A text that is no number (decimal comma and spaces allowed) and none of `words`. */
function notNumber(v: CellValue, words: readonly string[] = []): boolean {
  if (typeof v !== "string" || v.trim() === "") return false;
  const t = v.trim();
  if (words.some((w) => w.toUpperCase() === t.toUpperCase())) return false;
  return !Number.isFinite(Number(t.replace(/[\s\u00a0]/g, "").replace(/^(-?\d+),(\d+)$/, "$1.$2")));
}

/** The cells of a one-column (or one-row) range; two columns or more are refused. */
function columnCells(v: unknown, argument: string): CellValue[] {
  const m = toMatrix(v);
  if (m.length === 1) return m[0] as CellValue[];
  const end = filledRows(m);
  if (m.slice(0, end).every((row) => row.length <= 1)) return m.map((row) => row[0] ?? null);
  return fail(
    "BAD_ARGUMENT",
    `${argument}: expected one column (one value per player), got ${m.length} rows × ${(m[0] ?? []).length} columns`,
  );
}

/**
 * A per-player range lined up with the players' rows: exactly `rows.players` values (more when
 * `rows.extend` lets it add players), or our sentence. An omitted argument gives [].
 * @example playerColumn([["Name"], ["Ann"], ["Bob"]], "names", { argument: "results", height: 2, top: 0, players: 2 }, { what: "a name" }) // ["Ann", "Bob"]
 */
export function playerColumn(v: unknown, argument: string, rows: Rows, options: ColumnOptions): CellValue[] {
  return playerColumnAt(v, argument, rows, options).values;
}

/** `playerColumn`, with the rows dropped at the top (`start`: 1 after a heading) to number cells in messages. */
export function playerColumnAt(
  v: unknown,
  argument: string,
  rows: Rows,
  options: ColumnOptions,
): { values: CellValue[]; start: number } {
  if (v === null || v === undefined) return { values: [], start: 0 };
  const list = columnCells(v, argument);
  if (list.length === 0) return { values: [], start: 0 };
  const n = rows.players;
  const anchorRange = rows.top > 0 ? `${rows.argument} has a heading and ${n} player rows` : `${rows.argument} has ${n} player rows`;
  if (list.length === 1 && n > 1) {
    if (options.oneForAll) return { values: Array.from({ length: n }, () => list[0] ?? null), start: 0 };
    if (isBlank(list[0])) return { values: [], start: 0 };
    fail(
      "BAD_ARGUMENT",
      `${argument}: one cell, but ${options.what} per player is expected (${anchorRange}): select the column beside them, one row per player`,
    );
  }
  let start = 0;
  if (rows.top > 0 && list.length === rows.height) {
    // The same rows as the anchor, its heading row included: that row is this range's heading.
    const first = list[0] ?? null;
    if (!isBlank(first) && !isHeaderText(first, argument) && !notNumber(first, options.words))
      fail(
        "BAD_ARGUMENT",
        `${argument}, row 1: "${cellText(first)}" is beside ${rows.argument}' heading row; select the same rows as ${rows.argument} (a heading on both, or on neither)`,
      );
    start = rows.top;
  } else if (isHeaderText(list[0], argument)) {
    start = 1;
  } else if (options.numeric && notNumber(list[0] ?? null, options.words)) {
    fail(
      "BAD_CELL",
      `${argument}, row 1: "${cellText(list[0])}" is not ${options.what}: a heading row? Start the range on the first player's row, level with ${rows.argument}`,
    );
  }
  const data = list.slice(start);
  let end = data.length;
  while (end > 0 && isBlank(data[end - 1])) end--;
  const under = start > 0 ? ` below its heading "${cellText(list[0])}"` : "";
  if (data.length < n && !(rows.extend && end === 0)) {
    fail(
      "BAD_ARGUMENT",
      `${argument}: ${data.length} row${data.length === 1 ? "" : "s"}${under} for ${n} players (${anchorRange}): ` +
        `the ranges must start on the same row and hold one row per player`,
    );
  }
  // A value below the anchor's last filled row but inside its range is a player whose row there is
  // blank (withdrew before round 1); one past the anchor's range is a range that does not line up.
  if (end > n && !rows.extend && end > rows.height - rows.top) {
    fail(
      "BAD_ARGUMENT",
      `${argument}, row ${end + start}: "${cellText(data[end - 1])}" is past the last player (${anchorRange}): ` +
        `the ranges must start on the same row and hold one row per player`,
    );
  }
  const count = Math.max(n, end);
  if (options.lastBlank && count > 1 && end === count - 1 && data.slice(0, count - 1).every((c) => !isBlank(c))) {
    fail(
      "BAD_ARGUMENT",
      `${argument}, row ${count + start}: blank for the last player (#${count}) while every other player has ${options.what}: ` +
        `does the range start one row late? Select the same rows as ${rows.argument}. ${options.lastBlank.hint}`,
    );
  }
  if (options.lastBlank && count > 1 && isBlank(data[0]) && data.slice(1, count).every((c) => !isBlank(c))) {
    fail(
      "BAD_ARGUMENT",
      `${argument}, row ${1 + start}: blank for the first player (#1) while every other player has ${options.what}: ` +
        `does the range start one row early? Select the same rows as ${rows.argument}. ${options.lastBlank.hint}`,
    );
  }
  const out = data.slice(0, count);
  while (out.length < count) out.push(null);
  return { values: out, start };
}

/**
 * Per-player ranges that have no anchor but must line up with each other (ACF_RATING's opponents
 * and results, GP_ELIGIBLE's columns): each one's heading skipped, then every range must reach the
 * last filled row of the others (a range one row short is refused, naming both); one cell where the
 * others are columns is refused. Omitted ones give no values.
 * @example sameRows([{ v: [["Rating"], [1800], [1500]], argument: "rating", options: { what: "a rating", numeric: true } }, { v: [["F"], ["M"]], argument: "sex", options: { what: "a sex" } }]).map((c) => c.values) // [[1800, 1500], ["F", "M"]]
 */
export function sameRows(
  columns: readonly { readonly v: unknown; readonly argument: string; readonly options: ColumnOptions }[],
): { values: CellValue[]; start: number }[] {
  const read = columns.map((c) => {
    if (c.v === null || c.v === undefined) return null;
    const list = columnCells(c.v, c.argument);
    if (list.length === 0) return null;
    let start = 0;
    if (list.length > 1 && isHeaderText(list[0], c.argument)) start = 1;
    else if (list.length > 1 && c.options.numeric && notNumber(list[0] ?? null, c.options.words))
      fail(
        "BAD_CELL",
        `${c.argument}, row 1: "${cellText(list[0])}" is not ${c.options.what}: a heading row? Start the range on the first player's row`,
      );
    const data = list.slice(start);
    let end = data.length;
    while (end > 0 && isBlank(data[end - 1])) end--;
    return { c, data, start, end, single: list.length === 1 };
  });
  const given = read.filter((r): r is NonNullable<typeof r> => r !== null);
  const columnsGiven = given.filter((r) => !r.single);
  const n = Math.max(0, ...given.map((r) => r.end));
  for (const r of given) {
    if (r.single && columnsGiven.length > 0 && n > 1 && !r.c.options.oneForAll)
      fail(
        "BAD_ARGUMENT",
        `${r.c.argument}: one cell, but ${r.c.options.what} per row is expected (${columnsGiven[0]?.c.argument} has ${n} rows): select the column, one row per player`,
      );
    if (!r.single && r.data.length < n) {
      const longer = given.find((o) => o.end === n) ?? r;
      fail(
        "BAD_ARGUMENT",
        `${r.c.argument}: ${r.data.length} row${r.data.length === 1 ? "" : "s"}${r.start > 0 ? " below its heading" : ""}, but ${longer.c.argument} has ${n}: ` +
          `the ranges must start on the same row and hold one row per player`,
      );
    }
  }
  return read.map((r) => {
    if (r === null) return { values: [], start: 0 };
    if (r.single) return { values: r.c.options.oneForAll ? Array.from({ length: Math.max(n, 1) }, () => r.data[0] ?? null) : [...r.data], start: 0 };
    const values = r.data.slice(0, n);
    while (values.length < n) values.push(null);
    return { values, start: r.start };
  });
}

/**
 * Each name of `list` must be one of `known` (case and spaces ignored); an unknown one is refused
 * with the nearest known names ("did you mean …"). Returns the known spelling of each.
 * @example knownNames(["ann lee"], ["Ann Lee", "Bob"], "alreadyQualified", "ranking") // ["Ann Lee"]
 */
export function knownNames(
  list: readonly { readonly name: string; readonly row: number }[],
  known: readonly string[],
  argument: string,
  where: string,
): string[] {
  const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim();
  const byKey = new Map(known.map((k) => [norm(k), k]));
  return list.map(({ name, row }) => {
    const hit = byKey.get(norm(name));
    if (hit !== undefined) return hit;
    const n = norm(name);
    const limit = n.length >= 8 ? 2 : 1;
    const near = known
      .map((k) => ({ k, d: editDistance(n, norm(k), limit, true) }))
      .filter((x) => x.d <= limit)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .map((x) => `"${x.k}"`);
    return fail(
      "NOT_FOUND",
      `${argument}, row ${row}: "${name}" is not in ${where}${near.length > 0 ? ` (did you mean ${near.join(" or ")}?)` : ""}`,
    );
  });
}

/**
 * A one-column anchor (GP_POINTS' scores, VCF_QUALIFIERS' ranking): `anchorRows` over its cells, blank
 * rows kept (a blank score is no player on that row), the heading skipped when it is one.
 */
export function columnAnchor(v: unknown, argument: string, options: AnchorOptions = {}): { cells: CellValue[]; rows: Rows } {
  const m = toMatrix(v);
  if (m.length === 0) return { cells: [], rows: { argument, height: 0, top: 0, players: 0 } };
  const list = columnCells(v, argument);
  const a = anchorRows(
    list.map((c) => [c]),
    argument,
    { blankRows: "keep", ...options },
  );
  return { cells: a.cells.map((r) => r[0] ?? null), rows: a.rows };
}

/**
 * One answer per player row, level with the anchor: its heading row (when it had one) answered by
 * `label`, then one value a row; no trailing blank rows (a whole column spills only its filled part).
 * @example levelWith(1, "FIDE_BH", [3, 2.5]) // [["FIDE_BH"], [3], [2.5]]
 */
export function levelWith(top: number, label: string, values: readonly OutCell[]): OutCell[][] {
  let end = values.length;
  while (end > 0 && values[end - 1] === "") end--;
  const out: OutCell[][] = top > 0 ? [[label]] : [];
  for (let i = 0; i < end; i++) out.push([values[i] ?? ""]);
  return out.length > 0 ? out : [[""]];
}

/** The heading rows (0 or 1) at the top of a results range. */
export function resultsTop(results: unknown): number {
  const m = toMatrix(results);
  return m.length > 1 && isResultsHeader(m[0] ?? [], "results") ? 1 : 0;
}

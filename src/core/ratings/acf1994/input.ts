/**
 * The player file and the games of a period, read from tables of cells (a CSV file, a sheet of an
 * .xlsx, a spreadsheet range). Every problem is collected with its row; a table with problems gives
 * no records.
 *
 * Players: id, name, state, birth date, rating, status, NG, AR, TS (a header row names the columns in
 * any order; without one the columns are in this order).
 * Games: event, date, white (id), black (id), result (White's score: 1, ½ or 0; 1-0, ½-½, 0-1 too).
 */
import { problem, type Parsed, type Problem } from "../../errors";
import type { GameRef } from "./checks";
import { isoDate } from "./dates";
import type { AcfGameRecord, AcfPlayerRecord } from "./period";
import { ACF_STATUSES, CONFIRM_GAMES, statusOf, type AcfStatus } from "./status";
import { toCenti, toTenths } from "./units";

/** A cell as a table hands it over. */
export type TableCell = string | number | boolean | null | undefined;
export type Table = readonly (readonly TableCell[])[];

const PLAYER_COLUMNS = {
  id: ["id", "acfid", "number", "no", "code", "playerid"],
  name: ["name", "player", "playername"],
  state: ["state", "st"],
  birth: ["birthdate", "birth", "born", "dob", "dateofbirth"],
  rating: ["rating", "rtg"],
  status: ["status"],
  games: ["ng", "games"],
  average: ["ar", "average", "avg", "aro", "averageopponent"],
  score: ["ts", "score", "totalscore", "total"],
} as const;

const GAME_COLUMNS = {
  event: ["event", "tournament", "eventname"],
  date: ["date", "played", "gamedate"],
  white: ["white", "whiteid", "w"],
  black: ["black", "blackid", "b"],
  result: ["result", "res", "score"],
} as const;

type Columns<K extends string> = Readonly<Record<K, readonly string[]>>;

function text(v: TableCell): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return v.trim();
}

const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Where each column is: from a header row when the first row names known columns, else in order. */
function layout<K extends string>(rows: Table, columns: Columns<K>): { at: Record<K, number>; first: number } {
  const names = Object.keys(columns) as K[];
  const header = (rows[0] ?? []).map((c) => key(text(c)));
  const at = {} as Record<K, number>;
  let found = 0;
  for (const k of names) {
    const i = header.findIndex((h) => (columns[k] as readonly string[]).includes(h));
    at[k] = i;
    if (i >= 0) found++;
  }
  if (found > 0) return { at, first: 1 };
  names.forEach((k, i) => (at[k] = i));
  return { at, first: 0 };
}

function numberOf(s: string): number | null {
  const t = s.replace(/[\s\u00a0]/g, "").replace(/½$/, ".5");
  if (t === "" || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/**
 * Reads the player file. `source` names the table in messages ("players.csv"). No records when a
 * row is bad; `rows` holds every row all the same (a bad cell read as blank), so that the period's
 * other checks still run (checkPeriod: every problem in one pass).
 * @example readPlayers([["id", "name", "rating", "status"], ["1", "Brown", "1010", "CONFIRMED"]], "players.csv").value[0].rating // 101000
 */
export function readPlayers(
  rows: Table,
  source: string,
): Parsed<AcfPlayerRecord[]> & { readonly rows: readonly AcfPlayerRecord[] } {
  const { at, first } = layout(rows, PLAYER_COLUMNS);
  const problems: Problem[] = [];
  const out: AcfPlayerRecord[] = [];
  if (at.id < 0) return { value: [], problems: [problem("MISSING", `${source}: no "id" column`)], rows: [] };
  for (let r = first; r < rows.length; r++) {
    const row = rows[r] as readonly TableCell[];
    const place = `${source} row ${r + 1}`;
    const cell = (c: number): string => (c < 0 ? "" : text(row[c]));
    if (row.every((c) => text(c) === "")) continue;
    const bad = (code: Problem["code"], what: string): void => void problems.push(problem(code, `${place}: ${what}`));
    const id = cell(at.id);
    if (id === "") bad("MISSING", "no player id");

    const ratingText = cell(at.rating);
    let rating: number | null = null;
    if (ratingText !== "") {
      const x = numberOf(ratingText);
      if (x === null) bad("BAD_CELL", `rating "${ratingText}" is not a number`);
      else if (x < 0) bad("OUT_OF_RANGE", `rating ${ratingText} is negative`);
      else rating = toCenti(x);
    }
    const whole = (name: string, c: number): number => {
      const t = cell(c);
      if (t === "") return 0;
      const x = numberOf(t);
      if (x === null || x < 0 || !Number.isInteger(x)) {
        bad("BAD_CELL", `${name} "${t}" is not a whole number of games`);
        return 0;
      }
      return x;
    };
    const games = whole("NG", at.games);
    const avgText = cell(at.average);
    let average = 0;
    if (avgText !== "") {
      const x = numberOf(avgText);
      if (x === null) bad("BAD_CELL", `AR "${avgText}" is not a number`);
      else if (x < 0) bad("OUT_OF_RANGE", `AR ${avgText} is negative`);
      else average = toCenti(x);
    }
    const scoreText = cell(at.score);
    let score = 0;
    if (scoreText !== "") {
      const x = numberOf(scoreText);
      const t = x === null ? null : toTenths(x);
      if (t === null || t < 0) bad("BAD_CELL", `TS "${scoreText}" is not a score (whole or half points)`);
      else if (t > 10 * games) bad("OUT_OF_RANGE", `TS ${scoreText} is more than NG ${games}`);
      else score = t;
    }
    const statusText = cell(at.status).toUpperCase();
    let status: AcfStatus;
    if (statusText === "") {
      if (rating !== null) status = games > 0 && games < CONFIRM_GAMES ? "PROVISIONAL" : "CONFIRMED";
      else status = statusOf(games, score);
    } else {
      const s = STATUS_WORDS[statusText];
      if (s === undefined) {
        bad("BAD_CELL", `status "${cell(at.status)}" is not ${ACF_STATUSES.join(", ")}`);
        status = "NEW";
      } else status = s;
    }
    if ((status === "PROVISIONAL" || status === "UNRATED") && games > 0 && avgText === "")
      bad("MISSING", `a ${status} player needs AR, the average of the player's opponents`);
    if (status === "CONFIRMED" && ratingText === "") bad("MISSING", "a CONFIRMED player needs a rating");

    const birthText = cell(at.birth);
    let birthDate: string | null = null;
    if (birthText !== "") {
      birthDate = isoDate(birthText);
      if (birthDate === null) bad("BAD_CELL", `birth date "${birthText}" is not a date (YYYY-MM-DD or D/M/YYYY)`);
    }
    out.push({
      id,
      name: cell(at.name),
      state: cell(at.state).toUpperCase(),
      birthDate,
      rating,
      status,
      games,
      average,
      score,
      place,
    });
  }
  // `rows`: every row, bad cells read as blank, so that checkPeriod can still look at the IDs and names.
  return problems.length > 0 ? { value: [], problems, rows: out } : { value: out, problems, rows: out };
}

const STATUS_WORDS: Readonly<Record<string, AcfStatus>> = {
  NEW: "NEW",
  N: "NEW",
  UNRATED: "UNRATED",
  U: "UNRATED",
  PROVISIONAL: "PROVISIONAL",
  P: "PROVISIONAL",
  CONFIRMED: "CONFIRMED",
  C: "CONFIRMED",
  RATED: "CONFIRMED",
  ESTABLISHED: "CONFIRMED",
};

/**
 * A game result as White's score in tenths: 1, ½ (0.5, 1/2, =) or 0, or written 1-0, ½-½, 0-1.
 * @example resultTenths("½-½") // 5
 * @example resultTenths("2") // null
 */
export function resultTenths(raw: string): 0 | 5 | 10 | null {
  const t = raw.replace(/\s/g, "").toLowerCase();
  const half = /^(½|0?[.,]5|1\/2|=)$/; // 0,5: a decimal comma, as a comma locale shows it
  if (t === "1" || t === "1-0" || t === "1:0") return 10;
  if (t === "0" || t === "0-1" || t === "0:1") return 0;
  if (half.test(t) || t === "d") return 5;
  const m = /^(.+)[-:](.+)$/.exec(t);
  if (m && half.test(m[1] as string) && half.test(m[2] as string)) return 5;
  return null;
}

/**
 * Reads the games of a period. `source` names the table in messages ("games.csv").
 * @example readGames([["event", "date", "white", "black", "result"], ["Open", "1994-03-01", "1", "2", "½"]], "games.csv").value[0].result // 5
 */
export function readGames(rows: Table, source: string): Parsed<AcfGameRecord[]> & { readonly refs: GameRef[] } {
  const { at, first } = layout(rows, GAME_COLUMNS);
  const problems: Problem[] = [];
  for (const k of Object.keys(GAME_COLUMNS) as (keyof typeof GAME_COLUMNS)[]) {
    if (at[k] < 0) problems.push(problem("MISSING", `${source}: no "${k}" column`));
  }
  const refs: GameRef[] = [];
  if (problems.length > 0) return { value: [], problems, refs };
  const out: AcfGameRecord[] = [];
  // a period repeats the same few dates and results many times: work each spelling out once
  const dates = new Map<string, string | null>();
  const results = new Map<string, 0 | 5 | 10 | null>();
  for (let r = first; r < rows.length; r++) {
    const row = rows[r] as readonly TableCell[];
    const event = text(row[at.event]);
    const dateText = text(row[at.date]);
    const white = text(row[at.white]);
    const black = text(row[at.black]);
    const resText = text(row[at.result]);
    if (
      event === "" &&
      dateText === "" &&
      white === "" &&
      black === "" &&
      resText === "" &&
      row.every((c) => text(c) === "")
    )
      continue;
    const place = `${source} row ${r + 1}`;
    let date = dates.get(dateText);
    if (date === undefined) {
      date = isoDate(dateText);
      dates.set(dateText, date);
    }
    let result = results.get(resText);
    if (result === undefined) {
      result = resultTenths(resText);
      results.set(resText, result);
    }
    refs.push({ event, date, white, black, place });
    if (event === "" || date === null || white === "" || black === "" || result === null) {
      const bad = (code: Problem["code"], what: string): void => void problems.push(problem(code, `${place}: ${what}`));
      if (event === "") bad("MISSING", "no event");
      if (date === null)
        bad(
          dateText === "" ? "MISSING" : "BAD_CELL",
          dateText === "" ? "no date" : `date "${dateText}" is not a date (YYYY-MM-DD or D/M/YYYY)`,
        );
      if (white === "") bad("MISSING", "no white player id");
      if (black === "") bad("MISSING", "no black player id");
      if (result === null)
        bad("BAD_CELL", `result "${resText}" is not 1, ½ or 0 (White's score; 1-0, ½-½, 0-1 also do)`);
      continue;
    }
    out.push({ event, date, white, black, result, place });
  }
  // `refs`: every row as far as it could be read, for checkPeriod (a bad result still names its players).
  return problems.length > 0 ? { value: [], problems, refs } : { value: out, problems, refs };
}

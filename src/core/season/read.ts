/**
 * Reading a season: the events list (Event | Date | Scheme | Rounds | Section | File) and each
 * event's final standings (a players table: name, score, rating, sex, birth, state, school, ID).
 */
import { problem, type Parsed, type Problem } from "../errors";
import { parseCivilDate, type CivilDate } from "../grandprix/date";
import { score } from "../model/points";
import type { Tournament } from "../model/types";
import type { GpTable } from "../grandprix/table";
import type { SeasonRow } from "./season";

/** One row of the events list. */
export interface EventListing {
  /** 1-based row of the sheet or line of the file. */
  readonly line: number;
  readonly name: string;
  readonly date: CivilDate | null;
  readonly scheme: string;
  readonly rounds: number | null;
  readonly section: string;
  /** The standings: a file (CLI) or a sheet (workbook); "" when not given. */
  readonly file: string;
}

export const EVENT_COLUMNS = {
  name: ["event", "name", "tournament", "eventname"],
  date: ["date", "start", "startdate", "startingdate", "from"],
  scheme: ["scheme", "class", "gpclass", "type"],
  rounds: ["rounds", "rds"],
  section: ["section", "grade"],
  file: ["file", "sheet", "standings", "results", "source", "link"],
} as const;
type EventColumn = keyof typeof EVENT_COLUMNS;

const key = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether a header row is an events list's (it names an Event and a Date column). */
export function isEventsHeader(row: readonly string[]): boolean {
  const ks = row.map(key);
  return EVENT_COLUMNS.date.some((d) => ks.includes(d)) && EVENT_COLUMNS.file.some((f) => ks.includes(f));
}

/**
 * The events list: a header row, then one event per row (blank rows skipped). Dates are written
 * year first (1994-04-01); a blank date is allowed here and refused by `season` with the event named.
 * @example readEventList([["Event","Date","Scheme","File"],["Doeberl Cup","1994-04-01","ACF5","doeberl.csv"]], "events.csv").value[0].scheme // "ACF5"
 */
export function readEventList(cells: readonly (readonly string[])[], source: string): Parsed<EventListing[]> {
  const problems: Problem[] = [];
  const headerAt = cells.findIndex((r) => r.some((c) => c.trim() !== ""));
  const header = headerAt < 0 ? [] : (cells[headerAt] as readonly string[]);
  const where = new Map<EventColumn, number>();
  header.forEach((h, c) => {
    const k = key(h);
    for (const [col, names] of Object.entries(EVENT_COLUMNS) as [EventColumn, readonly string[]][]) {
      if ((names as readonly string[]).includes(k) && !where.has(col)) where.set(col, c);
    }
  });
  for (const col of ["name", "date", "scheme"] as const) {
    if (!where.has(col))
      problems.push(
        problem(
          "MISSING",
          `${source}, line ${headerAt + 1}: no "${EVENT_COLUMNS[col][0]}" column (the header names Event, Date, Scheme and, for files, File)`,
        ),
      );
  }
  const out: EventListing[] = [];
  if (problems.length > 0) return { value: out, problems };
  for (let r = headerAt + 1; r < cells.length; r++) {
    const row = cells[r] as readonly string[];
    if (row.every((c) => c.trim() === "")) continue;
    const get = (col: EventColumn) => {
      const c = where.get(col);
      return c === undefined ? "" : (row[c] ?? "").trim();
    };
    const name = get("name");
    const at = `${source}, line ${r + 1}${name === "" ? "" : ` (${name})`}`;
    if (name === "") problems.push(problem("MISSING", `${at}: no event name`));
    const dateText = get("date");
    const date = dateText === "" ? null : parseCivilDate(dateText);
    if (dateText !== "" && date === null)
      problems.push(problem("BAD_CELL", `${at}: date "${dateText}" is not a date written year first (1994-04-01)`));
    const roundsText = get("rounds");
    const rounds = roundsText === "" ? null : Number(roundsText);
    if (rounds !== null && !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 99))
      problems.push(problem("BAD_CELL", `${at}: rounds "${roundsText}" is not a number of rounds (1 to 99)`));
    if (get("scheme") === "") problems.push(problem("MISSING", `${at}: no scheme (ACF1–ACF5 or VCF)`));
    out.push({
      line: r + 1,
      name,
      date,
      scheme: get("scheme"),
      rounds: rounds !== null && Number.isInteger(rounds) ? rounds : null,
      section: get("section"),
      file: get("file"),
    });
  }
  return { value: out, problems };
}

/** An event's standings table as season rows. */
export function seasonRows(table: GpTable): SeasonRow[] {
  return table.rows.map((r) => ({
    line: r.line,
    name: r.name,
    id: r.id,
    score: r.score,
    rating: r.rating,
    female: r.female,
    birth: r.birth,
    state: r.state,
    team: r.team,
    rounds: r.rounds,
  }));
}

/** A tournament's final standings as season rows (score from the rounds, member ID, sex, birth, federation as state). */
export function tournamentRows(t: Tournament): SeasonRow[] {
  return t.players.map((p) => ({
    line: p.id,
    name: p.name,
    id: p.memberId ?? p.fideId ?? "",
    score: score(p),
    rating: p.rating,
    female: p.sex === "w",
    birth: p.birthDate === undefined ? null : parseCivilDate(p.birthDate),
    state: p.federation ?? "",
    team: p.team ?? "",
    rounds: null,
  }));
}

/** A December list (ACF rule 3) as the season wants it: rating by ID and by name as written. */
export function ratingsByPlayer(table: GpTable): Map<string, number | null> {
  const m = new Map<string, number | null>();
  for (const r of table.rows) {
    if (r.id !== "") m.set(r.id, r.rating);
    m.set(r.name, r.rating);
  }
  return m;
}

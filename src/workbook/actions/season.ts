/**
 * The Grand Prix season in a workbook (docs/grandprix.md, "A season in the workbook"):
 * - `Events`: one row per event — Event | Date | Scheme | Rounds | Section | Sheet;
 * - one sheet per event with its final standings (`GP Autumn Cup`: Place, ID, Name, Score, Rating,
 *   Sex, Birth, State, School, Rounds), copied in by "Add event to the season";
 * - `Season`: rebuilt from those: every category's table, the prizes (ACF) or the schools (VCF);
 * - optional `Aliases` (Name as written | Same player as) and `December list` (ID and/or Name, Rating).
 * Nothing is written until the whole season computes: a bad row anywhere refuses with its place.
 */
import { readRatingList } from "../../core/season/rating-list";
import { ChessInputError, unwrap } from "../../core/errors";
import { parseCsv } from "../../core/formats/csv";
import { parseTrf } from "../../core/formats/trf";
import { readWallchartGrid } from "../../core/formats/workbook";
import { civilIso, dateFromSerial, parseCivilDate, type CivilDate } from "../../core/grandprix/date";
import { readGpTable } from "../../core/grandprix/table";
import { isEventsHeader, readEventList, seasonRows, tournamentRows } from "../../core/season/read";
import { seasonTables } from "../../core/season/render";
import { season, type Season, type SeasonEvent, type SeasonRow } from "../../core/season/season";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision } from "../engine";
import { sheetBlock } from "../blocks";
import { done, refused } from "../outcome";
import type { Block, Cell, Grid, Snapshot } from "../port";
import { FIRST_READ, messages, onEvent, plural } from "./common";
import { withByeValue } from "./standings";

export const EVENTS = "Events";
export const SEASON = "Season";
export const ALIASES = "Aliases";
export const DECEMBER = "December list";
export const EVENTS_HEADER: readonly string[] = ["Event", "Date", "Scheme", "Rounds", "Section", "Sheet"];
export const STANDINGS_HEADER: readonly string[] = [
  "Place",
  "ID",
  "Name",
  "Score",
  "Rating",
  "Sex",
  "Birth",
  "State",
  "School",
  "Rounds",
];

const text = (c: Cell | undefined): string => (c === null || c === undefined ? "" : String(c).trim());

/** A cell as the season readers want it: date serials as year-first text, numbers as written. */
function cellText(c: Cell | undefined, date = false): string {
  if (typeof c === "number" && date) {
    const d = dateFromSerial(c);
    return d === null ? String(c) : civilIso(d);
  }
  return text(c);
}

/** Sheet names may not hold []:*?/\ and are at most 31 characters; unique within the workbook. */
export function eventSheetName(event: string, taken: readonly string[]): string {
  const base = `GP ${event
    .replace(/[[\]:*?/\\]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()}`
    .slice(0, 31)
    .trim();
  const lower = new Set(taken.map((t) => t.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const name = `${base.slice(0, 31 - String(k).length - 1).trim()} ${k}`;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

function textGrid(grid: Grid | undefined, dateColumns: readonly number[] = []): string[][] {
  return (grid ?? []).map((row) => row.map((c, i) => cellText(c, dateColumns.includes(i))));
}

/** The events the Events sheet lists, each with its standings sheet read; every problem named. */
function readSeason(snapshot: Snapshot): { events: SeasonEvent[]; problems: string[]; more: string[] } {
  const grid = snapshot.sheets[EVENTS];
  if (grid === undefined) return { events: [], problems: [], more: [] };
  const header = (grid[0] ?? []).map(text);
  const dateCol = header.findIndex((h) => h.toLowerCase() === "date");
  const list = readEventList(textGrid(grid, [dateCol]), EVENTS);
  const problems = messages(list.problems);
  const more: string[] = [];
  const events: SeasonEvent[] = [];
  for (const e of list.value) {
    const at = `${EVENTS} row ${e.line} (${e.name})`;
    const sheet = snapshot.sheetNames.find((s) => s.toLowerCase() === e.file.toLowerCase());
    if (e.file === "" || sheet === undefined) {
      problems.push(`${at}: ${e.file === "" ? "no sheet named in the Sheet column" : `no sheet "${e.file}"`}`);
      continue;
    }
    const cells = snapshot.sheets[sheet];
    if (cells === undefined) {
      more.push(sheet);
      continue;
    }
    const head = (cells[0] ?? []).map((c) => text(c).toLowerCase());
    const table = readGpTable(textGrid(cells, [head.indexOf("birth")]), sheet, ["name", "score"]);
    problems.push(...messages(table.problems));
    events.push({
      name: e.name,
      date: e.date,
      scheme: e.scheme,
      rounds: e.rounds,
      section: e.section,
      source: `${sheet}`,
      rows: seasonRows(table.value),
    });
  }
  return { events, problems, more };
}

function readAliases(snapshot: Snapshot): Map<string, string> {
  const m = new Map<string, string>();
  for (const row of (snapshot.sheets[ALIASES] ?? []).slice(1)) {
    const from = text(row[0]);
    const to = text(row[1]);
    if (from !== "" && to !== "") m.set(from, to);
  }
  return m;
}

function readDecember(snapshot: Snapshot): { ratings?: Map<string, number | null>; problems: string[] } {
  const grid = snapshot.sheets[DECEMBER];
  if (grid === undefined) return { problems: [] };
  // By ID, by name, or both (issue 32 item 6).
  const t = readRatingList(textGrid(grid), DECEMBER);
  if (t.problems.length > 0) return { problems: messages(t.problems) };
  return { ratings: t.value, problems: [] };
}

/** The Season sheet: a title, then each table with a blank row between. */
export function seasonGrid(s: Season): Grid {
  const title =
    s.kind === "ACF"
      ? `ACF Grand Prix ${s.year} after ${plural(s.events.length, "event")} (best ${s.best} scores per category; scores in brackets do not count)`
      : `VCF Cup after ${plural(s.events.length, "event")}`;
  const grid: Grid = [[title]];
  for (const t of seasonTables(s))
    grid.push([], [t.title], ...t.rows.map((r) => [...r]), ...(t.notes ?? []).map((n) => [n]));
  if (s.warnings.length > 0) grid.push([], ["To check"], ...s.warnings.map((w) => [w]));
  return grid;
}

const SEASON_READ = [EVENTS, SEASON, ALIASES, DECEMBER];

/** Reads, computes and rebuilds the Season sheet, plus whatever `extra` adds (a new event). */
function rebuild(
  snapshot: Snapshot,
  extra: { events: SeasonEvent[]; blocks: Block[]; addSheets: string[]; message: (s: Season) => string } | null,
): Decision | { more: readonly string[] } {
  const read = readSeason(snapshot);
  if (read.more.length > 0) return { more: read.more };
  const december = readDecember(snapshot);
  const problems = [...read.problems, ...december.problems];
  if (problems.length > 0)
    return { outcome: refused(`The season has ${plural(problems.length, "problem")} to put right first:`, problems) };
  const events = [...read.events, ...(extra?.events ?? [])];
  if (events.length === 0)
    return { outcome: refused(`There are no events in the season yet: add one with "Add event to the season".`) };
  let s: Season;
  try {
    s = season(events, { aliases: readAliases(snapshot), ...(december.ratings ? { ratings: december.ratings } : {}) });
  } catch (e) {
    if (e instanceof ChessInputError)
      return {
        outcome: refused(
          `The season cannot be worked out: ${plural(e.problems.length, "problem")}:`,
          messages(e.problems),
        ),
      };
    throw e;
  }
  const grid = seasonGrid(s);
  const leaders = s.categories[0]?.lines.filter((l) => l.place === "1" || l.place.startsWith("1-")) ?? [];
  const lead = leaders.map((l) => s.people[l.person]?.name).join(", ");
  return {
    outcome: done(
      `${extra === null ? "Season rebuilt" : extra.message(s)}: ${plural(s.events.length, "event")}, ${plural(
        s.people.length,
        "player",
      )}${lead === "" ? "" : `; ${s.categories[0]?.category === "OPEN" ? "Open" : s.categories[0]?.category} leader ${lead}`}. Written to the ${SEASON} sheet.`,
      { details: s.warnings.map((w) => `To check: ${w}`) },
    ),
    batch: {
      addSheets: [...(extra?.addSheets ?? []), ...(snapshot.sheetNames.includes(SEASON) ? [] : [SEASON])],
      blocks: [...(extra?.blocks ?? []), sheetBlock(SEASON, grid, snapshot.sheets[SEASON] ?? [])],
      activate: SEASON,
      // Printed one page wide, landscape (an event per column), under the season's title.
      print: [{ sheet: SEASON, title: String(grid[0]?.[0] ?? SEASON), landscape: true, repeatRows: 1 }],
    },
    generated: [SEASON],
  };
}

export const refreshSeason: Action<ActionArgs["refreshSeason"], ActionContext> = {
  name: "Rebuild the season",
  reads: () => ({ sheets: SEASON_READ }),
  decide: (snapshot) => rebuild(snapshot, null),
};

/** The standings rows an event sheet keeps. */
function standingsGrid(rows: readonly SeasonRow[]): Grid {
  const order = [...rows].sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.line - b.line);
  return [
    [...STANDINGS_HEADER],
    ...order.map((r, i) => [
      i + 1,
      r.id ?? "",
      r.name,
      r.score === null ? "" : r.score / 10,
      r.rating ?? "",
      r.female ? "F" : "M",
      r.birth === null ? "" : civilIso(r.birth),
      r.state,
      r.team,
      r.rounds ?? "",
    ]),
  ];
}

/** The rows of an imported file: a TRF, a standings table (CSV with name and score columns) or a wallchart CSV. */
function fileRows(name: string, body: string): { rows: SeasonRow[]; title?: string; date?: string; rounds?: number } {
  if (/\.(trf|txt)$/i.test(name) || /^\s*0[0-9]{2}\s/m.test(body.slice(0, 400))) {
    const t = unwrap(parseTrf(body));
    return {
      rows: tournamentRows(t),
      ...(t.info.name ? { title: t.info.name } : {}),
      ...(t.info.startDate ? { date: t.info.startDate } : {}),
      rounds: t.totalRounds ?? Math.max(0, ...t.players.map((p) => p.rounds.length)),
    };
  }
  const cells = unwrap(parseCsv(body));
  const table = readGpTable(cells, name, ["name", "score"]);
  // A standings table (it names a score column): its problems are the file's; else a wallchart.
  if (table.value.columns.has("score")) return { rows: seasonRows(unwrap(table)) };
  const t = unwrap(readWallchartGrid(cells, name));
  return { rows: tournamentRows(t), rounds: Math.max(0, ...t.players.map((p) => p.rounds.length)) };
}

export const addSeasonEvent: Action<ActionArgs["addSeasonEvent"], ActionContext> = {
  name: "Add event to the season",
  reads: (args) => ({ sheets: [...(args.file === undefined ? FIRST_READ.sheets : []), ...SEASON_READ], active: true }),
  decide: (snapshot, args, context) => {
    const add = (rows: SeasonRow[], found: { title?: string; date?: string; rounds?: number }) => {
      const name = (args.name ?? "").trim() || (found.title ?? "").trim();
      const dateText = (args.date ?? "").trim() || (found.date ?? "").trim();
      const scheme = (args.scheme ?? "").trim().toUpperCase();
      const problems: string[] = [];
      if (name === "") problems.push("Event: give the event a name.");
      const date = dateText === "" ? null : parseCivilDate(dateText);
      if (date === null)
        problems.push(
          dateText === ""
            ? "Date: give the event's date (1994-04-01)."
            : `Date: "${dateText}" is not a date written year first (1994-04-01).`,
        );
      if (scheme === "") problems.push("Scheme: choose ACF1–ACF5 or VCF.");
      if (rows.length === 0) problems.push("The event has no players.");
      if (problems.length > 0) return { outcome: refused("The event cannot be added yet:", problems) };
      const listed = readEventList(textGrid(snapshot.sheets[EVENTS] ?? [], [1]), EVENTS).value;
      const same = listed.find(
        (e) =>
          e.name.toLowerCase() === name.toLowerCase() &&
          e.date !== null &&
          date !== null &&
          civilIso(e.date) === civilIso(date),
      );
      if (same !== undefined)
        return {
          outcome: refused(
            `${name} (${civilIso(date as CivilDate)}) is already in the season (${EVENTS} row ${same.line}); nothing was added.`,
          ),
        };
      const sheet = eventSheetName(name, snapshot.sheetNames);
      const rounds = args.rounds ?? found.rounds ?? null;
      const event: SeasonEvent = { name, date, scheme, rounds, section: args.section ?? "", source: sheet, rows };
      const events = snapshot.sheets[EVENTS];
      const hasEvents = events !== undefined && events.length > 0 && isEventsHeader((events[0] ?? []).map(text));
      const at = hasEvents ? Math.max(1, ...events.map((r, i) => (r.some((c) => text(c) !== "") ? i + 1 : 0))) : 0;
      const blocks: Block[] = [
        ...(hasEvents ? [] : [{ sheet: EVENTS, row: 0, col: 0, values: [[...EVENTS_HEADER]] }]),
        {
          sheet: EVENTS,
          row: hasEvents ? at : 1,
          col: 0,
          values: [[name, civilIso(date as CivilDate), scheme, rounds ?? "", args.section ?? "", sheet]],
        },
        sheetBlock(sheet, standingsGrid(rows)),
      ];
      if (events !== undefined && !hasEvents && events.some((r) => r.some((c) => text(c) !== "")))
        return {
          outcome: refused(
            `The ${EVENTS} sheet holds something else (its first row is not Event | Date | Scheme | … | Sheet); rename it, then add the event.`,
          ),
        };
      return rebuild(snapshot, {
        events: [event],
        blocks,
        addSheets: [...(snapshot.sheetNames.includes(EVENTS) ? [] : [EVENTS]), sheet],
        message: () => `${name} added to the season (sheet ${sheet})`,
      });
    };
    try {
      if (args.file !== undefined) {
        const found = fileRows(args.file.name, args.file.text);
        return add(found.rows, found);
      }
    } catch (e) {
      if (e instanceof ChessInputError)
        return { outcome: refused(`${args.file?.name ?? "The file"} cannot be read:`, messages(e.problems)) };
      throw e;
    }
    return onEvent((ev) => {
      if (ev.layout === "none")
        return { outcome: refused("There is no event in this workbook: import the event's TRF or CSV instead.") };
      if (ev.problems.length > 0)
        return {
          outcome: refused(
            `The event has ${plural(ev.problems.length, "problem")} to put right first:`,
            messages(ev.problems),
          ),
        };
      const t = withByeValue(ev.tournament, ev.settings.byeValue);
      return add(tournamentRows(t), {
        title: ev.name,
        ...(t.info.startDate ? { date: t.info.startDate } : {}),
        rounds: ev.settings.rounds ?? t.totalRounds ?? Math.max(0, ...t.players.map((p) => p.rounds.length)),
      });
    })(snapshot, args, context);
  },
};

/** Read only: the events of the season, for the pane's list. */
export const seasonStatus: Action<ActionArgs["seasonStatus"], ActionContext> = {
  name: "Season",
  reads: () => ({ sheets: [EVENTS] }),
  decide: (snapshot) => {
    const grid = snapshot.sheets[EVENTS];
    const list = grid === undefined ? [] : readEventList(textGrid(grid, [1]), EVENTS).value;
    return {
      outcome: done(
        list.length === 0 ? "No events in the season yet." : `${plural(list.length, "event")} in the season.`,
        {
          data: list.map((e) => ({
            name: e.name,
            date: e.date === null ? "" : civilIso(e.date),
            scheme: e.scheme,
            sheet: e.file,
          })),
        },
      ),
    };
  },
};

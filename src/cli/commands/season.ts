/**
 * `wallchart season EVENTS… --scheme …`: a Grand Prix season over several events. EVENTS are
 * tournament files (.trf, or a Wallchart .xlsx/.csv: name, date and standings from the file) and/or
 * events lists (a .csv or .xlsx whose header names Event, Date, Scheme and File columns, each File a
 * final-standings table or tournament file, relative to the list).
 */
import { readRatingList } from "../../core/season/rating-list";
import { basename, dirname, extname, resolve } from "path";
import { ChessInputError, problem, unwrap, type Problem } from "../../core/errors";
import { makeCsv } from "../../core/formats/csv";
import { parseCivilDate } from "../../core/grandprix/date";
import { readGpTable } from "../../core/grandprix/table";
import { isEventsHeader, readEventList, seasonRows, tournamentRows } from "../../core/season/read";
import { seasonHtml, seasonTables } from "../../core/season/render";
import { season, type SeasonEvent } from "../../core/season/season";
import { gpCategory } from "../../core/grandprix/acf-categories";
import { UsageError, formatOption, type Command } from "../command";
import { loadTournament } from "../load";
import { formatTable, readTableFile } from "./gp";

const FORMATS = ["table", "csv", "json", "html"] as const;

async function tournamentEvent(path: string, scheme: string | undefined): Promise<SeasonEvent> {
  const t = await loadTournament(path);
  const dateText = t.info.startDate?.trim() ?? "";
  return {
    name: t.info.name?.trim() || basename(path, extname(path)),
    date: dateText === "" ? null : parseCivilDate(dateText),
    scheme: scheme ?? "",
    rounds: t.totalRounds ?? Math.max(0, ...t.players.map((p) => p.rounds.length)),
    source: path,
    rows: tournamentRows(t),
  };
}

/** The events of one EVENTS argument: a list, or one tournament file. */
async function eventsOf(path: string, scheme: string | undefined, problems: Problem[]): Promise<SeasonEvent[]> {
  const ext = extname(path).toLowerCase();
  if (ext === ".csv" || ext === ".xlsx") {
    const cells = await readTableFile(path);
    const header = cells.find((r) => r.some((c) => c.trim() !== "")) ?? [];
    if (isEventsHeader(header)) {
      const list = readEventList(cells, path);
      problems.push(...list.problems);
      const out: SeasonEvent[] = [];
      for (const e of list.value) {
        const at = `${path}, line ${e.line} (${e.name})`;
        if (e.file === "") {
          problems.push(problem("MISSING", `${at}: no file for the event's standings`));
          continue;
        }
        const file = resolve(dirname(path), e.file);
        const fext = extname(file).toLowerCase();
        try {
          if (fext === ".csv" || (fext === ".xlsx" && !(await isWallchartBook(file)))) {
            const table = unwrap(readGpTable(await readTableFile(file), e.file, ["name", "score"]));
            out.push({ ...e, scheme: e.scheme || (scheme ?? ""), source: e.file, rows: seasonRows(table) });
          } else {
            const t = await tournamentEvent(file, e.scheme || scheme);
            out.push({
              ...t,
              name: e.name,
              date: e.date ?? t.date,
              rounds: e.rounds ?? t.rounds,
              section: e.section,
              source: e.file,
            });
          }
        } catch (err) {
          if (err instanceof ChessInputError) problems.push(...err.problems);
          else if (typeof err === "object" && err !== null && (err as { code?: unknown }).code === "ENOENT")
            problems.push(problem("BAD_FILE", `${at}: no file ${e.file}`));
          else throw err;
        }
      }
      return out;
    }
  }
  return [await tournamentEvent(path, scheme)];
}

async function isWallchartBook(file: string): Promise<boolean> {
  const { loadXlsx } = await import("../load");
  return (await loadXlsx(file)).sheets.some((s) => s.name.toLowerCase() === "players");
}

/** A December list: ID or name (or both), and rating. */
async function ratingsList(path: string): Promise<Map<string, number | null>> {
  return unwrap(readRatingList(await readTableFile(path), path));
}

function aliases(text: string | undefined): Map<string, string> {
  const m = new Map<string, string>();
  for (const part of (text ?? "").split(";")) {
    if (part.trim() === "") continue;
    const [from, to, ...rest] = part.split("=");
    if (from === undefined || to === undefined || rest.length > 0 || from.trim() === "" || to.trim() === "")
      throw new UsageError(`--alias "${part.trim()}": expected "Name as written=Name to use" (several separated by ;)`);
    m.set(from.trim(), to.trim());
  }
  return m;
}

function wholeOption(text: string | undefined, name: string, min: number, max: number): number | null {
  if (text === undefined) return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} ${text}: expected a whole number from ${min} to ${max}`);
  return n;
}

export const command: Command = {
  name: "season",
  usage:
    'season EVENTS… [--scheme ACF1..ACF5|VCF] [--category OPEN|U2000|U1600|WOMEN|GIRLS|JUNIORS|K-3|K-5|K-8|K-12] [--year YYYY] [--best N] [--ratings FILE] [--alias "A=B;…"] [--format table|csv|json|html]',
  summary:
    "A Grand Prix season: each player's points per event and category, best-seven totals, places and prizes (ACF), or VCF Cup totals and schools.",
  options: [
    {
      name: "scheme",
      value: "SCHEME",
      description: "The points scheme of events that do not name one: ACF1..ACF5 or VCF.",
    },
    {
      name: "category",
      value: "CATEGORY",
      description: "Show one category: OPEN, U2000, U1600, WOMEN, GIRLS, JUNIORS, or a VCF section K-3 … K-12.",
    },
    {
      name: "year",
      value: "YYYY",
      description: "The Grand Prix year (for JUNIORS and GIRLS; default from the events' dates).",
    },
    { name: "best", value: "N", description: "How many scores count (default 7)." },
    {
      name: "ratings",
      value: "FILE",
      description: "The December rating list (ID or name, and rating) for the rating categories.",
    },
    {
      name: "alias",
      value: '"A=B;…"',
      description: "Names written differently across events: Name as written=Name to use, several separated by ;.",
    },
    formatOption(...FORMATS),
  ],
  async run(args, io) {
    if (args.positional.length === 0)
      throw new UsageError("name the events: tournament files and/or an events list (Event, Date, Scheme, File)");
    const format = (args.options.format ?? "table").toLowerCase();
    if (!(FORMATS as readonly string[]).includes(format))
      throw new UsageError(`--format "${args.options.format}" is not a format (expected ${FORMATS.join(", ")})`);
    const year = wholeOption(args.options.year, "year", 1900, 2999);
    const best = wholeOption(args.options.best, "best", 1, 99);
    let only: string | undefined;
    if (args.options.category !== undefined) {
      const c = args.options.category.trim().toUpperCase();
      if (/^K-\d+$/.test(c)) only = c;
      else {
        try {
          only = gpCategory(c, "--category");
        } catch (e) {
          if (e instanceof ChessInputError) throw new UsageError(e.message);
          throw e;
        }
      }
    }
    const alias = aliases(args.options.alias);
    const problems: Problem[] = [];
    const events: SeasonEvent[] = [];
    for (const [i, p] of args.positional.entries()) {
      io.progress?.(i, args.positional.length, "reading events");
      events.push(...(await eventsOf(p, args.options.scheme, problems)));
    }
    io.progress?.(args.positional.length, args.positional.length, "reading events");
    if (problems.length > 0) throw new ChessInputError(problems);
    const ratings = args.options.ratings === undefined ? undefined : await ratingsList(args.options.ratings);
    const s = season(events, { year, best, aliases: alias, ratings });
    if (only !== undefined && !s.categories.some((c) => c.category === only))
      throw new UsageError(
        `--category ${only}: the season has no such category (it has ${s.categories.map((c) => c.category).join(", ")})`,
      );
    for (const w of s.warnings) io.err(`warning: ${w}`);
    const title = `${s.kind === "ACF" ? `ACF Grand Prix ${s.year}` : "VCF Cup"} after ${s.events.length} event${s.events.length === 1 ? "" : "s"}`;
    if (format === "json") {
      io.out(
        JSON.stringify(
          {
            title,
            kind: s.kind,
            year: s.year,
            best: s.best,
            events: s.events.map((e) => ({
              name: e.name,
              date: e.date,
              scheme: e.scheme.toUpperCase(),
              section: e.section ?? "",
            })),
            categories: s.categories
              .filter((c) => only === undefined || c.category === only)
              .map((c) => ({
                category: c.category,
                players: c.lines.map((l) => ({
                  place: l.place,
                  name: s.people[l.person]?.name,
                  id: s.people[l.person]?.id,
                  points: l.points,
                  counted: l.counted,
                  total: l.total,
                })),
              })),
            prizes: s.prizes.map((p) => ({
              category: p.category,
              place: p.place,
              name: s.people[p.person]?.name,
              amount: p.amount,
            })),
            schools: s.schools,
            warnings: s.warnings,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    if (format === "html") {
      io.out(seasonHtml(s, title, only));
      return 0;
    }
    const tables = seasonTables(s, only);
    if (format === "csv") {
      io.out(
        makeCsv(
          tables.flatMap((t, i) => [...(i > 0 ? [[]] : []), [t.title], ...t.rows, ...(t.notes ?? []).map((n) => [n])]),
          { eol: "\n" },
        ),
      );
      return 0;
    }
    io.out(`${title}. Scores in brackets do not count.`);
    for (const t of tables)
      io.out(`\n${t.title}\n${formatTable(t.rows)}${(t.notes ?? []).map((n) => `\n${n}`).join("")}`);
    return 0;
  },
};

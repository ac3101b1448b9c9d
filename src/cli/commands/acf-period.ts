/**
 * `wallchart acf-period PLAYERS GAMES [-o OUT]`: a rating period by the ACF rules of April 1994 — the
 * new list (CSV, or .xlsx by extension) and the booklet's reports (printed).
 */
import { rename, unlink, writeFile } from "fs/promises";
import { basename, dirname, extname, join } from "path";
import { ChessInputError, fail, problem, type Problem } from "../../core/errors";
import { makeCsv, parseCsv } from "../../core/formats/csv";
import type { Workbook } from "../../core/formats/workbook";
import {
  DEFAULT_AGES,
  DEFAULT_K_CLASSES,
  isoDate,
  newListTable,
  periodReports,
  checkPeriod,
  ratePeriod,
  readGames,
  readPlayers,
  reportsText,
  reportSheets,
  publishedList,
  publishedSheets,
  statisticsText,
  type Table,
} from "../../core/ratings/acf1994";
import { ratingListPage } from "../../core/html/rating-list";
import { UsageError, formatOption, type Command } from "../command";
import { loadXlsx, readText, saveXlsx, STDIN } from "../load";
import { json, tableObjects } from "../output";

/** A file argument: `file.csv`, `file.xlsx`, or `file.xlsx#Sheet`. */
function split(arg: string): { path: string; sheet: string | null } {
  const hash = arg.lastIndexOf("#");
  if (hash > 0 && extname(arg.slice(0, hash)).toLowerCase() === ".xlsx")
    return { path: arg.slice(0, hash), sheet: arg.slice(hash + 1) };
  return { path: arg, sheet: null };
}

/** The rows of one table, and the name its messages use ("players.csv", "book.xlsx, sheet Games"). */
async function loadTable(
  arg: string,
  wanted: string,
  books: Map<string, Promise<Workbook>>,
): Promise<{ rows: Table; source: string }> {
  const { path, sheet } = split(arg);
  const ext = extname(path).toLowerCase();
  if (ext === ".csv" || ext === ".txt" || path === STDIN) {
    const parsed = parseCsv(await readText(path));
    if (parsed.problems.length > 0)
      throw new ChessInputError(parsed.problems.map((p) => ({ ...p, message: `${basename(path)}: ${p.message}` })));
    return { rows: parsed.value, source: basename(path) };
  }
  if (ext !== ".xlsx") return fail("BAD_FILE", `${path}: unknown kind of file "${ext}" (expected .csv or .xlsx)`);
  let book = books.get(path);
  if (book === undefined) {
    book = loadXlsx(path);
    books.set(path, book);
  }
  const sheets = (await book).sheets;
  const name = sheet ?? wanted;
  const found =
    sheets.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    (sheet === null && sheets.length === 1 ? sheets[0] : undefined);
  if (found === undefined)
    return fail("MISSING", `${path}: no sheet "${name}" (sheets: ${sheets.map((s) => s.name).join(", ")})`);
  return { rows: found.cells, source: `${basename(path)}, sheet ${found.name}` };
}

function positiveInt(v: string | undefined, option: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--${option} needs a whole number above 0, not "${v}"`);
  return Number(v);
}

/** Writes beside the target and renames, so a failure never leaves half a file. */
async function writeWhole(path: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp${extname(path)}`);
  try {
    await write(tmp);
    await rename(tmp, path);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
}

export const command: Command = {
  name: "acf-period",
  usage:
    "acf-period PLAYERS [GAMES] [-o OUT.csv|OUT.xlsx] [--html LIST.html] [--date YYYY-MM-DD] [--per-game [--k N]] [--top N] [--ages 20,18,16,14,12,10] [--format text|csv|json]",
  summary:
    "Rate a period by the ACF rules of April 1994: PLAYERS (id,name,state,birth date,rating,status,NG,AR,TS) and GAMES (event,date,white,black,result) as CSV or .xlsx sheets → the new list and the booklet's reports.",
  options: [
    {
      name: "out",
      short: "o",
      value: "OUT",
      description: "Write the new list to OUT.csv, or OUT.xlsx with the reports as sheets.",
    },
    {
      name: "html",
      value: "FILE",
      description:
        "Write the published list to FILE as a web page: alphabetical, by state, and the statistics (the rounded figure only, IDs on every line).",
    },
    { name: "date", value: "DATE", description: "The list's date, YYYY-MM-DD or D/M/YYYY (ages are taken on it)." },
    { name: "per-game", description: "Also rate game by game (the unofficial per-game system) beside the 1994 list." },
    { name: "k", value: "N", description: "With --per-game: one K for every player instead of the K classes." },
    { name: "top", value: "N", description: "How many players the top list shows." },
    {
      name: "repeats",
      value: "keep|drop",
      description:
        "Games entered more than once (the same two players, event and date): keep rates every row, drop rates each game once. Without it they are listed and nothing is rated.",
    },
    {
      name: "ages",
      value: "LIST",
      default: DEFAULT_AGES.join(","),
      description: "The junior lists' age limits, comma separated (an Under list for each).",
    },
    {
      ...formatOption("text", "csv", "json"),
      description: "Output format: text (the reports, then the list as CSV), csv (the list only), json (both).",
    },
  ],
  async run(args, io) {
    const [playersArg, gamesArg, ...extra] = args.positional;
    if (playersArg === undefined || extra.length > 0) throw new UsageError("name the players file and the games file");
    const opts = args.options;
    const date = opts.date === undefined ? undefined : isoDate(opts.date);
    if (date === null) throw new UsageError(`--date needs a date (YYYY-MM-DD or D/M/YYYY), not "${opts.date}"`);
    const perGame = opts["per-game"] === "true";
    const k = positiveInt(opts.k, "k");
    if (k !== undefined && !perGame) throw new UsageError("--k is for --per-game (the 1994 rules have K = 15)");
    const top = positiveInt(opts.top, "top");
    let ages: number[] = [...DEFAULT_AGES];
    if (opts.ages !== undefined) {
      ages = opts.ages.split(",").map((a) => positiveInt(a.trim(), "ages") as number);
    }
    const out = opts.out;
    const outExt = out === undefined ? null : extname(out).toLowerCase();
    if (outExt !== null && outExt !== ".csv" && outExt !== ".xlsx")
      throw new UsageError(`-o names a .csv or .xlsx file, not "${out}"`);
    const html = opts.html;
    if (html !== undefined && extname(html).toLowerCase() !== ".html" && extname(html).toLowerCase() !== ".htm")
      throw new UsageError(`--html names a .html file, not "${html}"`);
    let gamesSource = gamesArg;
    if (gamesSource === undefined) {
      const { path } = split(playersArg);
      if (extname(path).toLowerCase() !== ".xlsx")
        throw new UsageError("name the games file (or give one .xlsx with sheets Players and Games)");
      gamesSource = `${path}#Games`;
    }

    // read both tables and list every problem of both before stopping
    const books = new Map<string, Promise<Workbook>>();
    const playersTable = await loadTable(playersArg, "Players", books);
    const gamesTable = await loadTable(gamesSource, "Games", books);
    const players = readPlayers(playersTable.rows, playersTable.source);
    const games = readGames(gamesTable.rows, gamesTable.source);
    const repeatsOpt = opts.repeats?.toLowerCase();
    if (repeatsOpt !== undefined && repeatsOpt !== "keep" && repeatsOpt !== "drop")
      throw new UsageError(`--repeats is keep or drop, not "${opts.repeats}"`);
    // every problem in one pass: the cells, then the IDs and games together (a bad result hides nothing)
    const check = checkPeriod(players.rows, games.refs);
    const problems: Problem[] = [...players.problems, ...games.problems, ...check.problems];
    if (repeatsOpt === undefined)
      for (const r of check.repeats)
        problems.push(problem("DUPLICATE", `${r.message} Rate with --repeats keep or --repeats drop.`));
    if (problems.length > 0) throw new ChessInputError(problems);
    for (const w of check.warnings) io.err(`warning: ${w}`);
    const dropped = new Set(repeatsOpt === "drop" ? check.repeats.flatMap((r) => r.rows.slice(1)) : []);
    const rated = games.value.filter((_, j) => !dropped.has(j));
    if (dropped.size > 0)
      io.err(
        `dropped ${dropped.size} repeated game row${dropped.size === 1 ? "" : "s"}: ${[...dropped]
          .sort((a, b) => a - b)
          .map((j) => games.value[j]?.place)
          .join(", ")}`,
      );

    const kClasses = k === undefined ? DEFAULT_K_CLASSES : { ...DEFAULT_K_CLASSES, all: k };
    const official = ratePeriod(players.value, rated, { ...(date ? { date } : {}) });
    const result = perGame
      ? ratePeriod(players.value, rated, { system: "per-game", kClasses, ...(date ? { date } : {}) })
      : official;
    const reports = periodReports(result.entries, { ages, ...(top ? { top } : {}), ...(date ? { date } : {}) });
    const list = newListTable(result, perGame ? official : undefined);
    const published = publishedList(result);

    // everything is computed: now write
    if (out !== undefined) {
      if (outExt === ".xlsx") {
        const book: Workbook = {
          sheets: [{ name: "List", cells: list }, ...reportSheets(reports), ...publishedSheets(published)],
        };
        await writeWhole(out, (tmp) => saveXlsx(tmp, book));
      } else {
        await writeWhole(out, (tmp) => writeFile(tmp, makeCsv(list, { eol: "\n" }), "utf8"));
      }
    }
    if (html !== undefined) {
      const title = `ACF rating list${date ? ` to ${date}` : ""}`;
      await writeWhole(html, (tmp) => writeFile(tmp, ratingListPage(published, title), "utf8"));
    }
    if (opts.format?.toLowerCase() === "csv") {
      io.out(makeCsv(list, { eol: "\n" }));
      return 0;
    }
    if (opts.format?.toLowerCase() === "json") {
      const [header = [], ...rows] = list;
      io.out(json({ list: tableObjects({ header: header.map(String), rows }), reports, published }));
      return 0;
    }
    io.out(
      reportsText(reports, {
        result,
        players: players.value.length,
        games: rated.length,
        ...(date ? { date } : {}),
      }),
    );
    io.out(["", "Statistics", ...statisticsText(published)].join("\n"));
    if (html !== undefined)
      io.out(`\nPublished list (${published.statistics.total.players} players) written to ${html}.`);
    if (out === undefined) io.out("\n" + makeCsv(list, { eol: "\n" }));
    else io.out(`\nNew list (${result.entries.length} players) written to ${out}.`);
    return 0;
  },
};

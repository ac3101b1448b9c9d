/**
 * The ratings officer's period (seed 000, the ACF rules of April 1994) in the workbook: the player
 * file (`Rating players`, or `Players` when it carries the rating file's columns) and the period's
 * `Games` in; the new list (`New list`) and the booklet's four reports (`Top`, `Under 20` …,
 * `Improvers`, `Active`) out — exactly what `wallchart acf-period -o OUT.xlsx` writes. The output
 * sheets are Wallchart's own: a second run rewrites them without asking unless someone changed them.
 * Nothing is written unless both tables read without a problem.
 */
import { ChessInputError } from "../../core/errors";
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
  reportSheets,
  publishedList,
  publishedSheets,
  PUBLISHED_SHEETS,
  type PublishedList,
} from "../../core/ratings/acf1994";
import { ratingListPage } from "../../core/html/rating-list";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { sheetBlock } from "../blocks";
import { done, refused } from "../outcome";
import type { Cell, Grid } from "../port";
import { messages, plural } from "./common";

export const RATING_PLAYERS = "Rating players";
export const GAMES = "Games";
export const NEW_LIST = "New list";
/** The report sheets a period writes (reportSheets with the default ages). */
export const REPORT_SHEETS: readonly string[] = [
  "Top",
  ...DEFAULT_AGES.map((a) => `Under ${a}`),
  "Improvers",
  "Active",
  ...PUBLISHED_SHEETS,
];
/** Where the period's options are kept between runs (per-game, K, date). */
export const PERIOD_KEY = "wallchart.period";

export interface PeriodSettings {
  readonly perGame: boolean;
  readonly k: number | null;
  /** The period's date (YYYY-MM-DD), for ages and the list's heading; "" for none. */
  readonly date: string;
}

export function parsePeriodSettings(text: string | undefined): PeriodSettings {
  try {
    const v = JSON.parse(text ?? "{}") as Record<string, unknown>;
    return {
      perGame: v.perGame === true,
      k: typeof v.k === "number" && Number.isInteger(v.k) && v.k > 0 && v.k <= 100 ? v.k : null,
      date: typeof v.date === "string" ? v.date : "",
    };
  } catch {
    return { perGame: false, k: null, date: "" };
  }
}

const cellsOf = (g: Grid | undefined) => (g ?? []).map((r) => r.map((c: Cell) => (c === null ? "" : c)));

export const ratingsPeriod: Action<ActionArgs["ratingsPeriod"], ActionContext> = {
  name: "Rate the period",
  reads: () => ({ sheets: [RATING_PLAYERS, "Players", GAMES, NEW_LIST, ...REPORT_SHEETS] }),
  decide: (snapshot, args) => {
    const stored = parsePeriodSettings(snapshot.settings[PERIOD_KEY]);
    const perGame = args.perGame ?? stored.perGame;
    const k = args.k === undefined ? stored.k : args.k;
    const dateText = (args.date ?? stored.date).trim();
    const problems: string[] = [];
    const date = dateText === "" ? undefined : isoDate(dateText);
    if (date === null) problems.push(`Date: "${dateText}" is not a date (YYYY-MM-DD or D/M/YYYY).`);
    if (k !== null && (!Number.isInteger(k) || k < 1 || k > 100))
      problems.push(`K: ${k} is not a whole number from 1 to 100.`);
    if (k !== null && !perGame)
      problems.push("K is for the per-game system (the 1994 rules have K = 15): tick Per game or clear K.");
    const playersSheet = snapshot.sheets[RATING_PLAYERS] !== undefined ? RATING_PLAYERS : "Players";
    const players = snapshot.sheets[playersSheet];
    const games = snapshot.sheets[GAMES];
    if (players === undefined)
      problems.push(
        `No "${RATING_PLAYERS}" sheet: the player file (ID, Name, State, Birth date, Rating, Status, NG, AR, TS).`,
      );
    if (games === undefined)
      problems.push(`No "${GAMES}" sheet: the period's games (Event, Date, White, Black, Result).`);
    if (problems.length > 0) return { outcome: refused("The period cannot be rated yet:", problems) };
    const p = readPlayers(cellsOf(players), `${playersSheet} sheet`);
    const g = readGames(cellsOf(games), `${GAMES} sheet`);
    // Every problem in one pass: the cells, then the IDs and games together (a bad result hides nothing).
    const check = checkPeriod(p.rows, g.refs);
    const bad = [...p.problems, ...g.problems, ...check.problems];
    if (bad.length > 0)
      return {
        outcome: refused(
          `The period has ${plural(bad.length, "problem")} to put right first; nothing was written:`,
          messages(bad),
        ),
      };
    // Games entered twice: the officer keeps them (answering the question) or drops the repeats.
    const drop = args.repeats === "drop";
    const dropped = new Set(drop ? check.repeats.flatMap((r) => r.rows.slice(1)) : []);
    const rated = dropped.size === 0 ? g.value : g.value.filter((_, j) => !dropped.has(j));
    const warnings = [
      ...check.warnings,
      ...(drop
        ? []
        : check.repeats.map(
            (r) =>
              `${r.message} Rate the period to keep ${r.rows.length === 2 ? "both" : "them all"}, or choose Drop the repeats.`,
          )),
    ];
    let sheets: { name: string; cells: (string | number)[][] }[];
    let summary: string;
    let published: PublishedList;
    try {
      const official = ratePeriod(p.value, rated, { ...(date ? { date } : {}) });
      const result = perGame
        ? ratePeriod(p.value, rated, {
            system: "per-game",
            kClasses: k === null ? DEFAULT_K_CLASSES : { ...DEFAULT_K_CLASSES, all: k },
            ...(date ? { date } : {}),
          })
        : official;
      const reports = periodReports(result.entries, { ages: [...DEFAULT_AGES], ...(date ? { date } : {}) });
      published = publishedList(result);
      sheets = [
        { name: NEW_LIST, cells: newListTable(result, perGame ? official : undefined) },
        ...reportSheets(reports),
        ...publishedSheets(published),
      ];
      summary = `${plural(p.value.length, "player")}, ${plural(rated.length, "game")}${perGame ? `, per-game system${k === null ? "" : ` K ${k}`}` : ", the 1994 rules"}`;
    } catch (e) {
      if (e instanceof ChessInputError)
        return { outcome: refused("The period cannot be rated:", messages(e.problems)) };
      throw e;
    }
    const names = sheets.map((s) => s.name);
    const title = `ACF rating list${date ? ` to ${date}` : ""}`;
    const page = { name: `rating-list${date ? `-${date}` : ""}.html`, text: ratingListPage(published, title) };
    return {
      outcome: done(
        `Period rated (${summary}): the new list and the reports are on the sheets ${names.join(", ")}; the published list (${plural(published.statistics.total.players, "player")}, alphabetical, by state, statistics) is also a web page to download.${
          dropped.size === 0
            ? ""
            : ` Dropped ${plural(dropped.size, "repeated game row")}: ${[...dropped]
                .sort((a, b) => a - b)
                .map((j) => g.value[j]?.place)
                .join(", ")}.`
        }`,
        { file: page },
      ),
      warnings,
      ...(warnings.length > 0 ? { question: `Rate the period as the sheets are?` } : {}),
      batch: {
        addSheets: names.filter((n) => !snapshot.sheetNames.includes(n)),
        blocks: sheets.map((s) => sheetBlock(s.name, s.cells, snapshot.sheets[s.name] ?? [])),
        activate: NEW_LIST,
        print: PUBLISHED_SHEETS.map((sheet) => ({
          sheet,
          title: `${title} — ${sheet}`,
          landscape: false,
          repeatRows: 1,
        })),
        settings: { [PERIOD_KEY]: JSON.stringify({ perGame, k, date: dateText }) },
      },
      generated: names,
    };
  },
};

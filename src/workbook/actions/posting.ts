/**
 * What goes on the wall, from the workbook: the Crosstable sheet, the prize list (from the
 * director's Prizes sheet to the Prize list sheet), the Team standings sheet, and the whole event as
 * one web page to download. The written sheets are Wallchart's own (rewritten without asking while
 * nobody has changed them); the Prizes sheet is the director's and is only created when missing.
 */
import { crosstable, crosstableGrid } from "../../core/crosstable/crosstable";
import { SQUARE_LEGEND, squareCrosstable, squareGrid } from "../../core/crosstable/square";
import type { Problem } from "../../core/errors";
import { eventPage, eventSite, type SiteOptions } from "../../core/html/site";
import { base64 } from "../../core/formats/base64";
import { zipFiles } from "../../core/formats/zip";
import { boardWarnings, roundsPosted, roundsWithResults } from "../../core/posting/boards";
import { roundsRecorded } from "../../core/model/tournament";
import type { Tournament } from "../../core/model/types";
import { prizeReasons, prizeSheetFormats, prizeSheetGrid, teamGrid, teamSheetGrid } from "../../core/posting/grids";
import { prizeList } from "../../core/prizes/award";
import { parsePrizes } from "../../core/prizes/parse";
import type { Prize, PrizeList, PrizeMode } from "../../core/prizes/types";
import type { Ranking } from "../../core/standings/standings";
import { teamRanking, teamStandings, type TeamMethod, type TeamStandings } from "../../core/teams/standings";
import { teamsByPlayer } from "../../core/model/teams";
import { ChessInputError } from "../../core/errors";
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import type { Action, Decision } from "../engine";
import type { EventRead } from "../event";
import { done, refused } from "../outcome";
import type { Cell, Grid, Snapshot } from "../port";
import { FIRST_READ, problemsFirst, messages, onEvent, plural, roundState } from "./common";
import { withByeValue } from "./standings";
import { settingsRanking } from "../settings";
import { firstBoardSetting } from "../sections";
import { findSheet } from "../port";
import { LADDER_LOG, LADDER_READ } from "./ladder-read";
import { ladderWebPage } from "./ladder-page";
import { teamsWebPage } from "./teams-page";
import { TEAM_READ, TEAMS } from "./teams-read";
import { eventKeizerSettings, keizerSheet } from "../keizer";
import { escapeHtml, htmlPage, htmlTable } from "../../core/html/page";

/** A Keizer event's web page: the Keizer sheet's ranking, what each night was, and the value table. */
function keizerWebPage(event: EventRead, snapshot: Snapshot): Decision {
  const s = eventKeizerSettings(event.settings);
  if (typeof s === "string") return { outcome: refused(s) };
  const state = roundState(event, snapshot);
  const sheet = keizerSheet(event.tournament, s, state.missing.length > 0 ? state.paired - 1 : state.paired);
  const rows = sheet.grid.slice(1).filter((r) => r.length > 1).map((r) => r.map((c) => (c === null || c === undefined ? "" : String(c))));
  const notes = sheet.grid.filter((r, i) => i > 0 && r.length === 1).map((r) => `<p>${escapeHtml(String(r[0]))}</p>`).join("\n");
  const name = fileName(event.name);
  const text = htmlPage({ event: event.name === "" ? "Keizer competition" : event.name, subtitle: sheet.title, nav: [], body: `<h2>${sheet.title}</h2>\n${htmlTable(rows)}\n${notes}` });
  return { outcome: done(`${name}: ${sheet.title.charAt(0).toLowerCase()}${sheet.title.slice(1)} — one page to put on the club's site.`, { file: { name, text } }) };
}

export const CROSSTABLE = "Crosstable";
export const PRIZES = "Prizes";
export const PRIZE_LIST = "Prize list";
export const TEAM_STANDINGS = "Team standings";

/** The Prizes sheet a new event starts from: an example list for the director to change. */
export const PRIZES_TEMPLATE: Grid = [
  ["Prize", "Amount"],
  ["1st", "300 + Trophy"],
  ["2nd", "200"],
  ["3rd", "100"],
  ["U1800 1st", "75"],
  ["Best junior", "Trophy"],
  ["", ""],
  ["Rules", "US"],
  ["Teams", "US"],
  ["Year", ""],
];

/** The event ready for an output, or the refusal that says why not. */
export function ready(event: EventRead): { t: Tournament; ranking: Ranking } | Decision {
  if (event.layout === "none")
    return { outcome: refused("There is no event here yet: set one up or use the sheet in front of you.") };
  if (event.problems.length > 0) return problemsFirst(event.problems);
  const t = withByeValue(event.tournament, event.settings.byeValue);
  if (t.players.length === 0) return { outcome: refused("There are no players yet.") };
  try {
    const ranking = settingsRanking(event.settings.tiebreaks, event.settings.tiebreakRules);
    return { t: { ...t, info: { ...t.info, name: event.name } }, ranking };
  } catch (e) {
    if (e instanceof ChessInputError)
      return { outcome: refused("The tiebreak settings cannot be used:", messages(e.problems)) };
    throw e;
  }
}

export function isDecision(x: object): x is Decision {
  return "outcome" in x;
}

/** A generated sheet written whole, printed one page wide with its title row and header repeated. */
function writeSheet(
  snapshot: Snapshot,
  sheet: string,
  grid: Grid,
  message: string,
  details: string[] = [],
  landscape = false,
  formats: readonly { readonly row: number; readonly col: number; readonly rows: number; readonly format: string }[] = [],
): Decision {
  const title = String(grid[0]?.[0] ?? sheet);
  const numberFormats = formats.filter((f) => f.rows > 0).map((f) => ({ sheet, ...f, cols: 1 }));
  return {
    outcome: done(message, { details }),
    batch: {
      addSheets: snapshot.sheetNames.includes(sheet) ? [] : [sheet],
      blocks: [sheetBlock(sheet, grid, snapshot.sheets[sheet] ?? [])],
      activate: sheet,
      print: [{ sheet, title, landscape, repeatRows: 2 }],
      ...(numberFormats.length === 0 ? {} : { numberFormats }),
    },
    generated: [sheet],
  };
}

const width = (grid: readonly (readonly (string | number)[])[]) => grid.reduce((w, r) => Math.max(w, r.length), 0);
const pad = (row: readonly Cell[], n: number): Cell[] => [
  ...row,
  ...new Array<Cell>(Math.max(0, n - row.length)).fill(""),
];

export const crosstableAction: Action<ActionArgs["crosstable"], ActionContext> = {
  name: "Crosstable",
  reads: () => ({ sheets: [...FIRST_READ.sheets, CROSSTABLE], active: true, likely: FIRST_READ.likely ?? [] }),
  decide: onEvent((event, snapshot) => {
    const r = ready(event);
    if (isDecision(r)) return r;
    // A round robin's crosstable in the classic square layout: players × players, score and SB.
    if (event.settings.format === "roundRobin") {
      const sq = squareCrosstable(r.t, r.ranking);
      const grid = squareGrid(sq);
      const n = width(grid);
      return writeSheet(
        snapshot,
        CROSSTABLE,
        [pad([sq.title], n), ...grid.map((row) => pad(row, n)), pad([], n), pad([SQUARE_LEGEND], n)],
        `${sq.title} written to the ${CROSSTABLE} sheet in the square layout (${plural(sq.rows.length, "player")}).`,
        [],
        sq.rows.length > 8,
      );
    }
    const ct = crosstable(r.t, r.ranking);
    const grid = crosstableGrid(ct);
    const n = width(grid);
    return writeSheet(
      snapshot,
      CROSSTABLE,
      [pad([ct.title], n), ...grid.map((row) => pad(row, n))],
      `${ct.title} written to the ${CROSSTABLE} sheet (${plural(ct.rows.length, "player")}).`,
      [],
      ct.rounds > 5,
    );
  }),
};

/** The Prizes sheet: prize rows, plus the rows Rules (US | FIDE), Teams (US | VCF), Top (N), Year. */
export function readPrizeSheet(grid: Grid): {
  prizes: Prize[];
  mode: PrizeMode;
  teams: TeamMethod;
  top: number | null;
  year: number | null;
  problems: Problem[];
} {
  const text = (c: Cell | undefined) => (c === null || c === undefined ? "" : String(c).trim());
  let mode: PrizeMode = "US";
  let teams: TeamMethod = "US";
  let top: number | null = null;
  let year: number | null = null;
  const extra: Problem[] = [];
  const rows = grid.map((row, i): string[] => {
    const key = text(row[0]).toLowerCase();
    const value = text(row[1]);
    const at = `Prizes!B${i + 1}`;
    if (key === "rules" || key === "split") {
      if (/^(us|fide)$/i.test(value)) mode = value.toUpperCase() as PrizeMode;
      else extra.push({ code: "BAD_CELL", message: `${at}: "${value}" is not a prize rule (expected US or FIDE)` });
      return ["", ""];
    }
    if (key === "teams") {
      if (/^(us|vcf)$/i.test(value)) teams = value.toUpperCase() as TeamMethod;
      else extra.push({ code: "BAD_CELL", message: `${at}: "${value}" is not a team method (expected US or VCF)` });
      return ["", ""];
    }
    if (key === "top" || key === "year") {
      if (value !== "" && !/^\d+$/.test(value))
        extra.push({ code: "BAD_CELL", message: `${at}: "${value}" is not a whole number` });
      else if (value !== "") {
        if (key === "top") top = Number(value);
        else year = Number(value);
      }
      return ["", ""];
    }
    return [text(row[0]), text(row[1])];
  });
  const parsed = parsePrizes(rows, "Prizes");
  return { prizes: parsed.value, mode, teams, top, year, problems: [...extra, ...parsed.problems] };
}

/** The prize list of the event, or a refusal. */
function prizesOf(
  t: Tournament,
  ranking: Ranking,
  grid: Grid,
): { list: PrizeList; teams: TeamStandings | undefined } | Decision {
  const sheet = readPrizeSheet(grid);
  if (sheet.problems.length > 0)
    return {
      outcome: refused(
        `The ${PRIZES} sheet has ${plural(sheet.problems.length, "problem")}:`,
        messages(sheet.problems),
      ),
    };
  if (sheet.prizes.length === 0)
    return { outcome: refused(`The ${PRIZES} sheet lists no prizes: one a row, Prize | Amount (1st | 300).`) };
  const hasTeams = teamsByPlayer(t).size > 0;
  const teams = hasTeams
    ? teamStandings(t, {
        method: sheet.teams,
        ...teamRanking(ranking),
        ...(sheet.top === null ? {} : { top: sheet.top }),
      })
    : undefined;
  const list = prizeList(t, sheet.prizes, {
    mode: sheet.mode,
    ...ranking,
    ...(sheet.year === null ? {} : { year: sheet.year }),
    ...(teams === undefined ? {} : { teams }),
  });
  return { list, teams };
}

export const prizesAction: Action<ActionArgs["prizes"], ActionContext> = {
  name: "Prizes",
  reads: () => ({ sheets: [...FIRST_READ.sheets, PRIZES, PRIZE_LIST], active: true, likely: FIRST_READ.likely ?? [] }),
  decide: onEvent((event, snapshot) => {
    const r = ready(event);
    if (isDecision(r)) return r;
    if (!snapshot.sheetNames.includes(PRIZES)) {
      return {
        outcome: done(
          `There was no ${PRIZES} sheet: one was made with an example list. Put in your prizes (Prize | Amount: 1st | 300, U1800 1st | 75, Best junior | Trophy), then press Prizes again.`,
        ),
        batch: { addSheets: [PRIZES], blocks: [sheetBlock(PRIZES, PRIZES_TEMPLATE)], activate: PRIZES },
      };
    }
    const p = prizesOf(r.t, r.ranking, snapshot.sheets[PRIZES] ?? []);
    if (isDecision(p)) return p;
    const rounds = roundsRecorded(r.t);
    const title = `Prizes after round ${rounds} (${p.list.mode === "US" ? "US Chess: ties share the money" : "FIDE: places by tiebreak"})`;
    const grid: Grid = [
      [title, "", "", "", ""],
      ...prizeSheetGrid(p.list),
      ["", "", "", "", ""],
      ["How the prizes were decided", "", "", "", ""],
      ...prizeReasons(p.list).map((l) => [l, "", "", "", ""]),
    ];
    const paid = p.list.winners.reduce((a, w) => a + w.cents, 0);
    return writeSheet(
      snapshot,
      PRIZE_LIST,
      grid,
      `${title} written to the ${PRIZE_LIST} sheet: ${plural(p.list.winners.length, "winner")}, $${(paid / 100).toFixed(2)} paid.`,
      prizeReasons(p.list).slice(1),
      false,
      // The scores (row 3 on, column D) with ½, the amounts (column E) as dollars and cents; an item's text is left as it is.
      prizeSheetFormats(p.list).map((f) => ({ row: 2, col: f.col, rows: prizeSheetGrid(p.list).length - 1, format: f.format })),
    );
  }),
};

export const teamsAction: Action<ActionArgs["teams"], ActionContext> = {
  name: "Team standings",
  reads: () => ({ sheets: [...FIRST_READ.sheets, TEAM_STANDINGS], active: true, likely: FIRST_READ.likely ?? [] }),
  decide: onEvent((event, snapshot, args) => {
    const r = ready(event);
    if (isDecision(r)) return r;
    if (teamsByPlayer(r.t).size === 0)
      return { outcome: refused("No player has a team: fill in the Team (or School) column of the Players sheet.") };
    const method: TeamMethod = args.method === "VCF" ? "VCF" : "US";
    const top = typeof args.top === "number" && Number.isInteger(args.top) && args.top > 0 ? args.top : undefined;
    const ts = teamStandings(r.t, {
      method,
      ...teamRanking(r.ranking),
      ...(top === undefined ? {} : { top }),
    });
    const { rows: grid, formats } = teamSheetGrid(ts);
    const n = width(grid);
    const title = `Team standings after round ${roundsRecorded(r.t)} (${method === "VCF" ? "VCF" : "US scholastic"}: top ${ts.top} scores)`;
    return writeSheet(
      snapshot,
      TEAM_STANDINGS,
      [pad([title], n), ...grid.map((row) => pad(row, n))],
      `${title} written to the ${TEAM_STANDINGS} sheet.`,
      teamGrid(ts).slice(1, 6).map((row) => `${row[0] ?? ""}. ${row[1] ?? ""}: ${row[2] ?? ""}`),
      false,
      formats.map((f) => ({ row: 2, col: f.col, rows: ts.rows.length, format: f.format })),
    );
  }),
};

/** A file name from the event's name. */
export function fileName(name: string): string {
  const base = name
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .replace(/\s+/g, "-");
  return `${base === "" ? "event" : base}.html`;
}

export const exportWebPage: Action<ActionArgs["exportWebPage"], ActionContext> = {
  name: "Export web page",
  reads: () => ({ sheets: [...FIRST_READ.sheets, PRIZES, ...LADDER_READ.sheets, ...TEAM_READ.sheets], active: true, likely: FIRST_READ.likely ?? [] }),
  decide: onEvent((event, snapshot, args) => {
    // A workbook with a ladder and no event: the ladder's page (issue 32).
    if (event.layout === "none" && findSheet(snapshot.sheetNames, LADDER_LOG) !== undefined)
      return ladderWebPage(snapshot);
    // A team event (the Teams desk) and no individual event: the league's page (docs/teams.md).
    if (event.layout === "none" && findSheet(snapshot.sheetNames, TEAMS) !== undefined)
      return teamsWebPage(snapshot, event.name === "" ? "League" : event.name);
    const r = ready(event);
    if (isDecision(r)) return r;
    // Keizer club nights: the Keizer ranking is the page the club puts up (docs/keizer.md).
    if (event.settings.format === "keizer") return keizerWebPage(event, snapshot);
    let prizes: PrizeList | undefined;
    let teams: TeamStandings | undefined;
    const notes: string[] = [];
    if (snapshot.sheetNames.includes(PRIZES)) {
      const p = prizesOf(r.t, r.ranking, snapshot.sheets[PRIZES] ?? []);
      if (isDecision(p)) notes.push(`The prizes are left out: ${p.outcome.message}`);
      else ({ list: prizes, teams } = p);
    }
    const section = args.inSection?.trim() ?? "";
    const options: SiteOptions = {
      ...r.ranking,
      firstBoard: firstBoardSetting(snapshot.settings),
      ratingSystem: event.settings.system === "USCF" ? "USCF" : "FIDE",
      ...(section === "" ? {} : { section }),
      ...(event.settings.format === "roundRobin" ? { roundRobin: true } : {}),
      ...(prizes === undefined ? {} : { prizes }),
      ...(teams === undefined ? {} : { teams }),
    };
    // The event in parts (a page a round, the standings, the crosstable, linked as the CLI writes
    // them) in one .zip, the pages in a folder of their own; and the whole event as one page.
    const pages = eventSite(r.t, options);
    const text = eventPage(r.t, options, pages);
    const name = fileName(section === "" ? event.name : `${event.name} ${section}`);
    const folder = name.replace(/\.html$/, "");
    const zip = zipFiles(pages.map((p) => ({ name: `${folder}/${p.file}`, text: p.html })));
    const rounds = roundsPosted(r.t);
    const played = roundsWithResults(r.t);
    const current = rounds > played ? ` (round ${rounds} as paired, standings after round ${played})` : "";
    return {
      outcome: done(
        `${folder}.zip: standings, ${plural(rounds, "round")} of pairings${current}, the crosstable${prizes === undefined ? "" : ", the prizes"}${teams === undefined ? "" : ", the teams"} — ${plural(pages.length, "linked page")} in the folder ${folder} to put on the club's site as it is (no scripts; prints on A4 and Letter); ${name} is the same on one page.`,
        {
          file: { name, text },
          files: [{ name: `${folder}.zip`, base64: base64(zip) }],
          details: [...boardWarnings(r.t), ...notes],
        },
      ),
    };
  }),
};

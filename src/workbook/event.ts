/**
 * The event as the workbook holds it: which sheets, the tournament read by the core
 * (src/core/formats/workbook.ts), where the wallchart's cells are, and which rounds are paired.
 *
 * Two layouts: the standard one (Players, Wallchart, Round N, optional Tournament) and a single
 * sheet the director already keeps, chosen with "Use this sheet" (its name is in the settings);
 * round sheets are "Round N" in both.
 */
import type { Problem } from "../core/errors";
import { readWorkbook, type Sheet, type Workbook } from "../core/formats/workbook";
import { parseCell } from "../core/formats/wallchart";
import type { Tournament } from "../core/model/types";
import type { More } from "./engine";
import { chartGeometry, type ChartGeometry } from "./geometry";
import { findSheet, sheetA1, type Grid, type Snapshot } from "./port";
import { parseSettings, SETTINGS_KEY, type EventSettings } from "./settings";
import { NEVER_PAIR } from "./never-pair";

export const PLAYERS = "Players";
export const WALLCHART = "Wallchart";
export const TOURNAMENT = "Tournament";
export const STANDINGS = "Standings";

/** "Round 3" → 3 (the names readWorkbook takes for round sheets). */
export function roundOfSheet(name: string): number | null {
  const m = /^(?:round|rd|r)\s*(\d+)$/i.exec(name.trim());
  return m === null ? null : Number(m[1]);
}

export function roundSheetName(round: number): string {
  return `Round ${round}`;
}

/**
 * The Round sheets a first read names as likely (`ReadRequest.likely`): Excel reads those there are
 * in the same sync as the first read. An event with more rounds, or Round sheets named otherwise
 * ("Rd 3"), reads the rest in a second one.
 */
export const LIKELY_ROUNDS = 30;

/** The sheets every event-reading action needs in its first read, and the Round sheets it will likely want. */
export function firstRead(): { sheets: string[]; active: boolean; likely: string[] } {
  return {
    sheets: [PLAYERS, WALLCHART, TOURNAMENT, NEVER_PAIR],
    active: true,
    likely: Array.from({ length: LIKELY_ROUNDS }, (_, i) => roundSheetName(i + 1)),
  };
}

export interface EventRead {
  readonly settings: EventSettings;
  readonly layout: "standard" | "sheet" | "none";
  /** The sheet holding the wallchart (may not exist yet in a fresh standard event). */
  readonly chartSheet: string;
  readonly chartExists: boolean;
  readonly chartGrid: Grid;
  readonly chart: ChartGeometry | null;
  readonly hasPlayersSheet: boolean;
  /** Round number → sheet name, for every round sheet in the workbook. */
  readonly roundSheets: ReadonlyMap<number, string>;
  readonly tournament: Tournament;
  readonly problems: readonly Problem[];
  readonly name: string;
  /** The sheets this read found in agreement (the wallchart and the Round sheets read), for `WriteBatch.vouch`. */
  readonly vouch?: readonly string[];
  /** Earlier Round sheets left unread (vouched for by the host): their rounds come from the wallchart. */
  readonly skipped?: readonly string[];
}

function sheetOf(snapshot: Snapshot, name: string): Sheet | null {
  const cells = snapshot.sheets[name];
  return cells === undefined ? null : { name, cells };
}

/** Sheet names in the workbook, matched the way readWorkbook matches them (case, spaces). */
function find(snapshot: Snapshot, name: string): string | undefined {
  return findSheet(snapshot.sheetNames, name);
}

/**
 * Reads the event, or says which further sheets to read (the round sheets and a chosen wallchart
 * sheet are known only once the names and settings are in).
 */
export function readEvent(snapshot: Snapshot, withRoundSheets: boolean | "latest" = true): EventRead | More {
  const settings = parseSettings(snapshot.settings[SETTINGS_KEY]);
  const roundSheets = new Map<number, string>();
  for (const s of snapshot.sheetNames) {
    const r = roundOfSheet(s);
    if (r !== null && !roundSheets.has(r)) roundSheets.set(r, s);
  }
  const players = find(snapshot, PLAYERS);
  const custom = settings.sheet !== null && snapshot.sheetNames.includes(settings.sheet) ? settings.sheet : null;
  const chartName = custom ?? find(snapshot, WALLCHART) ?? WALLCHART;
  const info = find(snapshot, TOURNAMENT);
  const never = find(snapshot, NEVER_PAIR);
  const base = [players, chartName, info, never].filter((s): s is string => s !== undefined && snapshot.sheetNames.includes(s));
  const unreadBase = base.filter((s) => !(s in snapshot.sheets));
  // Which Round sheets to read: all of them, or (a host that vouches for sheets, an action that asks
  // for "latest") the last one and every earlier one not vouched for; the wallchart must be read first.
  if (withRoundSheets === "latest" && snapshot.vouched !== undefined && unreadBase.length > 0) return { more: unreadBase };
  const skipped = withRoundSheets === "latest" ? unreadRounds(snapshot, roundSheets, chartName) : new Set<string>();
  const rounds = withRoundSheets === false ? [] : [...roundSheets.values()].filter((s) => !skipped.has(s));
  const missing = [...unreadBase, ...rounds.filter((s) => snapshot.sheetNames.includes(s) && !(s in snapshot.sheets))];
  if (missing.length > 0) return { more: missing };

  const layout =
    custom !== null ? "sheet" : players !== undefined || snapshot.sheetNames.includes(chartName) ? "standard" : "none";
  const chartGrid = snapshot.sheets[chartName] ?? [];
  const chart = chartGeometry(chartName, chartGrid);
  if (layout === "none") {
    return {
      settings,
      layout,
      chartSheet: chartName,
      chartExists: snapshot.sheetNames.includes(chartName),
      chartGrid,
      chart,
      hasPlayersSheet: false,
      roundSheets,
      tournament: { info: {}, players: [], totalRounds: settings.rounds, initialColour: null },
      problems: [],
      name: "",
    };
  }

  // readWorkbook knows the standard names; a chosen sheet is shown to it as the Wallchart, and its
  // messages are given back the sheet's own name.
  const sheets: Sheet[] = [];
  const add = (s: Sheet | null, as?: string): void => {
    if (s !== null) sheets.push(as === undefined ? s : { name: as, cells: s.cells });
  };
  if (info !== undefined) add(sheetOf(snapshot, info));
  if (never !== undefined) add(sheetOf(snapshot, never));
  if (players !== undefined && custom === null) add(sheetOf(snapshot, players));
  add(sheetOf(snapshot, chartName), custom === null ? undefined : WALLCHART);
  for (const name of rounds) add(sheetOf(snapshot, name));
  const read = readWorkbook({ sheets } as Workbook);
  const rename = (p: Problem): Problem =>
    custom === null
      ? p
      : { ...p, message: p.message.replace(/\bWallchart(?=[!:])/g, sheetA1(custom, 0, 0).replace(/!A1$/, "")) };
  // The Players sheet's Joined column and the Never pair sheet are read by readWorkbook, as for
  // every other reader of the file (the CLI pairs an .xlsx as the pane does).
  const t = read.value;
  const tournament: Tournament = {
    ...t,
    // One Rounds value: the Tournament sheet's when it has one (Save settings writes it there too),
    // else "Rounds planned" in the settings.
    totalRounds: t.totalRounds ?? settings.rounds,
  };
  return {
    settings: { ...settings, rounds: tournament.totalRounds },
    layout,
    chartSheet: chartName,
    chartExists: snapshot.sheetNames.includes(chartName),
    chartGrid,
    chart,
    hasPlayersSheet: players !== undefined && custom === null,
    roundSheets,
    tournament,
    problems: read.problems.map(rename),
    name: t.info.name ?? "",
    // Read whole and in agreement: the host may vouch for these until they are edited.
    vouch: vouchable(read.problems, withRoundSheets === false ? null : [chartName, ...rounds.filter((s) => s in snapshot.sheets)]),
    skipped: [...skipped],
  };
}

/**
 * A result typed on a Round sheet and not yet entered: the reader's "'Round 3'!B4 (#1 - #2 1-0)
 * says #1 W2 with white, but Wallchart!E2 is blank". Not a problem to put right, a step not yet
 * taken (Enter results), and said so (issue 29, item 4).
 */
export function isTypedNotEntered(p: Problem): boolean {
  return p.code === "SIDES_DISAGREE" && / says .*, but .* is blank$/.test(p.message);
}

/**
 * The sheets a read vouches for: none when it found a problem, else the wallchart and the Round
 * sheets read, less a Round sheet with results typed and not yet entered (they are not in the
 * wallchart yet, so that sheet must be read again).
 */
function vouchable(problems: readonly Problem[], read: readonly string[] | null): string[] {
  if (read === null || problems.some((p) => !isTypedNotEntered(p))) return [];
  const typedOn = (sheet: string): boolean => problems.some((p) => p.message.startsWith(sheetA1(sheet, 0, 0).replace(/A1$/, "")));
  return read.filter((s, i) => i === 0 || !typedOn(s));
}

/**
 * The earlier Round sheets a read may leave out (issue 28, item 4: in Sheets every sheet read is
 * two round trips): those the host vouches for, when it vouches for the wallchart too (so the two
 * agreed when last read and neither was edited since) and the wallchart has the round's column (so
 * it holds the round's results). The last Round sheet is always read, one earlier one in turn, and
 * any sheet already in.
 */
function unreadRounds(snapshot: Snapshot, roundSheets: ReadonlyMap<number, string>, chartName: string): Set<string> {
  const out = new Set<string>();
  const vouched = new Set(snapshot.vouched ?? []);
  if (!vouched.has(chartName)) return out;
  const chart = chartGeometry(chartName, snapshot.sheets[chartName] ?? []);
  if (chart === null) return out;
  const last = Math.max(0, ...roundSheets.keys());
  // One earlier round read in turn all the same, by the revision (each write moves it on): an edit the
  // host could not see (another script's, or one made where the edit trigger does not run) is found
  // within as many writes as there are earlier rounds.
  const earlier = [...roundSheets.keys()].filter((r) => r !== last).sort((a, b) => a - b);
  const turn = earlier.length === 0 ? 0 : (earlier[(Number(snapshot.revision) || 0) % earlier.length] ?? 0);
  const grid = snapshot.sheets[chartName] ?? [];
  for (const [round, name] of roundSheets) {
    const col = chart.roundCols.get(round);
    if (round === last || round === turn || !vouched.has(name) || col === undefined || name in snapshot.sheets) continue;
    // The Round sheet gives a game its colour where the wallchart's cell has none: read it then.
    const colourless = grid.some((row, r) => {
      if (r <= chart.headerRow) return false;
      const e = parseCell(String(row[col] ?? ""));
      return e !== null && !("error" in e) && e.opponent !== 0 && e.colour === null;
    });
    if (!colourless) out.add(name);
  }
  return out;
}

/** The tournament's players and the one round as a round sheet gives it (the core reads it). */
export function readRoundSheet(
  snapshot: Snapshot,
  event: EventRead,
  round: number,
): { tournament: Tournament; problems: readonly Problem[] } {
  const name = event.roundSheets.get(round);
  const sheets: Sheet[] = [];
  const playerSheet = event.hasPlayersSheet ? find(snapshot, PLAYERS) : event.chartSheet;
  const players = playerSheet === undefined ? undefined : snapshot.sheets[playerSheet];
  if (players !== undefined) sheets.push({ name: PLAYERS, cells: players });
  const cells = name === undefined ? undefined : snapshot.sheets[name];
  if (name !== undefined && cells !== undefined) sheets.push({ name, cells });
  const read = readWorkbook({ sheets });
  return {
    tournament: read.value,
    problems: read.problems.filter((p) => name !== undefined && p.message.includes(name)),
  };
}

/** The Players sheet's Joined column (the round a late entry entered), header matched by name. */
export const JOINED = "Joined";

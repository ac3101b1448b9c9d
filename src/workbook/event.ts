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

/** The sheets every event-reading action needs in its first read. */
export function firstRead(): { sheets: string[]; active: boolean } {
  return { sheets: [PLAYERS, WALLCHART, TOURNAMENT, NEVER_PAIR], active: true };
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
export function readEvent(snapshot: Snapshot, withRoundSheets = true): EventRead | More {
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
  const wanted = [players, chartName, info, never, ...(withRoundSheets ? roundSheets.values() : [])].filter(
    (s): s is string => s !== undefined && snapshot.sheetNames.includes(s),
  );
  const missing = wanted.filter((s) => !(s in snapshot.sheets));
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
  if (withRoundSheets) for (const name of roundSheets.values()) add(sheetOf(snapshot, name));
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
  };
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

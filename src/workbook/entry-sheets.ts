/**
 * The event's players lists as the entries actions see them (issue 25): every section's Players and
 * Wallchart sheets read into players (the main event's plain sheets as section ""), whether a round
 * is paired there, and the blocks that add players under a section's list — new sheets for a section
 * not there yet, else rows under the last player with the columns the new players need added at the
 * right of the header. Nothing here writes over a filled cell: the rows written are below the last.
 */
import { unwrap } from "../core/errors";
import { headerField, makeWorkbook, readWorkbook, type HeaderField, type Sheet } from "../core/formats/workbook";
import { makeRequests } from "../core/model/requests";
import { roundsPaired } from "../core/model/tournament";
import type { Player } from "../core/model/types";
import { sectionList } from "./actions/sections";
import { PLAYERS, roundOfSheet, WALLCHART } from "./event";
import { chartGeometry } from "./geometry";
import type { Block, Cell, Grid, Snapshot } from "./port";
import { plainSheet, sectionSheet } from "./sections";

/** One section's players list as read. */
export interface SectionRoster {
  /** "" for the main event. */
  readonly section: string;
  readonly players: readonly Player[];
  /** The last round paired (by its round sheet, or the wallchart's cells): 0 before round 1. */
  readonly paired: number;
  /** Whether the section's Players sheet is there (a section with a Wallchart only cannot take entries). */
  readonly hasPlayers: boolean;
}

/** The Players and Wallchart sheets of every section, as a read request names them. */
export function rosterSheets(snapshot: Snapshot): string[] {
  return sectionList(snapshot).flatMap((s) => [sectionSheet(s, PLAYERS), sectionSheet(s, WALLCHART)]);
}

/** The sheets among `rosterSheets` the snapshot has not read yet (ask for them with `more`). */
export function unreadRosters(snapshot: Snapshot, extra: readonly string[] = []): string[] {
  return [...rosterSheets(snapshot), ...extra].filter((n) => snapshot.sheetNames.includes(n) && !(n in snapshot.sheets));
}

/** The section's last paired round, from its round sheets' names and its wallchart. */
function pairedIn(snapshot: Snapshot, section: string, players: readonly Player[]): number {
  let paired = 0;
  for (const n of snapshot.sheetNames) {
    const plain = section === "" ? n : plainSheet(section, n);
    const r = plain === null ? null : roundOfSheet(plain);
    if (r !== null) paired = Math.max(paired, r);
  }
  const t = { info: {}, players, totalRounds: null, initialColour: null };
  return Math.max(paired, roundsPaired(t));
}

/**
 * Every section's roster (the main event first when there is one). Problems reading a list are
 * not fatal here: the players that read are what an entry is compared with.
 * @example readRosters(snapshot).map((r) => r.section) // ["Open", "U1800"]
 */
export function readRosters(snapshot: Snapshot): SectionRoster[] {
  return sectionList(snapshot).map((section) => {
    const sheets: Sheet[] = [];
    for (const plain of [PLAYERS, WALLCHART]) {
      const cells = snapshot.sheets[sectionSheet(section, plain)];
      if (cells !== undefined) sheets.push({ name: plain, cells });
    }
    const players = sheets.length === 0 ? [] : unwrapQuiet(sheets);
    return {
      section,
      players,
      paired: pairedIn(snapshot, section, players),
      hasPlayers: snapshot.sheetNames.includes(sectionSheet(section, PLAYERS)),
    };
  });
}

function unwrapQuiet(sheets: readonly Sheet[]): readonly Player[] {
  const read = readWorkbook({ sheets });
  try {
    return read.problems.length === 0 ? unwrap(read).players : read.value.players;
  } catch {
    return read.value.players;
  }
}

/** The Players columns an entry may fill, in the order a new column is added. */
const COLUMNS: readonly (readonly [HeaderField, string, (p: Player) => Cell])[] = [
  ["id", "#", (p) => p.id],
  ["name", "Name", (p) => p.name],
  ["rating", "Rating", (p) => p.rating],
  ["team", "Team", (p) => p.team ?? null],
  ["memberId", "ID", (p) => p.memberId ?? null],
  ["fideId", "FIDE ID", (p) => p.fideId ?? null],
  ["sex", "Sex", (p) => p.sex ?? null],
  ["birthDate", "Birth date", (p) => p.birthDate ?? null],
  ["title", "Title", (p) => p.title ?? null],
  ["federation", "Federation", (p) => p.federation ?? null],
  ["ratingSource", "Rating source", (p) => p.ratingSource ?? null],
];

function requestText(p: Player): string {
  return makeRequests({ ...(p.request === undefined ? {} : { next: p.request }), rounds: p.requests ?? {} });
}

export interface AddedRows {
  readonly addSheets: readonly string[];
  readonly blocks: readonly Block[];
  /** The sheet the players went to (to bring to the front). */
  readonly sheet: string;
}

/**
 * The writes that add `players` (numbered already, after the section's own) to a section: new
 * Players and Wallchart sheets when the section has no Players sheet, else rows under its last
 * player (Players: every column they have a value for, a new header where the sheet has none;
 * Wallchart: `#`, Name and the Request column for byes asked ahead).
 * @example addRows(snapshot, "U1800", [newPlayer]).blocks[0]?.sheet // "U1800 Players"
 */
export function addRows(snapshot: Snapshot, section: string, players: readonly Player[]): AddedRows {
  const playersSheet = sectionSheet(section, PLAYERS);
  const chartSheet = sectionSheet(section, WALLCHART);
  const grid = snapshot.sheets[playersSheet];
  if (!snapshot.sheetNames.includes(playersSheet) || grid === undefined) {
    const book = makeWorkbook({ info: {}, players, totalRounds: null, initialColour: null });
    const addSheets: string[] = [];
    const blocks: Block[] = [];
    for (const s of book.sheets) {
      const name = sectionSheet(section, s.name);
      if (s.name !== PLAYERS && s.name !== WALLCHART) continue;
      if (s.name === WALLCHART && snapshot.sheetNames.includes(name)) {
        blocks.push(...chartRows(name, snapshot.sheets[name] ?? [], players));
        continue;
      }
      addSheets.push(name);
      blocks.push({ sheet: name, row: 0, col: 0, values: rectangle(s.cells as Cell[][]) });
    }
    return { addSheets, blocks, sheet: playersSheet };
  }
  const blocks: Block[] = [...playerRows(playersSheet, grid, players)];
  if (snapshot.sheetNames.includes(chartSheet)) blocks.push(...chartRows(chartSheet, snapshot.sheets[chartSheet] ?? [], players));
  return { addSheets: [], blocks, sheet: playersSheet };
}

/** Rows of one width (blank cells where a row is shorter). */
function rectangle(rows: readonly (readonly Cell[])[]): Cell[][] {
  const width = Math.max(1, ...rows.map((r) => r.length));
  return rows.map((r) => Array.from({ length: width }, (_, j) => r[j] ?? null));
}

function playerRows(sheet: string, grid: Grid, players: readonly Player[]): Block[] {
  const g = chartGeometry(sheet, grid, false);
  if (g === null) {
    // A Players sheet with no header row yet: the whole list from A1 (anything there is asked about).
    const cells = makeWorkbook({ info: {}, players, totalRounds: null, initialColour: null }).sheets.find((s) => s.name === PLAYERS);
    return [{ sheet, row: 0, col: 0, values: rectangle((cells?.cells ?? []) as Cell[][]) }];
  }
  const headerRow = g.headerRow;
  const header = grid[headerRow] ?? [];
  let width = g.width;
  const blocks: Block[] = [];
  const colOf = new Map<HeaderField, number>();
  header.forEach((c, j) => {
    const f = headerField(c === null ? "" : String(c));
    if (f !== undefined && !colOf.has(f)) colOf.set(f, j);
  });
  const newHeaders: Cell[] = [];
  for (const [field, label, value] of COLUMNS) {
    if (colOf.has(field) || field === "id") continue;
    if (!players.some((p) => value(p) !== null && value(p) !== "")) continue;
    colOf.set(field, width + newHeaders.length);
    newHeaders.push(label);
  }
  if (newHeaders.length > 0) blocks.push({ sheet, row: headerRow, col: width, values: [newHeaders] });
  width += newHeaders.length;
  const first = g.lastRow + 1;
  const values = players.map((p) => {
    const row: Cell[] = Array.from({ length: width }, () => null);
    for (const [field, , value] of COLUMNS) {
      const j = colOf.get(field);
      if (j !== undefined && j >= 0) row[j] = value(p);
    }
    return row;
  });
  if (values.length > 0 && width > 0) blocks.push({ sheet, row: first, col: 0, values });
  return blocks;
}

function chartRows(sheet: string, grid: Grid, players: readonly Player[]): Block[] {
  const g = chartGeometry(sheet, grid);
  if (g === null) return [];
  const blocks: Block[] = [];
  let request = g.requestCol;
  if (request < 0 && players.some((p) => requestText(p) !== "")) {
    request = g.width;
    blocks.push({ sheet, row: g.headerRow, col: request, values: [["Request"]] });
  }
  const width = Math.max(g.width, request + 1);
  const values = players.map((p) => {
    const row: Cell[] = Array.from({ length: width }, () => null);
    if (g.idCol >= 0) row[g.idCol] = p.id;
    if (g.nameCol >= 0) row[g.nameCol] = p.name;
    if (request >= 0) row[request] = requestText(p) || null;
    return row;
  });
  if (values.length > 0 && width > 0) blocks.push({ sheet, row: g.lastRow + 1, col: 0, values });
  return blocks;
}

/**
 * The blocks that put one player's `values` in row `row` of a players list, each in the column its
 * header names (`FIDE ID`, `Federation` …), a header added at the right for a field the sheet has
 * no column for yet. Blank values are left out.
 * @example fieldBlocks("Players", grid, 0, 4, 9, { fideId: "1503014" }) // a "FIDE ID" header in E1, the id in E10
 */
export function fieldBlocks(sheet: string, grid: Grid, headerRow: number, width: number, row: number, values: Partial<Record<HeaderField, Cell>>): Block[] {
  const header = grid[headerRow] ?? [];
  const blocks: Block[] = [];
  let next = width;
  for (const [field, label] of COLUMNS) {
    const v = values[field];
    if (v === undefined || v === null || v === "") continue;
    let col = header.findIndex((c) => headerField(c === null ? "" : String(c)) === field);
    if (col < 0) {
      col = next++;
      blocks.push({ sheet, row: headerRow, col, values: [[label]] });
    }
    blocks.push({ sheet, row, col, values: [[v]] });
  }
  return blocks;
}

/**
 * The workbook layout: a tournament as sheets of cells, without any spreadsheet library (the CLI and
 * the task pane convert .xlsx to and from this shape). `readWorkbook` / `makeWorkbook` are a pair.
 *
 * - `Tournament` (optional): `Key | Value` rows — Name, City, Federation, Start date, End date, Type, Pairing system
 *   (TRF 192), Chief arbiter, Time control, Rounds, Initial colour (white / black).
 * - `Players`: a header row (`#`, `Name`, `Rating`, `Team`, `ID`, `FIDE ID`, `Sex`, `Birth date`,
 *   `Title`, `Federation`, `Rating source`; any order, any case, `#` optional = row order), one row per player.
 * - `Wallchart`: `#`, `Name`, `R1` `R2` … (one wallchart cell per round), optional `Request` (H / U / W
 *   for the round about to be paired).
 * - `Round N`: the pairing sheet of round N: `Board | White | Black | Result`, results `1-0` `0-1`
 *   `½-½` (`1/2-1/2`, `0.5-0.5`) `1F-0F` `0F-1F` `0F-0F`, byes as `"" | #n name | BYE / H / U / FPB`.
 *   Round sheets and the wallchart must agree; either may be left out.
 *
 * A workbook with none of these sheets is read as a single-sheet wallchart (see `readWallchartGrid`).
 * docs/formats.md has the full description.
 */
import { makeRequests, parseRequests } from "../model/requests";
import { problem, type Parsed, type Problem } from "../errors";
import { roundsRecorded } from "../model/tournament";
import type { Colour, Entry, EntryKind, Player, PostedPair, Tournament, TournamentInfo } from "../model/types";
import { roundBoards } from "../posting/boards";
import { BOARD_RESULT_SIDES, boardResultOf, STANDARD_POINTS, type PointSystem } from "../model/types";
import { cellAddress } from "./cells";
import { parseBoardResult, resultCellText, RESULTS_ACCEPTED, squeeze } from "./results";
import { makeCell, parseWallchart } from "./wallchart";
import { LIMITS, ProblemList, checkGrid, finishProblems, pairingNumberProblem, roundProblem } from "./limits";
import { NEVER_PAIR, readNeverPair } from "./never-pair";

/** A cell value as a workbook holds it (dates arrive as ISO text). */
export type WorkbookCell = string | number | boolean | null;
export interface Sheet {
  readonly name: string;
  readonly cells: readonly (readonly WorkbookCell[])[];
}
export interface Workbook {
  readonly sheets: readonly Sheet[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A cell as trimmed text: numbers as written, booleans as TRUE / FALSE, blank as "". */
function text(v: WorkbookCell | undefined): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return String(v).trim();
}

/** A sheet name as a formula writes it: quoted when it holds anything but letters, digits and _. */
function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** `Players!C5` for 0-based row and column of a sheet. */
function addr(sheet: string, row: number, col: number): string {
  return cellAddress(row, col, { row: 0, col: 0, sheet: sheetRef(sheet) });
}

/** A header as a key: lower case, without spaces, dots, dashes and underscores. */
function key(header: string): string {
  return header.toLowerCase().replace(/[\s._-]+/g, "");
}

/** The player fields a header can name. */
export type HeaderField =
  | "id"
  | "name"
  | "rating"
  | "team"
  | "memberId"
  | "fideId"
  | "ratingSource"
  | "sex"
  | "birthDate"
  | "title"
  | "federation"
  | "state"
  | "request"
  | "joined"
  | "acceleration";
type Field = HeaderField;

const HEADERS: Readonly<Record<string, Field>> = {
  "#": "id",
  no: "id",
  nr: "id",
  number: "id",
  pairingnumber: "id",
  name: "name",
  player: "name",
  rating: "rating",
  rtg: "rating",
  elo: "rating",
  team: "team",
  school: "team",
  club: "team",
  id: "memberId",
  fideid: "fideId",
  fide: "fideId",
  ratingsource: "ratingSource",
  memberid: "memberId",
  uscfid: "memberId",
  uschessid: "memberId",
  ecfcode: "memberId",
  sex: "sex",
  gender: "sex",
  birthdate: "birthDate",
  born: "birthDate",
  dob: "birthDate",
  title: "title",
  federation: "federation",
  fed: "federation",
  state: "state",
  request: "request",
  requests: "request",
  joined: "joined",
  joinedround: "joined",
  acceleration: "acceleration",
  accelerations: "acceleration",
};

/**
 * The player field a header names (`Elo` → rating, `School` → team), whatever its case and spacing;
 * undefined for any other header.
 * @example headerField("Pairing number") // "id"
 */
export function headerField(header: string): HeaderField | undefined {
  return HEADERS[key(header)];
}

/** The round a header names: `R1`, `Rd 1`, `Round 1`, `1`, `1.Rd`; null for any other header. */
export function roundOfHeader(header: string): number | null {
  const k = key(header);
  const m = /^(?:r|rd|rnd|round)?(\d{1,3})$/.exec(k) ?? /^(\d{1,3})(?:r|rd|rnd|round)$/.exec(k);
  return m === null || Number(m[1]) === 0 ? null : Number(m[1]);
}

/** One player row of a Players or wallchart table. */
interface TableRow {
  readonly id: number;
  /** 0-based row in the sheet. */
  readonly row: number;
  readonly fields: Partial<Record<Field, string>>;
  readonly rawName: WorkbookCell | undefined;
  /** Wallchart cell text per round (1-based), where the table has round columns. */
  readonly rounds: readonly string[];
}

interface Table {
  readonly sheet: string;
  readonly rows: readonly TableRow[];
  readonly columns: ReadonlyMap<Field, number>;
  /** 0-based column of each round (index 0 = round 1); -1 for a round with no column. */
  readonly roundColumns: readonly number[];
}

function isBlankRow(row: readonly WorkbookCell[] | undefined): boolean {
  return (row ?? []).every((c) => text(c) === "");
}

/** Finds the header row (the first, among the first ten, with a header we know) and reads the rows. */
function readTable(
  cells: readonly (readonly WorkbookCell[])[],
  sheet: string,
  problems: Problem[],
  withRounds: boolean,
): Table | null {
  const known = (h: string) => HEADERS[key(h)] !== undefined || (withRounds && roundOfHeader(h) !== null);
  let hr = -1;
  for (let r = 0; r < Math.min(cells.length, 10) && hr < 0; r++)
    if ((cells[r] ?? []).some((c) => known(text(c)))) hr = r;
  if (hr < 0) {
    const what = withRounds ? "Name or round columns (R1, Rd 1, Round 1, 1 …)" : "#, Name, Rating …";
    problems.push(problem("MISSING", `${sheetRef(sheet)}: no header row (expected ${what} in one of the first rows)`));
    return null;
  }
  const columns = new Map<Field, number>();
  const byRound = new Map<number, number>();
  (cells[hr] ?? []).forEach((c, col) => {
    const h = text(c);
    if (h === "") return;
    const field = HEADERS[key(h)];
    const round = withRounds ? roundOfHeader(h) : null;
    const before = field !== undefined ? columns.get(field) : round !== null ? byRound.get(round) : undefined;
    if (before !== undefined) {
      problems.push(
        problem("DUPLICATE", `${addr(sheet, hr, col)}: "${h}" is already the header of ${addr(sheet, hr, before)}`),
      );
    } else if (field !== undefined) columns.set(field, col);
    else if (round !== null) {
      const over = roundProblem(`${addr(sheet, hr, col)}: "${h}"`, round);
      if (over !== null) problems.push(over);
      else byRound.set(round, col);
    }
  });
  const width = byRound.size === 0 ? 0 : Math.max(...byRound.keys());
  const roundColumns = Array.from({ length: width }, (_, j) => byRound.get(j + 1) ?? -1);
  roundColumns.forEach((col, j) => {
    if (col < 0)
      problems.push(
        problem("MISSING", `${sheetRef(sheet)}: no column for round ${j + 1} (the header has rounds up to ${width})`),
      );
  });

  // Player rows, numbered by # or by order.
  const idCol = columns.get("id");
  const rows: TableRow[] = [];
  const seen = new Map<number, number>();
  for (let r = hr + 1; r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (isBlankRow(row)) continue;
    let id = rows.length + 1;
    if (idCol !== undefined) {
      const t = text(row[idCol]).replace(/^#/, "");
      if (!/^\d+$/.test(t) || Number(t) === 0) {
        problems.push(
          problem("BAD_CELL", `${addr(sheet, r, idCol)}: "${text(row[idCol])}" is not a pairing number (1, 2, 3 …)`),
        );
        continue;
      }
      id = Number(t);
      const over = pairingNumberProblem(addr(sheet, r, idCol), id);
      if (over !== null) {
        problems.push(over);
        continue;
      }
      const before = seen.get(id);
      if (before !== undefined) {
        problems.push(
          problem(
            "DUPLICATE",
            `${addr(sheet, r, idCol)}: pairing number ${id} is already used in ${addr(sheet, before, idCol)}`,
          ),
        );
        continue;
      }
      seen.set(id, r);
    }
    const fields: Partial<Record<Field, string>> = {};
    for (const [field, col] of columns) fields[field] = text(row[col]);
    const nameCol = columns.get("name");
    rows.push({
      id,
      row: r,
      fields,
      rawName: nameCol === undefined ? undefined : row[nameCol],
      rounds: roundColumns.map((col) => (col < 0 ? "" : text(row[col]))),
    });
  }
  rows.sort((a, b) => a.id - b.id);
  const last = rows[rows.length - 1]?.id ?? 0;
  for (let id = 1; id <= last; id++) {
    if (!seen.has(id) && idCol !== undefined) {
      problems.push(
        problem("MISSING", `${sheetRef(sheet)}: no row for pairing number ${id} (pairing numbers run 1-${last})`),
      );
    }
  }
  return { sheet, rows, columns, roundColumns };
}

/** The player fields of a table row, each checked, with the sheet cell in every message. */
function playerOf(row: TableRow, table: Table, problems: Problem[]): Mutable<Player> {
  const f = row.fields;
  const at = (field: Field) => addr(table.sheet, row.row, table.columns.get(field) ?? 0);
  const p: Mutable<Player> = { id: row.id, name: f.name ?? "", rating: null, rounds: [] };
  const rating = f.rating ?? "";
  if (/^\d+(\.0+)?$/.test(rating) && Number(rating) > LIMITS.rating)
    problems.push(problem("OUT_OF_RANGE", `${at("rating")}: ${rating} is not a rating (0 to ${LIMITS.rating}; blank or 0 for unrated)`));
  else if (/^\d+(\.0+)?$/.test(rating)) p.rating = Number(rating) === 0 ? null : Number(rating);
  else if (rating !== "")
    problems.push(
      problem("BAD_CELL", `${at("rating")}: "${rating}" is not a rating (a whole number; blank or 0 for unrated)`),
    );
  const sex = (f.sex ?? "").toLowerCase();
  if (sex === "m" || sex === "w" || sex === "f") p.sex = sex === "f" ? "w" : sex;
  else if (sex !== "") problems.push(problem("BAD_CELL", `${at("sex")}: "${f.sex}" is not m or w`));
  for (const k of ["team", "memberId", "fideId", "ratingSource", "birthDate", "title", "federation", "state"] as const) {
    const v = f[k];
    if (v !== undefined && v !== "") p[k] = v;
  }
  // The round a late entry entered (Add a player writes it): C.04.2 ranks him by rating.
  const joined = f.joined ?? "";
  if (/^\d+$/.test(joined) && Number(joined) >= 1 && Number(joined) <= LIMITS.rounds) {
    if (Number(joined) > 1) p.joinedRound = Number(joined);
  } else if (joined !== "")
    problems.push(problem("BAD_CELL", `${at("joined")}: "${joined}" is not a round (the round a late entry joined, 2 or later)`));
  // Accelerated points per round from round 1 (TRF(bx) XXA), in points: "1 1 0.5".
  const acc = (f.acceleration ?? "").trim();
  if (acc !== "") {
    const values = acc.split(/[\s;]+/).map((v) => (/^\d{1,3}(\.\d)?$/.test(v) ? Math.round(Number(v) * 10) : NaN));
    if (values.some((v) => Number.isNaN(v)) || values.length > LIMITS.rounds)
      problems.push(problem("BAD_CELL", `${at("acceleration")}: "${acc}" is not accelerated points (one value a round from round 1, as 1 or 0.5, separated by spaces)`));
    else {
      while (values.length > 0 && values[values.length - 1] === 0) values.pop();
      if (values.length > 0) p.accelerations = values;
    }
  }
  if ((f.request ?? "") !== "") {
    const read = parseRequests(f.request ?? "", at("request"));
    problems.push(...read.problems);
    if (read.value.next !== undefined) p.request = read.value.next;
    if (read.value.next === "withdrawn") p.withdrawn = true;
    if (Object.keys(read.value.rounds).length > 0) p.requests = read.value.rounds;
  }
  return p;
}

/** Reads a table's round cells as a checked wallchart, naming real cells in every message. */
function roundsOf(table: Table, n: number, problems: Problem[]): (Entry | null)[][] {
  const byId = new Map(table.rows.map((r) => [r.id, r]));
  const cells = Array.from({ length: n }, (_, i) => [...(byId.get(i + 1)?.rounds ?? table.roundColumns.map(() => ""))]);
  const first = table.rows[0];
  const cols = table.roundColumns;
  const contiguousRows =
    table.rows.length === n && table.rows.every((r, i) => r.id === i + 1 && r.row === (first?.row ?? 0) + i);
  const contiguousCols = cols.every((c, j) => c === (cols[0] ?? 0) + j);
  const parsed = parseWallchart(
    cells,
    contiguousRows && contiguousCols && first !== undefined
      ? { origin: { row: first.row, col: cols[0] ?? 0, sheet: sheetRef(table.sheet) } }
      : { label: (p) => `player #${p} (${sheetRef(table.sheet)} row ${(byId.get(p)?.row ?? -1) + 1})` },
  );
  problems.push(...parsed.problems);
  return parsed.value;
}

/**
 * Reads one sheet (or a CSV file) holding a whole wallchart: a header row with round columns named
 * `R1`, `Rd 1`, `Round 1` or `1`, optional `#`, `Name`, `Rating` (and any Players column), optional
 * `Request`. Problems name the sheet and cell.
 * @example readWallchartGrid([["Name", "R1"], ["Ann", "W2"], ["Bob", "L1"]], "results.csv").value.players[1]?.name // "Bob"
 */
export function readWallchartGrid(cells: readonly (readonly WorkbookCell[])[], sheetName: string): Parsed<Tournament> {
  const size = checkGrid(cells, sheetRef(sheetName));
  if (size.length > 0) return { value: emptyTournament(), problems: size };
  const problems: Problem[] = new ProblemList();
  const table = readTable(cells, sheetName, problems, true);
  if (table === null) return { value: emptyTournament(), problems: finishProblems(problems) };
  const players = table.rows.map((row) => playerOf(row, table, problems));
  const rounds = roundsOf(table, players.length, problems);
  players.forEach((p, i) => (p.rounds = rounds[i] ?? []));
  return { value: { info: {}, players, totalRounds: null, initialColour: null }, problems: finishProblems(problems) };
}

function emptyTournament(): Tournament {
  return { info: {}, players: [], totalRounds: null, initialColour: null };
}

const INFO_KEYS: readonly (readonly [string, keyof TournamentInfo])[] = [
  ["Name", "name"],
  ["City", "city"],
  ["Federation", "federation"],
  ["Start date", "startDate"],
  ["End date", "endDate"],
  ["Type", "type"],
  // TRF 192 (FIDE_DUTCH_2025, …_BAKU, or any other name a file gives): kept so Export TRF writes it back.
  ["Pairing system", "system"],
  ["Chief arbiter", "chiefArbiter"],
  ["Deputy arbiters", "deputyArbiters"],
  ["Time control", "timeControl"],
  ["Round dates", "roundDates"],
  ["Affiliate ID", "affiliateId"],
  ["Chief TD ID", "chiefTdId"],
  ["Assistant TD ID", "assistantTdId"],
  ["Other TD IDs", "otherTdIds"],
  ["State", "state"],
  ["ZIP code", "zipCode"],
  ["Country", "country"],
  ["US Chess rating system", "ratingSystem"],
  ["ECF event code", "ecfEventCode"],
  ["Submission index", "submissionIndex"],
  ["Results officer", "resultsOfficer"],
  ["Results officer address", "resultsOfficerAddress"],
  ["Treasurer", "treasurer"],
  ["Treasurer address", "treasurerAddress"],
  ["Web address", "webAddress"],
];

/** The Tournament sheet's label of an info field: "Affiliate ID" for `affiliateId`. */
export function infoLabel(field: keyof TournamentInfo): string {
  return (INFO_KEYS.find(([, k]) => k === field) as (typeof INFO_KEYS)[number])[0];
}

/** The 0-based row of a Tournament sheet whose key names `field` (any case and spacing), or -1. */
export function infoRow(sheet: Sheet, field: keyof TournamentInfo): number {
  const want = key(infoLabel(field));
  return sheet.cells.findIndex((row) => key(text(row[0])) === want);
}

/** A sheet's cell as a formula names it: `Players!E14`, `'U1800 Players'!E14` (0-based row and column). */
export function sheetCell(sheet: string, row: number, col: number): string {
  return addr(sheet, row, col);
}

/** The optional Tournament sheet: Key | Value rows. */
function readInfo(sheet: Sheet, t: Mutable<Tournament>, problems: Problem[]): void {
  const info: Mutable<TournamentInfo> = {};
  const points: Partial<Record<keyof PointSystem, number>> = {};
  sheet.cells.forEach((row, r) => {
    const k = key(text(row[0]));
    const v = text(row[1]);
    const at = addr(sheet.name, r, 1);
    const infoKey = INFO_KEYS.find(([label]) => key(label) === k);
    if (v === "") return;
    if (infoKey !== undefined) info[infoKey[1]] = v;
    else if (k === "rounds") {
      if (/^\d+$/.test(v) && Number(v) > 0 && Number(v) <= LIMITS.rounds) t.totalRounds = Number(v);
      else if (/^\d+$/.test(v) && Number(v) > 0) problems.push(roundProblem(`${at}: "${v}"`, Number(v)) as Problem);
      else problems.push(problem("BAD_CELL", `${at}: "${v}" is not a number of rounds`));
    } else if (POINT_KEYS.some(([label]) => key(label) === k)) {
      const field = (POINT_KEYS.find(([label]) => key(label) === k) as (typeof POINT_KEYS)[number])[1];
      if (/^\d{1,3}(\.\d)?$/.test(v)) points[field] = Math.round(Number(v) * 10);
      else problems.push(problem("BAD_CELL", `${at}: "${v}" is not points (as 1, 0.5 or 3)`));
    } else if (k === "initialcolour" || k === "initialcolor") {
      const c = v.toLowerCase();
      if (c === "white" || c === "w" || c === "white1") t.initialColour = "w";
      else if (c === "black" || c === "b" || c === "black1") t.initialColour = "b";
      else problems.push(problem("BAD_CELL", `${at}: "${v}" is not white or black`));
    }
  });
  t.info = info;
  if (Object.keys(points).length > 0) {
    const win = points.win ?? STANDARD_POINTS.win;
    const system: PointSystem = { ...STANDARD_POINTS, pab: win, ...points };
    if ((Object.keys(system) as (keyof PointSystem)[]).some((f) => system[f] !== STANDARD_POINTS[f])) t.pointSystem = system;
  }
}

/**
 * The Tournament sheet's point-system rows (TRF(bx) BBW, BBD, BBL, BBF, BBZ, BBU; TRF-2026 162),
 * in points. Written only when the event is not scored 1, ½, 0; a missing row is the usual value
 * (the pairing bye: what a win scores).
 */
const POINT_KEYS: readonly (readonly [string, keyof PointSystem])[] = [
  ["Points for a win", "win"],
  ["Points for a draw", "draw"],
  ["Points for a loss", "loss"],
  ["Points for a forfeit loss", "forfeitLoss"],
  ["Points for a zero-point bye", "zeroBye"],
  ["Points for the pairing bye", "pab"],
];

/** One player's round as a pairing sheet gives it, with the cell it came from. */
interface SheetEntry {
  /** null: paired against `opponent`, result not entered yet. */
  readonly entry: Entry | null;
  readonly opponent: number;
  readonly colour: Colour | null;
  readonly where: string;
  readonly shown: string;
}

const BYE_WORDS: Readonly<Record<string, EntryKind>> = {
  BYE: "pab",
  B: "pab",
  PAB: "pab",
  H: "halfBye",
  HPB: "halfBye",
  U: "zeroBye",
  Z: "zeroBye",
  ZPB: "zeroBye",
  FPB: "fullBye",
};
const BYE_LABEL: Readonly<Partial<Record<EntryKind, string>>> = {
  pab: "BYE",
  halfBye: "H",
  zeroBye: "U",
  fullBye: "FPB",
};
const BYE_POINTS: Readonly<Partial<Record<EntryKind, string>>> = { pab: "1", halfBye: "½", zeroBye: "0", fullBye: "1" };

/** Reads a Round N sheet into each listed player's entry for that round. */
function readRoundSheet(
  sheet: Sheet,
  round: number,
  idOf: (cell: WorkbookCell | undefined, where: string) => number | null,
  problems: Problem[],
  posted: PostedPair[] = [],
): Map<number, SheetEntry> {
  const out = new Map<number, SheetEntry>();
  const cells = sheet.cells;
  let hr = -1;
  for (let r = 0; r < Math.min(cells.length, 10) && hr < 0; r++)
    if ((cells[r] ?? []).some((c) => key(text(c)) === "white")) hr = r;
  const header = (cells[hr] ?? []).map((c) => key(text(c)));
  const col = (k: string) => header.indexOf(k);
  const [wc, bc, rc, nc] = [col("white"), col("black"), col("result"), col("board")];
  if (hr < 0 || bc < 0) {
    problems.push(
      problem(
        "MISSING",
        `${sheetRef(sheet.name)}: no header row with White and Black (expected Board | White | Black | Result)`,
      ),
    );
    return out;
  }
  const put = (id: number, e: SheetEntry) => {
    const before = out.get(id);
    if (before !== undefined)
      problems.push(problem("DUPLICATE", `${e.where}: #${id} is already in round ${round} at ${before.where}`));
    else out.set(id, e);
  };
  for (let r = hr + 1; r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (isBlankRow(row)) continue;
    const [wAt, bAt, rAt] = [addr(sheet.name, r, wc), addr(sheet.name, r, bc), addr(sheet.name, r, Math.max(rc, 0))];
    const white = idOf(row[wc], wAt);
    const blackText = text(row[bc]);
    const resultText = rc < 0 ? "" : resultCellText(row[rc]);
    const bye = BYE_WORDS[blackText.toUpperCase()];
    if (bye !== undefined) {
      if (white === null) continue;
      const points = BYE_POINTS[bye] as string;
      if (resultText !== "" && squeeze(resultText) !== squeeze(points)) {
        problems.push(problem("BAD_CELL", `${rAt}: "${resultText}" but a ${blackText} is worth ${points}`));
      }
      put(white, {
        entry: { kind: bye, opponent: 0, colour: null },
        opponent: 0,
        colour: null,
        where: wAt,
        shown: blackText,
      });
      continue;
    }
    const black = idOf(row[bc], bAt);
    if (white === null || black === null) continue;
    if (white === black) {
      problems.push(problem("BAD_OPPONENT", `${bAt}: #${white} cannot be paired with the same number`));
      continue;
    }
    let sides: readonly [EntryKind, EntryKind] | null = null;
    if (resultText !== "") {
      const result = parseBoardResult(resultText);
      sides = result === null ? null : BOARD_RESULT_SIDES[result];
      if (sides === null) {
        problems.push(
          problem("BAD_CELL", `${rAt}: "${resultText}" is not a result (expected ${RESULTS_ACCEPTED}, or blank)`),
        );
        continue;
      }
    }
    // The board as posted: its number as typed (rows in order where the sheet has no Board column).
    posted.push(
      nc < 0
        ? { board: String(posted.length + 1), white, black }
        : { board: text(row[nc]), white, black, at: addr(sheet.name, r, nc) },
    );
    const shown = `#${white} - #${black}${resultText === "" ? "" : ` ${resultText}`}`;
    put(white, {
      entry: sides === null ? null : { kind: sides[0], opponent: black, colour: "w" },
      opponent: black,
      colour: "w",
      where: wAt,
      shown,
    });
    put(black, {
      entry: sides === null ? null : { kind: sides[1], opponent: white, colour: "b" },
      opponent: white,
      colour: "b",
      where: bAt,
      shown,
    });
  }
  return out;
}

/** True when an entry on the wallchart must have a row on the round sheet. */
function mustBeListed(e: Entry): boolean {
  return e.opponent !== 0 || e.kind === "pab" || e.kind === "halfBye" || e.kind === "fullBye";
}

/**
 * Reads a workbook in the layout above. Players come from `Players` (or, without it, from the
 * wallchart's own columns); rounds from `Wallchart` and the `Round N` sheets, which must agree.
 * Every problem names its sheet and cell.
 * @example readWorkbook(makeWorkbook(t)).value // t, less what the layout has no place for
 */
export function readWorkbook(wb: Workbook): Parsed<Tournament> {
  const parsed = readWorkbookUncapped(wb);
  return { value: parsed.value, problems: finishProblems(parsed.problems) };
}

function readWorkbookUncapped(wb: Workbook): Parsed<Tournament> {
  const problems: Problem[] = new ProblemList();
  const named = (re: RegExp) => wb.sheets.find((s) => re.test(s.name.trim()));
  const playersSheet = named(/^players$/i);
  const chartSheet = named(/^wallchart$/i);
  const infoSheet = named(/^tournament$/i);
  const neverSheet = named(/^never\s*pair$/i);
  const roundSheets = new Map<number, Sheet>();
  for (const s of wb.sheets) {
    const m = /^(?:round|rd|r)\s*(\d+)$/i.exec(s.name.trim());
    if (m === null) continue;
    const over = roundProblem(`${sheetRef(s.name)}: the sheet's name`, Number(m[1]));
    if (over !== null) {
      problems.push(over);
      continue;
    }
    if (roundSheets.has(Number(m[1])))
      problems.push(problem("DUPLICATE", `${sheetRef(s.name)}: a second sheet for round ${m[1]}`));
    else roundSheets.set(Number(m[1]), s);
  }
  const read = [playersSheet, chartSheet, infoSheet, neverSheet, ...roundSheets.values()];
  const size = read.flatMap((s) => (s === undefined ? [] : checkGrid(s.cells, sheetRef(s.name))));
  if (size.length > 0) return { value: emptyTournament(), problems: [...problems, ...size] };
  if (playersSheet === undefined && chartSheet === undefined) {
    const only = wb.sheets[0];
    if (roundSheets.size > 0 || only === undefined) {
      problems.push(
        problem("MISSING", "the workbook has no Players or Wallchart sheet (one of them lists the players)"),
      );
      return { value: emptyTournament(), problems };
    }
    return readWallchartGrid(only.cells, only.name);
  }

  const t: Mutable<Tournament> = emptyTournament();
  if (infoSheet !== undefined) readInfo(infoSheet, t, problems);
  const playersTable =
    playersSheet === undefined ? null : readTable(playersSheet.cells, playersSheet.name, problems, false);
  const chart = chartSheet === undefined ? null : readTable(chartSheet.cells, chartSheet.name, problems, true);
  const source = playersTable ?? chart;
  if (source === null) return { value: t, problems };
  const players = source.rows.map((row) => playerOf(row, source, problems));
  const n = players.length;
  const chartRow = new Map((chart?.rows ?? []).map((r) => [r.id, r]));

  if (chart !== null && playersTable !== null) {
    // The wallchart's rows are the Players' rows: same numbers, same names, its requests.
    for (const row of chart.rows) {
      const p = players[row.id - 1];
      const at = addr(chart.sheet, row.row, chart.columns.get("id") ?? chart.columns.get("name") ?? 0);
      if (p === undefined) {
        problems.push(
          problem(
            "BAD_OPPONENT",
            `${at}: pairing number ${row.id} is not on ${sheetRef(playersTable.sheet)} (${n} players)`,
          ),
        );
        continue;
      }
      const name = row.fields.name ?? "";
      if (name !== "" && name.toLowerCase() !== p.name.toLowerCase()) {
        const pRow = playersTable.rows[row.id - 1];
        const there =
          pRow === undefined
            ? sheetRef(playersTable.sheet)
            : addr(playersTable.sheet, pRow.row, playersTable.columns.get("name") ?? 0);
        problems.push(
          problem(
            "BAD_CELL",
            `${addr(chart.sheet, row.row, chart.columns.get("name") ?? 0)}: "${name}" but ${there} has "${p.name}" for #${row.id}`,
          ),
        );
      }
      const req = playerOf(row, chart, problems);
      if (req.request !== undefined) p.request = req.request;
      if (req.requests !== undefined) p.requests = req.requests;
      if (req.withdrawn === true) p.withdrawn = true;
    }
  }

  const rounds: (Entry | null)[][] = chart === null ? players.map(() => []) : roundsOf(chart, n, problems);
  const width = Math.max(chart?.roundColumns.length ?? 0, ...roundSheets.keys());
  const chartAt = (id: number, j: number): string => {
    const row = chartRow.get(id);
    const col = chart?.roundColumns[j] ?? -1;
    return chart === null || row === undefined || col < 0 ? "" : addr(chart.sheet, row.row, col);
  };
  const idOf = (cell: WorkbookCell | undefined, where: string): number | null => {
    const t = text(cell);
    const m = /^#?\s*(\d+)\b/.exec(t);
    const byName = players.filter((p) => p.name !== "" && p.name.toLowerCase() === t.toLowerCase());
    const id = m !== null ? Number(m[1]) : byName.length === 1 ? (byName[0] as Player).id : null;
    if (id === null || id < 1 || id > n) {
      problems.push(
        problem(
          t === "" || m !== null ? "BAD_OPPONENT" : "UNKNOWN_NAME",
          t === ""
            ? `${where}: blank; expected a player (#n or a name)`
            : `${where}: "${t}" is not one of the ${n} players (#n or a name)`,
        ),
      );
      return null;
    }
    return id;
  };

  const boards: (PostedPair[] | null)[] = Array.from({ length: width }, () => null);
  for (let j = 0; j < width; j++) {
    const sheet = roundSheets.get(j + 1);
    if (sheet === undefined) continue;
    const posted: PostedPair[] = [];
    const listed = readRoundSheet(sheet, j + 1, idOf, problems, posted);
    boards[j] = posted;
    const inChart = chart !== null && (chart.roundColumns[j] ?? -1) >= 0;
    for (let i = 0; i < n; i++) {
      const id = i + 1;
      const row = rounds[i] as (Entry | null)[];
      const mine = row[j] ?? null;
      const s = listed.get(id);
      const cell = chartAt(id, j);
      if (!inChart) {
        row[j] = s?.entry ?? null;
        continue;
      }
      const shown = mine === null ? "is blank" : `has "${makeCell(mine)}"`;
      if (s === undefined) {
        if (mine !== null && mustBeListed(mine)) {
          problems.push(
            problem(
              "SIDES_DISAGREE",
              `${cell} has "${makeCell(mine)}" but ${sheetRef(sheet.name)} has no row for #${id}`,
            ),
          );
        }
        continue;
      }
      const agrees =
        mine === null
          ? s.entry === null
          : mine.opponent === s.opponent &&
            (s.entry === null || mine.kind === s.entry.kind) &&
            (mine.colour === null || s.colour === null || mine.colour === s.colour);
      if (!agrees) {
        problems.push(
          problem("SIDES_DISAGREE", `${s.where} (${s.shown}) says ${describeEntry(s, id)}, but ${cell} ${shown}`),
        );
        continue;
      }
      if (mine !== null && mine.colour === null && s.colour !== null) row[j] = { ...mine, colour: s.colour };
    }
  }

  players.forEach((p, i) => (p.rounds = Array.from({ length: width }, (_, j) => rounds[i]?.[j] ?? null)));
  t.players = players;
  if (boards.some((b) => b !== null)) t.boards = boards;
  if (neverSheet !== undefined) {
    const never = readNeverPair(neverSheet.cells, players, neverSheet.name.trim());
    problems.push(...never.problems);
    if (never.pairs.length > 0) t.forbiddenPairs = never.pairs;
    if (never.groups.length > 0) t.forbiddenGroups = never.groups;
  }
  return { value: t, problems };
}

function describeEntry(s: SheetEntry, id: number): string {
  if (s.opponent === 0) return `#${id} has a ${s.shown}`;
  const colour = s.colour === "w" ? "white" : "black";
  if (s.entry === null) return `#${id} has ${colour} against #${s.opponent}`;
  return `#${id} ${makeCell({ ...s.entry, colour: null })} with ${colour}`;
}

const PLAYER_COLUMNS: readonly (readonly [string, keyof Player])[] = [
  ["Team", "team"],
  ["ID", "memberId"],
  ["FIDE ID", "fideId"],
  ["Sex", "sex"],
  ["Birth date", "birthDate"],
  ["Title", "title"],
  ["Federation", "federation"],
  ["State", "state"],
  ["Rating source", "ratingSource"],
];

/** `#n name`, as round sheets and SWISS_PAIR name a player. */
function who(p: Player | undefined, id: number): string {
  return p === undefined || p.name === "" ? `#${id}` : `#${id} ${p.name}`;
}

/**
 * Writes a tournament in the workbook layout: Tournament (when there is anything to say), Players,
 * Wallchart, and a Round N sheet for every round whose games all have colours (a pairing sheet
 * needs them; the wallchart holds the rest).
 * @example makeWorkbook(t).sheets.map((s) => s.name) // ["Players", "Wallchart", "Round 1", "Round 2"]
 */
export function makeWorkbook(t: Tournament): Workbook {
  const sheets: Sheet[] = [];
  const info: WorkbookCell[][] = [];
  for (const [label, k] of INFO_KEYS)
    if (t.info[k] !== undefined && t.info[k] !== "") info.push([label, t.info[k] as string]);
  if (t.totalRounds !== null) info.push(["Rounds", t.totalRounds]);
  if (t.initialColour !== null) info.push(["Initial colour", t.initialColour === "w" ? "white" : "black"]);
  const ps = t.pointSystem;
  if (ps !== undefined) for (const [label, k] of POINT_KEYS) info.push([label, ps[k] / 10]);
  if (info.length > 0) sheets.push({ name: "Tournament", cells: [["Key", "Value"], ...info] });

  const extra = PLAYER_COLUMNS.filter(([, k]) => t.players.some((p) => p[k] !== undefined && p[k] !== ""));
  const accelerated = t.players.some((p) => (p.accelerations ?? []).length > 0);
  const accelerations = (p: Player): WorkbookCell =>
    (p.accelerations ?? []).length === 0 ? null : (p.accelerations ?? []).map((v) => String(v / 10)).join(" ");
  sheets.push({
    name: "Players",
    cells: [
      ["#", "Name", "Rating", ...extra.map(([h]) => h), ...(accelerated ? ["Acceleration"] : [])],
      ...t.players.map((p) => [
        p.id,
        p.name,
        p.rating,
        ...extra.map(([, k]) => (p[k] as string | undefined) ?? null),
        ...(accelerated ? [accelerations(p)] : []),
      ]),
    ],
  });

  const width = roundsRecorded(t);
  const requests = t.players.some((p) => p.request !== undefined || Object.keys(p.requests ?? {}).length > 0);
  sheets.push({
    name: "Wallchart",
    cells: [
      ["#", "Name", ...Array.from({ length: width }, (_, j) => `R${j + 1}`), ...(requests ? ["Request"] : [])],
      ...t.players.map((p) => [
        p.id,
        p.name,
        ...Array.from({ length: width }, (_, j) => makeCell(p.rounds[j] ?? null)),
        ...(requests
          ? [
              makeRequests({ ...(p.request === undefined ? {} : { next: p.request }), rounds: p.requests ?? {} }) ||
                null,
            ]
          : []),
      ]),
    ],
  });

  for (let j = 0; j < width; j++) {
    const sheet = roundSheet(t, j);
    if (sheet !== null) sheets.push(sheet);
  }
  // Pairs that must never meet (TRF XXP): the Never pair sheet, read back with the workbook; players
  // kept apart in some rounds only (TRF-2026 260) as every pair of the group with its Rounds.
  const never = t.forbiddenPairs ?? [];
  const groups = t.forbiddenGroups ?? [];
  if (never.length > 0 || groups.length > 0) {
    const byId = new Map(t.players.map((p) => [p.id, p]));
    const ranged = groups.flatMap((g) =>
      g.players.flatMap((a, i) =>
        g.players.slice(i + 1).map((b) => [who(byId.get(a), a), who(byId.get(b), b), null, g.from === g.to ? `${g.from}` : `${g.from}-${g.to}`]),
      ),
    );
    sheets.push({
      name: NEVER_PAIR,
      cells: [
        ["Player", "Never paired with", "Why (optional)", ...(ranged.length > 0 ? ["Rounds"] : [])],
        ...never.map(([a, b]) => [who(byId.get(a), a), who(byId.get(b), b), null, ...(ranged.length > 0 ? [null] : [])]),
        ...ranged,
      ],
    });
  }
  return { sheets };
}

/** The pairing sheet of round j+1: the boards as posted (core/posting/boards.ts `roundBoards`). */
function roundSheet(t: Tournament, j: number): Sheet | null {
  const byes: Player[] = [];
  for (const p of t.players) {
    const e = p.rounds[j] ?? null;
    if (e === null) continue;
    if (e.opponent === 0) {
      if (BYE_LABEL[e.kind] !== undefined) byes.push(p);
      continue;
    }
    if (e.colour === null) return null;
  }
  const boards: { board: string; white: Player; black: Player; result: string }[] = [];
  for (const b of roundBoards(t, j + 1)) {
    const [white, black] = [t.players[b.white - 1], t.players[b.black - 1]];
    const [we, be] = [white?.rounds[j] ?? null, black?.rounds[j] ?? null];
    if (white === undefined || black === undefined || we === null || be === null) return null;
    const result = boardResultOf(we.kind, be.kind);
    if (result === undefined) return null;
    boards.push({ board: b.board, white, black, result });
  }
  const order: EntryKind[] = ["pab", "fullBye", "halfBye", "zeroBye"];
  byes.sort(
    (a, b) =>
      order.indexOf(a.rounds[j]?.kind as EntryKind) - order.indexOf(b.rounds[j]?.kind as EntryKind) || a.id - b.id,
  );
  return {
    name: `Round ${j + 1}`,
    cells: [
      ["Board", "White", "Black", "Result"],
      ...boards.map((b) => [/^\d+$/.test(b.board) ? Number(b.board) : b.board, who(b.white, b.white.id), who(b.black, b.black.id), b.result]),
      ...byes.map((p) => {
        const kind = p.rounds[j]?.kind as EntryKind;
        return ["", who(p, p.id), BYE_LABEL[kind] as string, BYE_POINTS[kind] as string];
      }),
    ],
  };
}

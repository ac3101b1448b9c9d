/**
 * Round sheets: writing one from a pairing, and listing the boards of one (who plays whom, in which
 * row, with what in the Result cell) so the actions can say which results are missing. The core
 * (readWorkbook) remains the judge of what the cells mean.
 */
import type { Player, Tournament } from "../core/model/types";
import type { Pairing, UnpairedReason } from "../core/pairing/types";
import { headerKey } from "./geometry";
import { parseBoardResult, resultCellText } from "../core/formats/results";
import { isBlankCell, type Cell, type Grid } from "./port";
import type { ByeValue } from "./settings";

/** `#n name`, the way round sheets name a player. */
export function who(p: Player | undefined, id: number): string {
  return p === undefined || p.name === "" ? `#${id}` : `#${id} ${p.name}`;
}

const BYE_WORD: Readonly<Record<UnpairedReason, string>> = {
  pab: "BYE",
  halfBye: "H",
  zeroBye: "U",
  withdrawn: "U",
  fullBye: "FPB",
};
const BYE_ORDER: readonly UnpairedReason[] = ["pab", "fullBye", "halfBye", "zeroBye", "withdrawn"];

/** Points shown beside a bye; the pairing-allocated bye shows the event's bye value. */
function byePoints(reason: UnpairedReason, byeValue: ByeValue): Cell {
  if (reason === "pab") return byeValue === 10 ? 1 : "";
  return reason === "fullBye" ? 1 : reason === "halfBye" ? "½" : 0;
}

/** The wallchart cell an unpaired player gets when the round is paired. */
export function byeCell(reason: UnpairedReason): string {
  return reason === "pab" ? "B" : reason === "fullBye" ? "FPB" : reason === "halfBye" ? "H" : "U";
}

/** The Round N sheet: Board | White | Black | Result, results blank, then the byes. */
export function roundGrid(t: Tournament, pairing: Pairing, byeValue: ByeValue): Grid {
  const name = (id: number) => who(t.players[id - 1], id);
  const byes = [...pairing.unpaired].sort(
    (a, b) => BYE_ORDER.indexOf(a.reason) - BYE_ORDER.indexOf(b.reason) || a.player - b.player,
  );
  return [
    ["Board", "White", "Black", "Result"],
    ...pairing.boards.map((b, i): Cell[] => [i + 1, name(b.white), name(b.black), ""]),
    ...byes.map((u): Cell[] => ["", name(u.player), BYE_WORD[u.reason], byePoints(u.reason, byeValue)]),
  ];
}

export interface BoardRow {
  /** 0-based row in the sheet. */
  readonly row: number;
  readonly board: string;
  readonly white: number | null;
  /** null for a bye row. */
  readonly black: number | null;
  readonly whiteText: string;
  readonly blackText: string;
  readonly result: string;
  readonly resultCol: number;
  /** A result typed in a column that is not the Result column (only looked for when Result is blank). */
  readonly stray: { readonly col: number; readonly text: string } | null;
}

export interface RoundListing {
  readonly headerRow: number;
  /** 0-based columns of White, Black and Result (-1 when the sheet has no Result column). */
  readonly whiteCol: number;
  readonly blackCol: number;
  readonly resultCol: number;
  /** The last row holding anything (the header row when none). */
  readonly lastRow: number;
  readonly boards: readonly BoardRow[];
  readonly byes: readonly BoardRow[];
}

function text(v: Cell | undefined): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

const BYES = new Set(["BYE", "B", "PAB", "H", "HPB", "U", "Z", "ZPB", "FPB"]);

/** The boards and byes listed on a round sheet (null when it has no Board/White/Black header). */
export function listRound(grid: Grid, players: readonly Player[]): RoundListing | null {
  let hr = -1;
  for (let r = 0; r < Math.min(grid.length, 10) && hr < 0; r++)
    if ((grid[r] ?? []).some((c) => headerKey(c) === "white")) hr = r;
  if (hr < 0) return null;
  const header = (grid[hr] ?? []).map(headerKey);
  const [bc, wc, kc, rc] = [
    header.indexOf("board"),
    header.indexOf("white"),
    header.indexOf("black"),
    header.indexOf("result"),
  ];
  if (kc < 0) return null;
  // Columns without a header: where a result typed one column off lands (others' columns have headers).
  const loose = header.map((k, c) => (k === "" ? c : -1)).filter((c) => c >= 0);
  const idOf = (v: Cell | undefined): number | null => {
    const t = text(v);
    const m = /^#?\s*(\d+)\b/.exec(t);
    if (m !== null) return Number(m[1]);
    const named = players.filter((p) => p.name !== "" && p.name.toLowerCase() === t.toLowerCase());
    return named.length === 1 ? (named[0] as Player).id : null;
  };
  const boards: BoardRow[] = [];
  const byes: BoardRow[] = [];
  for (let r = hr + 1; r < grid.length; r++) {
    const row = grid[r] ?? [];
    if (row.every((c) => isBlankCell(c))) continue;
    const blackText = text(row[kc]);
    const result = rc < 0 ? "" : resultCellText(row[rc]);
    let stray: BoardRow["stray"] = null;
    if (result === "") {
      const width = Math.max(row.length, header.length);
      for (let c = 0; c < width && stray === null; c++) {
        const v = row[c];
        if (c === rc || !(loose.includes(c) || c >= header.length) || typeof v !== "string") continue;
        if (parseBoardResult(v) !== null) stray = { col: c, text: v.trim() };
      }
    }
    const entry: BoardRow = {
      row: r,
      board: bc < 0 ? "" : text(row[bc]),
      white: idOf(row[wc]),
      black: BYES.has(blackText.toUpperCase()) ? null : idOf(row[kc]),
      whiteText: text(row[wc]),
      blackText,
      result,
      resultCol: rc,
      stray,
    };
    (entry.black === null && BYES.has(blackText.toUpperCase()) ? byes : boards).push(entry);
  }
  let lastRow = hr;
  for (let r = hr + 1; r < grid.length; r++) if (!(grid[r] ?? []).every((c) => isBlankCell(c))) lastRow = r;
  return { headerRow: hr, whiteCol: wc, blackCol: kc, resultCol: rc, lastRow, boards, byes };
}

/** "board 3 (#5 Ann – #12 Bob)". */
export function boardLabel(b: BoardRow): string {
  return `board ${b.board === "" ? "?" : b.board} (${b.whiteText} – ${b.blackText})`;
}

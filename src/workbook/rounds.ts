/**
 * Round sheets: writing one from a pairing, and listing the boards of one (who plays whom, in which
 * row, with what in the Result cell) so the actions can say which results are missing. The core
 * (readWorkbook) remains the judge of what the cells mean.
 */
import { entryPoints, formatPoints } from "../core/model/points";
import type { Entry, EntryKind, Player, Tournament } from "../core/model/types";
import { byNameGrid } from "../core/posting/grids";
import { postedRound } from "../core/posting/pairings";
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

/** Score before the round as a number (2.5), the pairing bye at the event's value. */
function scoreBefore(p: Player | undefined, round: number, byeValue: ByeValue): number {
  if (p === undefined) return 0;
  let tenths = 0;
  for (let r = 0; r < round - 1 && r < p.rounds.length; r++) {
    const e = p.rounds[r] ?? null;
    tenths += e === null ? 0 : e.kind === "pab" ? byeValue : entryPoints(e);
  }
  return formatPoints(tenths);
}

/** The header of a Round N sheet: the readers find White, Black and Result by name, wherever they are. */
export const ROUND_HEADER: readonly string[] = ["Board", "White", "Rating", "Score", "Black", "Rating", "Score", "Result"];

/**
 * The Round N sheet as it is posted: Board | White | Rating | Score | Black | Rating | Score | Result
 * (score before the round), results blank, then the byes under the boards (the bye's word in the
 * Black column, its points in Result).
 */
export function roundGrid(t: Tournament, pairing: Pairing, byeValue: ByeValue, firstBoard = 1): Grid {
  const round = pairing.round;
  const name = (id: number) => who(t.players[id - 1], id);
  const rating = (id: number): Cell => t.players[id - 1]?.rating ?? "";
  const before = (id: number): Cell => scoreBefore(t.players[id - 1], round, byeValue);
  const byes = [...pairing.unpaired].sort(
    (a, b) => BYE_ORDER.indexOf(a.reason) - BYE_ORDER.indexOf(b.reason) || a.player - b.player,
  );
  return [
    [...ROUND_HEADER],
    ...pairing.boards.map((b, i): Cell[] => [
      firstBoard + i,
      name(b.white),
      rating(b.white),
      before(b.white),
      name(b.black),
      rating(b.black),
      before(b.black),
      "",
    ]),
    ...byes.map((u): Cell[] => [
      "",
      name(u.player),
      rating(u.player),
      before(u.player),
      BYE_WORD[u.reason],
      "",
      "",
      byePoints(u.reason, byeValue),
    ]),
  ];
}

/** A printed page's header: the event's name, then what the sheet is. */
export function printTitle(event: string, what: string): string {
  return event.trim() === "" ? what : `${event.trim()} — ${what}`;
}

/** The sheet that lists a round's players by name, beside the Round N sheet. */
export function namesSheetName(round: number): string {
  return `Names R${round}`;
}

const BYE_KIND: Readonly<Record<UnpairedReason, EntryKind>> = {
  pab: "pab",
  fullBye: "fullBye",
  halfBye: "halfBye",
  zeroBye: "zeroBye",
  withdrawn: "zeroBye",
};

/**
 * The event as it stands once `pairing` is posted: the round's boards numbered from `firstBoard` in
 * the engine's order, the byes recorded. What the Round sheet and the list by name are made from.
 */
export function withPairing(t: Tournament, pairing: Pairing, firstBoard = 1): Tournament {
  const j = pairing.round - 1;
  const unpaired = new Map(pairing.unpaired.map((u) => [u.player, u.reason]));
  const players = t.players.map((p): Player => {
    const reason = unpaired.get(p.id);
    if (reason === undefined) return p;
    const rounds = Array.from({ length: Math.max(p.rounds.length, j + 1) }, (_, k) => p.rounds[k] ?? null);
    rounds[j] = { kind: BYE_KIND[reason], opponent: 0, colour: null };
    return { ...p, rounds, ...(reason === "withdrawn" ? { withdrawn: true } : {}) };
  });
  const boards = Array.from({ length: j + 1 }, (_, k) => t.boards?.[k] ?? null);
  boards[j] = pairing.boards.map((b, i) => ({ board: String(firstBoard + i), white: b.white, black: b.black }));
  return { ...t, players, boards };
}

/**
 * The list by name for players hunting their board, as SwissSys and WinTD post it: a title row,
 * then Name | No. | Score | Board | Colour | Opponent | Opp. score (scores before the round, as
 * numbers; a bye's kind in place of the board), sorted by name — the core's list, boards as posted.
 */
export function namesGrid(t: Tournament, pairing: Pairing, byeValue: ByeValue = 10, firstBoard = 1): Grid {
  const posted = postedRound(withByeValue(withPairing(t, pairing, firstBoard), byeValue), pairing.round);
  const header = byNameGrid({ ...posted, byName: [] })[0] ?? [];
  const number = (board: string): Cell => (/^\d+$/.test(board) ? Number(board) : board);
  return [
    [`Round ${pairing.round}: find your board`, ...header.slice(1).map(() => "")],
    header,
    ...posted.byName.map((n): Cell[] => [
      n.name === "" ? `#${n.id}` : n.name,
      n.id,
      formatPoints(n.score),
      n.board === null ? n.note : number(n.board),
      n.colour ?? "",
      n.opponent === null ? "" : who(t.players[n.opponent.id - 1], n.opponent.id),
      n.opponent === null ? "" : formatPoints(n.opponent.score),
    ]),
  ];
}

/** The event with the pairing-allocated bye worth what the event's settings say (½ or 0 instead of 1). */
export function withByeValue(t: Tournament, byeValue: ByeValue): Tournament {
  if (byeValue === 10) return t;
  const kind = byeValue === 5 ? "halfBye" : "zeroBye";
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      rounds: p.rounds.map((e): Entry | null => (e !== null && e.kind === "pab" ? { ...e, kind } : e)),
    })),
  };
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
    if (isBlankCell(row[wc]) && isBlankCell(row[kc])) continue;
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

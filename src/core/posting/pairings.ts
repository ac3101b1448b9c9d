/**
 * Pairings to post: a round's boards with each side's number, name, rating and score before the
 * round, the result where known, the byes under the boards, and the list by name (name → board and
 * colour, or bye) that players read to find their board.
 */
import { score } from "../model/points";
import type { EntryKind, Player, Tournament } from "../model/types";
import { boardResultOf } from "../model/types";
import { roundBoards } from "./boards";

export interface PostedSide {
  readonly id: number;
  readonly name: string;
  readonly rating: number | null;
  /** Score before the round, tenths. */
  readonly score: number;
}

export interface PostedBoard {
  /** The number the players sit at, as posted (the Round sheet's, as typed). */
  readonly board: string;
  readonly white: PostedSide;
  readonly black: PostedSide;
  /** "1-0", "½-½", "1F-0F" …, or "" while the game is not over. */
  readonly result: string;
}

export interface PostedBye extends PostedSide {
  readonly kind: EntryKind | "withdrawn";
  /** "BYE", "H", "U", "FPB": the word the round sheet writes. */
  readonly word: string;
  /** What it is worth, as written ("1", "½", "0"). */
  readonly points: string;
}

export interface PostedName {
  readonly name: string;
  readonly id: number;
  readonly board: string | null;
  readonly colour: "White" | "Black" | null;
  /** The player's score before the round, tenths. */
  readonly score: number;
  /** The opponent on the board (null for a bye). */
  readonly opponent: PostedSide | null;
  /** For a player not on a board: "Bye (1 point)", "Half-point bye", "Not playing". */
  readonly note: string;
}

export interface PostedRound {
  readonly round: number;
  readonly boards: readonly PostedBoard[];
  readonly byes: readonly PostedBye[];
  readonly byName: readonly PostedName[];
}

const BYE: Readonly<Partial<Record<EntryKind, { word: string; points: string; note: string }>>> = {
  pab: { word: "BYE", points: "1", note: "Bye (1 point)" },
  fullBye: { word: "FPB", points: "1", note: "Full-point bye" },
  halfBye: { word: "H", points: "½", note: "Half-point bye" },
  zeroBye: { word: "U", points: "0", note: "Not playing" },
};
const BYE_ORDER: readonly string[] = ["pab", "fullBye", "halfBye", "zeroBye", "withdrawn"];

function side(p: Player | undefined, id: number, round: number): PostedSide {
  return { id, name: p?.name ?? "", rating: p?.rating ?? null, score: p === undefined ? 0 : score(p, round - 1) };
}

const COLLATOR = new Intl.Collator("en", { sensitivity: "base" });

/** Names sorted as a list by name is read: case and accents aside, then pairing number. */
function byNameOrder(a: PostedName, b: PostedName): number {
  const c = COLLATOR.compare(a.name, b.name);
  return c !== 0 ? c : a.id - b.id;
}

/**
 * Round `round` (1-based) as posted: the boards as the Round sheet numbers them (roundBoards: a
 * round without a sheet is numbered as the pane posts a new round, from `firstBoard`), each side's
 * score before the round, the result where known (blank while the game is on), the byes, the list
 * by name.
 * @example postedRound(t, 2).boards[0] // { board: "1", white: { id: 2, name: "Ben Ortiz", rating: 1980, score: 10 }, … }
 */
export function postedRound(t: Tournament, round: number, firstBoard = 1): PostedRound {
  const j = round - 1;
  const entry = (id: number) => t.players[id - 1]?.rounds[j] ?? null;
  const fromSheet = t.boards?.[j] != null;
  const onBoard = new Set<number>();
  const boards = roundBoards(t, round, firstBoard).map((b): PostedBoard => {
    onBoard.add(b.white);
    onBoard.add(b.black);
    const we = entry(b.white);
    const be = entry(b.black);
    const result =
      we !== null && be !== null && we.opponent === b.black && be.opponent === b.white
        ? (boardResultOf(we.kind, be.kind) ?? "")
        : "";
    return {
      board: b.board,
      white: side(t.players[b.white - 1], b.white, round),
      black: side(t.players[b.black - 1], b.black, round),
      result,
    };
  });
  const byes: PostedBye[] = [];
  for (const p of t.players) {
    if (onBoard.has(p.id)) continue;
    const e = p.rounds[j] ?? null;
    const kind = e?.kind;
    const bye = kind === undefined ? undefined : BYE[kind];
    const gone = p.withdrawn === true || p.request === "withdrawn";
    if (bye !== undefined && e !== null && e.opponent === 0 && !(gone && kind === "zeroBye"))
      byes.push({ ...side(p, p.id, round), kind: kind as EntryKind, ...bye });
    else if ((e === null || kind === "zeroBye") && gone)
      byes.push({ ...side(p, p.id, round), kind: "withdrawn", word: "U", points: "0" });
  }
  byes.sort((a, b) => BYE_ORDER.indexOf(a.kind) - BYE_ORDER.indexOf(b.kind) || a.id - b.id);
  const byName: PostedName[] = [
    ...boards.flatMap((b) => {
      // A board read from entries without colours (old crosstables) names no colour.
      const known = fromSheet || entry(b.white.id)?.colour != null;
      return [
        { ...named(b.white), board: b.board, colour: known ? ("White" as const) : null, opponent: b.black, note: "" },
        { ...named(b.black), board: b.board, colour: known ? ("Black" as const) : null, opponent: b.white, note: "" },
      ];
    }),
    ...byes.map((b) => ({
      ...named(b),
      board: null,
      colour: null,
      opponent: null,
      note: b.kind === "withdrawn" ? "Withdrawn" : (BYE[b.kind as EntryKind]?.note ?? ""),
    })),
  ].sort(byNameOrder);
  return { round, boards, byes, byName };
}

function named(s: PostedSide): { name: string; id: number; score: number } {
  return { name: s.name, id: s.id, score: s.score };
}

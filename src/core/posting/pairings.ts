/**
 * Pairings to post: a round's boards with each side's number, name, rating and score before the
 * round, the result where known, the byes under the boards, and the list by name (name → board and
 * colour, or bye) that players read to find their board.
 */
import { score } from "../model/points";
import type { EntryKind, Player, Tournament } from "../model/types";
import { boardResultOf } from "../model/types";

export interface PostedSide {
  readonly id: number;
  readonly name: string;
  readonly rating: number | null;
  /** Score before the round, tenths. */
  readonly score: number;
}

export interface PostedBoard {
  readonly board: number;
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
  readonly board: number | null;
  readonly colour: "White" | "Black" | null;
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

/** A board as given by a pairing (white and black pairing numbers). */
export interface BoardPair {
  readonly white: number;
  readonly black: number;
}

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
 * Round `round` (1-based) as posted. `pairs` gives the boards in the order the pairing made them
 * (the engine's board order); without it the boards are read from the players' entries and ordered
 * by the higher score before the round, then the lower pairing number.
 * @example postedRound(t, 2).boards[0] // { board: 1, white: { id: 2, name: "Ben Ortiz", rating: 1980, score: 10 }, … }
 */
export function postedRound(t: Tournament, round: number, pairs?: readonly BoardPair[]): PostedRound {
  const j = round - 1;
  const entry = (id: number) => t.players[id - 1]?.rounds[j] ?? null;
  let boardPairs: BoardPair[];
  if (pairs !== undefined) boardPairs = [...pairs];
  else {
    boardPairs = [];
    for (const p of t.players) {
      const e = p.rounds[j] ?? null;
      if (e === null || e.opponent === 0) continue;
      const o = entry(e.opponent);
      const white = e.colour === "w" || (e.colour === null && p.id < e.opponent) ? p.id : e.opponent;
      if (white !== p.id) continue;
      if (o === null && e.colour === null) continue;
      boardPairs.push({ white: p.id, black: e.opponent });
    }
    const scores = t.players.map((p) => score(p, j));
    const before = (id: number) => scores[id - 1] ?? 0;
    boardPairs.sort(
      (a, b) =>
        Math.max(before(b.white), before(b.black)) - Math.max(before(a.white), before(a.black)) ||
        Math.min(a.white, a.black) - Math.min(b.white, b.black),
    );
  }
  const onBoard = new Set<number>();
  const boards = boardPairs.map((b, i): PostedBoard => {
    onBoard.add(b.white);
    onBoard.add(b.black);
    const we = entry(b.white);
    const be = entry(b.black);
    const result = we !== null && be !== null ? (boardResultOf(we.kind, be.kind) ?? "") : "";
    return {
      board: i + 1,
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
      const known = entry(b.white.id)?.colour !== null || pairs !== undefined;
      return [
        { name: b.white.name, id: b.white.id, board: b.board, colour: known ? ("White" as const) : null, note: "" },
        { name: b.black.name, id: b.black.id, board: b.board, colour: known ? ("Black" as const) : null, note: "" },
      ];
    }),
    ...byes.map((b) => ({
      name: b.name,
      id: b.id,
      board: null,
      colour: null,
      note: b.kind === "withdrawn" ? "Withdrawn" : (BYE[b.kind as EntryKind]?.note ?? ""),
    })),
  ].sort(byNameOrder);
  return { round, boards, byes, byName };
}

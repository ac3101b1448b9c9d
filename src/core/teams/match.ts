/**
 * Team matches (issue 30 item 2, docs/teams.md): a match between two teams over N boards, the
 * line-ups checked against the rosters, the board colours, the game (board) points, the match
 * points and the Berliner Wertung of each side, and the match card a club hands in.
 *
 * Points are whole numbers of tenths, as everywhere in the core.
 */
import { problem, type Problem } from "../errors";
import { rosterAt, rosterPlace } from "./roster";

/** A team and its roster, strongest first (the order line-ups must keep). */
export interface TeamRoster {
  readonly name: string;
  readonly players: readonly string[];
}

/** One board of a match: the players of the first-named and the second-named team, and the result from the first-named side. */
export interface MatchBoard {
  /** Blank: no player (the board is lost by default). */
  readonly first: string;
  readonly second: string;
  /** `1-0`, `½-½` (or `1/2-1/2`, `=`), `0-1`, `1F-0F`, `0F-1F`, `0F-0F`, or blank (not played yet). */
  readonly result: string;
}

/** A match: the first-named team has White on board 1. */
export interface TeamMatch {
  readonly round: number;
  readonly first: string;
  readonly second: string;
  readonly boards: readonly MatchBoard[];
}

/**
 * Board colours: `alternate` (the first-named team White on the odd boards), `berlin` (W B B W: a
 * clean sweep by one colour cannot be decided by the Berliner Wertung) or `scheveningen` (board i of
 * round r White for the first team when i + r is even: each player's colours in turn, pairing.ts).
 */
export const COLOUR_SCHEMES = ["alternate", "berlin", "scheveningen"] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/**
 * The first-named team's colour on board `board` (1-based).
 * @example firstColour(2, "alternate") // "b"
 * @example firstColour(1, "scheveningen", 2) // "b"
 * @example firstColour(4, "berlin") // "w"
 */
export function firstColour(board: number, scheme: ColourScheme = "alternate", round = 1): "w" | "b" {
  if (scheme === "scheveningen") return (board + round) % 2 === 0 ? "w" : "b";
  if (scheme === "berlin") return [0, 3].includes((board - 1) % 4) ? "w" : "b";
  return board % 2 === 1 ? "w" : "b";
}

/** A board result as the two sides' points in tenths, or null for blank; undefined when unreadable. */
export function boardPoints(result: string): readonly [number, number] | null | undefined {
  const t = result.trim().toUpperCase().replace(/\s+/g, "").replace(/1\/2/g, "½").replace(/0\.5|,5/g, "½");
  if (t === "") return null;
  const table: Readonly<Record<string, readonly [number, number]>> = {
    "1-0": [10, 0],
    "0-1": [0, 10],
    "½-½": [5, 5],
    "=": [5, 5],
    "1F-0F": [10, 0],
    "+-": [10, 0],
    "0F-1F": [0, 10],
    "-+": [0, 10],
    "0F-0F": [0, 0],
    "--": [0, 0],
  };
  return table[t];
}

/** Match points for a match won, drawn and lost (default 2-1-0). */
export interface MatchPointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}
export const MATCH_POINTS_210: MatchPointSystem = { win: 2, draw: 1, loss: 0 };

/** What a played match gave each side. */
export interface MatchScore {
  /** Game (board) points, tenths: [first, second]. */
  readonly game: readonly [number, number];
  readonly match: readonly [number, number];
  /** Berliner Wertung, tenths: a board's points weighted N on board 1 down to 1 on board N. */
  readonly berlin: readonly [number, number];
  /** False while a board has no result. */
  readonly complete: boolean;
}

/**
 * The score of a match: game points, match points (by game points: more wins the match), Berliner
 * Wertung (schach-in-leer.de, "Berliner Wertung": on N boards a win on board 1 is worth N, on the
 * last board 1, a draw half).
 * @example matchScore({ round: 1, first: "A", second: "B", boards: [½-½, 1-0, 0-1, ½-½] }).berlin // [55, 45]
 */
export function matchScore(m: TeamMatch, system: MatchPointSystem = MATCH_POINTS_210): MatchScore {
  let a = 0;
  let b = 0;
  let ba = 0;
  let bb = 0;
  let complete = true;
  const n = m.boards.length;
  m.boards.forEach((board, i) => {
    const p = boardPoints(board.result);
    if (p === null || p === undefined) {
      complete = false;
      return;
    }
    a += p[0];
    b += p[1];
    ba += p[0] * (n - i);
    bb += p[1] * (n - i);
  });
  const match: [number, number] = a > b ? [system.win, system.loss] : a < b ? [system.loss, system.win] : [system.draw, system.draw];
  return { game: [a, b], match, berlin: [ba, bb], complete };
}

const key = (s: string): string => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The line-up problems of one side of a match: every player on the team's roster as it stood that
 * round (roster.ts), nobody twice, the
 * boards in roster order (a player may not play above a stronger team-mate) unless `freeOrder`, a
 * board without a player lost by default. Each sentence names the round, the team and the board.
 * @example lineupProblems(knights, ["Ann", "Zed"], 3, "first", m) // ['Round 3, Knights board 2: "Zed" is not on Knights\' roster …']
 */
export function lineupProblems(roster: TeamRoster, m: TeamMatch, side: "first" | "second", freeOrder = false): Problem[] {
  const out: Problem[] = [];
  const where = (board: number) => `Round ${m.round}, ${roster.name} board ${board}`;
  const seen = new Map<string, number>();
  let last: { board: number; at: number; name: string } | null = null;
  m.boards.forEach((b, i) => {
    const board = i + 1;
    const name = side === "first" ? b.first : b.second;
    const p = boardPoints(b.result);
    if (p === undefined) out.push(problem("BAD_CELL", `Round ${m.round}, ${m.first} – ${m.second} board ${board}: "${b.result}" is not a result (expected 1-0, ½-½, 0-1, 1F-0F, 0F-1F or 0F-0F)`));
    if (key(name) === "") {
      const own = p === null || p === undefined ? null : side === "first" ? p[0] : p[1];
      if (own !== null && own > 0)
        out.push(problem("BAD_CELL", `${where(board)}: no player, yet the board scores ${own / 10} for ${roster.name}; a board without a player is lost by default (0F)`));
      return;
    }
    // The roster as it stood in this round (roster.ts: a player who joins late or moves teams).
    const at = rosterPlace(roster, name, m.round);
    if (at === null) {
      out.push(problem("UNKNOWN_NAME", `${where(board)}: "${name.trim()}" is not on ${roster.name}'s roster (${rosterAt(roster, m.round).length} players); add the player to the roster first, or correct the name`));
      return;
    }
    if (typeof at === "string") {
      out.push(problem("BAD_ARGUMENT", `${where(board)}: ${at}`));
      return;
    }
    const twice = seen.get(key(name));
    if (twice !== undefined) {
      out.push(problem("DUPLICATE", `${where(board)}: ${name.trim()} also plays board ${twice}; a player plays one board in a match`));
      return;
    }
    seen.set(key(name), board);
    if (!freeOrder && last !== null && at < last.at) {
      out.push(
        problem(
          "BAD_ARGUMENT",
          `${where(board)}: ${name.trim()} is no. ${at + 1} on ${roster.name}'s roster, yet board ${last.board} above holds ${last.name}, no. ${last.at + 1}: a player may not play above a stronger team-mate. Put the boards in roster order`,
        ),
      );
    }
    if (last === null || at > last.at) last = { board, at, name: name.trim() };
  });
  return out;
}

/**
 * The match card: a title, Board | first team (colour) | second team (colour) | Result, then the
 * totals (game points, match points, Berliner Wertung).
 * @example matchCard(m)[1] // ["Board", "Knights", "", "Rooks", "", "Result"]
 */
export function matchCard(m: TeamMatch, scheme: ColourScheme = "alternate", system: MatchPointSystem = MATCH_POINTS_210): string[][] {
  const s = matchScore(m, system);
  const pts = (t: number) => (t % 10 === 0 ? String(t / 10) : t % 10 === 5 ? `${Math.floor(t / 10) === 0 ? "" : Math.floor(t / 10)}½` : String(t / 10));
  const other = (c: "w" | "b") => (c === "w" ? "b" : "w");
  return [
    [`Round ${m.round}: ${m.first} – ${m.second}`],
    ["Board", m.first, "", m.second, "", "Result"],
    ...m.boards.map((b, i) => {
      const c = firstColour(i + 1, scheme, m.round);
      return [String(i + 1), b.first.trim() === "" ? "(no player)" : b.first.trim(), c === "w" ? "White" : "Black", b.second.trim() === "" ? "(no player)" : b.second.trim(), other(c) === "w" ? "White" : "Black", b.result.trim()];
    }),
    ["Game points", pts(s.game[0]), "", pts(s.game[1]), "", s.complete ? "" : "incomplete"],
    ["Match points", String(s.match[0]), "", String(s.match[1]), "", ""],
    ["Berliner Wertung", pts(s.berlin[0]), "", pts(s.berlin[1]), "", ""],
  ];
}

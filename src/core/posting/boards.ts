/**
 * The boards of a round as posted: one source for every output that shows a round (the web pages,
 * the Names RN sheet, the printouts for the wall). A round with a Round N sheet keeps the sheet's
 * rows and board numbers as typed — the numbers the players sat at. A round without one (read from
 * a TRF, which has no board numbers) is numbered the way the pane posts a new round: the boards by
 * the higher score before the round, then the lower score, then the better-placed player's pairing
 * number (the Dutch engine's published order), counted from the section's first board.
 */
import { score } from "../model/points";
import { roundsRecorded } from "../model/tournament";
import type { PostedPair, Tournament } from "../model/types";

/** The boards of round `round` (1-based) read from the players' entries, numbered from `firstBoard`. */
export function derivedBoards(t: Tournament, round: number, firstBoard = 1): PostedPair[] {
  const j = round - 1;
  const pairs: { white: number; black: number; hi: number; lo: number; first: number }[] = [];
  const before = (id: number): number => {
    const p = t.players[id - 1];
    return p === undefined ? 0 : score(p, j);
  };
  for (const p of t.players) {
    const e = p.rounds[j] ?? null;
    if (e === null || e.opponent === 0) continue;
    const o = t.players[e.opponent - 1]?.rounds[j] ?? null;
    const white = e.colour === "w" || (e.colour === null && p.id < e.opponent) ? p.id : e.opponent;
    if (white !== p.id) continue;
    if (o === null && e.colour === null) continue;
    const [a, b] = [before(p.id), before(e.opponent)];
    const first = a > b || (a === b && p.id < e.opponent) ? p.id : e.opponent;
    pairs.push({ white: p.id, black: e.opponent, hi: Math.max(a, b), lo: Math.min(a, b), first });
  }
  pairs.sort((x, y) => y.hi - x.hi || y.lo - x.lo || x.first - y.first);
  return pairs.map((p, i) => ({ board: String(firstBoard + i), white: p.white, black: p.black }));
}

/**
 * The boards of round `round` as posted: the Round sheet's when the event has one for the round,
 * else numbered as the pane posts a new round (from `firstBoard`).
 * @example roundBoards(t, 2)[0] // { board: "1", white: 2, black: 5, at: "Round 2!A2" }
 */
export function roundBoards(t: Tournament, round: number, firstBoard = 1): readonly PostedPair[] {
  return t.boards?.[round - 1] ?? derivedBoards(t, round, firstBoard);
}

/** The last round with a board posted or an entry recorded: the round a director posts. */
export function roundsPosted(t: Tournament): number {
  let n = roundsRecorded(t);
  (t.boards ?? []).forEach((b, j) => {
    if (b !== null && b.length > 0) n = Math.max(n, j + 1);
  });
  return n;
}

/**
 * The last round with a result: a game or forfeit recorded (byes alone, given when a round is
 * paired, do not make it played). The standings are headed by this round.
 * @example roundsWithResults(t) // 3 while round 4 is paired and not played
 */
export function roundsWithResults(t: Tournament): number {
  let n = 0;
  const posted = t.boards ?? [];
  for (const p of t.players)
    p.rounds.forEach((e, j) => {
      if (e === null || j + 1 <= n) return;
      // A round of byes only (a one-game event's odd round) counts when no board waits for a result.
      if (e.opponent !== 0 || (posted[j] ?? []).length === 0) n = j + 1;
    });
  return n;
}

/** The event with its rounds cut after round `n` (entries and posted boards). */
export function throughRound(t: Tournament, n: number): Tournament {
  return {
    ...t,
    players: t.players.map((p) => (p.rounds.length <= n ? p : { ...p, rounds: p.rounds.slice(0, n) })),
    ...(t.boards === undefined ? {} : { boards: t.boards.slice(0, n) }),
  };
}

/**
 * What looks wrong with the boards as posted, each naming its cells: two rows with one board
 * number, a board cell that is not a number, numbers that skip. The boards are posted as typed.
 * @example boardWarnings(t) // ["Round 2!A7 and Round 2!A9 both say board 6: posted as typed"]
 */
export function boardWarnings(t: Tournament): string[] {
  const out: string[] = [];
  (t.boards ?? []).forEach((list, j) => {
    if (list === null || list.length === 0) return;
    const seen = new Map<string, string[]>();
    const numbers: number[] = [];
    for (const b of list) {
      const at = b.at ?? `Round ${j + 1} board ${b.board}`;
      if (!/^\d+$/.test(b.board)) {
        out.push(`${at}: "${b.board}" is not a board number (posted as typed)`);
        continue;
      }
      numbers.push(Number(b.board));
      const key = String(Number(b.board));
      seen.set(key, [...(seen.get(key) ?? []), at]);
    }
    for (const [board, cells] of seen)
      if (cells.length > 1)
        out.push(`${cells.join(" and ")} ${cells.length === 2 ? "both" : "all"} say board ${board}: posted as typed`);
    const distinct = [...new Set(numbers)].sort((a, b) => a - b);
    const missing: number[] = [];
    for (let k = 1; k < distinct.length; k++)
      for (let m = (distinct[k - 1] as number) + 1; m < (distinct[k] as number) && missing.length < 10; m++)
        missing.push(m);
    if (missing.length > 0)
      out.push(
        `Round ${j + 1}: no board ${missing.join(", ")} between boards ${distinct[0]} and ${distinct[distinct.length - 1]} (posted as typed)`,
      );
  });
  return out;
}

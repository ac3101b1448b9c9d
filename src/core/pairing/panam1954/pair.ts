/**
 * The serial-number Swiss of the Second Pan American Chess Congress, 1954 (seed 003).
 *
 * - Serial numbers are the pairing numbers (drawn by lot before round 1); ratings play no part.
 * - Round 1: No. 1 plays the highest number present, No. 2 the next highest, and so on; with an odd
 *   number the middle number has the bye.
 * - Later rounds, "taking into consideration: first the score, second the colour of pieces in
 *   previous games, third interference with the pairing of other players, fourth the serial number in
 *   the same manner as in round 1":
 *   score groups from the top; inside a group (with the players who came down from above) the lowest
 *   number plays the highest, the next lowest the next highest…; an odd group's middle number goes
 *   down to the next group; colours then improved by exchanging opponents between boards; and no
 *   choice may leave other players unpairable (the third consideration — here it comes before all
 *   else, together with the rule that no two players meet twice).
 * - Colours by the 1954 colour rule (colour.ts).
 * - "Players who have lost two games by forfeiture are considered withdrawn from the contest and will
 *   not be scheduled for further rounds": they are listed as withdrawn.
 * - Where the rules are silent (the bye after round 1, a second bye): the bye goes to the lowest score
 *   group, to the player nearest its middle serial number (the lower of two middles first), never to
 *   a player who has had a full-point bye.
 */
import { combinations } from "../combinations";
import { fail } from "../../errors";
import type { Tournament } from "../../model/types";
import type { Board, Pairing, PairingOptions, Unpaired } from "../types";
import { allowed, Matchability } from "../uscf/matchable";
import { readRoster, type Entrant } from "../uscf/roster";
import { colours1954 } from "./colour";

/** Two forfeit losses withdraw a player (seed 003, "Forfeiture"). */
export const FORFEITS_WITHDRAW = 2;

const BUDGET = 3000;

const bySerial = (a: Entrant, b: Entrant): number => a.id - b.id;

/** Positions of a serial-ordered list by distance from its middle, the lower of two middles first. */
function middleFirst<T>(items: readonly T[]): T[] {
  const mid = (items.length - 1) / 2;
  return items
    .map((x, i) => ({ x, d: Math.abs(i - mid), i }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((e) => e.x);
}


function chooseBye(players: readonly Entrant[], round: number, oracle: Matchability): Entrant {
  const scores = [...new Set(players.map((p) => p.score))].sort((a, b) => a - b);
  const order: Entrant[] = [];
  for (const s of scores) order.push(...middleFirst(players.filter((p) => p.score === s).sort(bySerial)));
  const eligible = order.filter((p) => !p.hadFullBye);
  if (eligible.length === 0) {
    fail(
      "NO_PAIRING",
      `Round ${round} cannot be paired: an odd number of players is left and every one of them has already had a bye`,
    );
  }
  for (const p of eligible)
    if (
      oracle.perfect(
        players.filter((q) => q !== p),
        null,
      )
    )
      return p;
  fail(
    "NO_PAIRING",
    `Round ${round} cannot be paired: whoever gets the bye, some of the other players have already played everyone they could be paired with`,
  );
}

/** Which players of a group (with those come down from above) are paired here, and who goes on down. */
function splitGroup(
  merged: readonly Entrant[],
  own: ReadonlySet<Entrant>,
  rest: readonly Entrant[],
  oracle: Matchability,
): { inner: Entrant[]; down: Entrant[] } {
  const ordered = [...merged].sort(bySerial);
  // Who goes down first: the group's own players nearest the middle, then those who came from above.
  const order = [...middleFirst(ordered.filter((p) => own.has(p))), ...middleFirst(ordered.filter((p) => !own.has(p)))];
  for (let leaving = merged.length % 2; leaving <= merged.length; leaving += 2) {
    let budget = BUDGET;
    for (const down of combinations(order, leaving)) {
      if (--budget < 0) break;
      const out = new Set(down);
      const inner = ordered.filter((p) => !out.has(p));
      if (!oracle.perfect(inner, null)) continue;
      if (!oracle.perfect(down.length > 0 ? [...rest, ...down] : rest, null)) continue;
      return { inner, down: down.sort(bySerial) };
    }
  }
  return { inner: [], down: ordered };
}

/** Lowest serial against highest, next lowest against next highest…, avoiding repeats with look-ahead. */
function foldPair(players: readonly Entrant[], oracle: Matchability): [Entrant, Entrant][] {
  let remaining = [...players].sort(bySerial);
  const pairs: [Entrant, Entrant][] = [];
  while (remaining.length > 0) {
    const p = remaining[0] as Entrant;
    const others = remaining.slice(1);
    let chosen: Entrant | undefined;
    for (let i = others.length - 1; i >= 0; i--) {
      const q = others[i] as Entrant;
      if (
        allowed(p, q, null) &&
        oracle.perfect(
          others.filter((x) => x !== q),
          null,
        )
      ) {
        chosen = q;
        break;
      }
    }
    const q = chosen ?? (others[others.length - 1] as Entrant);
    pairs.push([p, q]);
    remaining = others.filter((x) => x !== q);
  }
  return pairs;
}

/** The second consideration: exchange opponents between two boards when that leaves fewer colour misfits. */
function improveColours(pairs: [Entrant, Entrant][]): [Entrant, Entrant][] {
  const boards = pairs.slice();
  const misfits = (p: [Entrant, Entrant]): number => colours1954(p[0], p[1]).misfits;
  for (let i = 0; i < boards.length; i++) {
    const bi = boards[i] as [Entrant, Entrant];
    const mi = misfits(bi);
    if (mi === 0) continue;
    let best: { j: number; a: [Entrant, Entrant]; b: [Entrant, Entrant]; score: number } | null = null;
    for (let j = 0; j < boards.length; j++) {
      if (j === i) continue;
      const bj = boards[j] as [Entrant, Entrant];
      const before = mi + misfits(bj);
      const options: [[Entrant, Entrant], [Entrant, Entrant]][] = [
        [
          [bi[0], bj[1]],
          [bj[0], bi[1]],
        ],
        [
          [bi[0], bj[0]],
          [bi[1], bj[1]],
        ],
      ];
      for (const [a, b] of options) {
        if (!allowed(a[0], a[1], null) || !allowed(b[0], b[1], null)) continue;
        const after = misfits(a) + misfits(b);
        if (after >= before) continue;
        const score = after * 1000 + Math.abs(j - i);
        if (best === null || score < best.score) best = { j, a, b, score };
      }
    }
    if (best !== null) {
      boards[i] = best.a;
      boards[best.j] = best.b;
    }
  }
  return boards;
}

/**
 * Pairs round `round` by the 1954 Pan-American rules (seed 003).
 * Throws ChessInputError NO_PAIRING when the players cannot all be paired without a repeat game.
 * @example
 * // Round 1 with seven players: 1–7, 2–6, 3–5 and No. 4 has the bye; colours by rule (c).
 * pairPanAm1954(t, 1).boards // [{ white: 7, black: 1 }, { white: 6, black: 2 }, { white: 5, black: 3 }]
 */
export function pairPanAm1954(t: Tournament, round: number, _options: PairingOptions = {}): Pairing {
  const roster = readRoster(t, round, { forfeitsWithdraw: FORFEITS_WITHDRAW });
  const players = [...roster.active].sort((a, b) => b.score - a.score || a.id - b.id);
  players.forEach((p, i) => (p.rank = i));
  const oracle = new Matchability(players);
  const unpaired: Unpaired[] = [];
  let field = players;
  if (players.length % 2 === 1) {
    const bye =
      round === 1
        ? ([...players].sort(bySerial)[(players.length - 1) / 2] as Entrant)
        : chooseBye(players, round, oracle);
    unpaired.push({ player: bye.id, reason: "pab" });
    field = players.filter((p) => p !== bye);
  } else if (!oracle.perfect(players, null)) {
    fail(
      "NO_PAIRING",
      `Round ${round} cannot be paired: some players have already played everyone they could be paired with, and no two players meet twice`,
    );
  }
  const pairs: [Entrant, Entrant][] = [];
  const scores = [...new Set(field.map((p) => p.score))].sort((a, b) => b - a);
  let carry: Entrant[] = [];
  for (let g = 0; g < scores.length; g++) {
    const group = field.filter((p) => p.score === scores[g]);
    const rest = field.filter((p) => p.score < (scores[g] as number));
    const { inner, down } = splitGroup([...carry, ...group], new Set(group), rest, oracle);
    pairs.push(...improveColours(foldPair(inner, oracle)));
    carry = down;
  }
  if (carry.length > 0) pairs.push(...improveColours(foldPair(carry, oracle)));
  const boards: Board[] = pairs
    .map(([a, b]) => ({ top: Math.max(a.score, b.score), low: Math.min(a.id, b.id), c: colours1954(a, b) }))
    .sort((x, y) => y.top - x.top || x.low - y.low)
    .map((x) => ({ white: x.c.white.id, black: x.c.black.id }));
  unpaired.push(...roster.sitting);
  return { round, boards, unpaired };
}

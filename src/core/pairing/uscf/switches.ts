/**
 * US Chess 29E5: colour switches inside a score group.
 *
 * Going down the boards, a board whose players are due the same colour (29E4 decides, the other
 * misses out) looks for a switch with one other board that leaves the two boards better off in
 * colours — fewer third colours in a row (27A4), then fewer players missing an equalisation, then
 * fewer missing an alternation:
 * - a transposition (A–C, B–D → A–D, B–C), whose size is the smaller of |C − D| and |A − B| (29E5c);
 * - an interchange (A–C, B–D → A–B, C–D: B, the lower top-half player, and C, the higher bottom-half
 *   player, change halves), whose size is |B − C| (29E5d).
 * A switch made for equalisation may be up to 200 points (29E5b), one made only for alternation up to
 * 80 (29E5a); switches involving an unrated player are exempt (29E5g). Among the switches allowed,
 * the one leaving fewest equalisation misses wins, then a transposition within 80 points before
 * anything else (29E5e), then the smallest, then fewest alternation misses, then the nearest board.
 * A switch never creates a repeat pairing nor puts team-mates together where they are kept apart.
 */
import { conflictOf, type Strength } from "./colour";
import { pairOf, ratingGap, switchLimit, type Pair } from "./group";
import { allowed, type TeamRule } from "./matchable";

/** Boards' colour trouble as [third colours in a row, equalisation misses, alternation misses]. */
function misses(a: Strength, b: Strength): [number, number, number] {
  const n = (k: Strength): number => (a === k ? 1 : 0) + (b === k ? 1 : 0);
  return [n(3), n(2), n(1)];
}

interface Candidate {
  readonly j: number;
  readonly pairs: readonly [Pair, Pair];
  readonly key: readonly number[];
}

/**
 * Improves colours by single switches, board by board from the top; `pairs` are in rank order of
 * their higher player. Returns new pairs; the input is not changed.
 * @example improveColours(pairs, null) // A–D, B–C when A and C are both due white and B, D black
 */
export function improveColours(pairs: readonly Pair[], rule: TeamRule | null): Pair[] {
  const boards = pairs.slice();
  const conflicts = boards.map((p) => conflictOf(p.hi, p.lo));
  for (let i = 0; i < boards.length; i++) {
    const ci = conflicts[i] as Strength;
    if (ci === 0) continue;
    let best: Candidate | null = null;
    for (let j = 0; j < boards.length; j++) {
      if (j === i) continue;
      const cj = conflicts[j] as Strength;
      const [beforeHard, beforeEq, beforeAlt] = misses(ci, cj);
      const upper = boards[Math.min(i, j)] as Pair;
      const lower = boards[Math.max(i, j)] as Pair;
      const options: [number, Pair, Pair, number][] = [
        [
          0,
          pairOf(upper.hi, lower.lo),
          pairOf(lower.hi, upper.lo),
          Math.min(ratingGap(upper.lo, lower.lo), ratingGap(upper.hi, lower.hi)),
        ],
        [1, pairOf(upper.hi, lower.hi), pairOf(upper.lo, lower.lo), ratingGap(lower.hi, upper.lo)],
      ];
      for (const [kind, p, q, size] of options) {
        if (!allowed(p.hi, p.lo, rule) || !allowed(q.hi, q.lo, rule)) continue;
        const [hard, eq, alt] = misses(conflictOf(p.hi, p.lo), conflictOf(q.hi, q.lo));
        const after = [hard, eq, alt];
        if (!lexLess(after, [beforeHard, beforeEq, beforeAlt])) continue;
        const forEqualisation = hard < beforeHard || (hard === beforeHard && eq < beforeEq);
        if (size > switchLimit(forEqualisation ? 2 : 1)) continue;
        const closeTransposition = kind === 0 && size <= 80 ? 0 : 1;
        const key = [hard, eq, closeTransposition, size, alt, kind, Math.abs(j - i), j];
        if (best === null || lexLess(key, best.key)) best = { j, pairs: [p, q], key };
      }
    }
    if (best === null) continue;
    const [p, q] = best.pairs;
    const lowIndex = Math.min(i, best.j);
    const highIndex = Math.max(i, best.j);
    // Keep the boards in rank order of their higher player: p holds the better of the two.
    boards[lowIndex] = p.hi.rank <= q.hi.rank ? p : q;
    boards[highIndex] = p.hi.rank <= q.hi.rank ? q : p;
    conflicts[lowIndex] = conflictOf((boards[lowIndex] as Pair).hi, (boards[lowIndex] as Pair).lo);
    conflicts[highIndex] = conflictOf((boards[highIndex] as Pair).hi, (boards[highIndex] as Pair).lo);
  }
  return boards;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k++) {
    const d = (a[k] as number) - (b[k] as number);
    if (d !== 0) return d < 0;
  }
  return false;
}

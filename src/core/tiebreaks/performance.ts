/**
 * US Chess 34E10 Opposition's performance: the average of the opponents' performance ratings. Each
 * opponent's performance is the linear "rule of 400" over that opponent's games played over the
 * board: (sum of their opponents' ratings + 400 × (wins − losses)) / games.
 */
import { memo, playedGames, type TiebreakContext } from "./context";
import { requireRatings } from "./ratings";
import type { PlayerTiebreak } from "./types";

/** A fraction n/d with d > 0, kept exact. */
interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);

function gcd(a: bigint, b: bigint): bigint {
  let x = a < ZERO ? -a : a;
  let y = b;
  while (y !== ZERO) [x, y] = [y, x % y];
  return x === ZERO ? ONE : x;
}

function add(a: Fraction, b: Fraction): Fraction {
  const n = a.n * b.d + b.n * a.d;
  const d = a.d * b.d;
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/** floor(n / d) for d > 0 (BigInt division truncates toward zero). */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== ZERO && n < ZERO ? q - ONE : q;
}

/**
 * The rule-of-400 performance of every player, as exact fractions (null with no game over the board).
 * @example performances(ctx)[0] // { n: 1900, d: 1 } (bigints): four games against 1700s, 3 wins and 1 loss, (6800 + 800) / 4
 */
export function performances(ctx: TiebreakContext): readonly (Fraction | null)[] {
  return memo(ctx, "US performance", () => {
    const ratings = requireRatings(ctx, "PERFORMANCE");
    return ctx.tournament.players.map((p) => {
      const games = playedGames(ctx, p.id);
      if (games.length === 0) return null;
      let sum = 0;
      for (const e of games)
        sum += (ratings[e.opponent - 1] ?? 0) + (e.kind === "win" ? 400 : e.kind === "loss" ? -400 : 0);
      const g = gcd(BigInt(sum), BigInt(games.length));
      return { n: BigInt(sum) / g, d: BigInt(games.length) / g };
    });
  });
}

/**
 * PERFORMANCE: the mean of the opponents' performance ratings, over the opponents met over the board,
 * rounded to a whole number, halves up; 0 for a player with no game over the board.
 * @example PERFORMANCE.value(ctx, id) // 1850 when the two opponents performed at 1800 and 1900
 */
export const PERFORMANCE: PlayerTiebreak = {
  code: "PERFORMANCE",
  title: "Opposition's performance",
  rule: "US Chess 34E10",
  scale: 1,
  better: "higher",
  needsRatings: true,
  scope: "player",
  value: (ctx, id) => {
    const perf = performances(ctx);
    const games = playedGames(ctx, id);
    if (games.length === 0) return 0;
    let total: Fraction = { n: ZERO, d: ONE };
    for (const e of games) total = add(total, perf[e.opponent - 1] ?? { n: ZERO, d: ONE });
    const d = total.d * BigInt(games.length);
    return Number(floorDiv(TWO * total.n + d, TWO * d));
  },
};

/**
 * FIDE C.07 9.2 Koya system: the points scored against the opponents who reached the limit, by
 * default half the maximum score (50 %); modified as a percentage or by half-points (L+n / L−n). In a
 * round robin with an odd number of players the maximum is one game fewer (the bye round), and each
 * player who never played lowers it by one more.
 */
import { entryAt, entryPoints, memo, type TiebreakContext } from "../context";

/** The maximum number of games a player could score from, for the limit. */
function maxGames(ctx: TiebreakContext): number {
  return memo(ctx, "FIDE KS games", () => {
    let games = ctx.rounds;
    const n = ctx.tournament.players.length;
    if (!ctx.roundRobin) return games;
    if (n > 0 && ctx.rounds % n === 0) games -= ctx.rounds / n;
    for (const p of ctx.tournament.players) {
      let met = false;
      for (let r = 0; r < ctx.rounds && !met; r++) {
        const e = entryAt(p.rounds, r);
        met = e !== null && (e.opponent > 0 || e.kind === "pab");
      }
      if (!met) games -= 1;
    }
    return games;
  });
}

/**
 * Koya of player `id` in tenths: the points of each round against an opponent whose score reaches
 * `percent` % of the maximum plus `shift` tenths.
 * @example koya(ctx, 1, 50, 0) // 15 for a win and a draw against the players on 50 % or more
 */
export function koya(ctx: TiebreakContext, id: number, percent: number, shift: number): number {
  const limit = percent * ctx.system.win * maxGames(ctx) + 100 * shift; // hundredths of tenths
  const p = ctx.tournament.players[id - 1];
  let total = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p?.rounds ?? [], r);
    if (e === null || e.opponent <= 0) continue;
    if (100 * (ctx.scores[e.opponent - 1] ?? 0) >= limit) total += entryPoints(ctx, e);
  }
  return total;
}

/** FIDE C.07 7.5 Progressive scores (sum of the running score after each round), with Cut-n. */
import { entryAt, entryPoints, type TiebreakContext } from "../context";

/**
 * Progressive score of player `id` in tenths: the running score after each round, summed, without
 * the first `low` rounds (Cut-n); unplayed rounds count with the points they gave.
 * @example progressive(ctx, 1, 1) // 100 for bye, W, L, D, W without round 1 (2 + 2 + 2½ + 3½)
 */
export function progressive(ctx: TiebreakContext, id: number, low: number): number {
  const p = ctx.tournament.players[id - 1];
  let running = 0;
  let total = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p?.rounds ?? [], r);
    running += entryPoints(ctx, e);
    if (r >= low) total += running;
  }
  return total;
}

/**
 * FIDE C.07 8.1 Buchholz, 8.3 Fore Buchholz and 9.1 Sonneborn-Berger, with the Cut-n and Median-n
 * modifiers of any depth (C.07 14) and the unplayed-round rules of C.07 16 (unplayed.ts).
 */
import { memo, type TiebreakContext } from "../context";
import { contributions, cut } from "./unplayed";

/**
 * Buchholz of player `id` in tenths: the opponents' adjusted scores, an own unplayed round counting
 * the dummy opponent; `low` least and `high` most significant contributions cut; `fore` for FB.
 * @example buchholz(ctx, 1, 1, 0, false) // Buchholz Cut-1 of #1
 */
export function buchholz(ctx: TiebreakContext, id: number, low: number, high: number, fore: boolean): number {
  return cut(contributions(ctx, id, fore), low, high, ctx.rounds).reduce((s, c) => s + c.value, 0);
}

/**
 * Sonneborn-Berger of player `id` in twentieths of a point (half of a half point is a quarter): each
 * contribution times the points the player obtained in that round, after the cuts.
 * @example sonnebornBerger(ctx, 1, 0, 0) // 125 (6¼) for a win against 4½ and a draw against 3½
 */
export function sonnebornBerger(ctx: TiebreakContext, id: number, low: number, high: number): number {
  return cut(contributions(ctx, id), low, high, ctx.rounds, true).reduce((s, c) => s + (c.value * c.points) / 5, 0);
}

/**
 * Every player's Buchholz (with these modifiers), computed once per context: what AOB averages.
 * @example allBuchholz(ctx, 0, 0, false)[0] // BH of #1, tenths
 */
export function allBuchholz(ctx: TiebreakContext, low: number, high: number, fore: boolean): readonly number[] {
  return memo(ctx, `FIDE BH ${low} ${high} ${fore}`, () =>
    ctx.tournament.players.map((p) => buchholz(ctx, p.id, low, high, fore)),
  );
}

/**
 * FIDE C.07 6 Direct encounter, among the tied players:
 * - When all of them met (over the board), they rank by the points scored in those games (repeated
 *   meetings averaged); players still level are compared again among themselves.
 * - When not all met (a Swiss), a player ranks first only if what he scored against the others is
 *   more than any of them could reach by winning every game they did not play; then the same is done
 *   for the rest.
 * - With pre-determined pairings (a round robin) a forfeit counts as a game against the scheduled
 *   opponent, and the tied players rank by their points against each other as if all had met.
 * The value is the rank within the tied group (1 first); players it cannot separate share a rank.
 */

/** The games a DE reads: over the board, or in a round robin every scheduled one (forfeits too). */
function encounterGames(ctx: TiebreakContext, id: number): Entry[] {
  if (!ctx.roundRobin) return playedGames(ctx, id);
  const out: Entry[] = [];
  const rounds = ctx.tournament.players[id - 1]?.rounds ?? [];
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(rounds, r);
    if (e !== null && e.opponent > 0) out.push(e);
  }
  return out;
}
import type { Entry } from "../../model/types";
import { entryAt, entryPoints, playedGames, type TiebreakContext } from "../context";
import type { GroupTiebreak } from "../types";

/** Points (in tenths × `scale`) each member scored against the others, and how many of them he met. */
function encounters(
  ctx: TiebreakContext,
  group: readonly number[],
): { points: number[]; met: number[]; scale: number } {
  const members = new Set(group);
  const perPair = group.map((id) => {
    const byOpponent = new Map<number, { sum: number; count: number }>();
    for (const e of encounterGames(ctx, id)) {
      if (!members.has(e.opponent)) continue;
      const got = entryPoints(ctx, e);
      const o = byOpponent.get(e.opponent) ?? { sum: 0, count: 0 };
      byOpponent.set(e.opponent, { sum: o.sum + got, count: o.count + 1 });
    }
    return byOpponent;
  });
  // Repeated meetings are averaged: work in units of 1/scale tenths so that every average is whole.
  let scale = 1;
  for (const m of perPair) for (const { count } of m.values()) scale = lcm(scale, count);
  const points = perPair.map((m) => [...m.values()].reduce((s, o) => s + (o.sum * scale) / o.count, 0));
  return { points, met: perPair.map((m) => m.size), scale };
}

function lcm(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** Assigns ranks from `first` to the members of `group` (pairing numbers). */
function rank(ctx: TiebreakContext, group: readonly number[], first: number, out: Map<number, number>): void {
  if (group.length === 1) {
    out.set(group[0] as number, first);
    return;
  }
  const { points, met, scale } = encounters(ctx, group);
  const everyoneMet = ctx.roundRobin || met.every((m) => m === group.length - 1);
  if (everyoneMet) {
    const order = group.map((id, i) => ({ id, p: points[i] as number })).sort((a, b) => b.p - a.p || a.id - b.id);
    if ((order[0] as { p: number }).p === (order[order.length - 1] as { p: number }).p) {
      for (const id of group) out.set(id, first);
      return;
    }
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      while (end < order.length && (order[end] as { p: number }).p === (order[start] as { p: number }).p) end++;
      rank(
        ctx,
        order.slice(start, end).map((o) => o.id),
        first + start,
        out,
      );
      start = end;
    }
    return;
  }
  // Not all met: can someone not be caught?
  const best = points.reduce((b, p, i) => (p > (points[b] as number) ? i : b), 0);
  const win = ctx.system.win * scale;
  const caught = group.some(
    (_, i) =>
      i !== best && (points[i] as number) + (group.length - 1 - (met[i] as number)) * win >= (points[best] as number),
  );
  if (caught) {
    for (const id of group) out.set(id, first);
    return;
  }
  out.set(group[best] as number, first);
  rank(
    ctx,
    group.filter((_, i) => i !== best),
    first + 1,
    out,
  );
}

/**
 * FIDE_DE: the rank within the tied group (1 first, shared when not separated). TIEBREAK takes the
 * players on the same score as the group; STANDINGS the players still tied at this system.
 * @example FIDE_DE.values(ctx, [4, 9]) // [2, 1] when #9 beat #4
 */
export const FIDE_DE: GroupTiebreak = {
  code: "FIDE_DE",
  title: "Direct encounter",
  rule: "FIDE C.07 6",
  scale: 1,
  better: "lower",
  needsRatings: false,
  scope: "group",
  values: (ctx, group) => {
    const out = new Map<number, number>();
    rank(
      ctx,
      [...group].sort((a, b) => a - b),
      1,
      out,
    );
    return group.map((id) => out.get(id) ?? 1);
  },
};

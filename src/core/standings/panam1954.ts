/**
 * The tie order of the Second Pan American Chess Congress, 1954 (seed 003, "Tie Scores"):
 * (a) game score; (b) Sonneborn-Berger; (c) the game between the tied players; (d) wins against
 * players of higher standing on the final score sheet; (e) losses to players of lower standing
 * (fewer ranks higher); (f) players who did not finish are placed by game score only, below those who
 * finished on the same score, the one who quit first last, and on the same round the lower serial
 * number higher.
 *
 * Choices where the 1954 text is silent: Sonneborn-Berger is the US 34E8 one (unplayed games of an
 * opponent count ½); (c) with three or more still tied counts wins less losses among them (for two
 * it is the game between them); (c)–(e) count games played over the board.
 */
import { entryAt, playedGames, type TiebreakContext } from "../tiebreaks/context";
import { SONNEBORN_BERGER } from "../tiebreaks/sonneborn-berger";
import { HEAD_TO_HEAD } from "../tiebreaks/head-to-head";
import type { Criterion } from "./rank";
import { criterionOf } from "./criteria";

/**
 * The last round in which the player took part (a game, a forfeit win or a bye with points); a
 * player who finished took part in the last round of the event and is not marked withdrawn.
 * @example lastRoundTakenPart(ctx, 7) // 3 for W, L, D then nothing recorded
 */
export function lastRoundTakenPart(ctx: TiebreakContext, id: number): number {
  const rounds = ctx.tournament.players[id - 1]?.rounds ?? [];
  for (let r = ctx.rounds - 1; r >= 0; r--) {
    const e = entryAt(rounds, r);
    if (e !== null && e.kind !== "zeroBye" && e.kind !== "forfeitLoss") return r + 1;
  }
  return 0;
}

/**
 * Starting blocks and criteria of the 1954 order: per score, the finishers in one block, then each
 * player who quit in a block of his own.
 * @example panam1954Order(ctx).criteria.map((c) => c.label) // ["SONNEBORN_BERGER", "GAME_BETWEEN", "WINS_VS_HIGHER", "LOSSES_VS_LOWER"]
 */
export function panam1954Order(ctx: TiebreakContext): { blocks: number[][]; criteria: Criterion[] } {
  const byScore = new Map<number, { finished: number[]; quit: { id: number; last: number }[] }>();
  for (const p of ctx.tournament.players) {
    const s = ctx.scores[p.id - 1] ?? 0;
    const g = byScore.get(s) ?? { finished: [], quit: [] };
    byScore.set(s, g);
    const last = lastRoundTakenPart(ctx, p.id);
    if (last === ctx.rounds && p.withdrawn !== true) g.finished.push(p.id);
    else g.quit.push({ id: p.id, last });
  }
  const blocks: number[][] = [];
  for (const [, g] of [...byScore.entries()].sort((a, b) => b[0] - a[0])) {
    if (g.finished.length > 0) blocks.push(g.finished);
    g.quit.sort((a, b) => b.last - a.last || a.id - b.id).forEach((q) => blocks.push([q.id]));
  }
  const wins = (block: readonly number[], against: (id: number) => boolean, kind: "win" | "loss") =>
    block.map((id) => playedGames(ctx, id).filter((e) => e.kind === kind && against(e.opponent)).length);
  const criteria: Criterion[] = [
    criterionOf(ctx, SONNEBORN_BERGER),
    criterionOf(ctx, HEAD_TO_HEAD, "GAME_BETWEEN"),
    {
      label: "WINS_VS_HIGHER",
      scale: 1,
      better: "higher",
      blockOnly: true,
      values: (block, place) => wins(block, place.above, "win"),
    },
    {
      label: "LOSSES_VS_LOWER",
      scale: 1,
      better: "lower",
      blockOnly: true,
      values: (block, place) => wins(block, place.below, "loss"),
    },
  ];
  return { blocks, criteria };
}

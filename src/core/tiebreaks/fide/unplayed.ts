/**
 * FIDE C.07 Article 16, unplayed rounds, as the version in force (2023 or 2026) and the kind of event
 * (Swiss, or pre-determined pairings: a round robin) say:
 * - A voluntary unplayed round (VUR, 16.2) is a requested bye (half or zero points), an absence (a
 *   round with nothing recorded, or not paired) or a forfeit loss. A forfeit win, the
 *   pairing-allocated bye and a full-point bye are not voluntary.
 * - Opponents' tiebreaks read the player's adjusted score (16.3): every round counts as scored,
 *   except the byes and absences after the last round the player was available (a game, a forfeit
 *   win, a PAB or a full-point bye, or a paired forfeit loss): in a Swiss those count as draws — the
 *   player who withdrew; with pre-determined pairings as nothing.
 * - In a Swiss the player's own unplayed rounds (forfeits and byes of every kind) count as games
 *   against a dummy opponent whose score is the player's own final score (16.4). From 2026 that
 *   dummy is capped (16.4.1: a forfeit at the scheduled opponent's adjusted score; 16.4.2: a bye at
 *   half a point per round of the event). For SB the dummy's score is multiplied by the points
 *   obtained in that round.
 * - With pre-determined pairings a forfeit counts as a game against the scheduled opponent, and a
 *   round without an opponent counts for nothing (16.1, C.07 rules for round robins).
 * - With Cut modifiers the VUR contributions are cut first (16.5).
 * - Fore Buchholz (8.3) counts every game of the last round as a draw, played.
 * This follows FIDE's reference implementation (TieBreakServer) where the text is terse.
 */
import type { Entry } from "../../model/types";
import { isPlayed } from "../../model/points";
import { entryAt, entryPoints, memo, type TiebreakContext } from "../context";

/**
 * True for a voluntary unplayed round: requested half- or zero-point bye, absence, forfeit loss.
 * @example isVur({ kind: "halfBye", opponent: 0, colour: null }) // true
 */
export function isVur(e: Entry | null): boolean {
  return e === null || e.kind === "halfBye" || e.kind === "zeroBye" || e.kind === "forfeitLoss";
}

/** A game over the board against a real opponent. */
function isGame(e: Entry | null): e is Entry {
  return e !== null && isPlayed(e) && e.opponent > 0;
}

/** Each player's adjusted score and own (dummy) score, plain or for Fore Buchholz. */
interface Adjusted {
  /** Adjusted score (16.3), tenths, index = pairing number − 1. */
  readonly adjusted: readonly number[];
  /** The score a dummy opponent of the player has (16.4): the own score, Fore-adjusted for FB. */
  readonly own: readonly number[];
}

function computeAdjusted(ctx: TiebreakContext, fore: boolean): Adjusted {
  const adjusted: number[] = [];
  const own: number[] = [];
  const last = ctx.rounds - 1;
  // Rounds past those that count as scored count as a draw in a Swiss (16.3), nothing in a round robin.
  const noOpponent = ctx.roundRobin ? 0 : ctx.system.draw;
  for (const p of ctx.tournament.players) {
    let available = 0; // rounds 1..available count as scored (16.3)
    let met = 0; // the last round with an opponent or the PAB
    for (let r = 0; r < ctx.rounds; r++) {
      const e = entryAt(p.rounds, r);
      if (!isVur(e)) available = r + 1;
      if (e !== null && (e.opponent > 0 || e.kind === "pab")) met = r + 1;
    }
    const foreMode = fore && met === ctx.rounds && ctx.rounds > 0;
    if (foreMode) available = met;
    let total = 0;
    for (let r = 0; r < ctx.rounds; r++) {
      const e = entryAt(p.rounds, r);
      const points = entryPoints(ctx, e);
      total += r < available || (e !== null && e.opponent > 0) ? points : noOpponent;
    }
    let score = ctx.scores[p.id - 1] ?? 0;
    const lastEntry = entryAt(p.rounds, last);
    if (foreMode && lastEntry !== null && lastEntry.opponent > 0) {
      const shift = ctx.system.draw - entryPoints(ctx, lastEntry);
      total += shift;
      score += shift;
    }
    adjusted.push(total);
    own.push(score);
  }
  return { adjusted, own };
}

/** The adjusted and own scores of every player, computed once per context (and per `fore`). */
function adjustedOf(ctx: TiebreakContext, fore: boolean): Adjusted {
  return memo(ctx, fore ? "FIDE adjusted fore" : "FIDE adjusted", () => computeAdjusted(ctx, fore));
}

/**
 * Every player's FIDE adjusted score in tenths (C.07 16.3), index = pairing number − 1; with `fore`,
 * as Fore Buchholz reads it (the last round a draw).
 * @example fideAdjustedScores(ctx)[4] // 25 for W, D, L, then absent twice after withdrawing (1½ + ½ + ½)
 */
export function fideAdjustedScores(ctx: TiebreakContext, fore: boolean = false): readonly number[] {
  return adjustedOf(ctx, fore).adjusted;
}

/** One round's contribution to a player's BH, FB or SB (C.07 8, 9, 16). */
export interface Contribution {
  /** The opponent's adjusted score, or the dummy opponent's score for an unplayed round, in tenths. */
  readonly value: number;
  /** Points the player obtained in the round, in tenths. */
  readonly points: number;
  /** A voluntary unplayed round (cut first). */
  readonly vur: boolean;
}

/**
 * The contributions of each round of the event to player `id`'s Buchholz-type tiebreaks (a round
 * robin's rounds without an opponent give none); with `fore`, as Fore Buchholz reads them.
 * @example contributions(ctx, 1).map((c) => c.value) // [25, 30, 20, 35, 30]
 */
export function contributions(ctx: TiebreakContext, id: number, fore: boolean = false): Contribution[] {
  const { adjusted, own: owns } = adjustedOf(ctx, fore);
  const p = ctx.tournament.players[id - 1];
  const out: Contribution[] = [];
  if (p === undefined) return out;
  const own = owns[id - 1] ?? 0;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p.rounds, r);
    const points = entryPoints(ctx, e);
    const opponent = e?.opponent ?? 0;
    const asPlayed = isGame(e) || (opponent > 0 && (ctx.roundRobin || (fore && r === ctx.rounds - 1)));
    if (asPlayed) out.push({ value: adjusted[opponent - 1] ?? 0, points, vur: false });
    else if (!ctx.roundRobin) {
      let value = own;
      if (ctx.rules === "2026")
        value = Math.min(value, opponent > 0 ? (adjusted[opponent - 1] ?? 0) : ctx.system.draw * ctx.rounds);
      out.push({ value, points, vur: isVur(e) });
    }
  }
  return out;
}

/**
 * Contributions left after cutting the `low` least significant (C.07 14.1; VURs first, 16.5) and
 * then the `high` most significant (14.2), as FIDE's reference implementation orders them: a VUR is
 * cut before a lower played round unless that round weighs more in the sum (`sb`: the contribution
 * is value × points).
 * @example cut([{value: 10, ...}, {value: 30, vur: true, ...}, {value: 20, ...}], 1, 0) // drops the VUR worth 30
 */
export function cut(
  list: readonly Contribution[],
  low: number,
  high: number,
  rounds: number = list.length,
  sb: boolean = false,
): Contribution[] {
  const weight = (c: Contribution): number => (sb ? c.value * c.points : c.value);
  // (value, weight) order; which of two equal contributions goes does not change the sum or any
  // later choice (a VUR tied with the lowest played round is cut first either way).
  const below = (a: Contribution, b: Contribution): boolean =>
    a.value < b.value || (a.value === b.value && weight(a) < weight(b));
  let lo = Math.min(low, rounds);
  let hi = Math.min(high, rounds - lo);
  const rest = [...list];
  while (lo > 0 && rest.length > 0) {
    let all = 0;
    let vur = -1;
    rest.forEach((c, i) => {
      if (below(c, rest[all] as Contribution)) all = i;
      if (c.vur && (vur < 0 || below(c, rest[vur] as Contribution))) vur = i;
    });
    const first = vur < 0 ? all : vur;
    rest.splice(weight(rest[all] as Contribution) > weight(rest[first] as Contribution) ? all : first, 1);
    lo--;
  }
  while (hi > 0 && rest.length > 0) {
    let top = 0;
    rest.forEach((c, i) => {
      if (below(rest[top] as Contribution, c)) top = i;
    });
    rest.splice(top, 1);
    hi--;
  }
  return rest;
}

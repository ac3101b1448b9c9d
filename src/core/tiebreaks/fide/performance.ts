/**
 * FIDE C.07 10 rating-based tiebreaks: 10.1 ARO (with Cut-n / Median-n), 10.2 TPR, 10.3 PTP, 10.4
 * APRO and 10.5 APPO. Games over the board only; an unrated opponent needs the event's rating for
 * unrated players (ratings.ts).
 */
import { ENTRY_POINTS } from "../../model/types";
import { divideHalfUp, memo, playedGames, type TiebreakContext } from "../context";
import { requireRatings } from "../ratings";
import type { TiebreakCode } from "../types";
import { expectedScore } from "./b02";
import { fideDp } from "./dp-table";

/** The opponents met over the board: their ratings and the points scored against them (tenths). */
interface RatedGame {
  readonly rating: number;
  readonly points: number;
}

function ratedGames(ctx: TiebreakContext, id: number, code: TiebreakCode): RatedGame[] {
  const ratings = requireRatings(ctx, code);
  return playedGames(ctx, id).map((e) => ({ rating: ratings[e.opponent - 1] ?? 0, points: ENTRY_POINTS[e.kind] }));
}

/** The average of the ratings, rounded half up; null with none. */
function average(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return divideHalfUp(
    ratings.reduce((s, r) => s + r, 0),
    ratings.length,
  );
}

/**
 * ARO of player `id` with the `low` lowest and `high` highest rated opponents cut (C.07 10.1, 14);
 * 0 with no game over the board.
 * @example aro(ctx, 3, 1, 0, "FIDE_ARO_C1") // 1850 for opponents 1800, 1850, 1850 without the 1800
 */
export function aro(ctx: TiebreakContext, id: number, low: number, high: number, code: TiebreakCode): number {
  let games = ratedGames(ctx, id, code)
    .map((g) => g.rating)
    .sort((a, b) => a - b);
  const lo = Math.min(low, ctx.rounds);
  const hi = Math.min(high, ctx.rounds - lo);
  games = games.slice(Math.min(lo, games.length));
  games = games.slice(0, Math.max(0, games.length - hi));
  return average(games) ?? 0;
}

/** TPR from the opponents' ratings and the points: ARO + dp(p), p rounded to whole percent (10.2). */
function tprOf(games: readonly RatedGame[]): number | null {
  const a = average(games.map((g) => g.rating));
  if (a === null) return null;
  return (
    a +
    fideDp(
      games.reduce((s, g) => s + g.points, 0),
      games.length,
    )
  );
}

/** Sum of the expected scores (hundredths) of a player rated `rating` against these opponents. */
function expectedSum(rating: number, games: readonly RatedGame[]): number {
  return games.reduce((s, g) => s + expectedScore(rating, g.rating), 0);
}

/**
 * PTP (10.3): the lowest rating whose expected score against the opponents (B.02 table 8.1b) reaches
 * the points scored; 0 points: the lowest opponent − 800; null with no game over the board.
 */
function ptpOf(games: readonly RatedGame[]): number | null {
  if (games.length === 0) return null;
  const score = games.reduce((s, g) => s + g.points, 0) * 10; // hundredths
  const ratings = games.map((g) => g.rating);
  if (score === 0) return Math.min(...ratings) - 800;
  if (score > 100 * games.length) return Math.max(...ratings) + 800;
  const start = tprOf(games) as number;
  const reaches = (r: number): boolean => expectedSum(r, games) >= score;
  let step = 16;
  let low: number;
  let high: number;
  if (reaches(start)) {
    high = start;
    while (reaches(start - step)) {
      high = start - step;
      step *= 2;
    }
    low = start - step;
  } else {
    low = start;
    while (!reaches(start + step)) {
      low = start + step;
      step *= 2;
    }
    high = start + step;
  }
  step = high - low;
  while (high - low > 1) {
    step = Math.floor(step / 2);
    if (reaches(low + step)) high -= step;
    else low += step;
  }
  return high;
}

/**
 * Every player's TPR (10.2) or PTP (10.3), null with no game over the board; computed once.
 * @example performances(ctx, "TPR", "FIDE_APRO")[0] // 2108
 */
export function performances(
  ctx: TiebreakContext,
  kind: "TPR" | "PTP",
  code: TiebreakCode,
): readonly (number | null)[] {
  return memo(ctx, `FIDE ${kind}`, () =>
    ctx.tournament.players.map((p) => {
      const games = ratedGames(ctx, p.id, code);
      return kind === "TPR" ? tprOf(games) : ptpOf(games);
    }),
  );
}

/**
 * APRO (10.4) or APPO (10.5): the average of the opponents' TPR or PTP over the games played,
 * rounded half up; 0 with no game over the board.
 * @example averagePerformance(ctx, 1, "TPR", "FIDE_APRO") // 1911
 */
export function averagePerformance(ctx: TiebreakContext, id: number, kind: "TPR" | "PTP", code: TiebreakCode): number {
  const all = performances(ctx, kind, code);
  const values: number[] = [];
  for (const e of playedGames(ctx, id)) {
    const v = all[e.opponent - 1];
    if (v !== null && v !== undefined) values.push(v);
  }
  return average(values) ?? 0;
}

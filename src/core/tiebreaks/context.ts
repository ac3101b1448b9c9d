/**
 * What every tiebreak reads, computed once per tournament: the rounds of the event, each player's
 * score and the US Chess adjusted scores. Tiebreak systems are pure functions of this context; what
 * only some systems need (cumulative scores, FIDE adjusted scores) is computed on first use and kept.
 */
import { STANDARD_POINTS, type Entry, type PointSystem, type Tournament } from "../model/types";
import { entryPoints as pointsOf, isPlayed } from "../model/points";
import { roundsPaired } from "../model/tournament";
import { isRoundRobin, rulesForDate, type RulesVersion, type TiebreakOptions } from "./options";

export interface TiebreakContext {
  readonly tournament: Tournament;
  /**
   * Rounds of the event so far: up to the last round with a game, a forfeit or the pairing-allocated
   * bye. Byes recorded ahead for the round about to be paired do not count yet.
   */
  readonly rounds: number;
  /** The event's point system (TRF 162 / BBW …), 1 / ½ / 0 unless the file says otherwise. */
  readonly system: PointSystem;
  /** Scores in tenths in the event's point system, index = pairing number − 1. */
  readonly scores: readonly number[];
  /**
   * US Chess adjusted scores in tenths (34E1; club guide): every unplayed round of the player —
   * byes, forfeits, or rounds not played after a withdrawal — counts as a draw (½ in 1-½-0), played games as scored.
   */
  readonly adjusted: readonly number[];
  /** The version of FIDE C.07 the FIDE systems follow (options, else the start date, else 2026). */
  readonly rules: RulesVersion;
  /** Pre-determined pairings (a round robin): C.07's rules for them apply to the FIDE systems. */
  readonly roundRobin: boolean;
  /** The rating given to unrated players by the rating-based systems, or null (an error). */
  readonly unrated: number | null;
  /** Values computed on first use by the systems that need them (see `memo`). */
  readonly cache: Map<string, unknown>;
}

/**
 * Rounds in which at least one player has an entry (blank columns at the end do not count).
 * @example eventRounds(t) // 5 for the 1967 B Division
 */
export function eventRounds(t: Tournament): number {
  let rounds = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= rounds; r--) {
      if (p.rounds[r] != null) {
        rounds = r + 1;
        break;
      }
    }
  }
  return rounds;
}

/**
 * The entry of a player in round r (0-based), or null when nothing is recorded.
 * @example entryAt(player.rounds, 0) // { kind: "win", opponent: 14, colour: null }
 */
export function entryAt(rounds: readonly (Entry | null)[], r: number): Entry | null {
  return rounds[r] ?? null;
}

/**
 * Builds the context once; tiebreaks reuse it. The options choose the C.07 version, the rating of
 * unrated players and the round-robin rules (options.ts).
 * @example tiebreakContext(t, { rules: "2023" }).adjusted[0] // opponent-facing adjusted score of #1, in tenths
 */
export function tiebreakContext(t: Tournament, options: TiebreakOptions = {}): TiebreakContext {
  const rounds = roundsPaired(t);
  const system = t.pointSystem ?? STANDARD_POINTS;
  const scores: number[] = [];
  const adjusted: number[] = [];
  for (const p of t.players) {
    let s = 0;
    let a = 0;
    for (let r = 0; r < rounds; r++) {
      const e = entryAt(p.rounds, r);
      s += pointsOf(e, system);
      a += isPlayed(e) ? pointsOf(e, system) : system.draw;
    }
    scores.push(s);
    adjusted.push(a);
  }
  return {
    tournament: t,
    rounds,
    system,
    scores,
    adjusted,
    rules: options.rules ?? rulesForDate(t.info.startDate),
    roundRobin: options.roundRobin ?? isRoundRobin(t),
    unrated: options.unrated ?? null,
    cache: new Map(),
  };
}

/**
 * A per-tournament value computed once: the first call computes it, later calls reuse it.
 * @example memo(ctx, "cumulative", () => ctx.scores.map(...))
 */
export function memo<T>(ctx: TiebreakContext, key: string, compute: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = compute();
  ctx.cache.set(key, value);
  return value;
}

/**
 * The adjusted scores a player's tiebreak reads, one per round of the event: the opponent's adjusted
 * score for a game played over the board, 0 for each of the player's own unplayed rounds (US Chess
 * 34E1: "they count as opponents with adjusted scores of 0").
 * @example opponentAdjustedScores(ctx, 2) // [15, 30, 35, 25, 25] for Michael Weber
 */
export function opponentAdjustedScores(ctx: TiebreakContext, player: number): number[] {
  const p = ctx.tournament.players[player - 1];
  const out: number[] = [];
  if (p === undefined) return out;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p.rounds, r);
    out.push(e !== null && isPlayed(e) ? (ctx.adjusted[e.opponent - 1] ?? 0) : 0);
  }
  return out;
}

/**
 * The games a player played over the board, in round order (forfeits and byes left out).
 * @example playedGames(ctx, 3).length // 3 for W5, D1, D2 after a forfeit win
 */
export function playedGames(ctx: TiebreakContext, player: number): Entry[] {
  const p = ctx.tournament.players[player - 1];
  const out: Entry[] = [];
  if (p === undefined) return out;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p.rounds, r);
    if (e !== null && isPlayed(e) && e.opponent > 0) out.push(e);
  }
  return out;
}

/**
 * Points, in tenths, an entry gives in the event's point system (nothing recorded: a zero-point bye's).
 * @example entryPoints(ctx, { kind: "draw", opponent: 3, colour: "w" }) // 5, or 10 in 3-1-0
 */
export function entryPoints(ctx: TiebreakContext, e: Entry | null): number {
  return pointsOf(e, ctx.system);
}

/**
 * Integer division rounded to the nearest whole number, halves up (both arguments whole, d > 0).
 * @example divideHalfUp(3625, 2) // 1813
 */
export function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

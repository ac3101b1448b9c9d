/**
 * What every tiebreak reads, computed once per tournament: the rounds of the event, each player's
 * score and the US Chess adjusted scores. Tiebreak systems are pure functions of this context.
 */
import { ENTRY_POINTS, type Entry, type Tournament } from "../model/types";
import { isPlayed } from "../model/points";

export interface TiebreakContext {
  readonly tournament: Tournament;
  /** Rounds of the event so far: round columns in which any player has an entry. */
  readonly rounds: number;
  /** Scores in tenths, index = pairing number − 1. */
  readonly scores: readonly number[];
  /**
   * US Chess adjusted scores in tenths (34E1; club guide): every unplayed round of the player —
   * byes, forfeits, or rounds not played after a withdrawal — counts ½, played games as scored.
   */
  readonly adjusted: readonly number[];
}

/** Rounds in which at least one player has an entry (blank columns at the end do not count). */
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

/** The entry of a player in round r (0-based), or null when nothing is recorded. */
export function entryAt(rounds: readonly (Entry | null)[], r: number): Entry | null {
  return rounds[r] ?? null;
}

/**
 * Builds the context once; tiebreaks reuse it.
 * @example tiebreakContext(t).adjusted[0] // opponent-facing adjusted score of #1, in tenths
 */
export function tiebreakContext(t: Tournament): TiebreakContext {
  const rounds = eventRounds(t);
  const scores: number[] = [];
  const adjusted: number[] = [];
  for (const p of t.players) {
    let s = 0;
    let a = 0;
    for (let r = 0; r < rounds; r++) {
      const e = entryAt(p.rounds, r);
      if (e !== null) s += ENTRY_POINTS[e.kind];
      a += isPlayed(e) ? ENTRY_POINTS[(e as Entry).kind] : 5;
    }
    scores.push(s);
    adjusted.push(a);
  }
  return { tournament: t, rounds, scores, adjusted };
}

/**
 * The adjusted scores a player's tiebreak reads, one per round of the event: the opponent's adjusted
 * score for a game played over the board, 0 for each of the player's own unplayed rounds (US Chess
 * 34E1: "they count as opponents with adjusted scores of 0").
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

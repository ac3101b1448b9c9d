/**
 * What a Dutch pairing reads beyond the results, in one place: the point system (C.04.1: the scores
 * the brackets see), accelerated points (C.04.5, the Baku method, or per player from the file) and
 * the pairs that must not meet (C.04.1 / C1: treated like a rematch), as bbpPairings reads them from
 * TRF-2026 (`162`, `250`, `260`, `192 …_BAKU`) and TRF(bx) (`BBW` …, `XXA`, `XXP`).
 */
import { fail } from "../../errors";
import { STANDARD_POINTS, type Player, type PointSystem, type Tournament } from "../../model/types";

/** Plain options a workbook or a CLI passes for these, merged into the tournament (options win). */
export interface DutchInputOptions {
  /** The point system (default the tournament's, else 1 / ½ / 0). */
  readonly pointSystem?: PointSystem;
  /** Accelerated points per pairing number: index 0 = round 1, in tenths. */
  readonly accelerations?: ReadonlyMap<number, readonly number[]>;
  /** The Baku method (C.04.5) when no player has accelerations of his own. */
  readonly baku?: boolean;
  /** Pairs that must never meet (added to the tournament's). */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
}

/**
 * The tournament with the options merged in.
 * @example withDutchInputs(t, { baku: true }).bakuAcceleration // true
 */
export function withDutchInputs(t: Tournament, o: DutchInputOptions): Tournament {
  const accelerations = o.accelerations;
  return {
    ...t,
    pointSystem: o.pointSystem ?? t.pointSystem,
    bakuAcceleration: o.baku ?? t.bakuAcceleration,
    forbiddenPairs: [...(t.forbiddenPairs ?? []), ...(o.forbiddenPairs ?? [])],
    players: accelerations === undefined ? t.players : withAccelerations(t.players, accelerations),
  };
}

/** The players with their accelerations from the options (a function apart: most events have none). */
function withAccelerations(
  players: readonly Player[],
  accelerations: ReadonlyMap<number, readonly number[]>,
): Player[] {
  return players.map((p) => {
    const a = accelerations.get(p.id);
    return a === undefined ? p : { ...p, accelerations: a };
  });
}

/**
 * The point system in force.
 * @example pointSystemOf(t).win // 10, or 30 in 3-1-0
 */
export function pointSystemOf(t: Tournament): PointSystem {
  return t.pointSystem ?? STANDARD_POINTS;
}

/**
 * A.7: a topscorer has more than this many tenths after `played` rounds — half the maximum score
 * (bbpPairings: rounds × the larger of win and draw, halved), in the event's point system.
 * @example topScoreThreshold(t, 8) // 40 in 1-½-0, 120 in 3-1-0
 */
export function topScoreThreshold(t: Tournament, played: number): number {
  const system = pointSystemOf(t);
  return (played * Math.max(system.win, system.draw)) >> 1;
}

/** Some player has accelerated points of his own (`XXA` / `250`). A loop: a fresh process runs it interpreted. */
function hasOwnAccelerations(t: Tournament): boolean {
  for (const p of t.players) if ((p.accelerations?.length ?? 0) > 0) return true;
  return false;
}

/**
 * Whether any player can have accelerated points in some round: his own, or the Baku method's with
 * the total rounds known. When not, `accelerationOf` gives every player 0 in every round.
 * @example isAccelerated({ ...t, bakuAcceleration: true, totalRounds: 9 }) // true
 */
export function isAccelerated(t: Tournament): boolean {
  return hasOwnAccelerations(t) || (t.bakuAcceleration === true && (t.totalRounds ?? 0) !== 0);
}

/**
 * Accelerated points of each player for round `roundIndex` (0-based), in tenths: the player's own
 * (`XXA` / `250`) when any player has some; else the Baku method when asked for (bbpPairings'
 * reading of C.04.5: the first half of the pairing list, rounded up, gets a win's points in the first
 * quarter of the rounds and a draw's up to the middle: rounds 1 … ⌊(⌊(R−1)/2⌋)/2⌋+1 and then to
 * ⌊(R−1)/2⌋+1, R the total rounds).
 * @example accelerationOf(t, 0)(player) // 10 for a top-half player in round 1 of a Baku event
 */
export function accelerationOf(t: Tournament, roundIndex: number): (p: Player) => number {
  if (hasOwnAccelerations(t)) return (p) => p.accelerations?.[roundIndex] ?? 0;
  if (!isAccelerated(t)) return () => 0;
  const total = t.totalRounds ?? 0;
  const system = pointSystemOf(t);
  if (system.loss !== 0 || 2 * system.draw !== system.win) {
    fail(
      "BAD_ARGUMENT",
      `Baku acceleration needs a point system with a loss at 0 and a draw at half a win (this one: win ${system.win / 10}, draw ${system.draw / 10}, loss ${system.loss / 10})`,
    );
  }
  const ordered = [...t.players].sort((a, b) => a.id - b.id);
  const topHalf = new Set(ordered.slice(0, Math.floor((ordered.length - 1) / 2) + 1).map((p) => p.id));
  const lastRound = Math.floor((total - 1) / 2);
  const lastFull = Math.floor(lastRound / 2);
  const points = roundIndex <= lastFull ? system.win : roundIndex <= lastRound ? system.draw : 0;
  return (p) => (topHalf.has(p.id) ? points : 0);
}

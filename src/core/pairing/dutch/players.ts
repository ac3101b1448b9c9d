/**
 * What the Dutch system needs to know about each player before a round: score, colour history and
 * preference, float history, bye eligibility and the players already met (C.04.3, 2025 rules).
 */
import { pointsIn, type Colour, type Entry, type Player, type PointSystem, type Tournament } from "../../model/types";
import { accelerationOf, isAccelerated, pointSystemOf } from "./inputs";
import { forbiddenIn } from "../forbidden";

/** Float direction in one earlier round (C.04.3 A.4). */
export const FLOAT_NONE = 0;
export const FLOAT_DOWN = 1;
export const FLOAT_UP = 2;
export type Float = typeof FLOAT_NONE | typeof FLOAT_DOWN | typeof FLOAT_UP;

/** One player as the Dutch engine sees them for the round being paired. */
export interface DutchPlayer {
  /** Pairing number (1-based). */
  readonly id: number;
  /** Effective pairing number, 0-based, among the players that take part in the tournament's pairing. */
  readonly rank: number;
  /**
   * Score in tenths after the rounds already played, in the event's point system, plus the
   * accelerated points of the round being paired (C.04.5): what brackets and colours read.
   */
  readonly score: number;
  /** The score without acceleration: what orders the boards when published. */
  readonly baseScore: number;
  /** Games played over the board. */
  readonly playedGames: number;
  /** Colours of the games played over the board, oldest first (unplayed rounds skipped, C.04.2). */
  readonly colours: readonly Colour[];
  /** |whites − blacks| over played games. */
  readonly imbalance: number;
  /** The colour of the last two played games when they were the same, else null. */
  readonly repeated: Colour | null;
  /** Colour preference (A.6), null when the player has not played yet. */
  readonly preference: Colour | null;
  /** Strong preference: colour difference ±1 and not absolute. */
  readonly strong: boolean;
  /** Float in the last round and in the round before it. */
  readonly float1: Float;
  readonly float2: Float;
  /** C.04.1 / C2: has not had a PAB nor won a point without playing. */
  readonly byeEligible: boolean;
  /**
   * Pairing numbers of opponents met over the board (forfeits are not meetings), and of the players
   * this one must not meet (forbidden pairs, treated like a rematch).
   */
  readonly met: ReadonlySet<number>;
}

/** |CD| > 1: the colour difference leads to an absolute preference. */
export function absoluteImbalance(p: DutchPlayer): boolean {
  return p.imbalance > 1;
}

/** Absolute colour preference (A.6.a): |CD| > 1 or the same colour in the last two played games. */
export function absolutePreference(p: DutchPlayer): boolean {
  return p.imbalance > 1 || p.repeated !== null;
}

export function invert(c: Colour): Colour {
  return c === "w" ? "b" : "w";
}

export function isPlayedKind(e: Entry | null): boolean {
  return e !== null && (e.kind === "win" || e.kind === "draw" || e.kind === "loss");
}

/** A pairing entry: a game or forfeit against someone, a PAB, or a forfeit win without opponent. */
function participated(e: Entry | null): boolean {
  return e !== null && (e.opponent !== 0 || e.kind === "pab" || e.kind === "forfeitWin");
}

/** True when the player is not to be paired in `round` (an entry recorded ahead, a request, withdrawal). */
export function sitsOut(p: Player, round: number): boolean {
  return (p.rounds[round - 1] ?? null) !== null || p.request !== undefined || p.withdrawn === true;
}

/** The per-player state for pairing `round` (1-based); entries from `round` on are ignored. */
export function dutchPlayers(t: Tournament, round: number): DutchPlayer[] {
  const played = round - 1;
  const system = pointSystemOf(t);
  const forbidden = forbiddenIn(t, round);

  // Effective pairing numbers: players who sit this round out and never took part in a pairing
  // are left out of the numbering, as bbpPairings does.
  const ordered = [...t.players].sort((a, b) => a.id - b.id);
  const n = ordered.length;
  // Each player's score after each played round, summed once (player i's after k rounds at
  // i · (played + 1) + k), for the score and for the floats' comparisons with opponents; a round's
  // points are the difference of two sums. Plain loops with the points written out, not closures
  // per entry: a fresh process runs this once, interpreted, a call for every closure run.
  const width = played + 1;
  const sums = new Float64Array(n * width);
  const indexOf = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const p = ordered[i] as Player;
    const at = i * width;
    for (let r = 0; r < played; r++) {
      // As bbpPairings scores them: a forfeit win with no opponent named ("0000 - +") is the PAB's
      // points, a forfeit loss with none a zero-point bye's.
      const e = p.rounds[r] ?? null;
      const points =
        e === null
          ? system.zeroBye
          : e.opponent === 0 && e.kind === "forfeitWin"
            ? system.pab
            : e.opponent === 0 && e.kind === "forfeitLoss"
              ? system.zeroBye
              : pointsIn(system, e.kind);
      sums[at + r + 1] = (sums[at + r] as number) + points;
    }
    // The sort is stable: the last player of an id here is the last in t.players.
    indexOf.set(p.id, i);
  }
  // Accelerated points (C.04.5) of the rounds the players' states read, player i's `back` rounds
  // ago at i · 3 + back (the round being paired and the two before, for the floats); none when no
  // player is accelerated, as in most events.
  const boosts = n > 0 && isAccelerated(t) ? acceleratedPoints(t, ordered, played) : null;
  const rankOf = new Map<number, number>();
  let next = 0;
  for (const p of ordered) {
    let valid = !sitsOut(p, round);
    for (let r = 0; r <= played && !valid; r++) valid = participated(p.rounds[r] ?? null);
    if (valid) rankOf.set(p.id, next++);
  }

  /** Player i's float `back` rounds ago (A.4): against an opponent, by the two scores then. */
  const floatAt = (i: number, back: number): Float => {
    if (played < back) return FLOAT_NONE;
    const r = played - back;
    const e = (ordered[i] as Player).rounds[r] ?? null;
    if (!isPlayedKind(e))
      return (sums[i * width + r + 1] as number) - (sums[i * width + r] as number) > system.loss
        ? FLOAT_DOWN
        : FLOAT_NONE;
    const opp = indexOf.get((e as Entry).opponent);
    if (opp === undefined) return FLOAT_NONE;
    let mine = sums[i * width + r] as number;
    let theirs = sums[opp * width + r] as number;
    if (boosts !== null) {
      mine += boosts[i * 3 + back] as number;
      theirs += boosts[opp * 3 + back] as number;
    }
    return mine > theirs ? FLOAT_DOWN : mine < theirs ? FLOAT_UP : FLOAT_NONE;
  };

  // A loop, not `map` with a closure per player: a fresh process runs this once, interpreted.
  const out: DutchPlayer[] = [];
  for (let index = 0; index < n; index++) {
    const p = ordered[index] as Player;
    const at = index * width;
    const colours: Colour[] = [];
    const met = new Set<number>();
    let byeEligible = true;
    let white = 0;
    let black = 0;
    let run = 0;
    let playedGames = 0;
    let last: Colour | null = null;
    for (let r = 0; r < played; r++) {
      const e = p.rounds[r] ?? null;
      if (isPlayedKind(e)) {
        const g = e as Entry;
        playedGames++;
        if (g.opponent !== 0) met.add(g.opponent);
        if (g.colour !== null) {
          colours.push(g.colour);
          if (g.colour === "w") white++;
          else black++;
          run = run === 0 || g.colour !== last ? 1 : run + 1;
          last = g.colour;
        }
      } else if (e !== null && byeEligible) {
        byeEligible = !winUnplayed(e, (sums[at + r + 1] as number) - (sums[at + r] as number), system);
      }
    }
    const imbalance = Math.abs(white - black);
    const lower: Colour = white > black ? "b" : "w";
    let preference: Colour | null = null;
    if (imbalance > 1) preference = lower;
    else if (run > 1) preference = invert(last as Colour);
    else if (imbalance > 0) preference = lower;
    else if (run > 0) preference = invert(last as Colour);
    const repeated = run > 1 ? last : null;
    const strong = !(imbalance > 1 || repeated !== null) && imbalance > 0;
    const baseScore = sums[at + played] as number;
    const score = boosts === null ? baseScore : baseScore + (boosts[index * 3] as number);
    const barred = forbidden.get(p.id);
    if (barred !== undefined) for (const f of barred) met.add(f);

    out.push({
      id: p.id,
      rank: rankOf.get(p.id) ?? -1,
      score,
      baseScore,
      playedGames,
      colours,
      imbalance,
      repeated,
      preference,
      strong,
      float1: floatAt(index, 1),
      float2: floatAt(index, 2),
      byeEligible,
      met,
    });
  }
  return out;
}

/**
 * C2 (C.04.1 art. 4, 2026): a PAB, a full-point bye or a forfeit win, a win's points unplayed
 * (`points` the round's). A function apart: most rounds of most players are played.
 */
function winUnplayed(e: Entry, points: number, system: PointSystem): boolean {
  return points >= system.win || e.kind === "pab";
}

/** Accelerated points of `ordered`'s players in round `played` and the two before, at i · 3 + back. */
function acceleratedPoints(t: Tournament, ordered: readonly Player[], played: number): Float64Array {
  const out = new Float64Array(ordered.length * 3);
  for (let back = 0; back <= 2 && back <= played; back++) {
    const f = accelerationOf(t, played - back);
    for (let i = 0; i < ordered.length; i++) out[i * 3 + back] = f(ordered[i] as Player);
  }
  return out;
}

/**
 * The reference for `dutchPlayers` (src/core/pairing/dutch/players.ts): the per-player state as it
 * was written before the driver's cold-cost work (issue 31, tenth session), with a closure per entry
 * and per round's acceleration. players.test.ts holds the fast version equal to it.
 */
import { pointsIn, type Entry, type Player, type Tournament } from "../../../../src/core/model/types";
import { accelerationOf, pointSystemOf } from "../../../../src/core/pairing/dutch/inputs";
import { forbiddenIn } from "../../../../src/core/pairing/forbidden";
import {
  FLOAT_DOWN,
  FLOAT_NONE,
  FLOAT_UP,
  invert,
  isPlayedKind,
  sitsOut,
  type DutchPlayer,
  type Float,
} from "../../../../src/core/pairing/dutch/players";
import type { Colour } from "../../../../src/core/model/types";

/** A pairing entry: a game or forfeit against someone, a PAB, or a forfeit win without opponent. */
function participated(e: Entry | null): boolean {
  return e !== null && (e.opponent !== 0 || e.kind === "pab" || e.kind === "forfeitWin");
}

/** The per-player state for pairing `round` (1-based); entries from `round` on are ignored. */
export function dutchPlayersReference(t: Tournament, round: number): DutchPlayer[] {
  const played = round - 1;
  const system = pointSystemOf(t);
  // As bbpPairings scores them: a forfeit win with no opponent named ("0000 - +") is the PAB's points,
  // a forfeit loss with none a zero-point bye's.
  const pointsOf = (e: Entry | null): number => {
    if (e === null) return system.zeroBye;
    if (e.opponent === 0 && e.kind === "forfeitWin") return system.pab;
    if (e.opponent === 0 && e.kind === "forfeitLoss") return system.zeroBye;
    return pointsIn(system, e.kind);
  };
  const forbidden = forbiddenIn(t, round);
  // Accelerated points by round index, each round's rule made once, when first asked for.
  const accelerations: ((p: Player) => number)[] = [];
  const accelerated = (p: Player, r: number): number => {
    let f = accelerations[r];
    if (f === undefined) accelerations[r] = f = accelerationOf(t, r);
    return f(p);
  };
  const entry = (p: Player, r: number): Entry | null => (r < played ? (p.rounds[r] ?? null) : null);

  // Effective pairing numbers: players who sit this round out and never took part in a pairing
  // are left out of the numbering, as bbpPairings does.
  const ordered = [...t.players].sort((a, b) => a.id - b.id);
  // Each player's score after each played round, summed once (player i's after k rounds at
  // i · (played + 1) + k), for the score and for the floats' comparisons with opponents.
  const width = played + 1;
  const sums = new Float64Array(ordered.length * width);
  const indexOf = new Map<number, number>();
  for (let i = 0; i < ordered.length; i++) {
    const p = ordered[i] as Player;
    const at = i * width;
    for (let r = 0; r < played; r++) sums[at + r + 1] = (sums[at + r] as number) + pointsOf(entry(p, r));
    // The sort is stable: the last player of an id here is the last in t.players.
    indexOf.set(p.id, i);
  }
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
    const p = ordered[i] as Player;
    const e = entry(p, played - back);
    if (!isPlayedKind(e)) return pointsOf(e) > system.loss ? FLOAT_DOWN : FLOAT_NONE;
    const opp = indexOf.get((e as Entry).opponent);
    if (opp === undefined) return FLOAT_NONE;
    const mine = (sums[i * width + played - back] as number) + accelerated(p, played - back);
    const theirs = (sums[opp * width + played - back] as number) + accelerated(ordered[opp] as Player, played - back);
    return mine > theirs ? FLOAT_DOWN : mine < theirs ? FLOAT_UP : FLOAT_NONE;
  };

  // A loop, not `map` with a closure per player: a fresh process runs this once, interpreted.
  const out: DutchPlayer[] = [];
  for (let index = 0; index < ordered.length; index++) {
    const p = ordered[index] as Player;
    const colours: Colour[] = [];
    const met = new Set<number>();
    let byeEligible = true;
    let white = 0;
    let black = 0;
    let run = 0;
    let playedGames = 0;
    let last: Colour | null = null;
    for (let r = 0; r < played; r++) {
      const e = entry(p, r);
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
      } else if (e !== null && (pointsOf(e) >= system.win || e.kind === "pab")) {
        // C2 (C.04.1 art. 4, 2026): a PAB, a full-point bye or a forfeit win: a win's points unplayed.
        byeEligible = false;
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
    const baseScore = sums[index * width + played] as number;
    const score = baseScore + accelerated(p, played);
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

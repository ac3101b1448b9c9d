/**
 * The US Chess rating system for one event, as Glickman & Doan's "The US Chess Rating system"
 * specifies it (the five-step algorithm; docs/ratings.md gives each formula, our reading of the parts
 * the text leaves open, and what Wallchart does not model):
 *
 * 1. initial ratings of unrated players by age (50 × age, 100 to 1300; 1300 when the age is unknown);
 * 2. the effective number of games N' = min(N, N*), N* = 50 / √(0.662 + 0.00000739 (2569 − R0)²)
 *    for R0 ≤ 2355, 50 above;
 * 3. a first estimate for each unrated player (the special formula, N' = 1), used as that player's
 *    rating when his opponents are rated (the first pass);
 * 4. every player's new rating (the second pass): the special formula for players whose rating rests
 *    on 8 games or fewer (and unrated players, N' = 0), the standard formula with its bonus above;
 * then the floors: the absolute floor (100 + 4 per win + 2 per draw + 1 per event of 3 games or
 * more, at most 150) and the floor 200 below the highest established rating, in whole hundreds
 * (1200 to 2100).
 *
 * Ratings are floats, as US Chess stores them; the published rating is rounded to a whole number.
 */

/** The bonus threshold B of the standard formula for events since the 2025 rerate (12 from February 2023, 14 from 2017). */
export const USCF_BONUS_B = 10;
/** Games for a rating to be established (more than 25). */
export const USCF_ESTABLISHED = 25;

/**
 * The initial rating of an unrated player by age in years (fractions allowed): 50 × age, at least 100;
 * 1300 from age 26, and when the age is unknown.
 * @example uscfInitialRating(6.5) // 325
 * @example uscfInitialRating(null) // 1300
 */
export function uscfInitialRating(age: number | null): number {
  if (age === null) return 1300;
  return Math.min(1300, Math.max(100, 50 * age));
}

/**
 * N*: the most games a rating R0 may weigh as (the effective-games formula).
 * @example Math.round(uscfNStar(1500) * 100) / 100 // 15.02
 */
export function uscfNStar(r0: number): number {
  if (r0 > 2355) return 50;
  return 50 / Math.sqrt(0.662 + 0.00000739 * (2569 - r0) ** 2);
}

/** N' = min(N, N*). */
export function uscfEffectiveGames(r0: number, n: number): number {
  return Math.min(n, uscfNStar(r0));
}

/** The provisional winning expectancy: linear over ±400, 0 and 1 beyond. */
export function pwe(r: number, opp: number): number {
  if (r <= opp - 400) return 0;
  if (r >= opp + 400) return 1;
  return 0.5 + (r - opp) / 800;
}

/** The standard winning expectancy 1 / (1 + 10^(−(R − Ri)/400)). */
export function swe(r: number, opp: number): number {
  return 1 / (1 + 10 ** (-(r - opp) / 400));
}

/** What a player's earlier games were, for the special formula's adjusted prior. */
export type PriorRecord = "mixed" | "allWins" | "allLosses";

/**
 * Where the line through (xa, a) and (xb, b) crosses zero, to a millionth of a point: the sum is
 * linear between breakpoints, and a root that is exactly a half (1361.5) must not come out as
 * 1361.4999999999998 and be published a point low.
 */
function root(xa: number, xb: number, a: number, b: number): number {
  return Math.round((xa + ((xb - xa) * -a) / (b - a)) * 1e6) / 1e6;
}

export interface SpecialInput {
  /** The prior rating R0 (pre-event, or the initial rating). */
  readonly r0: number;
  /** N', the effective number of games (0 for an unrated player's final rating). */
  readonly nEff: number;
  readonly opponents: readonly number[];
  /** Score in this event (wins + ½ draws). */
  readonly score: number;
  readonly prior?: PriorRecord;
}

/**
 * The special rating formula: the R where N'·PWe(R, R0') + Σ PWe(R, Ri) = S'. The sum is continuous
 * and never decreasing in R, so the solutions form one interval; where it is a single point that is
 * the rating, and where it is flat (no game within 400 points) the rating is R0 moved into the
 * interval (the text's step 4).
 * @example uscfSpecial({ r0: 1500, nEff: 6, opponents: [1400, 1550, 1650], score: 1.5 }) // 1511.11…
 */
export function uscfSpecial(s: SpecialInput): number {
  const prior = s.prior ?? "mixed";
  const r0a = prior === "allWins" ? s.r0 - 400 : prior === "allLosses" ? s.r0 + 400 : s.r0;
  const sAdj = prior === "allWins" ? s.score + s.nEff : prior === "allLosses" ? s.score : s.score + s.nEff / 2;
  const f = (r: number): number => {
    let sum = s.nEff > 0 ? s.nEff * pwe(r, r0a) : 0;
    for (const o of s.opponents) sum += pwe(r, o);
    return sum - sAdj;
  };
  const points = new Set<number>();
  if (s.nEff > 0) points.add(r0a - 400).add(r0a + 400);
  for (const o of s.opponents) points.add(o - 400).add(o + 400);
  const xs = [...points].sort((a, b) => a - b);
  if (xs.length === 0) return s.r0;
  const EPS = 1e-9;
  const values = xs.map(f);
  // lo: the smallest R with f(R) ≥ 0; hi: the largest R with f(R) ≤ 0.
  let lo = -Infinity;
  if ((values[0] as number) < -EPS) {
    lo = Infinity;
    for (let i = 1; i < xs.length; i++) {
      const a = values[i - 1] as number;
      const b = values[i] as number;
      if (b >= -EPS) {
        const xa = xs[i - 1] as number;
        const xb = xs[i] as number;
        lo = Math.abs(b) <= EPS ? xb : root(xa, xb, a, b);
        break;
      }
    }
  }
  let hi = Infinity;
  const last = xs.length - 1;
  if ((values[last] as number) > EPS) {
    hi = -Infinity;
    for (let i = last - 1; i >= 0; i--) {
      const a = values[i] as number;
      const b = values[i + 1] as number;
      if (a <= EPS) {
        const xa = xs[i] as number;
        const xb = xs[i + 1] as number;
        hi = Math.abs(a) <= EPS ? xa : root(xa, xb, a, b);
        break;
      }
    }
  }
  if (lo === Infinity) return xs[last] as number; // cannot happen: S' never exceeds N' + m
  if (hi === -Infinity) return xs[0] as number;
  if (hi - lo <= EPS) return (lo + hi) / 2;
  return Math.min(hi, Math.max(lo, s.r0));
}

export interface StandardInput {
  readonly r0: number;
  readonly nEff: number;
  readonly opponents: readonly number[];
  readonly score: number;
  /** The most games against one opponent in this event (more than 2: no bonus). */
  readonly mostAgainstOne: number;
  /** The bonus threshold (default `USCF_BONUS_B`). */
  readonly b?: number;
}

/** The standard formula's K = 800 / (N' + m). */
export function uscfK(nEff: number, m: number): number {
  return 800 / (nEff + m);
}

/**
 * The standard rating formula: R0 + K(S − E), plus the bonus max(0, K(S − E) − B√max(m, 4)) when
 * the player played 3 games or more and no opponent more than twice.
 * @example Math.round(uscfStandard({ r0: 1700, nEff: 26.7, opponents: [1800, 1800, 1800, 1800], score: 4, mostAgainstOne: 1 }))
 */
export function uscfStandard(s: StandardInput): number {
  const m = s.opponents.length;
  if (m === 0) return s.r0;
  let e = 0;
  for (const o of s.opponents) e += swe(s.r0, o);
  const k = uscfK(s.nEff, m);
  const gain = k * (s.score - e);
  const b = s.b ?? USCF_BONUS_B;
  const bonus = m >= 3 && s.mostAgainstOne <= 2 ? Math.max(0, gain - b * Math.sqrt(Math.max(m, 4))) : 0;
  return s.r0 + gain + bonus;
}

/**
 * The floor 200 points below the highest established rating, in whole hundreds, from 1200 (a peak of
 * 1400) to 2100; null below a peak of 1400.
 * @example peakFloor(1941) // 1700
 */
export function peakFloor(peak: number): number | null {
  if (peak < 1400) return null;
  return Math.min(2100, Math.floor((peak - 200) / 100) * 100);
}

/** The absolute floor: 100 + 4 per win + 2 per draw + 1 per event of 3 or more games, at most 150. */
export function absoluteFloor(wins: number, draws: number, events: number): number {
  return Math.min(150, 100 + 4 * wins + 2 * draws + events);
}

/** One player of an event, as the rating procedure sees him. */
export interface UscfPlayer {
  /** Pre-event rating; null when unrated. */
  readonly rating: number | null;
  /** Games the rating rests on (N); ignored when unrated. */
  readonly games: number;
  /** Age in years, for an unrated player's initial rating. */
  readonly age?: number | null;
  /** Highest established rating, for the floor 200 below it. */
  readonly peak?: number | null;
  /** Wins and draws before this event and events of 3+ games, for the absolute floor. */
  readonly history?: { readonly wins: number; readonly draws: number; readonly events: number };
  readonly prior?: PriorRecord;
}

/** One rated game of the event: the two players (indexes) and the first player's score (1, ½, 0). */
export interface UscfGame {
  readonly a: number;
  readonly b: number;
  readonly scoreA: number;
}

export interface UscfResult {
  /** The new rating, unrounded (after the floors). */
  readonly rating: number;
  /** The first-pass estimate of an unrated player (null for a rated one). */
  readonly firstPass: number | null;
  readonly games: number;
  readonly floor: number;
}

interface Side {
  readonly opponents: number[];
  score: number;
  wins: number;
  draws: number;
  readonly count: Map<number, number>;
}

/**
 * Every player's new rating for one event: the first pass (unrated players' estimates) and the
 * second (everyone, opponents at their pre-event ratings or first-pass estimates), then the floors.
 */
export function uscfRateEvent(players: readonly UscfPlayer[], games: readonly UscfGame[], b = USCF_BONUS_B): UscfResult[] {
  const sides: Side[] = players.map(() => ({ opponents: [], score: 0, wins: 0, draws: 0, count: new Map() }));
  for (const g of games) {
    for (const [me, them, s] of [
      [g.a, g.b, g.scoreA],
      [g.b, g.a, 1 - g.scoreA],
    ] as const) {
      const side = sides[me] as Side;
      side.opponents.push(them);
      side.score += s;
      if (s === 1) side.wins++;
      else if (s === 0.5) side.draws++;
      side.count.set(them, (side.count.get(them) ?? 0) + 1);
    }
  }
  const initial = players.map((p) => (p.rating === null ? uscfInitialRating(p.age ?? null) : p.rating));
  // Pass 1: unrated players only, N' = 1, opponents at their pre-event or initial ratings.
  const firstPass = players.map((p, i) => {
    if (p.rating !== null) return null;
    const side = sides[i] as Side;
    return uscfSpecial({
      r0: initial[i] as number,
      nEff: 1,
      opponents: side.opponents.map((o) => initial[o] as number),
      score: side.score,
    });
  });
  const strength = players.map((p, i) => (p.rating === null ? (firstPass[i] as number) : p.rating));
  // Pass 2: everyone.
  return players.map((p, i) => {
    const side = sides[i] as Side;
    const r0 = initial[i] as number;
    const opponents = side.opponents.map((o) => strength[o] as number);
    const n = p.rating === null ? 0 : p.games;
    const nEff = uscfEffectiveGames(r0, n);
    const prior = p.rating === null ? "mixed" : (p.prior ?? "mixed");
    let rating: number;
    if (side.opponents.length === 0) rating = r0;
    else if (p.rating === null || n <= 8 || prior !== "mixed") {
      rating = uscfSpecial({ r0, nEff, opponents, score: side.score, prior });
    } else {
      const mostAgainstOne = Math.max(0, ...side.count.values());
      rating = uscfStandard({ r0, nEff, opponents, score: side.score, mostAgainstOne, b });
    }
    const h = p.history ?? { wins: 0, draws: 0, events: 0 };
    let floor = absoluteFloor(h.wins + side.wins, h.draws + side.draws, h.events + (side.opponents.length >= 3 ? 1 : 0));
    const pf = p.peak === undefined || p.peak === null ? null : peakFloor(p.peak);
    if (pf !== null) floor = Math.max(floor, pf);
    const played = side.opponents.length > 0;
    return {
      rating: played ? Math.max(rating, floor) : rating,
      firstPass: firstPass[i] ?? null,
      games: side.opponents.length,
      floor,
    };
  });
}

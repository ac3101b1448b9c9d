/**
 * The Keizer ranking (docs/keizer.md). Every place on the ranking has a value (the top TOP, then STEP
 * less a place); a member's score is his own value once, plus for every night the value table's
 * fraction of his opponent's value (a game) or of his own (a bye, club duty, an absence). The values
 * come from the ranking and the ranking from the scores, so the whole season is recomputed with the
 * new values until the ranking no longer changes ("herberekening", as the Dutch club programs do):
 * the ranking after night k starts from the ranking after night k − 1 (night 0: the members list in
 * order), ranks by score with ties kept in the order of the previous pass, and repeats. Should the
 * passes go round in a circle instead of settling, the first ranking that comes back is taken.
 *
 * Scores are exact: whole numbers of 1/`scale` point, `scale` the least common denominator of the
 * value table's fractions.
 */
import type { Entry, Tournament } from "../model/types";
import type { Fraction, KeizerSettings } from "./settings";

/** How each night counted for a member. */
export const KEIZER_NIGHTS = ["win", "draw", "loss", "bye", "duty", "notice", "absent"] as const;
export type KeizerNight = (typeof KEIZER_NIGHTS)[number];

export interface KeizerRow {
  readonly rank: number;
  readonly id: number;
  readonly name: string;
  /** The score in 1/`scale` points. */
  readonly score: number;
  /** The value of his place on the ranking. */
  readonly value: number;
  /** Nights of each kind. */
  readonly count: Readonly<Record<KeizerNight, number>>;
}

export interface KeizerRanking {
  /** Best first. */
  readonly rows: readonly KeizerRow[];
  /** Scores are whole numbers of 1/scale point. */
  readonly scale: number;
  /** The nights counted. */
  readonly nights: number;
  /** `ranks[k][id − 1]`: the member's place after night k (k = 0: the members list). */
  readonly ranks: readonly (readonly number[])[];
  /** False when the last night's passes went round in a circle (the first ranking that came back is used). */
  readonly settled: boolean;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** The least common denominator of the value table. */
export function keizerScale(s: KeizerSettings): number {
  return [s.win, s.draw, s.loss, s.bye, s.duty, s.notice, s.absent].reduce((m, x) => lcm(m, x.den), 1);
}

/**
 * The value of place `rank` (1 = top) among `members`: TOP (default: the number of members) less
 * STEP a place, never below 0.
 * @example keizerValue(1, 10, KEIZER_DEFAULTS) // 10
 */
export function keizerValue(rank: number, members: number, s: KeizerSettings): number {
  return Math.max(0, (s.top ?? members) - (rank - 1) * s.step);
}

/**
 * What a night was for a member: a game's result, or a bye, club duty, an absence. A win by forfeit
 * counts as the free night (the member came, the opponent did not), a loss by forfeit as an absence without
 * notice; an H cell is an absence with notice (a request the director was given), FPB club duty,
 * B the free night of an odd count, U or nothing an absence without notice.
 */
export function keizerNight(e: Entry | null): KeizerNight {
  switch (e?.kind) {
    case "win":
    case "draw":
    case "loss":
      return e.kind;
    case "forfeitWin":
    case "pab":
      return "bye";
    case "fullBye":
      return "duty";
    case "halfBye":
      return "notice";
    default:
      return "absent";
  }
}

function emptyCount(): Record<KeizerNight, number> {
  return { win: 0, draw: 0, loss: 0, bye: 0, duty: 0, notice: 0, absent: 0 };
}

/** Scores (1/scale points) of every member over the first `nights` nights with the values of `order` (ids best first). */
function scoresFor(t: Tournament, nights: number, order: readonly number[], s: KeizerSettings, scale: number): number[] {
  const n = t.players.length;
  const value = new Array<number>(n + 1).fill(0);
  order.forEach((id, i) => (value[id] = keizerValue(i + 1, n, s)));
  const part = (v: number, x: Fraction) => (v * x.num * scale) / x.den;
  return t.players.map((p) => {
    const own = value[p.id] as number;
    let total = s.own ? own * scale : 0;
    let notices = 0;
    for (let r = 0; r < nights; r++) {
      const e = p.rounds[r] ?? null;
      const night = keizerNight(e);
      const opp = e !== null && e.opponent > 0 ? (value[e.opponent] ?? 0) : 0;
      if (night === "win") total += part(opp, s.win);
      else if (night === "draw") total += part(opp, s.draw);
      else if (night === "loss") total += part(opp, s.loss);
      else if (night === "bye") total += part(own, s.bye);
      else if (night === "duty") total += part(own, s.duty);
      else if (night === "notice") {
        notices++;
        total += part(own, s.notices === null || notices <= s.notices ? s.notice : s.absent);
      } else total += part(own, s.absent);
    }
    return total;
  });
}

/** The ranking the scores give, ties in the order of `order`. */
function rankBy(scores: readonly number[], order: readonly number[]): number[] {
  const at = new Map(order.map((id, i) => [id, i]));
  return [...order].sort((a, b) => (scores[b - 1] as number) - (scores[a - 1] as number) || (at.get(a) as number) - (at.get(b) as number));
}

/** Passes after which a circle that has not closed is given up (never reached in practice: the ranking is finite). */
const MAX_PASSES = 500;

/** Recomputes until the ranking repeats: the fixed point, or the first ranking of the circle. */
function settle(t: Tournament, nights: number, start: readonly number[], s: KeizerSettings, scale: number): { order: number[]; settled: boolean } {
  const seen = new Map<string, number>();
  const passes: number[][] = [];
  let order = [...start];
  while (passes.length < MAX_PASSES) {
    const key = order.join(",");
    const at = seen.get(key);
    if (at !== undefined) {
      const settled = at === passes.length - 1;
      return { order: passes[at] as number[], settled };
    }
    seen.set(key, passes.length);
    passes.push(order);
    order = rankBy(scoresFor(t, nights, order, s, scale), order);
  }
  return { order, settled: false };
}

/**
 * The Keizer ranking after the first `nights` nights (default: every night recorded), recomputed
 * after every night from the one before. Members are the tournament's players; the members list's
 * order (pairing numbers) is the ranking before the first night.
 * @example keizerRanking(season, KEIZER_DEFAULTS).rows[0] // { rank: 1, id: 3, name: "Ann", score: 59, value: 10, … }
 */
export function keizerRanking(t: Tournament, s: KeizerSettings, nights?: number): KeizerRanking {
  const n = t.players.length;
  const recorded = Math.max(0, ...t.players.map((p) => p.rounds.length));
  const upTo = Math.min(nights ?? recorded, recorded);
  const scale = keizerScale(s);
  let order = t.players.map((p) => p.id);
  const placeOf = (o: readonly number[]) => {
    const r = new Array<number>(n).fill(0);
    o.forEach((id, i) => (r[id - 1] = i + 1));
    return r;
  };
  const ranks: number[][] = [placeOf(order)];
  let settled = true;
  for (let k = 1; k <= upTo; k++) {
    const got = settle(t, k, order, s, scale);
    order = got.order;
    settled = got.settled;
    ranks.push(placeOf(order));
  }
  const scores = scoresFor(t, upTo, order, s, scale);
  const rows = order.map((id, i) => {
    const p = t.players[id - 1];
    const count = emptyCount();
    for (let r = 0; r < upTo; r++) count[keizerNight(p?.rounds[r] ?? null)]++;
    return { rank: i + 1, id, name: p?.name ?? "", score: scores[id - 1] as number, value: keizerValue(i + 1, n, s), count };
  });
  return { rows, scale, nights: upTo, ranks, settled };
}

const VULGAR: Readonly<Record<string, string>> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾", "1/6": "⅙", "5/6": "⅚" };

/**
 * A score as a club writes it: whole points and a vulgar fraction (10½, 3⅓), else two decimals.
 * @example keizerScoreText(20, 6) // "3⅓"
 */
export function keizerScoreText(score: number, scale: number): string {
  const whole = Math.floor(score / scale);
  const rest = score - whole * scale;
  if (rest === 0) return String(whole);
  const g = gcd(rest, scale);
  const frac = VULGAR[`${rest / g}/${scale / g}`];
  if (frac !== undefined) return whole === 0 ? frac : `${whole}${frac}`;
  return (score / scale).toFixed(2);
}

/**
 * The Dutch system's pairing criteria as one big edge weight (style.md habit 7).
 *
 * Each criterion is one field, most important first. A field's width is computed from the data
 * (the largest score group, the score groups' sizes), so the sum of a lower field over a whole
 * matching can never carry into a higher one. The maximum-weight matching of these weights is the
 * pairing the rules prefer; the bracket-by-bracket driver (engine.ts) then settles the remaining
 * choices (which MDPs, which exchanges, which S2 player) with small tie-break addends in the
 * lowest fields, which are left empty here.
 *
 * The field offsets and the upper bound come from one layout (`WeightLayout`), so the two cannot
 * drift.
 */
import { FLOAT_DOWN, FLOAT_UP, type DutchPlayer } from "./players";

const ZERO = BigInt(0);
const ONE = BigInt(1);

/** What every edge of one round shares. */
export interface WeightContext {
  /** Rounds already played. */
  readonly played: number;
  /** Pairing the last round: the topscorer exceptions to C3 apply. */
  readonly lastRound: boolean;
  /** A topscorer has more than this many tenths (50% of the maximum possible). */
  readonly topScoreThreshold: number;
  /** Bits to count the players of the largest score group. */
  readonly sizeBits: number;
  /** Bits of a per-score-group counter field (sum over groups of the bits to count each group). */
  readonly scoresWidth: number;
  /** Bit offset of each score's counter inside a per-score-group field (higher scores higher). */
  readonly scoreShift: ReadonlyMap<number, number>;
  /** Score of the player who will get the PAB (odd number of players), else 0. */
  byeScore: number;
  /** C9 applies: the bracket's single downfloater is the PAB assignee. */
  singleDownfloaterIsBye: boolean;
  /** C9: rank of each played-games count among the players on the PAB score (more games, lower rank). */
  unplayedRank: Map<number, number>;
  /** Where each criterion sits in the weight (computed once per round). */
  layout?: WeightLayout;
  /** Weights already built, by the two players' classes (see `classOf`). */
  memo?: WeightMemo;
  /** The round's distinct edge weights, by id (see `weightId`). */
  table?: WeightTable;
}

/** Edge weights by player class: most pairs of a bracket repeat a few dozen class pairs. */
interface WeightMemo {
  readonly classes: Map<DutchPlayer, number>;
  /** Each player's look-ahead class (see `aheadClassOf`). */
  readonly aheadClasses: Map<DutchPlayer, number>;
  /** Class numbers by class key, and by look-ahead class key (one numbering over both). */
  readonly keys: Map<number | string, number>;
  readonly aheadKeys: Map<number | string, number>;
  /** Weight id by class pair and edge flags (see `edgeWeightId`). */
  readonly weights: Map<number, number>;
  /** The PAB score the memo was built under (it decides C2/C5 and C9). */
  readonly byeScore: number;
}

/**
 * The round's distinct edge weights, each under a small id (0: no edge), so the driver handles
 * numbers: a weight it sets is an id and a small signed addend in the tie-break field, and the
 * BigInt is made only when a bracket's matcher meets a new one. Ids are never reused in a round.
 */
interface WeightTable {
  readonly weights: bigint[];
  readonly idOf: Map<bigint, number>;
}

/**
 * The class of a player: two players of one class weigh alike against anybody in the bracket
 * (every field `build` reads of a player is in the key; the games played only where C9 reads
 * them, on the PAB's score), and are alike for C3 (`compatible`, met players aside).
 */
function classOf(memo: WeightMemo, ctx: WeightContext, p: DutchPlayer): number {
  let c = memo.classes.get(p);
  if (c === undefined) {
    c = classNumber(memo, memo.keys, classKey(ctx, p));
    memo.classes.set(p, c);
  }
  return c;
}

/**
 * 2^26: the number class keys' scores stay under in size, and the unit of the score above the key's
 * 26 bits of small fields (bye 1 bit at 2^0, games 8 at 2^1, imbalance 8 at 2^9, preference 2 at
 * 2^17, repeated 2 at 2^19, strong 1 at 2^21, the two floats 2 each at 2^22 and 2^24): under 2^52.
 */
const SCORE_LIMIT = 67108864;

/**
 * The fields that make a player's class, as one number where they fit (the score a whole number of
 * tenths under 2^26 in size above 26 bits of small fields, games played and imbalance under 256),
 * else as text. A number, not an array joined: this runs for every player in a fresh process.
 */
function classKey(ctx: WeightContext, p: DutchPlayer): number | string {
  const games = p.score === ctx.byeScore ? p.playedGames + 1 : 0;
  const score = p.score;
  if (!((score | 0) === score && score < SCORE_LIMIT && score > -SCORE_LIMIT && games < 256 && p.imbalance < 256))
    return classText(ctx, p);
  const preference = p.preference === null ? 0 : p.preference === "w" ? 1 : 2;
  const repeated = p.repeated === null ? 0 : p.repeated === "w" ? 1 : 2;
  return (
    score * SCORE_LIMIT +
    (byeCandidate(ctx, p) ? 1 : 0) +
    games * 2 +
    p.imbalance * 512 +
    preference * 131072 +
    repeated * 524288 +
    (p.strong ? 2097152 : 0) +
    p.float1 * 4194304 +
    p.float2 * 16777216
  );
}

/** `classKey` as text, for the fields a number cannot hold (a function apart: seldom compiled). */
function classText(ctx: WeightContext, p: DutchPlayer): string {
  return [
    p.score,
    byeCandidate(ctx, p) ? 1 : 0,
    p.score === ctx.byeScore ? p.playedGames : "-",
    p.imbalance,
    p.preference ?? "-",
    p.repeated ?? "-",
    p.strong ? 1 : 0,
    p.float1,
    p.float2,
  ].join("|");
}

/** A look-ahead class's key as text, where the fields do not fit one number (as `classText`). */
function aheadText(ctx: WeightContext, p: DutchPlayer): string {
  return [
    p.score,
    byeCandidate(ctx, p) ? 1 : 0,
    p.score === ctx.byeScore ? p.playedGames : "-",
    colourBar(ctx, p),
  ].join("|");
}

/**
 * The look-ahead class of a player: two players of one look-ahead class weigh alike in every edge
 * outside the bracket's own (`build` with `inCurrent` false reads only the completion field's PAB
 * term, the score and C9's games played), and are alike for C3 (`compatible`, met players aside:
 * `colourBar`), which the WebAssembly driver's memo folds in (weight id 0). Most of a bracket's
 * pairs with the next score group share a handful of weights; by the full class they would be
 * hundreds of class pairs, each weighed once.
 */
function aheadClassOf(memo: WeightMemo, ctx: WeightContext, p: DutchPlayer): number {
  let c = memo.aheadClasses.get(p);
  if (c === undefined) {
    // Its key as one number where the fields fit (as `classKey`: bye at 2^0, colour bar 2 bits at
    // 2^1, games 8 bits at 2^3, the score above them), else as text.
    const games = p.score === ctx.byeScore ? p.playedGames + 1 : 0;
    const key =
      (p.score | 0) === p.score && p.score < SCORE_LIMIT && p.score > -SCORE_LIMIT && games < 256
        ? p.score * 2048 + (byeCandidate(ctx, p) ? 1 : 0) + colourBar(ctx, p) * 2 + games * 8
        : aheadText(ctx, p);
    c = classNumber(memo, memo.aheadKeys, key);
    memo.aheadClasses.set(p, c);
  }
  return c;
}

/** The number of a class key, numbered in the order first met (both kinds share the numbering). */
function classNumber(memo: WeightMemo, keys: Map<number | string, number>, key: number | string): number {
  let c = keys.get(key);
  if (c === undefined) {
    c = memo.keys.size + memo.aheadKeys.size;
    keys.set(key, c);
  }
  return c;
}

function tableOf(ctx: WeightContext): WeightTable {
  if (ctx.table === undefined) ctx.table = { weights: [ZERO], idOf: new Map([[ZERO, 0]]) };
  return ctx.table;
}

/** The id of `w` in the round's table of distinct weights (0 for zero, no edge). */
export function weightId(ctx: WeightContext, w: bigint): number {
  const t = tableOf(ctx);
  let id = t.idOf.get(w);
  if (id === undefined) {
    id = t.weights.length;
    t.weights.push(w);
    t.idOf.set(w, id);
  }
  return id;
}

/** The weight of id `id` (weightId). */
export function weightOf(ctx: WeightContext, id: number): bigint {
  const w = tableOf(ctx).weights[id];
  if (w === undefined) throw new RangeError(`no edge weight has id ${id}`);
  return w;
}

/**
 * Each player's class (two players of one class weigh alike against anybody in the bracket), then
 * each one's look-ahead class (alike in the edges to the next score group), for `edgeWeightIdOf`:
 * looked up once per player, not at every edge. Player i's are at i and at n + i.
 */
export function playerClasses(ctx: WeightContext, players: readonly DutchPlayer[]): Int32Array {
  const memo = memoOf(ctx);
  const n = players.length;
  const out = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) out[i] = classOf(memo, ctx, players[i] as DutchPlayer);
  for (let i = 0; i < n; i++) out[n + i] = aheadClassOf(memo, ctx, players[i] as DutchPlayer);
  return out;
}

function memoOf(ctx: WeightContext): WeightMemo {
  if (ctx.memo === undefined || ctx.memo.byeScore !== ctx.byeScore) {
    ctx.memo = {
      classes: new Map(),
      aheadClasses: new Map(),
      keys: new Map(),
      aheadKeys: new Map(),
      weights: new Map(),
      byeScore: ctx.byeScore,
    };
  }
  return ctx.memo;
}

/** A topscorer (A.7): more than 50% of the maximum score, and only when pairing the last round. */
function topscorer(ctx: WeightContext, p: DutchPlayer): boolean {
  return p.score > ctx.topScoreThreshold;
}

/**
 * The absolute criteria C1 and C3: not met before, and not two players with the same absolute
 * colour preference (unless one is a topscorer in the last round).
 */
export function compatible(ctx: WeightContext, a: DutchPlayer, b: DutchPlayer): boolean {
  if (a.met.has(b.id)) return false;
  // absolutePreference (players.ts) of each, written out: this runs for every pair weighed.
  return (
    !(a.imbalance > 1 || a.repeated !== null) ||
    !(b.imbalance > 1 || b.repeated !== null) ||
    a.preference !== b.preference ||
    (ctx.lastRound && (topscorer(ctx, a) || topscorer(ctx, b)))
  );
}

/**
 * C3 in `compatible` as a code per player, for the WebAssembly driver: 0 when the player's colours
 * bar nobody (no absolute preference, or a topscorer in the last round), else the preference (1
 * white, 2 black, 3 none). Two players who have not met are compatible exactly when their codes are
 * not the same non-zero code.
 */
export function colourBar(ctx: WeightContext, p: DutchPlayer): number {
  if (!(p.imbalance > 1 || p.repeated !== null) || (ctx.lastRound && topscorer(ctx, p))) return 0;
  return p.preference === "w" ? 1 : p.preference === "b" ? 2 : 3;
}

/** C5 / C2: may take the PAB and is on a score no higher than the PAB assignee's. */
export function byeCandidate(ctx: WeightContext, p: DutchPlayer): boolean {
  return p.byeEligible && p.score <= ctx.byeScore;
}

/** Colour preferences that can both be met: different, or one of them none. */
export function preferencesCompatible(a: DutchPlayer, b: DutchPlayer): boolean {
  return a.preference !== b.preference || a.preference === null || b.preference === null;
}

/**
 * The criteria fields, most significant first. `score` fields hold one counter per score group
 * (offset `scoreShift`, higher scores higher); the others hold a small count.
 */
type FieldName =
  | "completion"
  | "C6"
  | "C7"
  | "C8pairs"
  | "C8scores"
  | "C9"
  | "C10"
  | "C11"
  | "C12"
  | "C13"
  | "C14"
  | "C15"
  | "C16"
  | "C17"
  | "C18"
  | "C19"
  | "C20"
  | "C21"
  | "tieBreak";

/** One count in each field of the round's layout (a field it lacks is absent: `build` reads none). */
type FieldUnits = Readonly<Record<FieldName, bigint>>;

/**
 * Where each field sits in the weight. Widths come from the data: `sizeBits` counts the largest
 * score group, `scoresWidth` holds a counter for every score group. Float fields exist only once
 * there is a float history (C14/C15/C18/C19 after round 1, C16/C17/C20/C21 after round 2).
 */
export class WeightLayout {
  private readonly offsets = new Map<FieldName, number>();
  private readonly units = new Map<FieldName, bigint>();
  private readonly scoreUnits = new Map<FieldName, Map<number, bigint>>();
  /** `value` · unit for values 2 and 3, by field (most edges share them). */
  private readonly small = new Map<FieldName, [bigint, bigint]>();
  /**
   * Each field's unit, as properties: `build` reads them with a property load each, not a call and
   * a map look-up (it runs for every class pair, in a fresh process's interpreter).
   */
  readonly one: FieldUnits;
  /** Bits below the completion field. */
  readonly topShift: number;
  /** An upper bound on every edge weight, all ones (bbpPairings' bound). */
  readonly max: bigint;

  constructor(private readonly ctx: WeightContext) {
    const sb = ctx.sizeBits;
    const sw = ctx.scoresWidth;
    const fields: [FieldName, number][] = [
      ["C6", sb],
      ["C7", sw],
      ["C8pairs", sb],
      ["C8scores", sw],
      ["C9", 2 * sb],
      ["C10", sb],
      ["C11", sb],
      ["C12", sb],
      ["C13", sb],
    ];
    if (ctx.played >= 1) fields.push(["C14", sb], ["C15", sb]);
    if (ctx.played > 1) fields.push(["C16", sb], ["C17", sb]);
    if (ctx.played >= 1) fields.push(["C18", sw], ["C19", sw]);
    if (ctx.played > 1) fields.push(["C20", sw], ["C21", sw]);
    fields.push(["tieBreak", tieBreakBits(ctx)]);
    let offset = fields.reduce((sum, [, w]) => sum + w, 0);
    this.topShift = offset;
    this.offsets.set("completion", offset);
    for (const [name, width] of fields) {
      offset -= width;
      this.offsets.set(name, offset);
    }
    const one: Partial<Record<FieldName, bigint>> = {};
    for (const [name, off] of this.offsets) {
      const unit = ONE << BigInt(off);
      this.units.set(name, unit);
      one[name] = unit;
    }
    this.one = one as FieldUnits;
    // bbpPairings' bound: the completion field's maximum (2) shifted into place, two bits of room.
    this.max = (BigInt(2) << BigInt(this.topShift + 1)) - ONE;
  }

  /** `value` in field `name` (small values cached: most edges share them). */
  unit(name: FieldName, value: number): bigint {
    const u = this.units.get(name) as bigint;
    if (value === 1) return u;
    if (value > 3) return BigInt(value) * u;
    let pair = this.small.get(name);
    if (pair === undefined) {
      pair = [BigInt(2) * u, BigInt(3) * u];
      this.small.set(name, pair);
    }
    return value === 2 ? pair[0] : value === 3 ? pair[1] : BigInt(value) * u;
  }

  /** One count in the counter of `score`'s group inside the per-score field `name`. */
  scoreUnit(name: FieldName, score: number): bigint {
    let m = this.scoreUnits.get(name);
    if (m === undefined) {
      m = new Map();
      this.scoreUnits.set(name, m);
    }
    let u = m.get(score);
    if (u === undefined) {
      const off = (this.offsets.get(name) as number) + (this.ctx.scoreShift.get(score) ?? 0);
      u = ONE << BigInt(off);
      m.set(score, u);
    }
    return u;
  }

  has(name: FieldName): boolean {
    return this.offsets.has(name);
  }

  /**
   * The bit offset of every counter in the weight, lowest first: each field's offset and, inside a
   * per-score field, each score group's counter. An edge's value in one counter never reaches the
   * next offset, so cutting a weight at these offsets gives its value in every counter.
   */
  boundaries(): readonly number[] {
    if (this.cuts !== undefined) return this.cuts;
    const at = new Set<number>();
    const scoreFields: FieldName[] = ["C7", "C8scores", "C18", "C19", "C20", "C21"];
    for (const [name, offset] of this.offsets) {
      at.add(offset);
      if (scoreFields.includes(name)) for (const shift of this.ctx.scoreShift.values()) at.add(offset + shift);
    }
    this.cuts = [...at].sort((a, b) => a - b);
    return this.cuts;
  }
  private cuts: readonly number[] | undefined;
}

/** The edge being weighed: `higher` precedes `lower` in the bracket order. */
interface Edge {
  readonly higher: DutchPlayer;
  readonly lower: DutchPlayer;
  /** `lower` is in the bracket being paired (so is `higher`). */
  readonly inCurrent: boolean;
  /** `lower` is in the next score group (the look-ahead of C8). */
  readonly inNext: boolean;
}

/** Bits below the criteria kept for the driver's tie-breaks (exchanges, S2 order, MDP choice). */
export function tieBreakBits(ctx: WeightContext): number {
  return 3 * ctx.sizeBits + 1;
}

function layoutOf(ctx: WeightContext): WeightLayout {
  if (ctx.layout === undefined) ctx.layout = new WeightLayout(ctx);
  return ctx.layout;
}

/**
 * C9's term: the PAB candidates on the PAB's score ranked by games played (`unplayedRank`), when
 * the bracket's single downfloater gets the PAB (a function apart: `build` runs it in odd rounds only).
 */
function unplayedTerm(ctx: WeightContext, L: WeightLayout, h: DutchPlayer, l: DutchPlayer): bigint {
  let c9 = 0;
  if (h.score === ctx.byeScore) c9 += ctx.unplayedRank.get(h.playedGames) ?? 0;
  if (l.score === ctx.byeScore) c9 += ctx.unplayedRank.get(l.playedGames) ?? 0;
  return c9 > 0 ? L.unit("C9", c9) : ZERO;
}

/**
 * The criteria, field by field (each with its rule), summed into one weight. A field's unit is read
 * as a property (WeightLayout `one`) and each player's absolute preference is worked out once: this
 * runs for every class pair, in a fresh process's interpreter, where a call costs more than the test
 * it makes.
 */
function build(ctx: WeightContext, e: Edge): bigint {
  const L = layoutOf(ctx);
  const U = L.one;
  const h = e.higher;
  const l = e.lower;
  const cur = e.inCurrent;

  // C4 (completion) and C5/C2 (the PAB): one unit per pair, so the round can always be completed,
  // plus one per end that is not a PAB candidate, so the unpaired player is one.
  let w = L.unit("completion", 1 + (byeCandidate(ctx, h) ? 0 : 1) + (byeCandidate(ctx, l) ? 0 : 1));
  if (cur) {
    // C6: maximise the pairs in the current bracket (minimise downfloaters).
    w += U.C6;
    // C7: maximise the scores paired in the current bracket (the downfloaters' scores, descending).
    w += L.scoreUnit("C7", h.score);
  }
  if (e.inNext) {
    // C8: then the pairs of the next bracket, and the scores paired there.
    w += U.C8pairs + L.scoreUnit("C8scores", h.score);
  }
  // C9: minimise the unplayed games of the PAB assignee (when the bracket's single downfloater gets it).
  if (ctx.singleDownfloaterIsBye) w += unplayedTerm(ctx, L, h, l);
  if (!cur) return w;

  // absolutePreference (players.ts) of each.
  const absL = l.imbalance > 1 || l.repeated !== null;
  const absH = h.imbalance > 1 || h.repeated !== null;
  // C10: minimise players (topscorers) whose colour difference goes beyond ±2 (absoluteImbalance).
  if (!(l.imbalance > 1) || !(h.imbalance > 1) || l.preference !== h.preference) w += U.C10;
  // C11: minimise players (topscorers) who get the same colour three times in a row.
  if (noThirdColour(l, h, absL, absH)) w += U.C11;
  // C12: minimise players who do not get their colour preference.
  if (preferencesCompatible(l, h)) w += U.C12;
  // C13: minimise players who do not get their strong colour preference.
  if (strongMet(l, h, absL, absH)) w += U.C13;

  const upfloat = h.score > l.score; // `lower` floats up to meet `higher`
  if (ctx.played >= 1) {
    // C14: minimise resident downfloaters who also downfloated in the previous round.
    const c14 = (l.float1 === FLOAT_DOWN ? 1 : 0) + (!upfloat && h.float1 === FLOAT_DOWN ? 1 : 0);
    if (c14 > 0) w += c14 === 1 ? U.C14 : L.unit("C14", c14);
    // C15: minimise MDP opponents who also upfloated in the previous round.
    if (!(upfloat && l.float1 === FLOAT_UP)) w += U.C15;
  }
  if (ctx.played > 1) {
    // C16: as C14, two rounds before.
    const c16 = (l.float2 === FLOAT_DOWN ? 1 : 0) + (!upfloat && h.float2 === FLOAT_DOWN ? 1 : 0);
    if (c16 > 0) w += c16 === 1 ? U.C16 : L.unit("C16", c16);
    // C17: as C15, two rounds before.
    if (!(upfloat && l.float2 === FLOAT_UP)) w += U.C17;
  }
  if (ctx.played >= 1) {
    // C18: minimise the scores of downfloaters who also downfloated in the previous round.
    if (l.float1 === FLOAT_DOWN) w += L.scoreUnit("C18", l.score);
    if (h.float1 === FLOAT_DOWN) w += L.scoreUnit("C18", h.score);
    // C19: minimise the scores of MDP opponents who also upfloated in the previous round.
    if (!(upfloat && l.float1 === FLOAT_UP)) w += L.scoreUnit("C19", h.score);
  }
  if (ctx.played > 1) {
    // C20: as C18, two rounds before.
    if (l.float2 === FLOAT_DOWN) w += L.scoreUnit("C20", l.score);
    if (h.float2 === FLOAT_DOWN) w += L.scoreUnit("C20", h.score);
    // C21: as C19, two rounds before.
    if (!(upfloat && l.float2 === FLOAT_UP)) w += L.scoreUnit("C21", h.score);
  }
  // Below: room for the driver's tie-breaks (order of homogeneous brackets and remainders, exchanges).
  return w;
}

/** C11 for one pair: neither gets the same colour a third time running (absL, absH: absolutePreference of each). */
function noThirdColour(l: DutchPlayer, h: DutchPlayer, absL: boolean, absH: boolean): boolean {
  return !absL || !absH || l.preference !== h.preference || noThirdForTopscorers(l, h);
}

/** `noThirdColour` of two absolute preferences for the same colour (topscorers; a function apart, as `classText`). */
function noThirdForTopscorers(l: DutchPlayer, h: DutchPlayer): boolean {
  if (l.imbalance === h.imbalance) return l.repeated === null || l.repeated !== h.repeated;
  // The player with the wider colour difference gets the preference; the other one the opposite.
  const loser = l.imbalance > h.imbalance ? h : l;
  return loser.repeated !== (l.preference === "w" ? "b" : "w");
}

/** C13 for one pair: no strong preference is left unmet (absL, absH: absolutePreference of each). */
function strongMet(l: DutchPlayer, h: DutchPlayer, absL: boolean, absH: boolean): boolean {
  const weakL = !l.strong && !absL;
  const weakH = !h.strong && !absH;
  return weakL || weakH || (absL && absH) || l.preference !== h.preference;
}

/**
 * The weight of the edge between `higher` and `lower` (higher earlier in the bracket order), or 0
 * when C1 or C3 forbids the pair.
 */
export function edgeWeight(
  ctx: WeightContext,
  higher: DutchPlayer,
  lower: DutchPlayer,
  inCurrent: boolean,
  inNext: boolean,
): bigint {
  if (!compatible(ctx, higher, lower)) return ZERO;
  const memo = memoOf(ctx);
  const classOfKind = inCurrent ? classOf : aheadClassOf;
  return weightOf(
    ctx,
    edgeWeightIdOf(
      ctx,
      classOfKind(memo, ctx, higher),
      classOfKind(memo, ctx, lower),
      higher,
      lower,
      inCurrent,
      inNext,
    ),
  );
}

/**
 * `edgeWeight` as an id (weightOf), for a compatible pair whose classes (`playerClasses`, under
 * the current PAB score: both players' classes when `inCurrent`, else their look-ahead classes)
 * the caller has: a map look-up, no BigInt, once the class pair is known.
 */
export function edgeWeightIdOf(
  ctx: WeightContext,
  higherClass: number,
  lowerClass: number,
  higher: DutchPlayer,
  lower: DutchPlayer,
  inCurrent: boolean,
  inNext: boolean,
): number {
  const known = ctx.memo;
  const memo = known !== undefined && known.byeScore === ctx.byeScore ? known : memoOf(ctx);
  const key =
    (higherClass * 65536 + lowerClass) * 8 +
    (inCurrent ? 4 : 0) +
    (inNext ? 2 : 0) +
    (ctx.singleDownfloaterIsBye ? 1 : 0);
  let id = memo.weights.get(key);
  if (id === undefined) {
    id = weightId(ctx, build(ctx, { higher, lower, inCurrent, inNext }));
    memo.weights.set(key, id);
  }
  return id;
}

/**
 * The weight every edge starts with, and keeps while it touches a player below the brackets being
 * paired: the completion field only (no C9 term; the driver solves those rounds whole).
 */
export function completionOnlyWeight(ctx: WeightContext, higher: DutchPlayer, lower: DutchPlayer): bigint {
  if (!compatible(ctx, higher, lower)) return ZERO;
  const L = layoutOf(ctx);
  return L.unit("completion", 1 + (byeCandidate(ctx, higher) ? 0 : 1) + (byeCandidate(ctx, lower) ? 0 : 1));
}

/** The bit position of the completion field (the width of every field below it). */
export function topShift(ctx: WeightContext): number {
  return layoutOf(ctx).topShift;
}

/** The bit offset of every counter of the round's weights, lowest first (WeightLayout.boundaries). */
export function weightBoundaries(ctx: WeightContext): readonly number[] {
  return layoutOf(ctx).boundaries();
}

/** An upper bound on every edge weight of the round, all ones, with room to spare. */
export function maxEdgeWeight(ctx: WeightContext): bigint {
  return layoutOf(ctx).max;
}

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
 * The upper bound comes from the same builder (`maxEdgeWeight`), so the two cannot drift.
 */
import { FLOAT_DOWN, FLOAT_UP, absoluteImbalance, absolutePreference, type DutchPlayer } from "./players";

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
  return (
    !absolutePreference(a) ||
    !absolutePreference(b) ||
    a.preference !== b.preference ||
    (ctx.lastRound && (topscorer(ctx, a) || topscorer(ctx, b)))
  );
}

/** C5 / C2: may take the PAB and is on a score no higher than the PAB assignee's. */
export function byeCandidate(ctx: WeightContext, p: DutchPlayer): boolean {
  return p.byeEligible && p.score <= ctx.byeScore;
}

/** Colour preferences that can both be met: different, or one of them none. */
export function preferencesCompatible(a: DutchPlayer, b: DutchPlayer): boolean {
  return a.preference !== b.preference || a.preference === null || b.preference === null;
}

/** Appends fields to a bigint, most significant first. */
class Fields {
  value = ZERO;
  bits = 0;
  put(width: number, v: bigint | number | boolean): void {
    const x = typeof v === "bigint" ? v : BigInt(typeof v === "boolean" ? (v ? 1 : 0) : v);
    this.value = (this.value << BigInt(width)) + x;
    this.bits += width;
  }
}

function bit(shift: number | undefined): bigint {
  return ONE << BigInt(shift ?? 0);
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

function build(ctx: WeightContext, e: Edge | null): Fields {
  const f = new Fields();
  const sb = ctx.sizeBits;
  const sw = ctx.scoresWidth;
  const cur = e !== null && e.inCurrent;
  const h = e?.higher;
  const l = e?.lower;
  const shift = (p: DutchPlayer): number | undefined => ctx.scoreShift.get(p.score);

  // C4 (completion) and C5/C2 (the PAB): one unit per pair, so the round can always be completed,
  // plus one per end that is not a PAB candidate, so the unpaired player is one.
  f.put(0, e === null ? 2 : 1 + (byeCandidate(ctx, e.higher) ? 0 : 1) + (byeCandidate(ctx, e.lower) ? 0 : 1));

  // C6: maximise the pairs in the current bracket (minimise downfloaters).
  f.put(sb, cur);
  // C7: maximise the scores paired in the current bracket (the downfloaters' scores, descending).
  f.put(sw, cur ? bit(shift(h as DutchPlayer)) : ZERO);
  // C8: then the pairs of the next bracket ...
  f.put(sb, e !== null && e.inNext);
  // ... and the scores paired there.
  f.put(sw, e !== null && e.inNext ? bit(shift(h as DutchPlayer)) : ZERO);

  // C9: minimise the unplayed games of the PAB assignee (when the bracket's single downfloater gets it).
  let c9 = ZERO;
  if (e !== null && ctx.singleDownfloaterIsBye) {
    for (const p of [e.higher, e.lower]) {
      if (p.score === ctx.byeScore) c9 += BigInt(ctx.unplayedRank.get(p.playedGames) ?? 0);
    }
  }
  f.put(2 * sb, c9);

  // C10: minimise players (topscorers) whose colour difference goes beyond ±2.
  f.put(
    sb,
    cur &&
      (!absoluteImbalance(l as DutchPlayer) ||
        !absoluteImbalance(h as DutchPlayer) ||
        (l as DutchPlayer).preference !== (h as DutchPlayer).preference),
  );
  // C11: minimise players (topscorers) who get the same colour three times in a row.
  f.put(sb, cur && noThirdColour(l as DutchPlayer, h as DutchPlayer));
  // C12: minimise players who do not get their colour preference.
  f.put(sb, cur && preferencesCompatible(l as DutchPlayer, h as DutchPlayer));
  // C13: minimise players who do not get their strong colour preference.
  f.put(sb, cur && strongMet(l as DutchPlayer, h as DutchPlayer));

  const higherScore = h?.score ?? 0;
  const lowerScore = l?.score ?? 0;
  if (ctx.played >= 1) {
    // C14: minimise resident downfloaters who also downfloated in the previous round.
    f.put(
      sb,
      cur
        ? (l?.float1 === FLOAT_DOWN ? 1 : 0) + (higherScore <= lowerScore && h?.float1 === FLOAT_DOWN ? 1 : 0)
        : 0,
    );
    // C15: minimise MDP opponents who also upfloated in the previous round.
    f.put(sb, cur && !(higherScore > lowerScore && l?.float1 === FLOAT_UP));
  }
  if (ctx.played > 1) {
    // C16: as C14, two rounds before.
    f.put(
      sb,
      cur
        ? (l?.float2 === FLOAT_DOWN ? 1 : 0) + (higherScore <= lowerScore && h?.float2 === FLOAT_DOWN ? 1 : 0)
        : 0,
    );
    // C17: as C15, two rounds before.
    f.put(sb, cur && !(higherScore > lowerScore && l?.float2 === FLOAT_UP));
  }
  if (ctx.played >= 1) {
    // C18: minimise the scores of downfloaters who also downfloated in the previous round.
    f.put(
      sw,
      cur
        ? (l?.float1 === FLOAT_DOWN ? bit(shift(l)) : ZERO) + (h?.float1 === FLOAT_DOWN ? bit(shift(h)) : ZERO)
        : ZERO,
    );
    // C19: minimise the scores of MDP opponents who also upfloated in the previous round.
    f.put(sw, cur && !(l?.float1 === FLOAT_UP && higherScore > lowerScore) ? bit(shift(h as DutchPlayer)) : ZERO);
  }
  if (ctx.played > 1) {
    // C20: as C18, two rounds before.
    f.put(
      sw,
      cur
        ? (l?.float2 === FLOAT_DOWN ? bit(shift(l)) : ZERO) + (h?.float2 === FLOAT_DOWN ? bit(shift(h)) : ZERO)
        : ZERO,
    );
    // C21: as C19, two rounds before.
    f.put(sw, cur && !(l?.float2 === FLOAT_UP && higherScore > lowerScore) ? bit(shift(h as DutchPlayer)) : ZERO);
  }

  // Room for the driver's tie-breaks: the order of homogeneous brackets and remainders, exchanges.
  f.put(tieBreakBits(ctx), ZERO);
  return f;
}

/** C11 for one pair: neither gets the same colour a third time running. */
function noThirdColour(l: DutchPlayer, h: DutchPlayer): boolean {
  if (!absolutePreference(l) || !absolutePreference(h) || l.preference !== h.preference) return true;
  if (l.imbalance === h.imbalance) return l.repeated === null || l.repeated !== h.repeated;
  // The player with the wider colour difference gets the preference; the other one the opposite.
  const loser = l.imbalance > h.imbalance ? h : l;
  return loser.repeated !== (l.preference === "w" ? "b" : "w");
}

/** C13 for one pair: no strong preference is left unmet. */
function strongMet(l: DutchPlayer, h: DutchPlayer): boolean {
  const weakL = !l.strong && !absolutePreference(l);
  const weakH = !h.strong && !absolutePreference(h);
  return weakL || weakH || (absolutePreference(l) && absolutePreference(h)) || l.preference !== h.preference;
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
  return build(ctx, { higher, lower, inCurrent, inNext }).value;
}

/** The bit position of the completion field (the width of every field below it). */
export function topShift(ctx: WeightContext): number {
  return build(ctx, null).bits;
}

/** An upper bound on every edge weight of the round, all ones, with room to spare. */
export function maxEdgeWeight(ctx: WeightContext): bigint {
  const f = build(ctx, null);
  return (f.value << BigInt(1)) - ONE;
}

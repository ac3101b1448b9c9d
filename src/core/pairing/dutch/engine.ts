/**
 * The Dutch driver: pairs the score brackets from the top down with one maximum-weight matching
 * over every player still to be paired (so C4, completion, is always respected), settling each
 * bracket's choices in the order the rules give them:
 *
 * 1. which moved-down players (MDPs) are paired in the bracket (highest first), and with whom
 *    (the highest-ranked resident possible);
 * 2. which residents form S1 after the fewest exchanges (C.04.3 art. 4.3 order: lowest S1 players
 *    leave first, highest S2 players come in first);
 * 3. for each S1 player in order, the first S2 opponent in the transposition order.
 *
 * Each step adds a small addend in the weight's lowest fields, re-optimises, and fixes the choice.
 * The sequence of steps is bbpPairings' (v6.0.0), which FIDE endorses; the result is the same
 * pairing the rules' candidate order gives.
 */
import { Bracket } from "./bracket";
import { CompletionMatching } from "./completion";
import { FullMatcher } from "./full-matcher";
import { SplitMatcher, type RoundMatcher } from "./matcher";
import { WeightStore } from "./weight-store";
import type { DutchPlayer } from "./players";
import {
  byeCandidate,
  compatible,
  completionOnlyWeight,
  edgeWeight,
  maxEdgeWeight,
  playerClasses,
  topShift,
  type WeightContext,
} from "./weights";

const ZERO = BigInt(0);
const ONE = BigInt(1);

/** The matching the driver settles on: partner index per sorted player (self for the PAB). */
export interface DriverResult {
  readonly partner: readonly number[];
  /** Solves made, and how many needed the whole graph (split mode). */
  readonly solves: number;
  readonly fallbacks: number;
  /** Bracket matchers rebuilt because a weight brought a counter their narrowing had not seen. */
  readonly rebuilds: number;
}

/**
 * How the driver solves: `split` (default) solves each bracket alone and checks that the rest can
 * be completed, falling back to the whole graph; `full` always solves the whole graph (as
 * bbpPairings does). Both give the same pairing; `full` is kept to test that.
 */
export type DriverMode = "split" | "full";

/**
 * Pairs `sorted` (by score descending, then rank). Returns null when no pairing satisfies the
 * absolute criteria.
 */
export function drive(
  sorted: readonly DutchPlayer[],
  ctx: WeightContext,
  mode: DriverMode = "split",
  onProgress?: (reached: number, of: number) => void,
): DriverResult | null {
  const n = sorted.length;
  if (n === 0) return { partner: [], solves: 0, fallbacks: 0, rebuilds: 0 };
  const score = (v: number): number => (sorted[v] as DutchPlayer).score;
  const P = (v: number): DutchPlayer => sorted[v] as DutchPlayer;
  const odd = (n & 1) === 1;
  const topScore = score(0);
  const sb = ctx.sizeBits;

  ctx.singleDownfloaterIsBye = false;
  // An odd number or mode `full`: the PAB settled first (a function of its own, as the whole
  // graph's matcher below: a fresh process compiles a function whole on its first call, and an
  // even round in split mode runs neither).
  const full = odd || mode === "full" ? settleFirst(sorted, ctx, mode) : null;
  if (full === false) return null;

  let rm: RoundMatcher;
  if (mode === "split" && full === null) {
    // Edges that touch a lower player keep the completion weight; the store knows it without
    // writing it down.
    const store = new WeightStore(n, ctx, (a, b) => completionOnlyWeight(ctx, P(a), P(b)));
    const split = new SplitMatcher(store, sorted, ctx, topShift(ctx));
    if (!odd && !split.canCompleteAll()) return null;
    rm = split;
  } else rm = weighWhole(full as FullMatcher, sorted, ctx);
  // Each player's weight class, looked up once (the PAB score is settled by now).
  const classes = playerClasses(ctx, sorted);
  const partner = new Array<number>(n).fill(-1);
  const matched = new Array<boolean>(n).fill(false);

  // The bracket: MDPs, then the residents of the current score group, then the next score group.
  let byIndex: number[] = [];
  let next = 0;
  while (next < n && score(next) >= topScore) byIndex.push(next++);
  let groupBegin = 0; // number of MDPs in the bracket
  let groupBeginVertex = 0; // first resident, as a vertex

  while (byIndex.length > 1 || next < n) {
    const nextGroupBegin = byIndex.length;
    const groupIterator = next;
    if (next < n) {
      const s = score(next);
      while (next < n && score(next) >= s) byIndex.push(next++);
    }
    onProgress?.(next, n);
    rm.beginBracket(byIndex, next);
    const bracket = new Bracket(rm, sorted, matched, byIndex, groupBegin, groupBeginVertex, nextGroupBegin, sb);
    bracket.setBaseWeights(ctx, classes);
    rm.solve();
    bracket.chooseMdps();
    bracket.pairMdps();
    bracket.formRemainder(steerTowardsS1S2);
    bracket.exchangeFromS1();
    bracket.exchangeFromS2();
    bracket.fixS1S2();
    bracket.pairS1();

    // The unpaired players of this bracket move down; the next group's players join them.
    const nextByIndex: number[] = [];
    let nextGroupBeginCount = 0;
    let single = odd && groupIterator < n && ctx.byeScore >= score(groupIterator);
    for (let pi = 0; pi < byIndex.length; pi++) {
      const pv = byIndex[pi] as number;
      if (pi < nextGroupBegin && matched[pv]) {
        const mv = rm.mateOf(pv);
        partner[pv] = mv;
        partner[mv] = pv;
      } else {
        nextByIndex.push(pv);
        if (pi < nextGroupBegin) nextGroupBeginCount++;
        if (single && score(rm.mateOf(pv)) < score(groupIterator)) single = false;
      }
    }
    ctx.singleDownfloaterIsBye = single;
    byIndex = nextByIndex;
    groupBegin = nextGroupBeginCount;
    groupBeginVertex = bracket.nextGroupBeginVertex;
  }

  for (let v = 0; v < n; v++) if (partner[v] === -1) partner[v] = v;
  rm.release();
  const split = rm instanceof SplitMatcher ? rm : null;
  return { partner, solves: split?.solves ?? 0, fallbacks: split?.fallbacks ?? 0, rebuilds: split?.rebuilds ?? 0 };
}

/**
 * The PAB settled before the brackets (an odd number, or mode `full`): the whole graph's matcher
 * when the round is paired as one (mode `full`; C9 with the PAB in the top group), else null;
 * false when no pairing satisfies the absolute criteria.
 */
function settleFirst(sorted: readonly DutchPlayer[], ctx: WeightContext, mode: DriverMode): FullMatcher | null | false {
  const n = sorted.length;
  if (mode === "full") {
    const full = new FullMatcher(n, maxEdgeWeight(ctx), ctx);
    return settleByWholeGraph(full, sorted, ctx) ? full : false;
  }
  // An odd number: the PAB's score (C5: the lowest possible) and C9's question (is the top group's
  // single downfloater the PAB assignee?) from cardinality matchings, without weighing the whole
  // graph; mode `full` weighs it as bbpPairings does.
  const topScore = (sorted[0] as DutchPlayer).score;
  const lowest = (sorted[n - 1] as DutchPlayer).score;
  const s = pabScoreByCompletion(sorted, ctx);
  if (s === null) return false;
  ctx.byeScore = s;
  // Every player on one score (round 1): the bracket is everybody, so yes.
  ctx.singleDownfloaterIsBye = s >= topScore && (lowest >= topScore || topGroupPairsAlone(sorted, ctx));
  rankUnplayed(sorted, ctx);
  // C9 with players below the top group: the split matcher's edges to lower players carry no C9
  // term (completionOnlyWeight), so the whole graph is paired as one. With one score there are
  // no such edges: the first bracket is everybody, and the split matcher solves it whole (as an
  // even round 1).
  return ctx.singleDownfloaterIsBye && lowest < topScore ? new FullMatcher(n, maxEdgeWeight(ctx), ctx) : null;
}

/** The whole graph's matcher with every pair weighed, solved: the round's matcher when it is paired as one. */
function weighWhole(full: FullMatcher, sorted: readonly DutchPlayer[], ctx: WeightContext): FullMatcher {
  const n = sorted.length;
  for (let p = 0; p < n; p++)
    for (let o = 0; o < p; o++)
      full.setWeightValue(p, o, edgeWeight(ctx, sorted[o] as DutchPlayer, sorted[p] as DutchPlayer, false, false));
  full.solve();
  return full;
}

/**
 * The PAB's score when the number is odd (C5: the lowest score of a player who may take it, C2,
 * and whom the others can be paired around, C1 and C3), or null when nobody can: a cardinality
 * matching with a dummy vertex joined to the PAB candidates of score S or less is perfect exactly
 * when some such player can be left out, so the first S, from the lowest up, that completes is the
 * score the whole graph's weighted solve (settleByWholeGraph) gives, without weighing n²/2 pairs.
 */
export function pabScoreByCompletion(sorted: readonly DutchPlayer[], ctx: WeightContext): number | null {
  const n = sorted.length;
  const P = (v: number): DutchPlayer => sorted[v] as DutchPlayer;
  const scores = [...new Set(sorted.filter((p) => p.byeEligible).map((p) => p.score))].sort((a, b) => a - b);
  let limit = -Infinity;
  const m = new CompletionMatching(
    n,
    (v, x) => compatible(ctx, P(v), P(x)),
    (v) => P(v).byeEligible && P(v).score <= limit,
  );
  for (let v = 0; v < n; v++) m.set(v, true);
  // Each try keeps the last one's maximum matching: only the dummy's new edges are searched.
  for (const s of scores) {
    limit = s;
    if (m.complete()) return s;
  }
  return null;
}

/**
 * C9's question when the PAB goes to the top score group and others score lower (the weighted
 * solve's `singleDownfloaterIsBye`): is there a pairing of everybody but one PAB candidate of the
 * top group in which no top-group player meets a lower one? That optimum (its weights count the
 * top group's own pairs below the completion and PAB fields) has the most top-group pairs
 * possible, (t − 1) / 2 of t, exactly when a cardinality matching with the top-lower pairs left out
 * and the dummy joined to the top group's PAB candidates is perfect.
 */
export function topGroupPairsAlone(sorted: readonly DutchPlayer[], ctx: WeightContext): boolean {
  const n = sorted.length;
  const P = (v: number): DutchPlayer => sorted[v] as DutchPlayer;
  const topScore = P(0).score;
  let t = 0;
  while (t < n && P(t).score >= topScore) t++;
  if ((t & 1) === 0) return false;
  const m = new CompletionMatching(
    n,
    (v, x) => v < t === x < t && compatible(ctx, P(v), P(x)),
    (v) => v < t && P(v).byeEligible,
  );
  for (let v = 0; v < n; v++) m.set(v, true);
  return m.complete();
}

/** The players on the PAB's score, ranked by games played (most first), for the PAB's weights. */
function rankUnplayed(sorted: readonly DutchPlayer[], ctx: WeightContext): void {
  const counts = sorted.filter((p) => p.score === ctx.byeScore).map((p) => p.playedGames);
  counts.sort((a, b) => b - a);
  ctx.unplayedRank = new Map();
  counts.forEach((g, i) => ctx.unplayedRank.set(g, i));
}

/**
 * Completion (C4) and, when the number is odd, the PAB on the whole graph, as bbpPairings does:
 * one maximum-weight matching over every pair. False when no pairing satisfies C1–C3 (and C2/C5
 * for the PAB); else sets ctx.byeScore and ctx.singleDownfloaterIsBye (odd) and leaves `full`
 * solved. The driver's `full` mode, and its `split` mode when the PAB goes to the top score group.
 */
export function settleByWholeGraph(full: FullMatcher, sorted: readonly DutchPlayer[], ctx: WeightContext): boolean {
  const n = sorted.length;
  const score = (v: number): number => (sorted[v] as DutchPlayer).score;
  const P = (v: number): DutchPlayer => sorted[v] as DutchPlayer;
  const odd = (n & 1) === 1;
  const topScore = score(0);
  const sb = ctx.sizeBits;
  const sw = ctx.scoresWidth;
  const shiftOf = (s: number): number => ctx.scoreShift.get(s) ?? 0;
  ctx.singleDownfloaterIsBye = false;
  const m = full.m;
  // Completion (C4) and the PAB: can everybody be paired, and who takes the PAB (C5: the lowest
  // score possible, then C2 eligibility)?
  // The weight of a pair depends on three small numbers only: each distinct one is made (as a
  // BigInt) and entered in the matcher's table once, not once per pair.
  const indexByKey = new Map<number, number>();
  for (let p = 0; p < n; p++) {
    for (let o = 0; o < p; o++) {
      if (odd) {
        if (!compatible(ctx, P(p), P(o))) {
          m.setWeight(p, o, ZERO);
          continue;
        }
        const top = 1 + (P(p).byeEligible ? 0 : 1) + (P(o).byeEligible ? 0 : 1);
        const shifts = shiftOf(score(p)) + shiftOf(score(o));
        const first = score(p) >= topScore ? 1 : 0;
        const key = (shifts * 4 + top) * 2 + first;
        let idx = indexByKey.get(key);
        if (idx === undefined) {
          let w = BigInt(top);
          w <<= BigInt(sw);
          w |= BigInt(shifts);
          w <<= BigInt(sb);
          w |= first === 1 ? ONE : ZERO;
          idx = m.weightIndex(w);
          indexByKey.set(key, idx);
        }
        m.setWeightAt(p, o, idx);
      } else {
        full.setWeightValue(p, o, edgeWeight(ctx, P(o), P(p), false, false));
      }
    }
  }
  m.solve();
  const stable = m.matching();
  let unmatched = 0;
  for (let v = 0; v < n; v++) {
    if ((stable[v] as number) === -1) {
      unmatched++;
      if (unmatched > 1 || !P(v).byeEligible) return false;
    }
  }
  if (odd) {
    let byeScore = 0;
    for (let v = 0; v < n; v++) {
      if ((stable[v] as number) === -1) {
        byeScore = score(v);
        break;
      }
    }
    ctx.byeScore = byeScore;
    let single = false;
    if (byeScore >= topScore) {
      single = true;
      for (let v = 0; v < n && score(v) >= topScore; v++) {
        const mv = stable[v] as number;
        if (mv !== -1 && score(mv) < topScore) {
          single = false;
          break;
        }
      }
    }
    ctx.singleDownfloaterIsBye = single;
    rankUnplayed(sorted, ctx);
  }
  return true;
}

/**
 * Speed only: before the remainder's exchange weights go in, re-pairs S1–S1 and S2–S2 pairs of the
 * current optimum as S1–S2 pairs wherever that is another optimum of the same weights (both new
 * pairs tight). The exchange weights favour exactly such pairs, so the solve that follows keeps
 * most of the matching instead of rebuilding half the bracket one augmenting path at a time. The
 * pairing does not change: the driver reads only what every optimum of the weights shares.
 * `players`: the remainder's vertices in order; S1 is the first `s1` of them.
 */
function steerTowardsS1S2(rm: RoundMatcher, players: readonly number[], s1: number): void {
  // Flat arrays and plain loops (no Map, no pairs as small arrays, no callbacks): a smaller compile.
  let top = 0;
  for (const v of players) if (v > top) top = v;
  const position = new Int32Array(top + 1).fill(-1);
  for (let k = 0; k < players.length; k++) position[players[k] as number] = k;
  // The pairs inside S1 and inside S2, two vertices each.
  const upper: number[] = [];
  const lower: number[] = [];
  for (let k = 0; k < players.length; k++) {
    const v = players[k] as number;
    const mate = rm.mateOf(v);
    const km = mate <= top ? (position[mate] as number) : -1;
    if (km <= k) continue;
    if (km < s1) upper.push(v, mate);
    else if (k >= s1) lower.push(v, mate);
  }
  const used = new Uint8Array(lower.length / 2);
  for (let i = 0; i < upper.length; i += 2) {
    const a = upper[i] as number;
    const b = upper[i + 1] as number;
    for (let j = 0; j < used.length; j++) {
      if (used[j] === 1) continue;
      const c = lower[2 * j] as number;
      const d = lower[2 * j + 1] as number;
      if (rm.trySwap(a, b, c, d) || rm.trySwap(a, b, d, c)) {
        used[j] = 1;
        break;
      }
    }
  }
}

export { byeCandidate };

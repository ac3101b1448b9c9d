/**
 * One score bracket of the Dutch driver (engine.ts `drive`): its players in bracket order (moved-down
 * players, residents, then the next score group as look-ahead), their base weights, and the rules'
 * steps, each one method that adds its addends, re-optimises and fixes its choice.
 *
 * The steps are methods rather than one loop body inside `drive` for V8's sake: a fresh process
 * runs `drive` once, so its loop could only be optimised by on-stack replacement, one large compile
 * (about a quarter of the optimising compiler's work in a 1,000-player pairing) that landed when
 * most of the pairing was done. Each method here is small, called once per bracket, and optimised
 * soon after it gets hot (docs/performance.md, "The whole process at 1,000 players").
 */
import type { RoundMatcher } from "./matcher";
import type { DutchPlayer } from "./players";
import { compatible, edgeWeightIdOf, type WeightContext } from "./weights";

export class Bracket {
  /** Base weight ids by bracket index, [larger · size + smaller] (weights.ts; 0: no edge). */
  private readonly base: Int32Array;
  readonly size: number;
  /** The first vertex below the residents (the next group's first, as a vertex). */
  readonly nextGroupBeginVertex: number;
  /** Fewest exchanges: the bonus of a pair whose higher player is in S1 (inside the tie-break field). */
  private readonly exchangeUnit: number;
  /** The remainder (bracket indices of residents not paired with an MDP); S1 is its first `remPairs`. */
  private remainder: number[] = [];
  private remPairs = 0;
  private exchangeCount = 0;

  /**
   * `members`: sorted-player indices, the MDPs (`groupBegin` of them), the residents up to
   * `nextGroupBegin`, then the next score group; `groupBeginVertex` is the first resident as a vertex.
   */
  constructor(
    private readonly rm: RoundMatcher,
    private readonly sorted: readonly DutchPlayer[],
    private readonly matched: boolean[],
    private readonly members: readonly number[],
    private readonly groupBegin: number,
    private readonly groupBeginVertex: number,
    private readonly nextGroupBegin: number,
    sizeBits: number,
  ) {
    this.size = members.length;
    this.nextGroupBeginVertex = groupBeginVertex + (nextGroupBegin - groupBegin);
    this.base = new Int32Array(this.size * this.size);
    this.exchangeUnit = 2 ** (2 * sizeBits);
  }

  private V(i: number): number {
    return this.members[i] as number;
  }

  private score(i: number): number {
    return (this.sorted[this.V(i)] as DutchPlayer).score;
  }

  private B(larger: number, smaller: number): number {
    return this.base[larger * this.size + smaller] as number;
  }

  private clearB(larger: number, smaller: number): void {
    this.base[larger * this.size + smaller] = 0;
  }

  private inRange(x: number): boolean {
    return x >= this.groupBeginVertex && x < this.nextGroupBeginVertex;
  }

  /** Remainder index k: the bracket index of its k-th player. */
  private R(k: number): number {
    return this.remainder[k] as number;
  }

  /** A player acts as S1 when matched to a later resident. */
  private actsS1(pv: number): boolean {
    const x = this.rm.mateOf(pv);
    return x > pv && x < this.nextGroupBeginVertex;
  }

  /** Fewest exchanges: a bonus when the higher player (remainder index k) is in S1; then the smallest BSN differences. */
  private addendOf(k: number): number {
    return ((k < this.remPairs ? this.exchangeUnit : 0) - k) * 2;
  }

  /**
   * Base weights (ids, weights.ts): every pair whose later player is a resident or in the next
   * group. Every weight set below is one of these plus an addend in the tie-break field, which the
   * base weights leave empty: weightOf(id) + t, numbers only. `classes`: each sorted player's class
   * and look-ahead class (weights.ts `playerClasses`).
   */
  setBaseWeights(ctx: WeightContext, classes: Int32Array): void {
    // The same loop in one call where the round's matcher has it in WebAssembly (matcher.ts).
    if (this.rm.baseWeights?.(classes, this.members, this.groupBegin, this.nextGroupBegin, this.base) === true) return;
    for (let larger = this.groupBegin; larger < this.size; larger++) this.baseRow(ctx, classes, larger);
  }

  /** The base weights of one later player against every earlier one (a method of its own: see `pairS1`). */
  private baseRow(ctx: WeightContext, classes: Int32Array, larger: number): void {
    const { rm, sorted, size, base, nextGroupBegin } = this;
    const vl = this.V(larger);
    const l = sorted[vl] as DutchPlayer;
    const inCurrent = larger < nextGroupBegin;
    // The look-ahead's edges by the players' look-ahead classes (weights.ts `playerClasses`).
    const kind = inCurrent ? 0 : sorted.length;
    const lClass = classes[kind + vl] as number;
    for (let smaller = 0; smaller < larger; smaller++) {
      const vs = this.V(smaller);
      const h = sorted[vs] as DutchPlayer;
      const hClass = classes[kind + vs] as number;
      const id = compatible(ctx, h, l) ? edgeWeightIdOf(ctx, hClass, lClass, h, l, inCurrent, !inCurrent) : 0;
      base[larger * size + smaller] = id;
      rm.setWeight(vl, vs, id, 0);
    }
  }

  /** 1. Which MDPs are paired in this bracket (C6/C7 fix how many per score; the highest first). */
  chooseMdps(): void {
    const { rm, matched, size, groupBegin } = this;
    let mdpScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    for (let pi = 0; pi < groupBegin; pi++) {
      if (pi === 0 || this.score(pi) < mdpScore) {
        mdpScore = this.score(pi);
        remaining = 0;
        remainingMatched = 0;
        for (let q = pi; q < size && this.score(q) >= mdpScore; q++) {
          remaining++;
          if (this.inRange(rm.mateOf(this.V(q)))) remainingMatched++;
        }
      }
      if (remainingMatched === 0) continue;
      const pv = this.V(pi);
      if (remaining <= remainingMatched) {
        matched[pv] = true;
        continue;
      }
      remaining--;
      if (this.chooseMdp(pi, pv)) remainingMatched--;
    }
  }

  /**
   * MDP `pi` (vertex `pv`) when not every MDP of its score can be paired here: offered the
   * residents, and chosen (true) when the optimum pairs it in the bracket. A method of its own:
   * most brackets never get here, and a fresh process compiles a method whole on its first call.
   */
  private chooseMdp(pi: number, pv: number): boolean {
    const { rm, matched, groupBegin, nextGroupBegin } = this;
    if (!this.inRange(rm.mateOf(pv))) {
      for (let o = groupBegin; o < nextGroupBegin; o++) {
        const w = this.B(o, pi);
        if (w !== 0) rm.setWeight(pv, this.V(o), w, 1);
      }
      rm.solve();
    }
    if (!this.inRange(rm.mateOf(pv))) return false;
    matched[pv] = true;
    for (let o = groupBegin; o < nextGroupBegin; o++) {
      const w = this.B(o, pi);
      if (w !== 0) rm.setWeight(pv, this.V(o), w, nextGroupBegin - groupBegin + 1);
    }
    return true;
  }

  /** 2. The opponents of the paired MDPs: the highest-ranked resident that keeps the optimum. */
  pairMdps(): void {
    const { rm, matched, size, groupBegin, nextGroupBegin } = this;
    for (let pi = 0; pi < groupBegin; pi++) {
      const pv = this.V(pi);
      if (!matched[pv]) continue;
      let addend = size;
      for (let o = nextGroupBegin - 1; o >= groupBegin; o--) {
        const ov = this.V(o);
        if (matched[ov]) continue;
        const w = this.B(o, pi);
        if (w !== 0) {
          rm.setWeight(pv, ov, w, addend);
          addend++;
        }
      }
      rm.solve();
      const mv = rm.mateOf(pv);
      matched[mv] = true;
      rm.finalize(pv, mv);
    }
  }

  /**
   * 3. The remainder: the residents not paired with MDPs, S1 its first `remPairs`; its exchange
   * weights go in (after `steer`, which may re-pair the optimum among its ties) and are solved.
   */
  formRemainder(steer: (rm: RoundMatcher, players: readonly number[], s1: number) => void): void {
    const { rm, groupBegin, groupBeginVertex, nextGroupBegin } = this;
    const remainder: number[] = [];
    let remPairs = 0;
    for (let pi = groupBegin; pi < nextGroupBegin; pi++) {
      const pv = this.V(pi);
      if (rm.mateOf(pv) < groupBeginVertex) continue;
      remainder.push(pi);
      if (rm.mateOf(pv) < pv) remPairs++;
    }
    this.remainder = remainder;
    this.remPairs = remPairs;
    const players: number[] = [];
    for (let k = 0; k < remainder.length; k++) players.push(this.V(remainder[k] as number));
    steer(rm, players, remPairs);
    for (let oi = 0; oi < remainder.length; oi++) this.remainderRow(oi);
    rm.solve();
    let exchangeCount = 0;
    for (let k = 0; k < remPairs; k++) if (!this.actsS1(this.V(this.R(k)))) exchangeCount++;
    this.exchangeCount = exchangeCount;
  }

  /** The exchange weights of remainder player `oi` against the earlier ones. */
  private remainderRow(oi: number): void {
    // R, V, B and addendOf written out: each is a call per pair at V8's first tiers.
    const { rm, remainder, members, base, size, remPairs, exchangeUnit } = this;
    const length = remainder.length;
    const o = remainder[oi] as number;
    const ov = members[o] as number;
    for (let pk = 0; pk < length; pk++) {
      const p = remainder[pk] as number;
      if (o <= p) break;
      const w = base[o * size + p] as number;
      // No edge (the two cannot meet): its weight is 0 and stays 0 (`baseRow` set it so).
      if (w !== 0) rm.setWeight(members[p] as number, ov, w, ((pk < remPairs ? exchangeUnit : 0) - pk) * 2);
    }
  }

  /**
   * Lowest S1 players move to S2 first (4.3: the highest BSN moved from S1). Brackets with no
   * exchange (most) return at once; the steps' rarer parts are methods of their own, as
   * `chooseMdp`.
   */
  exchangeFromS1(): void {
    if (this.exchangeCount > 0) this.exchangeS1();
  }

  private exchangeS1(): void {
    const { rm } = this;
    const length = this.remainder.length;
    let exchangesRemaining = this.exchangeCount;
    for (let k = this.remPairs - 1; k >= 0 && exchangesRemaining > 0; k--) {
      const p = this.R(k);
      const pv = this.V(p);
      const addend = this.addendOf(k);
      if (this.actsS1(pv)) this.keepInS1(k, addend);
      const exchange = !this.actsS1(pv);
      if (exchange) exchangesRemaining--;
      for (let oi = k + 1; oi < length; oi++) {
        if (exchange) this.clearB(this.R(oi), p);
        const w = this.B(this.R(oi), p);
        rm.setWeight(pv, this.V(this.R(oi)), w, w === 0 ? 0 : addend);
      }
    }
  }

  /** S1 player `k` (remainder index) offered its later players at `addend` − 1, to stay in S1 if it can. */
  private keepInS1(k: number, addend: number): void {
    const { rm } = this;
    const length = this.remainder.length;
    const p = this.R(k);
    const pv = this.V(p);
    for (let oi = k + 1; oi < length; oi++) {
      const w = this.B(this.R(oi), p);
      if (w !== 0) rm.setWeight(pv, this.V(this.R(oi)), w, addend - 1);
    }
    rm.solve();
  }

  /** Highest S2 players move to S1 first (4.3: the lowest BSN moved from S2); only with two exchanges or more. */
  exchangeFromS2(): void {
    if (this.exchangeCount > 1) this.exchangeS2();
  }

  private exchangeS2(): void {
    const { rm, size, nextGroupBegin } = this;
    const length = this.remainder.length;
    let exchangesRemaining = this.exchangeCount;
    for (let k = this.remPairs; k < length && exchangesRemaining > 1; k++) {
      const p = this.R(k);
      const pv = this.V(p);
      const already = this.actsS1(pv);
      const addend = this.addendOf(k);
      if (!already) {
        for (let oi = k + 1; oi < length; oi++) {
          const w = this.B(this.R(oi), p);
          if (w !== 0) rm.setWeight(pv, this.V(this.R(oi)), w, addend + 1);
        }
        rm.solve();
      }
      if (this.actsS1(pv)) {
        exchangesRemaining--;
        for (let oi = 0; oi < k; oi++) {
          this.clearB(p, this.R(oi));
          rm.setWeight(pv, this.V(this.R(oi)), 0, 0);
        }
        for (let o = nextGroupBegin; o < size; o++) {
          this.clearB(o, p);
          rm.setWeight(pv, this.V(o), 0, 0);
        }
      }
      if (!already) {
        for (let oi = k + 1; oi < length; oi++) {
          const w = this.B(this.R(oi), p);
          rm.setWeight(pv, this.V(this.R(oi)), w, w === 0 ? 0 : addend);
        }
      }
    }
  }

  /** Fixes S1 and S2: keeps only edges from an S1 player down to an S2 player. */
  fixS1S2(): void {
    // Who acts as S1, asked once per player, not once per pair: nothing here solves, and setting
    // weights leaves the last solution's mates as they are.
    const length = this.remainder.length;
    const s1 = new Uint8Array(length);
    for (let k = 0; k < length; k++) s1[k] = this.actsS1(this.V(this.R(k))) ? 1 : 0;
    for (let pk = 0; pk < length; pk++) this.fixRow(pk, s1);
  }

  /** Remainder player `pk`'s edges to the later ones, kept only from S1 down to S2 (`s1`: fixS1S2's). */
  private fixRow(pk: number, s1: Uint8Array): void {
    // R, V, B and clearB written out, as in remainderRow.
    const { rm, remainder, members, base, size } = this;
    const length = remainder.length;
    const p = remainder[pk] as number;
    const pv = members[p] as number;
    const pS1 = s1[pk] === 1;
    for (let ok = pk + 1; ok < length; ok++) {
      const o = remainder[ok] as number;
      // A pair already without an edge weighs 0 already: every step that clears a base weight
      // sets the pair's weight to 0 with it, and a pair that cannot meet never weighed more.
      if (base[o * size + p] === 0) continue;
      if (!pS1 || s1[ok] === 1) base[o * size + p] = 0;
      rm.setWeight(pv, members[o] as number, base[o * size + p] as number, 0);
    }
  }

  /**
   * 4. Each S1 player in order takes the first S2 player that keeps the optimum.
   *
   * Each step's loop over pairs is a method of its own (`baseRow`, `remainderRow`, `fixRow`,
   * `offerS2`), called once per player: a step runs once per bracket, so with the loop inside it V8
   * optimised it twice in a fresh process, once by on-stack replacement inside the long loop and
   * again whole a few brackets later; a small method called per player is optimised once.
   */
  pairS1(): void {
    const { rm, matched } = this;
    for (let pk = 0; pk < this.remainder.length; pk++) {
      const pv = this.V(this.R(pk));
      if (!this.actsS1(pv)) continue;
      this.offerS2(pk);
      rm.solve();
      const mv = rm.mateOf(pv);
      matched[pv] = true;
      matched[mv] = true;
      rm.finalize(pv, mv);
    }
  }

  /** S1 player `pk`'s edges to the unpaired later players, the lowest first, each addend one more. */
  private offerS2(pk: number): void {
    // R, V and B written out, as in remainderRow.
    const { rm, matched, remainder, members, base, size } = this;
    const p = remainder[pk] as number;
    const pv = members[p] as number;
    let addend = 0;
    for (let ok = remainder.length - 1; ok >= 0; ok--) {
      const o = remainder[ok] as number;
      const ov = members[o] as number;
      if (o <= p || matched[ov]) continue;
      const w = base[o * size + p] as number;
      if (w !== 0) rm.setWeight(pv, ov, w, addend);
      addend++;
    }
  }
}

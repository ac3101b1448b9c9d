/**
 * The matching behind the Dutch driver, solved bracket by bracket.
 *
 * The driver's weights live on every pair of players still to be paired (so C4, completion, holds
 * for everybody). Only the pairs inside the current bracket and the next score group carry more
 * than the completion field; every edge that touches a lower player weighs exactly "one pair"
 * (plus the PAB-candidate terms, constant over near-perfect matchings). So:
 *
 * - the bracket is solved alone, with its weights less their completion field (`local`);
 * - the players it leaves unpaired (F) must then be pairable with the lower players, without two of
 *   F meeting (`completion`, a small cardinality matching kept up to date);
 * - if they are, the two together are a maximum-weight matching of the whole graph: no matching of
 *   the whole graph can do better inside the bracket, and outside it all are equal. If they are not
 *   (or few players are left below), the bracket is solved together with everybody below it, with
 *   the full weights (`whole` mode): exact, as finalized pairs are simply out of the graph.
 *
 * The answer is the same maximum-weight matching; only the work shrinks from all players to one
 * bracket.
 */
import { newMatcher, type IncrementalMatcher } from "../../matching";
import type { DutchPlayer } from "./players";
import { BracketCompressor } from "./compress";
import { CompletionMatching } from "./completion";
import { WasmDriver } from "../../matching";
import { newPairKeys, type PairKeys } from "./pair-keys";
import { WeightStore } from "./weight-store";
import {
  byeCandidate,
  colourBar,
  compatible,
  edgeWeightIdOf,
  tieBreakBits,
  weightBoundaries,
  weightOf,
  type WeightContext,
} from "./weights";

const ZERO = BigInt(0);
const ONE = BigInt(1);
/** With fewer players than this below the bracket, solve the bracket together with them. */
const WHOLE_BELOW = 16;

/**
 * What the driver needs from a matcher. A weight is given as `id`, the round's id of an edge
 * weight (weights.ts `weightId`, 0: no edge), plus `t`, a small signed addend in the tie-break
 * field (the driver's steps): the weight is weightOf(id) + t, and no BigInt is made per edge.
 */
export interface RoundMatcher {
  setWeight(v: number, x: number, id: number, t: number): void;
  /** Fixes the pair {a, b}: their edge gets the maximum weight, every other edge at them zero. */
  finalize(a: number, b: number): void;
  solve(): void;
  /** The partner of v in the last solution, v itself when unpaired. */
  mateOf(v: number): number;
  /** Done: the matchers behind it may give back what they hold (nothing may be asked after). */
  release(): void;
  /**
   * Bracket.setBaseWeights' loop in one call where the matcher can (the WebAssembly driver): the
   * bracket's base weight ids into `base` and every one set; false when the caller must do it.
   */
  baseWeights?(
    classes: Int32Array,
    members: readonly number[],
    groupBegin: number,
    nextGroupBegin: number,
    base: Int32Array,
  ): boolean;
  /** A new bracket: its players (sorted-player indices) and the first index below it. */
  beginBracket(members: readonly number[], lowerStart: number): void;
  /**
   * After a solve, pairs a–c and b–d instead of a–b and c–d when that is another optimum of the
   * same weights (FastMatcher.trySwap); true when done.
   */
  trySwap(a: number, b: number, c: number, d: number): boolean;
}

/** SplitMatcher's array fields before the constructor sets them (see `finalPartner`). */
const NO_KEYS = new Int32Array(0);

/** Bracket-local matching plus a completion check; the whole rest of the graph when needed. */
export class SplitMatcher implements RoundMatcher {
  private readonly n: number;
  /** The bracket matchers' set-up pair by pair and the arrays it reads (pair-keys.ts). */
  private readonly keys: PairKeys;
  /**
   * Its arrays, kept here for the paths that run per weight (renewed by `adoptKeys`). These three
   * start as NO_KEYS and the constructor writes them a second time: V8 treats a field written only
   * once as a constant, and when `adoptKeys` first replaced them mid-pairing, every optimised
   * function that had read them (the driver's `baseRow`, with `setWeight` inlined) was thrown away.
   */
  private finalPartner: Int32Array = NO_KEYS;
  /**
   * The matcher of the last solve: `mateOf` reads it (and the completion matching) on demand, so
   * a solve costs nothing per player outside the bracket. Nothing the answer depends on changes
   * before the next solve: the matchers' mates change only in solve and trySwap, the bracket's
   * players and F only in beginBracket (which forgets it) and in solve.
   */
  private solved: IncrementalMatcher | null = null;
  /** The bracket's players still unpaired. */
  private members: number[] = [];
  /** The local matcher's vertices: the bracket's players, and in whole mode everybody below. */
  private localIds: number[] = [];
  private localOf: Int32Array;
  private local: IncrementalMatcher | null = null;
  /** The local matcher's dummy vertex (its last) with an odd number of players, else −1 (`withDummy`). */
  private dummy = -1;
  /** The local matcher's weights, narrowed to the counters the bracket uses. */
  private compressor: BracketCompressor | null = null;
  /** This bracket is solved together with everybody below it (full weights, no completion check). */
  private whole = false;
  /**
   * The local matcher's table index (+ 1; 0 unknown) of each stored weight as the bracket sees it,
   * by slot: the store's index i and the pair's completion field, 4·i + topOf(v, x), or 4·i in
   * whole mode (no completion field). Converting each distinct weight once keeps BigInt arithmetic
   * off the path of the driver's many weight changes. setWeight and localKeys compute the slot
   * inline (they run for every weight set, in a fresh process's interpreter); while buildLocal runs,
   * it holds each slot's key there instead.
   */
  private localIndex: Int32Array = NO_KEYS;
  private readonly completion: CompletionMatching;
  private readonly lower: Uint8Array;
  private readonly inF: Uint8Array;
  private lowerStart: number;
  private started = false;
  /** The completion field's value 0 to 3 as a weight (k · 2^topShift). */
  private readonly topWeights: readonly bigint[];
  /** 1 for each player who is not a PAB candidate (C2/C5), else 0: the completion field's terms. */
  private notBye: Int32Array = NO_KEYS;
  /** Solves, and how many found the bracket alone not completable (for the documentation). */
  solves = 0;
  fallbacks = 0;
  /** Local matchers rebuilt because a weight brought counters the compressor had not seen. */
  rebuilds = 0;
  /** The set-up in WebAssembly (pair-keys.ts), for the brackets' base weights; else null. */
  private readonly wasm: WasmDriver | null;
  /** The players' meetings and colour codes written into it (on the first bracket's base weights). */
  private metWritten = false;
  /** The set-up's weight setting where it has one (pair-keys.ts `storeSet`), else null. */
  private readonly storeSet: ((v: number, x: number, id: number, t: number, mode: number) => number) | null;
  /** The local weight of a pair never set (whole mode's keys: one per distinct weight). */
  private readonly starting = (v: number, x: number): bigint => this.localWeight(v, x, this.store.get(v, x));

  /**
   * `store` holds every weight the driver sets; a pair never set weighs its completion field
   * (`completionOnlyWeight`), which the WebAssembly set-up computes itself (`writeMet`).
   */
  constructor(
    private readonly store: WeightStore,
    private readonly sorted: readonly DutchPlayer[],
    private readonly ctx: WeightContext,
    topShift: number,
  ) {
    const n = store.n;
    this.n = n;
    const keys = newPairKeys(n, store);
    this.keys = keys;
    this.localIndex = keys.localIndex;
    this.finalPartner = keys.finalPartner;
    this.notBye = keys.notBye;
    this.localOf = keys.localOf;
    this.storeSet = keys.storeSet;
    this.wasm = keys instanceof WasmDriver ? keys : null;
    keys.onRenew = () => this.adoptKeys();
    if (keys.storeSet !== null) store.onEntry = (id, t, e) => keys.addEntry(id, t, e);
    this.completion = new CompletionMatching(
      n,
      (v, x) => compatible(ctx, this.player(v), this.player(x)),
      (v) => byeCandidate(ctx, this.player(v)),
    );
    this.lower = new Uint8Array(n);
    this.inF = new Uint8Array(n);
    this.lowerStart = n;
    const topUnit = ONE << BigInt(topShift);
    this.topWeights = [ZERO, topUnit, BigInt(2) * topUnit, BigInt(3) * topUnit];
    for (let v = 0; v < n; v++) this.notBye[v] = byeCandidate(ctx, this.player(v)) ? 0 : 1;
  }

  baseWeights(
    classes: Int32Array,
    members: readonly number[],
    groupBegin: number,
    nextGroupBegin: number,
    base: Int32Array,
  ): boolean {
    const wasm = this.wasm;
    if (wasm === null || this.local !== null) return false;
    if (!this.metWritten) this.writeMet(wasm);
    const ctx = this.ctx;
    // A pair the instance cannot weigh: Bracket.setBaseWeights' weight (the reference), kept in the
    // instance's memo for its class pair (the same key as edgeWeightIdOf's; the pair has not met,
    // so the colours alone decide 0, as for every pair of those classes).
    const weigh = (larger: number, smaller: number): number => {
      const vl = members[larger] as number;
      const vs = members[smaller] as number;
      const h = this.player(vs);
      const l = this.player(vl);
      const inCurrent = larger < nextGroupBegin;
      const kind = inCurrent ? 0 : this.n;
      const hClass = classes[kind + vs] as number;
      const lClass = classes[kind + vl] as number;
      return compatible(ctx, h, l) ? edgeWeightIdOf(ctx, hClass, lClass, h, l, inCurrent, !inCurrent) : 0;
    };
    const set = (larger: number, smaller: number, id: number): void =>
      this.setWeight(members[larger] as number, members[smaller] as number, id, 0);
    wasm.baseWeights(members, classes, groupBegin, nextGroupBegin, ctx.singleDownfloaterIsBye, weigh, set, base);
    return true;
  }

  /**
   * Who has met whom and each player's colour code (`compatible`'s two tests, weights.ts
   * `colourBar`) into the instance's tables, once per round: its base weights and whole mode's
   * pairs never set (`knowStarting`) read them.
   */
  private writeMet(wasm: WasmDriver): void {
    this.metWritten = true;
    const n = this.n;
    const byId = new Map<number, number>();
    for (let v = 0; v < n; v++) byId.set(this.player(v).id, v);
    const met = wasm.metPair;
    const bar = wasm.colourBar;
    for (let v = 0; v < n; v++) {
      for (const id of this.player(v).met) {
        const x = byId.get(id);
        if (x !== undefined) met[v * n + x] = 1;
      }
      bar[v] = colourBar(this.ctx, this.player(v));
    }
    wasm.knowStarting();
  }

  /** Takes the set-up's arrays again after it replaced them (its memory grew, or `localIndex` did). */
  private adoptKeys(): void {
    const keys = this.keys;
    if (keys.idx !== null) this.store.adopt(keys.idx);
    this.localIndex = keys.localIndex;
    this.finalPartner = keys.finalPartner;
    this.notBye = keys.notBye;
    this.localOf = keys.localOf;
  }

  private player(v: number): DutchPlayer {
    return this.sorted[v] as DutchPlayer;
  }

  /** The edge weight less its completion field (the bracket-local weight); in whole mode, as is. */
  private localWeight(v: number, x: number, w: bigint): bigint {
    if (w === ZERO || this.whole) return w;
    const low = w - (this.topWeights[this.topOf(v, x)] as bigint);
    return low > ZERO ? low : ZERO;
  }

  /** Tells the completion matching whether v takes part (below the bracket, or one of F). */
  private refreshCompletion(v: number): void {
    this.completion.set(v, this.lower[v] === 1 || this.inF[v] === 1, this.inF[v] === 1);
  }

  /** The completion field of a pair, as a number (1 to 3). */
  private topOf(v: number, x: number): number {
    return 1 + (this.notBye[v] as number) + (this.notBye[x] as number);
  }

  private setLocalIndex(slot: number, idx: number): void {
    if (slot >= this.localIndex.length) this.keys.growIndex(slot + 1);
    this.localIndex[slot] = idx + 1;
  }

  setWeight(v: number, x: number, id: number, t: number): void {
    const storeSet = this.storeSet;
    if (storeSet !== null) {
      // The instance does it all for a weight it knows (pair-keys.ts): one call, no interpreted work.
      const local = this.local;
      const r = storeSet(v, x, id, t, local === null ? 0 : this.whole ? 2 : 1);
      if (r >= 0) {
        if (r > 0)
          (local as IncrementalMatcher).setWeightAt(this.localOf[v] as number, this.localOf[x] as number, r - 1);
        return;
      }
      // The instance's copy of the store's table answered the look-up: a weight new to it is
      // added without the store's own (WeightStore.add); else the instance gave its entry.
      this.setWeightHere(v, x, id, t, r === -1 ? this.store.add(v, x, id, t) : -1 - r);
      return;
    }
    this.setWeightHere(v, x, id, t, this.store.set(v, x, id, t));
  }

  /**
   * setWeight's work in TypeScript past the store (the pair set to table index + 1 `i`): the
   * reference, and what the instance leaves to the host.
   */
  private setWeightHere(v: number, x: number, id: number, t: number, i: number): void {
    const local = this.local;
    if (local !== null) {
      const lv = this.localOf[v] as number;
      const lx = this.localOf[x] as number;
      if (lv >= 0 && lx >= 0) {
        // The slot (localIndex's comment), inline: this runs for every weight the driver sets. `4 * i` is
        // outside the condition so that whole mode, first taken in a round's last brackets, adds no
        // arithmetic V8 has not yet seen (an operation never run has no type feedback, and reaching
        // it deoptimised this method and the driver's steps it was inlined into).
        const slot = 4 * i + (this.whole ? 0 : 1 + (this.notBye[v] as number) + (this.notBye[x] as number));
        const known = slot < this.localIndex.length ? (this.localIndex[slot] as number) : 0;
        if (known !== 0) {
          local.setWeightAt(lv, lx, known - 1);
          return;
        }
        // A weight id's weight less the pair's completion field, plus t: its BigInt work once per
        // id and field (compressAdded), not once per addend; any other weight through `compress`.
        const compressor = this.compressor as BracketCompressor;
        const top = slot - 4 * i;
        let c = compressor.compressAdded(4 * id + top, weightOf(this.ctx, id), this.topWeights[top] as bigint, t);
        if (c === undefined) c = this.compressAny(v, x, i);
        if (c === null) this.rebuild();
        else {
          const idx = local.weightIndex(c);
          this.setLocalIndex(slot, idx);
          local.setWeightAt(lv, lx, idx);
        }
      }
    }
  }

  /** The compressed weight of pair v, x, set to the store's table entry `i`, when not of `compressAdded`'s form (rare). */
  private compressAny(v: number, x: number, i: number): bigint | null {
    return (this.compressor as BracketCompressor).compress(this.localWeight(v, x, this.store.weightOfIndex(i)));
  }

  /** A weight brought counters the compressor has not seen: the local matcher is rebuilt at the next solve. */
  private rebuild(): void {
    this.rebuilds++;
    this.local = null;
  }

  finalize(a: number, b: number): void {
    // The store is not told: finalized players never enter a bracket again.
    this.finalPartner[a] = b;
    this.finalPartner[b] = a;
    const local = this.local;
    if (local !== null) {
      this.clearLocalRow(local, this.localOf[a] as number);
      this.clearLocalRow(local, this.localOf[b] as number);
    }
  }

  /** Removes every edge of local vertex `le` (none when it is not in the local matcher). */
  private clearLocalRow(local: IncrementalMatcher, le: number): void {
    if (le < 0) return;
    if (local.clearRow !== undefined) local.clearRow(le);
    else this.clearEachOfRow(local, le);
  }

  /** `clearLocalRow` for a matcher without `clearRow` (fast.ts): a method apart, as `solveWhole`. */
  private clearEachOfRow(local: IncrementalMatcher, le: number): void {
    for (let y = 0; y < local.n; y++) if (y !== le) local.setWeightAt(le, y, 0);
  }

  /**
   * Before the first bracket (an even number of players): can everybody be paired at all (C4)?
   * The completion matching it leaves is the starting point of the brackets' checks.
   */
  canCompleteAll(): boolean {
    this.setUpLower(0);
    return this.completion.complete();
  }

  private setUpLower(lowerStart: number): void {
    this.started = true;
    for (let v = lowerStart; v < this.n; v++) {
      this.lower[v] = 1;
      this.refreshCompletion(v);
    }
    this.lowerStart = lowerStart;
  }

  beginBracket(members: readonly number[], lowerStart: number): void {
    // Loops, not callbacks, here and in setMode: a call per player at V8's first tier.
    const next: number[] = [];
    for (let i = 0; i < members.length; i++) {
      const v = members[i] as number;
      if ((this.finalPartner[v] as number) < 0) next.push(v);
    }
    const kept = new Set(next);
    for (const v of this.members) {
      if (!kept.has(v) && this.inF[v]) {
        this.inF[v] = 0;
        this.refreshCompletion(v);
      }
    }
    this.members = next;
    // Players of the new bracket leave the lower part; the first bracket sets the lower part up.
    if (!this.started) {
      this.setUpLower(lowerStart);
    } else {
      for (let v = this.lowerStart; v < lowerStart; v++) {
        this.lower[v] = 0;
        this.refreshCompletion(v);
      }
    }
    this.lowerStart = lowerStart;
    this.setMode(this.n - lowerStart < WHOLE_BELOW);
  }

  /** Chooses split or whole mode for the rest of the bracket; the local matcher is rebuilt. */
  private setMode(whole: boolean): void {
    for (const v of this.localIds) this.localOf[v] = -1;
    this.whole = whole;
    this.localIds = [...this.members];
    if (whole) for (let v = this.lowerStart; v < this.n; v++) this.localIds.push(v);
    for (let i = 0; i < this.localIds.length; i++) this.localOf[this.localIds[i] as number] = i;
    const local = this.local;
    const solved = this.solved;
    this.local = null;
    this.solved = null;
    local?.release?.();
    if (solved !== local) solved?.release?.();
  }

  /**
   * A new local matcher over `localIds`, its weights narrowed by a compressor made for them. In three
   * parts for V8's sake (docs/performance.md, "The whole process at 1,000 players"): the loop over
   * every pair of the bracket (`keys.keys`, pair-keys.ts, in WebAssembly where the matchers are)
   * deals in numbers only, each key is turned into a weight once (`localWeights`), and the matcher
   * is made and filled (`fillLocal`), the one part that meets both kinds of matcher. As one method
   * its compile was large (about 100 ms) and was thrown away up to five times in a fresh
   * 1,000-player pairing: for the other kind of matcher, for a weight first past 64 bits, and for
   * whole mode's first pair never set, each met late. This method has no loop of its own, so V8
   * compiles the parts each on its own, not one inlined into it.
   */
  private buildLocal(): IncrementalMatcher {
    const k = this.localIds.length;
    if (this.wasm !== null && !this.metWritten) this.writeMet(this.wasm);
    // Each pair's key (0: no edge); `firsts` holds, by key − 1, the slot and the pair it was first
    // met at (slot −1: a pair never set in whole mode, keyed by its starting weight).
    const keys = this.keys;
    const count = keys.keys(this.localIds, this.whole, this.starting);
    // The bracket's distinct weights in the order first met (as a pair-by-pair conversion would
    // meet them: a weight's first pair is its key's first pair), and each key's index among them.
    const distinct: bigint[] = [ZERO];
    const dOfKey = this.localWeights(keys.firsts, count, distinct);
    keys.toDistinct((k * (k - 1)) / 2, dOfKey);
    return this.fillLocal(k, count, distinct, dOfKey);
  }

  /** Each key's weight, once: `distinct` gets the new ones in order; returns each key's index in it (key 0: 0). */
  private localWeights(firsts: ArrayLike<number>, keys: number, distinct: bigint[]): Int32Array {
    const indexOf = new Map<bigint, number>([[ZERO, 0]]);
    const dOfKey = new Int32Array(keys + 1);
    for (let key = 1; key <= keys; key++) {
      const v = firsts[3 * key - 2] as number;
      const x = firsts[3 * key - 1] as number;
      const w = this.localWeight(v, x, this.store.get(v, x));
      let d = indexOf.get(w);
      if (d === undefined) {
        d = distinct.length;
        distinct.push(w);
        indexOf.set(w, d);
      }
      dOfKey[key] = d;
    }
    return dOfKey;
  }

  /**
   * The local matcher, its table and weights: `pairs` by distinct index; each key's slot gets its
   * table index. No loop over the pairs here (setLowerTriangle below), so V8 need not compile it.
   */
  private fillLocal(k: number, keys: number, distinct: readonly bigint[], dOfKey: Int32Array): IncrementalMatcher {
    // The compressor's elimination runs in the set-up's instance where there is one, and may grow
    // its memory (which detaches the old views): the set-up's arrays are read after it.
    const compressor = new BracketCompressor(
      distinct,
      weightBoundaries(this.ctx),
      tieBreakBits(this.ctx),
      k,
      this.wasm ?? undefined,
    );
    const firsts = this.keys.firsts;
    this.compressor = compressor;
    // An odd number of players to pair (finalized players have no edges): see `withDummy`.
    const ids = this.localIds;
    const finalPartner = this.finalPartner;
    let active = 0;
    for (let i = 0; i < k; i++) if ((finalPartner[ids[i] as number] as number) < 0) active++;
    const odd = (active & 1) === 1;
    this.dummy = odd ? k : -1;
    const local = newMatcher(odd ? k + 1 : k, compressor.maxWeight);
    const tableIndex: number[] = [];
    // The heaviest weight's table index: the dummy's weight (`withDummy`).
    let heaviest = ZERO;
    let heaviestIndex = 0;
    for (let d = 0; d < distinct.length; d++) {
      const c = compressor.compress(distinct[d] as bigint) as bigint;
      const idx = local.weightIndex(c);
      tableIndex.push(idx);
      if (c > heaviest) {
        heaviest = c;
        heaviestIndex = idx;
      }
    }
    for (let key = 1; key <= keys; key++) {
      const slot = firsts[3 * key - 3] as number;
      if (slot >= 0) this.setLocalIndex(slot, tableIndex[dOfKey[key] as number] as number);
    }
    const pairs = this.keys.pairs;
    const tri = odd ? this.withDummy(k, pairs, tableIndex, heaviestIndex) : pairs;
    if (local.setLowerTriangle !== undefined) local.setLowerTriangle(tri, tableIndex);
    else setLowerTriangle(local, tri, tableIndex);
    return local;
  }

  /**
   * The lower triangle of `pairs` (k players) with a row more: a dummy vertex joined to every player
   * not yet finalized by one weight (table index `dummyIndex`: the bracket's heaviest, which no
   * player's dual in such an optimum exceeds; the matcher's largest, far above it, made the first
   * solve lower every dual from there, 5.5 times the rows at 1,000 players' round 6), added to
   * `tableIndex`. With an odd number of players every matching leaves one out, and the optimum's
   * duals then need an odd set over nearly the whole bracket: a blossom the matcher builds as a
   * chain of hundreds of nested ones, which every re-solve that touched a player inside took apart
   * and grew again from that player, reading most of the bracket (20–40 ms a solve at 1,000
   * players, dozens of times a bracket). The dummy takes the player left out, so the optimum is
   * perfect and its duals need no such blossom; and since every matching of the bracket leaves a
   * player out, each optimum with the dummy is an optimum without it plus the dummy's weight: the
   * same pairs (docs/performance.md, "Dear brackets"). `mateOf` reads the dummy's partner as unpaired.
   */
  private withDummy(k: number, pairs: Int32Array, tableIndex: number[], dummyIndex: number): Int32Array {
    const half = (k * (k - 1)) / 2;
    const tri = new Int32Array(half + k);
    tri.set(pairs.length === half ? pairs : pairs.subarray(0, half));
    const d = tableIndex.length;
    tableIndex.push(dummyIndex);
    const ids = this.localIds;
    const finalPartner = this.finalPartner;
    for (let i = 0; i < k; i++) if ((finalPartner[ids[i] as number] as number) < 0) tri[half + i] = d;
    return tri;
  }

  solve(): void {
    this.solves++;
    if (this.local === null) this.local = this.buildLocal();
    const local = this.local;
    local.solve();
    if (!this.whole && !this.completes(local)) this.solveWhole();
    const before = this.solved;
    this.solved = this.local;
    if (before !== null && before !== this.solved) before.release?.();
  }

  /**
   * The bracket's best leaves players the lower part cannot take: solve with everybody below (a
   * method of its own: most solves complete, and a fresh process compiles `solve` whole).
   */
  private solveWhole(): void {
    this.fallbacks++;
    this.setMode(true);
    this.local = this.buildLocal();
    this.local.solve();
  }

  release(): void {
    this.setMode(false);
    this.keys.release();
  }

  /** Can the players the local matching leaves unpaired (F) be paired with the lower part? */
  private completes(local: IncrementalMatcher): boolean {
    const changed: number[] = [];
    const members = this.members;
    const finalPartner = this.finalPartner;
    const inF = this.inF;
    for (let i = 0; i < members.length; i++) {
      const v = members[i] as number;
      const lm = local.mateOf(i);
      const free = (finalPartner[v] as number) < 0 && (lm === -1 || lm === this.dummy) ? 1 : 0;
      if (free !== inF[v]) {
        inF[v] = free;
        changed.push(v);
      }
    }
    for (let c = 0; c < changed.length; c++) this.refreshCompletion(changed[c] as number);
    return this.completion.complete();
  }

  trySwap(a: number, b: number, c: number, d: number): boolean {
    const local = this.local;
    if (local === null) return false;
    // Four loads, not an array: its map and callbacks recompiled this method in a fresh process.
    const localOf = this.localOf;
    const la = localOf[a] as number;
    const lb = localOf[b] as number;
    const lc = localOf[c] as number;
    const ld = localOf[d] as number;
    if (la < 0 || lb < 0 || lc < 0 || ld < 0) return false;
    return local.trySwap(la, lb, lc, ld);
  }

  mateOf(v: number): number {
    const f = this.finalPartner[v] as number;
    if (f >= 0) return f;
    const solved = this.solved;
    if (solved === null) return v;
    const lv = this.localOf[v] as number;
    let mate = -1;
    if (lv >= 0 && (this.whole || !this.inF[v])) {
      const lm = solved.mateOf(lv);
      mate = lm === -1 || lm === this.dummy ? -1 : (this.localIds[lm] as number);
    } else if (!this.whole && (this.lower[v] || this.inF[v])) {
      mate = this.completion.mateOf(v);
    }
    return mate === -1 ? v : mate;
  }
}

/**
 * The loop of `setWeightAt` that IncrementalMatcher.setLowerTriangle stands for, for a matcher
 * without it (fast.ts); in a function of its own, so its call sees that one kind of matcher only.
 */
function setLowerTriangle(local: IncrementalMatcher, pairs: Int32Array, tableIndex: readonly number[]): void {
  const k = local.n;
  let at = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < i; j++, at++) {
      const d = pairs[at] as number;
      if (d !== 0) local.setWeightAt(i, j, tableIndex[d] as number);
    }
  }
}

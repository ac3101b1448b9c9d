/**
 * The blossom matcher of blossom.ts, step for step, with its numbers held as Float64 limbs
 * (limbs.ts) instead of BigInt: the same decisions in the same order, so the same matching, without
 * allocating in the inner loops. Weights that fit in 48 bits take one limb (a machine word); wider
 * ones take as many as they need (a 600-bit Dutch weight takes 13).
 *
 * Edge weights are kept in a table of distinct values (most edges share a few), so the n×n
 * structure is one Int32Array whatever the width. Every comparison is exact; a float shadow of
 * each value skips the exact comparison when it says clearly enough (by more than `eps`, far above
 * its rounding error) which way it goes.
 *
 * Conventions as in blossom.ts: weights are stored times four (doubled, and root duals kept even);
 * `slack(i, j) = u_i + u_j − 4·w_ij`; a weight of zero means "no edge".
 */
import {
  addSmall,
  addTo,
  approx,
  compare,
  copy,
  fromBigInt,
  halve,
  isOdd,
  isZero,
  limbsFor,
  setZero,
  sign,
  signSumDiff,
  sumDiff,
  toBigInt,
} from "./limbs";

const FREE = 0;
const S = 1;
const T = 2;
const BREADCRUMB = 4;
/** Beyond this many bits the float shadow would overflow: every comparison is exact. */
const SHADOW_BITS = 960;
/**
 * A solve that starts with at least this many exposed vertices with a positive dual, and at least
 * a quarter of all, jump-starts and augments along several paths per stage (a fresh graph). Few
 * exposed vertices in a dense graph (an update): one augmentation per stage, as trees span it all.
 */
const JUMP_START = 8;
/** What the growing arrays hold before the constructor sizes them (see `tab`). */
const NO_LIMBS = new Float64Array(0);
/** A dead tree's S-blossom of zero dual with this many leaves or more is kept (releaseDeadTrees). */
const KEEP_LEAVES = 100;

/** Bits of a non-negative bigint (0 for 0). */
export function bitLength(x: bigint): number {
  return x <= BigInt(0) ? 0 : x.toString(2).length;
}

/**
 * An incremental maximum-weight matcher over vertices 0..n−1 for weights up to `maxWeight` (larger
 * weights make it widen its numbers). Same interface and same results as `WeightedMatcher`.
 *
 * @example
 * const m = new FastMatcher(4, BigInt(9));
 * m.setWeight(0, 1, BigInt(5)); m.setWeight(2, 3, BigInt(5)); m.setWeight(1, 2, BigInt(9));
 * m.solve();
 * m.mateOf(0); // 1 (5 + 5 beats 9)
 */
export class FastMatcher {
  readonly n: number;
  /** Limbs per number. */
  private L: number;
  /** Largest weight the limbs can take (times four, with the duals' headroom). */
  private capacityBits: number;
  /** Table index of each edge's weight, n×n row-major; 0 = no edge. */
  private readonly wIdx: Int32Array;
  /**
   * The table: four times each distinct weight, in limbs; its float shadow; the weight itself.
   * `tab`, `tabF`, `cum`, `lbScratch` and `acc` are replaced when they grow, so the constructor
   * writes each a second time: V8 treats a field written only once as a constant, and when such a
   * field first changed in the middle of a pairing, every optimised function that had read it was
   * thrown away, `stage`'s first compile with them (docs/performance.md, "The whole process at
   * 1,000 players").
   */
  private tab: Float64Array = NO_LIMBS;
  private tabF: Float64Array = NO_LIMBS;
  private readonly tabBig: bigint[] = [];
  private readonly tabOf = new Map<bigint, number>();
  private tabSize = 0;
  private lastWeight = BigInt(0);
  private lastIndex = 0;
  private readonly mate: Int32Array;
  /** Vertex duals (0..n−1) and blossom duals (n..2n−1), L limbs each. */
  private dual: Float64Array;
  private readonly label: Int8Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly childs: (number[] | null)[];
  private readonly endps: (number[] | null)[];
  private readonly base: Int32Array;
  private readonly bestEdge: Int32Array;
  private bestSlack: Float64Array;
  private readonly bestEpoch: Int32Array;
  private readonly bestSlackF: Float64Array;
  private epoch = 1;
  private readonly dualF: Float64Array;
  private dualFStale = true;
  private maxMagnitude = 0;
  /**
   * Each S-blossom formed in this stage: its least-slack edge to every other S-blossom (edges as
   * k = x·n + y, x inside), so a blossom formed around it reads its list instead of every leaf's
   * row. Valid while `bestListStage` is the current stage.
   */
  private readonly bestList: (number[] | null)[];
  private readonly bestListStage: Int32Array;
  /** Scratch for building a list: the best edge to each top-level blossom so far, and its blossoms. */
  private readonly bestTo: Int32Array;
  private readonly bestToF: Float64Array;
  /** The exact slack of each `bestTo` edge, L limbs (sized when a list is built: L may grow). */
  private bestToSlack: Float64Array = NO_LIMBS;
  private readonly bestToSeen: number[] = [];
  /**
   * The vertices outside one top-level blossom, ascending (`outside`, its first `outsideLen`):
   * a row scan of one of its leaves reads only these, since an edge inside the leaf's own top
   * blossom is passed over before it does anything. Valid for a vertex marked with `memberStamp`
   * in `memberMark` (a leaf of that blossom when the list was made) while `blossomVersion` is
   * `outsideVersion`: until then blossoms only merge, so every vertex outside the leaf's top
   * blossom now was outside then. Any blossom taken apart (`recycle`) moves the version on.
   */
  private readonly outside: Int32Array;
  private outsideLen = 0;
  private readonly memberMark: Int32Array;
  private memberStamp = 0;
  private outsideVersion = -1;
  private blossomVersion = 0;
  /** buildBestList's scratch: the vertices in S-blossoms other than the new blossom, ascending. */
  private readonly sOutside: Int32Array;
  /**
   * Operation counts (for the documentation and the tests): rows read by row scans, blossoms'
   * best-edge lists and `markOutside`, and the entries of them read (at most n a row).
   */
  rowsRead = 0;
  entriesRead = 0;
  /** The current stage's float tolerance (see stage()). */
  private eps = Infinity;
  private readonly unused: number[];
  /**
   * Tight-edge marks: edge k is marked when `allowEdge[k]` is at least `stageFloor` and at least
   * the `relAt` of both its ends (a mark is the `clock` when it was made). A new stage or a release
   * moves the clock on, so the marks of a released vertex lapse without writing its row and column.
   */
  private readonly allowEdge: Int32Array;
  private clock = 0;
  private stageFloor = 0;
  private readonly relAt: Int32Array;
  private stageId = 0;
  private queue: number[] = [];
  private queueHead = 0;
  /** Tight edges found by a row scan, acted on after it (scanPending). */
  private readonly pending: number[] = [];
  /** This stage has augmented (dead trees are passed over); some are still to be released. */
  private augmented = false;
  private toRelease = false;
  /** What the dual change pickDelta chose acts on. */
  private deltaEdge = -1;
  private deltaBlossom = -1;
  private deltaVertex = -1;
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];
  private readonly touched: Uint8Array;
  private touchedList: number[] = [];
  /** Scratch numbers: an edge's slack, another, the delta, a running maximum. */
  private s1: Float64Array;
  private s2: Float64Array;
  private sDelta: Float64Array;
  private sMax: Float64Array;
  private readonly leaves: number[] = [];
  /** The tree (its root vertex) of each labelled top-level blossom, and when a tree died. */
  private readonly treeOf: Int32Array;
  private readonly deadAt: Int32Array;
  /** This solve augments along several paths per stage. */
  private multi = false;
  /** Leaves of the trees released after an augmentation (keepTrees), and their mark. */
  private readonly released: number[] = [];
  private readonly releasedMark: Uint8Array;
  /** S vertices queued again by a release (deduplicated by `requeuedAt`). */
  private readonly requeuedAt: Int32Array;
  private releaseId = 0;
  /** The sum of this stage's dual changes (the stale bounds are read against it). */
  private cum = new Float64Array(1);
  private lbScratch = new Float64Array(1);
  /** dissolveAround's sum of the duals above a leaf (replaced when L grows, as `cum`). */
  private acc = new Float64Array(1);
  /** augmentBlossom's and dissolveAround's walk: the blossoms between a vertex and its top. */
  private readonly chain: number[] = [];
  /** The dual change `settleStale` may pick instead: its type and edge. */
  private readonly pick = new Int32Array(2);
  /** Free vertices whose best edge led into a released tree: their old slack plus `cum` then. */
  private readonly staleF: Uint8Array;
  private staleFList: number[] = [];
  private staleFBase = new Float64Array(0);
  /** S-blossoms likewise: their old least S–S slack plus twice `cum` then. */
  private readonly staleS: Uint8Array;
  private staleSList: number[] = [];
  private staleSBase = new Float64Array(0);
  /** Stages run since the matcher was made (for tests and the bench's operation counts). */
  stages = 0;
  /** Vertices an update has freed (unmatched to be re-optimised) since the matcher was made. */
  freed = 0;
  /** A solve has run (the first one starts from all duals zero: a fresh graph). */
  private solvedOnce = false;

  constructor(n: number, maxWeight: bigint = BigInt(1)) {
    this.n = n;
    this.capacityBits = bitLength(maxWeight) + 4;
    const L = limbsFor(this.capacityBits);
    this.L = L;
    this.wIdx = new Int32Array(n * n);
    this.tab = new Float64Array(16 * L);
    this.tabF = new Float64Array(16);
    this.cum = new Float64Array(L);
    this.lbScratch = new Float64Array(L);
    this.acc = new Float64Array(L);
    this.tabBig.push(BigInt(0));
    this.tabOf.set(BigInt(0), 0);
    this.tabSize = 1;
    this.mate = new Int32Array(n).fill(-1);
    this.dual = new Float64Array(2 * n * L);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.parent = new Int32Array(2 * n).fill(-1);
    this.childs = new Array<number[] | null>(2 * n).fill(null);
    this.endps = new Array<number[] | null>(2 * n).fill(null);
    this.base = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.bestSlack = new Float64Array(2 * n * L);
    this.bestEpoch = new Int32Array(2 * n);
    this.bestSlackF = new Float64Array(2 * n);
    this.dualF = new Float64Array(n);
    this.bestList = new Array<number[] | null>(2 * n).fill(null);
    this.bestListStage = new Int32Array(2 * n);
    this.bestTo = new Int32Array(2 * n).fill(-1);
    this.bestToF = new Float64Array(2 * n);
    this.bestToSlack = new Float64Array(2 * n * L);
    this.unused = [];
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    this.allowEdge = new Int32Array(n * n);
    this.relAt = new Int32Array(n);
    this.outside = new Int32Array(n);
    this.memberMark = new Int32Array(n);
    this.sOutside = new Int32Array(n);
    this.dirty = new Uint8Array(n);
    this.touched = new Uint8Array(n);
    this.treeOf = new Int32Array(2 * n);
    this.deadAt = new Int32Array(n);
    this.releasedMark = new Uint8Array(n);
    this.requeuedAt = new Int32Array(n);
    this.staleF = new Uint8Array(n);
    this.staleS = new Uint8Array(2 * n);
    this.s1 = new Float64Array(L);
    this.s2 = new Float64Array(L);
    this.sDelta = new Float64Array(L);
    this.sMax = new Float64Array(L);
  }

  /** Limbs per number (1: every number is one machine word). */
  get limbs(): number {
    return this.L;
  }

  /** The weight of edge {u, v} (zero when there is no edge). */
  weight(u: number, v: number): bigint {
    return this.tabBig[this.wIdx[u * this.n + v] as number] as bigint;
  }

  /** The table index of a weight, adding it (and widening the numbers) when new. */
  private indexOf(weight: bigint): number {
    // Runs of equal weights are common (a row of one bracket): the last answer first.
    if (weight === this.lastWeight) return this.lastIndex;
    const known = this.tabOf.get(weight);
    if (known !== undefined) {
      this.lastWeight = weight;
      this.lastIndex = known;
      return known;
    }
    const bits = bitLength(weight) + 4;
    if (bits > this.capacityBits) this.widen(bits);
    const L = this.L;
    const idx = this.tabSize++;
    if (idx * L >= this.tab.length) {
      const tab = new Float64Array(this.tab.length * 2);
      tab.set(this.tab);
      this.tab = tab;
      const tabF = new Float64Array(this.tabF.length * 2);
      tabF.set(this.tabF);
      this.tabF = tabF;
    }
    const w4 = weight * BigInt(4);
    fromBigInt(w4, this.tab, idx * L, L);
    const f = this.capacityBits > SHADOW_BITS ? 0 : Number(w4);
    this.tabF[idx] = f;
    if (f > this.maxMagnitude) this.maxMagnitude = f;
    this.tabBig.push(weight);
    this.tabOf.set(weight, idx);
    return idx;
  }

  /** Re-writes every number with more limbs (between solves: every number is non-negative). */
  private widen(bits: number): void {
    const oldL = this.L;
    const L = limbsFor(bits);
    this.capacityBits = bits;
    if (L === oldL) return;
    const re = (a: Float64Array, count: number): Float64Array => {
      const out = new Float64Array(Math.max(1, count) * L);
      for (let i = 0; i < count; i++) fromBigInt(toBigInt(a, i * oldL, oldL), out, i * L, L);
      return out;
    };
    const n = this.n;
    this.tab = re(this.tab, this.tab.length / oldL);
    this.dual = re(this.dual, 2 * n);
    this.bestSlack = new Float64Array(2 * n * L);
    this.bestEpoch.fill(0);
    this.epoch++;
    this.L = L;
    this.s1 = new Float64Array(L);
    this.s2 = new Float64Array(L);
    this.sDelta = new Float64Array(L);
    this.sMax = new Float64Array(L);
    if (bits > SHADOW_BITS) {
      this.tabF.fill(0);
      this.maxMagnitude = 0;
    }
  }

  /**
   * Sets the weight of edge {v, x}; zero removes it. Re-optimising after changes that touch k
   * distinct first arguments costs O(k·n²), so put the vertex whose edges change in first place.
   */
  setWeight(v: number, x: number, weight: bigint): void {
    if (v === x) throw new RangeError("a vertex has no edge to itself");
    if (weight < BigInt(0)) throw new RangeError("weights must not be negative");
    this.setWeightAt(v, x, this.indexOf(weight));
  }

  /**
   * The table index of `weight` (added when new, widening the numbers if need be), for
   * `setWeightAt`: a caller that sets the same few weights on many edges converts each once.
   */
  weightIndex(weight: bigint): number {
    if (weight < BigInt(0)) throw new RangeError("weights must not be negative");
    return this.indexOf(weight);
  }

  /** Sets the weight of edge {v, x} to the weight of table index `idx` (from `weightIndex`). */
  setWeightAt(v: number, x: number, idx: number): void {
    if (v === x) throw new RangeError("a vertex has no edge to itself");
    const n = this.n;
    if (this.wIdx[v * n + x] === idx) return;
    if (!this.touched[v]) {
      this.touched[v] = 1;
      this.touchedList.push(v);
    }
    this.wIdx[v * n + x] = idx;
    this.wIdx[x * n + v] = idx;
  }

  /**
   * After a solve: re-pairs {a, b} and {c, d} (two matched pairs) as {a, c} and {b, d} when both new
   * edges are tight and none of the four vertices is inside a blossom. The matching keeps its
   * weight and the duals stay optimal, so it is another maximum-weight matching: a choice among
   * ties, for callers whose next update is cheaper from one optimum than from another. True when
   * done; nothing changes otherwise.
   */
  trySwap(a: number, b: number, c: number, d: number): boolean {
    const n = this.n;
    const L = this.L;
    const m = this.mate;
    if (m[a] !== b || m[c] !== d || a === c || b === d || a === d || b === c) return false;
    for (const v of [a, b, c, d])
      if ((this.inBlossom[v] as number) !== v || this.touched[v] || this.dirty[v]) return false;
    const tight = (u: number, v: number): boolean => {
      const wi = this.wIdx[u * n + v] as number;
      return wi !== 0 && signSumDiff(this.dual, u * L, this.dual, v * L, this.tab, wi * L, L) === 0;
    };
    if (!tight(a, c) || !tight(b, d)) return false;
    m[a] = c;
    m[c] = a;
    m[b] = d;
    m[d] = b;
    return true;
  }

  /** The vertex matched to v after `solve()`, or −1. */
  mateOf(v: number): number {
    return this.mate[v] as number;
  }

  /** Every vertex's partner (−1 when unmatched). */
  matching(): Int32Array {
    return Int32Array.from(this.mate);
  }

  /** Total weight of the current matching. */
  totalWeight(): bigint {
    let total = BigInt(0);
    for (let v = 0; v < this.n; v++) {
      const m = this.mate[v] as number;
      if (m > v) total += this.weight(v, m);
    }
    return total;
  }

  /** Computes a maximum-weight matching, starting from the previous one. */
  solve(): void {
    this.repairDuals();
    this.prepareDuals();
    this.jumpStart();
    this.dualFStale = true;
    for (;;) {
      if (!this.stage()) break;
    }
    this.solvedOnce = true;
  }

  // ---------------------------------------------------------------------------------------------
  // Updates

  private repairDuals(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const tab = this.tab;
    const list = this.touchedList;
    this.touchedList = [];
    const kept: number[] = [];
    for (const v of list) {
      this.touched[v] = 0;
      if (this.dirty[v]) continue;
      if ((this.inBlossom[v] as number) !== v) {
        this.free(v);
        continue;
      }
      const m = this.mate[v] as number;
      if (m !== -1) {
        const wi = this.wIdx[v * n + m] as number;
        // target = w − u_m
        const s = this.s1;
        setZero(s, 0, L);
        sumDiff(tab, wi * L, s, 0, dual, m * L, s, 0, L);
        if (wi === 0 || sign(s, 0, L) < 0) {
          this.free(v);
          continue;
        }
        copy(s, 0, dual, v * L, L);
      } else {
        setZero(dual, v * L, L);
      }
      kept.push(v);
    }
    // An edge to a freed vertex does not free v: prepareDuals raises the freed vertex's dual over
    // every edge it has (freeing v for it would free, one after another, every vertex whose edge
    // to that one changed: a whole bracket for one S1 player's new row).
    // The exposed ones first: one whose dual went to zero and is freed for it must not free,
    // one after another, the matched vertices that have an edge to it.
    const dirty = this.dirty;
    const order = kept.filter((v) => (this.mate[v] as number) === -1);
    for (const v of kept) if ((this.mate[v] as number) !== -1) order.push(v);
    for (const v of order) {
      if (dirty[v]) continue;
      const row = v * n;
      const vo = v * L;
      for (let x = 0; x < n; x++) {
        const wi = this.wIdx[row + x] as number;
        if (wi !== 0 && !dirty[x] && signSumDiff(dual, vo, dual, x * L, tab, wi * L, L) < 0) {
          this.free(v);
          break;
        }
      }
    }
  }

  private free(v: number): void {
    if (this.dirty[v]) return;
    const n = this.n;
    const b = this.inBlossom[v] as number;
    const bs = this.base[b] as number;
    const m = this.mate[bs] as number;
    if (m !== -1) {
      this.mate[m] = -1;
      this.mate[bs] = -1;
    }
    if (b >= n) {
      this.augmentBlossom(b, v);
      this.mate[v] = -1;
      this.dissolveAround(v, b);
    }
    this.dirty[v] = 1;
    this.dirtyList.push(v);
    this.freed++;
  }

  /**
   * Takes apart every blossom that holds v, from b (its top) down, each blossom's dual going to
   * its leaves, and recycles them outermost first. The same end as dissolving the top blossom
   * until v is alone (each leaf gets the sum of the duals of the blossoms it leaves), but a leaf
   * is relabelled and given its sum once, when its sub-blossom comes off the chain, instead of
   * at every level: a free vertex at step 4 sits in a chain of about 27 blossoms of a few
   * hundred leaves.
   */
  private dissolveAround(v: number, b: number): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const parent = this.parent;
    const chain = this.chain;
    const from = chain.length;
    for (let t = v; t !== b;) {
      t = parent[t] as number;
      chain.push(t);
    }
    if (this.acc.length !== L) this.acc = new Float64Array(L);
    const acc = this.acc;
    setZero(acc, 0, L);
    let any = false;
    const leaves = this.leaves;
    for (let c = chain.length - 1; c >= from; c--) {
      const top = chain[c] as number;
      const next = c > from ? (chain[c - 1] as number) : v;
      if (!isZero(dual, top * L, L)) {
        addTo(acc, 0, dual, top * L, 1, L);
        any = true;
      }
      for (const s of this.childs[top] as number[]) {
        parent[s] = -1;
        if (s === next) continue;
        if (s < n) {
          this.inBlossom[s] = s;
          if (any) addTo(dual, s * L, acc, 0, 1, L);
        } else {
          this.setInBlossom(s, s);
          if (any) {
            leaves.length = 0;
            for (const x of this.leafList(s, leaves)) addTo(dual, x * L, acc, 0, 1, L);
          }
        }
      }
      this.recycle(top);
    }
    chain.length = from;
    this.inBlossom[v] = v;
    if (any) addTo(dual, v * L, acc, 0, 1, L);
  }

  private dissolve(b: number): void {
    const n = this.n;
    for (const s of this.childs[b] as number[]) {
      this.parent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else this.setInBlossom(s, s);
    }
    this.recycle(b);
  }

  private recycle(b: number): void {
    this.blossomVersion++;
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.childs[b] = null;
    this.endps[b] = null;
    this.base[b] = -1;
    this.bestList[b] = null;
    this.bestListStage[b] = 0;
    this.bestEdge[b] = -1;
    setZero(this.dual, b * this.L, this.L);
    this.unused.push(b);
  }

  private prepareDuals(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const tab = this.tab;
    const lack = this.sMax;
    const half = this.s2;
    const d = this.s1;
    for (const v of this.dirtyList) {
      setZero(lack, 0, L);
      // Half the heaviest edge to a freed vertex: halving keeps the order, so the heaviest weight
      // is found first (by table index: runs of one weight are compared once) and halved once.
      let heaviest = 0;
      const row = v * n;
      for (let x = 0; x < n; x++) {
        const wi = this.wIdx[row + x] as number;
        if (wi === 0) continue;
        if (this.dirty[x]) {
          if (wi !== heaviest && (heaviest === 0 || compare(tab, wi * L, tab, heaviest * L, L) > 0)) heaviest = wi;
        } else if (signSumDiff(dual, x * L, lack, 0, tab, wi * L, L) < 0) {
          // w − u_x > lack (u_x + lack − w < 0, told by the top limbs most often): the new lack.
          setZero(d, 0, L);
          sumDiff(tab, wi * L, d, 0, dual, x * L, lack, 0, L);
        }
      }
      halve(tab, heaviest * L, half, 0, L);
      const need = compare(lack, 0, half, 0, L) > 0 ? lack : half;
      if (isOdd(need, 0)) addSmall(need, 0, 1, L);
      copy(need, 0, dual, v * L, L);
    }
    for (const v of this.dirtyList) this.dirty[v] = 0;
    this.dirtyList = [];
    for (let v = 0; v < n; v++) {
      if ((this.mate[v] as number) !== -1) continue;
      if (isZero(dual, v * L, L) || !isOdd(dual, v * L)) continue;
      for (;;) {
        const top = this.inBlossom[v] as number;
        if (top === v) {
          addSmall(dual, v * L, 1, L);
          break;
        }
        if (sign(dual, top * L, L) > 0) {
          for (const x of this.leafList(top, [])) addSmall(dual, x * L, 1, L);
          addSmall(dual, top * L, -1, L);
          break;
        }
        this.dissolve(top);
      }
    }
  }

  /**
   * Before the stages, when many vertices are exposed: each exposed vertex outside any blossom
   * takes a tight edge to another such vertex if it has one; on a fresh graph (the first solve) it
   * first lowers its dual to the least feasible even value (zero: it may stay exposed). Both keep
   * every slack non-negative and complementary slackness, so the stages start from a better point:
   * fewer roots is less work. (Lowering after the first solve undoes the ties that make the later
   * small updates cheap: it is not done.)
   */
  private jumpStart(): void {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const tab = this.tab;
    const wIdx = this.wIdx;
    let exposed = 0;
    for (let v = 0; v < n; v++) if ((this.mate[v] as number) === -1 && sign(dual, v * L, L) > 0) exposed++;
    this.multi = exposed >= JUMP_START && exposed * 4 >= n;
    if (!this.multi) return;
    const lack = this.sMax;
    const d = this.s1;
    const lower = !this.solvedOnce;
    for (let v = 0; v < n; v++) {
      if ((this.mate[v] as number) !== -1 || (this.inBlossom[v] as number) !== v) continue;
      const vo = v * L;
      if (sign(dual, vo, L) <= 0) continue;
      const row = v * n;
      if (lower) {
        setZero(lack, 0, L);
        setZero(d, 0, L);
        for (let x = 0; x < n; x++) {
          const wi = wIdx[row + x] as number;
          // The largest w − u_x: a larger one has u_x + lack − w < 0.
          if (wi !== 0 && signSumDiff(dual, x * L, lack, 0, tab, wi * L, L) < 0)
            sumDiff(tab, wi * L, d, 0, dual, x * L, lack, 0, L);
        }
        if (isOdd(lack, 0)) addSmall(lack, 0, 1, L);
        copy(lack, 0, dual, vo, L);
        if (isZero(lack, 0, L)) continue;
      }
      for (let x = 0; x < n; x++) {
        const wi = wIdx[row + x] as number;
        if (
          wi !== 0 &&
          (this.mate[x] as number) === -1 &&
          (this.inBlossom[x] as number) === x &&
          signSumDiff(dual, vo, dual, x * L, tab, wi * L, L) === 0
        ) {
          this.mate[v] = x;
          this.mate[x] = v;
          break;
        }
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The primal-dual stage

  /** out = slack of edge k (normalised). */
  private slackInto(k: number, out: Float64Array, oo: number): void {
    const n = this.n;
    const L = this.L;
    const i = (k / n) | 0;
    const j = k - i * n;
    sumDiff(this.dual, i * L, this.dual, j * L, this.tab, (this.wIdx[k] as number) * L, out, oo, L);
  }

  // Both recurse only into sub-blossoms: most children are single vertices (a call per leaf was
  // most of the cost of walking the leaves of a chain of nested blossoms).
  private setInBlossom(b: number, top: number): void {
    const n = this.n;
    if (b < n) {
      this.inBlossom[b] = top;
      return;
    }
    for (const t of this.childs[b] as number[]) {
      if (t < n) this.inBlossom[t] = top;
      else this.setInBlossom(t, top);
    }
  }

  /** Queues b's leaves in leaf order (leafList's) and makes `top` their top blossom. */
  private queueLeaves(b: number, top: number): void {
    const n = this.n;
    if (b < n) {
      this.queue.push(b);
      this.inBlossom[b] = top;
      return;
    }
    for (const t of this.childs[b] as number[]) {
      if (t < n) {
        this.queue.push(t);
        this.inBlossom[t] = top;
      } else {
        this.queueLeaves(t, top);
      }
    }
  }

  private leafList(b: number, out: number[]): number[] {
    const n = this.n;
    if (b < n) {
      out.push(b);
      return out;
    }
    for (const t of this.childs[b] as number[]) {
      if (t < n) out.push(t);
      else this.leafList(t, out);
    }
    return out;
  }

  private swap(k: number): number {
    const n = this.n;
    const i = (k / n) | 0;
    return (k - i * n) * n + i;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
    const tree = p === -1 ? w : (this.treeOf[this.inBlossom[(p / this.n) | 0] as number] as number);
    this.treeOf[b] = tree;
    this.label[w] = t;
    this.label[b] = t;
    this.labelEnd[w] = p;
    this.labelEnd[b] = p;
    this.bestEdge[w] = -1;
    this.bestEdge[b] = -1;
    if (t === S) {
      this.leafList(b, this.queue);
    } else {
      const base = this.base[b] as number;
      const m = this.mate[base] as number;
      this.assignLabel(m, S, base * this.n + m);
    }
  }

  private scanBlossom(v0: number, w0: number): number {
    const n = this.n;
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v] as number;
      if ((this.label[b] as number) & BREADCRUMB) {
        base = this.base[b] as number;
        break;
      }
      path.push(b);
      this.label[b] = S | BREADCRUMB;
      const le = this.labelEnd[b] as number;
      if (le === -1) {
        v = -1;
      } else {
        v = (le / n) | 0;
        b = this.inBlossom[v] as number;
        v = ((this.labelEnd[b] as number) / n) | 0;
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) this.label[b] = S;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const n = this.n;
    let v = (k / n) | 0;
    let w = k - v * n;
    const bb = this.inBlossom[base] as number;
    let bv = this.inBlossom[v] as number;
    let bw = this.inBlossom[w] as number;
    const b = this.unused.pop() as number;
    this.base[b] = base;
    this.parent[b] = -1;
    this.parent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      path.push(bv);
      endps.push(this.labelEnd[bv] as number);
      v = ((this.labelEnd[bv] as number) / n) | 0;
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(k);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      endps.push(this.swap(this.labelEnd[bw] as number));
      w = ((this.labelEnd[bw] as number) / n) | 0;
      bw = this.inBlossom[w] as number;
    }
    this.childs[b] = path;
    this.endps[b] = endps;
    this.treeOf[b] = this.treeOf[bb] as number;
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    setZero(this.dual, b * this.L, this.L);
    // Every leaf of child c has c as its top blossom until now: the T children's leaves are
    // queued (in leaf order, as a walk over b's leaves meets them) and every leaf gets b, in one
    // walk of each child without a list of its leaves.
    for (const c of path) {
      if (this.label[c] === T) this.queueLeaves(c, b);
      else this.setInBlossom(c, b);
    }
    this.buildBestList(b, path);
  }

  /**
   * The least-slack edge from the new S-blossom b to each other S-blossom, from its children's own
   * lists where they have one (formed in this stage) and from their leaves' rows otherwise; b's
   * best edge is the least of them. (Van Rantwijk's "blossombestedges": every S–S edge is kept by
   * the end that became S last, so rescanning every leaf of every new blossom is not needed. The
   * slacks of S–S edges all fall alike at a dual change, so the lists stay ordered.)
   */
  private buildBestList(b: number, children: readonly number[]): void {
    const n = this.n;
    const stage = this.stageId;
    const seen = this.bestToSeen;
    seen.length = 0;
    if (this.bestToSlack.length !== 2 * n * this.L) this.bestToSlack = new Float64Array(2 * n * this.L);
    // A leaf's row offers only edges to vertices in other S-blossoms (offerTo passes over the
    // rest), so the rows are read at those vertices alone, in the same order: one pass over the
    // vertices first, when a child has no list. The pass also leaves the vertices outside b for
    // the row scans of b's leaves (scanRow).
    let sLen = -1;
    const sOut = this.sOutside;
    const wIdx = this.wIdx;
    for (const c of children) {
      const list = this.bestListStage[c] === stage ? (this.bestList[c] ?? null) : null;
      if (list !== null) {
        for (const k of list) this.offerTo(b, k);
      } else {
        if (sLen < 0) sLen = this.markOutside(b, true);
        this.leaves.length = 0;
        for (const x of this.leafList(c, this.leaves)) {
          const row = x * n;
          this.rowsRead++;
          this.entriesRead += sLen;
          for (let i = 0; i < sLen; i++) {
            const y = sOut[i] as number;
            if ((wIdx[row + y] as number) !== 0) this.offerTo(b, row + y);
          }
        }
      }
      this.bestList[c] = null;
      this.bestEdge[c] = -1;
    }
    const list: number[] = [];
    let best = -1;
    let bestF = 0;
    for (const by of seen) {
      const k = this.bestTo[by] as number;
      this.bestTo[by] = -1;
      list.push(k);
      const f = this.bestToF[by] as number;
      if (best === -1 || this.lessSlack(k, f, best, bestF)) {
        best = k;
        bestF = f;
      }
    }
    seen.length = 0;
    this.bestList[b] = list;
    this.bestListStage[b] = stage;
    this.bestEdge[b] = best;
    this.bestEpoch[b] = 0;
  }

  /**
   * Makes `outside` the vertices outside top-level blossom b (ascending) and marks b's leaves as
   * its members (see `outside`). With `sToo`, also puts the vertices outside b whose top-level
   * blossom is labelled S into `sOutside` and returns how many; else returns 0.
   */
  private markOutside(b: number, sToo: boolean): number {
    const n = this.n;
    const inBlossom = this.inBlossom;
    const label = this.label;
    const mark = this.memberMark;
    const out = this.outside;
    const sOut = this.sOutside;
    const stamp = ++this.memberStamp;
    let len = 0;
    let sLen = 0;
    for (let y = 0; y < n; y++) {
      const by = inBlossom[y] as number;
      if (by === b) {
        mark[y] = stamp;
      } else {
        out[len++] = y;
        if (sToo && label[by] === S) sOut[sLen++] = y;
      }
    }
    this.outsideLen = len;
    this.outsideVersion = this.blossomVersion;
    this.rowsRead++;
    this.entriesRead += n;
    return sLen;
  }

  /**
   * Edge k (x inside b) as b's best edge to the S-blossom at its other end, if it beats the last.
   * The decision of `lessSlack(k, f, cur, bestToF[by])`, with the current best's exact slack kept
   * (`bestToSlack`: the duals do not move while a list is built) instead of computed again at
   * every comparison the float shadow leaves open, which is most of them (ties in the high bits).
   */
  private offerTo(b: number, k: number): void {
    const n = this.n;
    const x = (k / n) | 0;
    const y = k - x * n;
    const by = this.inBlossom[y] as number;
    if (by === b || this.label[by] !== S) return;
    const L = this.L;
    const wi = this.wIdx[k] as number;
    const f = this.slackF(k);
    const cur = this.bestTo[by] as number;
    if (cur === -1) {
      this.bestToSeen.push(by);
    } else {
      const eps = this.eps;
      const cf = this.bestToF[by] as number;
      if (f > cf + eps) return;
      if (!(f < cf - eps) && slackBelow(this.dual, x * L, y * L, this.tab, wi * L, this.bestToSlack, by * L, L) >= 0)
        return;
    }
    this.bestTo[by] = k;
    this.bestToF[by] = f;
    sumDiff(this.dual, x * L, this.dual, y * L, this.tab, wi * L, this.bestToSlack, by * L, L);
  }

  /** Is edge k's slack below edge j's? `kF`, `jF`: their float shadows, exact when close. */
  private lessSlack(k: number, kF: number, j: number, jF: number): boolean {
    const eps = this.eps;
    if (kF < jF - eps) return true;
    if (kF > jF + eps) return false;
    const L = this.L;
    this.slackInto(k, this.s1, 0);
    this.slackInto(j, this.s2, 0);
    return compare(this.s1, 0, this.s2, 0, L) < 0;
  }

  private at(list: number[], j: number): number {
    const len = list.length;
    return list[((j % len) + len) % len] as number;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const n = this.n;
    const childs = this.childs[b] as number[];
    const endps = this.endps[b] as number[];
    for (const s of childs) {
      this.parent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else if (endStage && isZero(this.dual, s * this.L, this.L)) this.expandBlossom(s, endStage);
      else this.setInBlossom(s, s);
    }
    if (!endStage && this.label[b] === T) {
      const le = this.labelEnd[b] as number;
      const entryChild = this.inBlossom[le % n] as number;
      const [start, jstep, endptrick] = walkFrom(childs.indexOf(entryChild), childs.length);
      let j = start;
      let p = le;
      const endAt = (idx: number, trick: number): number => {
        const e = this.at(endps, idx);
        return trick ? this.swap(e) : e;
      };
      while (j !== 0) {
        const inside = p % n;
        this.label[inside] = FREE;
        const q = endAt(j - endptrick, endptrick);
        this.label[q % n] = FREE;
        this.assignLabel(inside, T, p);
        this.allow(q);
        j += jstep;
        p = endAt(j - endptrick, endptrick);
        this.allow(p);
        j += jstep;
      }
      const bv = this.at(childs, j);
      const inside = p % n;
      this.label[inside] = T;
      this.label[bv] = T;
      this.labelEnd[inside] = p;
      this.labelEnd[bv] = p;
      this.treeOf[bv] = this.treeOf[b] as number;
      this.bestEdge[bv] = -1;
      j += jstep;
      while (this.at(childs, j) !== entryChild) {
        const sub = this.at(childs, j);
        if (this.label[sub] === S) {
          j += jstep;
          continue;
        }
        let reached = -1;
        for (const x of this.leafList(sub, [])) {
          if (this.label[x] !== FREE) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          this.label[reached] = FREE;
          this.label[this.mate[this.base[sub] as number] as number] = FREE;
          this.assignLabel(reached, T, this.labelEnd[reached] as number);
        }
        j += jstep;
      }
    }
    this.recycle(b);
  }

  private allow(k: number): void {
    this.allowEdge[k] = this.clock;
    this.allowEdge[this.swap(k)] = this.clock;
  }

  /**
   * Rotates blossom b so that leaf v is its base, re-matching along the even path round each
   * blossom between b and v (van Rantwijk's augment_blossom). The blossoms from v's up to b are
   * found in one walk and done innermost first, as the recursion on each one's child did (it
   * walked from v again at every level: about 850,000 links at step 4 of a 1,000-player round,
   * where a free vertex can sit 27 blossoms deep).
   */
  private augmentBlossom(b: number, v: number): void {
    const chain = this.chain;
    const from = chain.length;
    let t = v;
    while ((this.parent[t] as number) !== b) {
      t = this.parent[t] as number;
      chain.push(t);
    }
    // chain[from..]: the blossoms containing v below b, innermost first; each is done with its
    // child towards v.
    let child = v;
    for (let c = from; c < chain.length; c++) {
      const inner = chain[c] as number;
      this.augmentOne(inner, child);
      child = inner;
    }
    chain.length = from;
    this.augmentOne(b, child);
  }

  /** One level of augmentBlossom: blossom b, its child t that holds the new base. */
  private augmentOne(b: number, t: number): void {
    const n = this.n;
    const childs = this.childs[b] as number[];
    const endps = this.endps[b] as number[];
    const len = childs.length;
    const i = childs.indexOf(t);
    // walkFrom(i, len), without the tuple.
    const odd = i & 1;
    const jstep = odd ? 1 : -1;
    const endptrick = odd ? 0 : 1;
    let j = odd ? i - len : i;
    while (j !== 0) {
      j += jstep;
      let sub = this.at(childs, j);
      const e = this.at(endps, j - endptrick);
      const p = endptrick ? this.swap(e) : e;
      const p0 = (p / n) | 0;
      const p1 = p - p0 * n;
      if (sub >= n) this.augmentBlossom(sub, p0);
      j += jstep;
      sub = this.at(childs, j);
      if (sub >= n) this.augmentBlossom(sub, p1);
      this.mate[p0] = p1;
      this.mate[p1] = p0;
    }
    // childs and endps start at index i (rotated in place: b owns both arrays).
    rotateLeft(childs, i);
    rotateLeft(endps, i);
    this.base[b] = this.base[childs[0] as number] as number;
  }

  private augmentSide(s0: number, partner0: number): void {
    const n = this.n;
    let s = s0;
    let partner = partner0;
    for (;;) {
      const bs = this.inBlossom[s] as number;
      if (bs >= n) this.augmentBlossom(bs, s);
      this.mate[s] = partner;
      const le = this.labelEnd[bs] as number;
      if (le === -1) break;
      const t = (le / n) | 0;
      const bt = this.inBlossom[t] as number;
      const lt = this.labelEnd[bt] as number;
      s = (lt / n) | 0;
      const j = lt - s * n;
      if (bt >= n) this.augmentBlossom(bt, j);
      this.mate[j] = s;
      partner = j;
    }
  }

  private slackF(k: number): number {
    const n = this.n;
    const i = (k / n) | 0;
    return (
      (this.dualF[i] as number) + (this.dualF[k - i * n] as number) - (this.tabF[this.wIdx[k] as number] as number)
    );
  }

  /** Brings x's cached best slack up to the current epoch. */
  private refreshBest(x: number): void {
    if (this.bestEpoch[x] !== this.epoch) {
      const be = this.bestEdge[x] as number;
      this.slackInto(be, this.bestSlack, x * this.L);
      this.bestSlackF[x] = this.slackF(be);
      this.bestEpoch[x] = this.epoch;
    }
  }

  /**
   * Makes edge k the best edge of x if its slack beats the current one's. The float shadow of its
   * slack is computed here from k, as the callers computed it (dualF[i] + dualF[j] − tabF, the
   * same sum either way round): a float passed to a call V8 does not inline is boxed, and these
   * calls made about 55 MB of garbage per warm 1,000-player pairing. `wi` is the edge's table
   * index (`wIdx[k]`), which every caller has just read: rescanFree offers edges by a column of
   * wIdx, and reading it again here missed the cache at every offer.
   */
  private offerBest(x: number, k: number, wi: number): void {
    const L = this.L;
    const n = this.n;
    const i = (k / n) | 0;
    const j = k - i * n;
    const eps = this.eps;
    const sF = eps === Infinity ? 0 : (this.dualF[i] as number) + (this.dualF[j] as number) - (this.tabF[wi] as number);
    const be = this.bestEdge[x] as number;
    const dual = this.dual;
    if (be !== -1) {
      this.refreshBest(x);
      if (sF > (this.bestSlackF[x] as number) + eps) return;
      if (slackBelow(dual, i * L, j * L, this.tab, wi * L, this.bestSlack, x * L, L) >= 0) return;
    }
    this.bestEdge[x] = k;
    sumDiff(dual, i * L, dual, j * L, this.tab, wi * L, this.bestSlack, x * L, L);
    this.bestSlackF[x] = sF;
    this.bestEpoch[x] = this.epoch;
  }

  private refreshDualF(v: number): void {
    this.dualF[v] = this.capacityBits > SHADOW_BITS ? 0 : approx(this.dual, v * this.L, this.L);
  }

  /**
   * After augmentations in a multi-tree stage (every live S vertex scanned, so every best edge
   * offered): the trees that augmented (dead at `stamp`) are taken apart — their blossoms and
   * vertices become free, S-blossoms of zero dual are expanded as at the end of a stage unless
   * they are large — and the other trees are kept, instead of a new stage growing every tree again
   * from its root. Released vertices are scanned against the live S vertices; the "reached" marks
   * of leaves inside live T-blossoms that came from a released S vertex are taken back (and the
   * leaf scanned); the tight-edge marks of released vertices are cleared (their duals stop
   * moving). A best edge (of a free vertex or an S-blossom) that led into a released tree is not
   * recomputed now: it is kept as a lower bound (`stale`), recomputed only when a dual change
   * could reach it. False when no tree is left.
   */
  private releaseDeadTrees(stamp: number): boolean {
    const n = this.n;
    const L = this.L;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const parent = this.parent;
    const released = this.released;
    const mark = this.releasedMark;
    released.length = 0;
    let live = 0;
    const deadTops: number[] = [];
    for (let b = 0; b < 2 * n; b++) {
      if (!this.isTop(b)) continue;
      const l = label[b] as number;
      if (l !== S && l !== T) continue;
      if (this.deadAt[this.treeOf[b] as number] === stamp) deadTops.push(b);
      else live++;
    }
    for (const b of deadTops) {
      const from = released.length;
      this.leafList(b, released);
      // An S-blossom of zero dual is expanded as at the end of a stage when it is small; a large
      // one is kept whole (endStage expands what is left of it): expanded, the live trees formed
      // the same nested blossoms again, level by level (a fresh 928-player bracket formed 13,159
      // and expanded 12,696 in its first solve). A small one is cheaper formed again than kept
      // (kept, all its leaves are scanned when it is reached; docs/performance.md, "Dear
      // brackets: the first solve, blossoms formed again and again").
      if (b >= n && released.length - from < KEEP_LEAVES && label[b] === S && isZero(this.dual, b * L, L))
        this.expandBlossom(b, true);
    }
    for (const x of released) mark[x] = 1;
    // The released vertices' tight-edge marks lapse.
    const clock = ++this.clock;
    for (const x of released) this.relAt[x] = clock;
    for (const x of released) {
      for (let b = x; b !== -1; b = parent[b] as number) {
        label[b] = FREE;
        this.labelEnd[b] = -1;
        this.bestEdge[b] = -1;
        if (b >= n) {
          this.bestList[b] = null;
          this.bestListStage[b] = 0;
        }
      }
    }
    if (live > 0) {
      const id = ++this.releaseId;
      const cum = this.cum;
      const sList = this.sVertices();
      for (let v = 0; v < n; v++) {
        if (mark[v]) continue;
        const top = inBlossom[v] as number;
        if (label[top] === S) continue;
        const le = this.labelEnd[v] as number;
        if (top !== v && label[v] === T && le !== -1 && mark[(le / n) | 0]) {
          // Reached from a released vertex: not reached any more; scanned again now.
          label[v] = FREE;
          this.labelEnd[v] = -1;
          this.rescanFree(v, id, sList);
          continue;
        }
        const be = this.bestEdge[v] as number;
        if (be !== -1 && mark[(be / n) | 0]) {
          // The slack of the old best edge, less the dual changes to come, bounds the new best.
          this.slackInto(be, this.lbScratch, 0);
          addTo(this.lbScratch, 0, cum, 0, 1, L);
          this.lowerStale(this.staleF, this.staleFList, this.staleFBase, v);
          this.bestEdge[v] = -1;
        }
      }
      for (const x of released) this.rescanFree(x, id, sList);
      for (let b = 0; b < 2 * n; b++) {
        if (!this.isTop(b) || label[b] !== S) continue;
        const be = this.bestEdge[b] as number;
        if (be === -1 || !mark[be % n]) continue;
        this.slackInto(be, this.lbScratch, 0);
        addTo(this.lbScratch, 0, cum, 0, 1, L);
        addTo(this.lbScratch, 0, cum, 0, 1, L);
        this.lowerStale(this.staleS, this.staleSList, this.staleSBase, b);
        this.bestEdge[b] = -1;
      }
    }
    for (const x of released) mark[x] = 0;
    return live > 0;
  }

  /**
   * Makes x's stale bound (in `base`) the bound in `lbScratch`, or keeps the old one when x is
   * already stale and it is lower: the edges offered to x since it became stale (its best edge, now
   * discarded, was the least of them) are bounded only by the new one, the older ones only by the
   * old one. Keeping the old bound alone (as before) let a dual change exceed a true slack.
   */
  private lowerStale(flag: Uint8Array, list: number[], base: Float64Array, x: number): void {
    const L = this.L;
    if (!flag[x]) {
      flag[x] = 1;
      list.push(x);
    } else if (compare(this.lbScratch, 0, base, x * L, L) >= 0) return;
    copy(this.lbScratch, 0, base, x * L, L);
  }

  /** The vertices in S-blossoms now. */
  private sVertices(): number[] {
    const out = this.sScratch;
    out.length = 0;
    for (let v = 0; v < this.n; v++) if (this.label[this.inBlossom[v] as number] === S) out.push(v);
    return out;
  }
  private readonly sScratch: number[] = [];

  /** b is a top-level blossom (or a vertex in none). */
  private isTop(b: number): boolean {
    return b < this.n
      ? (this.inBlossom[b] as number) === b
      : (this.base[b] as number) >= 0 && (this.parent[b] as number) === -1;
  }

  /**
   * A non-S vertex x against every live S vertex (`sList`): its best edge (when its leaf is not reached),
   * or, for a tight edge, that S vertex queued to be scanned again. True when one was queued.
   */
  private rescanFree(x: number, id: number, sList: readonly number[]): boolean {
    const n = this.n;
    const L = this.L;
    const label = this.label;
    const dualF = this.dualF;
    const tabF = this.tabF;
    const wIdx = this.wIdx;
    const eps = this.eps;
    const requeued = this.requeuedAt;
    let queued = false;
    this.bestEdge[x] = -1;
    const xo = x * L;
    const fx = dualF[x] as number;
    const row = x * n;
    for (const y of sList) {
      // wIdx is symmetric: x's row is read in order, not its column.
      const wi = wIdx[row + y] as number;
      if (wi === 0) continue;
      const sF = eps === Infinity ? 0 : fx + (dualF[y] as number) - (tabF[wi] as number);
      if (!(sF > eps) && signSumDiff(this.dual, y * L, this.dual, xo, this.tab, wi * L, L) <= 0) {
        queued = true;
        if (requeued[y] !== id) {
          requeued[y] = id;
          this.queue.push(y);
        }
      } else if (label[x] === FREE) {
        this.offerBest(x, y * n + x, wi);
      }
    }
    return queued;
  }

  /** The least-slack edge from the S-blossom b to every other S-blossom, from every leaf's row. */
  private rescanS(b: number): void {
    const n = this.n;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const wIdx = this.wIdx;
    this.bestEdge[b] = -1;
    this.leaves.length = 0;
    for (const x of this.leafList(b, this.leaves)) {
      const row = x * n;
      for (let y = 0; y < n; y++) {
        const wi = wIdx[row + y] as number;
        if (wi === 0) continue;
        const by = inBlossom[y] as number;
        if (by === b || label[by] !== S) continue;
        this.offerBest(b, row + y, wi);
      }
    }
  }

  /**
   * Before a dual change of `delta` (type and edge in `pick`, [type, edge]): the stale best edges
   * whose bound falls below it are recomputed and compete. True when one found a tight edge (its S
   * vertex is queued: no dual change now).
   */
  private settleStale(delta: Float64Array, pick: Int32Array): boolean {
    const L = this.L;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const lb = this.lbScratch;
    const cum = this.cum;
    const id = ++this.releaseId;
    let queued = false;
    let keep = 0;
    let sList: number[] | null = null;
    const fl = this.staleFList;
    for (let i = 0; i < fl.length; i++) {
      const x = fl[i] as number;
      const top = inBlossom[x] as number;
      const lt = label[top] as number;
      if (lt === S || (top === x && lt === T)) {
        this.staleF[x] = 0;
        continue;
      }
      if (lt !== FREE) {
        fl[keep++] = x;
        continue;
      }
      copy(this.staleFBase, x * L, lb, 0, L);
      addTo(lb, 0, cum, 0, -1, L);
      if (compare(lb, 0, delta, 0, L) >= 0) {
        fl[keep++] = x;
        continue;
      }
      this.staleF[x] = 0;
      if (sList === null) sList = this.sVertices();
      if (this.rescanFree(x, id, sList)) queued = true;
      else if ((this.bestEdge[x] as number) !== -1) {
        this.refreshBest(x);
        if (compare(this.bestSlack, x * L, delta, 0, L) < 0) {
          copy(this.bestSlack, x * L, delta, 0, L);
          pick[0] = 2;
          pick[1] = this.bestEdge[x] as number;
        }
      }
    }
    fl.length = keep;
    keep = 0;
    const sl = this.staleSList;
    const s1 = this.s1;
    for (let i = 0; i < sl.length; i++) {
      const b = sl[i] as number;
      if (!this.isTop(b) || label[b] !== S) {
        this.staleS[b] = 0;
        continue;
      }
      // bound − 2·delta < 0?
      copy(this.staleSBase, b * L, lb, 0, L);
      addTo(lb, 0, cum, 0, -1, L);
      addTo(lb, 0, cum, 0, -1, L);
      addTo(lb, 0, delta, 0, -1, L);
      addTo(lb, 0, delta, 0, -1, L);
      if (sign(lb, 0, L) >= 0) {
        sl[keep++] = b;
        continue;
      }
      this.staleS[b] = 0;
      this.rescanS(b);
      if ((this.bestEdge[b] as number) !== -1) {
        this.refreshBest(b);
        halve(this.bestSlack, b * L, s1, 0, L);
        if (compare(s1, 0, delta, 0, L) < 0) {
          copy(s1, 0, delta, 0, L);
          pick[0] = 3;
          pick[1] = this.bestEdge[b] as number;
        }
      }
    }
    sl.length = keep;
    return queued;
  }

  /**
   * One stage: every exposed vertex with a positive dual roots a tree; the trees grow over tight
   * edges (scanQueue) and the duals change when none can (pickDelta, applyDelta) until a path
   * augments (one-path mode) or no tree is left (multi mode). False when there was no root. Split
   * in parts so that V8 optimises each on its own: one function of all of them took TurboFan
   * 150–340 ms a compile and was thrown away twice in a fresh 1,000-player pairing.
   */
  private stage(): boolean {
    if (!this.startStage()) return false;
    const stamp = this.stageId;
    // After an augmentation the stage goes on with the other trees (the two trees it used are
    // dead: their vertices are passed over) and ends when no tree can grow without a dual change.
    this.augmented = false;
    this.toRelease = false;
    for (;;) {
      this.scanQueue(stamp);
      if (this.toRelease) {
        // Keep the other trees (multi mode: every live S vertex has been scanned): the trees that
        // augmented go back to free, and what pointed into them is recomputed.
        if (!this.multi || !this.releaseDeadTrees(stamp)) break;
        this.toRelease = false;
        if (this.queueHead < this.queue.length) continue;
      }
      // No augmenting path under these constraints: a dual change.
      const deltaType = this.pickDelta();
      if (deltaType === 0) continue;
      if (!this.applyDelta(deltaType, stamp)) break;
    }
    this.endStage();
    return true;
  }

  /** A stage's labels, marks and roots; false when no vertex roots a tree. */
  private startStage(): boolean {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    this.label.fill(FREE);
    this.bestEdge.fill(-1);
    this.stages++;
    this.stageId++;
    this.stageFloor = ++this.clock;
    // Cleared whole (3n bytes, as label and bestEdge above), not by their lists: a loop that has
    // never run leaves V8 no type feedback, and the first stage with a stale list then threw away
    // this function's optimised code (docs/performance.md, "The whole process at 1,000 players").
    this.staleF.fill(0);
    this.staleS.fill(0);
    this.staleFList.length = 0;
    this.staleSList.length = 0;
    if (this.cum.length !== L) {
      this.cum = new Float64Array(L);
      this.lbScratch = new Float64Array(L);
    }
    if (this.staleSBase.length !== 2 * n * L) {
      this.staleFBase = new Float64Array(n * L);
      this.staleSBase = new Float64Array(2 * n * L);
    }
    setZero(this.cum, 0, L);
    this.epoch++;
    this.queue = [];
    this.queueHead = 0;
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (
        (this.mate[v] as number) === -1 &&
        sign(dual, v * L, L) > 0 &&
        this.label[this.inBlossom[v] as number] === FREE
      ) {
        this.assignLabel(v, S, -1);
        roots++;
      }
    }
    if (roots === 0) return false;
    if (this.dualFStale) {
      for (let v = 0; v < n; v++) this.refreshDualF(v);
      this.dualFStale = false;
    }
    // Far above the float rounding error of any slack; with no shadow, every comparison is exact.
    this.eps = this.capacityBits > SHADOW_BITS ? Infinity : this.maxMagnitude * 2 * Math.pow(2, -44);
    return true;
  }

  /** Scans the queued S vertices' rows until the queue is empty (or a one-path stage augments). */
  private scanQueue(stamp: number): void {
    const deadAt = this.deadAt;
    const treeOf = this.treeOf;
    const inBlossom = this.inBlossom;
    const label = this.label;
    while (this.queueHead < this.queue.length) {
      const v = this.queue[this.queueHead++] as number;
      if (this.augmented && deadAt[treeOf[inBlossom[v] as number] as number] === stamp) continue;
      if (label[inBlossom[v] as number] !== S) continue;
      const hit = this.scanRow(v, stamp);
      if (hit >= 0) this.augmentFound(v, hit, stamp);
      else this.scanPending(v, stamp);
    }
  }

  /**
   * Scans S vertex v's row: marks tight edges, labels what they reach (blossoms and T labels wait
   * in `pending`), offers the others as best edges. When an edge {v, w} completes an augmenting
   * path it stops and returns w (w free) or n + w (w in another S tree), for augmentFound; −1 when
   * none did.
   */
  private scanRow(v: number, stamp: number): number {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const eps = this.eps;
    const dualF = this.dualF;
    const tabF = this.tabF;
    const tab = this.tab;
    const wIdx = this.wIdx;
    const pending = this.pending;
    const treeOf = this.treeOf;
    const deadAt = this.deadAt;
    const inBlossom = this.inBlossom;
    const label = this.label;
    const allowEdge = this.allowEdge;
    const relAt = this.relAt;
    const augmented = this.augmented;
    const row = v * n;
    const vo = v * L;
    const dv = dualF[v] as number;
    // v's blossom does not change while its edges are scanned (blossoms form after the scan).
    const bv = inBlossom[v] as number;
    const clock = this.clock;
    const floorV = Math.max(this.stageFloor, relAt[v] as number);
    // A leaf of a blossom reads its row only outside its top blossom (see `outside`).
    let len = n;
    let listed = false;
    if (bv >= n) {
      if (this.memberMark[v] !== this.memberStamp || this.outsideVersion !== this.blossomVersion)
        this.markOutside(bv, false);
      len = this.outsideLen;
      listed = true;
    }
    this.rowsRead++;
    this.entriesRead += len;
    const outside = this.outside;
    for (let i = 0; i < len; i++) {
      const w = listed ? (outside[i] as number) : i;
      const k = row + w;
      const wi = wIdx[k] as number;
      if (wi === 0) continue;
      const bw = inBlossom[w] as number;
      if (bv === bw) continue;
      const lw = label[bw] as number;
      if (augmented && lw !== FREE && deadAt[treeOf[bw] as number] === stamp) continue;
      // A T vertex already reached: the edge would change nothing, tight or not (its slack
      // stays put while w is T, so a later scan finds it tight without a mark).
      if (lw === T && label[w] !== FREE) continue;
      const sF = eps === Infinity ? 0 : dv + (dualF[w] as number) - (tabF[wi] as number);
      const mark = allowEdge[k] as number;
      let allowed = mark >= floorV && mark >= (relAt[w] as number);
      if (!allowed && !(sF > eps)) {
        if (
          L === 1
            ? dv + (dualF[w] as number) - (tabF[wi] as number) <= 0
            : signSumDiff(dual, vo, dual, w * L, tab, wi * L, L) <= 0
        ) {
          allowed = true;
          allowEdge[k] = clock;
          allowEdge[w * n + v] = clock;
        }
      }
      if (allowed) {
        if (lw === FREE) {
          if ((this.mate[this.base[bw] as number] as number) === -1) return w;
          pending.push(w);
        } else if (lw === S) {
          if (this.scanBlossom(v, w) < 0) return n + w;
          pending.push(w);
        } else if (label[w] === FREE) {
          label[w] = T;
          this.labelEnd[w] = row + w;
        }
      } else if (lw === S) {
        this.offerBest(bv, k, wi);
      } else if (label[w] === FREE) {
        this.offerBest(w, k, wi);
      }
    }
    return -1;
  }

  /**
   * Augments along the path scanRow found from S vertex v: `hit` is w (a free vertex, which joins
   * v's dead tree) or n + w (w in another S tree: both trees die). Kept out of scanRow, and both
   * kinds behind one call: a fresh process reaches the first kind late, and statements run for the
   * first time after a function was optimised threw away its code (they had no type feedback);
   * scanRow was compiled four times at 1,000 players, this small function is cheap to recompile.
   */
  private augmentFound(v: number, hit: number, stamp: number): void {
    const n = this.n;
    const treeOf = this.treeOf;
    const deadAt = this.deadAt;
    const bv = this.inBlossom[v] as number;
    if (hit < n) {
      const w = hit;
      const bw = this.inBlossom[w] as number;
      const tv = treeOf[bv] as number;
      this.augmentSide(v, w);
      if (bw >= n) this.augmentBlossom(bw, w);
      this.mate[w] = v;
      // w joins the dead tree.
      this.label[bw] = T;
      treeOf[bw] = tv;
      deadAt[tv] = stamp;
    } else {
      const w = hit - n;
      deadAt[treeOf[bv] as number] = stamp;
      deadAt[treeOf[this.inBlossom[w] as number] as number] = stamp;
      this.augmentSide(v, w);
      this.augmentSide(w, v);
    }
    this.augmentedNow();
    this.pending.length = 0;
  }

  /** The stage's trees augmented: one-path mode stops scanning. */
  private augmentedNow(): void {
    this.augmented = true;
    this.toRelease = true;
    if (!this.multi) this.queueHead = this.queue.length;
  }

  /** After v's row: the labels and blossoms its tight edges make (in the order they were found). */
  private scanPending(v: number, stamp: number): void {
    const n = this.n;
    const pending = this.pending;
    const treeOf = this.treeOf;
    const deadAt = this.deadAt;
    const row = v * n;
    for (let i = 0; i < pending.length; i++) {
      const w = pending[i] as number;
      const bv = this.inBlossom[v] as number;
      const bw = this.inBlossom[w] as number;
      if (bv === bw) continue;
      const lw = this.label[bw] as number;
      if (this.augmented && lw !== FREE && deadAt[treeOf[bw] as number] === stamp) continue;
      if (lw === FREE) {
        this.assignLabel(w, T, row + w);
      } else if (lw === S) {
        const base = this.scanBlossom(v, w);
        if (base >= 0) {
          this.addBlossom(base, row + w);
        } else {
          deadAt[treeOf[bv] as number] = stamp;
          deadAt[treeOf[bw] as number] = stamp;
          this.augmentSide(v, w);
          this.augmentSide(w, v);
          this.augmentedNow();
          break;
        }
      } else if (this.label[w] === FREE) {
        this.label[w] = T;
        this.labelEnd[w] = row + w;
      }
    }
    pending.length = 0;
  }

  /**
   * The least dual change that makes progress, into `sDelta`: its type (1 an S vertex's dual
   * reaches zero, 2 a free vertex's best edge, 3 an S–S edge, 4 a T-blossom's dual reaches zero),
   * with `deltaEdge`, `deltaBlossom` or `deltaVertex`; 0 when a stale best edge turned out tight
   * (its S vertex is queued: no dual change now).
   */
  private pickDelta(): number {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const s1 = this.s1;
    const delta = this.sDelta;
    let deltaType = 1;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    let deltaVertex = -1;
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v] as number] === S) {
        if (deltaVertex === -1 || compare(dual, v * L, delta, 0, L) < 0) {
          copy(dual, v * L, delta, 0, L);
          deltaVertex = v;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v] as number] === FREE && (this.bestEdge[v] as number) !== -1) {
        this.refreshBest(v);
        if (compare(this.bestSlack, v * L, delta, 0, L) < 0) {
          copy(this.bestSlack, v * L, delta, 0, L);
          deltaType = 2;
          deltaEdge = this.bestEdge[v] as number;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (
        (this.parent[b] as number) === -1 &&
        this.label[b] === S &&
        (this.bestEdge[b] as number) !== -1 &&
        (b < n || (this.base[b] as number) >= 0)
      ) {
        this.refreshBest(b);
        halve(this.bestSlack, b * L, s1, 0, L);
        if (compare(s1, 0, delta, 0, L) < 0) {
          copy(s1, 0, delta, 0, L);
          deltaType = 3;
          deltaEdge = this.bestEdge[b] as number;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if ((this.base[b] as number) >= 0 && (this.parent[b] as number) === -1 && this.label[b] === T) {
        if (compare(dual, b * L, delta, 0, L) < 0) {
          copy(dual, b * L, delta, 0, L);
          deltaType = 4;
          deltaBlossom = b;
        }
      }
    }
    if (this.staleFList.length > 0 || this.staleSList.length > 0) {
      // A typed array, not an object: V8 took a fresh object's fields for constants, and the first
      // write to them threw away the optimised code (see `tab`).
      const pick = this.pick;
      pick[0] = deltaType;
      pick[1] = deltaEdge;
      if (this.settleStale(delta, pick)) return 0;
      deltaType = pick[0] as number;
      deltaEdge = pick[1] as number;
    }
    this.deltaEdge = deltaEdge;
    this.deltaBlossom = deltaBlossom;
    this.deltaVertex = deltaVertex;
    return deltaType;
  }

  /** Changes the duals by `sDelta` and acts on what it made (pickDelta's type); false: stage over. */
  private applyDelta(deltaType: number, stamp: number): boolean {
    const n = this.n;
    const L = this.L;
    const dual = this.dual;
    const delta = this.sDelta;
    this.epoch++;
    addTo(this.cum, 0, delta, 0, 1, L);
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inBlossom[v] as number];
      if (l === S) {
        addTo(dual, v * L, delta, 0, -1, L);
        this.refreshDualF(v);
      } else if (l === T) {
        addTo(dual, v * L, delta, 0, 1, L);
        this.refreshDualF(v);
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if ((this.base[b] as number) >= 0 && (this.parent[b] as number) === -1) {
        if (this.label[b] === S) addTo(dual, b * L, delta, 0, 1, L);
        else if (this.label[b] === T) addTo(dual, b * L, delta, 0, -1, L);
      }
    }
    if (deltaType === 1) {
      // deltaVertex's dual reached zero: its tree ends with it exposed (the root matched).
      const deltaVertex = this.deltaVertex;
      if (this.multi) this.deadAt[this.treeOf[this.inBlossom[deltaVertex] as number] as number] = stamp;
      this.augmentSide(deltaVertex, -1);
      if (!this.multi) return false;
      this.augmented = true;
      this.toRelease = true;
    } else if (deltaType === 2 || deltaType === 3) {
      this.allow(this.deltaEdge);
      this.queue.push((this.deltaEdge / this.n) | 0);
    } else {
      this.expandBlossom(this.deltaBlossom, false);
    }
    return true;
  }

  /**
   * At a stage's end, S-blossoms whose dual is zero are expanded; in a multi-tree stage also the
   * free ones (the released trees' large blossoms, kept whole by releaseDeadTrees): kept, the
   * later re-solves took them apart again, each freed vertex dissolving a deeper chain.
   */
  private endStage(): void {
    const n = this.n;
    const L = this.L;
    for (let b = n; b < 2 * n; b++) {
      const l = this.label[b];
      if (
        (this.parent[b] as number) === -1 &&
        (this.base[b] as number) >= 0 &&
        (l === S || (l === FREE && this.multi)) &&
        isZero(this.dual, b * L, L)
      ) {
        this.expandBlossom(b, true);
      }
    }
  }
}

/**
 * How to walk round a blossom from its child at index i to its base (index 0) along an even path:
 * the start index (shifted below zero when walking forwards), the step, and whether the stored
 * endpoints are read reversed (blossom.ts's "endptrick").
 */
function walkFrom(i: number, length: number): [number, number, number] {
  return i & 1 ? [i - length, 1, 0] : [i, -1, 1];
}

/** Rotates a list in place so that it starts at index i (what slice(i).concat(slice(0, i)) gives). */
function rotateLeft(a: number[], i: number): void {
  if (i === 0) return;
  reverse(a, 0, i - 1);
  reverse(a, i, a.length - 1);
  reverse(a, 0, a.length - 1);
}

function reverse(a: number[], lo: number, hi: number): void {
  for (let x = lo, y = hi; x < y; x++, y--) {
    const tmp = a[x] as number;
    a[x] = a[y] as number;
    a[y] = tmp;
  }
}

/**
 * Compares the slack u_v + u_x − w with a normalised number s, from the top limb down: −1 when
 * below, 0 when equal, 1 when above (the lower limbs add something in (−2·B^i, 2·B^i)).
 */
function slackBelow(
  dual: Float64Array,
  vo: number,
  xo: number,
  tab: Float64Array,
  wo: number,
  s: Float64Array,
  so: number,
  L: number,
): number {
  let i = L - 1;
  let d = (dual[vo + i] as number) + (dual[xo + i] as number) - (tab[wo + i] as number) - (s[so + i] as number);
  while (i > 0) {
    if (d >= 2) return 1;
    if (d <= -2) return -1;
    i--;
    d =
      d * 2 ** 48 +
      (dual[vo + i] as number) +
      (dual[xo + i] as number) -
      (tab[wo + i] as number) -
      (s[so + i] as number);
  }
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

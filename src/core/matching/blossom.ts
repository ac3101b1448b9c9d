/**
 * Edmonds' maximum-weight matching on a general graph (the blossom algorithm, O(n³)), with exact
 * integer weights (BigInt) and cheap updates.
 *
 * The primal-dual method follows Galil, "Efficient algorithms for finding maximum matching in
 * graphs" (1986), in the formulation popularised by Joris van Rantwijk's reference implementation;
 * the update step (change the edges of a few vertices, then re-optimise from the previous duals in
 * O(k·n²) for k changed vertices) is the idea bbpPairings uses for the Dutch system:
 *
 * - changing the edges of vertex v first frees v: v's top-level blossom loses its partner, v is
 *   made the base of that blossom, the blossoms containing v are dissolved (their dual is folded
 *   into their vertices, so no edge gets negative slack), and v's dual is raised until every edge
 *   at v is feasible again;
 * - every free vertex with a positive dual is then the root of an alternating tree; a free vertex
 *   with dual zero already satisfies complementary slackness and is a legal end of an augmenting
 *   path; when an inner tree vertex's dual reaches zero, the path from it to its root is flipped
 *   (the root is matched, that vertex left free with dual zero).
 *
 * All tree vertices share their root's parity, so keeping every root's dual even keeps every
 * `slack / 2` exact. The matcher knows nothing about chess.
 *
 * Conventions: weights are stored doubled; `slack(i, j) = u_i + u_j − 2·w_ij` (plus twice the duals
 * of blossoms containing both ends, which never matters for edges examined here). A weight of zero
 * means "no edge": such an edge is never matched.
 */

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const FOUR = BigInt(4);

const FREE = 0;
const S = 1;
const T = 2;
const BREADCRUMB = 4;

/**
 * An incremental maximum-weight matcher over vertices 0..n−1. Set weights, call `solve()`, read
 * `mateOf`; change some weights and `solve()` again: only the changed vertices are re-optimised.
 *
 * @example
 * const m = new WeightedMatcher(4);
 * m.setWeight(0, 1, BigInt(5)); m.setWeight(2, 3, BigInt(5)); m.setWeight(1, 2, BigInt(9));
 * m.solve();
 * m.mateOf(0); // 1 (5 + 5 beats 9)
 */
export class WeightedMatcher {
  readonly n: number;
  /** Doubled weights, n×n row-major; zero = no edge. */
  private readonly w2: bigint[];
  /** Partner vertex, or −1. */
  private readonly mate: Int32Array;
  /** Vertex duals (0..n−1) and blossom duals (n..2n−1). */
  private readonly dual: bigint[];
  private readonly label: Int8Array;
  /** Directed edge (outside, inside) through which a blossom or vertex got its label, encoded x·n+y; −1 none. */
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly childs: (number[] | null)[];
  /** endps[b][i] connects childs[i] (first end) and childs[i+1] (second end), encoded x·n+y. */
  private readonly endps: (number[] | null)[];
  private readonly base: Int32Array;
  /** Least-slack edge, encoded (inside or S side)·n + other; −1 none. */
  private readonly bestEdge: Int32Array;
  /** The best edge's slack, valid while `bestEpoch` equals `epoch` (no dual change since). */
  private readonly bestSlack: bigint[];
  private readonly bestEpoch: Int32Array;
  private readonly bestSlackF: Float64Array;
  private epoch = 1;
  /**
   * Float shadows of the weights and vertex duals, to skip exact arithmetic where the float says
   * clearly enough (by more than `eps`, far above the rounding error) that an edge is not tight or
   * not better. Every close call is decided exactly.
   */
  private readonly w2F: Float64Array;
  private readonly dualF: Float64Array;
  private dualFStale = true;
  private maxMagnitude = 0;
  /** An S-blossom formed in this stage whose least-slack edge is not known yet. */
  private readonly bestDirty: Uint8Array;
  private readonly unused: number[];
  /** Edge k is allowed (tight, usable) in the current stage when allowEdge[k] === stageId. */
  private readonly allowEdge: Int32Array;
  private stageId = 0;
  /** S-vertices still to scan, first in first out (short augmenting paths are found first). */
  private queue: number[] = [];
  private queueHead = 0;
  /** Vertices freed since the last solve (their dual is recomputed). */
  private readonly dirty: Uint8Array;
  private dirtyList: number[] = [];
  /** Vertices whose edges changed since the last solve (first argument of setWeight). */
  private readonly touched: Uint8Array;
  private touchedList: number[] = [];

  constructor(n: number) {
    this.n = n;
    this.w2 = new Array<bigint>(n * n).fill(ZERO);
    this.mate = new Int32Array(n).fill(-1);
    this.dual = new Array<bigint>(2 * n).fill(ZERO);
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
    this.bestSlack = new Array<bigint>(2 * n).fill(ZERO);
    this.bestEpoch = new Int32Array(2 * n);
    this.bestSlackF = new Float64Array(2 * n);
    this.w2F = new Float64Array(n * n);
    this.dualF = new Float64Array(n);
    this.bestDirty = new Uint8Array(2 * n);
    this.unused = [];
    for (let b = 2 * n - 1; b >= n; b--) this.unused.push(b);
    this.allowEdge = new Int32Array(n * n);
    this.dirty = new Uint8Array(n);
    this.touched = new Uint8Array(n);
  }

  /** The weight of edge {u, v} (zero when there is no edge). */
  weight(u: number, v: number): bigint {
    return (this.w2[u * this.n + v] as bigint) / FOUR;
  }

  /**
   * Sets the weight of edge {v, x}; zero removes it. Re-optimising after changes that touch k
   * distinct first arguments costs O(k·n²), so put the vertex whose edges change in first place.
   */
  setWeight(v: number, x: number, weight: bigint): void {
    if (v === x) throw new RangeError("a vertex has no edge to itself");
    if (weight < ZERO) throw new RangeError("weights must not be negative");
    const n = this.n;
    const w = weight * FOUR;
    if (this.w2[v * n + x] === w) return;
    if (!this.touched[v]) {
      this.touched[v] = 1;
      this.touchedList.push(v);
    }
    this.w2[v * n + x] = w;
    this.w2[x * n + v] = w;
    const f = Number(w);
    this.w2F[v * n + x] = f;
    this.w2F[x * n + v] = f;
    if (f > this.maxMagnitude) this.maxMagnitude = f;
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
    let total = ZERO;
    for (let v = 0; v < this.n; v++) {
      const m = this.mate[v] as number;
      if (m > v) total += this.w2[v * this.n + m] as bigint;
    }
    return total / FOUR;
  }

  /** Computes a maximum-weight matching, starting from the previous one. */
  solve(): void {
    this.repairDuals();
    this.prepareDuals();
    this.dualFStale = true;
    for (;;) {
      if (!this.stage()) break;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Updates

  /**
   * After weight changes, keeps the old matching where it is still optimal: a changed vertex that is
   * not inside a blossom takes the dual that keeps its matched edge tight (zero when free); if every
   * edge at it still has non-negative slack, nothing else is needed. Otherwise the vertex is freed.
   */
  private repairDuals(): void {
    const n = this.n;
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
      let target = ZERO;
      if (m !== -1) {
        const w = this.w2[v * n + m] as bigint;
        target = w - (this.dual[m] as bigint);
        if (w === ZERO || target < ZERO) {
          this.free(v);
          continue;
        }
      }
      this.dual[v] = target;
      kept.push(v);
    }
    for (const v of kept) {
      if (this.dirty[v]) continue;
      const u = this.dual[v] as bigint;
      const row = v * n;
      for (let x = 0; x < n; x++) {
        const w = this.w2[row + x] as bigint;
        if (w !== ZERO && u + (this.dual[x] as bigint) < w) {
          this.free(v);
          break;
        }
      }
    }
  }

  /** Detaches v from its partner and its blossoms, keeping every slack non-negative. */
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
      while ((this.inBlossom[v] as number) !== v) {
        const top = this.inBlossom[v] as number;
        const z = this.dual[top] as bigint;
        if (z !== ZERO) {
          for (const x of this.leafList(top, [])) this.dual[x] = (this.dual[x] as bigint) + z;
          this.dual[top] = ZERO;
        }
        this.dissolve(top);
      }
    }
    this.dirty[v] = 1;
    this.dirtyList.push(v);
  }

  /** Makes the children of top-level blossom b top-level (no relabelling, no dual change). */
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
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.childs[b] = null;
    this.endps[b] = null;
    this.base[b] = -1;
    this.bestDirty[b] = 0;
    this.bestEdge[b] = -1;
    this.dual[b] = ZERO;
    this.unused.push(b);
  }

  /**
   * Gives freed vertices a feasible even dual and makes every tree root's dual even. A freed
   * vertex covers its edges to the others with what they lack, and its edges to other freed
   * vertices with half their weight each, so equal-weight edges between freed vertices start tight.
   */
  private prepareDuals(): void {
    const n = this.n;
    for (const v of this.dirtyList) {
      let lack = ZERO;
      let half = ZERO;
      const row = v * n;
      for (let x = 0; x < n; x++) {
        const w = this.w2[row + x] as bigint;
        if (w === ZERO) continue;
        if (this.dirty[x]) {
          const h = w / TWO;
          if (h > half) half = h;
        } else {
          const d = w - (this.dual[x] as bigint);
          if (d > lack) lack = d;
        }
      }
      let need = lack > half ? lack : half;
      if ((need & ONE) !== ZERO) need += ONE;
      this.dual[v] = need;
    }
    for (const v of this.dirtyList) this.dirty[v] = 0;
    this.dirtyList = [];
    for (let v = 0; v < n; v++) {
      if ((this.mate[v] as number) !== -1) continue;
      const u = this.dual[v] as bigint;
      if (u === ZERO || (u & ONE) === ZERO) continue;
      // An exposed vertex with an odd dual: raise it by one (through its blossoms).
      for (;;) {
        const top = this.inBlossom[v] as number;
        if (top === v) {
          this.dual[v] = u + ONE;
          break;
        }
        if ((this.dual[top] as bigint) > ZERO) {
          for (const x of this.leafList(top, [])) this.dual[x] = (this.dual[x] as bigint) + ONE;
          this.dual[top] = (this.dual[top] as bigint) - ONE;
          break;
        }
        this.dissolve(top);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The primal-dual stage

  private slack(k: number): bigint {
    const n = this.n;
    const i = (k / n) | 0;
    const j = k - i * n;
    return (this.dual[i] as bigint) + (this.dual[j] as bigint) - (this.w2[k] as bigint);
  }

  /** Sets inBlossom of every vertex inside blossom b to `top`. */
  private setInBlossom(b: number, top: number): void {
    if (b < this.n) this.inBlossom[b] = top;
    else for (const t of this.childs[b] as number[]) this.setInBlossom(t, top);
  }

  private leafList(b: number, out: number[]): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.childs[b] as number[]) this.leafList(t, out);
    return out;
  }

  private swap(k: number): number {
    const n = this.n;
    const i = (k / n) | 0;
    return (k - i * n) * n + i;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
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
      // (m, base): outside end first.
      this.assignLabel(m, S, base * this.n + m);
    }
  }

  /** Follows both tree paths back; returns the base of a new blossom, or −1 for an augmenting path. */
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
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.dual[b] = ZERO;
    for (const x of this.leafList(b, [])) {
      if (this.label[this.inBlossom[x] as number] === T) this.queue.push(x);
      this.inBlossom[x] = b;
    }
    // Its least-slack edge to another S-blossom is found only if a delta is needed (bestDirty):
    // most stages end in an augmentation first.
    for (const sub of path) this.bestEdge[sub] = -1;
    this.bestEdge[b] = -1;
    this.bestDirty[b] = 1;
  }

  /** The least-slack edge from S-blossom b to any other S-blossom, by scanning its vertices. */
  private recomputeBest(b: number): void {
    const n = this.n;
    let best = -1;
    let bestS = ZERO;
    for (const x of this.leafList(b, [])) {
      const row = x * n;
      for (let y = 0; y < n; y++) {
        const w = this.w2[row + y] as bigint;
        if (w === ZERO) continue;
        const by = this.inBlossom[y] as number;
        if (by === b || this.label[by] !== S) continue;
        const s = (this.dual[x] as bigint) + (this.dual[y] as bigint) - w;
        if (best === -1 || s < bestS) {
          best = row + y;
          bestS = s;
        }
      }
    }
    this.bestEdge[b] = best;
    this.bestSlack[b] = bestS;
    this.bestSlackF[b] = best === -1 ? 0 : this.slackF(best);
    this.bestEpoch[b] = this.epoch;
    this.bestDirty[b] = 0;
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
      else if (endStage && this.dual[s] === ZERO) this.expandBlossom(s, endStage);
      else this.setInBlossom(s, s);
    }
    if (!endStage && this.label[b] === T) {
      const le = this.labelEnd[b] as number;
      const entryChild = this.inBlossom[le % n] as number;
      let j = childs.indexOf(entryChild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = le;
      const endAt = (idx: number, trick: number): number => {
        const e = this.at(endps, idx);
        return trick ? this.swap(e) : e;
      };
      while (j !== 0) {
        // Relabel the T-sub-blossom.
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
    this.allowEdge[k] = this.stageId;
    this.allowEdge[this.swap(k)] = this.stageId;
  }

  /** Makes v the base of blossom b, re-matching the even path around it. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    let t = v;
    while ((this.parent[t] as number) !== b) t = this.parent[t] as number;
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.childs[b] as number[];
    const endps = this.endps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
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
    this.childs[b] = childs.slice(i).concat(childs.slice(0, i));
    this.endps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.base[b] = this.base[(this.childs[b] as number[])[0] as number] as number;
  }

  /**
   * Matches S-vertex s to `partner` (−1: leave s free) and flips the tree path from s to its root.
   */
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

  /** The float shadow of edge k's slack. */
  private slackF(k: number): number {
    const n = this.n;
    const i = (k / n) | 0;
    return (this.dualF[i] as number) + (this.dualF[k - i * n] as number) - (this.w2F[k] as number);
  }

  /**
   * Makes edge k the best edge of x if its slack beats the current one's. `sF` is the float
   * shadow of its slack; `s` the exact slack when already known.
   */
  private offerBest(x: number, k: number, sF: number, s: bigint | null, eps: number): void {
    const be = this.bestEdge[x] as number;
    if (be !== -1) {
      if (this.bestEpoch[x] !== this.epoch) {
        this.bestSlack[x] = this.slack(be);
        this.bestSlackF[x] = this.slackF(be);
        this.bestEpoch[x] = this.epoch;
      }
      if (sF > (this.bestSlackF[x] as number) + eps) return;
      if (s === null) s = this.slack(k);
      if (s >= (this.bestSlack[x] as bigint)) return;
    } else if (s === null) {
      s = this.slack(k);
    }
    this.bestEdge[x] = k;
    this.bestSlack[x] = s;
    this.bestSlackF[x] = sF;
    this.bestEpoch[x] = this.epoch;
  }

  /** One stage: grows trees from the roots until the matching or the root set changes. */
  private stage(): boolean {
    const n = this.n;
    this.label.fill(FREE);
    this.bestEdge.fill(-1);
    this.bestDirty.fill(0);
    this.stageId++;
    this.epoch++;
    const stamp = this.stageId;
    this.queue = [];
    this.queueHead = 0;
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (
        (this.mate[v] as number) === -1 &&
        (this.dual[v] as bigint) > ZERO &&
        this.label[this.inBlossom[v] as number] === FREE
      ) {
        this.assignLabel(v, S, -1);
        roots++;
      }
    }
    if (roots === 0) return false;
    if (this.dualFStale) {
      for (let v = 0; v < n; v++) this.dualF[v] = Number(this.dual[v] as bigint);
      this.dualFStale = false;
    }
    // Far above the float rounding error of any slack (duals and weights are below 2·max weight).
    const eps = this.maxMagnitude * 2 * Math.pow(2, -44);
    const dualF = this.dualF;
    const w2F = this.w2F;
    let changed = false;
    for (;;) {
      while (this.queueHead < this.queue.length && !changed) {
        const v = this.queue[this.queueHead++] as number;
        const pending: number[] = [];
        const row = v * n;
        const dv = dualF[v] as number;
        for (let w = 0; w < n; w++) {
          const k = row + w;
          const wf = w2F[k] as number;
          if (wf === 0) continue;
          const bv = this.inBlossom[v] as number;
          const bw = this.inBlossom[w] as number;
          if (bv === bw) continue;
          let kslack: bigint | null = null;
          const sF = dv + (dualF[w] as number) - wf;
          let allowed = this.allowEdge[k] === stamp;
          if (!allowed && !(sF > eps)) {
            kslack = (this.dual[v] as bigint) + (this.dual[w] as bigint) - (this.w2[k] as bigint);
            if (kslack <= ZERO) {
              allowed = true;
              this.allowEdge[k] = stamp;
              this.allowEdge[w * n + v] = stamp;
            }
          }
          const lw = this.label[bw] as number;
          if (allowed) {
            if (lw === FREE) {
              if ((this.mate[this.base[bw] as number] as number) === -1) {
                // A free vertex with dual zero: augmenting path.
                this.augmentSide(v, w);
                if (bw >= n) this.augmentBlossom(bw, w);
                this.mate[w] = v;
                changed = true;
                break;
              }
              pending.push(w);
            } else if (lw === S) {
              if (this.scanBlossom(v, w) < 0) {
                this.augmentSide(v, w);
                this.augmentSide(w, v);
                changed = true;
                break;
              }
              pending.push(w);
            } else if (this.label[w] === FREE) {
              this.label[w] = T;
              this.labelEnd[w] = row + w;
            }
          } else if (lw === S) {
            this.offerBest(bv, k, sF, kslack, eps);
          } else if (this.label[w] === FREE) {
            this.offerBest(w, k, sF, kslack, eps);
          }
        }
        // No augmenting edge at v: now grow the tree and form blossoms (edges of the same row can be
        // taken in any order; looking for an augmenting path first avoids needless blossoms).
        for (let i = 0; i < pending.length && !changed; i++) {
          const w = pending[i] as number;
          const bv = this.inBlossom[v] as number;
          const bw = this.inBlossom[w] as number;
          if (bv === bw) continue;
          const lw = this.label[bw] as number;
          if (lw === FREE) {
            this.assignLabel(w, T, row + w);
          } else if (lw === S) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) {
              this.addBlossom(base, row + w);
            } else {
              this.augmentSide(v, w);
              this.augmentSide(w, v);
              changed = true;
            }
          } else if (this.label[w] === FREE) {
            // w's blossom became a T-blossom meanwhile: w itself is now reached from outside.
            this.label[w] = T;
            this.labelEnd[w] = row + w;
          }
        }
        pending.length = 0;
      }
      if (changed) break;

      // No augmenting path under these constraints: compute delta.
      let deltaType = 1;
      let delta = ZERO;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      let deltaVertex = -1;
      for (let v = 0; v < n; v++) {
        if (this.label[this.inBlossom[v] as number] === S) {
          const u = this.dual[v] as bigint;
          if (deltaVertex === -1 || u < delta) {
            delta = u;
            deltaVertex = v;
          }
        }
      }
      for (let v = 0; v < n; v++) {
        if (this.label[this.inBlossom[v] as number] === FREE && (this.bestEdge[v] as number) !== -1) {
          const d = this.slack(this.bestEdge[v] as number);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = this.bestEdge[v] as number;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (this.bestDirty[b] && (this.parent[b] as number) === -1 && this.label[b] === S) this.recomputeBest(b);
        if (
          (this.parent[b] as number) === -1 &&
          this.label[b] === S &&
          (this.bestEdge[b] as number) !== -1 &&
          (b < n || (this.base[b] as number) >= 0)
        ) {
          const d = this.slack(this.bestEdge[b] as number) / TWO;
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = this.bestEdge[b] as number;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if ((this.base[b] as number) >= 0 && (this.parent[b] as number) === -1 && this.label[b] === T) {
          const z = this.dual[b] as bigint;
          if (z < delta) {
            delta = z;
            deltaType = 4;
            deltaBlossom = b;
          }
        }
      }
      this.epoch++;
      for (let v = 0; v < n; v++) {
        const l = this.label[this.inBlossom[v] as number];
        if (l === S) {
          this.dual[v] = (this.dual[v] as bigint) - delta;
          dualF[v] = Number(this.dual[v] as bigint);
        } else if (l === T) {
          this.dual[v] = (this.dual[v] as bigint) + delta;
          dualF[v] = Number(this.dual[v] as bigint);
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if ((this.base[b] as number) >= 0 && (this.parent[b] as number) === -1) {
          if (this.label[b] === S) this.dual[b] = (this.dual[b] as bigint) + delta;
          else if (this.label[b] === T) this.dual[b] = (this.dual[b] as bigint) - delta;
        }
      }
      if (deltaType === 1) {
        // An S-vertex's dual reached zero: leave it free, match its root.
        this.augmentSide(deltaVertex, -1);
        changed = true;
        break;
      } else if (deltaType === 2) {
        this.allow(deltaEdge);
        this.queue.push((deltaEdge / n) | 0);
      } else if (deltaType === 3) {
        this.allow(deltaEdge);
        this.queue.push((deltaEdge / n) | 0);
      } else {
        this.expandBlossom(deltaBlossom, false);
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        (this.parent[b] as number) === -1 &&
        (this.base[b] as number) >= 0 &&
        this.label[b] === S &&
        this.dual[b] === ZERO
      ) {
        this.expandBlossom(b, true);
      }
    }
    return true;
  }
}

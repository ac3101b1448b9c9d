/**
 * The completion check's matching as it was before its contractions merged blossom lists
 * (src/core/pairing/dutch/completion.ts at fc0737b/a965981): each contraction relabels every vertex
 * the search has reached. Kept only as the reference completion.test.ts holds the new code to,
 * augmenting path by augmenting path, so the matching (which floater holds the PAB's dummy, read by
 * the driver's single-downfloater test) stays the same vertex by vertex.
 */

export class ReferenceCompletionMatching {
  private readonly n: number;
  /** Vertices: the players 0..n−1 and the dummy (the PAB) at n. */
  private readonly size: number;
  private readonly dummy: number;
  private readonly active: Uint8Array;
  private readonly floater: Uint8Array;
  private activeCount = 0;
  private readonly mate: Int32Array;
  /** Pair compatibility, asked once per pair: 0 not asked, 1 compatible, 2 not. */
  private readonly known: Uint8Array;
  // Search scratch.
  private readonly used: Uint8Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly mark: Uint8Array;
  private readonly onPath: Uint8Array;
  private readonly queue: Int32Array;
  private tail = 0;
  /** Vertices the search has reached (in the queue or given a parent): what a contraction scans. */
  private readonly reached: Int32Array;
  private reachedCount = 0;

  /**
   * `pairable(v, x)`: the two players may meet (C1, C3); `byeOk(v)`: the player may take the PAB.
   * Both are asked lazily and remembered.
   */
  constructor(
    n: number,
    private readonly pairable: (v: number, x: number) => boolean,
    private readonly byeOk: (v: number) => boolean,
  ) {
    this.n = n;
    this.size = n + 1;
    this.dummy = n;
    const size = this.size;
    this.active = new Uint8Array(size);
    this.floater = new Uint8Array(n);
    this.mate = new Int32Array(size).fill(-1);
    this.known = new Uint8Array(n * n);
    this.used = new Uint8Array(size);
    this.parent = new Int32Array(size);
    this.base = new Int32Array(size);
    this.mark = new Uint8Array(size);
    this.onPath = new Uint8Array(size);
    this.queue = new Int32Array(size);
    this.reached = new Int32Array(2 * size);
  }

  /** Takes v in (as a lower player, or as a floater: floaters never meet each other) or out. */
  set(v: number, active: boolean, floater = false): void {
    const was = this.active[v] === 1;
    if (was && (!active || (this.floater[v] === 1) !== floater)) this.unmatch(v);
    if (was !== active) this.activeCount += active ? 1 : -1;
    this.active[v] = active ? 1 : 0;
    this.floater[v] = active && floater ? 1 : 0;
  }

  private unmatch(v: number): void {
    const m = this.mate[v] as number;
    if (m !== -1) this.mate[m] = -1;
    this.mate[v] = -1;
  }

  /** The player matched to v, −1 when none (or when v takes the PAB). */
  mateOf(v: number): number {
    const m = this.mate[v] as number;
    return m === this.dummy ? -1 : m;
  }

  /**
   * Augments the matching as far as it goes; true when every player taking part is matched, one
   * PAB candidate excepted when their number is odd.
   */
  complete(): boolean {
    const d = this.dummy;
    const odd = (this.activeCount & 1) === 1;
    const active = this.active;
    const mate = this.mate;
    if (!odd && active[d]) this.unmatch(d);
    active[d] = odd ? 1 : 0;
    this.greedy();
    let perfect = true;
    const size = this.size;
    for (let v = 0; v < size; v++) {
      if (!active[v] || (mate[v] as number) !== -1) continue;
      if (!this.augmentFrom(v)) perfect = false;
    }
    return perfect;
  }

  /**
   * Exposed players first take any exposed neighbour (a start from scratch has every player
   * exposed; an augmenting search each would cost a contraction-heavy search per pair).
   */
  private greedy(): void {
    const mate = this.mate;
    const active = this.active;
    const size = this.size;
    let exposed = 0;
    for (let v = 0; v < size; v++) if (active[v] && (mate[v] as number) === -1) exposed++;
    if (exposed < 3) return;
    for (let v = 0; v < size; v++) {
      if (!active[v] || (mate[v] as number) !== -1) continue;
      for (let x = v + 1; x < size; x++) {
        if ((mate[x] as number) === -1 && this.adjacent(v, x)) {
          mate[v] = x;
          mate[x] = v;
          break;
        }
      }
    }
  }

  private adjacent(v: number, x: number): boolean {
    if (!this.active[x]) return false;
    const d = this.dummy;
    if (v === d) return this.byeOk(x);
    if (x === d) return this.byeOk(v);
    if (this.floater[v] && this.floater[x]) return false;
    const k = v < x ? v * this.n + x : x * this.n + v;
    let c = this.known[k] as number;
    if (c === 0) {
      c = this.pairable(v, x) ? 1 : 2;
      this.known[k] = c;
    }
    return c === 1;
  }

  /** Edmonds' search from the exposed vertex `root`; augments and returns true when it finds a path. */
  private augmentFrom(root: number): boolean {
    const size = this.size;
    const mate = this.mate;
    const parent = this.parent;
    const base = this.base;
    const used = this.used;
    const queue = this.queue;
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < size; i++) base[i] = i;
    used[root] = 1;
    queue[0] = root;
    this.tail = 1;
    this.reached[0] = root;
    this.reachedCount = 1;
    for (let head = 0; head < this.tail; head++) {
      const v = queue[head] as number;
      for (let to = 0; to < size; to++) {
        if (to === v || (base[v] as number) === (base[to] as number) || (mate[v] as number) === to) continue;
        if (!this.adjacent(v, to)) continue;
        const mt = mate[to] as number;
        if (to === root || (mt !== -1 && (parent[mt] as number) !== -1)) {
          this.contract(v, to);
        } else if ((parent[to] as number) === -1) {
          parent[to] = v;
          this.reached[this.reachedCount++] = to;
          if (mt === -1) {
            this.flip(to);
            return true;
          }
          used[mt] = 1;
          queue[this.tail++] = mt;
          this.reached[this.reachedCount++] = mt;
        }
      }
    }
    return false;
  }

  /** The odd cycle closed by edge v–to shrinks into its base; its vertices join the search. */
  private contract(v: number, to: number): void {
    const base = this.base;
    const b = this.lca(v, to);
    this.markPath(v, b, to);
    this.markPath(to, b, v);
    // Every vertex of the cycle has been reached; a vertex's base is always a reached one.
    const reached = this.reached;
    const count = this.reachedCount;
    for (let r = 0; r < count; r++) {
      const i = reached[r] as number;
      if (this.onPath[base[i] as number]) {
        base[i] = b;
        if (!this.used[i]) {
          this.used[i] = 1;
          this.queue[this.tail++] = i;
        }
      }
    }
    for (let r = 0; r < count; r++) this.onPath[reached[r] as number] = 0;
  }

  private lca(a0: number, b0: number): number {
    const base = this.base;
    const mate = this.mate;
    const parent = this.parent;
    const mark = this.mark;
    let a = a0;
    for (;;) {
      a = base[a] as number;
      mark[a] = 1;
      if ((mate[a] as number) === -1) break;
      a = parent[mate[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (mark[b]) break;
      b = parent[mate[b] as number] as number;
    }
    // Clear the marks along a's path again.
    a = a0;
    for (;;) {
      a = base[a] as number;
      mark[a] = 0;
      if ((mate[a] as number) === -1) break;
      a = parent[mate[a] as number] as number;
    }
    return b;
  }

  private markPath(v0: number, b: number, child0: number): void {
    const base = this.base;
    const mate = this.mate;
    let v = v0;
    let child = child0;
    while ((base[v] as number) !== b) {
      const m = mate[v] as number;
      this.onPath[base[v] as number] = 1;
      this.onPath[base[m] as number] = 1;
      this.parent[v] = child;
      child = m;
      v = this.parent[m] as number;
    }
  }

  /** Flips the alternating path that ends at the exposed vertex `end`. */
  private flip(end: number): void {
    const mate = this.mate;
    let v = end;
    while (v !== -1) {
      const pv = this.parent[v] as number;
      const next = mate[pv] as number;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  }
}

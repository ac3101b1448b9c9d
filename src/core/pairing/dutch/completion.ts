/**
 * C4, completion, for the bracket-by-bracket driver (matcher.ts): can the players a bracket leaves
 * unpaired (the floaters, F) be paired with the players below it, no two floaters together, every
 * player once, and with an odd number one player left over who may take the PAB?
 *
 * A cardinality matching answers it, kept from check to check: players join (a floater, the lower
 * part at the start) and leave (a floater paired after all, a player whose bracket comes up), and
 * each check only looks for augmenting paths from the players left exposed (Edmonds' search with
 * blossoms, O(n²) on the adjacency of the round). A dummy vertex, taking part when the count is
 * odd, is joined to every player who may take the PAB: a perfect matching with it is a completion.
 *
 * A yes/no question: any maximum matching gives the same answer, so nothing here weighs pairs.
 */

export class CompletionMatching {
  private readonly n: number;
  /** Vertices: the players 0..n−1 and the dummy (the PAB) at n. */
  private readonly size: number;
  private readonly dummy: number;
  private readonly active: Uint8Array;
  private readonly floater: Uint8Array;
  private activeCount = 0;
  private readonly mate: Int32Array;
  /**
   * The exposed vertices (taking part, unmatched), one bit each, and how many: a check visits them
   * in ascending order as a pass over every vertex did, without the pass.
   */
  private readonly exposed: Int32Array;
  private exposedCount = 0;
  /** Pair compatibility, asked once per pair: 0 not asked, 1 compatible, 2 not. */
  private readonly known: Uint8Array;
  // Search scratch.
  private readonly used: Uint8Array;
  private readonly parent: Int32Array;
  /**
   * Blossoms: `bid[v]` names v's blossom (a vertex of it), `baseOf[id]` is its base, and its
   * members are a list (`head`, `next`, `last`, `count`) so a contraction relabels only the
   * members of the smaller blossoms it merges, not every vertex reached.
   */
  private readonly bid: Int32Array;
  private readonly baseOf: Int32Array;
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly last: Int32Array;
  private readonly count: Int32Array;
  /** Where each vertex stands in the order the search reached it. */
  private readonly order: Int32Array;
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly onPath: Uint8Array;
  /** The bases a contraction merges, then the vertices it puts in the queue. */
  private readonly merged: Int32Array;
  private mergedCount = 0;
  private readonly fresh: Int32Array;
  private freshCount = 0;
  private readonly queue: Int32Array;
  private tail = 0;
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
    this.exposed = new Int32Array((size + 31) >>> 5);
    this.known = new Uint8Array(n * n);
    this.used = new Uint8Array(size);
    this.parent = new Int32Array(size);
    this.bid = new Int32Array(size);
    this.baseOf = new Int32Array(size);
    this.head = new Int32Array(size);
    this.next = new Int32Array(size);
    this.last = new Int32Array(size);
    this.count = new Int32Array(size);
    this.order = new Int32Array(size);
    this.mark = new Int32Array(size);
    this.onPath = new Uint8Array(size);
    this.merged = new Int32Array(size);
    this.fresh = new Int32Array(size);
    this.queue = new Int32Array(size);
  }

  /** Takes v in (as a lower player, or as a floater: floaters never meet each other) or out. */
  set(v: number, active: boolean, floater = false): void {
    const was = this.active[v] === 1;
    const freed = was && (!active || (this.floater[v] === 1) !== floater);
    if (freed) this.unmatch(v);
    if (was !== active) this.activeCount += active ? 1 : -1;
    this.active[v] = active ? 1 : 0;
    this.floater[v] = active && floater ? 1 : 0;
    if (freed || was !== active) this.touch(v);
  }

  /** v and its mate unmatched; the caller touches v once its `active` is final. */
  private unmatch(v: number): void {
    const m = this.mate[v] as number;
    if (m !== -1) {
      this.mate[m] = -1;
      this.touch(m);
    }
    this.mate[v] = -1;
  }

  /** Sets v's bit in `exposed` from its state (taking part and unmatched). */
  private touch(v: number): void {
    const exposed = this.exposed;
    const w = v >>> 5;
    const bit = 1 << (v & 31);
    const word = exposed[w] as number;
    const now = this.active[v] === 1 && (this.mate[v] as number) === -1;
    if (now === ((word & bit) !== 0)) return;
    exposed[w] = word ^ bit;
    this.exposedCount += now ? 1 : -1;
  }

  /**
   * The first exposed vertex after `v` (from 0 when v is −1), −1 when none: the words are read as
   * they are now, so a vertex matched since the last call is passed over as the old pass did.
   */
  private nextExposed(v: number): number {
    const exposed = this.exposed;
    let w = (v + 1) >>> 5;
    const words = exposed.length;
    // v is the last vertex and ends the last word: nothing after it (and no word to read).
    if (w >= words) return -1;
    // The bits from v + 1 on in its word (all of the next word's when v is its word's last bit).
    let bits = (exposed[w] as number) & ~((1 << ((v + 1) & 31)) - 1);
    for (;;) {
      if (bits !== 0) return (w << 5) | (31 - Math.clz32(bits & -bits));
      if (++w >= words) return -1;
      bits = exposed[w] as number;
    }
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
    if (!odd && active[d]) this.unmatch(d);
    active[d] = odd ? 1 : 0;
    this.touch(d);
    this.greedy();
    let perfect = true;
    for (let v = this.nextExposed(-1); v !== -1; v = this.nextExposed(v)) {
      if (!this.augmentFrom(v)) perfect = false;
    }
    return perfect;
  }

  /**
   * Exposed players first take any exposed neighbour (a start from scratch has every player
   * exposed; an augmenting search each would cost a contraction-heavy search per pair).
   */
  private greedy(): void {
    if (this.exposedCount < 3) return;
    const mate = this.mate;
    for (let v = this.nextExposed(-1); v !== -1; v = this.nextExposed(v)) {
      for (let x = this.nextExposed(v); x !== -1; x = this.nextExposed(x)) {
        if (this.adjacent(v, x)) {
          mate[v] = x;
          mate[x] = v;
          this.touch(v);
          this.touch(x);
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
    const bid = this.bid;
    const used = this.used;
    const queue = this.queue;
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < size; i++) bid[i] = i;
    used[root] = 1;
    queue[0] = root;
    this.tail = 1;
    this.reachedCount = 0;
    this.reach(root);
    for (let head = 0; head < this.tail; head++) {
      const v = queue[head] as number;
      for (let to = 0; to < size; to++) {
        if (to === v || (bid[v] as number) === (bid[to] as number) || (mate[v] as number) === to) continue;
        if (!this.adjacent(v, to)) continue;
        const mt = mate[to] as number;
        if (to === root || (mt !== -1 && (parent[mt] as number) !== -1)) {
          this.contract(v, to);
        } else if ((parent[to] as number) === -1) {
          parent[to] = v;
          this.reach(to);
          if (mt === -1) {
            // The path's two ends are matched now; the vertices between them stay matched.
            this.flip(to);
            this.touch(root);
            this.touch(to);
            return true;
          }
          used[mt] = 1;
          queue[this.tail++] = mt;
          this.reach(mt);
        }
      }
    }
    return false;
  }

  /** v joins the search as a blossom of its own (its `bid` is already v). */
  private reach(v: number): void {
    this.baseOf[v] = v;
    this.head[v] = v;
    this.last[v] = v;
    this.next[v] = -1;
    this.count[v] = 1;
    this.order[v] = this.reachedCount++;
  }

  /**
   * The odd cycle closed by edge v–to shrinks into its base; its vertices join the search. The
   * vertices it queues, those not yet in the queue, go in the order the search reached them.
   */
  private contract(v: number, to: number): void {
    const b = this.lca(v, to);
    this.mergedCount = 0;
    this.freshCount = 0;
    this.markPath(v, b, to);
    this.markPath(to, b, v);
    // A vertex not yet queued is a blossom of its own (only a contraction groups vertices, and it
    // queues them all), so those the cycle queues are among the bases its paths marked.
    const fresh = this.fresh;
    const order = this.order;
    const n = this.freshCount;
    for (let i = 1; i < n; i++) {
      const x = fresh[i] as number;
      const ox = order[x] as number;
      let j = i - 1;
      while (j >= 0 && (order[fresh[j] as number] as number) > ox) {
        fresh[j + 1] = fresh[j] as number;
        j--;
      }
      fresh[j + 1] = x;
    }
    const used = this.used;
    for (let i = 0; i < n; i++) {
      const x = fresh[i] as number;
      used[x] = 1;
      this.queue[this.tail++] = x;
    }
    // Merge the marked blossoms into b's, relabelling the smaller ones' members.
    const bid = this.bid;
    const count = this.count;
    const merged = this.merged;
    const onPath = this.onPath;
    let keep = bid[b] as number;
    for (let i = 0; i < this.mergedCount; i++) {
      const id = bid[merged[i] as number] as number;
      if ((count[id] as number) > (count[keep] as number)) keep = id;
    }
    const all = bid[b] as number;
    if (all !== keep) this.absorb(keep, all);
    for (let i = 0; i < this.mergedCount; i++) {
      const x = merged[i] as number;
      onPath[x] = 0;
      const id = bid[x] as number;
      if (id !== keep) this.absorb(keep, id);
    }
    this.baseOf[keep] = b;
  }

  /** Blossom `id`'s members join blossom `keep`. */
  private absorb(keep: number, id: number): void {
    const bid = this.bid;
    const next = this.next;
    for (let x = this.head[id] as number; x !== -1; x = next[x] as number) bid[x] = keep;
    next[this.last[keep] as number] = this.head[id] as number;
    this.last[keep] = this.last[id] as number;
    this.count[keep] = (this.count[keep] as number) + (this.count[id] as number);
  }

  private lca(a0: number, b0: number): number {
    const bid = this.bid;
    const baseOf = this.baseOf;
    const mate = this.mate;
    const parent = this.parent;
    const mark = this.mark;
    if (this.stamp === 0x7fffffff) {
      mark.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    let a = a0;
    for (;;) {
      a = baseOf[bid[a] as number] as number;
      mark[a] = stamp;
      if ((mate[a] as number) === -1) break;
      a = parent[mate[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = baseOf[bid[b] as number] as number;
      if ((mark[b] as number) === stamp) break;
      b = parent[mate[b] as number] as number;
    }
    return b;
  }

  private markPath(v0: number, b: number, child0: number): void {
    const bid = this.bid;
    const baseOf = this.baseOf;
    const mate = this.mate;
    let v = v0;
    let child = child0;
    for (;;) {
      const bv = baseOf[bid[v] as number] as number;
      if (bv === b) break;
      const m = mate[v] as number;
      this.flag(bv);
      this.flag(baseOf[bid[m] as number] as number);
      this.parent[v] = child;
      child = m;
      v = this.parent[m] as number;
    }
  }

  /** Marks the base x as on the cycle; one not yet queued will be. */
  private flag(x: number): void {
    if (this.onPath[x]) return;
    this.onPath[x] = 1;
    this.merged[this.mergedCount++] = x;
    if (!this.used[x]) this.fresh[this.freshCount++] = x;
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

/**
 * "Can these players all be paired?" — the look-ahead every step of the pairing relies on, so that a
 * choice made for a higher score group never leaves a lower one unpairable (27A1 before all else).
 *
 * Two players may meet unless they have met before or, where team codes apply, they are team-mates
 * of a team that does not hold more than half of the group. The answer is exact:
 * - a fast sufficient test first (Dirac: if every player may meet at least half of the others, the
 *   players can be seated round a table each beside two allowed opponents, so they pair off);
 * - otherwise Edmonds' maximum matching (augmenting paths with blossoms) on the allowed-games graph.
 */
import type { Entrant } from "./roster";

/** Team-mates are kept apart, except those of the teams listed in `exempt` (more than half of the group). */
export interface TeamRule {
  readonly exempt: ReadonlySet<string>;
}

/** True when a and b may be paired: never met, and not team-mates kept apart. @example allowed(a, b, null) // false once a and b have played */
export function allowed(a: Entrant, b: Entrant, teams: TeamRule | null): boolean {
  if (a.id === b.id || a.met.has(b.id)) return false;
  if (teams !== null && a.team !== null && a.team === b.team && !teams.exempt.has(a.team)) return false;
  return true;
}

/** Reusable scratch space for membership tests, sized to the largest pairing number. */
export class Matchability {
  private readonly stamp: Int32Array;
  private readonly teamOf: (string | null)[];
  private now = 0;

  constructor(field: readonly Entrant[]) {
    let maxId = 0;
    for (const p of field) maxId = Math.max(maxId, p.id);
    this.stamp = new Int32Array(maxId + 1);
    this.teamOf = new Array<string | null>(maxId + 1).fill(null);
    for (const p of field) this.teamOf[p.id] = p.team;
  }

  /**
   * True when every player in `set` can be given an allowed opponent from `set`.
   * @example m.perfect([a, b], null) // true unless a and b have met
   */
  perfect(set: readonly Entrant[], teams: TeamRule | null): boolean {
    const m = set.length;
    if (m % 2 === 1) return false;
    if (m === 0) return true;
    if (m === 2) return allowed(set[0] as Entrant, set[1] as Entrant, teams);
    this.now++;
    const now = this.now;
    for (const p of set) this.stamp[p.id] = now;
    let teamCount: Map<string, number> | null = null;
    if (teams !== null) {
      teamCount = new Map();
      for (const p of set) {
        if (p.team !== null && !teams.exempt.has(p.team)) teamCount.set(p.team, (teamCount.get(p.team) ?? 0) + 1);
      }
    }
    let minDegree = m;
    for (const p of set) {
      let blocked = 0;
      let metMates = 0;
      const apart = teamCount !== null && p.team !== null && !(teams as TeamRule).exempt.has(p.team);
      for (const o of p.met) {
        if (o < this.stamp.length && this.stamp[o] === now) {
          blocked++;
          if (apart && this.teamOf[o] === p.team) metMates++;
        }
      }
      if (apart) blocked += ((teamCount as Map<string, number>).get(p.team as string) ?? 1) - 1 - metMates;
      const degree = m - 1 - blocked;
      if (degree === 0) return false;
      if (degree < minDegree) minDegree = degree;
    }
    if (2 * minDegree >= m) return true;
    return maximumMatchingIsPerfect(set, teams);
  }
}

/** Edmonds' blossom algorithm on the allowed-games graph of `set`; true when all are matched. */
function maximumMatchingIsPerfect(set: readonly Entrant[], teams: TeamRule | null): boolean {
  const n = set.length;
  const adj: number[][] = [];
  for (let i = 0; i < n; i++) adj.push([]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (allowed(set[i] as Entrant, set[j] as Entrant, teams)) {
        (adj[i] as number[]).push(j);
        (adj[j] as number[]).push(i);
      }
    }
  }
  return perfectMatching(n, adj) !== null;
}

/**
 * A perfect matching of the graph on 0..n-1 given by adjacency lists, or null if there is none.
 * Greedy start, then one augmenting-path search (with blossom shrinking) per free vertex; a free
 * vertex that cannot be augmented stays free in every maximum matching, so the answer is then null.
 * @example perfectMatching(4, [[1], [0, 2], [1, 3], [2]]) // [1, 0, 3, 2]
 */
export function perfectMatching(n: number, adj: readonly (readonly number[])[]): number[] | null {
  if (n % 2 === 1) return null;
  const match = new Array<number>(n).fill(-1);
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    for (const u of adj[v] as number[]) {
      if (match[u] === -1) {
        match[v] = u;
        match[u] = v;
        break;
      }
    }
  }
  const parent = new Array<number>(n);
  const base = new Array<number>(n);
  const used = new Array<boolean>(n);
  const inBlossom = new Array<boolean>(n);
  const seen = new Array<boolean>(n);
  const queue: number[] = [];

  const commonBase = (a0: number, b0: number): number => {
    seen.fill(false);
    let a = a0;
    for (;;) {
      a = base[a] as number;
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[match[b] as number] as number;
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      const mv = match[v] as number;
      inBlossom[base[v] as number] = true;
      inBlossom[base[mv] as number] = true;
      parent[v] = child;
      child = mv;
      v = parent[mv] as number;
    }
  };
  const search = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const u of adj[v] as number[]) {
        if (base[v] === base[u] || match[v] === u) continue;
        if (u === root || (match[u] !== -1 && parent[match[u] as number] !== -1)) {
          const b = commonBase(v, u);
          inBlossom.fill(false);
          markPath(v, b, u);
          markPath(u, b, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i] as number]) {
              base[i] = b;
              if (!used[i]) {
                used[i] = true;
                queue.push(i);
              }
            }
          }
        } else if (parent[u] === -1) {
          parent[u] = v;
          if (match[u] === -1) return u;
          const w = match[u] as number;
          used[w] = true;
          queue.push(w);
        }
      }
    }
    return -1;
  };
  for (let root = 0; root < n; root++) {
    if (match[root] !== -1) continue;
    let v = search(root);
    if (v === -1) return null;
    while (v !== -1) {
      const pv = parent[v] as number;
      const next = match[pv] as number;
      match[v] = pv;
      match[pv] = v;
      v = next;
    }
  }
  return match;
}

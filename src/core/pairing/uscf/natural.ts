/**
 * The natural pairing of a score group, the reference every switch is measured from (29C1, 29D1a):
 *
 * 1. players dropped in from above, highest score and rating first (seed 001 rules 3–4), each
 *    against the highest-ranked player of the group he may meet (29D1a);
 * 2. if the rest is odd, the odd player: the lowest-rated rated player (29D1a, 29D1c), or with the
 *    Harkness variation the middle one;
 * 3. the rest, top half against bottom half in rank order (29C1).
 */
import { allowed } from "./matchable";
import type { Entrant } from "./roster";

export type Role = "carried" | "top" | "bottom" | "odd" | "host";

export interface Natural {
  /** Each player's natural opponent (dropped-in players and their hosts, the two halves). */
  readonly partner: ReadonlyMap<Entrant, Entrant>;
  readonly role: ReadonlyMap<Entrant, Role>;
  /** The natural odd player, null when the rest is even. */
  readonly odd: Entrant | null;
  /**
   * Twice the rating in the middle between the two halves (the lowest of the top half and the
   * highest of the bottom half), null when either is unrated or a half is empty.
   */
  readonly middle2: number | null;
}

/** 29D1a/c: who drops first — rated players before unrated ones, lowest ranked first. @example dropOrder(group)[0] // the lowest-rated rated player */
export function dropOrder(players: readonly Entrant[]): Entrant[] {
  const rated = players.filter((p) => p.rating !== null);
  const unrated = players.filter((p) => p.rating === null);
  return [...rated.reverse(), ...unrated.reverse()];
}

/**
 * The natural pairing of `carry` (dropped in, rank order) and `group` (rank order).
 * @example naturalOf([], [a, b, c, d, e], false).odd // e, the lowest-rated rated player
 */
export function naturalOf(carry: readonly Entrant[], group: readonly Entrant[], harkness: boolean): Natural {
  const partner = new Map<Entrant, Entrant>();
  const role = new Map<Entrant, Role>();
  const free = group.slice();
  for (const c of carry) {
    role.set(c, "carried");
    const i = free.findIndex((g) => allowed(c, g, null));
    if (i < 0) continue;
    const g = free[i] as Entrant;
    free.splice(i, 1);
    partner.set(c, g);
    partner.set(g, c);
    role.set(g, "host");
  }
  let odd: Entrant | null = null;
  if (free.length % 2 === 1) {
    odd = harkness ? (free[(free.length - 1) / 2] as Entrant) : (dropOrder(free)[0] as Entrant);
    const o = odd;
    role.set(o, "odd");
    free.splice(free.indexOf(o), 1);
  }
  const k = free.length / 2;
  for (let i = 0; i < k; i++) {
    const t = free[i] as Entrant;
    const b = free[i + k] as Entrant;
    partner.set(t, b);
    partner.set(b, t);
    role.set(t, "top");
    role.set(b, "bottom");
  }
  const tLast = free[k - 1];
  const bFirst = free[k];
  const middle2 =
    tLast === undefined || bFirst === undefined || tLast.rating === null || bFirst.rating === null
      ? null
      : tLast.rating + bFirst.rating;
  return { partner, role, odd, middle2 };
}

/** Rating distance for the 80/200-point rules; unrated players are exempt (29E5g). @example ratingGap(a1900, b1850) // 50 */
export function ratingGap(a: Entrant, b: Entrant): number {
  return a.rating === null || b.rating === null ? 0 : Math.abs(a.rating - b.rating);
}

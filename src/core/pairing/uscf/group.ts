/**
 * US Chess 29A–29D: pairing one score group, with the players dropped into it from above.
 *
 * 1. Dropped ("odd") players from higher groups are paired first, highest score and rating first
 *    (seed 001 rules 3–4), each against the highest-ranked player of this group he may meet (29D1);
 *    a lower opponent is taken instead when the highest one gives a colour conflict that the lower
 *    one does not, within 80 points for alternation or 200 for equalisation (29D1b, 29E5a/b).
 * 2. If the rest of the group is odd, its lowest-rated rated player drops to the next group (29D1a;
 *    29D1c prefers dropping a rated player to an unrated one).
 * 3. The rest is paired top half against bottom half (29C1), repeat pairings removed by the smallest
 *    switches (29C2) — see `pairHalves` — and colours improved by transpositions and interchanges
 *    within the 80/200-point limits (29E5) — see switches.ts.
 * Fewest players leaving the group comes first (27A2); team separation in rounds 1–2 next (VCF), then
 * the preferences above. Every choice keeps the players below pairable (27A1).
 */
import { combinations } from "../combinations";
import { conflictOf } from "./colour";
import { allowed, type Matchability, type TeamRule } from "./matchable";
import type { Entrant } from "./roster";

/** A board before colours: `hi` is the higher-ranked player. */
export interface Pair {
  readonly hi: Entrant;
  readonly lo: Entrant;
}

/** A board of a and b, the higher-ranked first. @example pairOf(p3, p1) // { hi: p1, lo: p3 } */
export function pairOf(a: Entrant, b: Entrant): Pair {
  return a.rank <= b.rank ? { hi: a, lo: b } : { hi: b, lo: a };
}

/** Sort order by ranking. @example players.sort(byRank) */
export function byRank(a: Entrant, b: Entrant): number {
  return a.rank - b.rank;
}

/** Rating distance for the 80/200-point rules; a switch involving an unrated player is exempt (29E5g). @example ratingGap(a1900, b1850) // 50 */
export function ratingGap(a: Entrant, b: Entrant): number {
  return a.rating === null || b.rating === null ? 0 : Math.abs(a.rating - b.rating);
}

/** 29E5a/b: the largest switch allowed to fix a conflict of this kind. @example switchLimit(2) // 200 */
export function switchLimit(conflict: number): number {
  return conflict >= 2 ? 200 : 80;
}

export interface GroupOutcome {
  /** Boards of dropped players against this group. */
  readonly dropped: Pair[];
  /** Players of this group paired among themselves (even count). */
  readonly inner: Entrant[];
  /** The team rule the inner pairing must keep, or null. */
  readonly rule: TeamRule | null;
  /** Players going down to the next group, in rank order. */
  readonly carry: Entrant[];
}

/** Feasibility checks allowed per search level before giving up on that level. */
const BUDGET = 3000;

/** The order in which a dropped player's opponents are tried (29D1, 29D1b). */
function droppedOptions(c: Entrant, avail: readonly Entrant[], rule: TeamRule | null): Entrant[] {
  const legal = avail.filter((g) => allowed(c, g, rule));
  const first = legal[0];
  if (first === undefined) return legal;
  const conflict = conflictOf(c, first);
  if (conflict === 0) return legal;
  const limit = switchLimit(conflict);
  const better = legal.find((g) => ratingGap(first, g) <= limit && conflictOf(c, g) === 0);
  if (better === undefined) return legal;
  return [better, ...legal.filter((g) => g !== better)];
}

/** 29D1a/c: who drops first — rated players before unrated ones, lowest ranked first. */
function dropOrder(players: readonly Entrant[]): Entrant[] {
  const rated = players.filter((p) => p.rating !== null);
  const unrated = players.filter((p) => p.rating === null);
  return [...rated.reverse(), ...unrated.reverse()];
}


/** One search level: exactly `leaving` players of the carry and the group go on down. */
function searchLevel(
  carry: readonly Entrant[],
  group: readonly Entrant[],
  rest: readonly Entrant[],
  leaving: number,
  rule: TeamRule | null,
  oracle: Matchability,
): GroupOutcome | null {
  let budget = BUDGET;
  const usedG = new Set<Entrant>();
  const pairedC = new Set<Entrant>();
  const dropped: Pair[] = [];
  const skipped: Entrant[] = [];

  const chooseDrops = (): GroupOutcome | null => {
    const remaining = group.filter((g) => !usedG.has(g));
    const need = leaving - skipped.length;
    if (need < 0 || need > remaining.length || (remaining.length - need) % 2 === 1) return null;
    for (const drops of combinations(dropOrder(remaining), need)) {
      if (--budget < 0) return null;
      const out = new Set(drops);
      const inner = remaining.filter((g) => !out.has(g));
      if (!oracle.perfect(inner, rule)) continue;
      const down = [...skipped, ...drops].sort(byRank);
      if (!oracle.perfect(down.length > 0 ? [...rest, ...down] : rest, null)) continue;
      return { dropped: dropped.slice(), inner, rule, carry: down };
    }
    return null;
  };

  const visit = (ci: number): GroupOutcome | null => {
    if (--budget < 0) return null;
    if (ci === carry.length) return chooseDrops();
    const c = carry[ci] as Entrant;
    if (pairedC.has(c)) return visit(ci + 1);
    const avail = group.filter((g) => !usedG.has(g));
    for (const g of droppedOptions(c, avail, rule)) {
      usedG.add(g);
      dropped.push(pairOf(c, g));
      const found = visit(ci + 1);
      if (found !== null) return found;
      dropped.pop();
      usedG.delete(g);
      if (budget < 0) return null;
    }
    for (let cj = ci + 1; cj < carry.length; cj++) {
      const d = carry[cj] as Entrant;
      if (pairedC.has(d) || !allowed(c, d, rule)) continue;
      pairedC.add(d);
      dropped.push(pairOf(c, d));
      const found = visit(ci + 1);
      if (found !== null) return found;
      dropped.pop();
      pairedC.delete(d);
      if (budget < 0) return null;
    }
    if (skipped.length < leaving) {
      skipped.push(c);
      const found = visit(ci + 1);
      if (found !== null) return found;
      skipped.pop();
    }
    return null;
  };
  return visit(0);
}

/**
 * Decides, for one score group, which dropped players meet whom, who drops on, and which players are
 * paired among themselves. `rest` is every player of the lower groups.
 * @example decideGroup([], group, rest, { teams: false, oracle }).carry // [] for an even group
 */
export function decideGroup(
  carry: readonly Entrant[],
  group: readonly Entrant[],
  rest: readonly Entrant[],
  ctx: { readonly teams: boolean; readonly oracle: Matchability },
): GroupOutcome {
  let rules: (TeamRule | null)[] = [null];
  if (ctx.teams) {
    const counts = new Map<string, number>();
    for (const p of group) if (p.team !== null) counts.set(p.team, (counts.get(p.team) ?? 0) + 1);
    const exempt = new Set<string>();
    for (const [team, n] of counts) if (2 * n > group.length) exempt.add(team);
    rules = [{ exempt }, null];
  }
  const total = carry.length + group.length;
  for (let leaving = total % 2; leaving <= total; leaving += 2) {
    for (const rule of rules) {
      const found = searchLevel(carry, group, rest, leaving, rule, ctx.oracle);
      if (found !== null) return found;
    }
  }
  // Unreachable while the players from here down can all be paired: sending everyone down is then
  // always possible. Kept as a plain answer rather than an exception.
  return { dropped: [], inner: [], rule: null, carry: [...carry, ...group].sort(byRank) };
}

/**
 * 29C1–29C2: top half against bottom half, taking for each player from the top the first opponent
 * (bottom half in order — a transposition when it is not the natural one — then the top half from
 * its lowest player up — an interchange) who leaves the others pairable. `players` can all be paired.
 * @example pairHalves([p1, p2, p3, p4], null, oracle) // p1–p3, p2–p4 when nobody has met
 */
export function pairHalves(players: readonly Entrant[], rule: TeamRule | null, oracle: Matchability): Pair[] {
  const order = [...players].sort(byRank);
  const top = new Set(order.slice(0, order.length / 2));
  let remaining = order;
  const pairs: Pair[] = [];
  while (remaining.length > 0) {
    const p = remaining[0] as Entrant;
    const others = remaining.slice(1);
    let prefs: Entrant[];
    if (top.has(p)) {
      prefs = [...others.filter((x) => !top.has(x)), ...others.filter((x) => top.has(x)).reverse()];
    } else {
      const k = remaining.length / 2;
      prefs = [...remaining.slice(k), ...remaining.slice(1, k).reverse()];
    }
    let chosen: Entrant | null = null;
    for (const q of prefs) {
      if (!allowed(p, q, rule)) continue;
      const left = others.filter((x) => x !== q);
      if (oracle.perfect(left, rule)) {
        chosen = q;
        break;
      }
    }
    if (chosen === null) {
      // Cannot happen for a pairable set; fall back to any allowed opponent to stay total.
      chosen = prefs.find((q) => allowed(p, q, null)) ?? (prefs[0] as Entrant);
    }
    pairs.push(pairOf(p, chosen));
    const q = chosen;
    remaining = others.filter((x) => x !== q);
  }
  return pairs;
}

/**
 * FIDE's Swiss Team Pairing System (Handbook C.04.6, approved 28 October 2025, applied from
 * 1 February 2026; docs/teams.md gives the articles as implemented):
 * - §3.4 the pairing-allocated bye first: the team that leaves a legal pairing for the rest, has
 *   the lowest score, has played the most matches, has the largest pairing number;
 * - then bracket by bracket from the top: the top-scoregroup with the upfloaters §3.5 chooses
 *   (C4 fewest, C5 highest scores, C3 the rest still pairable, C6 the next bracket needing the
 *   fewest upfloaters, C7 fewest that floated last round, then the first set in pairing-number order);
 * - §3.6 the bracket's pairing: the first in the order of its identifier (the top members' numbers,
 *   then their opponents') among those with fewest unfulfilled colour preferences (C8), strong ones
 *   (C9, Type B) and upfloaters' opponents that floated last round (C10);
 * - §4 the colours (White on board 1), which never stop two teams meeting.
 * There are no downfloaters: every team of the top-scoregroup is paired in its bracket.
 */
import { fail } from "../errors";
import { maxWeightMatching } from "../matching";
import { combinations } from "../pairing/combinations";
import type { Board, Pairing } from "../pairing/types";
import { teamStates, type TeamState, type TeamSwissOptions } from "./fide-swiss-state";
import type { TeamMatch } from "./match";

type Cost = (a: number, b: number) => number;

/** The least total cost of a pairing of all of `vs` by allowed pairs (C1), or null if none exists. */
function bestPairing(vs: readonly number[], allowed: (a: number, b: number) => boolean, cost: Cost = () => 0): number | null {
  if (vs.length === 0) return 0;
  if (vs.length % 2 === 1) return null;
  const edges: [number, number, number][] = [];
  const costs: number[] = [];
  for (let i = 0; i < vs.length; i++)
    for (let j = i + 1; j < vs.length; j++) {
      const a = vs[i] as number;
      const b = vs[j] as number;
      if (!allowed(a, b)) continue;
      edges.push([i, j, 0]);
      costs.push(cost(a, b));
    }
  const top = Math.max(0, ...costs) + 1;
  edges.forEach((e, k) => (e[2] = top - (costs[k] as number)));
  const mate = maxWeightMatching(vs.length, edges, { maxCardinality: true });
  if (mate.some((m) => m < 0)) return null;
  let total = 0;
  mate.forEach((m, i) => {
    if (m > i) total += cost(vs[i] as number, vs[m] as number);
  });
  return total;
}

/** The ways of choosing `u` upfloaters from `lower`, best first by C5 (their scores, lowest first, as high as possible), grouped by score. */
function c5Tiers(lower: readonly TeamState[], u: number): TeamState[][][] {
  const levels = [...new Set(lower.map((t) => t.score))].sort((a, b) => b - a).map((s) => lower.filter((t) => t.score === s));
  const counts: number[][] = [];
  const walk = (i: number, left: number, acc: number[]) => {
    if (i === levels.length) {
      if (left === 0) counts.push(acc);
      return;
    }
    for (let k = Math.min(left, levels[i]?.length ?? 0); k >= 0; k--) walk(i + 1, left - k, [...acc, k]);
  };
  walk(0, u, []);
  const key = (c: number[]) => c.flatMap((k, i) => Array<number>(k).fill(levels[i]?.[0]?.score ?? 0)).sort((a, b) => a - b);
  counts.sort((x, y) => {
    const a = key(x);
    const b = key(y);
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
    return 0;
  });
  return counts.map((c) => {
    let sets: TeamState[][] = [[]];
    c.forEach((k, i) => {
      const picks = [...combinations(levels[i] ?? [], k)];
      sets = sets.flatMap((s) => picks.map((p) => [...s, ...p]));
    });
    return sets;
  });
}

/** Pairs the teams of one round by C.04.6. */
class TeamSwiss {
  private readonly by = new Map<number, TeamState>();
  constructor(
    states: readonly TeamState[],
    private readonly lastTwo: boolean,
    private readonly typeB: boolean,
  ) {
    for (const s of states) this.by.set(s.tpn, s);
  }
  private st(t: number): TeamState {
    return this.by.get(t) as TeamState;
  }
  readonly c1 = (a: number, b: number): boolean => !this.st(a).met.has(b);
  legal(vs: readonly number[]): boolean {
    return bestPairing(vs, this.c1) !== null;
  }

  /** §3.4. */
  bye(all: readonly number[]): number | null {
    if (all.length % 2 === 0) return null;
    const order = all
      .map((t) => this.st(t))
      .filter((s) => !s.pabUsed)
      .sort((a, b) => a.score - b.score || b.colours.length - a.colours.length || b.tpn - a.tpn);
    for (const s of order) if (this.legal(all.filter((t) => t !== s.tpn))) return s.tpn;
    return fail("NO_PAIRING", "No team can take the bye: each has had it (or won a match by forfeit), or leaving it out leaves teams that have all met. The chief arbiter pairs this round by hand (C.04.6 §3.3.3).");
  }

  /** The fewest upfloaters a bracket topped by the best teams of `rest` needs (C1, C3, C4), or Infinity. */
  private need(rest: readonly number[]): number {
    if (rest.length === 0) return 0;
    const top = Math.max(...rest.map((t) => this.st(t).score));
    const group = rest.filter((t) => this.st(t).score === top);
    const lower = rest.filter((t) => this.st(t).score < top);
    for (let u = group.length % 2; u <= lower.length; u += 2)
      for (const s of combinations(lower, u)) if (this.legal([...group, ...s]) && this.legal(lower.filter((t) => !s.includes(t)))) return u;
    return Infinity;
  }

  /** §3.5: the top-scoregroup of `rest` with its upfloaters. */
  bracket(rest: readonly number[]): { teams: number[]; top: number } {
    const top = Math.max(...rest.map((t) => this.st(t).score));
    const group = rest.filter((t) => this.st(t).score === top);
    const lower = rest.map((t) => this.st(t)).filter((s) => s.score < top);
    const next = Math.max(-Infinity, ...lower.map((s) => s.score));
    for (let u = group.length % 2; u <= lower.length; u += 2) {
      for (const tier of c5Tiers(lower, u)) {
        const outside = (set: readonly TeamState[]) => lower.filter((s) => !set.includes(s)).map((s) => s.tpn);
        let sets = tier.filter((set) => this.legal([...group, ...set.map((s) => s.tpn)]) && this.legal(outside(set)));
        if (sets.length === 0) continue;
        // C6, unless the following scoregroup is emptied.
        const scored = sets.map((set) => ({ set, need: lower.some((s) => s.score === next && !set.includes(s)) ? this.need(outside(set)) : 0 }));
        const least = Math.min(...scored.map((x) => x.need));
        sets = scored.filter((x) => x.need === least).map((x) => x.set);
        if (!this.lastTwo) {
          const floats = (set: readonly TeamState[]) => set.filter((s) => s.floated).length;
          const fewest = Math.min(...sets.map(floats));
          sets = sets.filter((set) => floats(set) === fewest);
        }
        const ordered = sets.map((set) => [...set].sort((a, b) => b.score - a.score || a.tpn - b.tpn).map((s) => s.tpn));
        ordered.sort((a, b) => {
          for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
          return 0;
        });
        return { teams: [...group, ...(ordered[0] ?? [])].sort((a, b) => a - b), top };
      }
    }
    return fail("NO_PAIRING", "The teams left cannot all be paired without a rematch. The chief arbiter pairs this round by hand (C.04.6 §3.3.3).");
  }

  /** C8, C9, C10 of one pair, as one number: fewer unfulfilled preferences first, then strong ones, then floaters. */
  private cost(bracketTop: number, weights: readonly [number, number]): Cost {
    return (a, b) => {
      const x = this.st(a);
      const y = this.st(b);
      const clash = x.preference !== null && y.preference !== null && x.preference.colour === y.preference.colour;
      const c8 = clash ? 1 : 0;
      const c9 = clash && this.typeB && x.preference?.strong === true && y.preference?.strong === true ? 1 : 0;
      let c10 = 0;
      if (!this.lastTwo) {
        if (y.score < bracketTop && x.floated) c10++;
        if (x.score < bracketTop && y.floated) c10++;
      }
      return c8 * weights[0] + c9 * weights[1] + c10;
    };
  }

  /** §3.6: the bracket's pairs as [top member, bottom member], top members ascending. */
  pairBracket(teams: readonly number[], top: number): [number, number][] {
    const m = teams.length / 2;
    const cost = this.cost(top, [(m + 1) * (2 * m + 1), 2 * m + 1]);
    const best = bestPairing(teams, this.c1, cost);
    if (best === null) return fail("NO_PAIRING", "A bracket cannot be paired without a rematch.");
    const role = new Map<number, "top" | "bottom">();
    const fixed = new Map<number, number>();
    const allowed = (a: number, b: number): boolean => {
      if (!this.c1(a, b)) return false;
      const [lo, hi] = a < b ? [a, b] : [b, a];
      if (role.get(lo) === "bottom" || role.get(hi) === "top") return false;
      const fa = fixed.get(a);
      const fb = fixed.get(b);
      return (fa === undefined || fa === b) && (fb === undefined || fb === a);
    };
    const fits = () => bestPairing(teams, allowed, cost) === best;
    // The top members as early in pairing-number order as the best cost allows…
    for (const t of teams) {
      role.set(t, "top");
      if (!fits()) role.set(t, "bottom");
    }
    // …then each top member's opponent as small as it allows.
    const tops = teams.filter((t) => role.get(t) === "top");
    const pairs: [number, number][] = [];
    for (const t of tops) {
      for (const b of teams) {
        if (b <= t || role.get(b) !== "bottom" || [...fixed.values()].includes(b)) continue;
        fixed.set(t, b);
        fixed.set(b, t);
        if (fits()) break;
        fixed.delete(t);
        fixed.delete(b);
      }
      pairs.push([t, fixed.get(t) as number]);
    }
    return pairs.slice(0, m);
  }

  /** §4.2: which of two teams is the first-team. */
  private first(a: TeamState, b: TeamState, secondary: boolean): [TeamState, TeamState] {
    const d = b.score - a.score || (secondary ? b.secondary - a.secondary : 0) || a.tpn - b.tpn;
    return d < 0 ? [a, b] : [b, a];
  }

  /** §4.3: the team with White on board 1, then the other. */
  colours(a: number, b: number, initial: "w" | "b", secondary: boolean): Board {
    const [f, o] = this.first(this.st(a), this.st(b), secondary);
    const give = (t: TeamState, c: "w" | "b"): Board => (c === "w" ? { white: t.tpn, black: t === f ? o.tpn : f.tpn } : { white: t === f ? o.tpn : f.tpn, black: t.tpn });
    const flip = (c: "w" | "b") => (c === "w" ? "b" : "w");
    if (f.colours.length === 0 && o.colours.length === 0) return give(f, f.tpn % 2 === 1 ? initial : flip(initial));
    const pf = f.preference;
    const po = o.preference;
    if ((pf === null) !== (po === null)) return pf !== null ? give(f, pf.colour) : give(o, (po as NonNullable<typeof po>).colour);
    if (pf !== null && po !== null && pf.colour !== po.colour) return give(f, pf.colour);
    if (this.typeB && pf !== null && po !== null && pf.strong !== po.strong) return pf.strong ? give(f, pf.colour) : give(o, po.colour);
    const cd = (t: TeamState) => t.colours.filter((c) => c === "w").length - t.colours.filter((c) => c === "b").length;
    if (cd(f) !== cd(o)) return give(cd(f) < cd(o) ? f : o, "w");
    // §4.3.6: alternate from the latest round in which one had White and the other Black.
    for (let r = f.byRound.length - 1; r >= 0; r--) {
      const cf = f.byRound[r];
      const co = o.byRound[r];
      if (cf !== null && cf !== undefined && co !== null && co !== undefined && cf !== co) return give(f, flip(cf));
    }
    if (pf !== null) return give(f, pf.colour);
    const lf = f.colours[f.colours.length - 1];
    if (lf !== undefined) return give(f, flip(lf));
    const lo = o.colours[o.colours.length - 1] as "w" | "b";
    return give(o, flip(lo));
  }
}

/**
 * The next round of a team Swiss by FIDE's Swiss Team Pairing System (C.04.6): `teams` in
 * pairing-number order (the competition's own initial order), `matches` the rounds so far. Boards:
 * the team with White on board 1 as `white`; the bye (if the number of teams is odd) as `pab`.
 * @example fideTeamSwissRound(["A", "B", "C", "D"], []).boards // [{ white: 1, black: 3 }, { white: 4, black: 2 }]
 */
export function fideTeamSwissRound(teams: readonly string[], matches: readonly TeamMatch[], options: TeamSwissOptions = {}): Pairing {
  if (teams.length < 2) fail("MISSING", `A team Swiss needs two or more teams; ${teams.length === 0 ? "none is" : "one is"} listed.`);
  const { round, states } = teamStates(teams, matches, options);
  if (options.totalRounds !== undefined && options.totalRounds !== null && round > options.totalRounds) fail("OUT_OF_RANGE", `All ${options.totalRounds} rounds of the team Swiss are paired.`);
  const lastTwo = options.totalRounds !== undefined && options.totalRounds !== null && round >= options.totalRounds - 1;
  const swiss = new TeamSwiss(states, lastTwo, options.colourPreference === "B");
  let rest = states.map((s) => s.tpn);
  if (rest.length % 2 === 0 && !swiss.legal(rest))
    fail("NO_PAIRING", "Every way of pairing the teams repeats a match. The chief arbiter pairs this round by hand (C.04.6 §3.3.3).");
  const bye = swiss.bye(rest);
  rest = rest.filter((t) => t !== bye);
  const boards: Board[] = [];
  while (rest.length > 0) {
    const b = swiss.bracket(rest);
    for (const [x, y] of swiss.pairBracket(b.teams, b.top)) boards.push(swiss.colours(x, y, options.initialColour ?? "w", options.secondaryForColour ?? true));
    rest = rest.filter((t) => !b.teams.includes(t));
  }
  return { round, boards, unpaired: bye === null ? [] : [{ player: bye, reason: "pab" }] };
}

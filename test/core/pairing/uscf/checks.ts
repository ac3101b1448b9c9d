/**
 * Independent checks of a pairing against the tournament it was made for: written from the rules,
 * not from the engine, with a brute-force matcher for small fields.
 */
import { isPlayed, score } from "../../../../src/core/model/points";
import type { Colour, Player, Tournament } from "../../../../src/core/model/types";
import type { Pairing } from "../../../../src/core/pairing/types";

export interface Field {
  /** Players to be paired (not withdrawn, no bye recorded or requested). */
  readonly active: Player[];
  readonly sittingReason: Map<number, string>;
  readonly met: Map<number, Set<number>>;
}

/** Who should be paired this round, read straight from the tournament. */
export function fieldOf(t: Tournament, round: number, forfeitsWithdraw?: number): Field {
  const active: Player[] = [];
  const sittingReason = new Map<number, string>();
  const met = new Map<number, Set<number>>();
  for (const p of t.players) {
    const m = new Set<number>();
    let forfeits = 0;
    for (let r = 0; r < round - 1; r++) {
      const e = p.rounds[r] ?? null;
      if (e !== null && isPlayed(e)) m.add(e.opponent);
      if (e !== null && e.kind === "forfeitLoss") forfeits++;
    }
    met.set(p.id, m);
    const e = p.rounds[round - 1] ?? null;
    if (
      p.withdrawn === true ||
      p.request === "withdrawn" ||
      (forfeitsWithdraw !== undefined && forfeits >= forfeitsWithdraw)
    ) {
      sittingReason.set(p.id, "withdrawn");
    } else if (e !== null) sittingReason.set(p.id, e.kind);
    else if (p.request === "halfBye" || p.request === "zeroBye") sittingReason.set(p.id, p.request);
    else active.push(p);
  }
  return { active, sittingReason, met };
}

/**
 * The least cost of pairing all of `ids` with nobody meeting twice, where a board of a and b costs
 * `cost(a, b)`; Infinity when they cannot all be paired. Exhaustive (memo over subsets), small fields.
 */
export function minPairingCost(
  ids: readonly number[],
  met: Map<number, Set<number>>,
  cost: (a: number, b: number) => number,
): number {
  const n = ids.length;
  if (n % 2 === 1) return Infinity;
  const memo = new Map<number, number>();
  const go = (mask: number): number => {
    if (mask === 0) return 0;
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let i = 0;
    while ((mask & (1 << i)) === 0) i++;
    const a = ids[i] as number;
    let best = Infinity;
    for (let j = i + 1; j < n; j++) {
      if ((mask & (1 << j)) === 0) continue;
      const b = ids[j] as number;
      if (met.get(a)?.has(b) === true) continue;
      const c = cost(a, b) + go(mask & ~(1 << i) & ~(1 << j));
      if (c < best) best = c;
    }
    memo.set(mask, best);
    return best;
  };
  return go((1 << n) - 1);
}

/** True when the players `ids` can all be paired with nobody meeting twice (exhaustive). */
export function bruteMatchable(ids: readonly number[], met: Map<number, Set<number>>): boolean {
  return minPairingCost(ids, met, () => 0) === 0;
}

export function coloursBefore(p: Player, round: number): Colour[] {
  const out: Colour[] = [];
  for (let r = 0; r < round - 1; r++) {
    const e = p.rounds[r] ?? null;
    if (e !== null && isPlayed(e) && e.colour !== null) out.push(e.colour);
  }
  return out;
}

/** 27A4: a colour that would be the third in a row or make an imbalance of three. */
export function badColour(cs: readonly Colour[], c: Colour): boolean {
  const n = cs.length;
  const third = n >= 2 && cs[n - 1] === c && cs[n - 2] === c;
  let bal = c === "w" ? 1 : -1;
  for (const x of cs) bal += x === "w" ? 1 : -1;
  return third || Math.abs(bal) >= 3;
}

export function hadFullBye(p: Player, round: number): boolean {
  for (let r = 0; r < round - 1; r++) {
    const e = p.rounds[r] ?? null;
    if (e !== null && (e.kind === "pab" || e.kind === "fullBye")) return true;
  }
  return false;
}

/**
 * Checks every system must pass; returns the problems found (empty when all is well).
 * - every player to be paired is on exactly one board or has the bye; everyone else is listed with
 *   the reason they sit out; nobody twice;
 * - no two players meet twice (forfeits are not meetings);
 * - at most one full-point bye, only for an odd field, never a second one for the same player;
 * - (US Chess 27A4) colours never give a third in a row or an imbalance of three when the other way
 *   round would not.
 */
export function commonProblems(
  t: Tournament,
  round: number,
  p: Pairing,
  forfeitsWithdraw?: number,
  rule27A4 = true,
): string[] {
  const bad: string[] = [];
  const f = fieldOf(t, round, forfeitsWithdraw);
  const seen = new Map<number, number>();
  const mark = (id: number): void => void seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const b of p.boards) {
    mark(b.white);
    mark(b.black);
    if (b.white === b.black) bad.push(`#${b.white} plays himself`);
    if (f.met.get(b.white)?.has(b.black) === true) bad.push(`#${b.white} and #${b.black} meet twice`);
  }
  const pabs = p.unpaired.filter((u) => u.reason === "pab");
  for (const u of p.unpaired) mark(u.player);
  for (const [id, n] of seen) if (n > 1) bad.push(`#${id} appears ${n} times`);
  for (const x of f.active) if (!seen.has(x.id)) bad.push(`#${x.id} is neither paired nor listed`);
  for (const [id, reason] of f.sittingReason) {
    const u = p.unpaired.find((v) => v.player === id);
    const expected = reason === "withdrawn" ? "withdrawn" : reason;
    if (u === undefined || u.reason !== expected)
      bad.push(`#${id} should sit out (${expected}), got ${JSON.stringify(u)}`);
    if (p.boards.some((b) => b.white === id || b.black === id)) bad.push(`#${id} sits out but is paired`);
  }
  if (pabs.length > 1) bad.push("more than one pairing-allocated bye");
  if (pabs.length !== f.active.length % 2) bad.push(`${pabs.length} byes for ${f.active.length} players`);
  for (const u of pabs) {
    const pl = t.players[u.player - 1] as Player;
    if (hadFullBye(pl, round)) bad.push(`#${u.player} gets a second full-point bye`);
    if (f.sittingReason.has(u.player)) bad.push(`#${u.player} gets the bye but sits out`);
  }
  if (p.unpaired[0] !== undefined && pabs.length === 1 && p.unpaired[0].reason !== "pab")
    bad.push("the bye is not listed first");
  for (const b of rule27A4 ? p.boards : []) {
    const w = coloursBefore(t.players[b.white - 1] as Player, round);
    const k = coloursBefore(t.players[b.black - 1] as Player, round);
    const actual = (badColour(w, "w") ? 1 : 0) + (badColour(k, "b") ? 1 : 0);
    const swapped = (badColour(w, "b") ? 1 : 0) + (badColour(k, "w") ? 1 : 0);
    if (actual > swapped) bad.push(`board ${b.white}-${b.black}: the other colours were better (27A4)`);
  }
  return bad;
}

/**
 * The number of players crossing each score boundary (from the top) in a pairing: for boundary k,
 * the players with one of the k+1 highest scores paired against a lower score.
 */
export function crossings(
  t: Tournament,
  round: number,
  pairs: readonly (readonly [number, number])[],
  scoresDesc: readonly number[],
): number[] {
  const sc = (id: number): number => score(t.players[id - 1] as Player, round - 1);
  return scoresDesc.slice(0, -1).map((s) => pairs.filter(([a, b]) => sc(a) >= s !== sc(b) >= s).length);
}

export function scoreOf(t: Tournament, id: number, round: number): number {
  return score(t.players[id - 1] as Player, round - 1);
}

/**
 * Score groups from the top (27A2; 1954 "first: the score"): for every score group, the number of
 * players who leave it downwards is the least possible, given the players who came down into it from
 * above and everyone below — as a director pairing from the top down would find it. Small fields only.
 */
export function dropProblems(t: Tournament, round: number, p: Pairing, met: Map<number, Set<number>>): string[] {
  const bad: string[] = [];
  const sc = (id: number): number => scoreOf(t, id, round);
  const opp = new Map<number, number>();
  for (const b of p.boards) {
    opp.set(b.white, b.black);
    opp.set(b.black, b.white);
  }
  const ids = [...opp.keys()];
  if (ids.length > 14) return bad;
  const scores = [...new Set(ids.map(sc))].sort((a, b) => b - a);
  for (const s of scores.slice(0, -1)) {
    const incoming = ids.filter((i) => sc(i) > s && sc(opp.get(i) as number) <= s);
    const scope = [...incoming, ...ids.filter((i) => sc(i) <= s)];
    const cross = (a: number, b: number): number => (sc(a) >= s !== sc(b) >= s ? 1 : 0);
    const mine = ids.filter((i) => sc(i) >= s && sc(opp.get(i) as number) < s).length;
    const best = minPairingCost(scope, met, cross);
    if (mine > best) bad.push(`${mine} leave the ${s / 10}-point group downwards, ${best} would do`);
  }
  return bad;
}

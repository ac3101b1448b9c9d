/**
 * US Chess 29A–29E: one score group, with the players dropped into it from above, paired as a whole.
 *
 * The group S (dropped-in players first, then the group's own players) and the top of the next
 * group H are put in one maximum-weight matching whose edge weight holds the rules in their order
 * (weights.ts). Boards inside S are the group's pairing; a player of S matched into H is the odd
 * player (or one who cannot be paired in S) and goes down to H, where he is paired first. Because the
 * whole group is solved at once, the odd player can be a different one (29D1b) and a switch can be
 * of any length (29E5, 29E6), each board within the 80/200-point limits.
 *
 * Looking ahead (27A1): the players who go down must leave every lower player pairable; when the
 * choice above does not, the group is solved again together with every lower player (a perfect
 * matching of all of them), which is always possible while the section can be paired.
 */
import { maxWeightMatching, type WeightedEdge } from "../../matching";
import { conflictOf, dueOf } from "./colour";
import { ALTERNATION_LIMIT, e5eChoice, e5eCost, EQUALISATION_LIMIT } from "./e5e";
import { allowed, type Matchability } from "./matchable";
import { naturalOf, ratingGap, type Natural } from "./natural";
import type { Entrant } from "./roster";
import { DISTANCE_CAP, WeightLayout, type BoardScore } from "./weights";

/** A board before colours: `hi` is the higher-ranked player; `why` says how it came about. */
export interface Pair {
  readonly hi: Entrant;
  readonly lo: Entrant;
  readonly why: string;
}

/** Sort order by ranking. @example players.sort(byRank) */
export function byRank(a: Entrant, b: Entrant): number {
  return a.rank - b.rank;
}

export interface GroupContext {
  /** Team-mates are kept apart where possible (28N). */
  readonly teams: boolean;
  /**
   * 28N1 (setting, a secondary reading): in score groups below plus two a team-mate game is avoided
   * even by dropping a player; `round` tells the plus score.
   */
  readonly teamDrops: boolean;
  readonly round: number;
  /** Harkness: the middle player of an odd group drops, not the lowest. */
  readonly harkness: boolean;
  readonly oracle: Matchability;
  /** Write the reason for every board (`Pair.why`); otherwise it is left empty. */
  readonly explain: boolean;
  /** Score of a group as the notes write it ("1½"). */
  readonly points: (tenths: number) => string;
}

export interface GroupOutcome {
  /** Boards of the group (dropped-in players included). */
  readonly pairs: Pair[];
  /** Players going down to the next group, in rank order, with the reason. */
  readonly carry: Entrant[];
  readonly dropWhy: Map<Entrant, string>;
}

/** How many players of the next group take part in choosing the odd player and his opponent. */
const NEXT_GROUP_WINDOW = 8;

/**
 * Pairs one score group. `carry` came down from above (rank order), with `carryWhy` the reason each
 * came down; `next` is the next group and `rest` every lower player (both in rank order).
 * @example pairGroup([], group, next, rest, new Map(), ctx).carry // [] for an even group
 */
export function pairGroup(
  carry: readonly Entrant[],
  group: readonly Entrant[],
  next: readonly Entrant[],
  rest: readonly Entrant[],
  carryWhy: ReadonlyMap<Entrant, string>,
  ctx: GroupContext,
): GroupOutcome {
  const nat = naturalOf(carry, group, ctx.harkness);
  const S = [...carry, ...group];
  const below = next.slice(0, NEXT_GROUP_WINDOW);
  const mate =
    naturalPairing(S, nat, next, rest, ctx) ??
    (S.length > EXACT_LIMIT ? byWindows(S, nat, below, rest, ctx) : null) ??
    solveGroup(S, below, nat, ctx, rest) ??
    (solve(S, rest, nat, ctx, true) as Map<Entrant, Entrant | null>);
  return describe(S, mate, nat, carryWhy, ctx);
}

/** Larger groups are solved a window of natural boards at a time (docs/pairing-uscf.md, "Speed"). */
const EXACT_LIMIT = 28;
const WINDOW_BOARDS = 6;

/** S and the players below in one matching; null when the players going down leave `rest` unpairable. */
function solveGroup(
  S: readonly Entrant[],
  below: readonly Entrant[],
  nat: Natural,
  ctx: GroupContext,
  rest: readonly Entrant[],
): Map<Entrant, Entrant | null> | null {
  // Players below matter only when someone of S must go down: an odd S, or an S that cannot pair
  // all its players (then the matching is solved again with them).
  let mate = solve(S, S.length % 2 === 1 || (ctx.teams && ctx.teamDrops) ? below : [], nat, ctx, false);
  const down = (m: Map<Entrant, Entrant | null>): Entrant[] => S.filter((x) => m.get(x) === null);
  if (S.length % 2 === 0 && down(mate).length > 0 && below.length > 0) mate = solve(S, below, nat, ctx, false);
  return ctx.oracle.perfect([...down(mate), ...rest], null) ? mate : null;
}

/**
 * A large group, window by window: the natural boards in order (dropped-in players first), a few at
 * a time; a window whose natural boards break no rule keeps them, the others are matched alone;
 * anyone a window cannot pair moves on to the next one; the last window holds the odd player and
 * meets the players below.
 */
function byWindows(
  S: readonly Entrant[],
  nat: Natural,
  below: readonly Entrant[],
  rest: readonly Entrant[],
  ctx: GroupContext,
): Map<Entrant, Entrant | null> | null {
  const boards: Entrant[][] = [];
  const seen = new Set<Entrant>();
  for (const x of S) {
    if (seen.has(x) || x === nat.odd) continue;
    const y = nat.partner.get(x);
    seen.add(x);
    if (y !== undefined) seen.add(y);
    boards.push(y === undefined ? [x] : [x, y]);
  }
  // Boards in the order of their top player for the halves (T1–B1, T2–B2, …), dropped-in first.
  const mate = new Map<Entrant, Entrant | null>();
  let leftover: Entrant[] = [];
  for (let start = 0; start < boards.length; start += WINDOW_BOARDS) {
    const last = start + WINDOW_BOARDS >= boards.length;
    const players = [...leftover, ...boards.slice(start, start + WINDOW_BOARDS).flat()];
    if (last && nat.odd !== null) players.push(nat.odd);
    const clean = leftover.length === 0 && !(last && nat.odd !== null) && players.every((x) => {
      const y = nat.partner.get(x);
      return y !== undefined && allowed(x, y, null) && !(ctx.teams && sameTeam(x, y)) && conflictOf(x, y) === 0;
    });
    const m = clean ? new Map(players.map((x) => [x, nat.partner.get(x) ?? null])) : solve(players, last ? below : [], nat, ctx, false);
    leftover = [];
    for (const x of players) {
      const y = m.get(x) ?? null;
      if (y === null && !last) leftover.push(x);
      else mate.set(x, y);
    }
  }
  if (ctx.teams) separateAcrossWindows(S, mate, nat);
  const down = S.filter((x) => (mate.get(x) ?? null) === null);
  return ctx.oracle.perfect([...down, ...rest], null) ? mate : null;
}

/**
 * 28N across windows: a board of team-mates left by a window swaps opponents with the nearest board
 * of the group where that pairs nobody twice, puts no team-mates together and costs no colour.
 */
function separateAcrossWindows(S: readonly Entrant[], mate: Map<Entrant, Entrant | null>, nat: Natural): void {
  const ok = (a: Entrant, b: Entrant): boolean => allowed(a, b, null) && !sameTeam(a, b);
  for (const x of S) {
    const y = mate.get(x) ?? null;
    if (y === null || !sameTeam(x, y)) continue;
    let best: [Entrant, Entrant, number] | null = null;
    for (const u of S) {
      const v = mate.get(u) ?? null;
      if (v === null || u === x || u === y || !ok(x, v) || !ok(u, y)) continue;
      if (conflictOf(x, v) + conflictOf(u, y) > conflictOf(x, y) + conflictOf(u, v)) continue;
      const size = distance(x, v, nat) + distance(u, y, nat);
      if (best === null || size < best[2]) best = [u, v, size];
    }
    if (best === null) continue;
    const [u, v] = best;
    mate.set(x, v);
    mate.set(v, x);
    mate.set(u, y);
    mate.set(y, u);
  }
}

/** The natural pairing when it breaks no rule at all (the common case, and the fast one). */
function naturalPairing(
  S: readonly Entrant[],
  nat: Natural,
  next: readonly Entrant[],
  rest: readonly Entrant[],
  ctx: GroupContext,
): Map<Entrant, Entrant | null> | null {
  const mate = new Map<Entrant, Entrant | null>();
  for (const x of S) {
    const y = nat.partner.get(x);
    if (y === undefined) {
      if (x !== nat.odd) return null;
      mate.set(x, null);
      continue;
    }
    if (!allowed(x, y, null) || (ctx.teams && sameTeam(x, y)) || conflictOf(x, y) !== 0) return null;
    mate.set(x, y);
  }
  const down: Entrant[] = [];
  if (nat.odd !== null) {
    const o = nat.odd;
    const host = next.find((h) => allowed(o, h, null));
    if (host === undefined || conflictOf(o, host) !== 0 || (ctx.teams && sameTeam(o, host))) return null;
    down.push(o);
  }
  return ctx.oracle.perfect([...down, ...rest], null) ? mate : null;
}

function sameTeam(x: Entrant, y: Entrant): boolean {
  return x.team !== null && x.team === y.team;
}

/**
 * The matching of S with the players below (`below`: the top of the next group, or with `all` every
 * lower player, then a perfect matching is required). Returns each S player's partner inside S, or
 * null for one who goes down.
 */
function solve(
  S: readonly Entrant[],
  below: readonly Entrant[],
  nat: Natural,
  ctx: GroupContext,
  all: boolean,
): Map<Entrant, Entrant | null> {
  const V = [...S, ...below];
  const nS = S.length;
  const layout = new WeightLayout(V.length);
  const hostOf = new Map<Entrant, Entrant | null>();
  const firstBelow = (x: Entrant): Entrant | null => {
    let h = hostOf.get(x);
    if (h === undefined) {
      h = below.find((b) => allowed(x, b, null)) ?? null;
      hostOf.set(x, h);
    }
    return h;
  };
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < V.length; i++) {
    const x = V[i] as Entrant;
    for (let j = i + 1; j < V.length; j++) {
      const y = V[j] as Entrant;
      if (!allowed(x, y, null)) continue;
      let score: BoardScore;
      if (j < nS) score = innerScore(x, y, nat, ctx);
      else if (i < nS) score = dropScore(x, y, nat, ctx, firstBelow(x));
      else score = { below: conflictOf(x, y) };
      edges.push([i, j, layout.weight(score, i < nS)]);
    }
  }
  const m = maxWeightMatching(V.length, edges, { maxCardinality: all });
  const mate = new Map<Entrant, Entrant | null>();
  for (let i = 0; i < nS; i++) {
    const j = m[i] as number;
    mate.set(S[i] as Entrant, j >= 0 && j < nS ? (S[j] as Entrant) : null);
  }
  return mate;
}

/** A board inside S, field by field (weights.ts). */
function innerScore(x: Entrant, y: Entrant, nat: Natural, ctx: GroupContext): BoardScore {
  const c = conflictOf(x, y);
  const d = distance(x, y, nat);
  const rx = nat.role.get(x);
  const ry = nat.role.get(y);
  const interchange =
    (rx === "top" && ry === "top") ||
    (rx === "bottom" && ry === "bottom") ||
    (rx === "odd" && ry === "bottom") ||
    (ry === "odd" && rx === "bottom");
  const mates = ctx.teams && sameTeam(x, y);
  const crossHalf = (rx === "top" && ry === "bottom") || (rx === "bottom" && ry === "top");
  const kind = interchange ? "interchange" : crossHalf && nat.partner.get(x) !== y ? "transposition" : "other";
  return {
    cover: 2,
    teamDrop: mates && ctx.teamDrops && belowPlusTwo(x, ctx) && belowPlusTwo(y, ctx) ? 0 : 2,
    inner: 1,
    carried: (rx === "carried" ? 1 : 0) + (ry === "carried" ? 1 : 0),
    unrated: (x.rating === null ? 1 : 0) + (y.rating === null ? 1 : 0),
    team: ctx.teams && sameTeam(x, y) ? 1 : 0,
    hard: c === 3 ? 1 : 0,
    over200: d > 200 ? 1 : 0,
    equalise: c === 2 ? 1 : 0,
    over80: d > 80 ? 1 : 0,
    alternate: c === 1 ? 1 : 0,
    e5e: e5eCost(kind, d, dueOf(x).strength >= 2 || dueOf(y).strength >= 2),
    interchange: interchange ? 1 : 0,
    changed: nat.partner.get(x) === y ? 0 : 1,
    distance: d,
  };
}

/** 28N1: a player below plus two (wins minus losses, byes as wins, under 2). */
function belowPlusTwo(p: Entrant, ctx: GroupContext): boolean {
  return (2 * p.score) / 10 - (ctx.round - 1) < 2;
}

/** x of S goes down and meets y of the group below: 29D1 (a) the odd player, (b) for colours. */
function dropScore(x: Entrant, y: Entrant, nat: Natural, ctx: GroupContext, host: Entrant | null): BoardScore {
  const c = conflictOf(x, y);
  const oddPart = nat.odd !== null && nat.role.get(x) !== "carried" ? ratingGap(x, nat.odd) : 0;
  const hostPart = host === null ? 0 : ratingGap(y, host);
  const d = Math.min(DISTANCE_CAP, Math.max(oddPart, hostPart));
  return {
    cover: 1,
    teamDrop: 1,
    team: ctx.teams && sameTeam(x, y) ? 1 : 0,
    hard: c === 3 ? 1 : 0,
    over200: d > 200 ? 1 : 0,
    equalise: c === 2 ? 1 : 0,
    over80: d > 80 ? 1 : 0,
    alternate: c === 1 ? 1 : 0,
    changed: x === nat.odd && y === host ? 0 : 1,
    distance: d,
  };
}

/**
 * 29E5c/d, board by board: how far x–y is from the natural pairing. x paired with y instead of his
 * natural opponent n(x) is a switch of |y − n(x)|, or of |x − n(y)| seen from y; the smaller counts.
 * A dropped-in player's board is measured from his natural opponent only (29D1b: a lower opponent).
 */
export function distance(x: Entrant, y: Entrant, nat: Natural): number {
  const rx = nat.role.get(x);
  const ry = nat.role.get(y);
  const nx = nat.partner.get(x);
  const ny = nat.partner.get(y);
  if (nx === y) return 0;
  if (rx === "carried" || ry === "carried") {
    if (rx === "carried" && ry === "carried") return DISTANCE_CAP;
    const [c, g] = rx === "carried" ? [x, y] : [y, x];
    const n = nat.partner.get(c);
    return n === undefined ? DISTANCE_CAP : Math.min(DISTANCE_CAP, ratingGap(g, n));
  }
  const same = (rx === "top" && ry === "top") || ((rx === "bottom" || rx === "odd") && (ry === "bottom" || ry === "odd"));
  if (same) return interchangeSize(rx === "top" ? (x.rank > y.rank ? x : y) : x.rank < y.rank ? x : y, nat);
  let d = DISTANCE_CAP;
  if (nx !== undefined && nat.role.get(nx) !== "carried") d = Math.min(d, ratingGap(y, nx));
  if (ny !== undefined && nat.role.get(ny) !== "carried") d = Math.min(d, ratingGap(x, ny));
  if (d === DISTANCE_CAP) d = Math.min(d, ratingGap(x, y));
  return d;
}

/**
 * 29E5d, one board of an interchange: `mover` (the lower of two top-half players, or the higher of
 * two bottom-half players) changes halves. The interchange's size is the rating gap between him and
 * the player who changes halves the other way; each board is charged twice its player's distance to
 * the middle of the two halves, so that an interchange passes a limit only if both its boards do and
 * never when the whole interchange is over it. Unrated players are exempt (29E5g).
 */
function interchangeSize(mover: Entrant, nat: Natural): number {
  if (mover.rating === null || nat.middle2 === null) return 0;
  return Math.min(DISTANCE_CAP, Math.abs(2 * mover.rating - nat.middle2));
}

/** The boards of S with their reasons, and the players going down. */
function describe(
  S: readonly Entrant[],
  mate: ReadonlyMap<Entrant, Entrant | null>,
  nat: Natural,
  carryWhy: ReadonlyMap<Entrant, string>,
  ctx: GroupContext,
): GroupOutcome {
  const pairs: Pair[] = [];
  const carry: Entrant[] = [];
  const dropWhy = new Map<Entrant, string>();
  const done = new Set<Entrant>();
  const groupScore = (S[S.length - 1] as Entrant).score;
  for (const x of S) {
    if (done.has(x)) continue;
    const y = mate.get(x) ?? null;
    if (y === null) {
      carry.push(x);
      dropWhy.set(x, ctx.explain ? whyDown(x, nat, mate, carryWhy, groupScore, ctx) : "");
      continue;
    }
    done.add(x);
    done.add(y);
    const [hi, lo] = x.rank <= y.rank ? [x, y] : [y, x];
    pairs.push({ hi, lo, why: ctx.explain ? whyBoard(hi, lo, nat, carryWhy, ctx) : "" });
  }
  carry.sort(byRank);
  return { pairs, carry, dropWhy };
}

function whyDown(
  x: Entrant,
  nat: Natural,
  mate: ReadonlyMap<Entrant, Entrant | null>,
  carryWhy: ReadonlyMap<Entrant, string>,
  groupScore: number,
  ctx: GroupContext,
): string {
  const from = `#${x.id} (${ctx.points(x.score)})`;
  if (nat.role.get(x) === "carried") {
    return `${carryWhy.get(x) ?? from}; nobody in the ${ctx.points(groupScore)} group could be paired with that player either (27A1)`;
  }
  if (x === nat.odd) return `${from} dropped as the odd player of the ${ctx.points(x.score)} group (29D1a)`;
  const o = nat.odd;
  if (o !== null && mate.get(o) !== null) {
    return `${from} dropped as the odd player instead of #${o.id}, for colours (29D1b, ${ratingGap(x, o)} points)`;
  }
  return `${from} dropped: nobody left in the ${ctx.points(x.score)} group could be paired with that player without a rematch (27A1, 27A2)`;
}

function whyBoard(hi: Entrant, lo: Entrant, nat: Natural, carryWhy: ReadonlyMap<Entrant, string>, ctx: GroupContext): string {
  const parts: string[] = [];
  for (const p of [hi, lo]) {
    const w = carryWhy.get(p);
    if (w !== undefined && nat.role.get(p) === "carried") parts.push(w);
  }
  const d = distance(hi, lo, nat);
  const rh = nat.role.get(hi);
  const rl = nat.role.get(lo);
  if (nat.partner.get(hi) === lo) {
    parts.push(
      rh === "carried" || rl === "carried"
        ? "meets the highest-ranked player allowed (29D1a)"
        : "natural pairing: top half against bottom half (29C1)",
    );
    return parts.join("; ");
  }
  if (rh === "carried" || rl === "carried") {
    const c = rh === "carried" ? hi : lo;
    const n = nat.partner.get(c);
    parts.push(
      n === undefined
        ? "meets a player of this group (no natural opponent left)"
        : `meets a lower opponent instead of #${n.id} (29D1b, ${d} points): ${because(c, n, ctx)}`,
    );
    return parts.join("; ");
  }
  const kind =
    (rh === "top" && rl === "top") || (rh === "bottom" && rl === "bottom") ? "interchange" : "transposition";
  const reasons: string[] = [];
  for (const p of [hi, lo]) {
    const n = nat.partner.get(p);
    if (n !== undefined && nat.role.get(n) !== "carried") reasons.push(because(p, n, ctx));
  }
  const uniq = [...new Set(reasons.filter((r) => r !== ""))];
  parts.push(`${kind} of ${d} points (29E5${kind === "interchange" ? "d" : "c"})${uniq.length > 0 ? `: ${uniq.join("; ")}` : ""}`);
  const other = otherSwitch(hi, lo, kind, d, nat);
  if (other !== "") parts.push(other);
  return parts.join("; ");
}

/**
 * 29E5e in the notes: for a board of a two-board switch, the other kind of switch that would have
 * given the same four players their colours, its size, and which of the two the rule prefers and why.
 * Empty when there is no such switch (a rematch, a colour it would miss, or a longer switch).
 */
function otherSwitch(hi: Entrant, lo: Entrant, kind: "transposition" | "interchange", d: number, nat: Natural): string {
  const a = nat.partner.get(hi);
  const b = nat.partner.get(lo);
  if (a === undefined || b === undefined || a === lo || b === hi) return "";
  const roles = [hi, lo, a, b].map((p) => nat.role.get(p));
  if (roles.some((r) => r !== "top" && r !== "bottom")) return "";
  // The other switch pairs hi with b and lo with a.
  if (!allowed(hi, b, null) || !allowed(lo, a, null) || conflictOf(hi, b) !== 0 || conflictOf(lo, a) !== 0) return "";
  const due = [hi, lo, a, b].some((p) => dueOf(p).strength >= 2);
  const limit = due ? EQUALISATION_LIMIT : ALTERNATION_LIMIT;
  const ordered = ([x, y]: [Entrant, Entrant]): [Entrant, Entrant] => (x.rank <= y.rank ? [x, y] : [y, x]);
  const alt = [ordered([hi, b]), ordered([lo, a])]
    .sort((p, q) => p[0].rank - q[0].rank)
    .map(([x, y]) => `#${x.id}–#${y.id}`)
    .join(", ");
  if (kind === "interchange") {
    // hi and lo share a half: the transposition swaps their natural opponents a and b.
    const t = Math.min(ratingGap(a, b), ratingGap(hi, lo));
    if (t > limit) return `the transposition ${alt} would be ${t} points, over the ${limit}-point limit (29E5${due ? "b" : "a"})`;
    const c = e5eChoice(t, d);
    return c.chosen === "interchange" ? `chosen over the transposition ${alt} (${t} points): ${c.why}` : "";
  }
  // A transposition: the interchange moves the lower of the two top players and the higher of the two bottom ones.
  const [top1, top2] = nat.role.get(hi) === "top" ? [hi, b] : [lo, a];
  const [bot1, bot2] = nat.role.get(hi) === "top" ? [lo, a] : [hi, b];
  const up = top1.rank > top2.rank ? top1 : top2;
  const down = bot1.rank < bot2.rank ? bot1 : bot2;
  const i = ratingGap(up, down);
  if (i > limit) return "";
  const c = e5eChoice(d, i);
  return c.chosen === "transposition" ? `chosen over the interchange ${alt} (${i} points): ${c.why}` : "";
}

/** Why p is not paired with his natural opponent n: a rematch, team-mates, or colours. */
function because(p: Entrant, n: Entrant, ctx: GroupContext): string {
  if (p.forbidden.has(n.id)) return `#${p.id} and #${n.id} may not be paired (forbidden pair)`;
  if (p.met.has(n.id)) return `#${p.id} and #${n.id} have already met (27A1)`;
  if (ctx.teams && sameTeam(p, n)) return `#${p.id} and #${n.id} are team-mates (28N)`;
  if (conflictOf(p, n) !== 0) return `#${p.id} and #${n.id} are due the same colour (29E5)`;
  return "";
}

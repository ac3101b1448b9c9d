/**
 * Issue 13's new property, over simulated events: no pairing in which a different odd player (29D1b)
 * or a longer switch (29E5, 29E6) within the limits would have given a colour that was missed.
 *
 * For every score group of every round (groups without dropped-in players and without team codes),
 * every other pairing of the group is tried by brute force — every choice of odd player (rated, as
 * 29D1c wants, when the engine dropped a rated one) meeting the engine's drop opponent, and every
 * pairing of the rest; the players below keep their boards — and each board's switch size is measured from the natural pairing as
 * docs/pairing-uscf.md gives it (29E5c for a transposition: the smaller of the two gaps; 29E5d for an
 * interchange: twice the mover's distance to the middle of the halves; 29D1b for the odd player: his
 * gap to the natural one). A pairing that repeats no game, has no more third colours (27A4) and
 * - has every board within 200 points and fewer equalisation misses, or
 * - has every board within 80 points, no more equalisation misses and no more interchanges of
 *   equalising players (29E5e), and fewer misses in all,
 * is a pairing the engine should have found.
 */
import fc from "fast-check";
import { conflictOf } from "../../../../src/core/pairing/uscf/colour";
import { pairUscf, rankEntrants } from "../../../../src/core/pairing/uscf";
import { readRoster, type Entrant } from "../../../../src/core/pairing/uscf/roster";
import { dueOf } from "../../../../src/core/pairing/uscf/colour";
import { simulate, type SimOptions, type SimRound } from "./sim";

const gap = (a: Entrant, b: Entrant): number => (a.rating === null || b.rating === null ? 0 : Math.abs(a.rating - b.rating));

/** Every perfect matching of `xs` (small sets only). */
function* matchings(xs: readonly Entrant[]): Generator<[Entrant, Entrant][]> {
  if (xs.length === 0) {
    yield [];
    return;
  }
  const [a, ...rest] = xs as [Entrant, ...Entrant[]];
  for (let i = 0; i < rest.length; i++) {
    const b = rest[i] as Entrant;
    if (a.met.has(b.id)) continue;
    for (const m of matchings(rest.filter((_, j) => j !== i))) yield [[a, b], ...m];
  }
}

interface Score {
  hard: number;
  eq: number;
  all: number;
  ieq: number;
  max: number;
}

function problems(sr: SimRound): string[] {
  const { before: t, round, pairing } = sr;
  if (pairing.boards.length === 0) return [];
  const roster = readRoster(t, round);
  const ranked = rankEntrants(roster.active.filter((p) => !pairing.unpaired.some((u) => u.player === p.id && u.reason === "pab")));
  if (ranked.some((p) => p.team !== null)) return [];
  const byId = new Map(ranked.map((p) => [p.id, p]));
  const partner = new Map<Entrant, Entrant>();
  for (const b of pairing.boards) {
    const w = byId.get(b.white) as Entrant;
    const k = byId.get(b.black) as Entrant;
    partner.set(w, k);
    partner.set(k, w);
  }
  const out: string[] = [];
  const scores = [...new Set(ranked.map((p) => p.score))];
  for (const s of scores) {
    const group = ranked.filter((p) => p.score === s);
    // Only groups with nobody from above, at most one player going down.
    if (group.some((p) => (partner.get(p) as Entrant).score > s)) continue;
    const down = group.filter((p) => (partner.get(p) as Entrant).score < s);
    if (down.length > 1 || group.length > 10 || group.length < 2) continue;
    const dropped = down[0] ?? null;
    const host = dropped === null ? null : (partner.get(dropped) as Entrant);
    // The natural pairing (29C1, 29D1a/c).
    const rated = group.filter((p) => p.rating !== null);
    const natOdd = group.length % 2 === 1 ? ((rated.length > 0 ? rated[rated.length - 1] : group[group.length - 1]) as Entrant) : null;
    const rem = group.filter((p) => p !== natOdd);
    const k = rem.length / 2;
    const top = new Set(rem.slice(0, k));
    const nat = new Map<Entrant, Entrant>();
    rem.forEach((p, i) => nat.set(p, rem[i < k ? i + k : i - k] as Entrant));
    const tLast = rem[k - 1];
    const bFirst = rem[k];
    const middle2 = tLast?.rating != null && bFirst?.rating != null ? tLast.rating + bFirst.rating : null;
    const size = (a: Entrant, b: Entrant): number => {
      if (nat.get(a) === b) return 0;
      const sameTop = top.has(a) && top.has(b);
      const sameBottom = !top.has(a) && !top.has(b);
      if (sameTop || sameBottom) {
        const mover = sameTop ? (a.rank > b.rank ? a : b) : a.rank < b.rank ? a : b;
        return mover.rating === null || middle2 === null ? 0 : Math.abs(2 * mover.rating - middle2);
      }
      let d = Infinity;
      const na = nat.get(a);
      const nb = nat.get(b);
      if (na !== undefined) d = Math.min(d, gap(b, na));
      if (nb !== undefined) d = Math.min(d, gap(a, nb));
      return d === Infinity ? gap(a, b) : d;
    };
    const interchangeEq = (a: Entrant, b: Entrant): boolean =>
      ((top.has(a) && top.has(b)) || (!top.has(a) && !top.has(b))) && (dueOf(a).strength >= 2 || dueOf(b).strength >= 2);
    const score = (boards: [Entrant, Entrant][], odd: Entrant | null): Score => {
      const all: [Entrant, Entrant][] = odd === null ? boards : [...boards, [odd, host as Entrant]];
      const c = all.map(([a, b]) => conflictOf(a, b));
      const sizes = boards.map(([a, b]) => size(a, b));
      if (odd !== null && natOdd !== null) sizes.push(gap(odd, natOdd));
      return {
        hard: c.filter((x) => x === 3).length,
        eq: c.filter((x) => x === 2).length,
        all: c.filter((x) => x > 0).length,
        ieq: boards.filter(([a, b]) => interchangeEq(a, b)).length,
        max: Math.max(0, ...sizes),
      };
    };
    const inside = group.filter((p) => p !== dropped);
    const engineBoards: [Entrant, Entrant][] = [];
    for (const p of inside) if (p.rank < (partner.get(p) as Entrant).rank) engineBoards.push([p, partner.get(p) as Entrant]);
    const mine = score(engineBoards, dropped);
    if (mine.all === 0) continue;
    const odds: (Entrant | null)[] = dropped === null ? [null] : group.filter((p) => dropped.rating === null || p.rating !== null);
    for (const odd of odds) {
      if (odd !== null && odd.met.has((host as Entrant).id)) continue;
      for (const m of matchings(group.filter((p) => p !== odd))) {
        const other = score(m, odd);
        const better =
          other.hard <= mine.hard &&
          ((other.max <= 200 && other.eq < mine.eq) ||
            (other.max <= 80 && other.eq <= mine.eq && other.ieq <= mine.ieq && other.all < mine.all));
        if (better) {
          const text = (bs: [Entrant, Entrant][], o: Entrant | null) =>
            bs.map(([a, b]) => `${a.id}-${b.id}`).join(" ") + (o === null ? "" : ` drop ${o.id}`);
          out.push(`round ${round}, group ${s}: ${text(engineBoards, dropped)} misses ${mine.all}; ${text(m, odd)} misses ${other.all} within ${other.max} points`);
          return out;
        }
      }
    }
  }
  return out;
}

describe("USCF: no missed colour that a different odd player or a longer switch within the limits would give (issue 13)", () => {
  test("29D1b, 29E5, 29E6 over simulated events", () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 4, max: 16 }),
          rounds: fc.integer({ min: 2, max: 7 }),
          seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          unrated: fc.constantFrom(0, 0, 0.1),
          halfByes: fc.constantFrom(0, 0.05),
          forfeits: fc.constantFrom(0, 0.03),
        }),
        (o: SimOptions) => {
          const found: string[] = [];
          simulate(pairUscf, o, (sr) => found.push(...problems(sr)));
          if (found.length > 0) throw new Error(`${JSON.stringify(o)}\n${found.slice(0, 3).join("\n")}`);
        },
      ),
      { numRuns: 150, seed: 13 },
    );
  });
});

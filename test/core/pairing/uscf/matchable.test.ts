import fc from "fast-check";
import { perfectMatching, Matchability } from "../../../../src/core/pairing/uscf/matchable";
import type { Entrant } from "../../../../src/core/pairing/uscf/roster";

/** Exhaustive: can the vertices 0..n-1 be perfectly matched along `edges`? */
function brute(n: number, edge: (a: number, b: number) => boolean): boolean {
  const go = (left: number[]): boolean => {
    if (left.length === 0) return true;
    const [a, ...rest] = left as [number, ...number[]];
    return rest.some((b) => edge(a, b) && go(rest.filter((x) => x !== b)));
  };
  return n % 2 === 0 && go(Array.from({ length: n }, (_, i) => i));
}

function entrant(id: number, met: number[], team: string | null = null): Entrant {
  return {
    id,
    rating: null,
    score: 0,
    colours: [],
    met: new Set(met),
    forbidden: new Set(),
    roundColours: [],
    joinedRound: null,
    team,
    hadFullBye: false,
    hadForfeitWin: false,
    halfBye: false,
    games: 0,
    laterByes: 0,
    forfeitLosses: 0,
    rank: id,
  };
}

describe("the look-ahead: can everyone still be paired? (27A1)", () => {
  test("Edmonds' matching agrees with exhaustive search on random graphs, blossoms included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.integer(),
        (n, density, seed) => {
          let s = seed >>> 0;
          const rnd = (): number => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
          const m = new Set<string>();
          const adj: number[][] = Array.from({ length: n }, () => []);
          for (let a = 0; a < n; a++)
            for (let b = a + 1; b < n; b++)
              if (rnd() < density) {
                m.add(`${a},${b}`);
                adj[a]!.push(b);
                adj[b]!.push(a);
              }
          const edge = (a: number, b: number): boolean => m.has(a < b ? `${a},${b}` : `${b},${a}`);
          const found = perfectMatching(n, adj);
          expect(found !== null).toBe(brute(n, edge));
          if (found !== null)
            found.forEach((v, u) => {
              expect(found[v]).toBe(u);
              expect(edge(u, v)).toBe(true);
            });
        },
      ),
      { numRuns: 3000 },
    );
  });
  test("the quick test (Dirac) and the full search agree with exhaustive search, with team codes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        (n, metShare, teams, seed) => {
          let s = seed >>> 0;
          const rnd = (): number => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
          const met: number[][] = Array.from({ length: n }, () => []);
          for (let a = 0; a < n; a++)
            for (let b = a + 1; b < n; b++)
              if (rnd() < metShare) {
                met[a]!.push(b + 1);
                met[b]!.push(a + 1);
              }
          const es = met.map((m, i) => entrant(i + 1, m, teams === 0 ? null : `T${Math.floor(rnd() * teams)}`));
          const exempt = new Set(rnd() < 0.5 ? ["T0"] : []);
          const m = new Matchability(es);
          const metEdge = (a: number, b: number): boolean => !met[a]!.includes(b + 1);
          const teamEdge = (a: number, b: number): boolean =>
            metEdge(a, b) && (es[a]!.team === null || es[a]!.team !== es[b]!.team || exempt.has(es[a]!.team!));
          expect(m.perfect(es, null)).toBe(brute(n, metEdge));
          expect(m.perfect(es, { exempt })).toBe(brute(n, teamEdge));
        },
      ),
      { numRuns: 3000 },
    );
  });
  test("a blossom: an odd cycle with a tail", () => {
    // 0-1-2-0 triangle, 2-3, 3-4, 4-5 : perfect matching 0-1, 2-3, 4-5.
    const adj = [[1, 2], [0, 2], [0, 1, 3], [2, 4], [3, 5], [4]];
    expect(perfectMatching(6, adj)).toEqual([1, 0, 3, 2, 5, 4]);
  });
  test("players who have met, and team-mates kept apart unless their team is exempt", () => {
    const a = entrant(1, [2], "A");
    const b = entrant(2, [1], "B");
    const c = entrant(3, [], "A");
    const d = entrant(4, [], "A");
    const m = new Matchability([a, b, c, d]);
    expect(m.perfect([a, b], null)).toBe(false);
    expect(m.perfect([a, b, c, d], null)).toBe(true);
    // 1 cannot meet 2 (met) nor 3 and 4 (team-mates): impossible while team A is kept apart…
    expect(m.perfect([a, b, c, d], { exempt: new Set() })).toBe(false);
    // …possible once A (3 of 4) is exempt.
    expect(m.perfect([a, b, c, d], { exempt: new Set(["A"]) })).toBe(true);
    expect(m.perfect([a, b, c], null)).toBe(false);
    expect(m.perfect([], null)).toBe(true);
  });
});

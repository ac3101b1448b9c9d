/** Properties of every tiebreak system over generated consistent tournaments (fast-check). */
import fc from "fast-check";
import { unwrap } from "../../../src/core/errors";
import { makeTrf, parseTrf } from "../../../src/core/formats/trf";
import { makeWallchart, parseWallchart } from "../../../src/core/formats/wallchart";
import { isUnplayed } from "../../../src/core/model/points";
import type { Entry, Tournament } from "../../../src/core/model/types";
import { tiebreakContext } from "../../../src/core/tiebreaks/context";
import { tiebreakValues } from "../../../src/core/tiebreaks/registry";
import { TIEBREAK_CODES } from "../../../src/core/tiebreaks/types";
import { arbitraryTournament } from "../formats/arbitrary";

/** Every player rated (1000 + 37·id for those the generator left unrated), so all systems apply. */
function rated(t: Tournament): Tournament {
  return { ...t, players: t.players.map((p) => ({ ...p, rating: p.rating ?? 1000 + 37 * p.id })) };
}

const tournaments = arbitraryTournament({ minPlayers: 1, maxPlayers: 12, maxRounds: 10, plain: true }).map(rated);

/** The tournament with pairing numbers renamed: old id i becomes perm[i − 1]. */
function renumber(t: Tournament, perm: readonly number[]): Tournament {
  const to = (id: number) => (id === 0 ? 0 : (perm[id - 1] as number));
  const players = new Array<Tournament["players"][number]>(t.players.length);
  for (const p of t.players) {
    const id = to(p.id);
    const rounds = p.rounds.map((e): Entry | null => (e === null ? null : { ...e, opponent: to(e.opponent) }));
    players[id - 1] = { ...p, id, name: `#${id}`, rounds };
  }
  return { ...t, players, teams: undefined };
}

describe("tiebreak properties", () => {
  test("permuting pairing numbers permutes every system's values", () => {
    fc.assert(
      fc.property(
        tournaments.chain((t) =>
          fc.tuple(
            fc.constant(t),
            fc.shuffledSubarray(
              t.players.map((p) => p.id),
              { minLength: t.players.length, maxLength: t.players.length },
            ),
          ),
        ),
        ([t, perm]) => {
          const u = renumber(t, perm);
          for (const code of TIEBREAK_CODES) {
            const before = tiebreakValues(t, code);
            const after = tiebreakValues(u, code);
            before.forEach((v, i) => expect([code, after[(perm[i] as number) - 1]]).toEqual([code, v]));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  test("Solkoff ≥ Modified Median ≥ 0 and Solkoff ≥ Median ≥ 0 (34E: medians only drop opponents)", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const ctx = tiebreakContext(t);
        const solkoff = tiebreakValues(ctx, "SOLKOFF");
        const median = tiebreakValues(ctx, "MEDIAN");
        const mm = tiebreakValues(ctx, "MODIFIED_MEDIAN");
        solkoff.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(median[i] as number);
          expect(s).toBeGreaterThanOrEqual(mm[i] as number);
          expect(Math.min(median[i] as number, mm[i] as number)).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 200 },
    );
  });

  test("FIDE Buchholz ≥ Cut-1 ≥ Cut-2, and Cut-1 ≥ Median-1", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const ctx = tiebreakContext(t);
        const [bh, c1, c2, m1] = (["FIDE_BH", "FIDE_BH_C1", "FIDE_BH_C2", "FIDE_BH_M1"] as const).map((c) =>
          tiebreakValues(ctx, c),
        );
        bh?.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(c1?.[i] as number);
          expect(c1?.[i]).toBeGreaterThanOrEqual(c2?.[i] as number);
          expect(c1?.[i]).toBeGreaterThanOrEqual(m1?.[i] as number);
        });
      }),
      { numRuns: 200 },
    );
  });

  test("a player with no unplayed games gets the same value from the wallchart and from the TRF of the event", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const cells = makeWallchart(t.players.map((p) => p.rounds));
        const rounds = unwrap(parseWallchart(cells));
        const fromWallchart: Tournament = {
          ...t,
          players: t.players.map((p, i) => ({ ...p, rounds: rounds[i] ?? [] })),
        };
        const fromTrf = unwrap(parseTrf(makeTrf(t, { teams: false })));
        const clean = t.players.filter((p) => !p.rounds.some((e) => isUnplayed(e))).map((p) => p.id);
        for (const code of TIEBREAK_CODES) {
          const a = tiebreakValues(fromWallchart, code);
          const b = tiebreakValues(fromTrf, code);
          for (const id of clean) expect([code, id, b[id - 1]]).toEqual([code, id, a[id - 1]]);
        }
      }),
      { numRuns: 150 },
    );
  });

  test("values are whole numbers (exact arithmetic in tenths, twentieths or units)", () => {
    fc.assert(
      fc.property(tournaments, (t) => {
        const ctx = tiebreakContext(t);
        for (const code of TIEBREAK_CODES)
          for (const v of tiebreakValues(ctx, code)) expect(Number.isInteger(v)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * C.04.2 in the Dutch engine itself: a late entry (Player.joinedRound) takes his place in the
 * ranking by rating, and the pairing comes back in the event's own numbers; Check pairings ranks the
 * same way, so an event paired round by round checks clean.
 */
import fc from "fast-check";
import { sampleTournament } from "../../../../src/core/formats/sample";
import { rerankLateEntries } from "../../../../src/core/model/rerank";
import type { EntryKind, Player, Tournament } from "../../../../src/core/model/types";
import { pairRound } from "../../../../src/core/pairing";
import { checkPairings } from "../../../../src/core/pairing/check";
import { withPairing } from "../../../../src/core/pairing/check/apply";
import { pairDutch } from "../../../../src/core/pairing/dutch";

const RESULTS: readonly (readonly [EntryKind, EntryKind])[] = [
  ["win", "loss"],
  ["loss", "win"],
  ["draw", "draw"],
];

/** `players` paired for round 1 by the engine, then a late entry (#players+1) rated `rating`, who missed round 1. */
function withLateEntry(players: number, seed: number, rating: number, missed: "halfBye" | "zeroBye"): Tournament {
  const t0: Tournament = {
    ...sampleTournament({ players, rounds: 0, seed, halfByes: 0 }),
    totalRounds: 5,
    initialColour: "w",
  };
  const p1 = pairRound(t0, 1, "DUTCH");
  let x = seed;
  const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
  const t1 = withPairing(
    t0,
    1,
    p1.boards,
    p1.unpaired.find((u) => u.reason === "pab")?.player ?? null,
    () => RESULTS[next() % 3] as readonly [EntryKind, EntryKind],
  );
  const late: Player = {
    id: players + 1,
    name: "Late Entry",
    rating,
    joinedRound: 2,
    rounds: [{ kind: missed, opponent: 0, colour: null }],
  };
  return { ...t1, players: [...t1.players, late] };
}

describe("a late entry in the Dutch engine (C.04.2)", () => {
  test("the pairing is the re-ranked field's, in the event's own numbers", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const t = withLateEntry(9, seed, 2900, "zeroBye");
      const r = rerankLateEntries(t);
      expect(r?.original.indexOf(10)).toBe(0); // rated highest: ranked first
      const back = (id: number) => r?.original[id - 1] ?? id;
      const direct = pairDutch(r?.tournament as Tournament, 2);
      expect(pairDutch(t, 2).boards).toEqual(
        direct.boards.map((b) => ({ white: back(b.white), black: back(b.black) })),
      );
    }
  });

  test("ranked by rating, not last by number: for some seed the pairing differs from the one that ignores the entry date", () => {
    const differs = [1, 2, 3, 4, 5, 6, 7, 8].some((seed) => {
      const t = withLateEntry(9, seed, 2900, "zeroBye");
      const ignored: Tournament = { ...t, players: t.players.map(({ joinedRound: _, ...p }) => p) };
      return JSON.stringify(pairDutch(t, 2).boards) !== JSON.stringify(pairDutch(ignored, 2).boards);
    });
    expect(differs).toBe(true);
  });

  test("property: an event with a late entry, paired round by round by the engine, checks clean", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 14 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1000, max: 2600 }),
        fc.constantFrom<"halfBye" | "zeroBye">("halfBye", "zeroBye"),
        (n, seed, rating, missed) => {
          let t = withLateEntry(n, seed, rating, missed);
          let x = seed;
          const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
          for (let r = 2; r <= 4; r++) {
            let p;
            try {
              p = pairRound(t, r, "DUTCH");
            } catch (e) {
              if ((e as { code?: string }).code === "NO_PAIRING") break;
              throw e;
            }
            const pab = p.unpaired.find((u) => u.reason === "pab")?.player ?? null;
            t = withPairing(t, r, p.boards, pab, () => RESULTS[next() % 3] as readonly [EntryKind, EntryKind]);
          }
          const c = checkPairings(t, "DUTCH");
          expect(
            c.rounds
              .filter((r) => !r.same || r.breaches.length > 0)
              .map((r) => ({ round: r.round, d: r.differences, b: r.breaches })),
          ).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});

/**
 * Check pairings reads the event as the engine pairs it: the options' Baku acceleration and point
 * system (Dutch), 28R1's added point and 28N's team restriction with teams from TRF 013 lines (US
 * Chess). A pairing made without them is found to break the rule they change; the engine's own
 * pairing under them checks clean.
 */
import fc from "fast-check";
import { sampleTournament } from "../../../../src/core/formats/sample";
import { roundsPaired } from "../../../../src/core/model/tournament";
import type { EntryKind, Tournament } from "../../../../src/core/model/types";
import { pairRound, type PairingOptions, type PairingSystem } from "../../../../src/core/pairing";
import { checkPairings } from "../../../../src/core/pairing/check";
import { withPairing } from "../../../../src/core/pairing/check/apply";

const WIN: readonly [EntryKind, EntryKind] = ["win", "loss"];
const event = (players: number, seed: number): Tournament => ({
  ...sampleTournament({ players, rounds: 0, seed, halfByes: 0 }),
  totalRounds: 7,
  initialColour: "w",
});
/** The event with no Team column: teams come from the TRF 013 lines only. */
const withTeamLines = (t: Tournament, teams: Tournament["teams"]): Tournament => ({
  ...t,
  players: t.players.map(({ team: _, ...p }) => p),
  teams,
});

/** Round 1 as the engine pairs it without the options (with `plain`), checked with them. */
function plainRoundOneCheckedWith(
  t: Tournament,
  system: PairingSystem,
  options: PairingOptions,
  plainOptions: PairingOptions = {},
) {
  const plain = pairRound(t, 1, system, plainOptions);
  return checkPairings(
    withPairing(t, 1, plain.boards, null, () => WIN),
    system,
    options,
  ).rounds[0];
}

describe("a round 1 paired without the event's acceleration breaks the rule the acceleration changes", () => {
  test("Baku (C.04.5): the top half's 1-point bracket sends all six down (C6), where the engine sends none", () => {
    const c = plainRoundOneCheckedWith(event(12, 5), "DUTCH", { baku: true, totalRounds: 7 });
    expect(c?.same).toBe(false);
    expect(c?.breaches).toEqual([
      expect.objectContaining({
        rule: "C.04.3 C6",
        message: "the 1-point bracket: downfloaters 6 where the engine's pairing has 0",
      }),
    ]);
  });

  test("US Chess 28R1 (added score): six players paired outside the 1-point score group (27A2)", () => {
    const c = plainRoundOneCheckedWith(event(12, 5), "USCF", { accelerated: true });
    expect(c?.breaches).toEqual([expect.objectContaining({ rule: "US Chess 27A2" })]);
  });
});

describe("US Chess 28N with teams from TRF 013 lines (no Team column)", () => {
  const t = (): Tournament => withTeamLines(event(8, 3), [{ name: "North", members: [1, 5] }]);

  test("the engine keeps #1 and #5 apart; the pairing made without teams (1–5) breaks 28N, and does not with the restriction off", () => {
    expect(pairRound(t(), 1, "USCF").boards.some((b) => [b.white, b.black].sort().join() === "1,5")).toBe(false);
    const noTeams: PairingOptions = { teamRestriction: "off" };
    expect(pairRound(t(), 1, "USCF", noTeams).boards.some((b) => [b.white, b.black].sort().join() === "1,5")).toBe(
      true,
    );
    const c = plainRoundOneCheckedWith(t(), "USCF", {}, noTeams);
    expect(c?.breaches).toContainEqual(expect.objectContaining({ rule: "US Chess 28N" }));
    const off = plainRoundOneCheckedWith(t(), "USCF", noTeams, noTeams);
    expect(off?.breaches.filter((b) => b.rule === "US Chess 28N")).toEqual([]);
  });
});

/** An event paired round after round by the engine with `options`, results from `seed`. */
function played(
  t0: Tournament,
  rounds: number,
  seed: number,
  system: PairingSystem,
  options: PairingOptions,
): Tournament {
  let t = t0;
  let x = seed;
  const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
  const RESULTS: readonly (readonly [EntryKind, EntryKind])[] = [WIN, ["loss", "win"], ["draw", "draw"]];
  for (let r = 1; r <= rounds; r++) {
    let p;
    try {
      p = pairRound(t, r, system, options);
    } catch (e) {
      if ((e as { code?: string }).code === "NO_PAIRING") break;
      throw e;
    }
    const pab = p.unpaired.find((u) => u.reason === "pab")?.player ?? null;
    t = withPairing(t, r, p.boards, pab, () => RESULTS[next() % 3] as readonly [EntryKind, EntryKind]);
  }
  return t;
}

describe("property: the engine's own pairings under the options check clean with the same options", () => {
  const cases: readonly [PairingSystem, PairingOptions, boolean][] = [
    ["DUTCH", { baku: true, totalRounds: 7 }, false],
    ["USCF", { accelerated: true }, false],
    ["USCF", {}, true],
    ["USCF", { teamRestriction: "vcf" }, true],
  ];
  test.each(cases)("%s %j (teams from 013 lines: %s)", (system, options, teams) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 16 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 1e6 }),
        (n, rounds, seed) => {
          const base = event(n, seed);
          const t0: Tournament = teams
            ? withTeamLines(base, [
                { name: "A", members: [1, 3, 5] },
                { name: "B", members: [2, 4] },
              ])
            : base;
          const t = played(t0, Math.min(rounds, n - 1), seed, system, options);
          if (roundsPaired(t) === 0) return;
          const c = checkPairings(t, system, options);
          expect(
            c.rounds.filter((r) => !r.same || r.breaches.length > 0).map((r) => ({ round: r.round, b: r.breaches })),
          ).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });
});

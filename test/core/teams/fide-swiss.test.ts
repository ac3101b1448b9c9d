/**
 * FIDE's Swiss Team Pairing System, Handbook C.04.6 (approved 28/10/2025, applied from 1 February
 * 2026; docs/teams.md): hand-checked rounds against its articles — §1.4 the PAB a draw, §1.7 the
 * colour preferences, §3.4 the PAB, §3.5 the upfloaters (C4–C7), §3.6 the first pairing in
 * identifier order with the fewest C8–C10 failures, §4 the colours.
 */
import fc from "fast-check";
import { fideTeamSwissRound } from "../../../src/core/teams/fide-swiss";
import { colourPreference, teamStates } from "../../../src/core/teams/fide-swiss-state";
import { leagueTable } from "../../../src/core/teams/league";
import type { TeamMatch } from "../../../src/core/teams/match";

const m = (round: number, first: string, second: string, results: string[]): TeamMatch => ({
  round,
  first,
  second,
  boards: results.map((result, i) => ({ first: `${first}${i + 1}`, second: `${second}${i + 1}`, result })),
});

describe("C.04.6 §1.7 colour preferences", () => {
  test("Type A: White below −1, or at 0/−1 after Black twice; otherwise none", () => {
    expect(colourPreference(["b", "b"], "A", false)).toEqual({ colour: "w", strong: true });
    expect(colourPreference(["w", "b", "b"], "A", false)).toEqual({ colour: "w", strong: true });
    expect(colourPreference(["w", "w", "b", "b"], "A", false)).toEqual({ colour: "w", strong: true });
    expect(colourPreference(["w", "w"], "A", false)).toEqual({ colour: "b", strong: true });
    expect(colourPreference(["b"], "A", false)).toBeNull();
    expect(colourPreference(["w", "b"], "A", false)).toBeNull();
    expect(colourPreference([], "A", false)).toBeNull();
  });
  test("Type B adds the mild preference (CD ±1, or 0 before the last round after the other colour); none at 0 in the last round", () => {
    expect(colourPreference(["b"], "B", false)).toEqual({ colour: "w", strong: false });
    expect(colourPreference(["w", "b"], "B", false)).toEqual({ colour: "w", strong: false });
    expect(colourPreference(["w", "b"], "B", true)).toBeNull();
    expect(colourPreference(["b", "b"], "B", true)).toEqual({ colour: "w", strong: true });
    expect(colourPreference(["b", "w"], "none", false)).toBeNull();
  });
});

describe("C.04.6 §1.6.1 colours of matches actually played", () => {
  test("results without line-ups (the Matches sheet, LEAGUE_TABLE) are played; a match lost on every board by default is not, and counts as a forfeit win (C2)", () => {
    const bare = (round: number, first: string, second: string, results: string[]): TeamMatch => ({ round, first, second, boards: results.map((result) => ({ first: "", second: "", result })) });
    const s = teamStates(["A", "B", "C", "D"], [bare(1, "A", "B", ["1-0", "0-1"]), bare(1, "C", "D", ["1F-0F", "1F-0F"])]).states;
    expect(s.map((t) => t.colours)).toEqual([["w"], ["b"], [], []]);
    expect(s.map((t) => t.pabUsed)).toEqual([false, false, true, false]);
  });
});

describe("C.04.6 pairing, hand-checked", () => {
  test("round 1: the bracket's first pairing by identifier is the top half against the bottom half; §4.3.1 colours by pairing number", () => {
    expect(fideTeamSwissRound(["A", "B", "C", "D"], []).boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
    const six = fideTeamSwissRound(["A", "B", "C", "D", "E", "F"], [], { initialColour: "b" });
    expect(six.boards).toEqual([
      { white: 4, black: 1 },
      { white: 2, black: 5 },
      { white: 6, black: 3 },
    ]);
  });

  test("§3.4: an odd field's PAB goes to the lowest score, most matches, largest number — and never twice (C2); a PAB scores a draw (§1.4)", () => {
    const teams = ["A", "B", "C", "D", "E"];
    const r1 = fideTeamSwissRound(teams, []);
    expect(r1.unpaired).toEqual([{ player: 5, reason: "pab" }]);
    expect(r1.boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
    const played = [m(1, "A", "C", ["1-0", "1-0"]), m(1, "D", "B", ["0-1", "0-1"])];
    const states = teamStates(teams, played).states;
    expect(states.map((s) => s.score)).toEqual([2, 2, 0, 0, 1]);
    expect(states[4]?.secondary).toBe(10);
    expect(states[4]?.pabUsed).toBe(true);
    const r2 = fideTeamSwissRound(teams, played);
    // D (0 points, one match, number 4) takes the PAB; A–B; E (1) gets C as its upfloater.
    expect(r2.unpaired).toEqual([{ player: 4, reason: "pab" }]);
    // A and B: CD +1 and −1 (§4.3.5: the lower CD has White); C–E: E has no colour yet, C's CD −1 < 0.
    expect(r2.boards).toEqual([
      { white: 2, black: 1 },
      { white: 3, black: 5 },
    ]);
  });

  test("round 2 of six: C6 looks ahead (B and E have met, so D and F float up to them); §3.6 avoids B–E; §4.3.5/4.3.8 colours", () => {
    const teams = ["A", "B", "C", "D", "E", "F"];
    const r1 = fideTeamSwissRound(teams, []);
    expect(r1.boards).toEqual([
      { white: 1, black: 4 },
      { white: 5, black: 2 },
      { white: 3, black: 6 },
    ]);
    const played = [m(1, "A", "D", ["1-0", "1-0"]), m(1, "E", "B", ["1-0", "0-1"]), m(1, "C", "F", ["1-0", "1-0"])];
    const r2 = fideTeamSwissRound(teams, played);
    expect(r2.boards).toEqual([
      // A–C: level on MP and GP, A first-team by number; same CD, no preference: §4.3.8 A alternates from White.
      { white: 3, black: 1 },
      // B (1 MP) first-team against F: both had Black, §4.3.8 B alternates to White.
      { white: 2, black: 6 },
      // E (CD +1) against D (CD −1): §4.3.5, D White.
      { white: 4, black: 5 },
    ]);
  });

  test("game points as the primary score group the teams by game points (§1.2)", () => {
    const teams = ["A", "B", "C", "D"];
    const played = [m(1, "A", "C", ["1-0", "1-0", "1-0", "½-½"]), m(1, "D", "B", ["1-0", "1-0", "0-1", "½-½"])];
    expect(teamStates(teams, played, { primary: "GP" }).states.map((s) => s.score)).toEqual([35, 15, 5, 25]);
    // A (3½) and D (2½) on top; then B (1½) against C (½).
    expect(fideTeamSwissRound(teams, played, { primary: "GP" }).boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  test("Type B: two teams both wanting White — the one with the strong preference gets it (§4.3.4)", () => {
    const teams = ["A", "B", "C", "D"];
    // A: Black twice (strong White); C: White then Black (mild White); B: White twice (strong Black); D: mild Black.
    const played = [m(1, "B", "A", ["½-½", "½-½"]), m(1, "C", "D", ["½-½", "½-½"]), m(2, "B", "C", ["½-½", "½-½"]), m(2, "D", "A", ["½-½", "½-½"])];
    expect(teamStates(teams, played, { colourPreference: "B", totalRounds: 5 }).states.map((s) => s.preference)).toEqual([
      { colour: "w", strong: true },
      { colour: "b", strong: true },
      { colour: "w", strong: false },
      { colour: "b", strong: false },
    ]);
    expect(fideTeamSwissRound(teams, played, { colourPreference: "B", totalRounds: 5 }).boards).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
  });

  test("C8 before the identifier order: the first pairing (1–6, 2–4, 3–5) leaves two teams without their colour, 1–6, 2–3, 4–5 none", () => {
    const teams = ["A", "B", "C", "D", "E", "F"];
    const d = ["½-½", "½-½"];
    // A, C, E had White twice, B, D, F Black twice (Type A: strong preferences for the other colour).
    const played = [m(1, "A", "B", d), m(1, "C", "D", d), m(1, "E", "F", d), m(2, "A", "D", d), m(2, "C", "F", d), m(2, "E", "B", d)];
    expect(fideTeamSwissRound(teams, played).boards).toEqual([
      { white: 6, black: 1 },
      { white: 2, black: 3 },
      { white: 4, black: 5 },
    ]);
    expect(fideTeamSwissRound(teams, played, { colourPreference: "none" }).boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 6],
      [2, 4],
      [3, 5],
    ]);
  });

  test("the last round paired and an impossible round are refused with what to do", () => {
    const played = [m(1, "A", "B", ["1-0"])];
    expect(() => fideTeamSwissRound(["A", "B"], played)).toThrow("The chief arbiter pairs this round by hand");
    expect(() => fideTeamSwissRound(["A", "B", "C", "D"], played, { totalRounds: 1 })).toThrow("All 1 rounds of the team Swiss are paired.");
    expect(() => fideTeamSwissRound(["A", "B"], [m(1, "A", "X", ["1-0"])])).toThrow('Round 1: "X" is not one of the event\'s teams');
  });
});

describe("the League table of a team Swiss", () => {
  test("the team with the PAB is credited a drawn match (§1.4) when the event says so, as the pairing counts it", () => {
    const played = [m(1, "A", "C", ["1-0", "1-0"]), m(1, "D", "B", ["0-1", "0-1"])];
    const table = leagueTable(["A", "B", "C", "D", "E"], played, { pab: { match: 1, game: 10 } });
    const e = table.rows.find((r) => r.team === "E");
    expect([e?.played, e?.mp, e?.gp]).toEqual([0, 1, 10]);
    expect(table.rows.map((r) => r.mp)).toEqual(teamStates(["A", "B", "C", "D", "E"], played).states.map((s) => s.score).sort((x, y) => y - x));
    // A league's free round scores nothing.
    expect(leagueTable(["A", "B", "C", "D", "E"], played).rows.find((r) => r.team === "E")?.mp).toBe(0);
  });
});

describe("C.04.6 invariants", () => {
  test("over five rounds of random results: every team once a round, no rematch (C1), no second PAB (C2)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 12 }), fc.array(fc.constantFrom("1-0", "0-1", "½-½"), { minLength: 200, maxLength: 200 }), (n, results) => {
        const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
        const matches: TeamMatch[] = [];
        const met = new Set<string>();
        const byes = new Set<number>();
        let k = 0;
        for (let round = 1; round <= 5; round++) {
          const p = fideTeamSwissRound(teams, matches, { totalRounds: 5 });
          const seen = p.boards.flatMap((b) => [b.white, b.black]).concat(p.unpaired.map((u) => u.player));
          expect(new Set(seen).size).toBe(n);
          expect(p.unpaired).toHaveLength(n % 2);
          for (const u of p.unpaired) {
            expect(byes.has(u.player)).toBe(false);
            byes.add(u.player);
          }
          for (const b of p.boards) {
            const key = [b.white, b.black].sort((x, y) => x - y).join("-");
            expect(met.has(key)).toBe(false);
            met.add(key);
            matches.push(m(round, teams[b.white - 1] as string, teams[b.black - 1] as string, [results[k++ % 200] as string, results[k++ % 200] as string]));
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});

/**
 * Team matches and leagues (issue 30 item 2, docs/teams.md): board colours, line-ups against the
 * rosters, match and game points, Berliner Wertung (schach-in-leer.de's example: 2:2, BW 5½:4½),
 * the league table and its tiebreaks, the team round robin's fixtures, team Swiss and Scheveningen.
 */
import fc from "fast-check";
import { firstColour, lineupProblems, matchCard, matchScore, type TeamMatch, type TeamRoster } from "../../../src/core/teams/match";
import { leagueFixtures, leagueGrid, leagueTable } from "../../../src/core/teams/league";
import { fideTeamSwissRound as teamSwissRound } from "../../../src/core/teams/fide-swiss";
import { scheveningen } from "../../../src/core/teams/pairing";

const m = (round: number, first: string, second: string, results: string[], names?: [string, string][]): TeamMatch => ({
  round,
  first,
  second,
  boards: results.map((result, i) => ({ first: names?.[i]?.[0] ?? `${first}${i + 1}`, second: names?.[i]?.[1] ?? `${second}${i + 1}`, result })),
});

describe("a team match", () => {
  test("board colours: the first-named team White on the odd boards; the Berlin scheme W B B W", () => {
    expect([1, 2, 3, 4, 5, 6].map((b) => firstColour(b))).toEqual(["w", "b", "w", "b", "w", "b"]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((b) => firstColour(b, "berlin"))).toEqual(["w", "b", "b", "w", "w", "b", "b", "w"]);
  });

  test("Berliner Wertung, schach-in-leer.de's example: a 2:2 match won 5½:4½ on the weighted boards", () => {
    const s = matchScore(m(1, "M1", "M2", ["½-½", "1-0", "0-1", "½-½"]));
    expect(s).toEqual({ game: [20, 20], match: [1, 1], berlin: [55, 45], complete: true });
  });

  test("match points 2-1-0 by game points; a forfeit counts as the board's point", () => {
    expect(matchScore(m(1, "A", "B", ["1-0", "1F-0F", "0-1", "½-½"])).match).toEqual([2, 0]);
    expect(matchScore(m(1, "A", "B", ["1-0", ""])).complete).toBe(false);
  });

  test("line-ups are checked against the roster: a name not on it, a player twice, a weaker player above a stronger, a board without a player scoring", () => {
    const knights: TeamRoster = { name: "Knights", players: ["Ann", "Bo", "Cy", "Di", "Ed"] };
    const bad = m(3, "Knights", "Rooks", ["1-0", "0-1", "½-½", "1-0"], [
      ["Ann", "R1"],
      ["Zed", "R2"],
      ["Di", "R3"],
      ["Cy", "R4"],
    ]);
    expect(lineupProblems(knights, bad, "first").map((p) => p.message)).toEqual([
      'Round 3, Knights board 2: "Zed" is not on Knights\'s roster (5 players); add the player to the roster first, or correct the name',
      "Round 3, Knights board 4: Cy is no. 3 on Knights's roster, yet board 3 above holds Di, no. 4: a player may not play above a stronger team-mate. Put the boards in roster order",
    ]);
    expect(lineupProblems(knights, bad, "first", true).map((p) => p.code)).toEqual(["UNKNOWN_NAME"]);
    const twice = m(1, "Knights", "Rooks", ["1-0", "1-0"], [
      ["Ann", "R1"],
      ["ann ", "R2"],
    ]);
    expect(lineupProblems(knights, twice, "first").map((p) => p.message)).toEqual(["Round 1, Knights board 2: ann also plays board 1; a player plays one board in a match"]);
    const empty = m(2, "Knights", "Rooks", ["1-0", "1-0"], [
      ["Ann", "R1"],
      ["", "R2"],
    ]);
    expect(lineupProblems(knights, empty, "first").map((p) => p.message)).toEqual([
      "Round 2, Knights board 2: no player, yet the board scores 1 for Knights; a board without a player is lost by default (0F)",
    ]);
  });

  test("the match card: boards with colours, then game points, match points and Berliner Wertung", () => {
    const card = matchCard(m(1, "M1", "M2", ["½-½", "1-0", "0-1", "½-½"]));
    expect(card[0]).toEqual(["Round 1: M1 – M2"]);
    expect(card[2]).toEqual(["1", "M11", "White", "M21", "Black", "½-½"]);
    expect(card[3]?.slice(2, 5)).toEqual(["Black", "M22", "White"]);
    expect(card.slice(-3)).toEqual([
      ["Game points", "2", "", "2", "", ""],
      ["Match points", "1", "", "1", "", ""],
      ["Berliner Wertung", "5½", "", "4½", "", ""],
    ]);
  });
});

describe("a league", () => {
  test("the team round robin's fixtures are the Berger tables with teams (C.05 Annex 1), the bye of an odd league", () => {
    expect(leagueFixtures(4)[0]?.matches.map((f) => [f.first, f.second])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(leagueFixtures(5).map((r) => r.bye).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(leagueFixtures(4, 2)).toHaveLength(6);
  });

  test("the table by hand: 4 teams × 2 boards, ranked by match points, then game points, then Berliner Wertung", () => {
    const teams = ["Knights", "Rooks", "Bishops", "Pawns"];
    const played = [
      m(1, "Knights", "Pawns", ["1-0", "½-½"]), // Knights 1½–½
      m(1, "Rooks", "Bishops", ["½-½", "½-½"]), // 1–1
      m(2, "Pawns", "Bishops", ["0-1", "1-0"]), // 1–1, BW Pawns 0·2 + 1·1 = 1, Bishops 2
      m(2, "Knights", "Rooks", ["0-1", "0-1"]), // Rooks 2–0
      m(3, "Rooks", "Pawns", ["1-0", "0-1"]), // 1–1, BW Rooks 2, Pawns 1
      m(3, "Bishops", "Knights", ["½-½", "0-1"]), // Knights 1½–½
    ];
    // MP: Knights 2+0+2 = 4, Rooks 1+2+1 = 4, Bishops 1+1+0 = 2, Pawns 0+1+1 = 2.
    // GP: Knights 1½+0+1½ = 3, Rooks 1+2+1 = 4, Bishops 1+1+½ = 2½, Pawns ½+1+1 = 2½.
    // BW (board 1 counts 2, board 2 counts 1): Rooks 1½+3+2 = 6½, Knights 2½+0+2 = 4½, Bishops 1½+2+1 = 4½, Pawns ½+1+1 = 2½.
    const t = leagueTable(teams, played);
    expect(leagueGrid(t).map((r) => r.slice(0, 9))).toEqual([
      ["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW"],
      ["1", "Rooks", "3", "1", "2", "0", "4", "4", "6½"],
      ["2", "Knights", "3", "2", "0", "1", "4", "3", "4½"],
      ["3", "Bishops", "3", "0", "2", "1", "2", "2½", "4½"],
      ["4", "Pawns", "3", "0", "2", "1", "2", "2½", "2½"],
    ]);
    // Team SB: Rooks (1·MP Bishops 2) + (2·MP Knights 4) + (1·MP Pawns 2) = 2 + 8 + 2 = 12.
    expect(t.rows[0]?.sb).toBe(120);
    // Game points first: Rooks, Knights, then Bishops and Pawns level on GP, BW decides.
    expect(leagueTable(teams, played, { primary: "GP", tiebreaks: ["BW"] }).rows.map((r) => r.team)).toEqual(["Rooks", "Knights", "Bishops", "Pawns"]);
    // Level on everything: the place is shared.
    expect(leagueTable(teams, played, { tiebreaks: ["GP"] }).rows.map((r) => r.place)).toEqual(["1", "2", "3-4", "3-4"]);
  });

  test("a match naming a team that is not in the league is refused with its round", () => {
    expect(() => leagueTable(["A", "B"], [m(2, "A", "C", ["1-0"])])).toThrow('Round 2: "C" is not one of the league\'s teams (A, B)');
  });

  test("property: a team round robin's match points sum to twice the matches played (2-1-0)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 6 }), fc.array(fc.constantFrom("1-0", "½-½", "0-1", "1F-0F", "0F-1F", "0F-0F"), { minLength: 600, maxLength: 600 }), (n, cycles, boards, results) => {
        const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
        let k = 0;
        const matches = leagueFixtures(n, cycles).flatMap((r) =>
          r.matches.map((f) => m(r.round, `T${f.first}`, `T${f.second}`, Array.from({ length: boards }, () => results[k++ % results.length] as string))),
        );
        const rows = leagueTable(teams, matches).rows;
        expect(rows.reduce((s, r) => s + r.mp, 0)).toBe(2 * matches.length);
        expect(rows.reduce((s, r) => s + r.played, 0)).toBe(2 * matches.length);
        // Every pair of teams meets once per cycle.
        const pairs = new Map<string, number>();
        for (const x of matches) {
          const key = [x.first, x.second].sort().join("-");
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
        expect(pairs.size).toBe((n * (n - 1)) / 2);
        for (const v of pairs.values()) expect(v).toBe(cycles);
      }),
      { numRuns: 60 },
    );
  });
});

describe("team Swiss and Scheveningen", () => {
  test("a team Swiss (FIDE C.04.6) pairs by match points: round 2 puts the winners together", () => {
    const teams = ["A", "B", "C", "D"];
    const r1 = teamSwissRound(teams, []);
    expect(r1.boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 3],
      [2, 4],
    ]);
    const played = r1.boards.map((b) => m(1, teams[b.white - 1] as string, teams[b.black - 1] as string, ["1-0", "1-0"]));
    const r2 = teamSwissRound(teams, played);
    const winners = r1.boards.map((b) => b.white).sort();
    expect(r2.boards.some((b) => [b.white, b.black].sort().join() === winners.join())).toBe(true);
    expect(() => teamSwissRound(["A"], [])).toThrow("A team Swiss needs two or more teams; one is listed.");
  });

  test("Scheveningen, 4 against 4: everyone meets every player of the other team once, colours in turn, half the Whites a round", () => {
    const s = scheveningen(4);
    const met = new Set(s.flat().map((g) => `${g.first}-${g.second}`));
    expect(met.size).toBe(16);
    for (const round of s) expect(round.filter((g) => g.firstWhite)).toHaveLength(2);
    for (let i = 1; i <= 4; i++) expect(s.map((r) => r.find((g) => g.first === i)?.firstWhite)).toEqual(i % 2 === 0 ? [false, true, false, true] : [true, false, true, false]);
  });
});

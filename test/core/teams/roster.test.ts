/**
 * Rosters through a season (issue 30, docs/teams.md): a player who joins late or moves to another
 * team is checked against the roster as it stood that round.
 */
import { lineupProblems, type TeamMatch, type TeamRoster } from "../../../src/core/teams/match";
import { rosterAt, rosterEntry, rosterProblems } from "../../../src/core/teams/roster";

const knights: TeamRoster = { name: "Knights", players: ["Ann", "B. Baker (to 3)", "Cal", "Dee (from 4)", "Eve"] };
const rooks: TeamRoster = { name: "Rooks", players: ["Rex", "B. Baker (from 4)", "Sam", "Tom"] };
const match = (round: number, first: string[]): TeamMatch => ({ round, first: "Knights", second: "Rooks", boards: first.map((p, i) => ({ first: p, second: rooks.players[i] ?? "", result: "1-0" })) });

describe("a roster through the season", () => {
  test("the brackets give the rounds an entry holds for", () => {
    expect(rosterEntry("B. Baker (from 4)")).toEqual({ name: "B. Baker", from: 4, to: null });
    expect(rosterEntry("B. Baker (to 3)")).toEqual({ name: "B. Baker", from: 1, to: 3 });
    expect(rosterEntry("B. Baker (rounds 2-5)")).toEqual({ name: "B. Baker", from: 2, to: 5 });
    expect(rosterEntry("Ann")).toEqual({ name: "Ann", from: 1, to: null });
    expect(rosterEntry("Ann (captain)")).toBe('"Ann (captain)": the brackets after a name give the rounds it plays, as (from 4), (to 3) or (2-5)');
    expect(rosterEntry("Ann (5-2)")).toBe('"Ann (5-2)": the rounds run backwards or start before round 1');
    expect(rosterAt(knights, 2)).toEqual(["Ann", "B. Baker", "Cal", "Eve"]);
    expect(rosterAt(knights, 4)).toEqual(["Ann", "Cal", "Dee", "Eve"]);
  });

  test("line-ups are checked against the roster as it stood that round: a player who moved, one who joined late", () => {
    expect(lineupProblems(knights, match(2, ["Ann", "B. Baker", "Cal"]), "first")).toEqual([]);
    expect(lineupProblems(knights, match(4, ["Ann", "B. Baker", "Cal"]), "first").map((p) => p.message)).toEqual([
      "Round 4, Knights board 2: B. Baker is on Knights's roster to round 3, not in round 4; play another player, or change the rounds on the Teams sheet",
    ]);
    expect(lineupProblems(knights, match(2, ["Ann", "Cal", "Dee"]), "first").map((p) => p.message)).toEqual([
      "Round 2, Knights board 3: Dee is on Knights's roster from round 4, not in round 2; play another player, or change the rounds on the Teams sheet",
    ]);
    // From round 4 Dee plays, below Cal and above Eve (the roster's order).
    expect(lineupProblems(knights, match(4, ["Ann", "Cal", "Dee", "Eve"]), "first")).toEqual([]);
    expect(lineupProblems(knights, match(4, ["Ann", "Dee", "Cal"]), "first").map((p) => p.code)).toEqual(["BAD_ARGUMENT"]);
    const r4: TeamMatch = { round: 4, first: "Knights", second: "Rooks", boards: [{ first: "Ann", second: "Rex", result: "1-0" }, { first: "Cal", second: "B. Baker", result: "0-1" }] };
    expect(lineupProblems(rooks, r4, "second")).toEqual([]);
    expect(lineupProblems(rooks, { ...r4, round: 3 }, "second").map((p) => p.message)).toEqual([
      "Round 3, Rooks board 2: B. Baker is on Rooks's roster from round 4, not in round 3; play another player, or change the rounds on the Teams sheet",
    ]);
  });

  test("one team at a time: a player on two rosters for the same round is refused, saying how to mark a move", () => {
    expect(rosterProblems([knights, rooks])).toEqual([]);
    const both: TeamRoster = { name: "Rooks", players: ["Rex", "B. Baker (from 3)"] };
    expect(rosterProblems([knights, both]).map((p) => p.message)).toEqual([
      "Teams: B. Baker is on Knights's roster and Rooks's for round 3; a player plays for one team at a time — mark a move with (to 3) on the old team and (from 4) on the new",
    ]);
    expect(rosterProblems([{ name: "Pawns", players: ["Pat (captain)"] }]).map((p) => p.message)).toEqual([
      'Teams, Pawns: "Pat (captain)": the brackets after a name give the rounds it plays, as (from 4), (to 3) or (2-5)',
    ]);
  });
});

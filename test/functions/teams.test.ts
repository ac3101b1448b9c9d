/** LEAGUE_TABLE as Excel calls it (docs/teams.md's worked example). */
import * as excel from "../../functions/teams";
import { FakeCustomFunctionsError as FakeError } from "../stubs/custom-functions";

const MATCHES = [
  ["Round", "Home", "Away", "Bd 1", "Bd 2"],
  [1, "Knights", "Pawns", "1-0", "½-½"],
  [1, "Rooks", "Bishops", "½-½", "½-½"],
  [2, "Pawns", "Bishops", "0-1", "1-0"],
  [2, "Knights", "Rooks", "0-1", "0-1"],
  [3, "Rooks", "Pawns", "1-0", "0-1"],
  [3, "Bishops", "Knights", "½-½", "0-1"],
  [null, null, null, null, null],
];

describe("LEAGUE_TABLE", () => {
  test("docs/teams.md's table: MP, then GP, then the Berliner Wertung; SB beside", () => {
    expect(excel.leagueTable(MATCHES, null as never, null as never)).toEqual([
      ["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW", "SB"],
      [1, "Rooks", 3, 1, 2, 0, 4, 4, 6.5, 12],
      [2, "Knights", 3, 2, 0, 1, 4, 3, 4.5, 6],
      [3, "Bishops", 3, 0, 2, 1, 2, 2.5, 4.5, 8],
      [4, "Pawns", 3, 0, 2, 1, 2, 2.5, 2.5, 8],
    ]);
  });

  test("settings in one cell: game points first, 3-1-0 match points", () => {
    const out = excel.leagueTable(MATCHES, null as never, [["PRIMARY GP; POINTS 3-1-0"]]);
    expect(out.slice(1).map((r) => [r[1], r[6]])).toEqual([
      ["Rooks", 5],
      ["Knights", 6],
      ["Bishops", 2],
      ["Pawns", 2],
    ]);
  });

  test("bad input is a sentence naming the row, the board or the setting", () => {
    expect(() => excel.leagueTable([[1, "A", "B", "1-0", "2-0"]], null as never, null as never)).toThrow(FakeError);
    expect(() => excel.leagueTable([[1, "A", "B", "1-0", "2-0"]], null as never, null as never)).toThrow('matches, row 1, board 2: "2-0" is not a result');
    expect(() => excel.leagueTable([[1, "A", "B", "1-0"], [null, null, null, null], [2, "B", "A", "0-1"]], null as never, null as never)).toThrow("matches, row 2: blank between matches");
    expect(() => excel.leagueTable(MATCHES, [["Knights"], ["Rooks"]], null as never)).toThrow('Round 1: "Pawns" is not one of the league\'s teams (Knights, Rooks)');
    expect(() => excel.leagueTable(MATCHES, null as never, [["TIEBREAKS", "BH"]])).toThrow('settings row 1: "BH" is not a team tiebreak (expected MP, GP, BW, SB)');
  });
});

describe("SCHEVENINGEN", () => {
  test("two teams of four: round 1 board by board, every pairing across the four rounds once", () => {
    const a = [["Name"], ["Ann"], ["Bo"], ["Cy"], ["Di"]];
    const b = [["Eve"], ["Fay"], ["Gus"], ["Hal"]];
    // Round 1: i meets i; White for the first team when i + 1 is even (boards 1 and 3).
    expect(excel.scheveningen(a, b, [[1]])).toEqual([
      [1, "Ann", "Eve"],
      [2, "Fay", "Bo"],
      [3, "Cy", "Gus"],
      [4, "Hal", "Di"],
    ]);
    const met = new Set<string>();
    for (let r = 1; r <= 4; r++) for (const row of excel.scheveningen(a, b, [[r]])) met.add([row[1], row[2]].sort().join("-"));
    expect(met.size).toBe(16);
  });
  test("teams of different sizes, or a round past the last, are refused with a sentence", () => {
    expect(() => excel.scheveningen([["Ann"], ["Bo"]], [["Eve"]], [[1]])).toThrow("first lists 2 players and second 1: a Scheveningen needs two teams of the same size");
    expect(() => excel.scheveningen([["Ann"], ["Bo"]], [["Eve"], ["Fay"]], [[3]])).toThrow('round: expected a round from 1 to 2 (one round a player), got "3"');
  });
});

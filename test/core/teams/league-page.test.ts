/**
 * The league's web page (docs/teams.md): the table, the fixtures and results by round, the match
 * cards, through the shared page writer; docs/teams.md's worked example as the golden file, with
 * the second cycle's first round still to play.
 */
import { leaguePage } from "../../../src/core/html/league";
import type { TeamMatch } from "../../../src/core/teams/match";
import { expectGolden } from "../../golden";

const m = (round: number, first: string, second: string, results: string[]): TeamMatch => ({
  round,
  first,
  second,
  boards: results.map((result, i) => ({ first: `${first} ${i + 1}`, second: `${second} ${i + 1}`, result })),
});

const TEAMS = ["Knights", "Rooks", "Bishops", "Pawns"];
const MATCHES: TeamMatch[] = [
  m(1, "Knights", "Pawns", ["1-0", "½-½"]),
  m(1, "Rooks", "Bishops", ["½-½", "½-½"]),
  m(2, "Pawns", "Bishops", ["0-1", "1-0"]),
  m(2, "Knights", "Rooks", ["0-1", "0-1"]),
  m(3, "Rooks", "Pawns", ["1-0", "0-1"]),
  m(3, "Bishops", "Knights", ["½-½", "0-1"]),
  // Round 4 (the second cycle): one match typed in part, one not yet paired with players.
  m(4, "Pawns", "Knights", ["1-0", ""]),
  { round: 4, first: "Bishops", second: "Rooks", boards: [] },
];

describe("the league's web page", () => {
  const html = leaguePage("County league", TEAMS, MATCHES);

  test("golden: docs/teams.md's league after three rounds, round 4 to play", () => {
    expectGolden("league.html", html);
  });

  test("the table is docs/teams.md's, the unplayed matches count for nothing and are listed as to play", () => {
    expect(html).toContain("<h2>League table after round 3</h2>");
    const row = (cells: string[]) => `<tr>${cells.map((c) => `<td${/^[\d½]+$/.test(c) ? ' class="n"' : ""}>${c}</td>`).join("")}</tr>`;
    expect(html).toContain(row(["1", "Rooks", "3", "1", "2", "0", "4", "4", "6½", "12"]));
    expect(html).toContain(row(["4", "Pawns", "3", "0", "2", "1", "2", "2½", "2½", "8"]));
    expect(html).toContain("<h3>Round 4</h3>");
    expect(html.match(/<td>to play<\/td>/g)).toHaveLength(2);
    expect(html).toContain("<td>Knights</td><td>Pawns</td><td>1½–½</td><td>2–0</td>");
  });

  test("a match card per match played, in parts a screen shows one at a time", () => {
    expect(html.match(/<caption>Round \d: /g)).toHaveLength(6);
    expect(html).toContain("<caption>Round 3: Bishops – Knights</caption>");
    expect(html).toContain('<main class="parts">');
    for (const id of ["table", "results", "cards"]) expect(html).toContain(`<section id="${id}" class="page">`);
  });

  test("game points first: the order changes and the page says so", () => {
    const gp = leaguePage("County league", TEAMS, MATCHES, { primary: "GP" });
    expect(gp).toContain("Ranked by game points, then match points, then Berliner Wertung.");
  });
});

import { readFileSync } from "fs";
import { join } from "path";
import { cli, tempDir, writeTemp } from "./helpers";

// docs/teams.md's worked example.
const MATCHES = [
  "Round,Home,Away,Bd 1,Bd 2",
  "1,Knights,Pawns,1-0,½-½",
  "1,Rooks,Bishops,½-½,½-½",
  "2,Pawns,Bishops,0-1,1-0",
  "2,Knights,Rooks,0-1,0-1",
  "3,Rooks,Pawns,1-0,0-1",
  "3,Bishops,Knights,½-½,0-1",
].join("\n");

describe("wallchart league", () => {
  const dir = tempDir();
  const file = writeTemp(dir, "league.csv", MATCHES);

  test("the league table of docs/teams.md", async () => {
    const r = await cli("league", file, "--format", "csv");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toEqual([
      "Place,Team,Played,Won,Drawn,Lost,MP,GP,BW,SB",
      "1,Rooks,3,1,2,0,4,4,6½,12",
      "2,Knights,3,2,0,1,4,3,4½,6",
      "3,Bishops,3,0,2,1,2,2½,4½,8",
      "4,Pawns,3,0,2,1,2,2½,2½,8",
    ]);
  });

  test("--fixtures: the team round robin by the Berger tables; --swiss: the next round by match points", async () => {
    const f = await cli("league", file, "--fixtures", "1", "--format", "csv");
    expect(f.out.trim().split("\n").slice(0, 3)).toEqual(["Round,Match,First (White on board 1),Second", "1,1,Knights,Bishops", "1,2,Pawns,Rooks"]);
    // Round 1 of a team Swiss played (A beat B, C drew D): round 2 pairs the winner with a drawn team.
    const swiss = writeTemp(dir, "swiss.csv", "1,A,B,1-0,1-0\n1,C,D,½-½,½-½\n");
    const s = await cli("league", swiss, "--swiss", "--format", "csv");
    expect(s.code).toBe(0);
    const boards = s.out.trim().split("\n").slice(1).map((l) => l.split(",").slice(1).sort().join("-"));
    expect(boards).toHaveLength(2);
    expect(boards.some((b) => b === "A-C" || b === "A-D")).toBe(true);
  });

  test("--swiss --colours and --rounds: C.04.6's colour preference type and the event's length; a wrong type is refused", async () => {
    const swiss = writeTemp(dir, "swiss2.csv", "1,A,B,1-0,1-0\n1,C,D,½-½,½-½\n");
    const none = await cli("league", swiss, "--swiss", "--colours", "none", "--rounds", "3", "--format", "csv");
    expect(none.code).toBe(0);
    expect(none.out.trim().split("\n")).toHaveLength(3);
    const bad = await cli("league", swiss, "--swiss", "--colours", "C");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--colours: "C" is not a colour preference type (expected A, B or none: FIDE C.04.6 §1.7)');
  });

  test("a result that is not one: exit 1 with the row and board", async () => {
    const bad = writeTemp(dir, "bad.csv", "1,A,B,1-0,2-0\n");
    const r = await cli("league", bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain('matches, row 1, board 2: "2-0" is not a result');
  });

  test("wallchart html --league: the league's page (table, results by round, match cards) as index.html", async () => {
    const out = join(dir, "site");
    const r = await cli("html", file, "--league", "--section", "County league", "-o", out);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`Wrote 1 page to ${out}: index.html`);
    const html = readFileSync(join(out, "index.html"), "utf8");
    expect(html).toContain("<h1>County league</h1>");
    expect(html).toContain("<h2>League table after round 3</h2>");
    expect(html).toContain("<td>Bishops</td><td>Knights</td><td>½–1½</td><td>0–2</td>");
    expect(html.match(/<caption>Round \d: /g)).toHaveLength(6);
    const gp = await cli("html", file, "--league", "--settings", "PRIMARY GP", "-o", out, "--force");
    expect(gp.code).toBe(0);
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("Ranked by game points, then match points, then Berliner Wertung.");
  });
});

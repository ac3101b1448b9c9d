/** `wallchart ladder LOG.csv [--players FILE] [--settings FILE]`. */
import { cli, tempDir, writeTemp } from "./helpers";

const LOG = [
  "Date,Challenger,Defender,Result",
  "2025-03-04,Dan,Bob,1-0",
  "2025-03-04,Eve,Cat,½-½",
  "~2025-03-05,Eve,Ann,1-0",
  "2025-03-11,Cat,Ann,NOSHOW",
  "2025-03-20,,,",
  "",
].join("\n");

describe("wallchart ladder", () => {
  test("prints the ladder as CSV; a NOSHOW counts once a later date is logged", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", "Ann\nBob\nCat\nDan\nEve\n");
    const r = await cli("ladder", writeTemp(dir, "log.csv", LOG), "--players", players);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toBe("Position,Name\n1,Cat\n2,Ann\n3,Dan\n4,Bob\n5,Eve\n");
  });

  test("a challenge still waiting to count is reported on stderr", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", "Ann\nBob\nCat\nDan\nEve\n");
    const log = writeTemp(dir, "log.csv", LOG.replace("2025-03-20,,,\n", ""));
    const r = await cli("ladder", log, "--players", players);
    expect(r.code).toBe(0);
    expect(r.out).toBe("Position,Name\n1,Ann\n2,Dan\n3,Bob\n4,Cat\n5,Eve\n");
    expect(r.err).toBe(
      `${log} line 5: Cat's challenge to Ann (NOSHOW) counts as a loss from 2025-03-18, once a later date is logged\n`,
    );
  });

  test("settings from a name,value file: a rating ladder with ratings", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", "Name,Rating\nJones,1250\nBrown,1010\n");
    const settings = writeTemp(dir, "settings.csv", "TYPE,RATING\nK,ACF\n");
    const log = writeTemp(dir, "log.csv", "2025-03-01,Brown,Jones,1-0\n");
    const r = await cli("ladder", log, "--players", players, "--settings", settings);
    expect(r.out).toBe("Position,Name,Rating\n1,Jones,1238\n2,Brown,1022\n");
  });

  test("without --players everyone joins from the log; a points ladder", async () => {
    const dir = tempDir();
    const settings = writeTemp(dir, "s.csv", "TYPE,POINTS\nWIN,3\nDRAW,1\n");
    const log = writeTemp(dir, "log.csv", "2025-03-01,Bob,Ann,1-0\n2025-03-02,Cat,Ann,½-½\n");
    const r = await cli("ladder", log, "--settings", settings);
    expect(r.out).toBe("Position,Name,Points\n1,Bob,3\n2,Ann,1\n3,Cat,1\n");
  });

  test("every rejected row is listed with its file and line, exit 1", async () => {
    const dir = tempDir();
    const log = writeTemp(
      dir,
      "log.csv",
      "Date,Challenger,Defender,Result\n2025-03-04,Eve,Ann,1-0\n2025-03-01,Dan,Cat,2-0\n",
    );
    const players = writeTemp(dir, "p.csv", "Ann\nBob\nCat\nDan\nEve\n");
    const r = await cli("ladder", log, "--players", players);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${log} line 2: Eve (5th) may challenge 3 places up (2nd to 4th), not Ann (1st) (RANGE 3)`);
    expect(r.err).toContain(`${log} line 3: "2-0" is not a result`);
  });

  test("a bad settings file names its line", async () => {
    const dir = tempDir();
    const settings = writeTemp(dir, "s.csv", "RANGE,3\nDRAW,SOMETIMES\n");
    const r = await cli("ladder", writeTemp(dir, "log.csv", ""), "--settings", settings);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${settings} line 2: DRAW "SOMETIMES": expected NONE, BELOW_DEFENDER, UP_ONE`);
  });

  test("usage errors exit 2; a missing file exits 1", async () => {
    expect((await cli("ladder")).code).toBe(2);
    expect((await cli("ladder", "a.csv", "--colour", "x")).code).toBe(2);
    expect((await cli("ladder", "/nonexistent/log.csv")).code).toBe(1);
  });
});

describe("wallchart ladder --format record|html (issue 32: the ladder a club pins up)", () => {
  test("record: games, W-D-L, the last night's movement (a game without a result moves no clock) and whom each may challenge, then the open challenges (a NOSHOW not yet due, a game to be played)", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", "Ann\nBob\nCat\nDan\nEve\n");
    const log = writeTemp(dir, "log.csv", LOG.replace("2025-03-20,,,\n", "2025-03-20,Eve,Dan,\n"));
    const r = await cli("ladder", log, "--players", players, "--format", "record");
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "Position,Name,Games,W,D,L,On 2025-03-11,May challenge",
        "1,Ann,0,0,0,0,–,",
        "2,Dan,1,1,0,0,–,Ann",
        "3,Bob,1,0,0,1,–,Ann",
        '4,Cat,1,0,1,0,–,"Bob, Dan"',
        '5,Eve,1,0,1,0,–,"Bob, Dan"',
        "",
        "Open challenges",
        `"Cat challenged Ann (${log} line 5): no show; counts as Cat's win on 2025-03-18 unless they play first."`,
        `Eve challenged Dan (${log} line 6): to be played.`,
        "",
      ].join("\n"),
    );
  });

  test("html: one page with the title and the day (the TITLE setting or --title)", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", "Ann\nBob\nCat\nDan\nEve\n");
    const settings = writeTemp(dir, "s.csv", "TITLE,Riverside ladder\n");
    const log = writeTemp(dir, "log.csv", LOG);
    const r = await cli("ladder", log, "--players", players, "--settings", settings, "--format", "html");
    expect(r.code).toBe(0);
    expect(r.out).toContain("<h1>Riverside ladder</h1><p>Challenge ladder, as of 2025-03-20</p>");
    const t = await cli("ladder", log, "--players", players, "--format", "html", "--title", "Club ladder");
    expect(t.out).toContain("<h1>Club ladder</h1>");
  });
});

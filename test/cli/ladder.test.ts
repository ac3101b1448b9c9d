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

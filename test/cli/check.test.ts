/** `wallchart check` and `wallchart trf`: a malformed file never crashes the CLI. */
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { cli, tempDir, writeTemp } from "./helpers";
import { sampleTournament } from "../../src/core/formats/sample";

const oracle = join(__dirname, "..", "fixtures", "oracle-dutch");

describe("wallchart check", () => {
  test("a good TRF is OK", async () => {
    const r = await cli("check", join(oracle, "case005.trf"));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/OK — 7 players \(7 rated\), 2 rounds paired of 6/);
  });

  test("a malformed TRF lists every problem with its line, exit 1", async () => {
    const dir = tempDir();
    const good = readFileSync(join(oracle, "case005.trf"), "utf8");
    const bad = good.replace("   4 w 1", "  x4 w 1").replace("     5 b 1", "     5 b 7");
    const r = await cli("check", writeTemp(dir, "bad.trf", bad));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/problems?/);
    expect(r.out).toMatch(/line \d+/);
    expect(r.out.split("\n").filter((l) => l.startsWith("  ")).length).toBeGreaterThanOrEqual(2);
  });

  test("garbage bytes are a problem, not a crash", async () => {
    const dir = tempDir();
    const r = await cli("check", writeTemp(dir, "junk.trf", "\u0000\u0001PK\u0003\u0004 not a trf at all"));
    expect([0, 1]).toContain(r.code);
    expect(r.err).not.toMatch(/internal error/);
  });

  test("a missing file is named, exit 1", async () => {
    const r = await cli("check", "/nonexistent/x.trf");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/ENOENT|no such file/);
  });

  test("an unknown kind of file is named", async () => {
    const dir = tempDir();
    const r = await cli("check", writeTemp(dir, "x.pdf", "hello"));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/unknown kind of file ".pdf"/);
  });

  test("usage errors exit 2 with the usage line", async () => {
    expect((await cli("check")).code).toBe(2);
    expect((await cli("check", "a", "b")).err).toMatch(/Usage: wallchart check FILE/);
    expect((await cli("frobnicate")).code).toBe(2);
  });
});

describe("wallchart trf", () => {
  test("converting a TRF gives it back", async () => {
    const r = await cli("trf", join(oracle, "case010.trf"));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toContain("XXR 6");
  });

  test("-o writes a file and never overwrites one", async () => {
    const dir = tempDir();
    const out = join(dir, "out.trf");
    expect((await cli("trf", join(oracle, "case010.trf"), "-o", out)).code).toBe(0);
    expect(existsSync(out)).toBe(true);
    const again = await cli("trf", join(oracle, "case010.trf"), "-o", out);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/exists; not overwritten/);
  });
});

describe("wallchart check on .csv and .xlsx", () => {
  const sample = () => sampleTournament({ players: 12, rounds: 4, seed: 7 });

  test("a CSV wallchart written from a tournament reads back OK", async () => {
    const { makeWallchart } = await import("../../src/core/formats/wallchart");
    const { makeCsv } = await import("../../src/core/formats/csv");
    const t = sample();
    const grid = makeWallchart(t.players.map((p) => p.rounds));
    const rows = [["#", "Name", "Rating", "R1", "R2", "R3", "R4"], ...grid.map((r, i) => [String(i + 1), t.players[i]!.name, String(t.players[i]!.rating ?? ""), ...r])];
    const dir = tempDir();
    const r = await cli("check", writeTemp(dir, "event.csv", makeCsv(rows)));
    expect(r.out).toMatch(/OK — 12 players/);
    expect(r.code).toBe(0);
    // Break one side of a game: both cells are named.
    rows[1]![3] = "D" + rows[1]![3]!.replace(/^[A-Z]/, "").replace(/[wb]$/, "");
    const bad = await cli("check", writeTemp(dir, "bad.csv", makeCsv(rows)));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/D\d+.*but/);
  });

  test("an .xlsx in the documented layout reads back OK; a corrupt one is a problem, not a crash", async () => {
    const { makeWorkbook } = await import("../../src/core/formats/workbook");
    const { saveXlsx } = await import("../../src/cli/load");
    const dir = tempDir();
    const file = join(dir, "event.xlsx");
    await saveXlsx(file, makeWorkbook(sample()));
    const r = await cli("check", file);
    expect(r.out).toMatch(/OK — 12 players/);
    expect(r.code).toBe(0);
    const bad = await cli("check", writeTemp(dir, "corrupt.xlsx", "PK\u0003\u0004 this is not a zip"));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/not a readable \.xlsx workbook/);
  });
});

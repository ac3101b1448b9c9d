/**
 * Issue 17 item 6: formula injection in CSV output. Names such as `=HYPERLINK("http://x","y")` and
 * `=cmd|' /C calc'!A0` are written with a leading apostrophe by every command that writes CSV, so a
 * director opening the file in a spreadsheet sees text; plain numbers (a rating change of -12) stay.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { makeCsv, neutraliseField, parseCsv } from "../../src/core/formats/csv";
import { cli, tempDir, writeTemp } from "./helpers";

const HOSTILE = ['=HYPERLINK("http://x","y")', "=cmd|' /C calc'!A0", "+SUM(A1)", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\t=1+1", "\r=1+1"];

/** Every field of a CSV text, as a spreadsheet would see it (no parsing tricks: raw fields). */
function fields(text: string): string[] {
  return parseCsv(text, { raw: true }).value.flat();
}

/** A field a spreadsheet would run: = + - @ tab or CR first, and not a plain number. */
function runnable(f: string): boolean {
  return /^[=+\-@\t\r]/.test(f) && !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(f);
}

describe("issue 17: CSV output never carries a formula", () => {
  test("neutraliseField: the pane's apostrophe for = + - @ tab CR; plain numbers left alone", () => {
    expect(HOSTILE.map(neutraliseField)).toEqual(HOSTILE.map((h) => `'${h}`));
    expect(["-12", "+3.5", "1-0", "Ann", "'quoted", "½-½"].map(neutraliseField)).toEqual(["-12", "+3.5", "1-0", "Ann", "'quoted", "½-½"]);
    expect(neutraliseField("'=x")).toBe("''=x");
  });

  test("makeCsv and parseCsv stay a pair for hostile fields", () => {
    const rows = [HOSTILE, ["'=x", "''@y", "-12", "-"]];
    expect(parseCsv(makeCsv(rows)).value).toEqual(rows);
    expect(fields(makeCsv(rows)).filter(runnable)).toEqual([]);
  });

  test("standings --format csv", async () => {
    const dir = tempDir();
    const chart = ["Name,R1,R2", ...HOSTILE.slice(0, 4).map((n, i) => `"${n.replace(/"/g, '""')}",${["W2", "L1", "W4", "L3"][i]},`)].join("\n");
    const r = await cli("standings", writeTemp(dir, "club.csv", chart + "\n"), "--format", "csv");
    expect(r.code).toBe(0);
    expect(fields(r.out).filter(runnable)).toEqual([]);
    expect(r.out).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  test("ladder", async () => {
    const dir = tempDir();
    const players = writeTemp(dir, "players.csv", HOSTILE.slice(0, 3).map((n) => `"${n.replace(/"/g, '""')}"`).join("\n") + "\n");
    const log = writeTemp(dir, "log.csv", "Date,Challenger,Defender,Result\n");
    const r = await cli("ladder", log, "--players", players);
    expect(r.code).toBe(0);
    expect(fields(r.out).filter(runnable)).toEqual([]);
    expect(fields(r.out)).toContain("'=cmd|' /C calc'!A0");
  });

  test("acf-period -o out.csv, and its printed list", async () => {
    const dir = tempDir();
    const fixtures = join(__dirname, "..", "fixtures", "acf");
    const players = readFileSync(join(fixtures, "players.csv"), "utf8").replace('"Brown, Bill"', '"=HYPERLINK(""http://x"",""y"")"');
    const p = writeTemp(dir, "players.csv", players);
    const out = join(dir, "out.csv");
    const r = await cli("acf-period", p, join(fixtures, "games.csv"), "-o", out);
    expect(r.code).toBe(0);
    const written = readFileSync(out, "utf8");
    expect(fields(written).filter(runnable)).toEqual([]);
    expect(written).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    const printed = await cli("acf-period", p, join(fixtures, "games.csv"));
    expect(fields(printed.out).filter(runnable)).toEqual([]);
  });
});

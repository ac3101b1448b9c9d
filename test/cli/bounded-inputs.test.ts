/**
 * Issue 28, item 7: inputs that blew up. Each case is one the fuzzing found: an XXP line repeating
 * `1 2` (15 s and 3.2 GB in `check`), header lines of any length (a 9 MB event name), a device named
 * `.trf` read forever, `--settings` parsed in quadratic time, an empty or binary file giving exit 0
 * and empty output, and `trf --dialect 2026` changing scores.
 */
import { existsSync } from "fs";
import { cli, tempDir, writeTemp } from "./helpers";
import { settingsRows } from "../../src/cli/pairing-settings";
import { parseTrf } from "../../src/core/formats/trf";

const ANN = "001    1 m    Ann                               1800 ENG             1970/01/01  1.0    1     2 w 1";
const BOB = "001    2 m    Bob                               1700 ENG             1970/01/01  0.0    2     1 b 0";

describe("issue 28 (7): repeated numbers in XXP and 260 lines are read once", () => {
  test("an XXP line repeating `1 2` 4,000 times is one forbidden pair", () => {
    const text = `${ANN}\n${BOB}\nXXP ${"1 2 ".repeat(4000)}\n`;
    const t = parseTrf(text);
    expect(t.problems).toEqual([]);
    expect(t.value.forbiddenPairs).toEqual([[1, 2]]);
  });
  test("the same pair on many XXP lines is kept once", () => {
    const t = parseTrf(`${ANN}\n${BOB}\n${"XXP 1 2\nXXP 2 1\n".repeat(500)}`);
    expect(t.value.forbiddenPairs).toEqual([[1, 2]]);
  });
  test("a 260 line repeating its players keeps each once", () => {
    const t = parseTrf(`${ANN}\n${BOB}\n260   1   3 ${"   1    2 ".repeat(2000)}\n`);
    expect(t.problems).toEqual([]);
    expect(t.value.forbiddenGroups).toEqual([{ players: [1, 2], from: 1, to: 3 }]);
  });
  test("an XXP line naming a player the file lacks is refused, naming the line and the player", () => {
    const t = parseTrf(`${ANN}\n${BOB}\nXXP 1 2 7\n`);
    expect(t.problems.map((p) => p.message)).toEqual(["line 3: player 7 has no 001 line"]);
  });
  test("250 lines covering the same players again and again are refused past a budget", () => {
    const lines = Array.from({ length: 400 }, () => "250       1.0   1  99    1 9999");
    const t = parseTrf(`${ANN}\n${BOB}\n${lines.join("\n")}\n`);
    expect(t.problems.length).toBeGreaterThan(0);
    expect(t.problems.map((p) => p.message).join("\n")).toMatch(/250/);
  });
});

describe("issue 28 (7): every TRF header line within a cell", () => {
  test.each(["012", "022", "102", "122", "192"])("a %s line of 257 characters is refused, naming the line", (tag) => {
    const t = parseTrf(`${tag} ${"x".repeat(257)}\n${ANN}\n${BOB}\n`);
    expect(t.problems.map((p) => p.message)).toEqual([`line 1: ${tag} is 257 characters long; a cell holds at most 256`]);
  });
  test("a 9 MB event name is refused by check, html and trf", async () => {
    const file = writeTemp(tempDir(), "long.trf", `012 ${"N".repeat(9 * 1024 * 1024)}\n${ANN}\n${BOB}\n`);
    for (const argv of [["check"], ["html", "-o", tempDir()], ["trf"]]) {
      const r = await cli(...argv, file);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toContain("line 1: 012 is 9437184 characters long; a cell holds at most 256");
    }
  });
});

describe("issue 28 (7): devices and other files that are not regular files are refused by kind", () => {
  const device = "/dev/zero";
  (existsSync(device) ? test : test.skip)("a character device named on the command line", async () => {
    for (const argv of [["check"], ["trf"], ["standings"]]) {
      const r = await cli(...argv, device);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toContain("/dev/zero is a device, not a file");
    }
  });
  test("a folder", async () => {
    const dir = tempDir();
    const r = await cli("check", `${dir}/`);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain("is a folder, not a file");
  });
});

describe("issue 28 (7): --settings in linear time", () => {
  test("120,000 spaces are no items (read in one pass)", () => {
    expect(settingsRows(" ".repeat(120_000))).toEqual([]);
    expect(settingsRows(`ROUNDS${" ".repeat(120_000)}7`)).toEqual([["ROUNDS", "7"]]);
    expect(settingsRows(`A${" ".repeat(60_000)};${" ".repeat(60_000)}B 1`)).toEqual([["A", ""], ["B", "1"]]);
  });
  test("the items read as before", () => {
    expect(settingsRows("ACCELERATED=YES, POINTS 3,1,0; teams vcf")).toEqual([
      ["ACCELERATED", "YES"],
      ["POINTS", "3,1,0"],
      ["teams", "vcf"],
    ]);
    expect(settingsRows("BYE_FOR_COLOURS = YES , rounds 7")).toEqual([["BYE_FOR_COLOURS", "YES"], ["rounds", "7"]]);
  });
});

describe("issue 28 (7): an empty, binary or header-only file is refused by every command with check's sentence", () => {
  const dir = tempDir();
  const files: Record<string, string> = {
    empty: writeTemp(dir, "empty.trf", ""),
    binary: writeTemp(dir, "binary.trf", "\u0000\u0001\u0002\u00ff\u00fe PK\u0003\u0004 garbage\n\u0000\u0000"),
    header: writeTemp(dir, "header.trf", "012 Spring Open\nXXR 5\n"),
  };
  const commands = [["trf"], ["standings"], ["pair"], ["crosstable"], ["html", "-o", dir], ["tiebreak"], ["teams"], ["prizes", "--prizes", writeTemp(dir, "prizes.csv", "Prize,Amount\n1st,100\n")]];
  test.each(Object.keys(files))("%s", async (kind) => {
    const file = files[kind] as string;
    const sentence = `${file}: no players — is this a tournament file?`;
    const check = await cli("check", file);
    expect(check.code).toBe(1);
    expect(check.out).toContain(sentence);
    for (const argv of commands) {
      const r = await cli(argv[0] as string, file, ...argv.slice(1));
      expect([argv[0], r.code]).toEqual([argv[0], 1]);
      expect(r.err).toContain(sentence);
    }
  });
});

describe("issue 28 (7): dialect conversion never changes a score", () => {
  const CAROL = "001    3 m    Carol                             1600 ENG             1970/01/01  0.5    3  0000 - Z";
  const DAVE = "001    4 m    Dave                              1500 ENG             1970/01/01  0.0    4  0000 - -";
  test("BBZ 0.5 in an event without forfeit losses goes to 162 A 0.5 and back with the same scores", async () => {
    const dir = tempDir();
    // Dave's "0000 - -" is a forfeit loss: here he is left out, so the event has none.
    const file = writeTemp(dir, "bbz.trf", `012 Open\nBBZ  0.5\n${ANN}\n${BOB}\n${CAROL}\n`);
    const before = await cli("standings", file, "--format", "csv");
    const r = await cli("trf", file, "--dialect", "2026");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^162 .* A 0\.5/m);
    const back = writeTemp(dir, "back.trf", r.out);
    expect((await cli("standings", back, "--format", "csv")).out).toBe(before.out);
    const bx = writeTemp(dir, "bx.trf", (await cli("trf", back)).out);
    expect((await cli("standings", bx, "--format", "csv")).out).toBe(before.out);
  });
  test("a zero-point bye and a forfeit loss at different points cannot be one 162 A value: refused, naming both", async () => {
    const file = writeTemp(tempDir(), "bbz.trf", `012 Open\nBBZ  0.5\n${ANN}\n${BOB}\n${CAROL}\n${DAVE}\n`);
    const r = await cli("trf", file, "--dialect", "2026");
    expect(r.code).toBe(1);
    expect(r.err).toContain("TRF-2026 has one value (162 A) for a zero-point bye and a forfeit loss");
    expect(r.err).toContain("(round 1 #3 Carol)");
    expect(r.err).toContain("forfeit losses scored 0.0 (round 1 #4 Dave)");
  });
  test("BBZ and BBF equal go to 162 A and back with the same scores", async () => {
    const dir = tempDir();
    const file = writeTemp(dir, "bbz.trf", `012 Open\nBBZ  0.5\nBBF  0.5\n${ANN}\n${BOB}\n${CAROL}\n${DAVE.replace(" 0.0 ", " 0.5 ")}\n`);
    const before = await cli("standings", file, "--format", "csv");
    const r = await cli("trf", file, "--dialect", "2026");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^162 .* A 0\.5/m);
    expect(r.out).not.toMatch(/ Z /);
    const back = writeTemp(dir, "back.trf", r.out);
    const again = await cli("standings", back, "--format", "csv");
    expect(again.out).toBe(before.out);
    const bx = await cli("trf", back);
    expect(bx.out).toContain("BBZ  0.5");
    expect(bx.out).toContain("BBF  0.5");
  });
  test("162 A is read as the points of a zero-point bye and a forfeit loss", () => {
    const t = parseTrf(`162  W 1.0    D 0.5    L 0.0    A 0.5\n${ANN}\n${BOB}\n`);
    expect(t.problems).toEqual([]);
    expect(t.value.pointSystem?.zeroBye).toBe(5);
    expect(t.value.pointSystem?.forfeitLoss).toBe(5);
  });
  test("points of 100 and more are written as the reader reads them, in both dialects", async () => {
    const file = writeTemp(tempDir(), "big.trf", `BBW 100.0\nBBD 50.0\n${ANN.replace("  1.0 ", "  100 ")}\n${BOB}\n`);
    const first = await cli("check", file);
    expect(first.out).toContain("OK");
    for (const dialect of ["2026", "bx"]) {
      const r = await cli("trf", file, "--dialect", dialect);
      expect(r.code).toBe(0);
      expect(r.out).not.toMatch(/100\.(\s|$)/m);
      const back = await cli("check", writeTemp(tempDir(), "back.trf", r.out));
      expect([dialect, back.out]).toEqual([dialect, expect.stringContaining("OK")]);
      expect(parseTrf(r.out).value.pointSystem?.win).toBe(1000);
    }
  });
  test("192 is kept in the bx dialect", async () => {
    const file = writeTemp(tempDir(), "type.trf", `192 FIDE_DUTCH_2025\n${ANN}\n${BOB}\n`);
    const r = await cli("trf", file);
    expect(r.out).toContain("192 FIDE_DUTCH_2025");
  });
});

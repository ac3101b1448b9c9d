/**
 * Issue 28's held-back hardening checks, over every command that reads a tournament file (the
 * existing test/cli/bounded-inputs.test.ts takes a few commands each): a 9 MB event name, an empty,
 * binary or header-only file, and a device or pipe named as the file, each refused with exit 1 and
 * the sentence `check` gives. A command added later must be put in one of the lists below.
 */
import { execFileSync } from "child_process";
import { existsSync, symlinkSync } from "fs";
import { join } from "path";
import { commandNames } from "../../src/cli/main";
import { cli, tempDir, writeTemp } from "./helpers";

const ANN = "001    1 m    Ann                               1800 ENG             1970/01/01  1.0    1     2 w 1";
const BOB = "001    2 m    Bob                               1700 ENG             1970/01/01  0.0    2     1 b 0";

const dir = tempDir();
const prizes = writeTemp(dir, "prizes.csv", "Prize,Amount\n1st,100\n");

/** Every command that reads a tournament file (.trf, .csv or .xlsx): its arguments after the file. */
const READERS: Readonly<Record<string, readonly string[]>> = {
  check: [],
  trf: ["--dialect", "2026"],
  pair: [],
  "check-pairings": [],
  tiebreak: [],
  standings: [],
  crosstable: [],
  prizes: ["--prizes", prizes],
  ratings: [],
  "uscf-report": ["-o", dir],
  "ecf-report": ["-o", join(dir, "ecf.txt")],
  teams: [],
  html: ["-o", dir],
  wall: [],
  season: [],
  keizer: [],
};
/** Commands that read no tournament file (a ladder log, matches, sign-ups, a number) or only .csv/.xlsx lists. */
const OTHERS: Readonly<Record<string, readonly string[]>> = {
  ladder: [],
  league: [],
  gp: ["--scheme", "ACF1"],
  qualify: ["--section", "K-3"],
  "acf-period": [prizes], // PLAYERS GAMES: the file named first is the players
  entries: ["-o", join(dir, "x.trf")],
  "round-robin": [],
};

test("every command is in one of the lists", () => {
  expect([...commandNames()].sort()).toEqual([...Object.keys(READERS), ...Object.keys(OTHERS)].sort());
});

test("a 9 MB event name is refused by every command that reads the file, naming the line", async () => {
  const file = writeTemp(dir, "long.trf", `012 ${"N".repeat(9 * 1024 * 1024)}\n${ANN}\n${BOB}\n`);
  for (const [name, rest] of Object.entries(READERS)) {
    const r = await cli(name, file, ...rest);
    expect([name, r.code]).toEqual([name, 1]);
    expect([name, r.out + r.err]).toEqual([name, expect.stringContaining("line 1: 012 is 9437184 characters long; a cell holds at most 256")]);
  }
}, 120000);

describe("an empty, binary or header-only file: exit 1 and check's sentence from every command", () => {
  const files: Record<string, string> = {
    empty: writeTemp(dir, "empty.trf", ""),
    binary: writeTemp(dir, "binary.trf", "\u0000\u0001\u0002\u00ff\u00fe PK\u0003\u0004 garbage\n\u0000\u0000"),
    header: writeTemp(dir, "header.trf", "012 Spring Open\nXXR 5\n"),
    "header-only csv": writeTemp(dir, "header.csv", "Name,Rating\n"),
  };
  test.each(Object.keys(files))("%s", async (kind) => {
    const file = files[kind] as string;
    const sentence = `${file}: no players — is this a tournament file?`;
    expect((await cli("check", file)).out).toContain(sentence);
    for (const [name, rest] of Object.entries(READERS)) {
      const r = await cli(name, file, ...rest);
      expect([name, r.code]).toEqual([name, 1]);
      expect([name, r.out + r.err]).toEqual([name, expect.stringContaining(sentence)]);
    }
  }, 60000);
});

describe("a device or a pipe named as the file is refused by its kind, by every command", () => {
  const zero = "/dev/zero";
  const has = existsSync(zero);
  (has ? test : test.skip)("/dev/zero, and /dev/zero under a .trf, .csv or .xlsx name", async () => {
    const names = [zero, ...["z.trf", "z.csv", "z.xlsx"].map((n) => {
      const link = join(dir, n);
      symlinkSync(zero, link);
      return link;
    })];
    for (const file of names)
      for (const [name, rest] of Object.entries({ ...READERS, ...OTHERS })) {
        if (name === "round-robin") continue; // takes a number, not a file
        const r = await cli(name, file, ...rest);
        const said = r.out + r.err;
        // A command that takes only .csv or .xlsx refuses a .trf (or no extension) by its name first.
        if (/unknown kind of file/.test(said) && !/\.(csv|xlsx)$/.test(file)) continue;
        expect([name, file, r.code]).toEqual([name, file, 1]);
        expect([name, file, said]).toEqual([name, file, expect.stringContaining(`${file} is a device, not a file`)]);
      }
  }, 120000);

  (has ? test : test.skip)("a named pipe (what /dev/stdin is under a shell's pipe)", async () => {
    const fifo = join(dir, "pipe.trf");
    execFileSync("mkfifo", [fifo]);
    for (const [name, rest] of Object.entries(READERS)) {
      const r = await cli(name, fifo, ...rest);
      expect([name, r.code]).toEqual([name, 1]);
      expect([name, r.out + r.err]).toEqual([name, expect.stringContaining(`${fifo} is a pipe, not a file`)]);
    }
  }, 60000);
});

test("the 16 KB file whose XXP line repeats `1 2`: check says OK, and trf writes the pair once", async () => {
  let xxp = "XXP";
  while (xxp.length < 16 * 1024) xxp += " 1 2";
  const file = writeTemp(dir, "xxp.trf", `012 Open\n${ANN}\n${BOB}\n${xxp}\n`);
  const check = await cli("check", file);
  expect(check.code).toBe(0);
  expect(check.out).toContain("OK");
  for (const dialect of ["bx", "2026"]) {
    const r = await cli("trf", file, "--dialect", dialect);
    expect(r.code).toBe(0);
    expect(r.out.split("\n").filter((l) => l.startsWith("XXP"))).toEqual(["XXP 1 2"]);
  }
});

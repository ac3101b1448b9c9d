/**
 * The command line's front end (issue 18): node:util parseArgs, strict, with per-command --help,
 * `help CMD`, --version from package.json, unknown options named, "-" for standard input, and
 * --format json on every command.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { commandNames, loadCommand, main } from "../../src/cli/main";
import type { Command } from "../../src/cli/command";
import { cli, tempDir, writeTemp } from "./helpers";
import { readStream } from "../../src/cli/stdin";
import { LIMITS } from "../../src/core/formats/limits";

const root = join(__dirname, "..", "..");
const oracle = join(root, "test", "fixtures", "oracle-dutch");
const CASE005 = join(oracle, "case005.trf");

async function all(): Promise<Command[]> {
  return Promise.all(commandNames().map(async (n) => (await loadCommand(n)) as Command));
}

/** Runs main with `stdin` as standard input. */
async function withStdin(stdin: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(argv, {
    out: (t) => (out += t + "\n"),
    err: (t) => (err += t + "\n"),
    readStdin: async () => stdin,
  });
  return { code, out, err };
}

describe("wallchart --version and help", () => {
  test("--version prints the version in package.json", async () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const r = await cli("--version");
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`wallchart ${pkg.version}`);
  });

  test("no command prints the list of commands and exits 2; `help` exits 0", async () => {
    const none = await cli();
    expect(none.code).toBe(2);
    for (const n of commandNames()) expect(none.out).toContain(`  ${n} `);
    expect((await cli("help")).code).toBe(0);
  });

  test("every command has --help, -h and `help CMD`, listing each declared option", async () => {
    for (const c of await all()) {
      const r = await cli(c.name, "--help");
      expect({ name: c.name, code: r.code, err: r.err }).toEqual({ name: c.name, code: 0, err: "" });
      expect(r.out).toContain(`Usage: wallchart ${c.usage}`);
      expect(r.out).toContain(c.summary);
      for (const o of c.options ?? []) expect(r.out).toContain(`--${o.name}`);
      expect(r.out).toContain("-h, --help");
      expect((await cli(c.name, "-h")).out).toBe(r.out);
      expect((await cli("help", c.name)).out).toBe(r.out);
      // --help wins over anything else on the line, even a missing file
      expect((await cli(c.name, "no-such-file.trf", "--help")).code).toBe(0);
    }
  });

  test("`help` of an unknown command is a usage error", async () => {
    const r = await cli("help", "frobnicate");
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "frobnicate"');
  });
});

describe("strict options (node:util parseArgs)", () => {
  test("every command declares its options, a --format with json among them", async () => {
    for (const c of await all()) {
      expect({ name: c.name, declared: c.options !== undefined }).toEqual({ name: c.name, declared: true });
      const format = c.options?.find((o) => o.name === "format");
      expect({ name: c.name, json: format?.choices?.includes("json") }).toEqual({ name: c.name, json: true });
    }
  });

  test("an unknown option is named as unknown, not as needing a value", async () => {
    const r = await cli("pair", CASE005, "--bogus");
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option --bogus");
    expect(r.err).not.toContain("needs a value");
  });

  test("an option without its value says so, with the values it takes", async () => {
    const r = await cli("tiebreak", CASE005, "--format");
    expect(r.code).toBe(2);
    expect(r.err).toContain("option --format needs a value (table, csv, json)");
  });

  test("a value outside the choices is refused before any file is read", async () => {
    const r = await cli("check", "no-such-file.trf", "--format", "xml");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--format "xml" is not a format (expected text, json)');
  });

  test("a flag given a value is refused", async () => {
    const r = await cli("qualify", "x.csv", "--berths=yes");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--berths takes no value");
  });
});

describe('"-" reads standard input', () => {
  const trf = readFileSync(CASE005, "utf8");

  test("`cat f.trf | wallchart check -` reads the TRF from standard input", async () => {
    const r = await withStdin(trf, "check", "-");
    expect(r.code).toBe(0);
    expect(r.out).toContain("standard input: OK — 7 players (7 rated), 2 rounds paired of 6.");
  });

  test("pair - gives the same boards as pair FILE", async () => {
    const fromFile = await cli("pair", CASE005, "--system", "dutch");
    const fromStdin = await withStdin(trf, "pair", "-", "--system", "dutch");
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.out).toBe(fromFile.out);
  });

  test("--from csv reads a CSV wallchart; --from trf forces TRF", async () => {
    const csv = "Name,Rd 1,Rd 2\nAnn,W2,D3\nBob,L1,B\nCat,B,D1\n";
    const r = await withStdin(csv, "check", "-", "--from", "csv");
    expect(r.out).toContain("standard input: OK — 3 players");
    const forced = await withStdin(csv, "check", "-", "--from", "trf");
    expect(forced.code).toBe(1);
    expect(forced.out).toContain("no players");
  });
});

describe("standard input is read no further than the 10 MB limit", () => {
  /** An endless stream of TRF-looking lines, counting what was taken from it. */
  function endless(): { stream: AsyncIterable<Buffer>; taken: () => number } {
    let taken = 0;
    const line = Buffer.from(
      "001    1      Endless Player                    1500                             0.0\n".repeat(1000),
    );
    return {
      stream: {
        async *[Symbol.asyncIterator]() {
          for (;;) {
            taken += line.length;
            yield line;
          }
        },
      },
      taken: () => taken,
    };
  }

  test("an endless stream is cut just past the limit, and refused by its size naming standard input", async () => {
    const source = endless();
    const text = await readStream(source.stream, LIMITS.fileBytes);
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMITS.fileBytes);
    expect(source.taken()).toBeLessThan(LIMITS.fileBytes + 200_000);
    const r = await withStdin(text, "check", "-");
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain("standard input is larger than 10 MB");
  });

  test("a stream under the limit is read whole", async () => {
    const text = await readStream(["001 ", "a", Buffer.from("é")], LIMITS.fileBytes);
    expect(text).toBe("001 aé");
  });
});

describe("check", () => {
  test("a .trf with no player lines is a problem, not `OK — 0 players`", async () => {
    const file = writeTemp(tempDir(), "garbage.trf", "this is not a tournament\nat all\n");
    const r = await cli("check", file);
    expect(r.code).toBe(1);
    // The whole answer, exactly: a substring test ("OK" nowhere) failed when the random temp folder's
    // name held "OK" (wallchart-OKx1yz), as the path is quoted in the answer.
    expect(r.out.trimEnd().split("\n")).toEqual([
      `${file}: 1 problem`,
      `  ${file}: no players — is this a tournament file? (a TRF-16 player line starts with 001; a CSV wallchart has a header row, then one row per player)`,
    ]);
    expect(r.out.split(file).join("FILE")).not.toMatch(/OK/);
  });

  test("--format json lists the problems with their codes", async () => {
    const file = writeTemp(tempDir(), "garbage.trf", "nothing here\n");
    const r = await cli("check", file, "--format", "json");
    expect(JSON.parse(r.out)).toEqual({
      file,
      ok: false,
      problems: [expect.objectContaining({ code: "MISSING", message: expect.stringContaining("no players") })],
    });
  });
});

describe("--format json and csv", () => {
  test("check", async () => {
    const r = await cli("check", CASE005, "--format", "json");
    expect(JSON.parse(r.out)).toEqual({
      file: CASE005,
      ok: true,
      players: 7,
      rated: 7,
      roundsPaired: 2,
      totalRounds: 6,
      problems: [],
    });
  });

  test("pair: boards with both players, as JSON and as CSV", async () => {
    const plain = (await cli("pair", CASE005, "--system", "dutch")).out.trim().split("\n");
    const j = JSON.parse((await cli("pair", CASE005, "--system", "dutch", "--format", "json")).out);
    expect(j.round).toBe(3);
    const boards = j.boards.map((b: { white: { id: number }; black: { id: number } }) => `${b.white.id} ${b.black.id}`);
    const byes = j.unpaired
      .filter((u: { reason: string }) => u.reason === "pab")
      .map((u: { id: number }) => `${u.id} 0`);
    expect([String(boards.length + byes.length), ...boards, ...byes]).toEqual(plain);
    const csv = (await cli("pair", CASE005, "--system", "dutch", "--format", "csv")).out.trim().split("\n");
    expect(csv[0]).toBe("Board,White,White name,Black,Black name,Unpaired");
    expect(csv[1]).toMatch(new RegExp(`^1,${j.boards[0].white.id},`));
  });

  test("tiebreak and standings", async () => {
    const tb = JSON.parse((await cli("tiebreak", CASE005, "--system", "SOLKOFF", "--format", "json")).out);
    expect(tb).toHaveLength(7);
    expect(tb[0]).toEqual({ "#": 1, SOLKOFF: expect.any(Number) });
    const st = JSON.parse((await cli("standings", CASE005, "--format", "json")).out);
    expect(st).toHaveLength(7);
    expect((await cli("tiebreak", CASE005, "--format", "csv")).out.split("\n")[0]).toBe("#,MODIFIED_MEDIAN");
  });

  test("trf --format json is the tournament as read", async () => {
    const t = JSON.parse((await cli("trf", CASE005, "--format", "json")).out);
    expect(t.players).toHaveLength(7);
    expect(t.totalRounds).toBe(6);
  });

  test("gp and qualify: the notes and each table", async () => {
    const k12 = join(root, "test", "fixtures", "gp", "seed002_k12.csv");
    const gp = JSON.parse((await cli("gp", k12, "--scheme", "VCF", "--format", "json")).out);
    expect(gp.notes[0]).toMatch(/^VCF Cup points/);
    expect(gp.players.length).toBeGreaterThan(0);
    expect(gp.players[0]).toHaveProperty("Points");
    const q = await cli("qualify", k12, "--section", "K-12", "--format", "json");
    expect(q.code).toBe(0);
    expect(JSON.parse(q.out).qualifiers[0]).toEqual({ Place: expect.any(Number), Name: expect.any(String) });
    const csv = await cli("gp", k12, "--scheme", "VCF", "--format", "csv");
    expect(csv.out.split("\n")[0]).toMatch(/^Place,Name/);
    expect(csv.err).toMatch(/^VCF Cup points/);
  });

  test("ladder and acf-period", async () => {
    const dir = tempDir();
    const log = writeTemp(dir, "log.csv", "Date,Challenger,Defender,Result\n2025-03-04,Dan,Bob,1-0\n");
    const players = writeTemp(dir, "players.csv", "Ann\nBob\nCat\nDan\n");
    const l = JSON.parse((await cli("ladder", log, "--players", players, "--format", "json")).out);
    expect(l.map((x: { Name: string }) => x.Name)).toEqual(["Ann", "Dan", "Bob", "Cat"]);
    const acf = join(root, "test", "fixtures", "acf");
    const a = await cli("acf-period", join(acf, "players.csv"), join(acf, "games.csv"), "--format", "json");
    expect(a.code).toBe(0);
    const j = JSON.parse(a.out);
    expect(j.list.length).toBeGreaterThan(0);
    expect(j.reports).toHaveProperty("top");
    const csv = await cli("acf-period", join(acf, "players.csv"), join(acf, "games.csv"), "--format", "csv");
    expect(csv.out.split("\n").length).toBe(j.list.length + 2);
  });
});

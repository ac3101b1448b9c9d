/** `wallchart pair`: the engines' plain format and a readable table. */
import { readFileSync } from "fs";
import { join } from "path";
import { cli } from "./helpers";

const oracle = join(__dirname, "..", "fixtures", "oracle-dutch");

describe("wallchart pair", () => {
  test("--system dutch prints the count, then `white black`, the bye as `N 0` (case005)", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "dutch");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const lines = r.out.trim().split("\n");
    const expected = readFileSync(join(oracle, "case005.expected"), "utf8").trim().split("\n");
    expect(lines[0]).toBe(expected[0]);
    expect(lines.slice(1).sort()).toEqual(expected.slice(1).sort());
  });

  test("--format table names the players with their scores", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "dutch", "--format", "table");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Round 3$/m);
    expect(r.out).toMatch(/Board\s+White\s+Black/);
    expect(r.out).toMatch(/bye \(1 point\)/);
  });

  test("a tournament with no legal pairing says so in words, exit 1", async () => {
    const r = await cli("pair", join(oracle, "novalid001.trf"), "--system", "dutch");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/pair/i);
  });

  test("--first-colour is checked", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "dutch", "--first-colour", "green");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/expected W or B/);
  });

  test("an unknown system lists the valid ones, exit 1", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "monrad");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/expected USCF, DUTCH, PANAM1954/);
  });
});

/** `wallchart pair --explain`: the reason for every board (issue 13, item 2). */
import { join } from "path";
import { cli } from "./helpers";

const oracle = join(__dirname, "..", "fixtures", "oracle-dutch");

describe("wallchart pair --explain", () => {
  test("USCF: one line per board naming the rule, then the bye", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "uscf", "--explain");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const count = Number(r.out.split("\n")[0]);
    const why = r.out.slice(r.out.indexOf("Why:"));
    const boards = why.split("\n").filter((l) => /^ {2}Board \d+: /.test(l));
    expect(boards.length).toBeGreaterThan(0);
    for (const line of boards) expect(line).toMatch(/\((27|28|29)[A-Z]\d/);
    expect(why).toMatch(/full-point bye \(28L2/);
    expect(boards.length).toBe(count - 1);
  });
  test("DUTCH: each board's score groups", async () => {
    const r = await cli("pair", join(oracle, "case005.trf"), "--system", "dutch", "--explain", "--format", "table");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}Board 1: (both on|#\d+ \()/m);
  });
});

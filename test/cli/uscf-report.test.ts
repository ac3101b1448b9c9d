/** `wallchart uscf-report FILE -o DIR`: the three files written from a workbook or a TRF, or every problem and nothing written. */
import { existsSync, readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { cli, tempDir } from "./helpers";
import { makeTrf } from "../../src/core/formats/trf";
import type { Tournament } from "../../src/core/model/types";
import { weekend } from "../core/reports/uscf-weekend";
import { readIndependently } from "../core/formats/dbf-independent";

const GOLDEN = join(__dirname, "..", "fixtures", "uscf");
const NAMES = ["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"];

async function saved(sheets = weekend()): Promise<{ dir: string; file: string }> {
  const { saveXlsx } = await import("../../src/cli/load");
  const dir = tempDir();
  const file = join(dir, "hudson.xlsx");
  await saveXlsx(file, { sheets });
  return { dir, file };
}

describe("wallchart uscf-report", () => {
  test("an .xlsx with two sections: the three golden files (all but the date of last update, which is today's)", async () => {
    const { dir, file } = await saved();
    const out = join(dir, "report");
    const r = await cli("uscf-report", file, "-o", out);
    expect(r.err).toBe("");
    expect(r.out).toMatch(/wrote .*THEXPORT\.DBF, .*TSEXPORT\.DBF, .*TDEXPORT\.DBF: 2 sections, 7 players, 7 games/);
    expect(r.code).toBe(0);
    for (const name of NAMES) {
      const mine = readFileSync(join(out, name));
      const golden = readFileSync(join(GOLDEN, name));
      expect(mine.subarray(4)).toEqual(golden.subarray(4));
      expect(mine[0]).toBe(0x03);
    }
  });

  test("nothing is written while a player has no US Chess ID; the cell is named, exit 1", async () => {
    const sheets = weekend().map((s) => (s.name === "U1800 Players" ? { ...s, cells: s.cells.map((row, i) => (i === 2 ? [row[0] ?? null, row[1] ?? null, row[2] ?? null, null] : row)) } : s));
    const { dir, file } = await saved(sheets);
    const r = await cli("uscf-report", file, "-o", join(dir, "report"));
    expect(r.code).toBe(1);
    expect(r.err).toContain("'U1800 Players'!D3: no US Chess ID for Ortiz, Eli (#2)");
    expect(existsSync(join(dir, "report"))).toBe(false);
  });

  test("files already in the folder are never overwritten", async () => {
    const { dir, file } = await saved();
    writeFileSync(join(dir, "TDEXPORT.DBF"), "mine");
    const r = await cli("uscf-report", file, "-o", dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/TDEXPORT\.DBF already exists; nothing was written/);
    expect(readFileSync(join(dir, "TDEXPORT.DBF"), "utf8")).toBe("mine");
    expect(existsSync(join(dir, "THEXPORT.DBF"))).toBe(false);
  });

  test("a TRF: the header rows it cannot hold come from the command line, and a missing one is named by its option", async () => {
    const t: Tournament = {
      info: { name: "Club night", city: "Albany", startDate: "2026/11/20", timeControl: "G/30;d5" },
      totalRounds: 1,
      initialColour: null,
      players: [
        { id: 1, name: "Adams, Al", rating: 1500, memberId: "12345678", rounds: [{ kind: "win", opponent: 2, colour: "w" }] },
        { id: 2, name: "Baker, Bo", rating: 1400, memberId: "23456789", rounds: [{ kind: "loss", opponent: 1, colour: "b" }] },
      ],
    };
    const dir = tempDir();
    const file = join(dir, "club.trf");
    writeFileSync(file, makeTrf(t));
    const short = await cli("uscf-report", file, "-o", join(dir, "out"), "--affiliate", "A1234567", "--chief-td", "12345678");
    expect(short.code).toBe(1);
    expect(short.err).toContain("no --state given: the state where the event was played (two letters, as NY)");
    expect(short.err).toContain("no --rating-system given");
    const r = await cli("uscf-report", file, "-o", join(dir, "out"), "--affiliate", "A1234567", "--chief-td", "12345678", "--state", "NY", "--zip", "12207", "--rating-system", "D");
    expect(r.err).toMatch(/warning: .*one-day event/);
    expect(r.code).toBe(0);
    const td = readIndependently(readFileSync(join(dir, "out", "TDEXPORT.DBF")));
    expect(td.records.map((x) => [x.D_MEM_ID, x.D_RND01?.trim()])).toEqual([["12345678", "W2W"], ["23456789", "L1B"]]);
    const th = readIndependently(readFileSync(join(dir, "out", "THEXPORT.DBF")));
    expect(th.records[0]?.H_CITY?.trim()).toBe("Albany");
    expect(th.records[0]?.H_BEG_DATE).toBe("20261120");
  });

  test("-o is required", async () => {
    const { file } = await saved();
    const r = await cli("uscf-report", file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/-o DIR/);
  });
});

describe("wallchart ecf-report", () => {
  test("an .xlsx congress: the submission file as the golden one; an existing file is never overwritten", async () => {
    const { congress } = await import("../core/reports/ecf-congress");
    const { saveXlsx } = await import("../../src/cli/load");
    const dir = tempDir();
    const file = join(dir, "anytown.xlsx");
    await saveXlsx(file, { sheets: congress() });
    const out = join(dir, "anytown.txt");
    const r = await cli("ecf-report", file, "-o", out);
    expect(r.out).toMatch(/wrote .*anytown\.txt: 7 players, 7 games/);
    expect(r.err).toMatch(/warning: Players!D4: no ECF code for Clarke, Tom/);
    expect(r.code).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(readFileSync(join(__dirname, "..", "fixtures", "ecf", "anytown.txt"), "utf8"));
    const again = await cli("ecf-report", file, "-o", out);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/exists; not overwritten/);
  });
});

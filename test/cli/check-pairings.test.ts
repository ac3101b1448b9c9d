/** `wallchart check-pairings`: exit 0 when every round is the engine's, 1 with the differences listed, 2 on a wrong command line. */
import { readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../src/core/errors";
import { makeTrf, parseTrf } from "../../src/core/formats/trf";
import { roundsPaired } from "../../src/core/model/tournament";
import { pairRound } from "../../src/core/pairing";
import { withPairing } from "../../src/core/pairing/check/apply";
import { cli, tempDir, writeTemp } from "./helpers";

const CASE = join(__dirname, "..", "fixtures", "oracle-dutch", "case030.trf");

function withNextRound(swapColoursOnTop: boolean): string {
  const t = unwrap(parseTrf(readFileSync(CASE, "utf8")));
  const round = roundsPaired(t) + 1;
  const p = pairRound(t, round, "DUTCH");
  const boards = p.boards.map((b, i) => (i === 0 && swapColoursOnTop ? { white: b.black, black: b.white } : b));
  const pab = p.unpaired.find((u) => u.reason === "pab")?.player ?? null;
  return writeTemp(tempDir(), "event.trf", makeTrf(withPairing(t, round, boards, pab)));
}

describe("wallchart check-pairings", () => {
  test("a reference-engine event with our engine's next round: every round is the engine's, exit 0", async () => {
    const r = await cli("check-pairings", withNextRound(false));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Every round checked is the DUTCH engine's pairing\./);
  });

  test("colours switched on the top board: exit 1, the board and the C.04.3 5.2 step named", async () => {
    const file = withNextRound(true);
    const r = await cli("check-pairings", file, "--system", "dutch");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/colours switched/);
    expect(r.out).toMatch(/breaks\s+C\.04\.3 5\.2\.[1-5]/);
    expect(r.out).toMatch(/Round \d+ differs from the DUTCH engine's pairing\./);
  });

  test("--format json gives the check as data; --round checks one round", async () => {
    const file = withNextRound(true);
    const r = await cli("check-pairings", file, "--format", "json", "--round", "1");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { system: string; same: boolean; rounds: { round: number; same: boolean }[] };
    expect(json).toMatchObject({ system: "DUTCH", same: true, rounds: [{ round: 1, same: true }] });
  });

  test("a wrong command line exits 2 with the usage", async () => {
    expect((await cli("check-pairings")).code).toBe(2);
    expect((await cli("check-pairings", CASE, "--format", "xml")).code).toBe(2);
    expect((await cli("check-pairings", CASE, "--round", "x")).code).toBe(2);
    const r = await cli("check-pairings", CASE, "--colour", "w");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Usage: wallchart check-pairings FILE/);
  });

  test("a round that was never paired is refused naming the range, exit 1", async () => {
    const r = await cli("check-pairings", CASE, "--round", "9");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/round 9: expected a paired round from 1 to \d/);
  });
});

describe("wallchart check-pairings --section", () => {
  test("reads one section of an .xlsx workbook (its 'NAME …' sheets); a file without sections is a usage error", async () => {
    const { saveXlsx } = await import("../../src/cli/load");
    const { makeWorkbook } = await import("../../src/core/formats/workbook");
    const t = unwrap(parseTrf(readFileSync(CASE, "utf8")));
    const sheets = makeWorkbook(t).sheets.map((s) => ({ ...s, name: `U1400 ${s.name}` }));
    const file = join(tempDir(), "weekend.xlsx");
    await saveXlsx(file, { sheets });
    const r = await cli("check-pairings", file, "--section", "U1400", "--system", "dutch");
    expect(r.err).toBe("");
    expect(r.out).toMatch(/Every round checked is the DUTCH engine's pairing\./);
    expect(r.code).toBe(0);
    expect((await cli("check-pairings", file, "--section", "Open")).code).toBe(2);
    expect((await cli("check-pairings", CASE, "--section", "U1400")).err).toMatch(/only an \.xlsx workbook has sections/);
  });
});

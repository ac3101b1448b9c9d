/** `wallchart tiebreak` and `wallchart standings`, run in-process on the 1967 fixtures and on TRF. */
import { join } from "path";
import { makeTrf } from "../../../src/core/formats/trf";
import { cli, tempDir, writeTemp } from "../../cli/helpers";
import { fixture } from "./helpers";
import { CLUB_NIGHT } from "./hand";

const B = join(__dirname, "..", "..", "fixtures", "1967", "b-division.csv");

describe("wallchart tiebreak", () => {
  test("prints # and the value per player; Michael Weber's Solkoff is 13", async () => {
    const r = await cli("tiebreak", B, "--system", "solkoff");
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]?.trim().split(/\s+/)).toEqual(["#", "SOLKOFF"]);
    expect(lines).toHaveLength(18);
    expect(lines[2]?.trim().split(/\s+/)).toEqual(["2", "13"]);
  });
  test("the default system is MODIFIED_MEDIAN (Weber 11.5)", async () => {
    const r = await cli("tiebreak", B);
    expect(r.out.split("\n")[2]?.trim().split(/\s+/)).toEqual(["2", "11.5"]);
  });
  test("an unknown system is a usage error listing the valid ones", async () => {
    const r = await cli("tiebreak", B, "--system", "BUCHHOLZ");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /--system: "BUCHHOLZ" is not a tiebreak system \(expected one of MODIFIED_MEDIAN, .*FIDE_APPO; /,
    );
  });
  test("ratings come from the file; a missing one is a problem naming the row (exit 1)", async () => {
    const r = await cli("tiebreak", B, "--system", "ARO");
    expect(r.code).toBe(1);
    expect(r.err).toContain("ratings, row 1 (#1 Elwin Meyers): no rating");
    expect(r.err).toContain("ratings, row 5 (#5 Bruce Beardsley): no rating");
  });
});

describe("wallchart standings", () => {
  test("table: Place, #, Name, Score and the US order, best first", async () => {
    const r = await cli("standings", B);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      "Place",
      "#",
      "Name",
      "Score",
      "MODIFIED_MEDIAN",
      "SOLKOFF",
      "CUMULATIVE",
      "OPP_CUMULATIVE",
    ]);
    expect(
      lines[2]
        ?.trim()
        .split(/\s{2,}/)
        .slice(0, 5),
    ).toEqual(["2", "2", "Michael Weber", "4", "11½"]);
  });
  test("csv with the 1967 order", async () => {
    const r = await cli("standings", B, "--tiebreaks", "MEDIAN,SOLKOFF,SONNEBORN_BERGER", "--format", "csv");
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]).toBe("Place,#,Name,Score,MEDIAN,SOLKOFF,SONNEBORN_BERGER");
    expect(lines[2]).toBe("2,2,Michael Weber,4,8,13,9.5");
  });
  test("json, PANAM1954: blank group columns are null", async () => {
    const r = await cli("standings", B, "--tiebreaks", "PANAM1954", "--format", "json");
    const rows = JSON.parse(r.out) as { place: string; id: number; tiebreaks: Record<string, number | null> }[];
    expect(rows[1]).toEqual({
      place: "2",
      id: 2,
      name: "Michael Weber",
      score: 4,
      tiebreaks: { SONNEBORN_BERGER: 9.5, GAME_BETWEEN: null, WINS_VS_HIGHER: null, LOSSES_VS_LOWER: null },
    });
  });
  test("a TRF of the same event gives the same standings", async () => {
    const dir = tempDir();
    const trf = writeTemp(dir, "b.trf", makeTrf(fixture("1967/b-division.csv")));
    const fromTrf = await cli("standings", trf, "--format", "csv");
    const fromCsv = await cli("standings", B, "--format", "csv");
    expect(fromTrf.out).toBe(fromCsv.out);
  });
  test("a bad --format is a usage error", async () => {
    const r = await cli("standings", B, "--format", "xml");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--format "xml" is not a format (expected table, csv, json)');
  });
});

describe("--rules and --unrated (C.07 version, round robin, unrated players)", () => {
  test("the TRF's start date (042) chooses the version; --rules overrides it", async () => {
    const dir = tempDir();
    const file = writeTemp(dir, "club.trf", makeTrf(CLUB_NIGHT)); // 042 2025/11/04
    const third = (out: string) => out.split("\n")[3]?.trim().split(/\s+/);
    expect(third((await cli("tiebreak", file, "--system", "FIDE_BH")).out)).toEqual(["3", "9"]);
    expect(third((await cli("tiebreak", file, "--system", "FIDE_BH", "--rules", "2026")).out)).toEqual(["3", "7.5"]);
    const bad = await cli("standings", file, "--rules", "1999");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/"1999" is not a tiebreak option/);
  });
});

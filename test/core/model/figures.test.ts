/**
 * Issue 24 (item 5): one number format a column — `16.25` never stands beside `15½`; scores and
 * half-point tiebreaks with ½, other tiebreaks with the decimals the column needs.
 */
import { columnFormat, columnTexts, figureText, hostFormat, numbersFormat } from "../../../src/core/model/figures";
import { sampleTournament } from "../../../src/core/formats/sample";
import { standingsGrid, teamGrid } from "../../../src/core/posting/grids";
import { crosstable, crosstableGrid } from "../../../src/core/crosstable/crosstable";
import { teamStandings } from "../../../src/core/teams/standings";

describe("one number format a column (issue 24, item 5)", () => {
  test("a Sonneborn-Berger column with a quarter writes every row with two decimals", () => {
    expect(columnTexts([325, 310, 200, null], 20)).toEqual(["16.25", "15.50", "10.00", ""]);
  });
  test("a column of whole and half points is written with ½", () => {
    expect(columnTexts([310, 320, 10, 0], 20)).toEqual(["15½", "16", "½", "0"]);
    expect(columnTexts([155, 160, 5], 10)).toEqual(["15½", "16", "½"]);
  });
  test("tenths (a point system's 0.3) and averages take the decimals they need; counts and ratings none", () => {
    expect(columnTexts([153, 160], 10)).toEqual(["15.3", "16.0"]);
    expect(columnTexts([1250, 1200], 100)).toEqual(["12.5", "12.0"]);
    expect(columnTexts([1225, 1200], 100)).toEqual(["12.25", "12.00"]);
    expect(columnTexts([1843, 1790], 1)).toEqual(["1843", "1790"]);
    expect(columnFormat([], 20)).toEqual({ kind: "halves" });
    expect(figureText(undefined, 10, { kind: "halves" })).toBe("");
  });
  test("the host's number format is the same choice: a fraction for halves, fixed decimals otherwise", () => {
    expect(hostFormat(columnFormat([310, 325], 20))).toBe("0.00");
    expect(hostFormat(columnFormat([310, 320], 20))).toBe("# ?/2");
    expect(hostFormat(columnFormat([1843], 1))).toBe("0");
  });

  // A column is mixed in the old code: `16.25` beside `15½` (valueText wrote halves with ½, quarters as decimals).
  const mixed = (grid: string[][], label: string): string[] => {
    const col = (grid[0] ?? []).indexOf(label);
    expect(col).toBeGreaterThan(0);
    return grid.slice(1).map((r) => r[col] ?? "");
  };
  const oneForm = (cells: readonly string[]): void => {
    const halves = cells.filter((c) => /½$|^\d+$/.test(c));
    const decimals = cells.filter((c) => /^\d+\.\d+$/.test(c));
    expect(halves.length === 0 || decimals.length === 0).toBe(true);
    if (decimals.length > 0) expect(new Set(decimals.map((d) => d.split(".")[1]?.length)).size).toBe(1);
  };
  const t = sampleTournament({ players: 40, rounds: 5, seed: 24, halfByes: 0.1 });
  const ranking = { order: ["SONNEBORN_BERGER", "SOLKOFF"] as never };

  test("the standings, crosstable and team standings write each tiebreak column one way", () => {
    const standings = standingsGrid(t, ranking).rows;
    const sb = mixed(standings, "Sonneborn-Berger");
    expect(sb.some((c) => /\.(25|75)$/.test(c))).toBe(true);
    oneForm(sb);
    oneForm(mixed(standings, "Solkoff"));
    const ct = crosstableGrid(crosstable(t, ranking));
    oneForm(mixed(ct, "Sonneborn-Berger"));
    const teams = teamGrid(teamStandings(t, { method: "US", top: 3, order: ["SONNEBORN_BERGER"] } as never));
    for (const label of (teams[0] ?? []).slice(3, -1)) oneForm(mixed(teams, label));
  });
});

describe("a sheet's column of decimals gets the same choice", () => {
  test("points with halves only: ½ (as a fraction format); a quarter anywhere: two decimals; ratings: none", () => {
    expect(numbersFormat([15.5, 16, 0.5, "", null], true)).toEqual({ kind: "halves" });
    expect(numbersFormat([15.5, 16.25], true)).toEqual({ kind: "decimals", places: 2 });
    expect(numbersFormat([1843, 1790], false)).toEqual({ kind: "decimals", places: 0 });
    expect(numbersFormat([12.5, 12], false)).toEqual({ kind: "decimals", places: 1 });
  });
});

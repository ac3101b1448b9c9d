/**
 * Issue 30's functions on both hosts (Excel's wrappers and the built Sheets bundle): KEIZER_STANDINGS
 * and KEIZER_PAIR on docs/keizer.md's worked example, LEAGUE_TABLE on docs/teams.md's, SCHEVENINGEN.
 */
import { HOSTS } from "./hosts";

const NAMES = [["Anna"], ["Bram"], ["Cees"], ["Dirk"], ["Els"], ["Fenna"]];
const NIGHTS = [
  ["W2w", "D3b"],
  ["L1b", "FPB"],
  ["D4b", "D1w"],
  ["D3w", "L6b"],
  ["L6w", "H"],
  ["W5b", "W4w"],
];
const MATCHES = [
  ["Round", "Home", "Away", "Bd 1", "Bd 2"],
  [1, "Knights", "Pawns", "1-0", "½-½"],
  [1, "Rooks", "Bishops", "½-½", "½-½"],
  [2, "Pawns", "Bishops", "0-1", "1-0"],
  [2, "Knights", "Rooks", "0-1", "0-1"],
  [3, "Rooks", "Pawns", "1-0", "0-1"],
  [3, "Bishops", "Knights", "½-½", "0-1"],
];

describe.each(HOSTS)("issue 30's functions in $name", (host) => {
  test("KEIZER_STANDINGS: the worked example's ranking after night 2", () => {
    const out = host.call("KEIZER_STANDINGS", NIGHTS, NAMES, null) as unknown[][];
    expect(out.slice(1).map((r) => [r[2], Math.round((r[3] as number) * 100) / 100, r[4]])).toEqual([
      ["Anna", 10.5, 6],
      ["Cees", 9.5, 5],
      ["Fenna", 8, 4],
      ["Dirk", 5.5, 3],
      ["Bram", 3.33, 2],
      ["Els", 1.33, 1],
    ]);
  });
  test("KEIZER_PAIR: night 3, no rematch within three nights; one member present is a sentence", () => {
    expect(host.call("KEIZER_PAIR", NIGHTS, NAMES, null, null)).toEqual([
      [1, 1, 6],
      [2, 2, 3],
      [3, 4, 5],
    ]);
    expect(() => host.call("KEIZER_PAIR", [[""], [""], [""]], null, [["U"], [""], ["H"]], null)).toThrow("Night 1: only #2 is marked present");
  });
  test("LEAGUE_TABLE: docs/teams.md's table", () => {
    const out = host.call("LEAGUE_TABLE", MATCHES, null, null) as unknown[][];
    expect(out.map((r) => [r[0], r[1], r[6], r[7], r[8], r[9]])).toEqual([
      ["Place", "Team", "MP", "GP", "BW", "SB"],
      [1, "Rooks", 4, 4, 6.5, 12],
      [2, "Knights", 4, 3, 4.5, 6],
      [3, "Bishops", 2, 2.5, 4.5, 8],
      [4, "Pawns", 2, 2.5, 2.5, 8],
    ]);
  });
  test("SCHEVENINGEN and ROUND_ROBIN with team names", () => {
    expect(host.call("SCHEVENINGEN", [["Ann"], ["Bo"]], [["Cy"], ["Di"]], [[2]])).toEqual([
      [1, "Di", "Ann"],
      [2, "Bo", "Cy"],
    ]);
    expect(host.call("ROUND_ROBIN", [["Team"], ["Knights"], ["Rooks"], ["Bishops"], ["Pawns"]], [[1]], null)).toEqual([
      [1, "Knights", "Pawns"],
      [2, "Rooks", "Bishops"],
    ]);
  });
});

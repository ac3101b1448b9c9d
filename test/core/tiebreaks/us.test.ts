/** US Chess 34E systems on hand-worked tournaments (figures worked in hand.ts and below). */
import { tiebreakValues } from "../../../src/core/tiebreaks/registry";
import { CLUB_NIGHT, FOUR_TIED } from "./hand";
import { figures, wallchart } from "./helpers";

describe("US Chess 34E on the club-night tournament (byes, forfeits, withdrawal, half-point byes)", () => {
  test("34E2 Solkoff: #1 2+2+2½+1 = 7½; #3's forfeit win counts 0; #6 met nobody", () =>
    expect(figures(CLUB_NIGHT, "SOLKOFF")).toEqual([7.5, 8, 5.5, 4.5, 7, 0]));
  test("34E4 Median drops highest and lowest: #1 [1, 2, 2, 2½] → 4; #4 [0, 0, 2, 2½] → 2", () =>
    expect(figures(CLUB_NIGHT, "MEDIAN")).toEqual([4, 4.5, 3, 2, 4.5, 0]));
  test("34E1 Modified Median: plus drops lowest (#1 6½, #3 5½), even both (#2 4½, #4 2), minus highest (#5 4½)", () =>
    expect(figures(CLUB_NIGHT, "MODIFIED_MEDIAN")).toEqual([6.5, 4.5, 5.5, 2, 4.5, 0]));
  test("34E3 Cumulative: #3 1+2+2½+3 − 1 (forfeit win); #4 0+½+1½+2 − ½ − ½; #5 ½+½+1½+1½ − 1 (bye)", () =>
    expect(figures(CLUB_NIGHT, "CUMULATIVE")).toEqual([6, 5.5, 7.5, 3, 3, 0]));
  test("34E9 Cumulative of opposition, over the board: #1 3 + 5½ + 7½ + 3; #3 leaves out #6", () =>
    expect(figures(CLUB_NIGHT, "OPP_CUMULATIVE")).toEqual([19, 19.5, 14.5, 11.5, 19, 0]));
  test("34E8 Sonneborn-Berger: #1 2 + ½·2½ + 1 = 4¼; #3's forfeit win adds nothing", () =>
    expect(figures(CLUB_NIGHT, "SONNEBORN_BERGER")).toEqual([4.25, 4.25, 3.25, 2, 1, 0]));
  test("34E7 Kashdan 4/2/1/0: #1 4+1+2+4 = 11; #3 0+4+2+2 = 8; #4 1+0+4+0 = 5", () =>
    expect(figures(CLUB_NIGHT, "KASHDAN")).toEqual([11, 9, 8, 5, 4, 0]));
  test("34E6 Most Blacks: games played with Black, forfeits not counted", () =>
    expect(figures(CLUB_NIGHT, "MOST_BLACKS")).toEqual([2, 2, 2, 1, 1, 0]));
  test("34E5 Result between tied players: #4 beat #2, the others on 2 (TIEBREAK groups by score)", () =>
    expect(figures(CLUB_NIGHT, "HEAD_TO_HEAD")).toEqual([0, -1, 0, 1, 0, 0]));
  test("34E11 Average rating of opposition: #3 (1600+2000+1900)/3 = 1833⅓ → 1833; #6 met nobody: 0", () =>
    expect(figures(CLUB_NIGHT, "ARO")).toEqual([1750, 1775, 1833, 1950, 1900, 0]));
  test("34E10 Opposition's performance (rule of 400), halves up: #4 (1850 + 1775)/2 = 1812½ → 1813", () => {
    // Performances: #1 (7000 + 400)/4 = 1850; #2 7100/4 = 1775; #3 (5500 + 400)/3 = 1966⅔;
    // #4 3900/2 = 1950; #5 (5700 − 800)/3 = 1633⅓.
    // #1: (1950 + 1775 + 1966⅔ + 1633⅓)/4 = 1831¼; #2: (1633⅓ + 1850 + 1950 + 1966⅔)/4 = 1850;
    // #3: (1633⅓ + 1850 + 1775)/3 = 1752⁷⁄₉; #5: (1775 + 1966⅔ + 1850)/3 = 1863⁸⁄₉.
    expect(figures(CLUB_NIGHT, "PERFORMANCE")).toEqual([1831, 1850, 1753, 1813, 1864, 0]);
  });
});

/** A round robin (circle method) of n players (n even) where `result(i, j)` says what i got against j. */
function roundRobin(n: number, result: (i: number, j: number) => "W" | "D" | "L"): string[] {
  const rows: string[][] = Array.from({ length: n }, () => []);
  const ring = Array.from({ length: n - 1 }, (_, i) => i + 2);
  for (let r = 0; r < n - 1; r++) {
    const order = [1, ...ring];
    for (let k = 0; k < n / 2; k++) {
      const a = order[k] as number;
      const b = order[n - 1 - k] as number;
      const ra = result(a, b);
      const rb = ra === "W" ? "L" : ra === "L" ? "W" : "D";
      (rows[a - 1] as string[]).push(`${ra}${b}`);
      (rows[b - 1] as string[]).push(`${rb}${a}`);
    }
    ring.unshift(ring.pop() as number);
  }
  return rows.map((r) => r.join(" "));
}

describe("US Chess 34E1: nine or more rounds drop two at each end", () => {
  // Ten players, nine rounds, the lower number wins every game except #5 v #6, drawn.
  // Scores: #1 9, #2 8, #3 7, #4 6, #5 4½, #6 4½, #7 3, #8 2, #9 1, #10 0.
  const t = wallchart(
    roundRobin(10, (i, j) => ((i === 5 && j === 6) || (i === 6 && j === 5) ? "D" : i < j ? "W" : "L")),
  );
  const mm = figures(t, "MODIFIED_MEDIAN");
  const median = figures(t, "MEDIAN");
  test("plus score (#1, 9/9): opponents 8, 7, 6, 4½, 4½, 3, 2, 1, 0 without 0 and 1 = 35", () =>
    expect(mm[0]).toBe(35));
  test("even score (#5, 4½/9): 9, 8, 7, 6, 4½, 3, 2, 1, 0 without 9, 8, 1, 0 = 22½", () => expect(mm[4]).toBe(22.5));
  test("minus score (#10, 0/9): 9, 8, 7, 6, 4½, 4½, 3, 2, 1 without 9 and 8 = 28", () => expect(mm[9]).toBe(28));
  test("Median (#1): without 8, 7 and 1, 0 = 20", () => expect(median[0]).toBe(20));
  test("with eight rounds only one is dropped at each end", () => {
    const eight = wallchart(
      roundRobin(10, (i, j) => (i < j ? "W" : "L")).map((r) => r.split(" ").slice(0, 8).join(" ")),
    );
    const own = tiebreakValues(eight, "MEDIAN");
    const solkoff = tiebreakValues(eight, "SOLKOFF");
    const opponents = (eight.players[0]?.rounds ?? []).map((e) =>
      e === null
        ? 0
        : (eight.players[e.opponent - 1]?.rounds ?? []).reduce((s, x) => s + (x?.kind === "win" ? 10 : 0), 0),
    );
    expect(own[0]).toBe((solkoff[0] ?? 0) - Math.max(...opponents) - Math.min(...opponents));
  });
});

describe("US adjustments and the tied group", () => {
  test("34E1: a player's own unplayed round counts as an opponent with 0 (a bye adds 0 to Solkoff)", () => {
    const t = wallchart(["W2 B", "L1 W3", "- L2"]);
    expect(figures(t, "SOLKOFF")[0]).toBe(1); // #2's 1 point; the bye adds nothing
  });
  test("34E1: an opponent's forfeit loss counts ½ in his adjusted score", () => {
    // #2 forfeits round 2 to #3: his adjusted score is 0 + ½ = ½, not 0.
    const t = wallchart(["W2 -", "L1 F3", "- X2"]);
    expect(figures(t, "SOLKOFF")[0]).toBe(0.5);
  });
  test("34E6: MOST_BLACKS counts nothing where the cells carry no colour", () =>
    expect(figures(wallchart(["W2 D3 -", "L1 - W3", "- D1 L2"]), "MOST_BLACKS")).toEqual([0, 0, 0]));
  test("34E5: with four tied, plus/minus among them: #1 +1 (beat #2, #3, lost to #5), #2 −1, #3 0, #5 0", () =>
    expect(figures(FOUR_TIED, "HEAD_TO_HEAD")).toEqual([1, -1, 0, 0, 0, 0]));
});

describe("the rounds a tiebreak reads", () => {
  test("byes recorded ahead for the round about to be paired do not count yet", () => {
    const before = wallchart(["W2 D3", "L1 -", "- D1"]);
    const ahead = wallchart(["W2 D3 H", "L1 -", "- D1 U"]);
    for (const code of ["SOLKOFF", "CUMULATIVE", "MODIFIED_MEDIAN", "FIDE_BH", "FIDE_PS"] as const)
      expect([code, figures(ahead, code)]).toEqual([code, figures(before, code)]);
  });
});

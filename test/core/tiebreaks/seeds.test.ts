/**
 * The seeds' worked figures: Michael Weber and the printed tiebreak columns of the 1967 crosstables
 * (seed 001, test/fixtures/1967), and the club guide's examples (seed 004).
 */
import { tiebreakContext } from "../../../src/core/tiebreaks/context";
import { medianOf } from "../../../src/core/tiebreaks/median";
import { fixture, figures, wallchart } from "./helpers";

describe("seed 001: Michael Weber, 1967 B Division (#2, 4/5)", () => {
  const b = fixture("1967/b-division.csv");
  const ctx = tiebreakContext(b);
  const weber = 2;

  test("his opponents' adjusted scores are 1½, 3, 3½, 2½, 2½ (Danton's last-round bye counts ½)", () => {
    const opponents = (b.players[weber - 1]?.rounds ?? []).map((e) => e?.opponent ?? 0);
    expect(opponents).toEqual([14, 6, 3, 7, 10]);
    expect(opponents.map((o) => (ctx.adjusted[o - 1] ?? 0) / 10)).toEqual([1.5, 3, 3.5, 2.5, 2.5]);
    expect((ctx.scores[14 - 1] ?? 0) / 10).toBe(2); // Danton's real score: the bye gave him a point
  });
  test("US Chess 34E4: plain Median 8 (3 + 2½ + 2½)", () => expect(figures(b, "MEDIAN")[weber - 1]).toBe(8));
  test("US Chess 34E2: Solkoff 13", () => expect(figures(b, "SOLKOFF")[weber - 1]).toBe(13));
  test("US Chess 34E1: Modified Median 11½ (a plus score drops only the lowest, 1½)", () =>
    expect(figures(b, "MODIFIED_MEDIAN")[weber - 1]).toBe(11.5));
  test("US Chess 34E8: Sonneborn-Berger 1½ + 3 + 0 + 2½ + 2½ = 9½", () =>
    expect(figures(b, "SONNEBORN_BERGER")[weber - 1]).toBe(9.5));
});

describe("seed 001: the printed tiebreak column (plain Median) of the 1967 crosstables", () => {
  test("B Division: every legible figure", () => {
    const median = figures(fixture("1967/b-division.csv"), "MEDIAN");
    const printed: Record<number, number> = {
      4: 7.5, // James Evans "74"
      5: 8, // Bruce Beardsley
      6: 5.5, // Robert Chian "51"
      7: 8, // Ake Gullmes
      8: 7.5, // James Fosseen "7.3"
      9: 7, // Robert Clipson
      10: 6.5, // David Glanville "6."
      11: 5.5, // Richard Lee "5.1."
      12: 8.5, // Jerry Friedman "8.1"
      13: 5, // Donald Harris
      15: 9, // Donald Meixsell
      16: 6.5, // Martin Morrison "63"
    };
    for (const [id, value] of Object.entries(printed))
      expect([Number(id), median[Number(id) - 1]]).toEqual([Number(id), value]);
  });
  test("B Division: the printed ranks within each score are in Median order", () => {
    const median = figures(fixture("1967/b-division.csv"), "MEDIAN");
    for (const tied of [
      [3, 4],
      [5, 6],
      [7, 8, 9, 10, 11],
      [12, 13, 14],
      [15, 16],
    ]) {
      const values = tied.map((id) => median[id - 1] as number);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
    }
  });
  test("A Division: Heldt 8½, Pickler 6, Fong 7, Ulrich 5 as printed", () => {
    const median = figures(fixture("1967/a-division.csv"), "MEDIAN");
    expect([median[0], median[1], median[6], median[7]]).toEqual([8.5, 6, 7, 5]);
  });
  test("A Division slip: the rule gives Gary Weber 9½ and Salna 7½ where 10 and 8 are printed", () => {
    // Weber's opponents: Heldt 4, Forthoffer 3½, Fong 2½, Pickler 3½ (his round-1 bye counts ½),
    // Hough 2½ (his round-2 bye counts ½): drop 4 and 2½ → 2½ + 3½ + 3½ = 9½.
    // Salna's: Betanco 2, Ulrich 2 (bye counts ½), Kasprik 1, Heldt 4, Pickler 3½: 2 + 2 + 3½ = 7½.
    // The printed 10 and 8 are what Pickler's round-1 bye gives when counted as 1 (Pickler 4).
    const median = figures(fixture("1967/a-division.csv"), "MEDIAN");
    expect([median[4], median[5]]).toEqual([9.5, 7.5]);
  });
});

describe("seed 001: the C Division's printed column (Median, then Solkoff)", () => {
  const c = fixture("1967/c-division.csv");
  const median = figures(c, "MEDIAN");
  const solkoff = figures(c, "SOLKOFF");
  test("agrees with the rule for every player untouched by the two forfeits", () => {
    const printed: [number, number, number?][] = [
      [4, 8.5], // Clipson
      [5, 8.5, 15], // Milya "81, 15"
      [6, 8.5, 14.5], // Olwell "81. 141"
      [8, 6], // #8
      [9, 10], // Campbell
      [11, 7.5, 13], // Zimmerman "71, 13"
      [12, 7.5, 11.5], // Tilden "71, 111"
      [13, 7], // Grehavick
      [15, 6, 10.5], // Zimperman "6, 103"
      [16, 6, 10], // Lane
      [18, 3], // Segura
    ];
    for (const [id, m, s] of printed) {
      expect([id, median[id - 1]]).toEqual([id, m]);
      if (s !== undefined) expect([id, solkoff[id - 1]]).toEqual([id, s]);
    }
  });
  test("slip: Earl's forfeit wins counted at face value; the rule gives Spingarn 8½, Earl 6, Mikl 6½, La Bonte 2", () => {
    // Printed 9½, 8, 7½ and 5. Earl (L1 L3 X17 X18 W10) counts 0 + 0 + ½ + ½ + 1 = 2 for his
    // opponents, not 3; his own two forfeit wins are opponents with 0; La Bonte's forfeit loss is hers.
    expect([median[2], median[6], median[9], median[16]]).toEqual([8.5, 6, 6.5, 2]);
  });
  test("slip explained: with Earl at 3 for his opponents, Spingarn's 9½ and Mikl's 7½ come out", () => {
    const ctx = tiebreakContext(c);
    const slipped = { ...ctx, adjusted: ctx.adjusted.map((a, i) => (i === 6 ? 30 : a)), cache: new Map() };
    expect([medianOf(slipped, 3, "MEDIAN"), medianOf(slipped, 10, "MEDIAN")]).toEqual([95, 75]);
  });
});

test("A Division slip explained: with Pickler's bye counted as 1 (adjusted 4), every printed figure comes out", () => {
  const ctx = tiebreakContext(fixture("1967/a-division.csv"));
  const slipped = { ...ctx, adjusted: ctx.adjusted.map((a, i) => (i === 1 ? 40 : a)), cache: new Map() };
  expect([1, 2, 5, 6, 7, 8].map((id) => medianOf(slipped, id, "MEDIAN") / 10)).toEqual([8.5, 6, 10, 8, 7, 5]);
});

describe("seed 004: the club guide's examples", () => {
  test("an opponent who won, won, lost, then withdrew for rounds 4 and 5 has an adjusted score of 3", () => {
    // #1: W2 W3 L4, then nothing recorded in rounds 4 and 5; the others fill the rounds.
    const t = wallchart(["W2 W3 L4", "L1 W5 L3 W4 U", "D4 L1 W2 D5 U", "D3 B W1 L2 D5", "B L2 B D3 D4"]);
    const ctx = tiebreakContext(t);
    expect(ctx.scores[0]).toBe(20);
    expect(ctx.adjusted[0]).toBe(30); // 1 + 1 + 0 + ½ + ½
  });
  test("Cumulative: W, L, W, D, L gives 1 + 1 + 2 + 2½ + 2½ = 9", () => {
    const t = wallchart(["W2 L3 W4 D5 L6", "L1", "- W1", "- - L1", "- - - D1", "- - - - W1"]);
    expect(figures(t, "CUMULATIVE")[0]).toBe(9);
  });
  test("Cumulative: 1, 2, 2½, 2½, 2½ gives 10½", () => {
    const t = wallchart(["W2 W3 D4 L5 L6", "L1", "- L1", "- - D1", "- - - W1", "- - - - W1"]);
    expect(figures(t, "CUMULATIVE")[0]).toBe(10.5);
  });
  test("Cumulative less 1 for a full-point bye: bye, W, L, D, W gives 11 − 1 = 10 (rules.md 34E3)", () => {
    const t = wallchart(["B W3 L4 D5 W6", "", "- L1", "- - W1", "- - - D1", "- - - - L1"]);
    expect(figures(t, "CUMULATIVE")[0]).toBe(10);
  });
  test("Cumulative less ½ for a half-point bye: H, W gives ½ + 1½ − ½ = 1½", () => {
    const t = wallchart(["H W2", "- L1"]);
    expect(figures(t, "CUMULATIVE")[0]).toBe(1.5);
  });
});

/** FIDE C.07 (2023) systems, with the unplayed-round rules of Article 16, on hand-worked tournaments. */
import { tiebreakContext } from "../../../src/core/tiebreaks/context";
import { contributions, cut, fideAdjustedScores, isVur } from "../../../src/core/tiebreaks/fide/unplayed";
import { fideDp } from "../../../src/core/tiebreaks/fide/dp-table";
import { TIEBREAKS, tiebreakValues } from "../../../src/core/tiebreaks/registry";
import { isRoundRobin, rulesForDate } from "../../../src/core/tiebreaks/options";
import { CLUB_NIGHT, CLUB_NIGHT_2026, FOUR_TIED } from "./hand";
import { figures, wallchart } from "./helpers";

describe("C.07 16: unplayed rounds", () => {
  const ctx = tiebreakContext(CLUB_NIGHT);
  test("16.1: requested byes, absences and forfeit losses are voluntary; forfeit wins and byes given are not", () => {
    expect(
      ["halfBye", "zeroBye", "forfeitLoss"].map((kind) => isVur({ kind: kind as never, opponent: 0, colour: null })),
    ).toEqual([true, true, true]);
    expect(
      ["forfeitWin", "pab", "fullBye", "win"].map((kind) => isVur({ kind: kind as never, opponent: 0, colour: null })),
    ).toEqual([false, false, false, false]);
    expect(isVur(null)).toBe(true);
  });
  test("16.3: adjusted scores count rounds as scored; byes and absences after withdrawing count as draws", () =>
    expect(fideAdjustedScores(ctx).map((v) => v / 10)).toEqual([2.5, 2, 3, 2, 1.5, 1.5]));
  test("16.3: a player who withdrew after W, D, L has 1½ + ½ + ½ = 2½ for his opponents", () => {
    const t = wallchart(["W2 D3 L4", "L1 - - W3 -", "- D1 - L2 D4", "- - W1 - D3"]);
    expect(fideAdjustedScores(tiebreakContext(t))[0]).toBe(25);
  });
  test("16.3: a half-point bye before the player plays again counts as scored", () => {
    const t = wallchart(["H W2", "- L1"]);
    expect(fideAdjustedScores(tiebreakContext(t))).toEqual([15, 0]);
  });
  test("16.4: own unplayed rounds are games against a dummy opponent on the player's own final score", () => {
    expect(contributions(ctx, 3).map((c) => c.value / 10)).toEqual([3, 1.5, 2.5, 2]);
    expect(contributions(ctx, 4).map((c) => [c.value / 10, c.vur])).toEqual([
      [2.5, false],
      [2, true],
      [2, false],
      [2, true],
    ]);
    expect(contributions(ctx, 5).map((c) => c.value / 10)).toEqual([2, 3, 1.5, 2.5]);
  });
  test("16.5: cuts take voluntary unplayed rounds first, even when worth more than a real opponent", () => {
    const list = [
      { value: 10, points: 10, vur: false },
      { value: 30, points: 0, vur: true },
      { value: 20, points: 5, vur: false },
    ];
    expect(cut(list, 1, 0).map((c) => c.value)).toEqual([10, 20]);
    expect(cut(list, 2, 0).map((c) => c.value)).toEqual([20]);
    expect(cut(list, 1, 1).map((c) => c.value)).toEqual([10]);
  });
});

describe("FIDE C.07 on the club-night tournament", () => {
  test("8.1 Buchholz: #3 3 (dummy for the forfeit win) + 1½ + 2½ + 2 = 9; #4 2½ + 2 + 2 + 2 = 8½", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BH")).toEqual([8.5, 9, 9, 8.5, 9, 0]));
  test("14.1 Cut-1: the lowest goes, or a VUR first: #4 loses a half-point-bye dummy (2), not #2's 2", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BH_C1")).toEqual([7, 7.5, 7.5, 6.5, 7.5, 0]));
  test("14.1 Cut-2: #4 loses both half-point-bye dummies", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BH_C2")).toEqual([5, 5.5, 5.5, 4.5, 5.5, 0]));
  test("14.2 Median-1: #1 without 1½ and 3 = 4; #4 without a VUR and 2½ = 4", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BH_M1")).toEqual([4, 4.5, 4.5, 4, 4.5, 0]));
  test("9.1 Sonneborn-Berger: #3 3·1 (dummy) + 1½ + ½·2½ + ½·2 = 6¾; #5's PAB adds 1½·1", () =>
    expect(figures(CLUB_NIGHT, "FIDE_SB")).toEqual([5, 4.75, 6.75, 4, 2.5, 0]));
  test("7.5 Progressive scores, unplayed rounds as scored: #3 1 + 2 + 2½ + 3 = 8½", () =>
    expect(figures(CLUB_NIGHT, "FIDE_PS")).toEqual([6, 5.5, 8.5, 4, 4, 0]));
  test("7.1 Wins, played or not: #3's forfeit win and #5's PAB count", () =>
    expect(figures(CLUB_NIGHT, "FIDE_WIN")).toEqual([2, 1, 2, 1, 1, 0]));
  test("7.2 Games won over the board only", () => expect(figures(CLUB_NIGHT, "FIDE_WON")).toEqual([2, 1, 1, 1, 0, 0]));
  test("7.3 Games played with Black", () => expect(figures(CLUB_NIGHT, "FIDE_BPG")).toEqual([2, 2, 2, 1, 1, 0]));
  test("10.1 ARO over the games played, rounded 0.5 up", () =>
    expect(figures(CLUB_NIGHT, "FIDE_ARO")).toEqual([1750, 1775, 1833, 1950, 1900, 0]));
  test("10.2 TPR = ARO + dp: #1 2½/4 = 62.5% → 63% → +95; #3 2/3 → 67% → +125; #5 ½/3 → 17% → −273", () =>
    expect(figures(CLUB_NIGHT, "FIDE_TPR")).toEqual([1845, 1775, 1958, 1950, 1627, 0]));
  test("10.2: dp from FIDE B.02 table 8.1a at the ends and the middle", () => {
    expect([fideDp(0, 3), fideDp(30, 3), fideDp(15, 3), fideDp(5, 100)]).toEqual([-800, 800, 0, -677]);
  });
  test("6 Direct encounter: #4 beat #2, the two on 2 points that met", () =>
    expect(figures(CLUB_NIGHT, "FIDE_DE")).toEqual([1, 2, 1, 1, 1, 1]));
});

describe("C.07 6 Direct encounter when not all the tied players met", () => {
  test("#1 scored 2 of 3 against the others, but #5 (1 of 2, with #2 unplayed) could still reach 2: no one is ranked", () =>
    expect(figures(FOUR_TIED, "FIDE_DE")).toEqual([1, 1, 1, 1, 1, 1]));
  test("a leader nobody can catch ranks first; the rest are compared again among themselves", () => {
    // Group #1, #2, #3: #1 beat #2 and #3 (2 points), #2 v #3 never played. #2 and #3 can reach 1 at
    // most, so #1 ranks first; #2 and #3 never met: they share the next rank.
    const t = wallchart(["W2 W3", "L1 -", "- L1"]);
    expect(TIEBREAKS.FIDE_DE.values(tiebreakContext(t), [1, 2, 3])).toEqual([1, 2, 2]);
  });
});

describe("C.07 6 Direct encounter when all the tied players met", () => {
  test("points among them decide; #2 and #3, level on 1½, are compared again: #2 beat #3", () => {
    //        R1   R2   R3   among the four
    //   #1   W2   L3   L4   1
    //   #2   L1   D4   W3   1½
    //   #3   D4   W1   L2   1½
    //   #4   D3   D2   W1   2
    const t = wallchart(["W2 L3 L4", "L1 D4 W3", "D4 W1 L2", "D3 D2 W1"]);
    expect(TIEBREAKS.FIDE_DE.values(tiebreakContext(t), [1, 2, 3, 4])).toEqual([4, 2, 3, 1]);
  });
  test("a cycle (each beat one, lost to one) stays tied", () => {
    const t = wallchart(["W2 - L3", "L1 W3 -", "- L2 W1"]);
    expect(TIEBREAKS.FIDE_DE.values(tiebreakContext(t), [1, 2, 3])).toEqual([1, 1, 1]);
  });
  test("repeated meetings are averaged: a win and a loss against the same player are ½ each; a win and a draw ¾", () => {
    const even = wallchart(["W2 L2", "L1 W1"]);
    expect(deOf(even)).toEqual([1, 1]);
    const ahead = wallchart(["W2 D2", "L1 D1"]);
    expect(deOf(ahead)).toEqual([1, 2]);
  });
});

function deOf(t: ReturnType<typeof wallchart>): number[] {
  return TIEBREAKS.FIDE_DE.values(tiebreakContext(t), [1, 2]);
}

describe("C.07 as in force on the event's date (2026: Article 16.4 caps the dummy opponent)", () => {
  test("the version follows the start date: before 1 March 2026 the 2023 rules, from then (or no date) 2026", () => {
    expect(tiebreakContext(CLUB_NIGHT).rules).toBe("2023");
    expect(tiebreakContext(CLUB_NIGHT_2026).rules).toBe("2026");
    expect(tiebreakContext({ ...CLUB_NIGHT, info: {} }).rules).toBe("2026");
    expect(tiebreakContext(CLUB_NIGHT_2026, { rules: "2023" }).rules).toBe("2023");
  });
  test("16.4.1: #3's forfeit win counts #6's adjusted 1½, not his own 3: BH 1½ + 1½ + 2½ + 2 = 7½", () =>
    expect(figures(CLUB_NIGHT_2026, "FIDE_BH")).toEqual([8.5, 9, 7.5, 8.5, 9, 0]));
  test("16.4.2: #4's half-point byes count min(own 2, ½ × 4 rounds) = 2; #5's PAB min(1½, 2) = 1½", () =>
    expect(figures(CLUB_NIGHT_2026, "FIDE_BH_C1")).toEqual([7, 7.5, 6, 6.5, 7.5, 0]));
  test("9.1 with 16.4.1: #3 SB 1½·1 + 1½ + ½·2½ + ½·2 = 5¼", () =>
    expect(figures(CLUB_NIGHT_2026, "FIDE_SB")).toEqual([5, 4.75, 5.25, 4, 2.5, 0]));
  test("the option overrides the date", () =>
    expect(tiebreakValues(CLUB_NIGHT_2026, "FIDE_BH", { rules: "2023" })[2]).toBe(90));
});

describe("C.07 individual tiebreaks added with the 2026 list", () => {
  test("7.4 BWG: games won with Black over the board (#1's W5b)", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BWG")).toEqual([1, 0, 0, 0, 0, 0]));
  test("7.6 REP: rounds less the VURs; a forfeit win and the PAB count, half-point byes do not", () =>
    expect(figures(CLUB_NIGHT, "FIDE_REP")).toEqual([4, 4, 4, 2, 4, 0]));
  test("9.2 Koya, limit 50 % of 4 = 2 points: #1 W4 (2) + D3 (3) = 1½; #3's forfeit win is against 0", () =>
    expect(figures(CLUB_NIGHT, "FIDE_KS")).toEqual([1.5, 1.5, 1, 1, 0.5, 0]));
  test("9.2 Koya L+1 raises the limit by ½ to 2½: only #1 (2½) and #3 (3) count", () =>
    expect(figures(CLUB_NIGHT, "FIDE_KS_LP1")).toEqual([0.5, 1.5, 0.5, 0, 0, 0]));
  test("8.2 AOB: #3's opponents over the board #5 (9), #1 (8½), #2 (9) average 8.83", () =>
    expect(figures(CLUB_NIGHT, "FIDE_AOB")[2]).toBe(8.83));
  test("10.4 APRO: #4 met #1 (TPR 1845) and #2 (1775): 1810", () =>
    expect(figures(CLUB_NIGHT, "FIDE_APRO")[3]).toBe(1810));
  test("10.3 PTP: 0 points is the lowest opponent − 800; the expected score reaches the points", () => {
    const ptp = figures(CLUB_NIGHT, "FIDE_PTP");
    expect(ptp[5]).toBe(0); // #6 never played
    expect(ptp[0]).toBeGreaterThan(1750); // #1 scored 2½ of 4 against an average of 1750
  });
  test("7.5 with Cut-1: the first round's running score goes: #3 2 + 2½ + 3 = 7½", () =>
    expect(figures(CLUB_NIGHT, "FIDE_PS_C1")[2]).toBe(7.5));
  test("14.1 Cut-3 of any depth: #1 keeps only his best opponent (3)", () =>
    expect(figures(CLUB_NIGHT, "FIDE_BH_C3")[0]).toBe(3));
  test("10.1 ARO Cut-1: #1 without his lowest-rated opponent (1600): 1900, 1800, 1700 → 1800", () =>
    expect(figures(CLUB_NIGHT, "FIDE_ARO_C1")[0]).toBe(1800));
  test("C.07 rating of unrated players: an option instead of an error", () => {
    const players = CLUB_NIGHT.players.map((p) => (p.id === 4 ? { ...p, rating: null } : p));
    const t = { ...CLUB_NIGHT, players };
    expect(() => tiebreakValues(t, "FIDE_ARO")).toThrow(/row 4/);
    expect(tiebreakValues(t, "FIDE_ARO", { unrated: 1000 })[0]).toBe(1575); // (1000 + 1900 + 1800 + 1600) / 4
  });
});

describe("C.07 for pre-determined pairings (a round robin): IA Held's exercise 26 in small", () => {
  // #1 beat #2 by forfeit; both finish on 1½.
  const rr = wallchart(["X2 L3 D4", "F1 W4 D3", "D4 W1 D2", "D3 L2 D1"]);
  test("every player scheduled against every other: detected as a round robin", () =>
    expect(tiebreakContext(rr).roundRobin).toBe(true));
  test("6 DE: the forfeit counts as a game against the scheduled opponent, #1 ranks above #2", () => {
    expect(tiebreakValues(rr, "FIDE_DE")).toEqual([1, 2, 1, 1]);
    expect(tiebreakValues(rr, "FIDE_DE", { roundRobin: false })).toEqual([1, 1, 1, 1]);
  });
  test("8.1: BH counts #2's score for #1's forfeit win (no dummy opponent)", () =>
    expect(figures(rr, "FIDE_BH")).toEqual([4.5, 4.5, 4, 5]));
});

describe("which rules, which format: read from the file as FIDE's reference implementation reads it", () => {
  test("start dates in the forms files use", () => {
    expect(
      ["2025/10/01", "2025-10-01", "2025.10.01", "01.10.2025", "25/10/01", "26/03/01", "", "someday"].map(rulesForDate),
    ).toEqual(["2023", "2023", "2023", "2023", "2023", "2026", "2026", "2026"]);
  });
  test("a round robin: the type says so, or everyone was scheduled against everyone", () => {
    const swiss = wallchart(["W2 W3", "L1 -", "- L1", "", ""]);
    expect(isRoundRobin(swiss)).toBe(false);
    expect(isRoundRobin({ ...swiss, info: { type: "Round Robin" } })).toBe(true);
    expect(isRoundRobin({ ...swiss, totalRounds: 4 })).toBe(false); // 5 players, 4 rounds: still a Swiss here
    expect(isRoundRobin(wallchart(["W2 X3 B", "L1 B D3", "B F1 D2"]))).toBe(true); // the forfeit was scheduled
    expect(isRoundRobin({ ...wallchart(["W2 X3 B", "L1 B D3", "B F1 D2"]), info: { system: "FIDE_DUTCH_2025" } })).toBe(
      false,
    );
  });
});

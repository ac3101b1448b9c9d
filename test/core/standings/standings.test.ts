/** STANDINGS: sorted by score and tiebreaks, shared places, the US default order and the 1954 order. */
import { PANAM1954, standings, standingsOrder } from "../../../src/core/standings/standings";
import { DEFAULT_TIEBREAKS } from "../../../src/core/tiebreaks/types";
import { CLUB_NIGHT } from "../tiebreaks/hand";
import { fixture, wallchart } from "../tiebreaks/helpers";

const order = (s: ReturnType<typeof standings>) => s.rows.map((r) => [r.place, r.id]);

describe("STANDINGS in the US Chess order (Modified Median, Solkoff, Cumulative, Cumulative of opposition)", () => {
  test("is the default, and the club night's two on 2 points split on Modified Median (#2 4½, #4 2)", () => {
    const s = standings(CLUB_NIGHT);
    expect(s.columns.map((c) => c.label)).toEqual([...DEFAULT_TIEBREAKS]);
    expect(order(s)).toEqual([
      ["1", 3],
      ["2", 1],
      ["3", 2],
      ["4", 4],
      ["5", 5],
      ["6", 6],
    ]);
    expect(s.rows[2]?.values).toEqual([45, 80, 55, 195]);
    expect(s.rows[0]).toMatchObject({ place: "1", id: 3, name: "#3", score: 30 });
  });
  test("players still tied after every tiebreak share a place, listed by pairing number", () => {
    const t = wallchart(["D2", "D1", "D4", "D3", "W6", "L5"]);
    expect(order(standings(t))).toEqual([
      ["1", 5],
      ["2-5", 1],
      ["2-5", 2],
      ["2-5", 3],
      ["2-5", 4],
      ["6", 6],
    ]);
  });
  test("the 1967 B Division in the 1967 order (Median, Solkoff, Sonneborn-Berger) is the printed crosstable order", () => {
    const s = standings(fixture("1967/b-division.csv"), ["MEDIAN", "SOLKOFF", "SONNEBORN_BERGER"]);
    expect(s.rows.map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(s.rows[1]).toMatchObject({ name: "Michael Weber", score: 40, values: [80, 130, 190] });
  });
  test("the 1967 A Division likewise (its two misprinted medians do not change the order)", () => {
    const s = standings(fixture("1967/a-division.csv"), ["MEDIAN", "SOLKOFF", "SONNEBORN_BERGER"]);
    expect(s.rows.map((r) => r.id)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });
  test("the 1967 C Division likewise, except La Bonte and Segura, whose printed medians are misprinted", () => {
    const s = standings(fixture("1967/c-division.csv"), ["MEDIAN", "SOLKOFF", "SONNEBORN_BERGER"]);
    expect(s.rows.map((r) => r.id)).toEqual([...Array.from({ length: 16 }, (_, i) => i + 1), 18, 17]);
  });
  test("HEAD_TO_HEAD looks only at the players still tied when it is reached, and is blank for the others", () => {
    const s = standings(CLUB_NIGHT, ["HEAD_TO_HEAD", "SOLKOFF"]);
    expect(order(s)).toEqual([
      ["1", 3],
      ["2", 1],
      ["3", 4],
      ["4", 2],
      ["5", 5],
      ["6", 6],
    ]);
    expect(s.rows.map((r) => r.values[0])).toEqual([null, null, 1, -1, null, null]);
  });
});

describe("the tiebreaks argument", () => {
  test("blank is the US order (no order at all: C.07's for a round robin); names are a comma list; PANAM1954 is the 1954 order", () => {
    expect(standingsOrder("")).toEqual(DEFAULT_TIEBREAKS);
    expect(standings(wallchart(["W2 W3", "L1 -", "- L1"])).columns.map((c) => c.label)).toEqual([...DEFAULT_TIEBREAKS]);
    expect(standingsOrder("solkoff; fide bh")).toEqual(["SOLKOFF", "FIDE_BH"]);
    expect(standingsOrder(" PanAm 1954 ")).toBe(PANAM1954);
  });
  test("an unknown name lists the valid ones; an empty name is refused", () => {
    expect(() => standingsOrder("SOLKOFF, COIN_FLIP")).toThrow(
      /tiebreaks: "COIN_FLIP" is not a tiebreak system \(expected one of MODIFIED_MEDIAN/,
    );
    expect(() => standingsOrder("SOLKOFF,,MEDIAN")).toThrow(/empty name/);
  });
});

describe("seed 003: the 1954 Pan American tie order", () => {
  test("(b) Sonneborn-Berger, then (d) a win against a player of higher standing", () => {
    //        R1   R2   R3    score  S-B
    //   #1   W4   L5   D2    1½
    //   #2   L5   D6   D1    1      0 + ½·2½ + ½·1½ = 2
    //   #3   L6   L4   W5    1      0 + 0 + 2 = 2
    //   #4   L1   W3   L6    1      1
    //   #5   W2   W1   L3    2
    //   #6   W3   D2   W4    2½
    // #6, #5, #1 by score; on 1 point #4 is last on S-B; #2 and #3 did not meet; #3 beat #5, placed
    // higher: #3 fourth, #2 fifth.
    const t = wallchart(["W4 L5 D2", "L5 D6 D1", "L6 L4 W5", "L1 W3 L6", "W2 W1 L3", "W3 D2 W4"]);
    const s = standings(t, PANAM1954);
    expect(s.columns.map((c) => c.label)).toEqual([
      "SONNEBORN_BERGER",
      "GAME_BETWEEN",
      "WINS_VS_HIGHER",
      "LOSSES_VS_LOWER",
    ]);
    expect(order(s)).toEqual([
      ["1", 6],
      ["2", 5],
      ["3", 1],
      ["4", 3],
      ["5", 2],
      ["6", 4],
    ]);
    expect(s.rows.find((r) => r.id === 3)?.values).toEqual([40, 0, 1, null]);
    expect(s.rows.find((r) => r.id === 2)?.values).toEqual([40, 0, 0, null]);
  });
  test("(e) a loss to a player of lower standing places lower", () => {
    //        R1   R2   R3    score  S-B
    //   #1   W6   W2   L3    2      1 + ½ = 1½
    //   #2   L5   L1   D4    ½
    //   #3   D4   L6   W1    1½
    //   #4   D3   W5   D2    2      ¾ + 2 + ¼ = 3
    //   #5   W2   L4   W6    2      ½ + 1 = 1½
    //   #6   L1   W3   L5    1
    // #4 first on S-B; #1 and #5 did not meet, neither beat #4; #1 lost to #3 (lower): #5 second.
    const t = wallchart(["W6 W2 L3", "L5 L1 D4", "D4 L6 W1", "D3 W5 D2", "W2 L4 W6", "L1 W3 L5"]);
    const s = standings(t, PANAM1954);
    expect(order(s)).toEqual([
      ["1", 4],
      ["2", 5],
      ["3", 1],
      ["4", 3],
      ["5", 6],
      ["6", 2],
    ]);
    expect(s.rows[1]?.values).toEqual([30, 0, 0, 0]);
    expect(s.rows[2]?.values).toEqual([30, 0, 0, 1]);
  });
  test("(c) on equal Sonneborn-Berger, the game between the two decides", () => {
    //        R1   R2   R3    score  S-B
    //   #1   L6   W2   W5    2      1½ + 1½ = 3
    //   #2   W4   L1   D6    1½     1½ + ½·2 = 2½
    //   #3   L5   D6   L4    ½
    //   #4   L2   D5   W3    1½     ½·1½ + ½ = 1¼
    //   #5   W3   D4   L1    1½     ½ + ½·1½ = 1¼
    //   #6   W1   D3   D2    2      2 + ½·½ + ½·1½ = 3
    // #6 beat #1: #6 first. #4 and #5 drew, beat no one above them, lost to no one below: 4-5.
    const t = wallchart(["L6 W2 W5", "W4 L1 D6", "L5 D6 L4", "L2 D5 W3", "W3 D4 L1", "W1 D3 D2"]);
    const s = standings(t, PANAM1954);
    expect(order(s)).toEqual([
      ["1", 6],
      ["2", 1],
      ["3", 2],
      ["4-5", 4],
      ["4-5", 5],
      ["6", 3],
    ]);
    expect(s.rows.slice(0, 2).map((r) => r.values)).toEqual([
      [60, 1, null, null],
      [60, -1, null, null],
    ]);
  });
  test("(f) players who did not finish: by score only, below finishers on the same score, first to quit last", () => {
    //        R1   R2   R3    score
    //   #1   W2   W3   W4    3
    //   #2   L1   L6   D3    ½
    //   #3   D4   L1   D2    1
    //   #4   D3   B    L1    1½
    //   #5   W6   -    -     1     quit after round 1
    //   #6   L5   W2   -     1     quit after round 2
    const t = wallchart(["W2 W3 W4", "L1 L6 D3", "D4 L1 D2", "D3 B L1", "W6 - -", "L5 W2 -"]);
    expect(order(standings(t, PANAM1954))).toEqual([
      ["1", 1],
      ["2", 4],
      ["3", 3],
      ["4", 6],
      ["5", 5],
      ["6", 2],
    ]);
  });
  test("(f) two who quit after the same round: the lower serial number higher; finishers still level share", () => {
    //        R1   R2    score
    //   #1   W2   D5    1½
    //   #2   L1   -     0      quit after round 1
    //   #3   W4   D6    1½
    //   #4   L3   -     0      quit after round 1
    //   #5   D6   D1    1
    //   #6   D5   D3    1
    // #1 and #3: S-B ½ + ½·1 = 1 each, never met, no one above or below them to decide: 1-2.
    // #5 and #6: S-B ½·1 + ½·1½ = 1¼ each, drew each other: 3-4. Then #2 above #4 (serial number).
    const t = wallchart(["W2 D5", "L1 -", "W4 D6", "L3 -", "D6 D1", "D5 D3"]);
    expect(order(standings(t, PANAM1954))).toEqual([
      ["1-2", 1],
      ["1-2", 3],
      ["3-4", 5],
      ["3-4", 6],
      ["5", 2],
      ["6", 4],
    ]);
  });
});

describe("STANDINGS for a round robin (C.07 rules for pre-determined pairings)", () => {
  // #1 beat #2 by forfeit; both on 1½ (IA Held's exercise 26 in small).
  const rr = wallchart(["X2 L3 D4", "F1 W4 D3", "D4 W1 D2", "D3 L2 D1"]);
  test("the default order is FIDE_SB, FIDE_DE, FIDE_WIN, FIDE_KS", () =>
    expect(standings(rr).columns.map((c) => c.label)).toEqual(["FIDE_SB", "FIDE_DE", "FIDE_WIN", "FIDE_KS"]));
  test("SB counts the forfeit as a win against #2 (1½): #1 1½ + ½·1 = 2 before #2's 1 + ½·2 = 2; DE decides", () => {
    const rows = standings(rr).rows;
    expect(rows.map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(rows[1]?.values.slice(0, 2)).toEqual([40, 1]); // 2 points in twentieths
    expect(rows[2]?.values.slice(0, 2)).toEqual([40, 2]);
  });
  test("as a Swiss (option), the forfeit is not a game: #1's dummy is his own score and DE cannot separate", () => {
    const rows = standings(rr, undefined, { roundRobin: false }).rows;
    expect(rows[0]?.id).toBe(3);
    expect(standings(rr, undefined, { roundRobin: false }).columns[0]?.label).toBe("MODIFIED_MEDIAN");
  });
});

describe("Direct Encounter shown so it cannot be taken for a game score (issue 29)", () => {
  test("FIDE C.07 6: tied players who never met get a blank, not a shared 1", () => {
    const t = wallchart(["W3w W4b", "W4w W3b", "L1b L2w", "L2b L1w"]);
    const s = standings(t, ["FIDE_DE"]);
    expect(s.rows.filter((r) => r.score === 20).map((r) => [r.id, r.place, r.values[0]])).toEqual([
      [1, "1-2", null],
      [2, "1-2", null],
    ]);
  });
  test("FIDE C.07 6: where it separates, the rank among the tied (#1 beat #2: 1 and 2)", () => {
    const t = wallchart(["W2w L3b", "L1b W4w", "W4w W1w", "L3b L2b"]);
    const s = standings(t, ["FIDE_DE"]);
    expect(s.rows.filter((r) => r.score === 10).map((r) => [r.id, r.place, r.values[0]])).toEqual([
      [1, "2", 1],
      [2, "3", 2],
    ]);
  });
});

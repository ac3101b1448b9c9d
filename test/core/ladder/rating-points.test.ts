/** Rating ladders (Elo, ACF per-game rule of seed 000) and points ladders (catalogue LADDER). */
import { acfChange, eloExpected, rateGame, replayLadder, type LadderPlayerInput } from "../../../src/core/ladder";
import { FIVE } from "./helpers";

const lines = (players: readonly (string | LadderPlayerInput)[], log: unknown[][], settings: object) => {
  const r = replayLadder(players, log as never, { type: "RATING", ...settings });
  expect(r.problems).toEqual([]);
  return r.ladder.lines;
};

describe("rating ladder, Elo with the club's K and START (platforms.md §D2: Elo with K≈32)", () => {
  test("equal ratings: the winner gains K/2, the loser loses it; the ladder is ordered by rating", () => {
    const l = lines(FIVE, [["2025-03-01", "Bob", "Ann", "1-0"]], {});
    expect(l.map((x) => [x.position, x.name, x.rating])).toEqual([
      [1, "Bob", 1516],
      [2, "Cat", 1500],
      [3, "Dan", 1500],
      [4, "Eve", 1500],
      [5, "Ann", 1484],
    ]);
  });
  test("equal ratings keep the starting order (every sort ends on the starting order)", () => {
    expect(lines(["Cat", "Ann", "Bob"], [], {}).map((x) => x.name)).toEqual(["Cat", "Ann", "Bob"]);
  });
  test("1500 beating 1700 at K 32 gains 32 × (1 − 0.2403) = 24.31", () => {
    expect(eloExpected(1500, 1700)).toBeCloseTo(0.24025, 5);
    const [a, b] = rateGame(1500, 1700, 1, 32);
    expect(a).toBeCloseTo(1524.31, 2);
    expect(b).toBeCloseTo(1675.69, 2);
  });
  test("starting ratings from the players list; a blank one is START; a draw moves points to the lower player", () => {
    const l = lines(
      [
        { name: "Ann", rating: 1700 },
        { name: "Bob", rating: null },
      ],
      [["2025-03-01", "Bob", "Ann", "½-½"]],
      { start: 1500, k: 20 },
    );
    expect(l[0]?.rating).toBeCloseTo(1700 - 20 * (0.5 - 0.24025), 3);
    expect(l[1]?.rating).toBeCloseTo(1500 + 20 * (0.5 - 0.24025), 3);
  });
  test("a newcomer starts at START and takes the place that rating gives", () => {
    const l = lines(
      [
        { name: "Ann", rating: 1600 },
        { name: "Bob", rating: 1400 },
      ],
      [["2025-03-01", "Zoe", "Bob", "0-1"]],
      {},
    );
    expect(l.map((x) => x.name)).toEqual(["Ann", "Zoe", "Bob"]);
    expect(l[1]?.rating).toBeLessThan(1500);
  });
  test("no range on a rating ladder: anyone may play anyone, either way round", () => {
    expect(lines(FIVE, [["2025-03-01", "Ann", "Eve", "1-0"]], {}).map((x) => x.name)).toEqual([
      "Ann",
      "Bob",
      "Cat",
      "Dan",
      "Eve",
    ]);
  });
  test("a default (REFUSED/NOSHOW) is not rated", () => {
    const l = lines(FIVE, [["2025-03-01", "Eve", "Ann", "NOSHOW"], ["2025-03-20"]], {});
    expect(l.every((x) => x.rating === 1500)).toBe(true);
  });
});

describe("rating ladder, K = ACF: the 1994 per-game rule (seed 000: Se from Table 2, K = 15)", () => {
  const acf = (players: LadderPlayerInput[], log: unknown[][]) => lines(players, log, { k: "ACF" });
  test("1010 beats 1250: Se = .20, +0.80 × 15 = +12.00; the other side −12.00 (seed 000, Brown)", () => {
    const l = acf(
      [
        { name: "Jones", rating: 1250 },
        { name: "Brown", rating: 1010 },
      ],
      [["2025-03-01", "Brown", "Jones", "1-0"]],
    );
    expect(l.map((x) => [x.name, x.rating])).toEqual([
      ["Jones", 1238],
      ["Brown", 1022],
    ]);
  });
  test("a draw: +0.30 × 15 = +4.50 (ratings carry hundredths)", () => {
    const l = acf(
      [
        { name: "Jones", rating: 1250 },
        { name: "Brown", rating: 1010 },
      ],
      [["2025-03-01", "Brown", "Jones", "½-½"]],
    );
    expect(l.map((x) => x.rating)).toEqual([1245.5, 1014.5]);
  });
  test("the difference is rounded to a whole point, halves up: 198.5 → 199 → .24 (catalogue ACF_RATING)", () => {
    expect(acfChange(1011.5, 1210, 1)).toBe(1140); // (1 − .24) × 15 = 11.40
    expect(acfChange(1210, 1011.5, 0)).toBe(-1140);
  });
  test("the per-game rule uses the actual difference: no 336 rule (500 apart: .96, not .88)", () => {
    expect(acfChange(1000, 1500, 1)).toBe(1440);
    expect(acfChange(1000, 1400, 1)).toBe(1380); // 400 apart: .92
  });
  test("Table 2 at its printed edges: 0–3 .50, 4 .51, 25 .53, 26 .54", () => {
    expect([0, 3, 4, 25, 26].map((d) => acfChange(1500 + d, 1500, 0) / -15)).toEqual([50, 50, 51, 53, 54]);
  });
});

describe("points ladder: WIN, DRAW, LOSS and PLAYED points over a season", () => {
  const pts = (log: unknown[][], settings: object = {}) => {
    const r = replayLadder(FIVE, log as never, { type: "POINTS", ...settings });
    expect(r.problems).toEqual([]);
    return r.ladder.lines.map((l) => [l.name, l.points]);
  };
  test("defaults 1, ½, 0 (points in tenths); ties keep the starting order", () => {
    expect(
      pts([
        ["2025-03-01", "Bob", "Ann", "1-0"],
        ["2025-03-02", "Eve", "Dan", "½-½"],
      ]),
    ).toEqual([
      ["Bob", 10],
      ["Dan", 5],
      ["Eve", 5],
      ["Ann", 0],
      ["Cat", 0],
    ]);
  });
  test("a club scheme: 3 a win, 1 a draw, 0 a loss, 1 for playing", () => {
    const s = { winPoints: 30, drawPoints: 10, lossPoints: 0, playedPoints: 10 };
    expect(
      pts(
        [
          ["2025-03-01", "Eve", "Ann", "1-0"],
          ["2025-03-02", "Cat", "Dan", "½-½"],
        ],
        s,
      ),
    ).toEqual([
      ["Eve", 40],
      ["Cat", 20],
      ["Dan", 20],
      ["Ann", 10],
      ["Bob", 0],
    ]);
  });
  test("a default gives the challenger the WIN points but no PLAYED points; the defender nothing", () => {
    const s = { winPoints: 30, playedPoints: 10, lossPoints: 5, forfeitDays: 0 };
    expect(pts([["2025-03-01", "Eve", "Ann", "REFUSED"]], s)).toEqual([
      ["Eve", 30],
      ["Ann", 0],
      ["Bob", 0],
      ["Cat", 0],
      ["Dan", 0],
    ]);
  });
});

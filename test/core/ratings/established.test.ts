import {
  acfRating,
  bonusPoints,
  bonusThreshold,
  capOpponent,
  establishedChange,
  listRating,
} from "../../../src/core/ratings/acf1994";

describe("ACF 1994 established ratings (seed 000): Ri = (Sa − Se) × K + BP", () => {
  test("Brown 1010 scores 1½/7 against 1250: Se = P(240) × 7 = .20 × 7 = 1.40, Ri = 0.10 × 15 = 1.50, new rating 1011.5, listed 1012", () => {
    const c = establishedChange(101000, 7, 7 * 125000, 15);
    expect(c.difference).toBe(240);
    expect(c.expected).toBe(20);
    expect(c.se).toBe(140);
    expect(c.delta).toBe(10);
    expect(c.bonus).toBe(0);
    expect(c.change).toBe(150);
    expect(101000 + c.change).toBe(101150);
    expect(listRating(101150)).toBe(1012);
  });
  test("Brown's second event, 4/7 against 1210 from 1011.5: 198.5 → 199 → .24 (Table 2 as printed; the booklet uses .25): Se 1.68, BP 19.80, Ri 54.60, 1066.1", () => {
    const c = establishedChange(101150, 7, 7 * 121000, 40);
    expect(c.difference).toBe(199);
    expect(c.playerHigher).toBe(false);
    expect(c.expected).toBe(24);
    expect(c.se).toBe(168);
    expect(c.delta).toBe(232);
    expect(c.bonus).toBe(1980);
    expect(c.change).toBe(5460);
    expect(101150 + c.change).toBe(106610);
  });
  test("the booklet's printed 52.50 is what .25 would give: 2.25 × 15 + 15 × 1.25", () => {
    const delta = 400 - 25 * 7; // hundredths of a point
    expect(15 * delta + bonusPoints(7, delta)).toBe(5250);
  });
  test("the 336 rule: Smith (1051) v IM Jones (2400): Jones counts as 1387 for Smith, Smith as 2064 for Jones", () => {
    expect(capOpponent(105100, 240000)).toBe(138700);
    expect(capOpponent(240000, 105100)).toBe(206400);
    expect(capOpponent(105100, 138700)).toBe(138700);
    expect(capOpponent(105100, 138800)).toBe(138700);
    expect(capOpponent(105100, 100000)).toBe(100000);
  });
  test("the 336 rule is applied to each opponent before averaging", () => {
    const r = acfRating({ status: "RATED", rating: 105100, opponents: [240000, 105100], score: 10 });
    // capped average (1387 + 1051) / 2 = 1219 → difference 168 → .27 for the lower side
    expect(r.kind === "established" && r.detail.difference).toBe(168);
  });
  test("equal ratings: .50 each", () => {
    expect(establishedChange(150000, 1, 150000, 5).change).toBe(0);
  });
  test("the higher player uses the H column", () => {
    const c = establishedChange(125000, 1, 101000, 10);
    expect(c.playerHigher).toBe(true);
    expect(c.expected).toBe(80);
    expect(c.change).toBe(15 * 20);
  });
});

describe("ACF 1994 bonus points (seed 000): events over five rounds, by the games table", () => {
  test("bands: 6–10 games over 1, 11–15 over 2, 16 or more over 3; none up to five", () => {
    expect([1, 5, 6, 10, 11, 15, 16, 40].map(bonusThreshold)).toEqual([null, null, 1, 1, 2, 2, 3, 3]);
  });
  test("paid only when Sa − Se exceeds the band, 15 × the excess", () => {
    expect(bonusPoints(5, 500)).toBe(0);
    expect(bonusPoints(6, 100)).toBe(0);
    expect(bonusPoints(6, 101)).toBe(15);
    expect(bonusPoints(11, 250)).toBe(750);
    expect(bonusPoints(16, 300)).toBe(0);
    expect(bonusPoints(16, 350)).toBe(750);
  });
  test("a five-round event pays no bonus however big the performance", () => {
    expect(establishedChange(100000, 5, 5 * 130000, 50).bonus).toBe(0);
  });
});

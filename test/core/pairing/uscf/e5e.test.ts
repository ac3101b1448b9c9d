/**
 * US Chess 29E5e, comparing transpositions to interchanges (issue 29), from the rule's text:
 * "If pairing a round in which 29E5b, The 200-point rule, is used … an interchange involving a smaller
 * rating switch than a transposition should be preferred to the latter unless the transposition
 * satisfies the 80-point rule" (7th edition, quoted in uschess.discourse.group/t/fide-versus-uscf-pairings/22721),
 * and "A transposition that satisfies 29E5a, The 80-point rule, should be preferred to any
 * interchange" (quoted in forum.uschess.org/t/interchanges-vs-transpositions-in-swiss-tournaments/974).
 */
import { checkPairings } from "../../../../src/core/pairing/check";
import { withPairing } from "../../../../src/core/pairing/check/apply";
import { pairUscf } from "../../../../src/core/pairing/uscf";
import { e5eChoice, e5eCost } from "../../../../src/core/pairing/uscf/e5e";
import { boardsText, tournament, type Spec } from "./sim";

/** Fillers 5–8: past opponents who have left the event. */
const fillers: Spec[] = Array.from({ length: 4 }, () => ({ rating: 1000, withdrawn: true }));
/** Round 2: #1 and #3 had black (due white by equalisation), #2 and #4 had white (due black). */
function round2(ratings: readonly number[]) {
  const rounds = [["D5b"], ["D6w"], ["D7b"], ["D8w"]];
  return tournament([...ratings.map((rating, i) => ({ rating, rounds: rounds[i] as string[] })), ...fillers]);
}

describe("29E5e as the rule reads: the choice between a transposition of t and an interchange of i points", () => {
  test.each([
    [40, 10, "transposition"], // within 80: before any interchange, even a smaller one
    [80, 1, "transposition"], // 80 satisfies the 80-point rule (974: "even if the transposition is 79 points and the interchange is only 1 point")
    [95, 10, "interchange"], // over 80, and the interchange is smaller
    [157, 59, "interchange"], // thread 974
    [150, 40, "interchange"], // thread 22721
    [150, 150, "transposition"], // an interchange no smaller does not win
    [100, 200, "transposition"],
  ])("transposition %i, interchange %i: the %s", (t, i, chosen) => {
    expect(e5eChoice(t, i).chosen).toBe(chosen);
  });
  test("the weight field charges an interchange of equalising players its size, a transposition only over 80, alternation nothing", () => {
    expect(e5eCost("interchange", 10, true)).toBe(10);
    expect(e5eCost("interchange", 10, false)).toBe(0);
    expect(e5eCost("transposition", 80, true)).toBe(0);
    expect(e5eCost("transposition", 95, true)).toBe(95);
    expect(e5eCost("transposition", 95, false)).toBe(0);
    expect(e5eCost("other", 150, true)).toBe(0);
  });
});

describe("29E5e in the engine: four players on one score, #1 and #3 due white, #2 and #4 due black (equalisation)", () => {
  test("forum thread 974: 2279, 2062, 2003, 1846 — the 59-point interchange, not the 157-point transposition: 1-2, 3-4", () => {
    const p = pairUscf(round2([2279, 2062, 2003, 1846]), 2, { explain: true });
    expect(boardsText(p)).toEqual(["1-2", "3-4"]);
    expect(p.notes?.boards[0]).toContain("interchange of 59 points (29E5d)");
    expect(p.notes?.boards[0]).toContain(
      "chosen over the transposition #1–#4, #2–#3 (157 points): the transposition is over 80 points and the interchange is the smaller switch (29E5e)",
    );
  });
  test("forum thread 22721: 2400, 2250, 2210, 2013 — the 40-point interchange, not the 150-point transposition: 1-2, 3-4", () => {
    const p = pairUscf(round2([2400, 2250, 2210, 2013]), 2, { explain: true });
    expect(boardsText(p)).toEqual(["1-2", "3-4"]);
    expect(p.notes?.boards[1]).toContain("chosen over the transposition #1–#4, #2–#3 (150 points)");
  });
  test("docs example 2000, 1905, 1895, 1800: the 10-point interchange beats the 95-point transposition (was 1-4, 3-2)", () => {
    expect(boardsText(pairUscf(round2([2000, 1905, 1895, 1800]), 2))).toEqual(["1-2", "3-4"]);
  });
  test("a transposition within 80 (40 points) beats a smaller interchange (10), and the note says so", () => {
    const p = pairUscf(round2([2000, 1960, 1950, 1880]), 2, { explain: true });
    expect(boardsText(p)).toEqual(["1-4", "3-2"]);
    expect(p.notes?.boards[0]).toContain(
      "chosen over the interchange #1–#2, #3–#4 (10 points): a transposition within 80 points comes before any interchange (29E5e)",
    );
  });
  test("both over 80: the smaller switch wins — a 90-point interchange over a 150-point transposition", () => {
    expect(boardsText(pairUscf(round2([2000, 1850, 1760, 1600]), 2))).toEqual(["1-2", "3-4"]);
  });
  test("both over 80: a 100-point transposition over a 200-point interchange", () => {
    expect(boardsText(pairUscf(round2([2000, 1900, 1700, 1590]), 2))).toEqual(["1-4", "3-2"]);
  });
  test("an interchange no smaller than the transposition (150 and 150) does not win", () => {
    expect(boardsText(pairUscf(round2([2000, 1850, 1700, 1550]), 2))).toEqual(["1-4", "3-2"]);
  });
});

describe("alternation (the 80-point rule): thread 22721's raw pairing 1901 WB – 1500 WB, 1501 BW – 1100 BW", () => {
  test("the 1-point interchange of 1501 and 1500; the 400-point transposition is over 80 and the note says so", () => {
    const t = tournament([
      { rating: 1901, rounds: ["D5w", "D6b"] },
      { rating: 1501, rounds: ["D7b", "D8w"] },
      { rating: 1500, rounds: ["D7w", "D8b"] },
      { rating: 1100, rounds: ["D5b", "D6w"] },
      ...fillers,
    ]);
    const p = pairUscf(t, 3, { explain: true });
    expect(boardsText(p)).toEqual(["1-2", "3-4"]);
    expect(p.notes?.boards[0]).toContain("the transposition #1–#4, #2–#3 would be 400 points, over the 80-point limit (29E5a)");
  });
});

describe("29E5e in Check pairings: the check reads the rule as the engine does", () => {
  const recorded = (ratings: readonly number[], boards: { white: number; black: number }[]) =>
    checkPairings(withPairing(round2(ratings), 2, boards, null), "USCF", { rounds: [2] }).rounds[0];
  test("thread 974: the 157-point transposition breaks 29E5e where the 59-point interchange was due", () => {
    const c = recorded([2279, 2062, 2003, 1846], [{ white: 1, black: 4 }, { white: 3, black: 2 }]);
    expect(c?.same).toBe(false);
    expect(c?.breaches.map((b) => b.rule)).toEqual(["US Chess 29E5e"]);
    expect(c?.breaches[0]?.message).toContain("314 where the engine's pairing has 118");
  });
  test("thread 974: the interchange the rule wants checks clean", () => {
    expect(recorded([2279, 2062, 2003, 1846], [{ white: 1, black: 2 }, { white: 3, black: 4 }])?.same).toBe(true);
  });
  test("a 10-point interchange where a 40-point transposition gives the colours breaks 29E5e", () => {
    const c = recorded([2000, 1960, 1950, 1880], [{ white: 1, black: 2 }, { white: 3, black: 4 }]);
    expect(c?.breaches.map((b) => b.rule)).toEqual(["US Chess 29E5e"]);
  });
  test("the natural pairing that misses the equalising colours still breaks 27A4", () => {
    const c = recorded([2279, 2062, 2003, 1846], [{ white: 1, black: 3 }, { white: 2, black: 4 }]);
    expect(c?.breaches.map((b) => b.rule)).toContain("US Chess 27A4");
  });
});

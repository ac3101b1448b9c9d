import { swissMinRounds, minRoundsFormula, MIN_ROUNDS_TABLE } from "../../../src/core/rules/min-rounds";
import { parseTimeControl, timeControlMinutes } from "../../../src/core/rules/time-control";
import { acfRateableText } from "../../../src/core/rules/rateable";

describe("minimum rounds of a Swiss (seed 003, 1954)", () => {
  const printed: [string, (number | null)[]][] = [
    ["10-15", [7, 8, 9, null, null]],
    ["16-30", [8, 9, 10, 11, 12]],
    ["31-60", [9, 10, 11, 12, 13]],
    ["61-105", [10, 11, 12, 13, 14]],
    ["106-200", [11, 12, 13, 14, 15]],
  ];
  for (const [band, rounds] of printed) {
    const [low, high] = band.split("-").map(Number) as [number, number];
    test.each(rounds.map((r, i) => [i + 1, r]))(
      `003 table, ${band} players, %i place(s): %s at every size in the band`,
      (places, r) => {
        for (let a = low; a <= high; a++) expect(swissMinRounds(a, places as number)).toBe(r);
      },
    );
  }

  test("003: the printed table fits R = 3.4·log10(A) + P + 2 at the top of each band, rounded; the printed ÷ does not", () => {
    for (const b of MIN_ROUNDS_TABLE) {
      b.rounds.forEach((r, i) => {
        const fit = Math.round(minRoundsFormula(b.high, i + 1));
        expect(r === null ? fit > b.low - 1 : fit).toBe(r === null ? true : r);
        const divided = Math.round((3.4 * Math.log10(b.high)) / (i + 1) + 2);
        if (i > 0 && r !== null) expect(divided).not.toBe(r);
      });
    }
  });

  test("003: beyond the table the formula is used (500 players, 1 place: 3.4 × 2.699 + 3 = 12.18 → 12)", () => {
    expect(swissMinRounds(500, 1)).toBe(12);
    expect(swissMinRounds(30, 6)).toBe(13);
    expect(swissMinRounds(8, 1)).toBe(6);
    expect(swissMinRounds(5, 3)).toBeNull();
  });

  test("bad input names the argument", () => {
    expect(() => swissMinRounds(1, 1)).toThrow(/players: 1/);
    expect(() => swissMinRounds(20, 0)).toThrow(/places: 0/);
    expect(() => swissMinRounds(4, 5)).toThrow(/5 places cannot be decided among 4 players/);
  });
});

describe("time controls (seed 004, How to read tournament formats)", () => {
  test("004: G/90+30 could last around four hours → 240 minutes", () => {
    expect(timeControlMinutes("G/90+30")).toBe(240);
    expect(timeControlMinutes("G/90 +30")).toBe(240);
  });
  test("004: G/45 d5 could last an hour and forty minutes → 100 minutes", () => {
    expect(timeControlMinutes("G/45 d5")).toBe(100);
    expect(timeControlMinutes("G/45;d5")).toBe(100);
  });
  test("004: 40/90 SD/30 → 2 × (90 + 30) = 240; with d5 applying to the whole game 250", () => {
    expect(parseTimeControl("40/90 SD/30")).toEqual({
      periods: [
        { moves: 40, minutes: 90 },
        { moves: null, minutes: 30 },
      ],
      incrementSeconds: 0,
      delaySeconds: 0,
    });
    expect(timeControlMinutes("40/90 SD/30")).toBe(240);
    expect(timeControlMinutes("40/90, SD/30 d5")).toBe(250);
  });
  test.each([
    ["G/60+10", 140], // 002 GSQT rounds 1–3
    ["G/75+10", 170], // 002 GSQT rounds 4–5
    ["G/45, inc+5", 100], // 002 college round 1
    ["90+30", 240],
    ["90 min + 30 sec", 240],
    ["Game/60", 120],
    ["G/5 d0", 10],
    ["40/120, 20/60, SD/30", 360], // the SD starts at move 61: beyond the 60-move estimate
    ["40 moves in 90 minutes, then 20 moves in 20 minutes repeating", 220], // 000 Victorian Open 1994
    ["30 moves in first 1½ hours of play and additional 20 moves for each additional hour of play", 420], // 003, 1954
    ["40/2h, 20/1h", 360],
  ])("%s → %i minutes", (text, minutes) => {
    expect(timeControlMinutes(text)).toBe(minutes);
  });
  test("bad input names the text and shows the accepted forms", () => {
    expect(() => timeControlMinutes("blitz")).toThrow(
      /time control "blitz": "BLITZ" is not understood \(expected a form such as G\/90\+30/,
    );
    expect(() => timeControlMinutes("G/30 SD/10")).toThrow(/nothing can follow a sudden-death control/);
    expect(() => timeControlMinutes("")).toThrow(/no time is given/);
  });
});

describe("ACF rateable events (seed 000, Acceptable events)", () => {
  test.each([
    ["40 moves in 90 minutes, then 20 moves in 20 minutes repeating", true], // 000: the Victorian Open, "ACF rated"
    ["40/90 SD/30", true],
    ["30/60 SD/30", true], // exactly 2 minutes a move, first control at move 30
    ["30/59 SD/30", false],
    ["25/60 SD/30", false], // first control before move 30
    ["40/75 SD/30", false], // 1.875 minutes a move
    ["40/70+30", true], // 70 + 40 × ½ = 90 ≥ 80
    ["G/60", true], // 000: sixty-minute (rapid) chess
    ["G/59", false],
    ["G/50+10", true], // 50 + 60 moves × 10 s = 60
    ["G/45 d5", false], // a delay adds no time
    ["G/90+30", true],
    ["30 moves in first 1½ hours of play and additional 20 moves for each additional hour of play", true],
  ])("000: %s is rateable: %s", (text, expected) => {
    expect(acfRateableText(text).rateable).toBe(expected);
  });
  test("the reason says why", () => {
    expect(acfRateableText("25/60 SD/30").reason).toBe("the first control ends at move 25, before move 30");
    expect(acfRateableText("40/75 SD/30").reason).toBe("40 moves in 75 minutes: 1.88 minutes a move, less than 2");
  });
});

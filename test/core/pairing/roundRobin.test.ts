import fc from "fast-check";
import { ChessInputError } from "../../../src/core/errors";
import { roundRobin, roundRobinBye, roundRobinRounds, roundRobinSchedule } from "../../../src/core/pairing/roundRobin";

/** FIDE C.05 Annex 1, the Berger tables as published (round by round, white first). */
const PUBLISHED: Record<number, string[]> = {
  4: ["1-4 2-3", "4-3 1-2", "2-4 3-1"],
  6: ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"],
  8: [
    "1-8 2-7 3-6 4-5",
    "8-5 6-4 7-3 1-2",
    "2-8 3-1 4-7 5-6",
    "8-6 7-5 1-4 2-3",
    "3-8 4-2 5-1 6-7",
    "8-7 1-6 2-5 3-4",
    "4-8 5-3 6-2 7-1",
  ],
  10: [
    "1-10 2-9 3-8 4-7 5-6",
    "10-6 7-5 8-4 9-3 1-2",
    "2-10 3-1 4-9 5-8 6-7",
    "10-7 8-6 9-5 1-4 2-3",
    "3-10 4-2 5-1 6-9 7-8",
    "10-8 9-7 1-6 2-5 3-4",
    "4-10 5-3 6-2 7-1 8-9",
    "10-9 1-8 2-7 3-6 4-5",
    "5-10 6-4 7-3 8-2 9-1",
  ],
  12: [
    "1-12 2-11 3-10 4-9 5-8 6-7",
    "12-7 8-6 9-5 10-4 11-3 1-2",
    "2-12 3-1 4-11 5-10 6-9 7-8",
    "12-8 9-7 10-6 11-5 1-4 2-3",
    "3-12 4-2 5-1 6-11 7-10 8-9",
    "12-9 10-8 11-7 1-6 2-5 3-4",
    "4-12 5-3 6-2 7-1 8-11 9-10",
    "12-10 11-9 1-8 2-7 3-6 4-5",
    "5-12 6-4 7-3 8-2 9-1 10-11",
    "12-11 1-10 2-9 3-8 4-7 5-6",
    "6-12 7-5 8-4 9-3 10-2 11-1",
  ],
  14: [
    "1-14 2-13 3-12 4-11 5-10 6-9 7-8",
    "14-8 9-7 10-6 11-5 12-4 13-3 1-2",
    "2-14 3-1 4-13 5-12 6-11 7-10 8-9",
    "14-9 10-8 11-7 12-6 13-5 1-4 2-3",
    "3-14 4-2 5-1 6-13 7-12 8-11 9-10",
    "14-10 11-9 12-8 13-7 1-6 2-5 3-4",
    "4-14 5-3 6-2 7-1 8-13 9-12 10-11",
    "14-11 12-10 13-9 1-8 2-7 3-6 4-5",
    "5-14 6-4 7-3 8-2 9-1 10-13 11-12",
    "14-12 13-11 1-10 2-9 3-8 4-7 5-6",
    "6-14 7-5 8-4 9-3 10-2 11-1 12-13",
    "14-13 1-12 2-11 3-10 4-9 5-8 6-7",
    "7-14 8-6 9-5 10-4 11-3 12-2 13-1",
  ],
};

const text = (n: number, r: number): string =>
  roundRobin(n, r)
    .map((b) => `${b.white}-${b.black}`)
    .join(" ");

describe("Berger tables (FIDE C.05 Annex 1)", () => {
  test.each(Object.keys(PUBLISHED).map(Number))("%i players: every round as published", (n) => {
    const rounds = PUBLISHED[n] as string[];
    expect(roundRobinRounds(n)).toBe(rounds.length);
    rounds.forEach((line, i) => expect(text(n, i + 1)).toBe(line));
    expect(roundRobinSchedule(n).map((r) => r.boards.map((b) => `${b.white}-${b.black}`).join(" "))).toEqual(rounds);
  });
  test("an odd section uses the next table; the dummy's opponent has the bye (5 players)", () => {
    expect(roundRobinRounds(5)).toBe(5);
    expect(text(5, 1)).toBe("2-5 3-4");
    expect(roundRobinBye(5, 1)).toBe(1);
    expect(roundRobinSchedule(5).map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
    expect(roundRobinBye(6, 1)).toBeNull();
  });
  test("2 and 3 players", () => {
    expect(text(2, 1)).toBe("1-2");
    expect(roundRobinSchedule(3).map((r) => [r.bye, r.boards.map((b) => `${b.white}-${b.black}`).join(" ")])).toEqual([
      [1, "2-3"],
      [3, "1-2"],
      [2, "3-1"],
    ]);
  });
  test("seed 003: sections of 15 or more play a Swiss, not a round robin", () => {
    expect(() => roundRobin(15, 1)).toThrow(ChessInputError);
    expect(() => roundRobin(15, 1)).toThrow(
      "players: a round robin is for sections of 2 to 14 players (15 or more play a Swiss), got 15",
    );
    expect(() => roundRobin(1, 1)).toThrow(ChessInputError);
    expect(() => roundRobin(6, 6)).toThrow("round: a round robin of 6 players has rounds 1 to 5, got 6");
    expect(() => roundRobin(6, 0)).toThrow(ChessInputError);
  });
  test("every pair meets exactly once, nobody has the same colour three times running, colours within one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), (n) => {
        const met = new Set<string>();
        const colours = new Map<number, string>();
        let byes = 0;
        for (const r of roundRobinSchedule(n)) {
          const seen = new Set<number>();
          for (const b of r.boards) {
            const key = [b.white, b.black].sort((x, y) => x - y).join("-");
            expect(met.has(key)).toBe(false);
            met.add(key);
            for (const [id, c] of [
              [b.white, "w"],
              [b.black, "b"],
            ] as const) {
              expect(seen.has(id)).toBe(false);
              seen.add(id);
              colours.set(id, (colours.get(id) ?? "") + c);
            }
          }
          if (r.bye !== null) {
            byes++;
            expect(seen.has(r.bye)).toBe(false);
            seen.add(r.bye);
          }
          expect(seen.size).toBe(n);
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect(byes).toBe(n % 2 === 1 ? n : 0);
        for (const cs of colours.values()) {
          expect(cs).not.toMatch(/www|bbb/);
          const w = [...cs].filter((c) => c === "w").length;
          expect(Math.abs(2 * w - cs.length)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

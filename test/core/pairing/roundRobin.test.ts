import fc from "fast-check";
import { ChessInputError } from "../../../src/core/errors";
import {
  roundRobin,
  roundRobinBye,
  roundRobinRounds,
  roundRobinSchedule,
  roundRobinSource,
} from "../../../src/core/pairing/roundRobin";

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
  test("the construction goes on past the printed tables (15 to 30 players; 16 players' round 2 by hand)", () => {
    expect(roundRobinRounds(15)).toBe(15);
    expect(roundRobinRounds(30)).toBe(29);
    // p = (1 · 8 mod 15) + 1 = 9: 16–9, then 10–8, 11–7, 12–6, 13–5, 14–4, 15–3, 1–2.
    expect(text(16, 2)).toBe("16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2");
    expect(text(15, 2)).toBe("10-8 11-7 12-6 13-5 14-4 15-3 1-2");
    expect(roundRobinBye(15, 2)).toBe(9);
  });
  test("bad sizes and rounds are refused with the range", () => {
    expect(() => roundRobin(1, 1)).toThrow(ChessInputError);
    expect(() => roundRobin(1, 1)).toThrow("players: a round robin is for 2 to 9999 players, got 1");
    expect(() => roundRobin(6, 6)).toThrow("round: a round robin of 6 players has rounds 1 to 5, got 6");
    expect(() => roundRobin(6, 11, 2)).toThrow("round: a round robin of 6 players has rounds 1 to 10 in 2 cycles, got 11");
    expect(() => roundRobin(6, 0)).toThrow(ChessInputError);
    expect(() => roundRobin(6, 1, 0)).toThrow("cycles: a round robin has 1 to 10 cycles (2 is a double round robin), got 0");
  });
});

describe("several cycles (C.05 Annex 1: the second cycle reversed, the last two rounds of the first swapped)", () => {
  test("4 players, double round robin, by hand", () => {
    const all = roundRobinSchedule(4, 2).map((r) => r.boards.map((b) => `${b.white}-${b.black}`).join(" "));
    // First cycle: table rounds 1, 3, 2; second cycle: table rounds 1, 2, 3 with colours reversed.
    expect(all).toEqual(["1-4 2-3", "2-4 3-1", "4-3 1-2", "4-1 3-2", "3-4 2-1", "4-2 1-3"]);
    expect(roundRobinSource(4, 2, 2)).toEqual({ cycle: 1, tableRound: 3, reversed: false });
    expect(roundRobinSource(4, 4, 2)).toEqual({ cycle: 2, tableRound: 1, reversed: true });
  });
  test("a single cycle keeps the printed order (the swap is only for a cycle that another follows)", () => {
    expect(roundRobinSchedule(10).map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(roundRobinSource(10, 8, 1).tableRound).toBe(8);
    expect(roundRobinSource(10, 8, 2).tableRound).toBe(9);
    expect(roundRobinSource(10, 9, 2).tableRound).toBe(8);
    expect(roundRobinSource(10, 17, 2).tableRound).toBe(8);
  });
  test("10 players: without the swap #1 would have three blacks running (rounds 9–11); with it nobody does", () => {
    const colours = (cycles: number, id: number): string =>
      roundRobinSchedule(10, cycles)
        .map((r) => (r.boards.some((b) => b.white === id) ? "w" : "b"))
        .join("");
    expect(colours(1, 1)).toBe("wwbwbwbwb");
    expect(colours(2, 1)).toBe("wwbwbwbbwbbwbwbwbw");
  });
  test("odd sections in two cycles: the same player has the bye in a round and in its mirror", () => {
    const byes = roundRobinSchedule(5, 2).map((r) => r.bye);
    expect(byes.slice(5)).toEqual([1, 4, 2, 5, 3]);
    expect([...byes.slice(0, 5)].sort()).toEqual([1, 2, 3, 4, 5]);
  });
  test("every pair meets once per cycle, with each colour once over two cycles; no colour three times running", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 2 }), (n, cycles) => {
        const perCycle = roundRobinRounds(n);
        const games = new Map<string, number[]>();
        const runs = new Map<number, string>();
        const seen: number[] = [];
        for (const r of roundRobinSchedule(n, cycles)) {
          const cycle = Math.floor((r.round - 1) / perCycle);
          const inRound = new Set<number>(r.bye === null ? [] : [r.bye]);
          for (const b of r.boards) {
            const key = `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;
            const list = games.get(key) ?? [];
            if (list.length !== cycle) return false;
            list.push(b.white);
            games.set(key, list);
            inRound.add(b.white).add(b.black);
            runs.set(b.white, (runs.get(b.white) ?? "") + "w");
            runs.set(b.black, (runs.get(b.black) ?? "") + "b");
          }
          seen.push(inRound.size);
        }
        const everyone = seen.every((k) => k === n);
        const pairs = games.size === (n * (n - 1)) / 2;
        const twice = [...games.values()].every((l) => l.length === cycles && (cycles === 1 || l[0] !== l[1]));
        const runsOk = [...runs.values()].every((cs) => !/www|bbb/.test(cs));
        const balanced = cycles === 2 || [...runs.values()].every((cs) => Math.abs(2 * cs.split("w").length - 2 - cs.length) <= 1);
        return everyone && pairs && twice && runsOk && balanced;
      }),
      { numRuns: 60 },
    );
  });
});

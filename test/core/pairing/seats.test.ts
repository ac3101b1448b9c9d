import fc from "fast-check";
import { checkSeats, drawSeats } from "../../../src/core/pairing/seats";

describe("round-robin seats (C.05: the numbers drawn by lot or set by the organiser)", () => {
  test("a draw is a permutation, the same for the same seed, different for another", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 0, max: 0xffffffff }), (n, seed) => {
        const seats = drawSeats(n, seed);
        const sorted = [...seats].sort((a, b) => a - b);
        return sorted.every((v, i) => v === i + 1) && drawSeats(n, seed).join() === seats.join();
      }),
    );
    expect(drawSeats(10, 1).join()).not.toBe(drawSeats(10, 2).join());
  });
  test("bad seeds and sizes are refused with the range", () => {
    expect(() => drawSeats(10, -1)).toThrow("seed: expected a whole number from 0 to 4294967295, got -1");
    expect(() => drawSeats(1, 1)).toThrow("players: a round robin is for 2 to 9999 players, got 1");
  });
  test("seats set by the director: each player once", () => {
    expect(checkSeats([2, 1, 3], 3)).toEqual([2, 1, 3]);
    expect(() => checkSeats([2, 1], 3)).toThrow("seats: 2 seats for 3 players (one seat per player, in Berger order)");
    expect(() => checkSeats([2, 2, 3], 3)).toThrow("seats: #2 has two seats (1 and 2)");
    expect(() => checkSeats([2, 4, 3], 3)).toThrow("seats: seat 2 holds 4, not a pairing number from 1 to 3");
  });
});

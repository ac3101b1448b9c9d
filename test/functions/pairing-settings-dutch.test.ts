/** SWISS_PAIR settings for the Dutch system (issue 14): Baku acceleration (C.04.5) and point systems. */
import { swissPair } from "../../src/grid/functions/pairing";
import { parsePairingSettings } from "../../src/grid/functions/pairing-settings";

describe("SWISS_PAIR settings BAKU and POINTS", () => {
  test("read into the pairing options", () => {
    expect(
      parsePairingSettings([
        ["BAKU", "YES"],
        ["POINTS", "3-1-0"],
      ]),
    ).toEqual({ baku: true, pointSystem: { win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 30 } });
    expect(parsePairingSettings([["POINTS", "2, 1, 0, 1"]])).toEqual({
      pointSystem: { win: 20, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 10 },
    });
  });
  test("POINTS that are not win-draw-loss: an error naming the row", () =>
    expect(() => parsePairingSettings([["POINTS", "three"]])).toThrow(
      'settings, row 1: "three" is not win-draw-loss points such as 3-1-0 (or 3-1-0-1 with the bye\'s)',
    ));
  test("Dutch round 1 of 8: #1-#5 plain; with BAKU the top half is a point up: #1-#3 and #5-#7", () => {
    const ratings = [[2400], [2300], [2200], [2100], [2000], [1900], [1800], [1700]];
    const results = ratings.map(() => [""]);
    const pairs = (settings: unknown) =>
      swissPair(results, ratings, null, null, "DUTCH", "W", settings)
        .filter((r) => typeof r[1] === "number" && typeof r[2] === "number")
        .map((r) => [r[1], r[2]].sort((a, b) => (a as number) - (b as number)));
    expect(pairs([["ROUNDS", 5]])).toContainEqual([1, 5]);
    const baku = pairs([
      ["ROUNDS", 5],
      ["BAKU", "YES"],
    ]);
    expect(baku).toContainEqual([1, 3]);
    expect(baku).toContainEqual([5, 7]);
  });
});

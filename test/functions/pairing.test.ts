/** SWISS_PAIR and ROUND_ROBIN as the spreadsheets call them (catalogue: SWISS_PAIR, ROUND_ROBIN). */
import { swissPair, roundRobinRound } from "../../src/grid/functions/pairing";
import { pairingSystem } from "../../src/core/pairing";

describe("SWISS_PAIR", () => {
  test("round 1 under USCF: top half against bottom half, blank results, Excel nulls", () => {
    const results = [[null], [null], [null], [null]];
    const ratings = [[2000], [1900], [1800], [1700]];
    const rows = swissPair(results, ratings, null, null, null);
    expect(rows).toHaveLength(2);
    const pairs = rows.map((r) => [r[1], r[2]].sort());
    expect(pairs).toEqual([[1, 3], [2, 4]]);
    expect(rows.map((r) => r[0])).toEqual([1, 2]);
  });

  test("Sheets shapes: \"\" for empty cells and omitted arguments undefined; odd count gives a BYE row", () => {
    const rows = swissPair([[""], [""], [""], [""], [""]], [[2000], [1900], [1800], [1700], [0]], undefined, undefined, "USCF");
    expect(rows.filter((r) => r[0] !== "")).toHaveLength(2);
    // The unrated player (#5, typed as 0) is not given the bye: it goes to the lowest-rated rated player.
    expect(rows.filter((r) => r[0] === "")).toEqual([["", 4, "BYE"]]);
  });

  test("requests: H and U players are not paired and are listed", () => {
    const rows = swissPair([[""], [""], [""], [""]], [[2000], [1900], [1800], [1700]], undefined, [["H"], [""], [""], ["U"]], "DUTCH");
    expect(rows.filter((r) => r[0] !== "").map((r) => [r[1], r[2]].sort())).toEqual([[2, 3]]);
    expect(rows.filter((r) => r[0] === "")).toEqual([
      ["", 1, "H"],
      ["", 4, "U"],
    ]);
  });

  test("round 2 follows the wallchart: no rematch", () => {
    const results = [["W3w"], ["W4b"], ["L1b"], ["L2w"]];
    const rows = swissPair(results, [[2000], [1900], [1800], [1700]], undefined, undefined, "DUTCH");
    const pairs = rows.map((r) => [r[1], r[2]].sort());
    expect(pairs).toEqual([[1, 2], [3, 4]]);
  });

  test("the coin for the first colour: B gives #1 black on board 1 in round 1", () => {
    const results = [[""], [""], [""], [""]];
    const ratings = [[2000], [1900], [1800], [1700]];
    for (const system of ["USCF", "DUTCH"]) {
      expect(swissPair(results, ratings, null, null, system, null)[0]).toEqual([1, 1, 3]);
      expect(swissPair(results, ratings, null, null, system, "B")[0]).toEqual([1, 3, 1]);
      expect(swissPair(results, ratings, null, null, system, [["white"]])[0]).toEqual([1, 1, 3]);
    }
    expect(() => swissPair(results, ratings, null, null, "DUTCH", "red")).toThrow('firstColour: "red" is not a colour (expected W or B)');
  });

  test("an unknown system lists the valid ones", () => {
    expect(() => pairingSystem("monrad")).toThrow('system: "monrad" is not a pairing system (expected USCF, DUTCH, PANAM1954)');
  });

  test("everyone has met everyone: said in words", () => {
    const results = [
      ["W2", "W3", "W4"],
      ["L1", "W4", "W3"],
      ["W4", "L1", "L2"],
      ["L3", "L2", "L1"],
    ];
    expect(() => swissPair(results, [[4], [3], [2], [1]], undefined, undefined, "DUTCH")).toThrow(/pair/i);
  });
});

describe("ROUND_ROBIN", () => {
  test("Berger table, 4 players, round 1: 1-4, 2-3", () => {
    expect(roundRobinRound(4, 1)).toEqual([
      [1, 1, 4],
      [2, 2, 3],
    ]);
  });
  test("an odd count gives a bye row", () => {
    const rows = roundRobinRound([[5]], [[1]]);
    expect(rows.filter((r) => r[0] === "")).toHaveLength(1);
    expect(rows.filter((r) => r[0] !== "")).toHaveLength(2);
  });
  test("bad arguments are named", () => {
    expect(() => roundRobinRound("x", 1)).toThrow('players: "x" is not a number');
    expect(() => roundRobinRound(1, 1)).toThrow("players: expected a whole number of players, 2 or more");
    expect(() => roundRobinRound(6, 1, 0)).toThrow("cycles: 0 is not a number of cycles (1 to 10)");
    expect(() => roundRobinRound(6, 1, 1.5)).toThrow("cycles: expected a whole number of cycles (1 to 10), got 1.5");
  });
  test("any size and the second cycle (C.05 Annex 1): 20 players, round 20 of 38 is round 1 reversed", () => {
    expect(roundRobinRound(20, 20, 2).slice(0, 2)).toEqual([
      [1, 20, 1],
      [2, 19, 2],
    ]);
    expect(roundRobinRound(20, 1, "")).toEqual(roundRobinRound(20, 1));
    expect(roundRobinRound([[5]], [[6]], [[2]]).at(-1)).toEqual(["", 1, "BYE"]);
  });
  test("players as a column of names, read by the shared range rule: the heading skipped, the boards by name", () => {
    const names = [["Name"], ["Ann"], ["Bob"], ["Cy"], ["Dee"], ["Eve"], [null], [null]];
    // Berger table for 5 (6 with the dummy), round 1: 1–6 (the bye), 2–5, 3–4.
    expect(roundRobinRound(names, 1)).toEqual([
      [1, "Bob", "Eve"],
      [2, "Cy", "Dee"],
      ["", "Ann", "BYE"],
    ]);
    expect(roundRobinRound(["Ann", "Bob", "Cy", "Dee"], 1)).toEqual([
      [1, "Ann", "Dee"],
      [2, "Bob", "Cy"],
    ]);
  });
  test("a blank between the names is refused with the rows, not seated as a player", () => {
    expect(() => roundRobinRound([["Ann"], ["Bob"], [""], ["Dee"]], 1)).toThrow(
      /^players, row 3: blank between players .*the round robin seats every player listed/,
    );
  });
});

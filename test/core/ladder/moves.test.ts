import { afterDefence, afterDraw, afterWin, dropPlaces, moveTo } from "../../../src/core/ladder";

const L = ["A", "B", "C", "D", "E"];

describe("place moves on a challenge ladder (platforms.md §D2)", () => {
  test("moveTo closes the gap and makes room", () => {
    expect(moveTo(L, 4, 1)).toEqual(["A", "E", "B", "C", "D"]);
    expect(moveTo(L, 0, 2)).toEqual(["B", "C", "A", "D", "E"]);
    expect(moveTo(L, 2, 9)).toEqual(["A", "B", "D", "E", "C"]);
  });
  test("WIN TAKE: the challenger takes the defender's place, those between move down one (Big Rapids, SLO, St Louis)", () => {
    expect(afterWin(L, 4, 1, "TAKE")).toEqual(["A", "E", "B", "C", "D"]);
  });
  test("WIN SWAP: the two change places (NAHS)", () => {
    expect(afterWin(L, 4, 1, "SWAP")).toEqual(["A", "E", "C", "D", "B"]);
  });
  test("WIN ONE_ABOVE: the challenger goes one rung above the defender (B. Butler); the top stays the top", () => {
    expect(afterWin(L, 4, 1, "ONE_ABOVE")).toEqual(["E", "A", "B", "C", "D"]);
    expect(afterWin(L, 1, 0, "ONE_ABOVE")).toEqual(["B", "A", "C", "D", "E"]);
  });
  test("a challenger already above the defender does not move", () => {
    for (const rule of ["TAKE", "SWAP", "ONE_ABOVE"] as const) expect(afterWin(L, 1, 3, rule)).toEqual(L);
  });
  test("DRAW NONE / BELOW_DEFENDER (Big Rapids, chess.com) / UP_ONE (Dundee, Kāpiti)", () => {
    expect(afterDraw(L, 4, 1, "NONE")).toEqual(L);
    expect(afterDraw(L, 4, 1, "BELOW_DEFENDER")).toEqual(["A", "B", "E", "C", "D"]);
    expect(afterDraw(L, 2, 1, "BELOW_DEFENDER")).toEqual(L);
    expect(afterDraw(L, 4, 1, "UP_ONE")).toEqual(["A", "B", "C", "E", "D"]);
    expect(afterDraw(L, 2, 1, "UP_ONE")).toEqual(["A", "C", "B", "D", "E"]);
  });
  test("DEFEND UP_ONE: a defender who wins moves up one (Kāpiti); the top stays", () => {
    expect(afterDefence(L, 4, 2, "NONE")).toEqual(L);
    expect(afterDefence(L, 4, 2, "UP_ONE")).toEqual(["A", "C", "B", "D", "E"]);
    expect(afterDefence(L, 1, 0, "UP_ONE")).toEqual(L);
  });
  test("inactivity drops: the inactive keep their order, the active rise past them", () => {
    expect(dropPlaces(L, new Map([["A", 1]]))).toEqual(["B", "A", "C", "D", "E"]);
    expect(
      dropPlaces(
        L,
        new Map([
          ["A", 1],
          ["B", 1],
        ]),
      ),
    ).toEqual(["C", "A", "B", "D", "E"]);
    expect(dropPlaces(L, new Map([["A", 2]]))).toEqual(["B", "C", "A", "D", "E"]);
    expect(
      dropPlaces(
        L,
        new Map([
          ["A", 1],
          ["D", 1],
          ["E", 1],
        ]),
      ),
    ).toEqual(["B", "A", "C", "D", "E"]);
    expect(dropPlaces(L, new Map([["C", 5]]))).toEqual(["A", "B", "D", "E", "C"]);
    expect(dropPlaces(L, new Map(L.map((x) => [x, 1])))).toEqual(L);
  });
});

import { parseCell, makeCell, parseWallchart } from "../../src/core/formats/wallchart";

describe("wallchart cells (catalogue: The wallchart)", () => {
  test.each([
    ["W12", { kind: "win", opponent: 12, colour: null }],
    ["l3b", { kind: "loss", opponent: 3, colour: "b" }],
    ["W12 (w)", { kind: "win", opponent: 12, colour: "w" }],
    ["W12/b", { kind: "win", opponent: 12, colour: "b" }],
    ["=7w", { kind: "draw", opponent: 7, colour: "w" }],
    ["+12", { kind: "win", opponent: 12, colour: null }],
    ["-12", { kind: "loss", opponent: 12, colour: null }],
    ["X12", { kind: "forfeitWin", opponent: 12, colour: null }],
    ["F12", { kind: "forfeitLoss", opponent: 12, colour: null }],
    [" bye ", { kind: "pab", opponent: 0, colour: null }],
    ["B---", { kind: "pab", opponent: 0, colour: null }],
    ["H---", { kind: "halfBye", opponent: 0, colour: null }],
    ["U", { kind: "zeroBye", opponent: 0, colour: null }],
    ["-", { kind: "zeroBye", opponent: 0, colour: null }],
    ["0", { kind: "zeroBye", opponent: 0, colour: null }],
    ["DEF", { kind: "forfeitLoss", opponent: 0, colour: null }],
  ])("%s", (text, entry) => {
    expect(parseCell(text)).toEqual(entry);
    const back = parseCell(makeCell(entry as never));
    expect(back).toEqual(entry);
  });
  test("blank is a round not played yet", () => expect(parseCell("  ")).toBeNull());
  test("a cell that fits no notation is an error", () => expect(parseCell("W1 2")).toEqual({ error: "is not a result" }));
});

describe("wallchart ranges", () => {
  test("the two sides must agree, and the error names both cells", () => {
    const { problems } = parseWallchart([["W2"], ["W1"]], { origin: { row: 1, col: 2 } });
    expect(problems.map((p) => p.message)).toEqual([
      'Round 1, player #1 (C2) has "W2" but Round 1, player #2 (C3) has "W1"',
    ]);
  });
  test("a bad cell names round and player", () => {
    const { problems } = parseWallchart([["W2", "W1 2"], ["L1", ""]]);
    expect(problems[0]?.message).toBe('Round 2, player #1: "W1 2" is not a result');
  });
  test("colours given on one side are copied to the other", () => {
    const { value, problems } = parseWallchart([["W2w"], ["L1"]]);
    expect(problems).toEqual([]);
    expect(value[1]?.[0]).toEqual({ kind: "loss", opponent: 1, colour: "b" });
  });
  test("both sides white is a disagreement", () => {
    expect(parseWallchart([["D2w"], ["D1w"]]).problems).toHaveLength(1);
  });
  test("a double forfeit is F against F", () => {
    expect(parseWallchart([["F2"], ["F1"]]).problems).toEqual([]);
  });
  test("an opponent number beyond the field is named", () => {
    expect(parseWallchart([["W5"], ["L1"]]).problems[0]?.message).toBe(
      'Round 1, player #1: "W5" names #5, but there are 2 players',
    );
  });
});

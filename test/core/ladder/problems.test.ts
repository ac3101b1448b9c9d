/** Bad input is named with its log row, and a rejected row does not change the ladder. */
import { applyGame, replayLadder, startLadder } from "../../../src/core/ladder";
import { FIVE } from "./helpers";

describe("rejected rows", () => {
  const log = [
    ["2025-03-01", "Dan", "Bob", "1-0"], // Ann Dan Bob Cat Eve
    ["2025-03-02", "Eve", "Ann", "1-0"], // out of range: Eve 5th, Ann 1st
    ["2025-03-03", "Eve", "Cat", "2-1"], // bad result
    ["2025-02-28", "Eve", "Cat", "1-0"], // date out of order
    ["2025-03-04", "Zed", "Zed", "1-0"], // plays themselves
    ["2025-03-05", "Eve", "Cat", "1-0"], // Ann Dan Bob Eve Cat
  ];
  const r = replayLadder(FIVE, log);
  test("every rejected row is named, oldest first, with what was expected", () => {
    expect(r.problems.map((p) => [p.row, p.code, p.message])).toEqual([
      [2, "OUT_OF_RANGE", "games row 2: Eve (5th) may challenge 3 places up (2nd to 4th), not Ann (1st) (RANGE 3)"],
      [
        3,
        "BAD_CELL",
        `games row 3: "2-1" is not a result (expected 1-0, 0-1, ½-½, 1, 0, 0.5, REFUSED or NOSHOW, from the challenger's side; or LEFT, AWAY, BACK for a member)`,
      ],
      [4, "BAD_CELL", "games row 4: date 2025-02-28 is before 2025-03-01 (games row 1); the log must be oldest first"],
      [5, "BAD_OPPONENT", "games row 5: Zed cannot play themselves"],
    ]);
  });
  test("a rejected row does not change the ladder: the rows after it apply as if it were not there", () => {
    expect(r.ladder.lines.map((l) => l.name)).toEqual(["Ann", "Dan", "Bob", "Eve", "Cat"]);
    const without = replayLadder(FIVE, [log[0], log[5]] as never);
    expect(without.ladder).toEqual(r.ladder);
  });
  test("the core also offers the ladder up to the first rejected row (what the functions stand on)", () => {
    expect(r.ladderBeforeProblem.lines.map((l) => l.name)).toEqual(["Ann", "Dan", "Bob", "Cat", "Eve"]);
  });
  test("applyGame hands back the very same state with the problem", () => {
    const s0 = startLadder(FIVE).value;
    const applied = applyGame(s0, { row: 1, date: 45717, challenger: "Eve", defender: "Ann", result: "WIN" });
    expect(applied.state).toBe(s0);
    expect(applied.problem?.row).toBe(1);
  });
  test("a rejected row does not move the clock: no inactivity is charged for its date", () => {
    const s = { inactiveDays: 7 };
    const bad = replayLadder(FIVE, [["2025-03-01"], ["2025-03-20", "Eve", "Ann", "1-0"]], s);
    expect(bad.problems).toHaveLength(1);
    expect(bad.state.clock).toBe(45717);
    expect(bad.ladder.lines.map((l) => l.name)).toEqual(FIVE);
  });
  test("a struck-out bad row is no problem", () => {
    expect(replayLadder(FIVE, [["~2025-03-03", "Eve", "Ann", "nonsense"]]).problems).toEqual([]);
  });
  test("a game between players not on the ladder when ENTRY is CLOSED", () => {
    const p = replayLadder(FIVE, [["2025-03-01", "Eve", "Dann", "1-0"]], { entry: "CLOSED" }).problems[0];
    expect(p).toMatchObject({ row: 1, code: "UNKNOWN_NAME" });
    expect(p?.message).toBe(
      'games row 1: Dann is not on the ladder (ENTRY is CLOSED: add them to the players list, or check the spelling); did you mean "Ann" or "Dan" for "Dann"?',
    );
  });
  test("the rows can be named as a file's lines", () => {
    const p = replayLadder(FIVE, [["2025-03-01", "Eve", "Ann", "1-0"]], {}, { rowName: "log.csv line" }).problems[0];
    expect(p?.message.startsWith("log.csv line 1: ")).toBe(true);
  });
  test("a name twice in the players list is a problem with no log row", () => {
    const r2 = replayLadder(["Ann", "Bob", "ann "], []);
    expect(r2.problems).toEqual([
      { code: "DUPLICATE", row: null, message: 'players row 3: "ann " is already on the ladder (players row 1)' },
    ]);
    expect(r2.ladder.lines.map((l) => l.name)).toEqual(["Ann", "Bob"]);
  });
});

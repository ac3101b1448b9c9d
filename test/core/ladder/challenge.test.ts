/** Challenge ladders, rule by rule, on hand-made logs (catalogue LADDER; platforms.md §D2). */
import { replayLadder } from "../../../src/core/ladder";
import { EIGHT, FIVE, order, problems } from "./helpers";

describe("RANGE: places above that may be challenged (default 3: Dundee, NAHS, SLO, chess.com)", () => {
  test("the 5th may challenge the 2nd, three places up", () => {
    expect(order(FIVE, [["2025-03-04", "Eve", "Bob", "1-0"]])).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan"]);
  });
  test("the 5th may not challenge the 1st, four places up", () => {
    expect(problems(FIVE, [["2025-03-04", "Eve", "Ann", "1-0"]])).toEqual([
      "games row 1: Eve (5th) may challenge 3 places up (2nd to 4th), not Ann (1st) (RANGE 3)",
    ]);
  });
  test("RANGE ANY: anyone above (B. Butler; St Louis)", () => {
    expect(order(EIGHT, [["2025-03-04", "Hal", "Ann", "1-0"]], { range: null })).toEqual(["Hal", ...EIGHT.slice(0, 7)]);
  });
  test("RANGE 1: only the player just above", () => {
    expect(problems(FIVE, [["2025-03-04", "Eve", "Cat", "1-0"]], { range: 1 })).toEqual([
      "games row 1: Eve (5th) may challenge 1 place up (4th to 4th), not Cat (3rd) (RANGE 1)",
    ]);
    expect(order(FIVE, [["2025-03-04", "Eve", "Dan", "1-0"]], { range: 1 })).toEqual([
      "Ann",
      "Bob",
      "Cat",
      "Eve",
      "Dan",
    ]);
  });
  test("a challenge goes up the ladder: the challenger is written first", () => {
    expect(problems(FIVE, [["2025-03-04", "Bob", "Eve", "1-0"]])).toEqual([
      "games row 1: Bob (2nd) is above Eve (5th): a challenge goes up the ladder, and the challenger is written first",
    ]);
  });
  test("the range is counted on the ladder as it stands at that row", () => {
    // Dan takes Bob's place; now Eve (5th) can reach Dan? Dan is 2nd: three places up.
    const log = [
      ["2025-03-04", "Dan", "Bob", "1-0"],
      ["2025-03-05", "Eve", "Dan", "1-0"],
    ];
    expect(order(FIVE, log)).toEqual(["Ann", "Eve", "Dan", "Bob", "Cat"]);
  });
});

describe("WIN: the challenger beats the defender", () => {
  const log = [["2025-03-04", "Eve", "Bob", "1-0"]];
  test("TAKE (default): takes the defender's place; everyone between moves down one", () => {
    expect(order(FIVE, log, { win: "TAKE" })).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan"]);
  });
  test("SWAP: the two change places (NAHS)", () => {
    expect(order(FIVE, log, { win: "SWAP" })).toEqual(["Ann", "Eve", "Cat", "Dan", "Bob"]);
  });
  test("ONE_ABOVE: one rung above the defender (B. Butler)", () => {
    expect(order(FIVE, log, { win: "ONE_ABOVE" })).toEqual(["Eve", "Ann", "Bob", "Cat", "Dan"]);
  });
  test("the challenger's side: 1 and 1-0 are the same", () => {
    expect(order(FIVE, [["2025-03-04", "Eve", "Bob", 1]])).toEqual(order(FIVE, log));
  });
});

describe("the defender wins", () => {
  const log = [["2025-03-04", "Eve", "Bob", "0-1"]];
  test("no change (most clubs)", () => expect(order(FIVE, log)).toEqual(FIVE));
  test("DEFEND UP_ONE: the defender moves up one (Kāpiti)", () => {
    expect(order(FIVE, log, { defend: "UP_ONE" })).toEqual(["Bob", "Ann", "Cat", "Dan", "Eve"]);
  });
});

describe("DRAW", () => {
  const log = [["2025-03-04", "Eve", "Bob", "½-½"]];
  test("NONE (default: NAHS, St Louis, B. Butler)", () => expect(order(FIVE, log)).toEqual(FIVE));
  test("BELOW_DEFENDER: the challenger moves to just below the defender (Big Rapids, chess.com)", () => {
    expect(order(FIVE, log, { draw: "BELOW_DEFENDER" })).toEqual(["Ann", "Bob", "Eve", "Cat", "Dan"]);
  });
  test("UP_ONE: the lower player moves up one (Dundee, Kāpiti)", () => {
    expect(order(FIVE, log, { draw: "UP_ONE" })).toEqual(["Ann", "Bob", "Cat", "Eve", "Dan"]);
    expect(order(FIVE, [["2025-03-04", "Eve", "Dan", "1/2-1/2"]], { draw: "UP_ONE" })).toEqual([
      "Ann",
      "Bob",
      "Cat",
      "Eve",
      "Dan",
    ]);
  });
});

describe("COOLDOWN: games before a challenger may challenge the same defender again", () => {
  test("default 1: not twice in a row (Big Rapids): the loser may not challenge straight back", () => {
    const log = [
      ["2025-03-04", "Dan", "Cat", "1-0"],
      ["2025-03-05", "Cat", "Dan", "1-0"],
    ];
    expect(problems(FIVE, log)).toEqual([
      "games row 2: Cat (4th) last met Dan (3rd) at games row 1 and has played no other game since (COOLDOWN 1: 1 other game first)",
    ]);
  });
  test("default 1: after one other game the same challenge is allowed", () => {
    const log = [
      ["2025-03-04", "Dan", "Cat", "1-0"],
      ["2025-03-05", "Eve", "Cat", "0-1"],
      ["2025-03-06", "Cat", "Dan", "1-0"],
    ];
    expect(order(FIVE, log)).toEqual(["Ann", "Bob", "Cat", "Dan", "Eve"]);
  });
  test("the challenger's games count, not the defender's", () => {
    const log = [
      ["2025-03-04", "Eve", "Dan", "0-1"],
      ["2025-03-05", "Dan", "Cat", "0-1"],
      ["2025-03-06", "Eve", "Dan", "1-0"],
    ];
    expect(problems(FIVE, log)).toEqual([
      "games row 3: Eve (5th) last met Dan (4th) at games row 1 and has played no other game since (COOLDOWN 1: 1 other game first)",
    ]);
  });
  test("COOLDOWN 2: a two-game gap (Kāpiti)", () => {
    const log = [
      ["2025-03-04", "Eve", "Dan", "0-1"],
      ["2025-03-05", "Eve", "Cat", "0-1"],
      ["2025-03-06", "Eve", "Dan", "1-0"],
      ["2025-03-07", "Eve", "Bob", "0-1"],
      ["2025-03-08", "Eve", "Dan", "1-0"],
    ];
    const r = replayLadder(FIVE, log, { cooldown: 2 });
    expect(r.problems.map((p) => p.message)).toEqual([
      "games row 3: Eve (5th) last met Dan (4th) at games row 1 and has played only 1 other game since (COOLDOWN 2: 2 other games first)",
    ]);
    expect(r.ladder.lines.map((l) => l.name)).toEqual(["Ann", "Bob", "Cat", "Eve", "Dan"]);
  });
  test("COOLDOWN 0: rematches at once", () => {
    const log = [
      ["2025-03-04", "Dan", "Cat", "1-0"],
      ["2025-03-05", "Cat", "Dan", "1-0"],
    ];
    expect(order(FIVE, log, { cooldown: 0 })).toEqual(FIVE);
  });
});

describe("REFUSED and NOSHOW: the defender's default counts as a loss FORFEIT_DAYS later", () => {
  test("a refusal on 1 March counts on 8 March (default 7 days), before the first row dated 8 March or later", () => {
    const log = [["2025-03-01", "Eve", "Bob", "REFUSED"], ["2025-03-05", "Dan", "Cat", "1-0"], ["2025-03-08"]];
    const before = replayLadder(FIVE, log.slice(0, 2));
    expect(before.ladder.lines.map((l) => l.name)).toEqual(["Ann", "Bob", "Dan", "Cat", "Eve"]);
    expect(before.pending).toEqual([{ row: 1, challenger: "eve", defender: "bob", result: "REFUSED", due: 45724 }]);
    const after = replayLadder(FIVE, log);
    expect(after.ladder.lines.map((l) => l.name)).toEqual(["Ann", "Eve", "Bob", "Dan", "Cat"]);
    expect(after.pending).toEqual([]);
  });
  test("a default is not a game: no games counted", () => {
    const r = replayLadder(FIVE, [["2025-03-01", "Eve", "Bob", "NOSHOW"], ["2025-03-09"]]);
    expect(r.ladder.lines.map((l) => [l.name, l.games])).toEqual([
      ["Ann", 0],
      ["Eve", 0],
      ["Bob", 0],
      ["Cat", 0],
      ["Dan", 0],
    ]);
  });
  test("a game between the two before it falls due replaces it", () => {
    const log = [["2025-03-01", "Eve", "Bob", "NOSHOW"], ["2025-03-06", "Eve", "Bob", "0-1"], ["2025-03-20"]];
    expect(order(FIVE, log)).toEqual(FIVE);
  });
  test("that game plays out the challenge made when it was in range, even if the ladder has moved since", () => {
    const log = [
      ["2025-03-01", "Eve", "Bob", "REFUSED"],
      ["2025-03-02", "Bob", "Ann", "1-0"],
      ["2025-03-04", "Eve", "Bob", "1-0"],
    ];
    expect(order(FIVE, log)).toEqual(["Eve", "Bob", "Ann", "Cat", "Dan"]);
  });
  test("FORFEIT_DAYS 0: counts at once", () => {
    expect(order(FIVE, [["2025-03-01", "Eve", "Bob", "REFUSED"]], { forfeitDays: 0 })).toEqual([
      "Ann",
      "Eve",
      "Bob",
      "Cat",
      "Dan",
    ]);
  });
  test("a challenger who has passed the defender meanwhile does not move back", () => {
    const log = [["2025-03-01", "Eve", "Cat", "NOSHOW"], ["2025-03-02", "Eve", "Bob", "1-0"], ["2025-03-10"]];
    expect(order(FIVE, log)).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan"]);
  });
  test("the same challenge twice while the first is waiting is refused", () => {
    expect(
      problems(FIVE, [
        ["2025-03-01", "Eve", "Bob", "REFUSED"],
        ["2025-03-03", "Eve", "Bob", "NOSHOW"],
      ]),
    ).toEqual(["games row 2: Eve's challenge to Bob (games row 1) is still waiting to count; log the game or wait"]);
  });
  test("a default needs a date", () => {
    expect(problems(FIVE, [[null, "Eve", "Bob", "REFUSED"]])).toEqual([
      "games row 1: a REFUSED row needs a date: it counts as a loss 7 days later (FORFEIT_DAYS)",
    ]);
  });
  test("a default is still a challenge: RANGE applies when it is made", () => {
    expect(problems(FIVE, [["2025-03-01", "Eve", "Ann", "REFUSED"]])).toHaveLength(1);
  });
});

describe("ENTRY: newcomers", () => {
  test("BOTTOM (default): a name not on the ladder joins at the bottom when first seen (chess.com, NAHS)", () => {
    expect(order(FIVE, [["2025-03-01", "Zoe", "Eve", "1-0"]])).toEqual(["Ann", "Bob", "Cat", "Dan", "Zoe", "Eve"]);
    expect(order(FIVE, [["2025-03-01", "Zoe", "Cat", "0-1"]])).toEqual([...FIVE, "Zoe"]);
  });
  test("BOTTOM: two newcomers, the defender joins first", () => {
    expect(order(FIVE, [["2025-03-01", "Yan", "Zoe", "1-0"]])).toEqual([...FIVE, "Yan", "Zoe"]);
  });
  test("BOTTOM: a newcomer written as defender joins below the challenger, so the challenge goes downward", () => {
    expect(problems(FIVE, [["2025-03-01", "Eve", "Zoe", "1-0"]])).toEqual([
      "games row 1: Eve (5th) is above Zoe (6th): a challenge goes up the ladder, and the challenger is written first",
    ]);
  });
  test("names match whatever the case and spacing; the ladder keeps its own spelling", () => {
    expect(order(FIVE, [["2025-03-01", " eve ", "BOB", "1-0"]])).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan"]);
  });
  test("CLOSED: a name not on the ladder is an error", () => {
    expect(problems(FIVE, [["2025-03-01", "Zoe", "Eve", "1-0"]], { entry: "CLOSED" })).toEqual([
      "games row 1: Zoe is not on the ladder (ENTRY is CLOSED: add them to the players list, or check the spelling)",
    ]);
  });
  test("CHALLENGE: a newcomer challenges anyone; a win places them just above, else at the bottom (B. Butler)", () => {
    expect(order(FIVE, [["2025-03-01", "Zoe", "Ann", "1-0"]], { entry: "CHALLENGE" })).toEqual(["Zoe", ...FIVE]);
    expect(order(FIVE, [["2025-03-01", "Zoe", "Bob", "½-½"]], { entry: "CHALLENGE" })).toEqual([...FIVE, "Zoe"]);
    expect(problems(FIVE, [["2025-03-01", "Eve", "Zoe", "0-1"]], { entry: "CHALLENGE" })).toEqual([
      "games row 1: Zoe is not on the ladder: with ENTRY CHALLENGE a newcomer joins by challenging someone on it",
    ]);
  });
});

describe("INACTIVE_DAYS and INACTIVE_DROP: evaluated at each logged date, before that row", () => {
  test("a drop is charged before the row's own game, and playing resets the count", () => {
    const log = [
      ["2025-03-01"],
      ["2025-03-05", "Cat", "Bob", "0-1"],
      ["2025-03-08", "Dan", "Ann", "1-0"], // Ann, Dan, Eve: 7 days → down one; Ann passes Bob
      ["2025-03-12"], // Bob, Cat: 7 days → down one
    ];
    const s = { inactiveDays: 7 };
    expect(order(FIVE, log.slice(0, 3), s)).toEqual(["Bob", "Dan", "Ann", "Cat", "Eve"]);
    expect(order(FIVE, log, s)).toEqual(["Dan", "Bob", "Ann", "Eve", "Cat"]);
  });
  test("one drop per full period: 28 days of 14 is two drops, charged as the dates pass", () => {
    const log = [
      ["2025-03-01", "Eve", "Dan", "0-1"],
      ["2025-03-10", "Cat", "Bob", "½-½"],
      ["2025-03-15"],
      ["2025-03-28"],
      ["2025-03-29"],
    ];
    const s = { inactiveDays: 14 };
    expect(order(FIVE, log.slice(0, 3), s)).toEqual(["Bob", "Ann", "Cat", "Dan", "Eve"]);
    expect(order(FIVE, log.slice(0, 4), s)).toEqual(["Ann", "Bob", "Dan", "Cat", "Eve"]);
    expect(order(FIVE, log, s)).toEqual(["Bob", "Ann", "Cat", "Dan", "Eve"]);
  });
  test("INACTIVE_DROP 2: two places per period", () => {
    const log = [["2025-03-01"], ["2025-03-05", "Eve", "Dan", "0-1"], ["2025-03-11"]];
    expect(order(FIVE, log, { inactiveDays: 10, inactiveDrop: 2 })).toEqual(["Dan", "Eve", "Ann", "Bob", "Cat"]);
  });
  test("INACTIVE_DAYS 0 (default): nobody drops", () => {
    expect(order(FIVE, [["2025-01-01"], ["2025-12-31"]])).toEqual(FIVE);
  });
  test("a newcomer's clock starts the day they join", () => {
    const log = [
      ["2025-03-01", "Eve", "Dan", "0-1"],
      ["2025-03-05", "Zoe", "Eve", "0-1"],
      ["2025-03-08"], // 7 days for Ann, Bob, Cat, Dan: each passes Eve (active on 5 March); Zoe joined on 5 March
      ["2025-03-12"], // 7 days for Eve and Zoe; Zoe is at the bottom already
    ];
    expect(order(FIVE, log.slice(0, 3), { inactiveDays: 7 })).toEqual(["Eve", "Ann", "Bob", "Cat", "Dan", "Zoe"]);
    expect(order(FIVE, log, { inactiveDays: 7 })).toEqual(["Ann", "Eve", "Bob", "Cat", "Dan", "Zoe"]);
  });
});

describe("the log", () => {
  test("struck-out rows (~) are ignored (catalogue LADDER)", () => {
    const log = [
      ["~2025-03-04", "Eve", "Bob", "1-0"],
      ["2025-03-05", "Eve", "Dan", "1-0"],
    ];
    expect(order(FIVE, log)).toEqual(["Ann", "Bob", "Cat", "Eve", "Dan"]);
  });
  test("a row with no date is the same day as the row before", () => {
    const log = [
      ["2025-03-04", "Eve", "Bob", "REFUSED"],
      [null, "Dan", "Cat", "1-0"],
    ];
    expect(replayLadder(FIVE, log).state.clock).toBe(45720);
  });
  test("no players list: everyone joins from the log, in order of first appearance", () => {
    expect(
      order(
        [],
        [
          ["2025-03-01", "Bob", "Ann", "1-0"],
          ["2025-03-02", "Cat", "Ann", "0-1"],
        ],
      ),
    ).toEqual(["Bob", "Ann", "Cat"]);
  });
});

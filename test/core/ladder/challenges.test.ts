/** LADDER_CHALLENGES: whom a player may challenge now, honouring RANGE and COOLDOWN. */
import { challengesFor, replayLadder } from "../../../src/core/ladder";
import { EIGHT, FIVE } from "./helpers";

const names = (r: { value: readonly { name: string }[] }) => r.value.map((c) => c.name);

describe("challengesFor", () => {
  test("RANGE 3 (default): the three players above, nearest first", () => {
    expect(challengesFor(EIGHT, "Fay").value).toEqual([
      { position: 5, name: "Eve" },
      { position: 4, name: "Dan" },
      { position: 3, name: "Cat" },
    ]);
  });
  test("near the top there are fewer; the top player has nobody to challenge", () => {
    expect(names(challengesFor(EIGHT, "Bob"))).toEqual(["Ann"]);
    expect(names(challengesFor(EIGHT, "Ann"))).toEqual([]);
  });
  test("RANGE ANY: everyone above", () => {
    expect(names(challengesFor(FIVE, "Eve", { range: null }))).toEqual(["Dan", "Cat", "Bob", "Ann"]);
  });
  test("COOLDOWN from the log: not the opponent of the last game (Big Rapids)", () => {
    const log = [["2025-03-01", "Eve", "Dan", "0-1"]];
    expect(names(challengesFor(FIVE, "Eve", {}, log))).toEqual(["Cat", "Bob"]);
    expect(names(challengesFor(FIVE, "Eve", { cooldown: 0 }, log))).toEqual(["Dan", "Cat", "Bob"]);
    const later = [...log, ["2025-03-02", "Eve", "Cat", "0-1"]];
    expect(names(challengesFor(FIVE, "Eve", {}, later))).toEqual(["Dan", "Bob"]);
    expect(names(challengesFor(FIVE, "Eve", { cooldown: 2 }, later))).toEqual(["Bob"]);
  });
  test("struck-out rows do not count for COOLDOWN", () => {
    expect(names(challengesFor(FIVE, "Eve", {}, [["~2025-03-01", "Eve", "Dan", "0-1"]]))).toEqual([
      "Dan",
      "Cat",
      "Bob",
    ]);
  });
  test("the state from replayLadder knows the histories exactly; a plain log counts every row, even rejected ones", () => {
    const log = [
      ["2025-03-05", "Eve", "Bob", "0-1"],
      ["2025-03-01", "Eve", "Dan", "0-1"], // rejected: the date goes backwards
    ];
    const r = replayLadder(FIVE, log);
    expect(names(challengesFor(r.state, "Eve"))).toEqual(["Dan", "Cat"]);
    expect(names(challengesFor(r.ladder, "Eve", {}, log))).toEqual(["Cat", "Bob"]);
  });
  test("the loser of the last game may not challenge straight back", () => {
    const r = replayLadder(FIVE, [["2025-03-01", "Eve", "Dan", "1-0"]]);
    expect(names(challengesFor(r.state, "Dan"))).toEqual(["Cat", "Bob"]);
  });
  test("a newcomer: ENTRY BOTTOM places them below the last", () => {
    expect(names(challengesFor(FIVE, "Zoe"))).toEqual(["Eve", "Dan", "Cat"]);
  });
  test("a newcomer: ENTRY CHALLENGE, anyone; ENTRY CLOSED, an error naming them", () => {
    expect(names(challengesFor(FIVE, "Zoe", { entry: "CHALLENGE" }))).toEqual(FIVE);
    expect(challengesFor(FIVE, "Zoe", { entry: "CLOSED" }).problems[0]?.message).toBe(
      "player: Zoe is not on the ladder (ENTRY is CLOSED)",
    );
  });
  test("rating and points ladders: anyone else, top first", () => {
    expect(names(challengesFor(FIVE, "Cat", { type: "RATING" }))).toEqual(["Ann", "Bob", "Dan", "Eve"]);
    expect(names(challengesFor(FIVE, "Cat", { type: "POINTS" }))).toEqual(["Ann", "Bob", "Dan", "Eve"]);
  });
  test("every name it offers is a challenge the replay accepts", () => {
    const log = [
      ["2025-03-01", "Eve", "Dan", "0-1"],
      ["2025-03-02", "Dan", "Bob", "1-0"],
    ];
    const r = replayLadder(EIGHT, log);
    for (const who of EIGHT) {
      for (const c of challengesFor(r.state, who).value) {
        const next = replayLadder(EIGHT, [...log, ["2025-03-03", who, c.name, "1-0"]]);
        expect(next.problems).toEqual([]);
      }
    }
  });
});

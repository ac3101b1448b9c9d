/**
 * Issue 32, items 2 and 3 (the ratings officer): every problem of a period in one pass — one bad
 * result no longer hides the unknown IDs, self-games and repeated IDs —, games entered twice flagged
 * for the officer to keep or drop, a name typed for an ID answered "did you mean …", a name under
 * several IDs named with its rows. Seed 000's fixture (test/fixtures/acf) with faults added.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { unwrap } from "../../src/core/errors";
import { parseCsv } from "../../src/core/formats/csv";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness } from "./helpers";

const fixture = (name: string): string[][] =>
  unwrap(parseCsv(readFileSync(join(__dirname, "../fixtures/acf", name), "utf8"))).map((r) => r.map(String));
const book = (players: string[][], games: string[][]) =>
  new MemoryWorkbook([
    { name: "Rating players", cells: players },
    { name: "Games", cells: games },
  ]);

describe("the ratings period lists every problem in one pass (issue 32 item 3)", () => {
  test("a bad result, an unknown ID, a self-game and a repeated ID: all four named at once", async () => {
    const players = fixture("players.csv");
    players.push(["3", "Copy, Cal", "VIC", "", "1200", "CONFIRMED", "30", "1200", "15"]);
    const games = fixture("games.csv");
    (games[1] as string[])[4] = "win";
    games.push(["Begonia Open", "6/3/1994", "99", "1", "1"]);
    games.push(["Begonia Open", "6/3/1994", "4", "4", "1"]);
    const o = await harness(book(players, games)).run("ratingsPeriod", {});
    expect(o.kind).toBe("refused");
    const text = o.kind === "refused" ? o.problems.join("\n") : "";
    expect(text).toMatch(/Games sheet row 2: result "win" is not 1, ½ or 0/);
    expect(text).toMatch(/Games sheet row 18: white "99" is not in the player file/);
    expect(text).toMatch(/Games sheet row 19: player "4" cannot be paired with the same player/);
    expect(text).toMatch(/Rating players sheet row 21: id "3" is already used on Rating players sheet row 4/);
  });

  test("a name typed where the ID goes: did you mean, with the ID", async () => {
    const games = fixture("games.csv");
    games.push(["Begonia Open", "6/3/1994", "Brown, Bill", "3", "1"]);
    games.push(["Begonia Open", "6/3/1994", "Bill Browne", "4", "1"]);
    const o = await harness(book(fixture("players.csv"), games)).run("ratingsPeriod", {});
    const text = o.kind === "refused" ? o.problems.join("\n") : "";
    expect(text).toMatch(/row 18: white "Brown, Bill" is not in the player file; did you mean Brown, Bill \(ID 1\)\?/);
    expect(text).toMatch(/row 19: white "Bill Browne" is not in the player file; did you mean Brown, Bill \(ID 1\)\?/);
  });
});

describe("games entered twice and names under several IDs: asked, never rated twice in silence (issue 32 items 2, 3)", () => {
  const twice = () => {
    const games = fixture("games.csv");
    games.push([...(games[2] as string[])]); // row 18 repeats row 3
    return games;
  };

  test("the repeat is a question naming both rows; nothing is written until the officer answers", async () => {
    const h = harness(book(fixture("players.csv"), twice()));
    const o = await h.run("ratingsPeriod", {});
    expect(o.kind).toBe("confirm");
    expect(o.kind === "confirm" && o.warnings).toEqual([
      "Games sheet row 3 and row 18 hold the same game (Begonia Open, 1994-03-05, 1 v 4): entered 2 times? Rate the period to keep both, or choose Drop the repeats.",
    ]);
    expect(h.wb.names()).toEqual(["Rating players", "Games"]);
  });

  test("kept: rated as the sheet says (the game counts twice); dropped: rated as if entered once", async () => {
    const kept = harness(book(fixture("players.csv"), twice()));
    const first = await kept.run("ratingsPeriod", {});
    const warnings = first.kind === "confirm" ? first.warnings ?? [] : [];
    const k = expectDone(await kept.run("ratingsPeriod", { acknowledged: warnings }));
    expect(k.message).toMatch(/^Period rated \(19 players, 17 games/);
    const dropped = harness(book(fixture("players.csv"), twice()));
    const d = expectDone(await dropped.run("ratingsPeriod", { repeats: "drop" }));
    expect(d.message).toMatch(/^Period rated \(19 players, 16 games, the 1994 rules\).*Dropped 1 repeated game row: Games sheet row 18\.$/);
    const once = harness(book(fixture("players.csv"), fixture("games.csv")));
    expectDone(await once.run("ratingsPeriod", {}));
    expect(dropped.wb.values("New list")).toEqual(once.wb.values("New list"));
  });

  test("a name under several IDs is a warning naming the rows", async () => {
    const players = fixture("players.csv");
    players.push(["77", "Brown, Bill", "NSW", "", "1400", "CONFIRMED", "30", "1400", "15"]);
    const o = await harness(book(players, fixture("games.csv"))).run("ratingsPeriod", {});
    expect(o.kind === "confirm" && o.warnings).toEqual([
      '"Brown, Bill" is under 2 IDs: 1 (Rating players sheet row 2), 77 (Rating players sheet row 21). The same player twice? Keep one ID and move the games to it.',
    ]);
  });
});

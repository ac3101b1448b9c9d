/**
 * The ladder a club pins up (issue 32, item 4): games, W-D-L, the last night's movement, whom each
 * may challenge, the open challenges, on the worked season of docs/ladder.md.
 */
import fc from "fast-check";
import { ladderHeading, ladderReport, ladderTable, movement, openText, replayLadder } from "../../../src/core/ladder";
import { ladderPage } from "../../../src/core/html/ladder";
import { readPlayers } from "../../../src/grid/functions/ladder";
import { expectGolden } from "../../golden";

const RIVERSIDE = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];
const CLUB = { draw: "UP_ONE", inactiveDays: 28 } as const;
/** docs/ladder.md's worked season (row 4 struck out). */
const LOG: string[][] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-04", "Hana", "Fiona", "½-½"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["~2025-02-11", "Dora", "Greg", "1-0"],
  ["2025-02-11", "Dora", "Brian", "1-0"],
  ["2025-02-18", "Ivan", "Fiona", "1-0"],
  ["2025-02-18", "Chen", "Alice", "REFUSED"],
  ["2025-02-25", "Hana", "Greg", "½-½"],
  ["2025-03-04", "Ivan", "Greg", "1-0"],
  ["2025-03-04", "Brian", "Alice", "0-1"],
  ["2025-03-11", "Ewan", "Hana", "1-0"],
  ["2025-03-11", "Alice", "Chen", "½-½"],
  ["2025-03-18", "Fiona", "Ewan", "1-0"],
];

describe("ladderReport", () => {
  test("docs/ladder.md worked season: the same ladder as replayLadder, with each player's record", () => {
    const r = ladderReport(RIVERSIDE, LOG, CLUB);
    expect(r.ladder).toEqual(replayLadder(RIVERSIDE, LOG, CLUB).ladder);
    const by = (n: string) => r.lines.find((l) => l.name === n);
    // Alice: lost nothing, beat Brian (row 10), drew with Chen (row 12); Chen's REFUSED is no game.
    expect(by("Alice")).toMatchObject({ position: 1, games: 2, wins: 1, draws: 1, losses: 0 });
    // Ewan: lost to Chen (3), beat Hana (11), lost to Fiona (13).
    expect(by("Ewan")).toMatchObject({ games: 3, wins: 1, draws: 0, losses: 2 });
    expect(by("Hana")).toMatchObject({ games: 3, wins: 0, draws: 2, losses: 1, may: ["Fiona", "Greg"] });
    for (const l of r.lines) expect(l.wins + l.draws + l.losses).toBe(l.games);
  });

  test("movement is measured across the last club night (18 March): Fiona up 2, Ewan and Hana down 1", () => {
    const r = ladderReport(RIVERSIDE, LOG, CLUB);
    expect(r.night).toBe(45734);
    const moved = Object.fromEntries(r.lines.map((l) => [l.name, movement(l)]));
    // Before 18 March: Alice Chen Dora Brian Ivan Greg Ewan Hana Fiona (docs/ladder.md row 12).
    expect(moved).toEqual({
      Alice: "–",
      Chen: "–",
      Dora: "–",
      Brian: "–",
      Ivan: "–",
      Greg: "–",
      Fiona: "up 2",
      Ewan: "down 1",
      Hana: "down 1",
    });
  });

  test("a player who joins on the last night is new; on the first night, movement is from the starting order", () => {
    const one = ladderReport(["Ann", "Bob", "Cat"], [["2025-03-04", "Cat", "Ann", "1-0"]]);
    expect(one.lines.map(movement)).toEqual(["up 2", "down 1", "down 1"]);
    const joined = ladderReport(["Ann", "Bob"], [["2025-03-04", "Zed", "Bob", "0-1"]]);
    expect(joined.lines.map((l) => [l.name, movement(l)])).toEqual([
      ["Ann", "–"],
      ["Bob", "–"],
      ["Zed", "new"],
    ]);
  });

  test("open challenges: a game logged without a result until it is played, and a REFUSED default until due", () => {
    const log = [
      ["2025-02-18", "Chen", "Alice", "REFUSED"],
      ["2025-02-18", "Dora", "Brian", ""],
    ];
    const r = ladderReport(RIVERSIDE, log, CLUB, { rowName: "Ladder log row" });
    expect(r.open.map((o) => openText(o, "Ladder log row"))).toEqual([
      "Chen challenged Alice (Ladder log row 1): refused; counts as Chen's win on 2025-02-25 unless they play first.",
      "Dora challenged Brian (Ladder log row 2): to be played.",
    ]);
    const played = ladderReport(RIVERSIDE, [...log, ["2025-02-20", "Dora", "Brian", "1-0"]], CLUB);
    expect(played.open.map((o) => o.kind)).toEqual(["REFUSED"]);
  });

  test("a rejected row counts in nothing and is listed", () => {
    const r = ladderReport(["Ann", "Bob", "Cat", "Dan", "Eve"], [["2025-03-04", "Eve", "Ann", "1-0"]]);
    expect(r.problems.map((p) => p.code)).toEqual(["OUT_OF_RANGE"]);
    expect(r.lines.every((l) => l.games === 0)).toBe(true);
  });

  test("property: the report's ladder is replayLadder's, and W+D+L = games, for any log of valid-looking rows", () => {
    const names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"];
    const row = fc.tuple(
      fc.integer({ min: 0, max: 30 }),
      fc.constantFrom(...names),
      fc.constantFrom(...names),
      fc.constantFrom("1-0", "0-1", "½-½", "REFUSED", ""),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 25 }), (rows) => {
        let day = 45700;
        const log = rows.map(([d, c, f, res]) => [String((day += d % 3 === 0 ? 7 : 0)), c, f, res]);
        const r = ladderReport(names.slice(0, 4), log, { inactiveDays: 14 });
        expect(r.ladder).toEqual(replayLadder(names.slice(0, 4), log, { inactiveDays: 14 }).ladder);
        for (const l of r.lines) expect(l.wins + l.draws + l.losses).toBe(l.games);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the printed ladder", () => {
  test("the table heads its movement column with the night; the heading carries the title and the day", () => {
    const r = ladderReport(RIVERSIDE, LOG, CLUB);
    expect(ladderTable(r)[0]).toEqual(["Position", "Name", "Games", "W", "D", "L", "On 2025-03-18", "May challenge"]);
    expect(ladderTable(r)[7]).toEqual([7, "Fiona", 3, 1, 1, 1, "up 2", "Greg, Ivan, Brian"]);
    expect(ladderHeading("Riverside ladder", r)).toBe("Riverside ladder — 2025-03-18");
    expect(ladderHeading("", r)).toBe("Ladder — 2025-03-18");
  });

  test("golden: the Riverside ladder's web page", () => {
    const log = [...LOG, ["2025-03-18", "Hana", "Fiona", ""]];
    expectGolden("ladder-riverside.html", ladderPage(ladderReport(RIVERSIDE, log, CLUB), "Riverside ladder"));
  });
});

describe("last season's Ladder sheet as the next starting order (issue 32)", () => {
  test("the positions are read, '(away)' dropped, the open challenges under the blank row ignored", () => {
    const sheet = [
      ["Position", "Name", "Games", "W", "D", "L", "On 2025-03-18", "May challenge"],
      [1, "Alice", 2, 1, 1, 0, "–", ""],
      [2, "Dora (away)", 2, 1, 0, 1, "–", ""],
      [3, "Chen", 2, 1, 1, 0, "–", "Alice"],
      [],
      ["Open challenges"],
      ["Hana challenged Fiona (Ladder log row 14): to be played."],
    ];
    const names = readPlayers(sheet, "Ladder start row", false).map((p) => p.name);
    expect(names.filter((n) => n !== "")).toEqual(["Alice", "Dora", "Chen"]);
  });
});

/**
 * The ladder actions over the in-memory workbook: set up, record a game (checked by the core first;
 * a refused game writes nothing), strike out a log row, rebuild the Ladder. The worked season of
 * docs/ladder.md is recorded game by game through the action.
 */
import { replayLadder } from "../../src/core/ladder";
import type { LadderStatus } from "../../src/workbook/actions/ladder-read";
import { settingsTemplate, startPlayer } from "../../src/workbook/actions/ladder-setup";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { expectDone, harness, type Harness } from "./helpers";

const RIVERSIDE = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];

/** The worked season of docs/ladder.md: rows 1–13 (row 4, refused by COOLDOWN, is struck out there). */
const SEASON: [string, string, string, string][] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-04", "Hana", "Fiona", "½-½"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["2025-02-11", "Dora", "Greg", "1-0"],
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

/** A workbook holding the Riverside ladder, set up by the action, with the club's settings typed in. */
async function riverside(settings: Record<string, string | number> = {}): Promise<Harness> {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: RIVERSIDE }));
  const club: Record<string, string | number> = { DRAW: "UP_ONE", INACTIVE_DAYS: 28, ...settings };
  const grid = h.wb.values("Ladder settings");
  for (const [name, value] of Object.entries(club)) {
    const row = grid.findIndex((r) => r[0] === name);
    if (row >= 0) h.wb.type("Ladder settings", row, 1, String(value));
    else h.wb.setBlock("Ladder settings", h.wb.values("Ladder settings").length, 0, [[name, value]]);
  }
  return h;
}

function record(h: Harness, [date, challenger, defender, result]: readonly string[]): Promise<Outcome> {
  return h.run("recordLadderGame", { date, challenger, defender, result });
}

function names(h: Harness): string[] {
  return h.wb
    .values("Ladder")
    .slice(1)
    .map((r) => String(r[1]));
}

async function status(h: Harness): Promise<LadderStatus> {
  return expectDone(await h.run("ladderStatus")).data as LadderStatus;
}

/** Everything the workbook holds: sheets, values, formulas' absence, settings. */
function everything(h: Harness): unknown {
  return { sheets: h.wb.toSheets(), settings: [...h.wb.settings], active: h.wb.active };
}

describe("Set up a ladder", () => {
  test("creates Ladder settings, Ladder start, Ladder log and Ladder from the template", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const o = expectDone(await h.run("setupLadder", { type: "challenge", players: ["Ann", " Bob ", "", "Cy"] }));
    expect(o.message).toBe(
      "Set up a challenge ladder of 3 players, Ann at the top. Record games with Record ladder game; the rules are in the Ladder settings sheet.",
    );
    expect(h.wb.names()).toEqual(["Sheet1", "Ladder settings", "Ladder start", "Ladder log", "Ladder"]);
    expect(h.wb.values("Ladder start")).toEqual([["Name"], ["Ann"], ["Bob"], ["Cy"]]);
    expect(h.wb.values("Ladder log")).toEqual([["Date", "Challenger", "Defender", "Result"]]);
    expect(h.wb.values("Ladder")).toEqual([
      ["Position", "Name", "Games", "W", "D", "L", "Move", "May challenge"],
      [1, "Ann", 0, 0, 0, 0, "–"],
      [2, "Bob", 0, 0, 0, 0, "–", "Ann"],
      [3, "Cy", 0, 0, 0, 0, "–", "Bob, Ann"],
    ]);
    expect(h.wb.values("Ladder settings").map((r) => r.slice(0, 2))).toEqual(
      settingsTemplate("CHALLENGE").map((r) => r.slice(0, 2)),
    );
    expect(h.wb.active).toBe("Ladder");
  });

  test("every template is a settings block the core reads without a problem (challenge, rating, points)", async () => {
    for (const type of ["CHALLENGE", "RATING", "POINTS"]) {
      const h = harness(new MemoryWorkbook());
      expectDone(await h.run("setupLadder", { type }));
      const s = await status(h);
      expect(s).toMatchObject({ exists: true, type, problems: [], lines: [] });
    }
  });

  test("a rating ladder takes 'Name, rating' lines; the Ladder shows the ratings (START for none; ties keep the starting order)", async () => {
    const h = harness(new MemoryWorkbook());
    expectDone(
      await h.run("setupLadder", { type: "RATING", players: ["Ann, 1650", "Ben\t1500", "Cal Smith; 1380", "Dee"] }),
    );
    expect(h.wb.values("Ladder start")).toEqual([
      ["Name", "Rating"],
      ["Ann", 1650],
      ["Ben", 1500],
      ["Cal Smith", 1380],
      ["Dee"],
    ]);
    expect(h.wb.values("Ladder").map((r) => r.slice(0, 3))).toEqual([
      ["Position", "Name", "Rating"],
      [1, "Ann", 1650],
      [2, "Ben", 1500],
      [3, "Dee", 1500],
      [4, "Cal Smith", 1380],
    ]);
    expect(startPlayer("Smith, John", false)).toEqual({ name: "Smith, John" });
  });

  test("refuses a name given twice, and an unknown kind of ladder, writing nothing", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const before = everything(h);
    const twice = await h.run("setupLadder", { players: ["Ann", "Bob", "ann"] });
    expect(twice).toEqual({
      kind: "refused",
      message: "The starting order has 1 problem; nothing was set up:",
      problems: ['line 3: "ann" is already on the ladder (line 1)'],
    });
    expect((await h.run("setupLadder", { type: "KNOCKOUT" })).message).toBe(
      '"KNOCKOUT" is not a kind of ladder (expected CHALLENGE, RATING, POINTS).',
    );
    expect(everything(h)).toEqual(before);
  });

  test("never replaces a log that holds games", async () => {
    const h = await riverside();
    expectDone(await record(h, SEASON[0]!));
    const before = everything(h);
    const o = await h.run("setupLadder", { players: ["Zoe"] });
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^The Ladder log sheet already holds 1 row: a new ladder would replace the log/);
    expect(everything(h)).toEqual(before);
  });
});

describe("Record ladder game", () => {
  test("docs/ladder.md worked season, recorded game by game: row 4 is refused (COOLDOWN), the rest give the documented ladder", async () => {
    const h = await riverside();
    for (const [i, game] of SEASON.entries()) {
      const o = await record(h, game);
      if (i === 3) {
        expect(o).toEqual({
          kind: "refused",
          message:
            "Ladder log row 5: Dora (5th) last met Greg (4th) at Ladder log row 2 and has played no other game since (COOLDOWN 1: 1 other game first). Nothing was written.",
          problems: [],
        });
        continue;
      }
      expectDone(o);
    }
    expect(names(h)).toEqual(["Alice", "Chen", "Dora", "Brian", "Ivan", "Greg", "Fiona", "Ewan", "Hana"]);
    // issue 32: the Ladder a club pins up: games, W-D-L, the last night's movement, whom each may challenge.
    expect(h.wb.values("Ladder")[0]).toEqual([
      "Position",
      "Name",
      "Games",
      "W",
      "D",
      "L",
      "On 2025-03-18",
      "May challenge",
    ]);
    expect(h.wb.values("Ladder")[7]).toEqual([7, "Fiona", 3, 1, 1, 1, "up 2", "Greg, Ivan, Brian"]);
    expect(h.wb.values("Ladder log").length).toBe(13);
    // LADDER_CHALLENGES(…, "Hana", …, log) gives Fiona, Greg (docs/ladder.md).
    const s = await status(h);
    expect(s.lines.find((l) => l.name === "Hana")?.may).toEqual(["Fiona", "Greg"]);
    expect(s.games).toBe(12);
    expect(s.lastDate).toBe("2025-03-18");
    // Rebuilding from the log gives the same ladder as recording game by game.
    const again = expectDone(await h.run("refreshLadder"));
    expect(again.message).toBe(
      "The Ladder sheet is up to date from 12 games in the Ladder log: 1st Alice, 2nd Chen, 3rd Dora ….",
    );
    const replay = replayLadder(RIVERSIDE, h.wb.values("Ladder log"), { draw: "UP_ONE", inactiveDays: 28 });
    expect(replay.problems).toEqual([]);
    expect(names(h)).toEqual(replay.ladder.lines.map((l) => l.name));
  });

  test("says what happened in one sentence, and appends ONE row below the last, leaving earlier rows as they were", async () => {
    const h = await riverside();
    const o = expectDone(await record(h, SEASON[0]!));
    expect(o.message).toBe(
      "Recorded Greg – Dora 1-0 on 2025-02-04 in Ladder log row 2 and rebuilt the Ladder sheet. Greg 4th (was 7th); Dora 5th (was 4th).",
    );
    const log = h.wb.values("Ladder log");
    expectDone(await record(h, ["2025-02-04", " hana ", "FIONA", "0.5"]));
    const after = h.wb.values("Ladder log");
    expect(after.slice(0, log.length)).toEqual(log);
    expect(after.slice(log.length)).toEqual([["2025-02-04", "Hana", "Fiona", "½-½"]]);
    expect(after[1]).toEqual(["2025-02-04", "Greg", "Dora", "1-0"]);
    expect(h.wb.active).toBe("Ladder");
  });

  test("a default: says when it will count", async () => {
    const h = await riverside();
    const o = expectDone(await record(h, ["2025-02-18", "Chen", "Alice", "REFUSED"]));
    expect(o.message).toBe(
      "Recorded Chen – Alice REFUSED on 2025-02-18 in Ladder log row 2 and rebuilt the Ladder sheet. Chen's challenge to Alice (REFUSED, Ladder log row 2) counts as a win on 2025-02-25 unless they play first.",
    );
  });

  const refusals: [string, Record<string, string | number>, string[], string][] = [
    [
      "a challenge out of RANGE",
      {},
      ["2025-02-04", "Hana", "Dora", "1-0"],
      "Ladder log row 2: Hana (8th) may challenge 3 places up (5th to 7th), not Dora (4th) (RANGE 3). Nothing was written.",
    ],
    [
      "a challenge going downward",
      {},
      ["2025-02-04", "Alice", "Brian", "1-0"],
      "Ladder log row 2: Alice (1st) is above Brian (2nd): a challenge goes up the ladder, and the challenger is written first. Nothing was written.",
    ],
    [
      "a player not on the ladder when ENTRY is CLOSED",
      { ENTRY: "CLOSED" },
      ["2025-02-04", "Ivan", "Hana", "1-0"],
      "Ladder log row 2: Ivan is not on the ladder (ENTRY is CLOSED: add them to the players list, or check the spelling). Nothing was written.",
    ],
    [
      "a result that is not a result",
      {},
      ["2025-02-04", "Hana", "Greg", "2-0"],
      'Ladder log row 2: "2-0" is not a result (expected 1-0, 0-1, ½-½, 1, 0, 0.5, REFUSED or NOSHOW, from the challenger\'s side; or LEFT, AWAY, BACK for a member). Nothing was written.',
    ],
    [
      "a date that is not a date",
      {},
      ["4/3/2025", "Hana", "Greg", "1-0"],
      'Ladder log row 2: date "4/3/2025" is not a date (expected a date cell or ISO text such as 2025-03-01). Nothing was written.',
    ],
    [
      "no result",
      {},
      ["2025-02-04", "Hana", "Greg", ""],
      "Choose the result, from the challenger's side: 1-0, ½-½, 0-1, REFUSED or NOSHOW.",
    ],
    ["no defender", {}, ["2025-02-04", "Hana", "", "1-0"], "Choose the challenger and the defender."],
    [
      "a player playing themselves",
      {},
      ["2025-02-04", "Hana", "hana", "1-0"],
      "Ladder log row 2: Hana cannot play themselves. Nothing was written.",
    ],
  ];
  test.each(refusals)(
    "refuses %s with the core's message and writes nothing",
    async (_what, settings, game, message) => {
      const h = await riverside(settings);
      const before = everything(h);
      expect(await record(h, game)).toEqual({ kind: "refused", message, problems: [] });
      expect(everything(h)).toEqual(before);
    },
  );

  test("refuses a date before the last row's, and a rematch inside COOLDOWN, writing nothing", async () => {
    const h = await riverside();
    expectDone(await record(h, ["2025-03-04", "Greg", "Dora", "1-0"]));
    const before = everything(h);
    expect((await record(h, ["2025-03-03", "Hana", "Fiona", "1-0"])).message).toBe(
      "Ladder log row 3: date 2025-03-03 is before 2025-03-04 (Ladder log row 2); the log must be oldest first. Nothing was written.",
    );
    expect((await record(h, ["2025-03-04", "Dora", "Greg", "1-0"])).message).toBe(
      "Ladder log row 3: Dora (5th) last met Greg (4th) at Ladder log row 2 and has played no other game since (COOLDOWN 1: 1 other game first). Nothing was written.",
    );
    expect(everything(h)).toEqual(before);
  });

  test("a date alone (a clock row): the inactivity drops due by then count (docs/ladder.md row 9: Alice drops below Dora)", async () => {
    const h = await riverside();
    for (const game of SEASON.slice(0, 8)) if (game !== SEASON[3]) expectDone(await record(h, game));
    const o = expectDone(await h.run("recordLadderGame", { date: "2025-03-04", dateOnly: true }));
    expect(o.message).toBe(
      "Logged 2025-03-04 alone in Ladder log row 9 (the defaults and inactivity drops due by then now count) and rebuilt the Ladder sheet. Dora 2nd (was 3rd), Alice 3rd (was 2nd).",
    );
    expect(h.wb.values("Ladder log")[8]).toEqual(["2025-03-04"]);
    expect(names(h).slice(0, 3)).toEqual(["Chen", "Dora", "Alice"]);
    const before = everything(h);
    expect((await h.run("recordLadderGame", { date: "", dateOnly: true })).message).toBe("Enter the date to log.");
    expect((await h.run("recordLadderGame", { date: "2025-03-01", dateOnly: true })).message).toBe(
      "Ladder log row 10: date 2025-03-01 is before 2025-03-04 (Ladder log row 9); the log must be oldest first. Nothing was written.",
    );
    expect(everything(h)).toEqual(before);
  });

  test("refuses while a row typed into the log by hand is not accepted, and names it", async () => {
    const h = await riverside();
    h.wb.setBlock("Ladder log", 1, 0, [["2025-02-04", "Hana", "Alice", "1-0"]]);
    const before = everything(h);
    const o = await record(h, ["2025-02-04", "Greg", "Dora", "1-0"]);
    expect(o).toEqual({
      kind: "refused",
      message:
        "Ladder log row 2 is not accepted by the ladder's rules, so nothing was recorded: correct that row or strike it out, then record the game.",
      problems: ["Ladder log row 2: Hana (8th) may challenge 3 places up (5th to 7th), not Alice (1st) (RANGE 3)"],
    });
    expect(everything(h)).toEqual(before);
  });

  test("refuses while the settings have a problem, naming the settings row", async () => {
    const h = await riverside();
    h.wb.type("Ladder settings", 2, 1, "far");
    const before = everything(h);
    const o = await record(h, SEASON[0]!);
    expect(o).toEqual({
      kind: "refused",
      message: "The ladder's settings or starting order have 1 problem to put right first; nothing was recorded:",
      problems: ['Ladder settings row 3: RANGE "far": expected a number of places (1 or more) or ANY'],
    });
    expect(everything(h)).toEqual(before);
  });

  test("says there is no ladder in a workbook without a Ladder log", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    expect((await record(h, SEASON[0]!)).message).toMatch(/^There is no ladder in this workbook yet/);
    expect(h.wb.names()).toEqual(["Sheet1"]);
  });

  test("names are written as text, never as formulas (a newcomer called =HYPERLINK(…))", async () => {
    const h = await riverside();
    const name = '=HYPERLINK("http://x","y")';
    expectDone(await record(h, ["2025-02-04", name, "Hana", "1-0"]));
    expect(h.wb.values("Ladder log")[1]).toEqual(["2025-02-04", name, "Hana", "1-0"]);
    expect(h.wb.formula("Ladder log", 1, 1)).toBe("");
    expect(names(h).slice(-2)).toEqual([name, "Hana"]);
    expect(h.wb.formula("Ladder", 8, 1)).toBe("");
  });

  test("a Ladder sheet edited by hand is asked about before it is rewritten", async () => {
    const h = await riverside();
    expectDone(await record(h, SEASON[0]!));
    h.wb.type("Ladder", 1, 9, "captain");
    const ask = await record(h, SEASON[1]!);
    expect(ask.kind).toBe("confirm");
    const overwrites = ask.kind === "confirm" ? ask.overwrites : [];
    expect(overwrites[0]).toEqual({ cell: "Ladder!J2", was: "captain", becomes: "" });
    expect(overwrites).toEqual(
      expect.arrayContaining([
        { cell: "Ladder!B8", was: "Fiona", becomes: "Hana" },
        { cell: "Ladder!B9", was: "Hana", becomes: "Fiona" },
      ]),
    );
    expect(h.wb.values("Ladder log").length).toBe(2);
    expectDone(
      await h.run("recordLadderGame", {
        ...gameArgs(SEASON[1]!),
        confirmed: ask.kind === "confirm" ? ask.overwrites : [],
      }),
    );
    expect(h.wb.values("Ladder log").length).toBe(3);
  });

  test("the log starts with its header when the Ladder log sheet is empty", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Ladder log", cells: [] }]));
    expectDone(await record(h, ["2025-01-07", "Ann", "Bob", "0-1"]));
    expect(h.wb.values("Ladder log")).toEqual([
      ["Date", "Challenger", "Defender", "Result"],
      ["2025-01-07", "Ann", "Bob", "0-1"],
    ]);
    expect(names(h)).toEqual(["Bob", "Ann"]);
  });

  test("a points ladder: the same season gives the documented points table", async () => {
    const h = await riverside();
    h.wb.setBlock("Ladder settings", 0, 0, [
      ["Setting", "Value"],
      ["TYPE", "POINTS"],
      ["WIN", 3],
      ["DRAW", 1],
      ["LOSS", 0],
      ["", ""],
      ["", ""],
      ["", ""],
      ["", ""],
      ["", ""],
      ["", ""],
    ]);
    for (const [i, game] of SEASON.entries()) if (i !== 3) expectDone(await record(h, game));
    expect(h.wb.values("Ladder").map((r) => r.slice(1, 3))).toEqual([
      ["Name", "Points"],
      ["Chen", 7],
      ["Ivan", 6],
      ["Alice", 4],
      ["Fiona", 4],
      ["Greg", 4],
      ["Dora", 3],
      ["Ewan", 3],
      ["Hana", 2],
      ["Brian", 0],
    ]);
  });

  test("a rating ladder, K = ACF: docs/ladder.md's worked example (Ann 1635, Ben 1493, Cal 1402)", async () => {
    const h = harness(new MemoryWorkbook());
    expectDone(await h.run("setupLadder", { type: "RATING", players: ["Ann, 1650", "Ben, 1500", "Cal, 1380"] }));
    h.wb.type("Ladder settings", 2, 1, "ACF");
    const first = expectDone(await record(h, ["2025-04-01", "Cal", "Ann", "1-0"]));
    expect(first.message).toMatch(/rebuilt the Ladder sheet\. Cal 1392 \(\+12\); Ann 1638 \(−12\)\.$/);
    expectDone(await record(h, ["2025-04-08", "Ben", "Ann", "½-½"]));
    expectDone(await record(h, ["2025-04-15", "Cal", "Ben", "1-0"]));
    expect(h.wb.values("Ladder")).toEqual([
      ["Position", "Name", "Rating", "Games", "W", "D", "L", "On 2025-04-15"],
      [1, "Ann", 1635, 2, 0, 1, 1, "–"],
      [2, "Ben", 1493, 2, 0, 1, 1, "–"],
      [3, "Cal", 1402, 2, 2, 0, 0, "–"],
    ]);
  });
});

function gameArgs([date, challenger, defender, result]: readonly string[]) {
  return { date, challenger, defender, result };
}

describe("Strike out a log entry", () => {
  test("asks first, prefixes the row's first cell with ~ (never deletes), and the ladder is rebuilt without that game", async () => {
    const h = await riverside();
    for (const [i, game] of SEASON.entries()) if (i !== 3) expectDone(await record(h, game));
    const log = h.wb.values("Ladder log");
    // Ladder log row 9 is Ivan – Greg 1-0 (2025-03-04).
    const ask = await h.run("strikeLadderRow", { row: 9, challenger: "Ivan", defender: "Greg" });
    expect(ask).toEqual({
      kind: "confirm",
      message:
        "Strike out Ladder log row 9 (2025-03-04 · Ivan – Greg 1-0)? The row stays in the log, marked with ~, and the ladder is rebuilt without it.",
      overwrites: [{ cell: "'Ladder log'!A9", was: "2025-03-04", becomes: "~2025-03-04" }],
    });
    expect(h.wb.values("Ladder log")).toEqual(log);
    const o = expectDone(
      await h.run("strikeLadderRow", {
        row: 9,
        challenger: "Ivan",
        defender: "Greg",
        confirmed: ask.kind === "confirm" ? ask.overwrites : [],
      }),
    );
    expect(o.message).toBe(
      "Struck out Ladder log row 9 (2025-03-04 · Ivan – Greg 1-0) and rebuilt the Ladder sheet without it.",
    );
    const after = h.wb.values("Ladder log");
    expect(after.length).toBe(log.length);
    expect(after[8]).toEqual(["~2025-03-04", "Ivan", "Greg", "1-0"]);
    expect(after.filter((_, i) => i !== 8)).toEqual(log.filter((_, i) => i !== 8));
    // The same ladder as a log that never had the game.
    const without = log.filter((_, i) => i !== 8);
    const expected = replayLadder(RIVERSIDE, without, { draw: "UP_ONE", inactiveDays: 28 });
    expect(expected.problems).toEqual([]);
    expect(names(h)).toEqual(expected.ladder.lines.map((l) => l.name));
    expect(names(h)).not.toEqual(
      replayLadder(RIVERSIDE, log, { draw: "UP_ONE", inactiveDays: 28 }).ladder.lines.map((l) => l.name),
    );
    // Again: already struck.
    expect(expectDone(await h.run("strikeLadderRow", { row: 9 })).message).toBe(
      "Ladder log row 9 is already struck out; nothing was changed.",
    );
  });

  test("a row typed by hand that the rules refuse can be struck out, and then the game can be recorded", async () => {
    const h = await riverside();
    h.wb.setBlock("Ladder log", 1, 0, [[45692, "Hana", "Alice", "1-0"]]);
    const s = await status(h);
    expect(s.entries).toEqual([
      {
        row: 2,
        text: "2025-02-04 · Hana – Alice 1-0",
        challenger: "Hana",
        defender: "Alice",
        problem: "Ladder log row 2: Hana (8th) may challenge 3 places up (5th to 7th), not Alice (1st) (RANGE 3)",
      },
    ]);
    expectDone(await h.run("strikeLadderRow", { row: 2, confirmed: [{ cell: "'Ladder log'!A2", was: "45692" }] }));
    expect(h.wb.values("Ladder log")[1]).toEqual(["~2025-02-04", "Hana", "Alice", "1-0"]);
    expectDone(await record(h, SEASON[0]!));
    expect(h.wb.values("Ladder log")[2]).toEqual(SEASON[0]);
  });

  test("refuses when the row no longer holds the game chosen, and a row that is not there", async () => {
    const h = await riverside();
    expectDone(await record(h, SEASON[0]!));
    const before = everything(h);
    expect((await h.run("strikeLadderRow", { row: 2, challenger: "Hana", defender: "Fiona" })).message).toBe(
      "Ladder log row 2 now holds 2025-02-04 · Greg – Dora 1-0, not Hana – Fiona: the log has changed, so nothing was struck out. Choose the row again.",
    );
    expect((await h.run("strikeLadderRow", { row: 7 })).message).toBe("There is no Ladder log row 7 to strike out.");
    expect((await h.run("strikeLadderRow", { row: 1 })).message).toBe("Ladder log row 1 is the header row.");
    expect(everything(h)).toEqual(before);
  });
});

describe("Refresh ladder", () => {
  test("rebuilds the Ladder from the log typed by hand, and lists the rows it could not apply", async () => {
    const h = await riverside();
    h.wb.setBlock(
      "Ladder log",
      1,
      0,
      SEASON.map((r) => [...r]),
    );
    const o = expectDone(await h.run("refreshLadder"));
    expect(o.message).toBe(
      "Rebuilt the Ladder sheet from 12 games in the Ladder log: 1st Alice, 2nd Chen, 3rd Dora …. 1 row of the Ladder log was not applied (listed below): correct it or strike it out.",
    );
    expect(o.details).toEqual([
      "Ladder log row 5: Dora (5th) last met Greg (4th) at Ladder log row 2 and has played no other game since (COOLDOWN 1: 1 other game first)",
    ]);
    expect(names(h)).toEqual(["Alice", "Chen", "Dora", "Brian", "Ivan", "Greg", "Fiona", "Ewan", "Hana"]);
  });

  test("a deleted Ladder sheet comes back", async () => {
    const h = await riverside();
    expectDone(await record(h, SEASON[0]!));
    const ladder = h.wb.values("Ladder");
    h.wb.deleteSheet("Ladder");
    expect(expectDone(await h.run("refreshLadder")).message).toMatch(/^Rebuilt the Ladder sheet from 1 game/);
    expect(h.wb.values("Ladder")).toEqual(ladder);
  });

  test("status: the ladder, whom each may challenge, a newcomer's challenges, the rows to strike out", async () => {
    const h = await riverside();
    expectDone(await record(h, SEASON[0]!));
    const s = await status(h);
    expect(s.lines.map((l) => [l.position, l.name, l.may])).toEqual([
      [1, "Alice", []],
      [2, "Brian", ["Alice"]],
      [3, "Chen", ["Brian", "Alice"]],
      [4, "Greg", ["Chen", "Brian", "Alice"]],
      [5, "Dora", ["Chen", "Brian"]],
      [6, "Ewan", ["Dora", "Greg", "Chen"]],
      [7, "Fiona", ["Ewan", "Dora", "Greg"]],
      [8, "Hana", ["Fiona", "Ewan", "Dora"]],
    ]);
    expect(s.newcomer).toEqual(["Hana", "Fiona", "Ewan"]);
    expect(s.entries.map((e) => e.row)).toEqual([2]);
    expect(s).toMatchObject({ exists: true, type: "CHALLENGE", entry: "BOTTOM", games: 1, problems: [], pending: [] });
  });

  test("status on the day of the game: the defaults and inactivity drops due by then count first (docs/ladder.md rows 8–9)", async () => {
    const h = await riverside();
    for (const game of SEASON.slice(0, 8)) if (game !== SEASON[3]) expectDone(await record(h, game));
    const now = await status(h);
    expect(now.asOf).toBe("2025-02-25");
    expect(now.lines.map((l) => l.name).slice(0, 4)).toEqual(["Chen", "Alice", "Dora", "Brian"]);
    // 4 March: Alice has been idle 28 days and drops below Dora; Brian may now reach her.
    const then = expectDone(await h.run("ladderStatus", { date: "2025-03-04" })).data as LadderStatus;
    expect(then.asOf).toBe("2025-03-04");
    expect(then.lastDate).toBe("2025-02-25");
    expect(then.lines.map((l) => l.name).slice(0, 4)).toEqual(["Chen", "Dora", "Alice", "Brian"]);
    expect(then.lines.find((l) => l.name === "Brian")?.may).toEqual(["Alice", "Chen"]);
    // A day before the last logged one changes nothing.
    const before = expectDone(await h.run("ladderStatus", { date: "2025-01-01" })).data as LadderStatus;
    expect(before.lines).toEqual(now.lines);
  });
});

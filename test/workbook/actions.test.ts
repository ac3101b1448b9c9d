/** The actions over the in-memory workbook: what each writes, what it refuses, what it asks first. */
import { readWorkbook } from "../../src/core/formats/workbook";
import type { EventStatus } from "../../src/workbook/api";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { parseSettings, SETTINGS_KEY } from "../../src/workbook/settings";
import { column, expectDone, harness, sampleBook, typeResults } from "./helpers";

describe("Pair next round", () => {
  test("writes Round 1 (Board | White | Rating | Score | Black | Rating | Score | Result, byes after), Names R1 and the wallchart's R1 column", async () => {
    const h = harness(sampleBook(9, 3));
    const o = expectDone(await h.run("pairNext"));
    expect(o.message).toMatch(/^Paired round 1: 4 boards; #\d+ .* has the bye\. The pairings are on the Round 1 sheet/);
    const round = h.wb.values("Round 1");
    expect(round[0]).toEqual(["Board", "White", "Rating", "Score", "Black", "Rating", "Score", "Result"]);
    expect(round.slice(1, 5).map((r) => r[0])).toEqual([1, 2, 3, 4]);
    expect([round[5]?.[4], round[5]?.[7]]).toEqual(["BYE", 1]);
    expect(round.slice(1, 6).every((r) => r[3] === 0)).toBe(true);
    expect(round.slice(1, 5).every((r) => (r[7] ?? null) === null)).toBe(true);
    const names = h.wb.values("Names R1");
    expect(names[1]).toEqual(["Name", "No.", "Score", "Board", "Colour", "Opponent", "Opp. score"]);
    expect(names.length).toBe(11);
    const chart = h.wb.values("Wallchart");
    expect(chart[0]).toEqual(["#", "Name", "R1"]);
    const bye = Number(/^#(\d+)/.exec(String(round[5]?.[1]))?.[1]);
    expect(column(chart, 2).filter((c) => c !== "")).toEqual(["B"]);
    expect(chart[bye]?.[2]).toBe("B");
    expect(h.wb.active).toBe("Round 1");
  });

  test("does not pair twice: the second press finds round 1 waiting for its results", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    const again = await h.run("pairNext");
    expect(again.kind).toBe("refused");
    expect(again.message).toMatch(
      /^Round 1 is paired and waiting for 4 results: board 1 \(#\d+ .* – #\d+ .*\), board 2/,
    );
    expect(h.wb.names().filter((n) => n.startsWith("Round"))).toEqual(["Round 1"]);
  });

  test("two presses at once give one round (actions run one at a time)", async () => {
    const h = harness(sampleBook(8, 3));
    const [a, b] = await Promise.all([h.run("pairNext"), h.run("pairNext")]);
    expect([a.kind, b.kind].sort()).toEqual(["done", "refused"]);
    expect(h.wb.names().filter((n) => n.startsWith("Round"))).toEqual(["Round 1"]);
  });

  test("refuses while results typed on the round sheet are not entered, and says so", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    const o = await h.run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.message).toBe(
      "Round 1 has 4 results on its sheet that are not in the wallchart yet: press Enter results first.",
    );
  });

  test("pairs round 2 once round 1 is complete, and stops after the planned rounds", async () => {
    const h = harness(sampleBook(6, 2));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("pairNext"));
    expect(h.wb.values("Wallchart")[0]).toEqual(["#", "Name", "R1", "R2"]);
    typeResults(h.wb, "Round 2");
    expectDone(await h.run("enterResults"));
    const o = await h.run("pairNext");
    expect(o.message).toBe('All 2 rounds are paired. (To add a round, raise "Rounds planned" in the settings.)');
    // The Tournament sheet says 2; the settings, once raised, win.
    expectDone(await h.run("saveSettings", { settings: { rounds: 3 } }));
    expect(expectDone(await h.run("pairNext")).message).toMatch(/^Paired round 3/);
    expect((expectDone(await h.run("status")).data as EventStatus).rounds).toBe(3);
  });

  test("a Request column's H and U become the round's byes and are cleared; W stays", async () => {
    const wb = sampleBook(8, 3);
    const chart = wb.values("Wallchart");
    wb.setBlock("Wallchart", 0, 2, [["Request"]]);
    wb.type("Wallchart", 2, 2, "H");
    wb.type("Wallchart", 3, 2, "W");
    wb.type("Wallchart", 4, 2, "U");
    expect(chart.length).toBe(9);
    const h = harness(wb);
    expectDone(await h.run("pairNext"));
    const after = h.wb.values("Wallchart");
    expect(after[0]).toEqual(["#", "Name", "Request", "R1"]);
    expect([after[2]?.[3], after[3]?.[3], after[4]?.[3]]).toEqual(["H", "U", "U"]);
    expect([after[2]?.[2] ?? null, after[3]?.[2], after[4]?.[2] ?? null]).toEqual([null, "W", null]);
    const round = h.wb.values("Round 1");
    expect(round.filter((r) => r[4] === "H" || r[4] === "U").map((r) => r[7])).toEqual(["½", 0, 0]);
  });

  test("says there is no event in an empty workbook", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const o = await h.run("pairNext");
    expect(o.message).toMatch(/^There is no event here yet/);
  });

  test("lists the event's problems, each naming its cell, instead of pairing", async () => {
    const wb = sampleBook(6, 3);
    wb.type("Wallchart", 3, 1, "Robert");
    const o = await harness(wb).run("pairNext");
    expect(o.kind).toBe("refused");
    expect(o.kind === "refused" && o.problems).toEqual([
      `Wallchart!B4: "Robert" but Players!B4 has "${String(wb.values("Players")[3]?.[1])}" for #3`,
    ]);
  });
});

describe("Enter results", () => {
  test("every kind of result reaches both players' cells, with colours (1-0, 0-1, ½-½, 1F-0F, 0F-1F)", async () => {
    const h = harness(sampleBook(11, 3));
    expectDone(await h.run("pairNext"));
    const kinds = ["1-0", "0-1", "½-½", "1F-0F", "0F-1F"];
    typeResults(h.wb, "Round 1", (_w, _b, board) => kinds[board - 1] ?? "1-0");
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toBe("Entered 5 results of round 1 into column C of Wallchart.");
    const round = h.wb.values("Round 1");
    const chart = h.wb.values("Wallchart");
    const cell = (id: number) => chart[id]?.[2];
    const ids = (r: number) => [1, 4].map((c) => Number(/^#(\d+)/.exec(String(round[r]?.[c]))?.[1]));
    const expected = [
      ["W", "L"],
      ["L", "W"],
      ["D", "D"],
      ["X", "F"],
      ["F", "X"],
    ];
    expected.forEach(([w, b], i) => {
      const [white, black] = ids(i + 1) as [number, number];
      expect(cell(white)).toBe(`${w}${black}w`);
      expect(cell(black)).toBe(`${b}${white}b`);
    });
    const t = readWorkbook({ sheets: h.wb.toSheets() });
    expect(t.problems).toEqual([]);
  });

  test("names the boards still without a result, and enters the rest", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    h.wb.type("Round 1", 1, 7, "1-0");
    h.wb.type("Round 1", 3, 7, "0.5-0.5");
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toMatch(
      /^Entered 2 results of round 1 into column C of Wallchart\. 1 result on Round 1 is now written in the one form \(1-0, ½-½, 0-1, 1F-0F, 0F-1F, 0F-0F\)\. Still without a result: board 2 \(#\d+ .*\), board 4 \(.*\)\.$/,
    );
  });

  test("refuses a result it cannot read, naming the cell, and writes nothing", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    h.wb.type("Round 1", 2, 7, "1:1");
    const before = h.wb.values("Wallchart");
    const o = await h.run("enterResults");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(
      /^Round 1: 1 cell needs putting right; nothing was entered\. A result is one of: 1-0, 0-1, ½-½/,
    );
    expect(o.kind === "refused" && o.problems).toEqual([`'Round 1'!H3: "1:1" is not a result`]);
    expect(h.wb.values("Wallchart")).toEqual(before);
  });

  test("a changed result asks before it overwrites the wallchart cell, then overwrites when confirmed", async () => {
    const h = harness(sampleBook(4, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1", () => "1-0");
    expectDone(await h.run("enterResults"));
    h.wb.type("Round 1", 1, 7, "0-1");
    const ask = await h.run("enterResults");
    expect(ask.kind).toBe("confirm");
    if (ask.kind !== "confirm") return;
    expect(ask.overwrites.map((o) => o.was)).toEqual(
      [expect.stringMatching(/^W\dw$/), expect.stringMatching(/^L\db$/)].sort((a, b) => 0 * a - 0 * b),
    );
    expect(ask.message).toMatch(
      /^Replace 2 games already recorded on Wallchart\? Nothing was written\.$/,
    );
    const ok = expectDone(await h.run("enterResults", { confirmed: ask.overwrites }));
    expect(ok.message).toMatch(/^Entered/);
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });

  test("entering the same results again changes nothing", async () => {
    const h = harness(sampleBook(6, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    const o = expectDone(await h.run("enterResults"));
    expect(o.message).toBe("Round 1's 3 results are already in the wallchart.");
  });
});

describe("Standings", () => {
  test("writes the Standings sheet with the chosen tiebreaks, and rewrites its own sheet without asking", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    expectDone(await h.run("saveSettings", { settings: { tiebreaks: ["SOLKOFF", "CUMULATIVE"] } }));
    const o = expectDone(await h.run("standings"));
    expect(o.message).toMatch(
      /^Standings after round 1 \(tiebreaks SOLKOFF, CUMULATIVE\) written to the Standings sheet\. Leading: /,
    );
    const sheet = h.wb.values("Standings");
    expect(sheet[0]).toEqual(["Standings after round 1"]);
    // Ratings are known, so the FIDE change of each player follows the tiebreaks (issue 26).
    expect(sheet[1]).toEqual(["Place", "#", "Name", "Rating", "Score", "Solkoff", "Cumulative", "Rating ±"]);
    expect(sheet.slice(2).every((r) => typeof r[3] === "number" || r[3] === "unr.")).toBe(true);
    expect(sheet.length).toBe(10);
    expectDone(await h.run("standings"));
    h.wb.type("Standings", 12, 0, "my note");
    const ask = await h.run("standings");
    expect(ask.kind).toBe("confirm");
    expect(ask.kind === "confirm" && ask.overwrites).toEqual([{ cell: "Standings!A13", was: "my note", becomes: "" }]);
  });
});

describe("Set up, use this sheet, settings", () => {
  test("sets up Tournament, Players and Wallchart sheets from the template", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const o = expectDone(await h.run("setupEvent", { name: "Club Swiss", rounds: 4 }));
    expect(o.message).toMatch(/^Set up Club Swiss for 4 rounds: type the players into the Players sheet/);
    expect(h.wb.values("Players")).toEqual([["Name", "Rating", "Team", "ID"]]);
    expect(h.wb.values("Wallchart")).toEqual([["#", "Name", "R1", "R2", "R3", "R4", "Request"]]);
    expect(h.wb.values("Tournament")).toEqual([
      ["Key", "Value"],
      ["Name", "Club Swiss"],
      ["Rounds", 4],
    ]);
    expect(parseSettings(h.wb.settings.get(SETTINGS_KEY)).rounds).toBe(4);
    // Players typed in; the wallchart rows are added as the round is paired.
    h.wb.setBlock("Players", 1, 0, [
      ["Ann", 1900],
      ["Bob", 1800],
      ["Cy", 1700],
    ]);
    expectDone(await h.run("pairNext"));
    const chart = h.wb.values("Wallchart");
    expect(chart.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [1, "Ann"],
      [2, "Bob"],
      [3, "Cy"],
    ]);
    expect(column(chart, 2)).toContain("B");
  });

  test("setting up over filled sheets asks first", async () => {
    const h = harness(sampleBook(4, 3));
    const o = await h.run("setupEvent", { name: "New" });
    expect(o.kind).toBe("confirm");
    expect(o.kind === "confirm" && o.overwrites.length).toBeGreaterThan(8);
  });

  test("use this sheet: finds the header row and says what it found", async () => {
    const wb = new MemoryWorkbook([
      {
        name: "Results",
        cells: [
          ["Spring Club Swiss"],
          [],
          ["No", "Player", "Rtg", "Rd 1", "Rd 2", "Total"],
          [1, "Ann", 1800, "W2", "", 1],
          [2, "Bob", null, "L1", "", 0],
          [3, "Cy", 1500, "B", "", 1],
        ],
      },
    ]);
    const h = harness(wb);
    const o = expectDone(await h.run("useSheet"));
    expect(o.message).toBe(
      "Using Results as the wallchart: header in row 3 (# in A, Name in B, Rating in C, rounds 1–2 in D–E); 3 players, 1 round recorded.",
    );
    const status = expectDone(await h.run("status")).data as EventStatus;
    expect(status).toMatchObject({ layout: "sheet", sheet: "Results", players: 3, paired: 1, missing: 0 });
    const p = expectDone(await h.run("pairNext"));
    expect(p.message).toMatch(
      /^Paired round 2: 1 board; #\d \w+ has the bye\. The pairings are on the Round 2 sheet and in column E of Results/,
    );
    expect(h.wb.values("Results")[2]).toEqual(["No", "Player", "Rtg", "Rd 1", "Rd 2", "Total"]);
    typeResults(h.wb, "Round 2", () => "½-½");
    const e = expectDone(await h.run("enterResults"));
    expect(e.message).toBe("Entered 1 result of round 2 into column E of Results.");
    const rd2 = h.wb
      .values("Results")
      .slice(3)
      .map((r) => r[4]);
    expect(rd2.filter((c) => c === "B")).toHaveLength(1);
    expect(rd2.filter((c) => typeof c === "string" && /^D\d[wb]$/.test(c))).toHaveLength(2);
    expect(expectDone(await h.run("standings")).message).toMatch(/^Standings after round 2/);
  });

  test("use this sheet without a header says so", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Notes", cells: [["hello", "world"]] }]));
    const o = await h.run("useSheet");
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/^No header row in the first ten rows of Notes/);
  });

  test("settings are stored in the workbook and read back whole", async () => {
    const h = harness(sampleBook(4, 3));
    const o = expectDone(
      await h.run("saveSettings", {
        settings: { system: "dutch", tiebreaks: "fide_bh, fide_sb", byeValue: 5, separateTeams: false, rounds: 7 },
      }),
    );
    expect(o.message).toBe(
      "Saved in this workbook: FIDE Dutch (C.04.3); tiebreaks FIDE_BH, FIDE_SB; bye ½ point; 7 rounds.",
    );
    expect(parseSettings(h.wb.settings.get(SETTINGS_KEY))).toEqual({
      system: "DUTCH",
      tiebreaks: ["FIDE_BH", "FIDE_SB"],
      byeValue: 5,
      separateTeams: false,
      rounds: 7,
      sheet: null,
      tiebreakRules: "",
      baku: false,
      format: "swiss",
      cycles: 1,
      seats: null,
      keizer: "",
    });
    const status = expectDone(await h.run("status")).data as EventStatus;
    expect(status.settings.system).toBe("DUTCH");
  });
});

describe("TRF", () => {
  test("export then import into an empty workbook gives the same wallchart", async () => {
    const h = harness(sampleBook(7, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    expectDone(await h.run("enterResults"));
    const out = expectDone(await h.run("exportTrf"));
    expect(out.file?.name).toBe("Sample-Open.trf");
    expect(out.file?.text).toMatch(/^012 Sample Open/m);
    const fresh = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const imported = expectDone(await fresh.run("importTrf", { text: out.file?.text ?? "", name: "x.trf" }));
    expect(imported.message).toBe(
      "Imported 7 players and 1 round from x.trf into the sheets Tournament, Players, Wallchart, Round 1.",
    );
    expect(fresh.wb.values("Wallchart")).toEqual(h.wb.values("Wallchart"));
  });

  test("a broken TRF file is refused with its lines named", async () => {
    const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    const o = await h.run("importTrf", {
      text: "001    1      Smith John                        1800 USA             1990/01/01  1.0    1     2 w 1\n",
      name: "bad.trf",
    });
    expect(o.kind).toBe("refused");
    expect(o.message).toBe("bad.trf has 1 problem; nothing was imported:");
    expect(o.kind === "refused" && o.problems).toEqual([
      "Round 1: line 1, columns 92-99 (#1) names opponent 2, who has no 001 line (start numbers run 1-1)",
    ]);
  });
});

import fc from "fast-check";
/** Sections: two events in one workbook, each paired and ranked apart through the section port. */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import type { PairingsCheck } from "../../src/core/pairing/check";
import type { EventStatus } from "../../src/workbook/api";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { parseSettings, SETTINGS_KEY } from "../../src/workbook/settings";
import { sectionName, sectionSheet, sectionsOf } from "../../src/workbook/sections";
import type { SectionList } from "../../src/workbook/actions/sections";
import { defaultContext } from "../../src/workbook/wiring";
import { expectDone, harness, typeResults } from "./helpers";

/** A workbook with sections Open (40 players) and U1400 (16), each from the template's sheets. */
function twoSections(): MemoryWorkbook {
  const sheets = [
    ...makeWorkbook({ ...sampleTournament({ players: 40, rounds: 0, seed: 11 }), totalRounds: 4 }).sheets.map((s) => ({
      ...s,
      name: sectionSheet("Open", s.name),
    })),
    ...makeWorkbook({ ...sampleTournament({ players: 16, rounds: 0, seed: 12 }), totalRounds: 4 }).sheets.map((s) => ({
      ...s,
      name: sectionSheet("U1400", s.name),
    })),
  ];
  const wb = new MemoryWorkbook(sheets);
  wb.activate("Open Players");
  return wb;
}

describe("Sections", () => {
  test("names: a section's sheets carry its name; the sections are read from the sheet names", () => {
    expect(sectionSheet("U1800", "Round 3")).toBe("U1800 Round 3");
    expect(sectionSheet(null, "Round 3")).toBe("Round 3");
    expect(sectionsOf(["Players", "Open Players", "Open Wallchart", "Open Round 1", "U1400 Players"])).toEqual([
      "Open",
      "U1400",
    ]);
    expect(() => sectionName("U/1800")).toThrow(/section: "U\/1800" is not a section name/);
  });

  test("two sections (40 and 16 players) over 4 rounds: own settings, a player moved before round 1, paired and checked apart", async () => {
    const h = harness(twoSections(), defaultContext);
    const list = expectDone(await h.run("sections"));
    expect((list.data as SectionList).sections).toEqual(["Open", "U1400"]);
    expectDone(await h.run("saveSettings", { inSection: "Open", settings: { system: "DUTCH", rounds: 4 } }));
    expectDone(await h.run("saveSettings", { inSection: "U1400", settings: { system: "USCF", rounds: 4 } }));
    expect(parseSettings(h.wb.settings.get(`${SETTINGS_KEY}@Open`)).system).toBe("DUTCH");
    expect(parseSettings(h.wb.settings.get(`${SETTINGS_KEY}@U1400`)).system).toBe("USCF");
    expect(h.wb.settings.has(SETTINGS_KEY)).toBe(false);

    // Open's #40 moves down to U1400 before round 1: Open has 39, U1400 17, both renumbered.
    const name40 = String(h.wb.values("Open Players")[40]?.[1]);
    const ask = await h.run("movePlayer", { player: 40, from: "Open", to: "U1400" });
    // The row left behind is cleared: the pane asks first (these cells are listed), then moves.
    expect(ask.kind === "confirm" ? ask.overwrites.map((o) => o.cell) : []).toContain("'Open Players'!B41");
    const confirmed = ask.kind === "confirm" ? ask.overwrites.map((o) => ({ cell: o.cell, was: o.was })) : [];
    const moved = expectDone(await h.run("movePlayer", { player: 40, from: "Open", to: "U1400", confirmed }));
    expect(moved.message).toBe(
      `Moved ${name40} from section Open to section U1400; both players lists are renumbered (the row is the pairing number).`,
    );
    const u = h.wb.values("U1400 Players").filter((r) => r.some((c) => c !== null && c !== ""));
    expect(u).toHaveLength(18);
    expect(u[17]?.slice(0, 2)).toEqual([17, name40]);
    expect(h.wb.values("Open Players").filter((r) => r.some((c) => c !== null && c !== ""))).toHaveLength(40);

    for (let round = 1; round <= 4; round++) {
      for (const section of ["Open", "U1400"]) {
        const o = expectDone(await h.run("pairNext", { inSection: section }));
        expect(o.message).toMatch(
          new RegExp(`^Paired round ${round}: ${section === "Open" ? 19 : 8} boards; .* has the bye`),
        );
        typeResults(h.wb, `${section} Round ${round}`);
        expectDone(await h.run("enterResults", { inSection: section }));
      }
    }
    expect(h.wb.names().filter((n) => / Round \d$/.test(n))).toEqual(
      ["Open", "U1400"]
        .flatMap((s) => [1, 2, 3, 4].map((r) => `${s} Round ${r}`))
        .sort((a, b) => h.wb.names().indexOf(a) - h.wb.names().indexOf(b)),
    );
    for (const [section, system] of [
      ["Open", "DUTCH"],
      ["U1400", "USCF"],
    ] as const) {
      const c = expectDone(await h.run("checkPairings", { inSection: section }));
      expect(c.message).toBe(`Every round checked is the ${system} engine's pairing (4 rounds).`);
      expect((c.data as PairingsCheck).system).toBe(system);
    }
    // Issue 24 (4): the sections number their boards apart, U1400's after Open's 19, in every round
    // and on the list by name.
    for (let round = 1; round <= 4; round++) {
      const boards = (sheet: string) => h.wb.values(sheet).slice(1).map((r) => r[0]).filter((b) => typeof b === "number");
      expect(boards(`Open Round ${round}`)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      expect(boards(`U1400 Round ${round}`)).toEqual(Array.from({ length: 8 }, (_, i) => i + 20));
      const names = h.wb.values(`U1400 Names R${round}`).slice(2).map((r) => r[3]).filter((b) => typeof b === "number");
      expect(Math.min(...names)).toBe(20);
    }
    const web = expectDone(await h.run("exportWebPage", { inSection: "U1400" }));
    expect(web.file?.text).toContain(`<tr><td class="n">20</td>`);
    expect(web.file?.text).not.toContain(`<tr><td class="n">1</td><td>#`);
    // The section's pages are named for it, in their own folder, headed with its name.
    expect([web.file?.name, web.files?.map((f) => f.name)]).toEqual(["Sample-Open-U1400.html", ["Sample-Open-U1400.zip"]]);
    expect(web.file?.text).toContain("U1400 — Standings after round 4");
    // One press for the wall: both sections' round 4, boards apart, with result slips (Letter).
    const wall = expectDone(await h.run("printWall", { paper: "Letter", cards: true }));
    const page = wall.file?.text ?? "";
    expect(wall.message).toMatch(/^Sample-Open-wall\.html: Open round 4, U1400 round 4 by board and by name, with a result slip per board — 2 sections on one page to print \(Letter\)\.$/);
    expect(page).toContain("Sample Open — Open — Round 4: pairings by board");
    expect(page).toContain("Sample Open — U1400 — Round 4: find your board");
    expect(page.match(/class="card"/g)).toHaveLength(19 + 8);
    expect(page).toContain("<h2>Board 20</h2><p>Sample Open — U1400 — Round 4</p>");
    const one = expectDone(await h.run("printWall", { section: "U1400" }));
    expect(one.file?.text).not.toContain("Open — Round 4");
    // Moving a player after round 1: the director chooses how first (issue 25 item 5, move-section.test.ts).
    const late = await h.run("movePlayer", { player: 1, from: "U1400", to: "Open" });
    expect(late.kind).toBe("refused");
    expect(late.message).toMatch(/^A round is paired: choose how .* enters section Open — as a late entry/);
    // The standings of a section are its own.
    expectDone(await h.run("standings", { inSection: "U1400" }));
    expect(h.wb.has("U1400 Standings")).toBe(true);
    expect(h.wb.has("Standings")).toBe(false);
  });

  test("the status lists every section, from inside a section too (the pane redraws its picker without a second read)", async () => {
    const h = harness(twoSections(), defaultContext);
    for (const args of [{}, { inSection: "U1400" }, { inSection: "Open" }]) {
      const st = expectDone(await h.run("status", args));
      expect((st.data as EventStatus).sections).toEqual(["Open", "U1400"]);
    }
    const listed = expectDone(await h.run("sections", { inSection: "U1400" }));
    expect((listed.data as SectionList).sections).toEqual(["Open", "U1400"]);
  });

  test("a bad section name is refused naming it; nothing is written", async () => {
    const h = harness(twoSections(), defaultContext);
    const o = await h.run("pairNext", { inSection: "U/1400" });
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/section: "U\/1400" is not a section name/);
    expect(h.wb.names().some((n) => /Round/.test(n))).toBe(false);
  });
});

describe("Sections and TRF files", () => {
  test("a TRF file imported into a new section, and each section exported as its own file", async () => {
    const { readFileSync } = await import("fs");
    const { join } = await import("path");
    const h = harness(twoSections(), defaultContext);
    const text = readFileSync(join(__dirname, "..", "fixtures", "oracle-dutch", "case005.trf"), "utf8");
    let o = await h.run("importTrf", { inSection: "Rapid", text, name: "case005.trf" });
    if (o.kind === "confirm")
      o = await h.run("importTrf", {
        inSection: "Rapid",
        text,
        name: "case005.trf",
        confirmed: o.overwrites.map((w) => ({ cell: w.cell, was: w.was })),
      });
    expectDone(o);
    expect(h.wb.has("Rapid Players")).toBe(true);
    expect(h.wb.has("Rapid Round 2")).toBe(true);
    expect(h.wb.has("Players")).toBe(false);
    const list = expectDone(await h.run("sections"));
    expect((list.data as SectionList).sections).toEqual(["Open", "U1400", "Rapid"]);
    const files = [];
    for (const section of ["Open", "U1400", "Rapid"])
      files.push(expectDone(await h.run("exportTrf", { inSection: section })).file);
    expect(files.map((f) => f?.text.split("\n").filter((l) => l.startsWith("001")).length)).toEqual([40, 16, 7]);
    const check = expectDone(await h.run("checkPairings", { inSection: "Rapid", round: 2 }));
    expect(check.message).toMatch(
      /^Every round checked is the USCF engine's pairing|^Rapid Round 2 differs from the USCF engine's pairing/,
    );
  });
});

describe("Sections name their sheets in answers", () => {
  test("sentences and cells from inside a section carry the section's sheet names; confirmed cells come back inside", async () => {
    const { outwardText, inwardCell } = await import("../../src/workbook/sections");
    expect(
      outwardText(
        "U1400",
        "Paired round 1: 8 boards. The pairings are on the Round 1 sheet and in column C of Wallchart; type the results",
      ),
    ).toBe(
      "Paired round 1: 8 boards. The pairings are on the U1400 Round 1 sheet and in column C of U1400 Wallchart; type the results",
    );
    expect(outwardText("U1400", "'Round 2'!B3 and Wallchart!E5 (Round 2 differs)")).toBe(
      "'U1400 Round 2'!B3 and 'U1400 Wallchart'!E5 (U1400 Round 2 differs)",
    );
    expect(outwardText("U1400", "Paired round 2; both players lists")).toBe("Paired round 2; both players lists");
    // Issue 29: the hand check's refusal of names typed over a section's Round sheet names the section.
    expect(outwardText("U1600", "Round 2 pairs players as no director may (names typed on the sheet?)")).toBe(
      "U1600 Round 2 pairs players as no director may (names typed on the sheet?)",
    );
    // Issue 29: "into column D of Wallchart" lost the section when a bracket followed.
    expect(outwardText("U1600", "Entered 4 results of round 3 into column D of Wallchart (2 were already there).")).toBe(
      "Entered 4 results of round 3 into column D of U1600 Wallchart (2 were already there).",
    );
    expect(inwardCell("U1400", "'U1400 Round 2'!B3")).toBe("'Round 2'!B3");
    expect(inwardCell("U1400", "'U1400 Wallchart'!E5")).toBe("Wallchart!E5");
    expect(inwardCell("U1400", "'Open Wallchart'!E5")).toBe("'Open Wallchart'!E5");
  });

  test("the sheets the actions make (Names R1, Crosstable, Prize list, Team standings) are named too; Prize list is not read as Prizes", async () => {
    const { outwardText, inwardText } = await import("../../src/workbook/sections");
    expect(outwardText("U1400", "Sample: crosstable after round 2 written to the Crosstable sheet (8 players).")).toBe(
      "Sample: crosstable after round 2 written to the U1400 Crosstable sheet (8 players).",
    );
    expect(outwardText("U1400", "Written to the Prize list sheet; the Prizes sheet is yours; see Names R2.")).toBe(
      "Written to the U1400 Prize list sheet; the U1400 Prizes sheet is yours; see U1400 Names R2.",
    );
    expect(outwardText("U1400", "Team standings after round 2 written to the Team standings sheet.")).toBe(
      "Team standings after round 2 written to the U1400 Team standings sheet.",
    );
    expect(outwardText("U1400", "Prizes after round 3 (US Chess: ties share the money)")).toBe(
      "Prizes after round 3 (US Chess: ties share the money)",
    );
    expect(inwardText("U1400", "'U1400 Players'!B3: #2 has no name; see U1400 Round 2, 'U1400 Round 2'!C4.")).toBe(
      "Players!B3: #2 has no name; see Round 2, 'Round 2'!C4.",
    );
  });

  test("property: a warning named outward comes back inward as the action wrote it", async () => {
    const { outwardText, inwardText } = await import("../../src/workbook/sections");
    const piece = fc.constantFrom(
      "Players!B3",
      "'Round 2'!C4",
      "Wallchart!E5",
      "the Round 1 sheet",
      "Crosstable.",
      "the Prize list sheet",
      "Names R3,",
      "#7 Walk In has nothing in round 1",
      "type H there",
      "Prizes after round 3",
      ": ",
      " ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.constantFrom("U1400", "Open", "K-12 +"), (parts, section) => {
        const w = parts.join("");
        expect(inwardText(section, outwardText(section, w))).toBe(w);
      }),
    );
  });

  test("a warning from inside a section names the section's cell, and acknowledging it goes on", async () => {
    const h = harness(twoSections(), defaultContext);
    const first = String(h.wb.values("U1400 Players")[1]?.[1]);
    for (const sheet of ["U1400 Players", "U1400 Wallchart"]) h.wb.type(sheet, 2, 1, first);
    const ask = await h.run("pairNext", { inSection: "U1400" });
    expect(ask.kind).toBe("confirm");
    const warnings = ask.kind === "confirm" ? (ask.warnings ?? []) : [];
    expect(warnings).toContain(
      `'U1400 Players'!B3: #2 "${first}" has the same name as #1 ('U1400 Players'!B2): the same player entered twice?`,
    );
    const o = expectDone(await h.run("pairNext", { inSection: "U1400", acknowledged: warnings }));
    expect(o.message).toMatch(/U1400 Round 1 sheet/);
    const ct = expectDone(await h.run("crosstable", { inSection: "U1400" }));
    expect(ct.message).toMatch(/written to the U1400 Crosstable sheet/);
  });

  test("Pair next round in a section names the section's sheets; a hand change asks about the section's cells and takes the answer", async () => {
    const h = harness(twoSections(), defaultContext);
    const o = expectDone(await h.run("pairNext", { inSection: "U1400" }));
    expect(o.message).toMatch(/The pairings are on the U1400 Round 1 sheet and in column [A-Z]+ of U1400 Wallchart;/);
    const ask = await h.run("editRound", { inSection: "U1400", op: "switchColours", board: 1 });
    expect(ask.kind).toBe("confirm");
    const cells = ask.kind === "confirm" ? ask.overwrites.map((w) => w.cell) : [];
    // White's and Black's cells on board 1 (name, rating, score), by the section's sheet name.
    expect(cells.length).toBeGreaterThanOrEqual(4);
    expect(cells.every((c) => /^'U1400 Round 1'![A-Z]2$/.test(c))).toBe(true);
    const confirmed = ask.kind === "confirm" ? ask.overwrites.map((w) => ({ cell: w.cell, was: w.was })) : [];
    const done = expectDone(await h.run("editRound", { inSection: "U1400", op: "switchColours", board: 1, confirmed }));
    expect(done.message).toMatch(/^Board 1: colours switched .*\. U1400 Round 1 (is still|now)/);
  });
});

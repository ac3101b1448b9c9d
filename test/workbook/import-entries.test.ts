/**
 * Import entries in the workbook (issue 25 item 1): a sign-up table from a file the pane read or a
 * sheet of the workbook, rated from the players the pane kept of a list, placed in sections by their
 * limits, written in one undoable step; every doubt asked first; importing twice adds nothing.
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import { parseCsv } from "../../src/core/formats/csv";
import { ListMatcher } from "../../src/core/entries/match";
import { readSignup, entriesToEnter } from "../../src/core/entries/signup";
import type { ListPlayer } from "../../src/core/entries/types";
import type { EntriesPreview } from "../../src/workbook/actions/import-entries";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { expectDone, harness, sampleBook } from "./helpers";

const fixture = (f: string) => readFileSync(join(__dirname, "..", "fixtures", "entries", f), "utf8");
const signup = (): string[][] => parseCsv(fixture("signup.csv")).value;

const fideList: ListPlayer[] = [
  { id: "1503014", name: "Carlsen, Magnus", rating: 2823, federation: "NOR", sex: "m", title: "GM", birthYear: 1990, where: "line 2" },
  { id: "2016192", name: "Nakamura, Hikaru", rating: 2792, federation: "USA", sex: "m", title: "GM", birthYear: 1987, where: "line 4" },
  { id: "5000017", name: "Lee, Ann", rating: 1793, federation: "USA", sex: "w", birthYear: 2012, where: "line 5" },
];

/** Runs an action, agreeing to every question (warnings first, then overwrites), as the pane's Yes does. */
async function agree(run: (args: object) => Promise<Outcome>, args: object): Promise<{ outcome: Outcome; asked: string[] }> {
  let outcome = await run(args);
  const asked: string[] = [];
  let a: Record<string, unknown> = { ...args };
  for (let i = 0; i < 3 && outcome.kind === "confirm"; i++) {
    asked.push(...(outcome.warnings ?? []), ...outcome.overwrites.map((o) => o.cell));
    a = (outcome.warnings ?? []).length > 0 ? { ...a, acknowledged: outcome.warnings } : { ...a, confirmed: outcome.overwrites.map((o) => ({ cell: o.cell, was: o.was })) };
    outcome = await run(a);
  }
  return { outcome, asked };
}

describe("Import entries (issue 25 item 1)", () => {
  test("a preview names the columns found, what goes where section by section, the duplicates and the rows not read; nothing is written", async () => {
    const h = harness(new MemoryWorkbook());
    const o = expectDone(await h.run("importEntries", { table: signup(), source: "signup.csv", sections: "Open; U1600: under 1600", preview: true }));
    const p = o.data as EntriesPreview;
    expect(p.columns).toContain('Last name ← "Last name" (column C)');
    expect(p.columns).toContain('ID ← "USCF ID #" (column D)');
    expect(p.ignored).toContain('"Timestamp" not read: not a column Wallchart reads');
    expect(p.unreadable).toEqual(['row 4, column "USCF ID #": "12,345" is not an id (letters and digits)', 'row 5, column "Rating (if known)": "fifteen hundred" is not a rating (a whole number such as 1850, or blank for unrated)', 'row 10, column "Last name": "" is blank: a player needs a name']);
    expect(p.duplicates).toEqual(["row 6: FIDE ID 1503014 is already row 2 (Carlsen, Magnus): left out as the same player"]);
    // Unrated with no list read: Carlsen goes where unrated players may play with the lowest ceiling.
    expect(p.sections.map((s) => [s.section, s.players])).toEqual([
      ["Open", ["row 3: Nakamura, Hikaru (2790, sign-up)"]],
      ["U1600", ["row 2: Carlsen, Magnus (unrated)", "row 8: Nakamuro, Hikaru (unrated)", "row 7: Wang, Yi (unrated)"]],
    ]);
    expect(p.entries).toHaveLength(4);
    expect(o.message).toBe("8 rows read from signup.csv; 3 rows not read; 1 duplicate. 4 players to enter (Open 1, U1600 3): check the columns and the list, then press Enter the players.");
    expect(h.wb.names()).toEqual([]);
  });

  test("rows not read are left out only once the director agrees; one undoable step writes every section; undo takes it all back", async () => {
    const h = harness(new MemoryWorkbook());
    const args = { table: signup(), source: "signup.csv", sections: "Open; U1600: under 1600" };
    const first = await h.run("importEntries", args);
    expect(first.kind).toBe("confirm");
    const warnings = first.kind === "confirm" ? (first.warnings ?? []) : [];
    expect(warnings).toContain('row 5, column "Rating (if known)": "fifteen hundred" is not a rating (a whole number such as 1850, or blank for unrated): the row is left out');
    expect(h.wb.names()).toEqual([]);
    const o = expectDone(await h.run("importEntries", { ...args, acknowledged: warnings }));
    expect(o.message).toBe("Entered 4 players (Open 1, U1600 3).");
    expect(h.wb.names()).toEqual(["Open Players", "Open Wallchart", "U1600 Players", "U1600 Wallchart"]);
    const open = h.wb.values("Open Players");
    expect(open[0]).toEqual(["#", "Name", "Rating", "ID", "Sex", "Birth date", "Federation", "Rating source"]);
    expect(open.slice(1).map((r) => r[1])).toEqual(["Nakamura, Hikaru"]);
    // Nakamura's "Round 3 bye" is in the Open wallchart's Request column.
    const chart = h.wb.values("Open Wallchart");
    expect(chart[1]?.[chart[0]?.indexOf("Request") ?? -1]).toBe("H3");
    const undone = await agree((a) => h.run("undo", a as never), {});
    expect(undone.asked).toContain("Taken back: Import entries: 4 players from signup.csv.");
    expectDone(undone.outcome);
    expect(h.wb.names()).toEqual([]);
  });

  test("importing twice adds nothing: the second import says every player is in the event already", async () => {
    const h = harness(new MemoryWorkbook());
    const args = { table: signup(), source: "signup.csv", sections: "Open; U1600: under 1600" };
    expectDone((await agree((a) => h.run("importEntries", a as never), args)).outcome);
    const before = h.wb.toSheets();
    const again = expectDone((await agree((a) => h.run("importEntries", a as never), { table: signup(), source: "signup.csv" })).outcome);
    expect(again.message).toMatch(/^Nobody new to enter/);
    expect(again.details).toContain("row 3: Nakamura, Hikaru is already in Open");
    expect(h.wb.toSheets()).toEqual(before);
  });

  test("from a form's responses sheet into the event there: added under its players, new columns at the right, no filled cell touched", async () => {
    const wb = sampleBook(6, 5);
    wb.addSheet("Form responses 1");
    signup().forEach((row, r) => row.forEach((v, c) => v !== "" && wb.type("Form responses 1", r, c, v)));
    wb.activate("Form responses 1");
    const h = harness(wb);
    const playersBefore = wb.values("Players");
    const { outcome, asked } = await agree((a) => h.run("importEntries", a as never), {});
    expect(expectDone(outcome).message).toBe("Entered 4 players (the event 4).");
    expect(asked.every((a) => !a.includes("!"))).toBe(true); // warnings only: no filled cell asked about
    const players = wb.values("Players");
    expect(players.slice(0, playersBefore.length).map((r) => r.slice(0, playersBefore[0]?.length))).toEqual(playersBefore);
    expect(players.slice(7).map((r) => r[1])).toEqual(["Carlsen, Magnus", "Nakamura, Hikaru", "Wang, Yi", "Nakamuro, Hikaru"]);
    expect(players[7]?.[0]).toBe(7);
    expect(players[0]).toContain("FIDE ID");
  });

  test("the event's own players list is not a sign-up sheet", async () => {
    const wb = sampleBook(4, 3);
    wb.activate("Players");
    const o = await harness(wb).run("importEntries", {});
    expect(o).toMatchObject({ kind: "refused", message: "Players is the event's own players list: choose the sheet of sign-ups (a form's responses), or a CSV or .xlsx file." });
  });

  test("with the players the pane kept of a list: rated from it, the source said; a near name is asked, never merged; a section's limit broken is named", async () => {
    const table = [
      ["Name", "FIDE ID", "Rating", "Section"],
      ["Magnus Carlsen", "1503014", "", ""],
      ["Hikaru Nakamuro", "", "", "U1600"],
      ["Ann Lee", "", "1500", ""],
    ];
    const read = readSignup(table);
    const m = new ListMatcher(entriesToEnter(read), "fideId");
    fideList.forEach((p) => m.offer(p));
    const lists = [{ label: "FIDE players_list_foa.txt (standard)", idKind: "fideId" as const, players: [...m.kept()], read: 3 }];
    const h = harness(new MemoryWorkbook());
    const o = await h.run("importEntries", { table, source: "signup.csv", sections: "Open; U1600: under 1600", lists });
    const warnings = o.kind === "confirm" ? (o.warnings ?? []) : [];
    expect(warnings).toContain(
      'row 3 Hikaru Nakamuro: not in FIDE players_list_foa.txt (standard) by that name; did you mean Nakamura, Hikaru (FIDE ID 2016192, USA, born 1987, 2792)? Give the row that FIDE ID to take it. (entered without the list\'s figures)',
    );
    // Ann Lee asks for no section; the list rates her 1793, so she goes to the Open, not the U1600.
    expectDone(await h.run("importEntries", { table, source: "signup.csv", sections: "Open; U1600: under 1600", lists, acknowledged: warnings }));
    const open = h.wb.values("Open Players");
    const col = (name: string) => open[0]?.indexOf(name) ?? -1;
    const ann = open.find((r) => r[1] === "Ann Lee");
    expect(ann?.[col("Rating")]).toBe(1793);
    expect(ann?.[col("Rating source")]).toBe("FIDE players_list_foa.txt (standard)");
    expect(h.wb.values("U1600 Players").map((r) => r[1])).toContain("Hikaru Nakamuro");

    const limits = await harness(new MemoryWorkbook()).run("importEntries", {
      table: [["Name", "Rating", "Section"], ["Bo Dahl", "1793", "U1600"]],
      sections: "Open; U1600: under 1600",
    });
    expect(limits.kind === "confirm" ? limits.warnings : []).toEqual(["row 2: U1600 is for ratings up to 1599 (Bo Dahl is 1793); entered as the sign-up asks"]);
  });

  test("a section that has paired a round takes no entries here (Add player enters a late entry)", async () => {
    const wb = sampleBook(4, 3);
    wb.addSheet("Round 1");
    const o = expectDone(await harness(wb).run("importEntries", { table: [["Name"], ["New Person"]], source: "late.csv" }));
    expect(o.message).toMatch(/^Nobody new to enter/);
    expect(o.details).toContain("row 2: New Person: The event has paired round 1; a late entry goes in with Add player (its missed rounds as byes)");
  });

  test("property: importing the same sign-up twice adds nothing, and every row ends in one section, the rows not read or the rows left out", async () => {
    const names = ["Ann Lee", "Bo Dahl", "Cy Young", "Di Fox", "Ed Kim", "Flo Ng", "Gus Orr", "Hal Poe"];
    const row = fc.record({
      name: fc.constantFrom(...names, ""),
      rating: fc.oneof(fc.constant(""), fc.integer({ min: 800, max: 2400 }).map(String), fc.constant("lots")),
      section: fc.constantFrom("", "Open", "U1600", "Nowhere"),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 12 }), async (rows) => {
        const table = [["Name", "Rating", "Section"], ...rows.map((r) => [r.name, r.rating, r.section])];
        const h = harness(new MemoryWorkbook());
        const args = { table, sections: "Open; U1600: under 1600" };
        const first = await agree((a) => h.run("importEntries", a as never), args);
        if (first.outcome.kind !== "done") throw new Error(first.outcome.message);
        const snap = h.wb.toSheets();
        const preview = expectDone(await h.run("importEntries", { ...args, preview: true })).data as EntriesPreview;
        expect(preview.sections.every((s) => s.players.length === 0)).toBe(true);
        const second = await agree((a) => h.run("importEntries", a as never), args);
        expect(second.outcome.kind).toBe("done");
        expect(h.wb.toSheets()).toEqual(snap);
        // Every non-blank row: in a section's Players, among the rows not read, or left out with its row.
        const entered = snap.filter((s) => s.name.endsWith("Players")).reduce((n, s) => n + s.cells.length - 1, 0);
        const read = readSignup(table);
        const dupes = read.duplicates.filter((d) => !d.entered).length;
        const notRead = new Set(read.unreadable.map((u) => u.row)).size;
        const leftOut = first.outcome.details?.filter((d) => /^row \d+: .* fits no section|is not a section/.test(d)).length ?? 0;
        expect(entered + notRead + dupes + leftOut).toBe(table.slice(1).filter((r) => r.some((c) => c !== "")).length);
      }),
      { numRuns: 40 },
    );
  });
});

/** Undo and re-pair (issue 11 item 4): the workbook returns exactly to what it was, settings included. */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook, readWorkbook } from "../../src/core/formats/workbook";
import { sectionSheet } from "../../src/workbook/sections";
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import { REVISION_KEY } from "../../src/workbook/port";
import { isLogKey, logSettings, readLog, UNDO_KEY, type UndoRecord } from "../../src/workbook/undo";
import { expectDone, harness, roundColumns, sampleBook, typeResults, type Harness } from "./helpers";

/** The workbook as the director sees it: the undo log and the revision counter (which only rises) aside. */
function state(wb: MemoryWorkbook): unknown {
  const settings = Object.fromEntries([...wb.settings].filter(([k, v]) => !isLogKey(k) && k !== REVISION_KEY && v !== ""));
  return { sheets: wb.toSheets(), settings, active: wb.active };
}

async function agree(h: Harness, name: "undo" | "undoRound" | "repairRound"): Promise<Outcome> {
  const ask = await h.run(name);
  if (ask.kind !== "confirm") return ask;
  expect(ask.overwrites).toEqual([]);
  return h.run(name, { acknowledged: ask.warnings });
}

async function playRound(h: Harness, round: number): Promise<void> {
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, `Round ${round}`);
  expectDone(await h.run("enterResults"));
}

describe("Undo the round's pairing", () => {
  test("after some results: asks first, then the workbook is exactly as before the pairing (sheets, settings, front sheet)", async () => {
    const h = harness(sampleBook(10, 4));
    await playRound(h, 1);
    expectDone(await h.run("setRequests", { player: 3, requests: "H2 H4" }));
    const before = state(h.wb);
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 2", (w, b, board) => (board <= 2 ? "1-0" : ""));
    expectDone(await h.run("enterResults"));
    const ask = await h.run("undoRound");
    expect(ask.kind).toBe("confirm");
    expect(ask.kind === "confirm" && ask.warnings?.slice(0, 2)).toEqual([
      "Taken back: Enter results of round 2; Pair round 2.",
      "The Round 2 sheet is deleted, with the 2 results typed on it.",
    ]);
    expect(h.wb.has("Round 2")).toBe(true);
    const o = expectDone(await agree(h, "undoRound"));
    expect(o.message).toBe(
      "Round 2's pairing is undone: the workbook is as it was before round 2 was paired. Make your changes, then press Pair next round.",
    );
    expect(state(h.wb)).toEqual(before);
    expect(readLog(Object.fromEntries(h.wb.settings)).map((r) => r.label)).toEqual([
      "Pair round 1",
      "Enter results of round 1",
      expect.stringMatching(/^#3 .*: half-point byes in rounds 2 and 4/),
    ]);
    // Pairing again gives the same round (nothing else changed).
    expectDone(await h.run("pairNext"));
    const chart = h.wb.values("Wallchart");
    expect(chart[3]?.[chart[0]!.indexOf("R2")]).toBe("H");
    expect(chart[3]?.[chart[0]!.indexOf("Request")]).toBe("H4");
  });

  test("before any result: the round sheet goes and the wallchart column is blank again", async () => {
    const h = harness(sampleBook(7, 3));
    const before = state(h.wb);
    expectDone(await h.run("pairNext"));
    expectDone(await agree(h, "undoRound"));
    expect(state(h.wb)).toEqual(before);
  });

  test("refusals: nothing paired; a round paired by hand (no record); cancelling writes nothing", async () => {
    const h = harness(sampleBook(6, 3));
    expect((await h.run("undoRound")).message).toBe("No round has been paired yet: there is no pairing to undo.");
    expect((await h.run("undo")).message).toMatch(/^Nothing to undo: this workbook has no record/);
    const book = sampleBook(6, 3);
    book.addSheet("Round 1");
    book.setBlock("Round 1", 0, 0, [
      ["Board", "White", "Black", "Result"],
      [1, "#1", "#2", ""],
    ]);
    expect((await harness(book).run("undoRound")).message).toMatch(
      /^Round 1's pairing was not made by Wallchart in this workbook/,
    );
    expectDone(await h.run("pairNext"));
    const ask = await h.run("undoRound");
    expect(ask.kind).toBe("confirm");
    expect(h.wb.has("Round 1")).toBe(true);
  });
});

describe("Undo the last step", () => {
  test("results entered, then settings saved: each undone in turn", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    typeResults(h.wb, "Round 1");
    const typed = state(h.wb);
    expectDone(await h.run("enterResults"));
    const entered = state(h.wb);
    expectDone(await h.run("saveSettings", { settings: { system: "DUTCH", rounds: 5 } }));
    expect(expectDone(await agree(h, "undo")).message).toBe(
      "Undone: Save settings. The workbook is as it was before it.",
    );
    expect(state(h.wb)).toEqual(entered);
    expectDone(await agree(h, "undo"));
    expect(state(h.wb)).toEqual({ ...(typed as object), active: "Round 1" });
  });

  test("a late entry is taken back: his rows on Players, the wallchart and the round sheets", async () => {
    const h = harness(sampleBook(6, 3));
    await playRound(h, 1);
    const before = state(h.wb);
    expectDone(await h.run("addPlayer", { name: "Dana Lee", rating: 1500, missed: "H" }));
    expectDone(await agree(h, "undo"));
    expect(state(h.wb)).toEqual(before);
  });
});

describe("Re-pair the round", () => {
  test("after a withdrawal: round 2 is paired again without him, in one step that can itself be undone", async () => {
    const h = harness(sampleBook(10, 4));
    await playRound(h, 1);
    expectDone(await h.run("pairNext"));
    const first = state(h.wb);
    // He tells the director he is leaving before round 2 starts: undo, withdraw, pair again.
    expectDone(await agree(h, "undoRound"));
    expectDone(await h.run("withdrawPlayer", { player: 4 }));
    expectDone(await h.run("pairNext"));
    const r2 = h.wb.values("Round 2");
    const cols = roundColumns(r2);
    expect(r2.some((r) => String(r[cols.white]).startsWith("#4 ") && r[cols.black] === "U")).toBe(true);
    // Re-pair (nothing changed since): the same round, and undoing the re-pair gives the pairing back.
    const again = state(h.wb);
    const o = expectDone(await agree(h, "repairRound"));
    expect(o.message).toMatch(/^Re-paired round 2\. 4 boards/);
    expect(state(h.wb)).toEqual(again);
    expectDone(await agree(h, "undo"));
    expect(state(h.wb)).toEqual(again);
    expect(first).not.toEqual(again);
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });

  test("after a re-pair, undoing the round's pairing goes back to before the round was first paired", async () => {
    const h = harness(sampleBook(8, 4));
    await playRound(h, 1);
    const before = state(h.wb);
    expectDone(await h.run("pairNext"));
    expectDone(await agree(h, "repairRound"));
    const ask = await h.run("undoRound");
    expect(ask.kind === "confirm" && ask.message).toBe("Undo round 2's pairing? Nothing was written.");
    expect(ask.kind === "confirm" && ask.warnings?.slice(0, 2)).toEqual([
      "Taken back: Re-pair round 2; Pair round 2.",
      "The Round 2 sheet is deleted.",
    ]);
    expectDone(await agree(h, "undoRound"));
    expect(state(h.wb)).toEqual(before);
  });
});

describe("Undo in a section (issue 12's sections)", () => {
  test("undoing U1400's round 1 deletes U1400 Round 1 and leaves the Open section alone; each section keeps its own log", async () => {
    const sheets = [
      ...makeWorkbook({ ...sampleTournament({ players: 10, rounds: 0, seed: 11 }), totalRounds: 4 }).sheets.map(
        (s) => ({
          ...s,
          name: sectionSheet("Open", s.name),
        }),
      ),
      ...makeWorkbook({ ...sampleTournament({ players: 8, rounds: 0, seed: 12 }), totalRounds: 4 }).sheets.map((s) => ({
        ...s,
        name: sectionSheet("U1400", s.name),
      })),
    ];
    const h = harness(new MemoryWorkbook(sheets));
    expectDone(await h.run("pairNext", { inSection: "Open" } as never));
    const open = h.wb.values("Open Wallchart");
    expectDone(await h.run("pairNext", { inSection: "U1400" } as never));
    expect(h.wb.has("U1400 Round 1")).toBe(true);
    const ask = await h.run("undoRound", { inSection: "U1400" } as never);
    expect(ask.kind).toBe("confirm");
    expectDone(
      await h.run("undoRound", {
        inSection: "U1400",
        acknowledged: ask.kind === "confirm" ? ask.warnings : [],
      } as never),
    );
    expect(h.wb.has("U1400 Round 1")).toBe(false);
    expect(h.wb.has("Open Round 1")).toBe(true);
    expect(h.wb.values("Open Wallchart")).toEqual(open);
    expect(
      readLog(Object.fromEntries([...h.wb.settings].map(([k, v]) => [k.replace(/@Open$/, ""), v]))).map((r) => r.label),
    ).toEqual(["Pair round 1"]);
  });
});

describe("the undo log's storage", () => {
  test("a record added writes only the pieces whose text changes, not the whole log again", () => {
    const rec = (i: number): UndoRecord => ({
      label: `Step ${i}`,
      blocks: [{ sheet: "Wallchart", row: i, col: 2, values: [["x".repeat(3000)]] }],
      deleteSheets: [],
      settings: {},
      active: "Wallchart",
    });
    const log = Array.from({ length: 20 }, (_, i) => rec(i));
    const stored = logSettings(log, {});
    const pieces = Number(stored[UNDO_KEY]);
    expect(pieces).toBeGreaterThan(5);
    const next = logSettings([...log, rec(20)], stored);
    // The new record goes at the end: the last old piece and the new ones, and the count.
    const changed = Object.keys(next)
      .filter((k) => k !== UNDO_KEY)
      .map((k) => Number(k.split(".").pop()));
    expect(Math.min(...changed)).toBeGreaterThanOrEqual(pieces - 1);
    expect(readLog({ ...stored, ...next }).map((r) => r.label)).toEqual([...log, rec(20)].map((r) => r.label));
    // Nothing changed: nothing written.
    expect(logSettings(log, stored)).toEqual({});
  });
});

/**
 * The engine's promises: no filled cell is overwritten unasked, a write that fails leaves the
 * workbook as it was, text stays text (a name beginning with = + - @ is never a formula).
 */
import { fingerprint, overwrites, runAsync, type Action } from "../../src/workbook/engine";
import { MemoryWorkbook, memoryPort, serial } from "../../src/workbook/memory";
import { done } from "../../src/workbook/outcome";
import { asText, hostValues, sheetA1, type Snapshot, type WriteBatch } from "../../src/workbook/port";
import { expectDone, harness, sampleBook } from "./helpers";

const snap = (sheets: Snapshot["sheets"], settings: Snapshot["settings"] = {}): Snapshot => ({
  sheetNames: Object.keys(sheets),
  active: Object.keys(sheets)[0] ?? "",
  sheets,
  settings,
});

/** An action that writes one block given in its args. */
const write: Action<{ batch: WriteBatch; confirmed?: { cell: string; was: string }[] }, null> = {
  name: "Write",
  reads: (a) => ({ sheets: a.batch.blocks.map((b) => b.sheet) }),
  decide: (_s, a) => ({ outcome: done("written"), batch: a.batch }),
};

describe("overwrites", () => {
  test("lists filled cells that would change, not blank ones nor ones already holding the value", () => {
    const s = snap({
      S: [
        ["a", null, 3],
        ["", "x"],
      ],
    });
    const list = overwrites(s, {
      blocks: [
        {
          sheet: "S",
          row: 0,
          col: 0,
          values: [
            ["a", "b", "3"],
            ["c", "y", ""],
          ],
        },
      ],
    });
    expect(list).toEqual([{ cell: "S!B2", was: "x", becomes: "y" }]);
  });

  test("a sheet Wallchart wrote itself and nobody changed is rewritten without asking", () => {
    const grid = [
      ["Place", "#"],
      ["1", 4],
    ];
    const s = snap({ Standings: grid }, { "wallchart.generated": JSON.stringify({ Standings: fingerprint(grid) }) });
    expect(
      overwrites(s, {
        blocks: [
          {
            sheet: "Standings",
            row: 0,
            col: 0,
            values: [
              ["x", "y"],
              ["z", "w"],
            ],
          },
        ],
      }),
    ).toEqual([]);
    const edited = snap(
      {
        Standings: [
          ["Place", "#"],
          ["1", 5],
        ],
      },
      s.settings,
    );
    expect(
      overwrites(edited, {
        blocks: [
          {
            sheet: "Standings",
            row: 0,
            col: 0,
            values: [
              ["Place", "#"],
              ["1", 4],
            ],
          },
        ],
      }),
    ).toEqual([{ cell: "Standings!B2", was: "5", becomes: "4" }]);
  });

  test("a cell used up by the same batch (a bye request) is cleared without asking", () => {
    const s = snap({ W: [["Request"], ["H"]] });
    expect(overwrites(s, { blocks: [{ sheet: "W", row: 1, col: 0, values: [[""]] }] }, ["W!A2"])).toEqual([]);
  });

  test("a block must be a rectangle", () => {
    expect(() =>
      overwrites(snap({ S: [] }), { blocks: [{ sheet: "S", row: 0, col: 0, values: [["a"], ["b", "c"]] }] }),
    ).toThrow(/not a rectangle/);
  });
});

describe("confirming", () => {
  test("nothing is written until the user confirms exactly the cells listed", async () => {
    const wb = new MemoryWorkbook([{ name: "S", cells: [["keep me"]] }]);
    const port = memoryPort(wb);
    const batch: WriteBatch = { blocks: [{ sheet: "S", row: 0, col: 0, values: [["new"]] }] };
    const ask = await runAsync(port, write, { batch }, null);
    expect(ask).toEqual({
      kind: "confirm",
      message: "Replace 1 filled cell on S? Nothing was written.",
      overwrites: [{ cell: "S!A1", was: "keep me", becomes: "new" }],
    });
    expect(wb.values("S")).toEqual([["keep me"]]);
    // The cell changed since the question: the old answer does not cover it.
    wb.type("S", 0, 0, "changed meanwhile");
    expect((await runAsync(port, write, { batch, confirmed: [{ cell: "S!A1", was: "keep me" }] }, null)).kind).toBe(
      "confirm",
    );
    expectDone(await runAsync(port, write, { batch, confirmed: [{ cell: "S!A1", was: "changed meanwhile" }] }, null));
    expect(wb.values("S")).toEqual([["new"]]);
  });
});

describe("the overwrite question names what changes (issue 29, item 4)", () => {
  test("results typed on a Round sheet, games recorded in the wallchart, other cells: each by its sheet", async () => {
    const wb = new MemoryWorkbook([
      { name: "Round 3", cells: [["Result"], ["1-0"], ["½-½"], ["0-1"], ["1F-0F"]] },
      { name: "Wallchart", cells: [["R1"], ["W2w"], ["U"]] },
      { name: "Notes", cells: [["mine"]] },
    ]);
    const port = memoryPort(wb);
    const results: WriteBatch = { blocks: [{ sheet: "Round 3", row: 1, col: 0, values: [[""], [""], [""], [""]] }] };
    const ask = await runAsync(port, write, { batch: results }, null);
    expect(ask.kind === "confirm" ? ask.message : ask.kind).toBe("Replace 4 results already typed on Round 3? Nothing was written.");
    const mixed: WriteBatch = {
      blocks: [
        { sheet: "Round 3", row: 1, col: 0, values: [["0-1"]] },
        { sheet: "Wallchart", row: 1, col: 0, values: [["L2w"]] },
        { sheet: "Notes", row: 0, col: 0, values: [["theirs"]] },
      ],
    };
    const ask2 = await runAsync(port, write, { batch: mixed }, null);
    expect(ask2.kind === "confirm" ? ask2.message : ask2.kind).toBe(
      "Replace 1 result already typed on Round 3, 1 game already recorded on Wallchart and 1 filled cell on Notes? Nothing was written.",
    );
    const byes: WriteBatch = { blocks: [{ sheet: "Wallchart", row: 2, col: 0, values: [["H"]] }] };
    const ask3 = await runAsync(port, write, { batch: byes }, null);
    expect(ask3.kind === "confirm" ? ask3.message : ask3.kind).toBe("Replace 1 bye already recorded on Wallchart? Nothing was written.");
  });
});

describe("a write that fails", () => {
  test("leaves the workbook as it was: old values and formulas back, added sheets gone", async () => {
    const h = harness(sampleBook(8, 3));
    h.wb.type("Wallchart", 1, 5, "=SUM(1,2)");
    const before = h.wb.toSheets();
    h.wb.failAfterBlocks = 1;
    const o = await h.run("pairNext");
    expect(o).toEqual({
      kind: "refused",
      message: "Pair next round failed; the workbook was left as it was.",
      problems: ["The workbook stopped answering (simulated)"],
    });
    expect(h.wb.toSheets()).toEqual(before);
    expect(h.wb.formula("Wallchart", 1, 5)).toBe("=SUM(1,2)");
    expect(h.wb.names()).not.toContain("Round 1");
    h.wb.failAfterBlocks = null;
    expectDone(await h.run("pairNext"));
  });
});

describe("text stays text", () => {
  test("asText protects what a spreadsheet would take for a formula, a number or a date", () => {
    expect(["=1+1", "+44 20", "-", "@home", "'quoted", "1-0", "007", "W12", "Ann", "½-½"].map(asText)).toEqual([
      "'=1+1",
      "'+44 20",
      "'-",
      "'@home",
      "''quoted",
      "'1-0",
      "'007",
      "W12",
      "Ann",
      "½-½",
    ]);
    expect(hostValues([[null, 3, true, "=x"]])).toEqual([["", 3, true, "'=x"]]);
  });

  test("names beginning with = + - @ reach the round sheet and the wallchart as text, never as formulas", async () => {
    const names = ['=HYPERLINK("http://x")', "+1 Ann", "-Bob", "@Cy"];
    const wb = new MemoryWorkbook([
      { name: "Players", cells: [["Name", "Rating"], ...names.map((n, i) => [n, 2000 - i])] },
    ]);
    expect(
      wb
        .values("Players")
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(names);
    const h = harness(wb);
    expectDone(await h.run("pairNext"));
    const round = h.wb.values("Round 1").flat().map(String);
    for (const n of names) expect(round.some((c) => c.endsWith(` ${n}`))).toBe(true);
    const chart = h.wb.values("Wallchart");
    expect(chart.slice(1).map((r) => r[1])).toEqual(names);
    for (let r = 0; r < 6; r++) for (let c = 0; c < 4; c++) expect(h.wb.formula("Round 1", r, c)).toBe("");
  });

  test("the in-memory workbook behaves like a spreadsheet: = makes a formula, ' keeps text, digits make numbers", () => {
    const wb = new MemoryWorkbook([{ name: "S", cells: [] }]);
    wb.setBlock("S", 0, 0, [["=A2", "'=A2", "12", "'12", "x"]]);
    expect(wb.values("S")).toEqual([["#NAME?", "=A2", 12, "12", "x"]]);
    expect(wb.formula("S", 0, 0)).toBe("=A2");
  });
});

describe("serial", () => {
  test("runs work one after another, even when one fails", async () => {
    const run = serial();
    const order: string[] = [];
    const slow = run(async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push("slow");
      throw new Error("x");
    });
    const fast = run(async () => {
      order.push("fast");
    });
    await expect(slow).rejects.toThrow("x");
    await fast;
    expect(order).toEqual(["slow", "fast"]);
  });
});

test("sheetA1 quotes names that need it", () => {
  expect([sheetA1("Wallchart", 4, 2), sheetA1("Round 1", 0, 3), sheetA1("O'Brien", 0, 0)]).toEqual([
    "Wallchart!C5",
    "'Round 1'!D1",
    "'O''Brien'!A1",
  ]);
});

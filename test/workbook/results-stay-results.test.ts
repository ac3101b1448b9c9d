/**
 * Issue 28, item 1: typed results survive Excel and Sheets. Nothing formatted the Result column as
 * text, so a draw typed `1/2` became a date (46024) and Enter results said `"46024" is not a result`.
 */
import { excelPort } from "../../src/excel/port";
import { runActionAsync } from "../../src/workbook/run";
import { RESULT_CHOICES } from "../../src/workbook/result-cells";
import { halfAsDate } from "../../src/core/formats/results";
import { defaultContext } from "../../src/workbook/wiring";
import { FakeExcel } from "../excel/fake-excel";
import { expectDone, harness, roundColumns, sampleBook, typeResults } from "./helpers";

describe("issue 28 (1): results stay results", () => {
  test("Pair next round formats every Result cell as text with the drop-down, before anyone types", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    const round = h.wb.values("Round 1");
    const cols = roundColumns(round);
    const boardRows = round.map((r, i) => (typeof r[cols.white] === "string" && /^#\d/.test(String(r[cols.white])) && r[cols.black] !== null ? i : -1)).filter((i) => i >= 0);
    expect(boardRows.length).toBe(4);
    for (const r of boardRows) expect(h.wb.textCells.get(`Round 1\u0000${r},${cols.result}`)).toEqual(RESULT_CHOICES);
    // Typed into a text cell, 1/2 and = stay what was typed, and Enter results reads them.
    typeResults(h.wb, "Round 1", (_w, _b, board) => (board === 1 ? "1/2" : board === 2 ? "=" : "1-0"));
    expect(h.wb.values("Round 1")[boardRows[0] as number]?.[cols.result]).toBe("1/2");
    expect(h.wb.values("Round 1")[boardRows[1] as number]?.[cols.result]).toBe("=");
    expectDone(await h.run("enterResults"));
  });

  test("Excel: the Result column gets number format @ and a data-validation list", async () => {
    const wb = sampleBook(8, 3);
    const fake = new FakeExcel(wb);
    expectDone(await runActionAsync(excelPort(fake), "pairNext", {}, defaultContext));
    expect(fake.formats.some((l) => /^numberFormat Round 1!R\d+C\d+:4x1$/.test(l))).toBe(true);
    expect(fake.formats.some((l) => /^validation Round 1!R\d+C\d+:4x1$/.test(l))).toBe(true);
  });

  test("a date serial in a Result cell (the column was not text) is read back as the 1/2 it was, with a warning naming the cell", async () => {
    const h = harness(sampleBook(8, 3));
    expectDone(await h.run("pairNext"));
    h.wb.textCells.clear(); // as in a workbook paired before this fix
    typeResults(h.wb, "Round 1", (_w, _b, board) => (board === 1 ? "46024" : "1-0"));
    const round = h.wb.values("Round 1");
    const cols = roundColumns(round);
    const row = round.findIndex((r) => r[cols.result] === 46024);
    expect(row).toBeGreaterThan(0);
    const ask = await h.run("enterResults");
    expect(ask.kind).toBe("confirm");
    const warnings = ask.kind === "confirm" ? (ask.warnings ?? []) : [];
    expect(warnings).toEqual([
      `'Round 1'!H${row + 1}: the spreadsheet stored the date 46024 where 1/2 was typed; it is read as ½-½ (format the Result column as text, or type ½-½)`,
    ]);
    expectDone(await h.run("enterResults", { acknowledged: warnings }));
    const chart = h.wb.values("Wallchart");
    expect(chart.slice(1).filter((r) => String(r[2]).startsWith("D")).length).toBe(2);
  });

  test("1/2 as a date: 2 January or 1 February of any year, as a day number or as Sheets' ISO text", () => {
    expect([46024, 45689, 368, 2, 32, "2026-01-02", "1999-02-01"].map((v) => halfAsDate(v))).toEqual(["1/2", "1/2", "1/2", "1/2", "1/2", "1/2", "1/2"]);
    expect([46025, 1, 0.5, 60, "2026-01-03", "1-0"].map((v) => halfAsDate(v))).toEqual([null, null, null, null, null, null]);
  });
});

/**
 * Issue 24 (item 5): the playground draws a cell through its number format as Excel and Sheets do —
 * 15.5 in a `# ?/2` cell as 15½, 144.45 in a `$#,##0.00` cell as $144.45 — while the cell keeps its
 * number (the old grid drew every number plainly: 15.5, 144.45).
 */
import { formatted } from "../../src/workbook/number-format";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";

describe("formatted: a number through the formats the actions write", () => {
  test.each([
    [15.5, "# ?/2", "15½"],
    [16, "# ?/2", "16"],
    [0.5, "# ?/2", "½"],
    [0, "# ?/2", "0"],
    [-2.5, "# ?/2", "-2½"],
    [15.25, "# ?/2", "15½"],
    [16.25, "0.00", "16.25"],
    [15.5, "0.00", "15.50"],
    [15.5, "0.0", "15.5"],
    [1843.4, "0", "1843"],
    [1843.5, "#,##0", "1,844"],
    [144.45, "$#,##0.00", "$144.45"],
    [1444.5, "$#,##0.00", "$1,444.50"],
    [1234567, "$#,##0.00", "$1,234,567.00"],
    [-3, "$#,##0.00", "-$3.00"],
    [50, "#,##0.00 €", "50.00 €"],
    [1.005, "0.00", "1.01"],
    [15.5, undefined, "15.5"],
    [0.1 + 0.2, "General", "0.3"],
    [15.5, "@", "15.5"],
    [15.5, "yyyy-mm-dd", "15.5"],
    [2.5, "0.00;(0.00)", "2.50"],
  ] as const)("%p in %p shows %p", (v, f, text) => expect(formatted(v, f)).toBe(text));

  test("text, blanks and booleans are shown as they are, whatever the format", () => {
    expect(formatted("Trophy", "$#,##0.00")).toBe("Trophy");
    expect(formatted(null, "# ?/2")).toBe("");
    expect(formatted(undefined, "0.00")).toBe("");
    expect(formatted(true, "0")).toBe("true");
  });
});

describe("the in-memory workbook shows its cells as the hosts do", () => {
  test("the Standings sheet's scores show with ½ and stay numbers; the Prize list's amounts show as dollars", async () => {
    const h = harness(sampleBook(9, 3));
    for (let r = 1; r <= 2; r++) {
      expectDone(await h.run("pairNext"));
      typeResults(h.wb, `Round ${r}`);
      expectDone(await h.run("enterResults"));
    }
    expectDone(await h.run("standings"));
    const sheet = h.wb.values("Standings");
    const scoreRows = sheet.map((row, i) => ({ row, i })).filter(({ row, i }) => i >= 2 && typeof row[4] === "number");
    expect(scoreRows.length).toBe(9);
    for (const { row, i } of scoreRows) {
      const v = row[4] as number;
      expect(h.wb.shown("Standings", i, 4)).toBe(Number.isInteger(v) ? String(v) : `${v === 0.5 ? "" : Math.floor(v)}½`);
    }
    expect(scoreRows.some(({ row }) => !Number.isInteger(row[4]))).toBe(true);

    h.wb.addSheet("Prizes");
    [["Prize", "Amount"], ["1st", "1444.5"], ["2nd", "Trophy"]].forEach((row, r) => row.forEach((v, c) => h.wb.type("Prizes", r, c, v)));
    expectDone(await h.run("prizes"));
    const list = h.wb.values("Prize list");
    const first = list.findIndex((row) => row[4] === 1444.5);
    expect(first).toBeGreaterThanOrEqual(2);
    expect(h.wb.shown("Prize list", first, 4)).toBe("$1,444.50");
    expect(h.wb.shown("Prize list", list.findIndex((row) => row[4] === "Trophy"), 4)).toBe("Trophy");
  });

  test("a deleted sheet's formats go with it: a sheet added again under its name starts plain", () => {
    const wb = new MemoryWorkbook([{ name: "Standings", cells: [[15.5]] }]);
    wb.numberFormats.set("Standings\u00000,0", "# ?/2");
    expect(wb.shown("Standings", 0, 0)).toBe("15½");
    wb.deleteSheet("Standings");
    wb.addSheet("Standings");
    wb.setBlock("Standings", 0, 0, [[15.5]]);
    expect(wb.shown("Standings", 0, 0)).toBe("15.5");
    expect(wb.numberFormat("Standings", 0, 0)).toBeUndefined();
  });
});

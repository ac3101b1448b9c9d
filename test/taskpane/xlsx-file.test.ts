/**
 * The pane's own .xlsx reader (taskpane/xlsx-file.ts + src/core/formats/xlsx-cells.ts) against files
 * written by exceljs: shared and inline strings, numbers, booleans, a date-formatted birth date, a
 * sheet chosen by name, and a file that is not a zip.
 */
import ExcelJS from "exceljs";
import { xlsxFileCells } from "../../taskpane/xlsx-file";
import { xlsxCells } from "../../src/core/formats/xlsx-cells";

async function book(): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet("Form responses 1");
  a.addRow(["Name", "Rating", "Born", "Member?", "Club"]);
  a.addRow(["Ann Lee", 1500, new Date(Date.UTC(2011, 3, 30)), true, "Lincoln & Co <east>"]);
  a.addRow(["Bo Dahl", null, 2012, false, null]);
  a.getCell("B3").value = null;
  a.getCell("C2").numFmt = "yyyy-mm-dd";
  a.getCell("F5").value = "far";
  const b = wb.addWorksheet("Other");
  b.addRow(["Only", "this"]);
  const buf = await wb.xlsx.writeBuffer();
  return buf as ArrayBuffer;
}

describe("the pane's .xlsx reader", () => {
  test("the first sheet's cells: strings (with entities), numbers, booleans, a date cell as ISO text, gaps kept", async () => {
    const cells = await xlsxFileCells(await book());
    expect(cells).toEqual([
      ["Name", "Rating", "Born", "Member?", "Club"],
      ["Ann Lee", 1500, "2011-04-30", true, "Lincoln & Co <east>"],
      ["Bo Dahl", null, 2012, false],
      [],
      [null, null, null, null, null, "far"],
    ]);
  });

  test("a sheet chosen by name, in any case; a sheet not there is named with the ones there are", async () => {
    expect(await xlsxFileCells(await book(), "other")).toEqual([["Only", "this"]]);
    expect(await xlsxFileCells(await book(), "Entries")).toBe('no sheet "Entries" (sheets: Form responses 1, Other)');
  });

  test("bytes that are not a zip are refused with a sentence, never a crash", async () => {
    expect(await xlsxFileCells(new TextEncoder().encode("Name,Rating\nAnn,1500\n").buffer as ArrayBuffer)).toBe("not an .xlsx workbook (it is not a zip file)");
    expect(xlsxCells(new Map())).toBe("not an .xlsx workbook (it has no xl/workbook.xml)");
  });
});

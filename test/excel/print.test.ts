/** Print setup in Excel (issue 15): one page wide, the header, the header rows repeated; never undoes a write. */
import { excelPort, type ExcelHost } from "../../src/excel/port";
import type { Snapshot } from "../../src/workbook/port";

const before: Snapshot = { sheetNames: ["Round 1"], active: "Round 1", sheets: { "Round 1": [] }, settings: {} };

function host(withLayout: boolean) {
  const layouts = new Map<string, Record<string, unknown>>();
  const written: string[] = [];
  const h: ExcelHost = {
    run: async (batch) => {
      const getItem = (name: string) => {
        const layout: Record<string, unknown> = { headersFooters: { defaultForAllPages: {} } };
        layout.setPrintTitleRows = (rows: string) => (layout.titleRows = rows);
        layout.setPrintArea = (area: string) => (layout.area = area);
        if (withLayout) layouts.set(name, layout);
        return {
          pageLayout: withLayout ? layout : undefined,
          getRangeByIndexes: () => ({
            set values(_v: unknown) {
              written.push(name);
            },
          }),
          activate: () => undefined,
        };
      };
      const context = {
        workbook: { worksheets: { add: () => undefined, getItem }, settings: { add: () => undefined } },
        sync: async () => undefined,
      };
      return batch(context as never);
    },
  };
  return { h, layouts, written };
}

const batch = {
  blocks: [{ sheet: "Round 1", row: 0, col: 0, values: [["Board", "White", ""], [1, "#1 Ann", ""], ["", "", ""]] }],
  print: [{ sheet: "Round 1", title: "Spring Open — Round 1 pairings & byes", landscape: false, repeatRows: 1 }],
};

test("the Round sheet prints one page wide, portrait, with the event and round in the header and its header row repeated", async () => {
  const { h, layouts, written } = host(true);
  await excelPort(h).write(batch, before);
  expect(written).toEqual(["Round 1"]);
  const layout = layouts.get("Round 1") as Record<string, unknown>;
  expect(layout.orientation).toBe("Portrait");
  expect(layout.zoom).toEqual({ horizontalFitToPages: 1, verticalFitToPages: 0 });
  expect(
    (layout.headersFooters as { defaultForAllPages: { centerHeader: string } }).defaultForAllPages.centerHeader,
  ).toBe("Spring Open — Round 1 pairings && byes");
  expect(layout.titleRows).toBe("$1:$1");
  // Issue 24 (3): the print area is what the sheet holds (the blanks that clear old rows left out), gridlines printed.
  expect(layout.area).toBe("A1:B2");
  expect(layout.printGridlines).toBe(true);
});

test("an Excel without page layout writes the values all the same", async () => {
  const { h, written } = host(false);
  await expect(excelPort(h).write(batch, before)).resolves.toBeUndefined();
  expect(written).toEqual(["Round 1"]);
});

/** dist/excel/functions.json (generated from JSDoc) lists every function, and matches Sheets' list. */
import { readFileSync } from "fs";
import { join } from "path";

const root = join(__dirname, "..", "..");
const metadata = JSON.parse(readFileSync(join(root, "dist", "excel", "functions.json"), "utf8")) as {
  functions: { id: string; name: string; parameters: { name: string; optional?: boolean; dimensionality?: string }[] }[];
};
const sheets: { ids: string[] }[] = JSON.parse(readFileSync(join(root, "src", "sheets", "generated", "functions.json"), "utf8"));

describe("Excel custom-function metadata", () => {
  test("TIEBREAK_MEDIAN is listed with its parameters", () => {
    const f = metadata.functions.find((x) => x.id === "TIEBREAK_MEDIAN");
    expect(f?.name).toBe("TIEBREAK_MEDIAN");
    expect(f?.parameters).toEqual([
      expect.objectContaining({ name: "results", dimensionality: "matrix" }),
      expect.objectContaining({ name: "variant", optional: true }),
    ]);
  });

  test("Excel and Sheets offer the same functions", () => {
    const excel = metadata.functions.map((f) => f.id).sort();
    expect(sheets.flatMap((s) => s.ids).sort()).toEqual(excel);
  });

  test("ids are upper case, as the catalogue writes them", () => {
    for (const f of metadata.functions) expect(f.id).toMatch(/^[A-Z][A-Z0-9_]{2,}$/);
  });

  test("the functions bundle registers each id", () => {
    const js = readFileSync(join(root, "dist", "excel", "functions.js"), "utf8");
    for (const f of metadata.functions) expect(js).toContain(`CustomFunctions.associate("${f.id}"`);
  });
});

/**
 * dist/excel/functions.json (generated from JSDoc) lists every function, matches Sheets' list, and
 * makes each one feel built in (issue 18): a one-sentence description short enough for AutoComplete,
 * a short description per parameter, an AutoComplete list (@customenum) for every fixed option, and a
 * help page (helpUrl) built into dist/excel/help. These checks run over EVERY function, so a new one
 * is held to the same standard (docs/contributing.md says how to write one).
 */
import { existsSync, readFileSync } from "fs";
import { join } from "path";

interface Param {
  name: string;
  description?: string;
  type?: string;
  optional?: boolean;
  dimensionality?: string;
  customEnumId?: string;
}
interface Fn {
  id: string;
  name: string;
  description?: string;
  helpUrl?: string;
  parameters: Param[];
  result?: { dimensionality?: string };
}
interface Enum {
  id: string;
  type: string;
  values: { name: string; stringValue?: string; numberValue?: number; tooltip?: string }[];
}

const root = join(__dirname, "..", "..");
const metadata = JSON.parse(readFileSync(join(root, "dist", "excel", "functions.json"), "utf8")) as {
  functions: Fn[];
  enums?: Enum[];
};
const sheets: { ids: string[] }[] = JSON.parse(
  readFileSync(join(root, "src", "sheets", "generated", "functions.json"), "utf8"),
);
const enums = new Map((metadata.enums ?? []).map((e) => [e.id, e]));

/** AutoComplete shows the description beside the name: one sentence, at most this long. */
const FUNCTION_DESCRIPTION_MAX = 150;
/** The argument tooltip shows one parameter's description while typing it. */
const PARAMETER_DESCRIPTION_MAX = 130;
/** Parameter names that always take one of a fixed list of values. */
const OPTION_PARAMETERS = new Set([
  "system",
  "variant",
  "scheme",
  "section",
  "category",
  "firstColour",
  "status",
  "type",
]);
/** A description that lists fixed values ("USCF (default), DUTCH or PANAM1954", "K-3, K-5 or K-8"). */
const LISTS_VALUES = /^(?:[A-Z][A-Z0-9_-]*(?: \([^)]*\))?, )*[A-Z][A-Z0-9_-]*(?: \([^)]*\))? or [A-Z][A-Z0-9_-]*/;

/** One sentence: no full stop followed by a space and a capital (abbreviations like "e.g." and "C.04.3" are fine). */
const oneSentence = (text: string) => !/[.!?]\s+[A-Z]/.test(text.trim().replace(/\.$/, ""));

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

describe("every function is described for AutoComplete, with help and option lists", () => {
  test.each(metadata.functions.map((f) => [f.id, f] as const))("%s", (id, f) => {
    const problems: string[] = [];
    const d = f.description ?? "";
    if (d === "") problems.push("no description");
    if (d.length > FUNCTION_DESCRIPTION_MAX)
      problems.push(
        `description of ${d.length} characters (at most ${FUNCTION_DESCRIPTION_MAX}; put the detail under @remarks)`,
      );
    if (!oneSentence(d)) problems.push(`description is more than one sentence: "${d}"`);
    if (f.helpUrl === undefined || !f.helpUrl.startsWith("https://") || !f.helpUrl.endsWith(`/help/${id}.html`))
      problems.push(`helpUrl ${f.helpUrl} is not https://…/help/${id}.html`);
    if (!existsSync(join(root, "dist", "excel", "help", `${id}.html`))) problems.push(`no help page help/${id}.html`);
    for (const p of f.parameters) {
      const pd = p.description ?? "";
      if (pd === "") problems.push(`${p.name}: no description`);
      if (pd.length > PARAMETER_DESCRIPTION_MAX)
        problems.push(`${p.name}: description of ${pd.length} characters (at most ${PARAMETER_DESCRIPTION_MAX})`);
      const scalarText = p.dimensionality !== "matrix" && (p.type === "string" || p.customEnumId !== undefined);
      const isOption = scalarText && (OPTION_PARAMETERS.has(p.name) || LISTS_VALUES.test(pd));
      if (isOption && p.customEnumId === undefined)
        problems.push(`${p.name}: takes fixed values but has no @customenum list`);
      if (p.customEnumId !== undefined) {
        const e = enums.get(p.customEnumId);
        if (e === undefined) problems.push(`${p.name}: enum ${p.customEnumId} is not in the metadata`);
        else {
          if (e.values.length < 2) problems.push(`${p.name}: enum ${e.id} has fewer than two values`);
          for (const v of e.values)
            if (!v.tooltip) problems.push(`${p.name}: ${e.id}.${v.name} has no tooltip (a /** comment */ above it)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

test("enum ids are unique across files (each file's enums are generated apart, then merged)", () => {
  const ids = (metadata.enums ?? []).map((e) => e.id);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
});

describe("the help pages", () => {
  const help = join(root, "dist", "excel", "help");

  test("an index lists every function and the guides", () => {
    const index = readFileSync(join(help, "index.html"), "utf8");
    // (the build may minify the pages, which drops the quotes around attribute values)
    for (const f of metadata.functions) expect(index).toMatch(new RegExp(`href="?${f.id}\\.html"?`));
    expect(index).toMatch(/href="?readme\.html"?/);
  });

  test("a function's page has its syntax in both hosts, every argument, and an enum's values", () => {
    const page = readFileSync(join(help, "SWISS_PAIR.html"), "utf8");
    expect(page).toContain("=CHESS.SWISS_PAIR(");
    expect(page).toContain("=SWISS_PAIR(");
    for (const p of metadata.functions.find((f) => f.id === "SWISS_PAIR")?.parameters ?? [])
      expect(page).toContain(`<code>${p.name}</code>`);
    expect(page).toContain("<code>DUTCH</code>");
  });

  test("a function's page carries the README's section about it", () => {
    const page = readFileSync(join(help, "TIEBREAK_MEDIAN.html"), "utf8");
    expect(page).toMatch(/From <a href="?readme\.html"?>/);
  });
});

/** The offline manifest checks (platforms.md §A8): the online validator cannot run in CI. */
import { readFileSync } from "fs";
import { join } from "path";
import { XMLParser } from "fast-xml-parser";

const root = join(__dirname, "..", "..");

function check(file: string): void {
  const xml = readFileSync(file, "utf8");
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).OfficeApp;
  expect(doc.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const sets = [doc.Requirements.Sets.Set].flat();
  expect(sets).toContainEqual(expect.objectContaining({ "@Name": "SharedRuntime", "@MinVersion": "1.1" }));
  const host = doc.VersionOverrides.Hosts.Host;
  expect(host.Runtimes.Runtime["@lifetime"]).toBe("long");
  const runtime = host.Runtimes.Runtime["@resid"];
  const cf = host.AllFormFactors.ExtensionPoint;
  expect(cf["@xsi:type"]).toBe("CustomFunctions");
  expect(cf.Page.SourceLocation["@resid"]).toBe(runtime);
  expect(host.DesktopFormFactor.FunctionFile["@resid"]).toBe(runtime);

  const res = doc.VersionOverrides.Resources;
  const ids = new Map<string, string>();
  for (const group of ["bt:Images", "bt:Urls", "bt:ShortStrings", "bt:LongStrings"]) {
    const items = Object.values(res[group] as Record<string, unknown>).flat() as Record<string, string>[];
    for (const item of items) ids.set(item["@id"] as string, item["@DefaultValue"] as string);
  }
  const resids = [...xml.matchAll(/resid="([^"]+)"/g)].map((m) => m[1] as string);
  for (const r of resids) {
    expect(ids.has(r)).toBe(true);
    expect(r.length).toBeLessThanOrEqual(32);
  }
  const namespace = ids.get(cf.Namespace["@resid"]);
  expect(namespace).toBe("CHESS");
  expect(namespace).toMatch(/^[A-Za-z][A-Za-z0-9._]{0,31}$/);
  for (const url of [...xml.matchAll(/(?:DefaultValue|>)\s*"?(https?:\/\/[^"<\s]+)/g)].map((m) => m[1] as string)) {
    expect(url.startsWith("https://")).toBe(true);
  }
  expect(ids.get("Functions.Script.Url")).toMatch(/\/functions\.js$/);
  expect(ids.get("Functions.Metadata.Url")).toMatch(/\/functions\.json$/);
  expect(ids.get(runtime)).toMatch(/\/taskpane\.html$/);
}

describe("manifest.xml", () => {
  test("shared runtime, CHESS namespace, every resid resolves, https only", () => check(join(root, "manifest.xml")));
  test("the built copy in dist/excel passes the same checks", () => check(join(root, "dist", "excel", "manifest.xml")));
});

describe("dist/gas/appsscript.json", () => {
  test("V8 with the current-spreadsheet-only scope", () => {
    const m = JSON.parse(readFileSync(join(root, "dist", "gas", "appsscript.json"), "utf8"));
    expect(m.runtimeVersion).toBe("V8");
    expect(m.oauthScopes).toContain("https://www.googleapis.com/auth/spreadsheets.currentonly");
    expect(m.oauthScopes.every((s: string) => !/auth\/spreadsheets$/.test(s))).toBe(true);
  });
});

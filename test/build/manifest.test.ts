/** The offline manifest checks (platforms.md §A8): the online validator cannot run in CI. */
import { existsSync, readdirSync, readFileSync } from "fs";
import { join } from "path";
import { XMLParser } from "fast-xml-parser";

const root = join(__dirname, "..", "..");

/** A PNG's width and height, read from its IHDR chunk (bytes 16–23, after the 8-byte signature). */
export function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(b.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** The file under `dir` a manifest URL names (…/assets/icon-32.png → dir/assets/icon-32.png). */
function local(dir: string, url: string): string {
  return join(dir, new URL(url).pathname);
}

function check(file: string, files: string): void {
  const xml = readFileSync(file, "utf8");
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).OfficeApp;
  expect(doc.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const sets = [doc.Requirements.Sets.Set].flat();
  // the sets the custom functions need; the pane checks ExcelApi 1.7 with isSetSupported (taskpane.ts)
  expect(sets).toContainEqual(expect.objectContaining({ "@Name": "SharedRuntime", "@MinVersion": "1.1" }));
  expect(sets).toContainEqual(expect.objectContaining({ "@Name": "CustomFunctionsRuntime", "@MinVersion": "1.1" }));
  expect(readFileSync(join(root, "taskpane", "taskpane.ts"), "utf8")).toMatch(
    /isSetSupported\("ExcelApi", PANE_EXCEL_API\)/,
  );
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

  // icons: each URL names a PNG of exactly the size the manifest says
  expect(pngSize(local(files, doc.IconUrl["@DefaultValue"]))).toEqual({ width: 32, height: 32 });
  expect(pngSize(local(files, doc.HighResolutionIconUrl["@DefaultValue"]))).toEqual({ width: 64, height: 64 });
  const images = [...xml.matchAll(/<bt:Image size="(\d+)" resid="([^"]+)"\/>/g)];
  expect(new Set(images.map((m) => Number(m[1])))).toEqual(new Set([16, 20, 24, 32, 40, 48, 64, 80]));
  for (const [, size, resid] of images) {
    expect(pngSize(local(files, ids.get(resid as string) as string))).toEqual({
      width: Number(size),
      height: Number(size),
    });
  }

  // the button opens the pane by a TaskpaneId; help is reachable from the manifest
  const action = host.DesktopFormFactor.ExtensionPoint.OfficeTab.Group.Control.Action;
  expect(action.TaskpaneId).toBe("Office.AutoShowTaskpaneWithDocument");
  expect(doc.SupportUrl["@DefaultValue"]).toMatch(/\/help\/index\.html$/);
}

describe("manifest.xml", () => {
  test("shared runtime, requirement sets, CHESS namespace, every resid resolves, https only, icon sizes from the PNGs, TaskpaneId", () =>
    check(join(root, "manifest.xml"), root));
  test("the built copy in dist/excel passes the same checks against the built files", () => {
    check(join(root, "dist", "excel", "manifest.xml"), join(root, "dist", "excel"));
    expect(existsSync(join(root, "dist", "excel", "help", "index.html"))).toBe(true);
  });
  test("every icon built into dist/excel/assets is one the manifest names", () => {
    const xml = readFileSync(join(root, "dist", "excel", "manifest.xml"), "utf8");
    for (const f of readdirSync(join(root, "dist", "excel", "assets"))) expect(xml).toContain(`/assets/${f}"`);
  });
  test("no dead pages are built (functions.html: the shared runtime page loads functions.js)", () => {
    expect(existsSync(join(root, "dist", "excel", "functions.html"))).toBe(false);
    expect(readFileSync(join(root, "dist", "excel", "taskpane.html"), "utf8")).toMatch(/<script[^>]+functions\.js/);
  });
});

describe("dist/gas/appsscript.json", () => {
  test("V8 with the current-spreadsheet-only scope", () => {
    const m = JSON.parse(readFileSync(join(root, "dist", "gas", "appsscript.json"), "utf8"));
    expect(m.runtimeVersion).toBe("V8");
    expect(m.oauthScopes).toContain("https://www.googleapis.com/auth/spreadsheets.currentonly");
    expect(m.oauthScopes.every((s: string) => !/auth\/spreadsheets$/.test(s))).toBe(true);
  });
});

/**
 * Issue 27, item 6: Excel's help links work in a production build without a hand-set variable. Excel
 * wants each function's helpUrl absolute (docs/taskpane.md, "Help addresses"), so the build takes it
 * from the one address the add-in is served from, the manifest's own (its Taskpane.Url's folder), and
 * `npm run relocate -- URL` moves a built dist/excel to another host by rewriting the two files that
 * hold absolute addresses. Checked on the production build in dist/excel.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addinUrlOf } = require("../../scripts/manifest-url") as { addinUrlOf: (manifest: string) => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { relocate } = require("../../scripts/relocate") as { relocate: (dir: string, url: string) => string };

const dist = join(__dirname, "..", "..", "dist", "excel");
type Metadata = { functions: { id: string; helpUrl?: string }[] };
const read = (dir: string): { manifest: string; metadata: Metadata } => ({
  manifest: readFileSync(join(dir, "manifest.xml"), "utf8"),
  metadata: JSON.parse(readFileSync(join(dir, "functions.json"), "utf8")) as Metadata,
});

/** A copy of the built add-in's two files with absolute addresses (the rest is relative). */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), "wallchart-relocate-"));
  for (const f of ["manifest.xml", "functions.json"]) copyFileSync(join(dist, f), join(dir, f));
  return dir;
}

describe("help addresses in the production build (issue 27, item 6)", () => {
  test("every function's helpUrl is its page beside the add-in, at the manifest's own address, and the page is there", () => {
    const { manifest, metadata } = read(dist);
    const base = addinUrlOf(manifest);
    expect(metadata.functions.length).toBeGreaterThanOrEqual(31);
    for (const fn of metadata.functions) {
      expect(fn.helpUrl).toBe(`${base}/help/${fn.id}.html`);
      expect(existsSync(join(dist, "help", `${fn.id}.html`))).toBe(true);
    }
  });

  test("the pane's help link is relative, so it works wherever the add-in is served", () => {
    const pane = readFileSync(join(dist, "taskpane.html"), "utf8");
    expect(pane).toMatch(/href="?help\/index\.html[" >]/); // minified: the quotes may go
    expect(existsSync(join(dist, "help", "index.html"))).toBe(true);
  });

  test("relocated to a real host: no localhost anywhere, every help address under the host", () => {
    const dir = copy();
    relocate(dir, "https://chess.example.org/wallchart/");
    const { manifest, metadata } = read(dir);
    expect(manifest).not.toMatch(/localhost/);
    expect(JSON.stringify(metadata)).not.toMatch(/localhost/);
    expect(addinUrlOf(manifest)).toBe("https://chess.example.org/wallchart");
    expect([...manifest.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((m) => m[1])).toEqual(["https://chess.example.org"]);
    expect(manifest).toContain('<SupportUrl DefaultValue="https://chess.example.org/wallchart/help/index.html"/>');
    for (const fn of metadata.functions) expect(fn.helpUrl).toBe(`https://chess.example.org/wallchart/help/${fn.id}.html`);
  });

  test("relocated twice: from wherever the manifest says it is now", () => {
    const dir = copy();
    relocate(dir, "https://chess.example.org/wallchart");
    expect(relocate(dir, "https://club.example.net")).toBe("https://chess.example.org/wallchart");
    const { manifest, metadata } = read(dir);
    expect(manifest).not.toMatch(/chess\.example\.org/);
    for (const fn of metadata.functions) expect(fn.helpUrl).toBe(`https://club.example.net/help/${fn.id}.html`);
  });

  test("an address that is not https is refused and nothing is written", () => {
    const dir = copy();
    const before = read(dir);
    expect(() => relocate(dir, "http://chess.example.org")).toThrow(/must be https/);
    expect(read(dir)).toEqual(before);
  });
});

/**
 * Issue 27, item 6: the Sheets add-on's help needs no host and no hand-set variable. The help pages
 * (every function's page and the guides, as Excel's help/ has them) ship inside the add-on as
 * dist/gas/Help.html; the sidebar's help link and the menu's Help on functions open it in a dialog;
 * each function's formula help (its JSDoc in Code.js) says where its page is. Built bundle:
 * `npx webpack --mode production --config-name gas` first.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { sampleBook } from "../workbook/helpers";
import { loadGas } from "./fake-gas";

const dist = join(__dirname, "..", "..", "dist", "gas");
const generated: { file: string; ids: string[] }[] = JSON.parse(
  readFileSync(join(__dirname, "..", "..", "src", "sheets", "generated", "functions.json"), "utf8"),
);
const ids = generated.flatMap((g) => g.ids);
const help = readFileSync(join(dist, "Help.html"), "utf8");
const pages = new Set([...help.matchAll(/<section data-page="([^"]+)"/g)].map((m) => m[1]));

describe("Help.html, shipped inside the Sheets add-on", () => {
  test("has the index, every custom function's page and the README's", () => {
    expect(ids.length).toBeGreaterThan(25);
    expect(pages.has("index.html")).toBe(true);
    expect(pages.has("readme.html")).toBe(true);
    for (const id of ids) {
      expect(pages.has(`${id}.html`)).toBe(true);
      expect(help).toMatch(new RegExp(`<section data-page="${id}\\.html" hidden>\\n<h1>${id}</h1>`));
    }
  });

  test("every link between pages names a page that is there; none to the development host", () => {
    const links = [...help.matchAll(/href="#([^"#]*)(?:#[^"]*)?"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(ids.length);
    expect(links.filter((l) => !pages.has(l))).toEqual([]);
    expect(help).not.toMatch(/href="https?:\/\/localhost/);
    // a link to another page is never left as a file name the dialog cannot serve
    expect(help).not.toMatch(/href="[^"#:]+\.html/);
  });

  test("the index lists every function, linked to its page", () => {
    const index = /<section data-page="index\.html" hidden>([\s\S]*?)<\/section>/.exec(help)?.[1] ?? "";
    for (const id of ids) expect(index).toContain(`href="#${id}.html"`);
  });
});

describe("opening the help", () => {
  test("the sidebar always has the help link, which asks the script for the help dialog", () => {
    const html = readFileSync(join(dist, "Sidebar.html"), "utf8");
    expect(html).toMatch(/<a class="help-link"[^>]*onclick="google\.script\.run\.showHelp\(\); return false;"[^>]*>Help: every function/);
  });

  test("Help on functions (menu, called with an event) opens Help.html at its index beside the sheet", () => {
    const world = loadGas(sampleBook(4, 3));
    world.context.showHelp!({ authMode: "LIMITED" });
    expect(world.dialogs).toHaveLength(1);
    const d = world.dialogs[0]!;
    expect(d).toMatchObject({ file: "Help", title: "Wallchart help" });
    expect(d.width).toBeGreaterThan(300);
    expect(d.content).toMatch(/<body data-start="index\.html">/);
  });

  test("showHelp(ID) opens at that function's page; anything else at the index", () => {
    const world = loadGas(sampleBook(4, 3));
    world.context.showHelp!("STANDINGS");
    world.context.showHelp!('"><script>');
    expect(world.dialogs.map((d) => /<body data-start="([^"]*)">/.exec(d.content)?.[1])).toEqual(["STANDINGS.html", "index.html"]);
  });

  test("each function's formula help in Code.js points at its page in the add-on's help", () => {
    const code = readFileSync(join(dist, "Code.js"), "utf8");
    for (const id of ids)
      expect(code).toMatch(
        new RegExp(`Help: Extensions › Wallchart › Help on functions › ${id}\\.\\s*\\n\\s*\\* @customfunction[\\s\\S]*?\\*/\\s*function ${id}\\(`),
      );
  });
});

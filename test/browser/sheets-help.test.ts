/**
 * The Sheets add-on's help dialog (dist/gas/Help.html) in chromium, as Apps Script serves it: one
 * file, the page a link names shown and the others hidden; and the sidebar's help link calling
 * google.script.run.showHelp (issue 27, item 6). Built bundle: `npx webpack --mode production
 * --config-name gas` first.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { BrowserContext, Page } from "playwright-core";
import { root } from "./harness";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { launch } = require("../../scripts/browser") as {
  launch(o?: { viewport?: { width: number; height: number } }): Promise<{ context: BrowserContext; close(): Promise<void> }>;
};

let browser: { context: BrowserContext; close(): Promise<void> };
beforeAll(async () => {
  browser = await launch({ viewport: { width: 760, height: 560 } });
}, 120000);
afterAll(async () => {
  await browser?.close();
});

const shown = (page: Page): Promise<string[]> =>
  page.$$eval("section[data-page]", (all) => all.filter((s) => !(s as HTMLElement).hidden).map((s) => s.getAttribute("data-page") ?? ""));

test("Help.html starts at its index, and a function's link shows that function's page alone", async () => {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setContent(readFileSync(join(root, "dist", "gas", "Help.html"), "utf8"));
  expect(await shown(page)).toEqual(["index.html"]);
  await page.click('section[data-page="index.html"] a[href="#STANDINGS.html"]');
  expect(await shown(page)).toEqual(["STANDINGS.html"]);
  expect(await page.textContent('section[data-page="STANDINGS.html"] h1')).toBe("STANDINGS");
  await page.click('header a[href="#index.html"]');
  expect(await shown(page)).toEqual(["index.html"]);
  await page.click('section[data-page="index.html"] a[href="#readme.html"]');
  expect(await shown(page)).toEqual(["readme.html"]);
  expect(errors).toEqual([]);
  await page.close();
}, 60000);

test("Help.html opened at a function (showHelp(ID)) shows that page first", async () => {
  const page = await browser.context.newPage();
  const html = readFileSync(join(root, "dist", "gas", "Help.html"), "utf8").replace('data-start="index.html"', 'data-start="GP_POINTS.html"');
  await page.setContent(html);
  expect(await shown(page)).toEqual(["GP_POINTS.html"]);
  await page.close();
}, 60000);

test("the sidebar's help link asks the script for the help", async () => {
  const page = await browser.context.newPage();
  await page.route("https://script.example/Sidebar.html", (r) =>
    r.fulfill({ contentType: "text/html", body: readFileSync(join(root, "dist", "gas", "Sidebar.html"), "utf8") }),
  );
  await page.route(/fonts\.googleapis/, (r) => r.abort());
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { calls: string[] }).calls = calls;
    const run: Record<string, unknown> = {
      withSuccessHandler: () => run,
      withFailureHandler: () => run,
      wallchartRun: () => undefined,
      showHelp: () => calls.push("showHelp"),
    };
    (window as unknown as { google: unknown }).google = { script: { run } };
  });
  await page.goto("https://script.example/Sidebar.html");
  await page.click("a.help-link");
  expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(["showHelp"]);
  await page.close();
}, 60000);

/**
 * Issue 32 in chromium: the club secretary's desks and what they publish — the Ladder task's members
 * (Away) and Correct a result, the ladder's web page (on screen and printed on one A4 page), the
 * season's page (fractions, IDs, a page per table), and the ratings period's published list from the
 * pane. Screenshots go to docs/screenshots with UPDATE_SCREENSHOTS=1. Served from the built
 * dist/excel (npm run build first).
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { seasonHtml } from "../../src/core/season/render";
import { season } from "../../src/core/season/season";
import { workedEvents } from "../core/season/helpers";
import { actionMessage, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 1400 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

async function press(page: Page, selector: string): Promise<string> {
  await page.evaluate(() => {
    const m = document.getElementById("message");
    if (m) m.textContent = "";
  });
  await page.click(selector);
  return actionMessage(page);
}

/** Pages of the page printed to PDF on A4 (chromium's own print, page breaks and all). */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: "A4" });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

/** A page the pane offered as a file, shown as a browser shows it, on screen and printed (A4). */
async function showPage(html: string, name: string, printToo = true): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.setContent(html);
  await page.screenshot({ path: join(shots, `web-${name}.png`), fullPage: true });
  if (printToo) {
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: join(shots, `print-${name}-a4.png`), fullPage: true });
  }
  return page;
}

describe("the club's desks and what they publish (issue 32)", () => {
  test("Ladder: a member away, a past result corrected (asked first), the ladder's web page on one printed page", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${browser.base}/playground.html?ladder`);
    await page.waitForFunction(() =>
      /^Challenge ladder · 9 players/.test(document.getElementById("ladder-line")?.textContent ?? ""),
    );
    await page.fill("#ladder-date", "2025-03-04");
    await page.selectOption("#ladder-member", "Dora");
    expect(await press(page, "#ladder-away")).toMatch(/^Recorded: Dora is away on 2025-03-04 \(Ladder log row 10\)/);

    // Correct Hana – Greg ½-½ (row 9) to 1-0: the question says what moves; nothing is written until Yes.
    await page.waitForFunction(() =>
      Array.from((document.getElementById("ladder-correct-row") as HTMLSelectElement).options).some((o) =>
        o.textContent?.startsWith("Row 9:"),
      ),
    );
    await page.selectOption("#ladder-correct-row", "9");
    await page.selectOption("#ladder-correct-result", "1-0");
    await page.click("#ladder-correct");
    await page.waitForSelector("#question:not([hidden])");
    expect(await page.textContent("#question")).toMatch(
      /Correct Ladder log row 9 \(2025-02-25 · Hana – Greg ½-½\) to 1-0\?/,
    );
    await page.locator("#question").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, "pane-ladder-correct.png") });
    await page.click("#confirm-yes");
    await page.waitForFunction(() => /^Corrected/.test(document.getElementById("message")?.textContent ?? ""));

    expect(await press(page, "#ladder-web")).toMatch(/^Riverside-Chess-Club-ladder\.html: the ladder of 9 players/);
    const html = await page.$eval("#file textarea", (t) => (t as HTMLTextAreaElement).value);
    await page.locator("#file").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, "pane-ladder-web.png") });
    const web = await showPage(html, "ladder");
    expect(await web.textContent("h1")).toBe("Riverside Chess Club ladder");
    expect(await web.$$eval("tbody tr", (r) => r.length)).toBe(9);
    expect(await web.textContent("body")).toContain("Dora (away)");
    // One printed A4 page.
    expect(await printedPages(web)).toBe(1);
    expect(errors).toEqual([]);
  }, 120000);

  test("the season's page: shares as fractions, IDs, everyone on 0 folded, a page per table", async () => {
    const html = seasonHtml(season(workedEvents()), "ACF Grand Prix 1994");
    const page = await showPage(html, "season");
    expect(await page.textContent("body")).toContain("26½");
    expect(await page.textContent("body")).not.toContain("3.3333");
    // Printed, every table starts a new sheet of paper: as many pages as tables (each fits on one).
    const tables = await page.$$eval("section.page", (s) => s.length);
    expect(tables).toBeGreaterThan(3);
    expect(await printedPages(page)).toBe(tables);
  }, 60000);

  test("the ratings period: the published list from the pane (alphabetical, by state, statistics)", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${browser.base}/playground.html?period=40&games=200`);
    await page.waitForSelector('#task-period[aria-current="true"]');
    expect(await press(page, "#period-rate")).toMatch(
      /the published list \(\d+ players, alphabetical, by state, statistics\) is also a web page to download\.$/,
    );
    await page.locator("#period-group").screenshot({ path: join(shots, "pane-period.png") });
    const html = await page.$eval("#file textarea", (t) => (t as HTMLTextAreaElement).value);
    const web = await showPage(html, "rating-list", false);
    expect(await web.$$eval("h2", (h) => h.map((x) => x.textContent)).then((t) => t[0])).toBe(
      "Rating list (alphabetical)",
    );
    expect(await web.textContent("body")).toContain("Statistics");
  }, 120000);
});

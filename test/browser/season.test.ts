/**
 * The season and the ratings period in the playground (chromium): three events added from files
 * through the pane's Grand Prix season section, the Season sheet checked against the worked season
 * of docs/grandprix.md; then a rating period run from the pane twice (the same sheets both times),
 * and the 2,000-player, 20,000-game period timed (reported, not asserted). Served from the built
 * dist/excel (npm run build first).
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { actionMessage, sheet, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 1400 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

const fixture = (name: string) => join(__dirname, "..", "fixtures", "season", name);

async function clearMessage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const m = document.getElementById("message");
    if (m) m.textContent = "";
  });
}

describe("the season and the ratings period in the playground (chromium)", () => {
  test("three events from files build the worked season; adding one twice adds it once", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${browser.base}/playground.html?empty`);
    // An empty workbook opens on the Event task; the Season is one step away.
    await page.click("#task-season");
    await page.waitForFunction(
      () => document.getElementById("season-line")?.textContent === "No events in the season yet.",
    );
    const events: [string, string, string, string][] = [
      ["Autumn Cup", "1994-03-12", "ACF1", "autumn-cup.csv"],
      ["Winter Open", "1994-07-02", "ACF2", "winter-open.csv"],
      ["Spring Classic", "1994-10-22", "ACF3", "spring-classic.csv"],
    ];
    let message = "";
    for (const [name, date, scheme, file] of events) {
      await page.fill("#season-event", name);
      await page.fill("#season-date", date);
      await page.selectOption("#season-scheme", scheme);
      await clearMessage(page);
      await page.setInputFiles("#season-file", fixture(file));
      message = await actionMessage(page);
      expect(message).toMatch(new RegExp(`^${name} added to the season`));
    }
    expect(message).toMatch(/3 events, 9 players; Open leader Carl Diaz\. Written to the Season sheet\./);
    await page.waitForFunction(() => document.querySelectorAll("#season-events li").length === 3);
    expect(await page.$$eval("#season-events li", (l) => l.map((x) => x.textContent))).toEqual([
      "Autumn Cup — 1994-03-12 (ACF1)",
      "Winter Open — 1994-07-02 (ACF2)",
      "Spring Classic — 1994-10-22 (ACF3)",
    ]);
    const season = await sheet(page, "Season");
    expect(season[0]?.[0]).toBe(
      "ACF Grand Prix 1994 after 3 events (best 7 scores per category; scores in brackets do not count)",
    );
    expect(season.find((r) => r[1] === "Carl Diaz")?.slice(0, 8)).toEqual([
      "1",
      "Carl Diaz",
      "3101",
      "Vic",
      "8",
      "10",
      "8½",
      "26½",
    ]);
    expect(season.some((r) => r[0]?.startsWith("Did you mean"))).toBe(true);
    await page.screenshot({ path: join(shots, "playground-season.png") });
    await page.locator("#season-group").screenshot({ path: join(shots, "pane-season.png") });

    // The same file again, same name and date: refused, nothing added.
    await page.fill("#season-event", "Spring Classic");
    await page.fill("#season-date", "1994-10-22");
    await clearMessage(page);
    await page.setInputFiles("#season-file", fixture("spring-classic.csv"));
    expect(await actionMessage(page)).toBe(
      "Spring Classic (1994-10-22) is already in the season (Events row 4); nothing was added.",
    );
    expect((await sheet(page, "Events")).length).toBe(4);
    expect(errors).toEqual([]);
  });

  test("a rating period from the pane: the New list and the reports, the same on a second run", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${browser.base}/playground.html?period=40&games=200`);
    // A workbook holding a ratings period opens on that task.
    await page.waitForSelector('#task-period[aria-current="true"]');
    expect(await page.isHidden("#task-event-panel")).toBe(true);
    await clearMessage(page);
    await page.click("#period-rate");
    expect(await actionMessage(page)).toMatch(
      /^Period rated \(40 players, 200 games, the 1994 rules\): the new list and the reports are on the sheets New list, Top/,
    );
    const first = await sheet(page, "New list");
    expect(first[0]?.slice(0, 3)).toEqual(["ID", "Name", "State"]);
    await page.screenshot({ path: join(shots, "playground-period.png") });
    await clearMessage(page);
    await page.click("#period-rate");
    await actionMessage(page);
    expect(await sheet(page, "New list")).toEqual(first);
  });

  test("2,000 players and 20,000 games in the playground (timed, reported)", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${browser.base}/playground.html?period=2000&games=20000`);
    await page.waitForSelector('#task-period[aria-current="true"]');
    await clearMessage(page);
    const t0 = Date.now();
    await page.click("#period-rate");
    const message = await actionMessage(page);
    const ms = Date.now() - t0;
    expect(message).toMatch(/^Period rated \(2000 players, 20000 games/);
    process.stdout.write(`playground period, 2,000 players × 20,000 games: ${ms} ms from the click to the sentence\n`);
  });
});

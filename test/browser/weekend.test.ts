/**
 * Issue 11's acceptance test in a real browser: the weekend script (test/workbook/weekend.ts) run
 * against the playground — the actions as the pane's host runs them, the director's typing into the
 * page's workbook — then the pane's new states seen and clicked: the Players section, a late entry
 * from the form, a question before undoing a round, the re-pair offer after a correction.
 * Screenshots go to test/output/screenshots (docs/screenshots with UPDATE_SCREENSHOTS=1). The
 * 500-player action timings are written to test/output/weekend-perf.json (not asserted).
 */
import { mkdirSync, writeFileSync } from "fs";
import { join } from "path";
import type { Page } from "playwright-core";
import type { Outcome } from "../../src/workbook/outcome";
import type { Grid } from "../../src/workbook/port";
import { chartOf, playWeekend, readEnd, replay, trfRoundTrip, type Host } from "../workbook/weekend";
import { actionMessage, root, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;
const errors: string[] = [];

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 900 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

async function open(query: string): Promise<Page> {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${browser.base}/playground.html${query}`);
  await page.waitForFunction(
    () => !/Reading the workbook/.test(document.getElementById("event-line")?.textContent ?? "Reading the workbook"),
  );
  return page;
}

interface PageBook {
  values(s: string): Grid;
  type(s: string, r: number, c: number, t: string): void;
  activate(s: string): void;
  toSheets(): { name: string; cells: Grid }[];
}
type Win = { wallchart: { workbook: PageBook; run(n: string, a: unknown): Promise<Outcome> } };

function pageHost(page: Page): Host {
  return {
    run: (name, args) =>
      page.evaluate(([n, a]) => (window as unknown as Win).wallchart.run(n, a), [name, args] as const),
    values: (sheet) => page.evaluate((s) => (window as unknown as Win).wallchart.workbook.values(s), sheet),
    type: (sheet, row, col, text) =>
      page.evaluate(([s, r, c, t]) => (window as unknown as Win).wallchart.workbook.type(s, r, c, t), [
        sheet,
        row,
        col,
        text,
      ] as const),
    activate: (sheet) => page.evaluate((s) => (window as unknown as Win).wallchart.workbook.activate(s), sheet),
    sheets: () => page.evaluate(() => (window as unknown as Win).wallchart.workbook.toSheets()),
  };
}

describe("a real weekend in the playground", () => {
  test("the weekend script: the wallchart equals the core's replay; the TRF export re-imports to the same event", async () => {
    const page = await open("?players=37&rounds=5&seed=7");
    const host = pageHost(page);
    await playWeekend(host);
    const end = await readEnd(host);
    expect(end.problems).toEqual([]);
    expect(end.t.players).toHaveLength(40);
    expect(chartOf(end.t)).toEqual(chartOf(replay()));
    expect(chartOf(await trfRoundTrip(host))).toEqual(chartOf(end.t));
    // The pane shows where the event stands, and the requests still ahead (none: all used).
    await page.click("#players-group > summary");
    await page.waitForFunction(() =>
      /round 5 of 5 paired/.test(document.getElementById("event-line")?.textContent ?? ""),
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);

  test("the pane's new states: requests ahead, a late entry from the form, the question before an undo, the re-pair offer", async () => {
    const page = await open("?players=12&rounds=5&seed=3");
    const host = pageHost(page);
    await page.click("#players-group > summary");
    await page.selectOption("#req-player", "4");
    await page.fill("#req-text", "H3 U4");
    await page.click("#save-requests");
    expect(await actionMessage(page)).toMatch(
      /^#4 .*: a half-point bye in round 3; absent in round 4 \(zero-point bye\)/,
    );
    await page.waitForFunction(() =>
      /#4 .*half-point bye in round 3/.test(document.getElementById("requests-list")?.textContent ?? ""),
    );
    await page.screenshot({ path: join(shots, "pane-requests.png") });

    await page.click("#pair");
    expect(await actionMessage(page)).toMatch(/^Paired round 1/);
    const grid = await host.values("Round 1");
    const result = (grid[0] ?? []).indexOf("Result");
    for (const [i, row] of grid.entries())
      if (i > 0 && typeof row[0] === "number") await host.type("Round 1", i, result, "1/2");
    await page.click("#results");
    expect(await actionMessage(page)).toMatch(/^Entered 6 results of round 1/);

    await page.fill("#add-name", "Dana Lee");
    await page.fill("#add-rating", "1650");
    await page.selectOption("#add-missed", "H");
    await page.click("#add-player");
    expect(await actionMessage(page)).toBe(
      "Added #13 Dana Lee (1650) from round 2. Missed round 1: half-point byes (½ point each). US Chess pairs by rating: the new player takes a place by rating.",
    );
    await page.screenshot({ path: join(shots, "pane-late-entry.png") });

    await page.click("#pair");
    expect(await actionMessage(page)).toMatch(/^Paired round 2/);
    // A round-1 result corrected after round 2 is paired: named, asked, then re-pair offered.
    await host.type("Round 1", 1, result, "1-0");
    await host.activate("Round 1");
    await page.click("#results");
    await page.waitForSelector("#question:not([hidden])");
    expect(await page.textContent("#question-text")).toBe("Correct round 1 after round 2 was paired?");
    expect(await page.textContent("#question")).toMatch(/Round 2 was paired on the old result \(round 2: #/);
    await page.screenshot({ path: join(shots, "pane-correction.png") });
    await page.click("#confirm-yes");
    expect(await actionMessage(page)).toMatch(/Round 2 has no result yet: you may re-pair it \(Re-pair round 2\)\.$/);
    await page.waitForSelector("#offer");
    await page.screenshot({ path: join(shots, "pane-repair-offer.png") });
    await page.click("#offer");
    await page.waitForSelector("#question:not([hidden])");
    await page.click("#confirm-yes");
    expect(await actionMessage(page)).toMatch(/^Re-paired round 2\./);

    // Undo the round's pairing: the question names what goes; Cancel changes nothing; Yes undoes.
    await page.click("#undo-group > summary");
    await page.waitForFunction(() =>
      /Undo round 2's pairing/.test(document.getElementById("undo-round")?.textContent ?? ""),
    );
    await page.click("#undo-round");
    await page.waitForSelector("#question:not([hidden])");
    expect(await page.textContent("#question")).toContain("The Round 2 sheet is deleted.");
    await page.screenshot({ path: join(shots, "pane-undo-round.png") });
    await page.click("#confirm-no");
    expect(await actionMessage(page)).toBe("Nothing was changed.");
    await page.click("#undo-round");
    await page.waitForSelector("#question:not([hidden])");
    await page.click("#confirm-yes");
    expect(await actionMessage(page)).toMatch(/^Round 2's pairing is undone/);
    expect((await host.sheets()).some((s) => s.name === "Round 2")).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 120000);

  test("small things: one Tab to the pane (skip link), names not cut short, taskpane.html outside Excel says where to open it", async () => {
    const page = await open("?players=12&rounds=5&seed=3");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("skip-to-pane");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("pair");
    await page.click('.tab[data-sheet="Players"]');
    const cut = await page.$$eval("table.grid input", (inputs) =>
      inputs
        .filter((i) => (i as HTMLInputElement).scrollWidth > (i as HTMLInputElement).clientWidth + 1)
        .map((i) => (i as HTMLInputElement).value),
    );
    expect(cut).toEqual([]);
    await page.close();
    const pane = await browser.context.newPage();
    await pane.route(/appsforoffice/, (r) => r.abort());
    await pane.goto(`${browser.base}/taskpane.html`, { waitUntil: "domcontentloaded" });
    expect(await pane.textContent("#app")).toMatch(/it works inside Excel/);
    await pane.close();
  }, 60000);

  test("every new action for a 500-player event (timed, not asserted)", async () => {
    const page = await open("?players=500&rounds=7&seed=11");
    const host = pageHost(page);
    const timed = async (name: string, args: object = {}): Promise<number> => {
      // Let the grid's redraw and the pane's status refresh after the last change finish first.
      await page.waitForTimeout(1500);
      const t0 = Date.now();
      let o = await host.run(name as never, args as never);
      if (o.kind === "confirm")
        o = await host.run(
          name as never,
          {
            ...args,
            acknowledged: o.warnings,
            confirmed: o.overwrites.map((x) => ({ cell: x.cell, was: x.was })),
          } as never,
        );
      if (o.kind !== "done") throw new Error(`${name}: ${o.message}`);
      return Date.now() - t0;
    };
    const figures: Record<string, number> = {};
    figures.setRequests = await timed("setRequests", { player: 7, requests: "H3 U4" });
    figures.pairNext = await timed("pairNext");
    const grid = await host.values("Round 1");
    await page.evaluate((g) => {
      const wb = (window as unknown as Win).wallchart.workbook as unknown as {
        setBlock(s: string, r: number, c: number, v: unknown[][]): void;
      };
      const rc = (g[0] ?? []).indexOf("Result");
      wb.setBlock(
        "Round 1",
        1,
        rc,
        g.slice(1).map((row) => [typeof row[0] === "number" ? "1-0" : row[rc]]),
      );
    }, grid);
    figures.enterResults = await timed("enterResults");
    figures.addPlayer = await timed("addPlayer", { name: "Late Comer", rating: 1500, missed: "H" });
    figures.withdrawPlayer = await timed("withdrawPlayer", { player: 9 });
    figures.pairNext2 = await timed("pairNext");
    figures.repairRound = await timed("repairRound");
    figures.undoRound = await timed("undoRound");
    figures.undo = await timed("undo");
    figures.status = await timed("status");
    mkdirSync(join(root, "test", "output"), { recursive: true });
    writeFileSync(
      join(root, "test", "output", "weekend-perf.json"),
      JSON.stringify({ players: 500, ms: figures }, null, 2),
    );
    console.log(`500-player actions (ms): ${JSON.stringify(figures)}`);
    await page.close();
  }, 180000);
});

/**
 * The playground's sample ladder (?ladder: the Riverside season of docs/ladder.md, eight rows in) in
 * chromium: the Ladder section opens by itself, the form records two games (keyboard and mouse),
 * "who may I challenge" follows the challenger, a refused game writes nothing, and the Ladder sheet
 * shows the documented ladder after row 10. Served from the built dist/excel (npm run build first).
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { actionMessage, sheet, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;
let base = "";

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 1400 });
  base = browser.base;
}, 120000);

afterAll(async () => {
  await browser?.close();
});

/** Clicks a pane button and waits for the action's sentence. */
async function press(page: Page, selector: string): Promise<string> {
  await page.evaluate(() => {
    const m = document.getElementById("message");
    if (m) m.textContent = "";
  });
  await page.click(selector);
  return actionMessage(page);
}


async function fillGame(page: Page, date: string, challenger: string, defender: string): Promise<void> {
  await page.fill("#ladder-date", date);
  await page.fill("#ladder-challenger", challenger);
  await page.fill("#ladder-defender", defender);
}

describe("the ladder in the playground (chromium)", () => {
  test("record two ladder games from the pane; the Ladder sheet follows the log", async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${base}/playground.html?ladder`);
    // No event here: the Ladder section opens by itself once the ladder is read.
    await page.waitForFunction(() =>
      /^Challenge ladder · 9 players/.test(document.getElementById("ladder-line")?.textContent ?? ""),
    );
    expect(await page.textContent("#ladder-line")).toBe(
      "Challenge ladder · 9 players · 7 games logged · last 2025-02-25",
    );
    // Issue 32: a ladder-only workbook opens on the Ladder task; the event is one step away.
    expect(await page.getAttribute("#task-ladder", "aria-current")).toBe("true");
    expect(await page.isHidden("#task-event-panel")).toBe(true);
    expect(await page.$$eval(".tab", (t) => t.map((x) => x.textContent))).toEqual([
      "Ladder settings",
      "Ladder start",
      "Ladder log",
      "Ladder",
    ]);
    // After row 8 of the worked season.
    const start = await sheet(page, "Ladder");
    expect(start.map((r) => r[1])).toEqual([
      "Name",
      "Chen",
      "Alice",
      "Dora",
      "Brian",
      "Greg",
      "Hana",
      "Ewan",
      "Ivan",
      "Fiona",
    ]);

    // Who may Ivan (8th) challenge? Greg, Hana, Ewan are in RANGE 3; the form fills the defender from the list.
    await page.fill("#ladder-date", "2025-03-04");
    await page.fill("#ladder-challenger", "ivan");
    // The list is read again for the new date (Alice, idle 28 days, drops below Dora on 4 March).
    await page.waitForFunction(
      () => document.querySelector("#ladder-names option:nth-child(2)")?.getAttribute("value") === "Dora",
    );
    expect(await page.textContent("#ladder-may-text")).toBe("On 2025-03-04, Ivan (8th) may challenge, nearest first:");
    expect(await page.$$eval("#ladder-may button", (b) => b.map((x) => x.textContent))).toEqual([
      "Ewan (7th)",
      "Hana (6th)",
      "Greg (5th)",
    ]);
    await page.click("#ladder-may button >> text=Greg (5th)");
    expect(await page.inputValue("#ladder-defender")).toBe("Greg");
    // Keyboard: the result button, then Record, with Enter.
    await page.focus("#ladder-result-1-0");
    await page.keyboard.press("Enter");
    expect(await page.getAttribute("#ladder-result-1-0", "aria-pressed")).toBe("true");
    await page.locator("#ladder-group").screenshot({ path: join(shots, "pane-ladder.png") });
    await page.evaluate(() => {
      const m = document.getElementById("message");
      if (m) m.textContent = "";
    });
    await page.focus("#ladder-record");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => /^Recorded/.test(document.getElementById("message")?.textContent ?? ""));
    expect(await page.textContent("#message")).toBe(
      "Recorded Ivan – Greg 1-0 on 2025-03-04 in Ladder log row 10 and rebuilt the Ladder sheet. Ivan 5th (was 8th); Greg 6th (was 5th).",
    );
    // Issue 32: the answer sits under the Record row and takes the focus.
    expect(
      await page.evaluate(() =>
        document.getElementById("answer")?.previousElementSibling?.contains(document.getElementById("ladder-record")),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("message");
    // The form starts again (so a second press cannot log the game twice); the date stays.
    expect(await page.inputValue("#ladder-challenger")).toBe("");
    expect(await page.inputValue("#ladder-date")).toBe("2025-03-04");

    // A refused game: Hana (7th) cannot reach Alice (3rd). Nothing is written.
    const log = await sheet(page, "Ladder log");
    await fillGame(page, "2025-03-04", "Hana", "Alice");
    await page.click("#ladder-result-1-0");
    expect(await press(page, "#ladder-record")).toBe(
      "Ladder log row 11: Hana (7th) may challenge 3 places up (4th to 6th), not Alice (3rd) (RANGE 3). Nothing was written.",
    );
    expect(await sheet(page, "Ladder log")).toEqual(log);

    // Row 10 of the worked season: Brian loses to Alice.
    await fillGame(page, "2025-03-04", "Brian", "Alice");
    await page.click("#ladder-result-0-1");
    expect(await press(page, "#ladder-record")).toMatch(
      /^Recorded Brian – Alice 0-1 on 2025-03-04 in Ladder log row 11/,
    );
    const ladder = await sheet(page, "Ladder");
    expect(ladder.map((r) => r[1])).toEqual([
      "Name",
      "Chen",
      "Dora",
      "Alice",
      "Brian",
      "Ivan",
      "Greg",
      "Hana",
      "Ewan",
      "Fiona",
    ]);
    const after = await sheet(page, "Ladder log");
    expect(after.slice(0, log.length)).toEqual(log);
    expect(after.slice(9).map((r) => r.slice(0, 4))).toEqual([
      ["2025-03-04", "Ivan", "Greg", "1-0"],
      ["2025-03-04", "Brian", "Alice", "0-1"],
    ]);
    expect(await page.textContent("#ladder-line")).toBe(
      "Challenge ladder · 9 players · 9 games logged · last 2025-03-04",
    );

    // Strike out the last game: asked first (focus on Cancel), then the ladder is rebuilt without it.
    expect(
      await page.$eval("#ladder-strike-row", (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe("Row 11: 2025-03-04 · Brian – Alice 0-1");
    await page.click("#ladder-strike");
    await page.waitForSelector("#question:not([hidden])");
    expect(await page.textContent("#confirm-yes")).toBe("Strike out");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("confirm-no");
    // Issue 32: the question is beside Strike out, and nothing is ignored while it waits.
    expect(
      await page.evaluate(() =>
        document.getElementById("answer")?.previousElementSibling?.contains(document.getElementById("ladder-strike")),
      ),
    ).toBe(true);
    await page.click("#ladder-record");
    expect(await page.textContent("#wait-note")).toMatch(/^Waiting for your answer to ".+" first/);
    await page.click("#wait-note-back");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("confirm-no");
    await page.click("#confirm-yes");
    await page.waitForFunction(() => /^Struck out/.test(document.getElementById("message")?.textContent ?? ""));
    expect((await sheet(page, "Ladder log"))[10]?.slice(0, 4)).toEqual(["~2025-03-04", "Brian", "Alice", "0-1"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 90000);
});

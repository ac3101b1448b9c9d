/**
 * The pane's "On the wall" section in the playground (issue 15): pair a round, print the Round sheet
 * (page.pdf, rendered to PNG), make the prize list from the example Prizes sheet, the crosstable,
 * and the web page offered as a file. Served from the built dist/excel (npm run build first).
 */
import { execFileSync } from "child_process";
import { existsSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import type { Page } from "playwright-core";
import { actionMessage, sheet, shots, startPlayground, type Playground } from "./harness";

let browser: Playground;
const errors: string[] = [];

beforeAll(async () => {
  browser = await startPlayground({ width: 1280, height: 900 });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

async function press(page: Page, id: string): Promise<string> {
  await page.evaluate(() => {
    const m = document.getElementById("message");
    if (m) m.textContent = "";
  });
  await page.click(`#${id}`);
  return actionMessage(page);
}

test("pair, print the Round sheet, prizes, crosstable and the web page from the pane", async () => {
  const page = await browser.context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${browser.base}/playground.html?players=12&rounds=3`);
  await page.waitForFunction(
    () => !/Reading the workbook/.test(document.getElementById("event-line")?.textContent ?? "Reading the workbook"),
  );
  expect(await press(page, "pair")).toMatch(/^Paired round 1: 6 boards/);
  const round = await sheet(page, "Round 1");
  expect(round[0]?.slice(0, 8)).toEqual(["Board", "White", "Rating", "Score", "Black", "Rating", "Score", "Result"]);
  const names = await sheet(page, "Names R1");
  expect(names[1]?.slice(0, 7)).toEqual(["Name", "No.", "Score", "Board", "Colour", "Opponent", "Opp. score"]);
  expect(names.length).toBe(14);

  // The Round sheet printed from the playground (print CSS: the cells only).
  await page.click('.tab[data-sheet="Round 1"]');
  const pdf = join(tmpdir(), `wallchart-round-${process.pid}.pdf`);
  await page.pdf({ path: pdf, format: "A4", printBackground: true });
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "70",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    pdf,
    join(shots, "print-playground-round-1"),
  ]);
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  expect(text).not.toContain("Pair next round");
  expect(existsSync(join(shots, "print-playground-round-1.png"))).toBe(true);

  await page.click("#posting-group summary");
  expect(await press(page, "prizes")).toMatch(/^There was no Prizes sheet: one was made with an example list/);
  expect(await press(page, "prizes")).toMatch(
    /^Prizes after round 1 \(US Chess: ties share the money\) written to the Prize list sheet/,
  );
  const list = await sheet(page, "Prize list");
  expect(list[1]?.slice(0, 5)).toEqual(["Prize", "Places", "Winner", "Score", "Amount ($)"]);
  expect(await press(page, "crosstable")).toMatch(
    /crosstable after round 1 written to the Crosstable sheet \(12 players\)\.$/,
  );
  // Round 1 is paired and not yet played: the page posts its boards, and its standings are those after round 0 (issue 24).
  expect(await press(page, "export-web")).toMatch(
    /\.zip: standings, 1 round of pairings \(round 1 as paired, standings after round 0\), the crosstable, the prizes, the teams — 6 linked pages in the folder /,
  );
  // The event in parts (a .zip of linked pages) and the same on one page, each a download.
  expect(await page.$$eval("#file a[download]", (links) => links.map((a) => a.getAttribute("download")))).toEqual([
    expect.stringMatching(/\.zip$/),
    expect.stringMatching(/\.html$/),
  ]);
  const head = await page.$eval('#file a[download$=".zip"]', async (a) =>
    Array.from(new Uint8Array(await (await fetch((a as HTMLAnchorElement).href)).arrayBuffer()).subarray(0, 4)),
  );
  expect(head).toEqual([0x50, 0x4b, 3, 4]); // a zip's first local header
  await page.locator("#app").screenshot({ path: join(shots, "pane-on-the-wall.png") });
  expect(errors).toEqual([]);
  await page.close();
}, 120000);

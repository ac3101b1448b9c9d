/**
 * The posted outputs in chromium (issue 15): the round's pairings (A4 and US Letter), the crosstable
 * and the prize list printed with page.pdf and rendered to PNG with pdftoppm; the web page opened at
 * phone and desktop widths and screenshotted. The pages are the core's (src/core/html), written to a
 * temporary folder and opened from disk: nothing is served and no script runs in them.
 */
import { execFileSync } from "child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { unwrap } from "../../src/core/errors";
import { parseCsv } from "../../src/core/formats/csv";
import { readWallchartGrid } from "../../src/core/formats/workbook";
import { eventPage, eventSite } from "../../src/core/html/site";
import { wallPage } from "../../src/core/html/wall";
import { qrCode } from "../../src/workbook/qr";
import { prizeList } from "../../src/core/prizes/award";
import { parsePrizes } from "../../src/core/prizes/parse";
import { teamStandings } from "../../src/core/teams/standings";
import { root, shots } from "./harness";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { launch } = require("../../scripts/browser") as {
  launch(o?: { viewport?: { width: number; height: number } }): Promise<{
    context: import("playwright-core").BrowserContext;
    close(): Promise<void>;
  }>;
};

const fixture = (name: string) => readFileSync(join(root, "test", "fixtures", "outputs", name), "utf8");
const dir = mkdtempSync(join(tmpdir(), "wallchart-site-"));

function writeSite(): void {
  const t0 = unwrap(readWallchartGrid(unwrap(parseCsv(fixture("spring-open.csv"))), "spring-open.csv"));
  const t = { ...t0, info: { name: "Spring Open", startDate: "2026-04-18" } };
  const teams = teamStandings(t, { method: "VCF" });
  const prizes = prizeList(t, unwrap(parsePrizes(unwrap(parseCsv(fixture("spring-prizes.csv"))))), { teams });
  for (const p of eventSite(t, { prizes, teams, section: "Open" })) writeFileSync(join(dir, p.file), p.html);
  writeFileSync(join(dir, "event.html"), eventPage(t, { prizes, teams, section: "Open" }));
  // The printable wall page (issue 24): round 4 by board (with the QR code to the published page), by name, result slips.
  const qr = qrCode(ADDRESS);
  if (typeof qr === "string") throw new Error(qr);
  writeFileSync(join(dir, "wall-a4.html"), wallPage([{ name: "Open", t }], { event: "Spring Open", cards: true, qr }));
  writeFileSync(join(dir, "wall-letter.html"), wallPage([{ name: "Open", t }], { event: "Spring Open", paper: "Letter", qr }));
}

const ADDRESS = "https://club.example/spring-open/this-round.html";

/** The first page of a PDF as PNG in the screenshots folder, and the PDF's text. */
function render(pdf: string, name: string): string {
  execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", "-singlefile", pdf, join(shots, name)]);
  return execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
}

let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  if (!existsSync("/usr/bin/pdftoppm"))
    throw new Error("pdftoppm is missing: apt-get install poppler-utils (npm run setup does it)");
  writeSite();
  browser = await launch({ viewport: { width: 1280, height: 900 } });
}, 120000);

afterAll(async () => {
  await browser?.close();
});

const url = (file: string) => `file://${join(dir, file)}`;

describe("printed outputs (page.pdf, pdftoppm)", () => {
  test.each([
    [
      "round-4.html",
      "A4",
      "print-pairings-a4",
      ["Spring Open", "Open — Round 4 pairings", "#1 Alice Ng", "Find your board".toLowerCase()],
    ],
    ["round-4.html", "Letter", "print-pairings-letter", ["Spring Open", "Round 4: boards", "Bye (1 point)"]],
    [
      "crosstable.html",
      "A4",
      "print-crosstable-a4",
      ["Open — Crosstable after round 4", "Alice Ng", "W6w", "Cumulative of Opposition"],
    ],
    ["prizes.html", "Letter", "print-prizes-letter", ["Open — Prizes", "$250.00", "How the prizes were decided"]],
  ] as const)("%s on %s", async (file, format, name, expected) => {
    const page = await browser.context.newPage();
    await page.goto(url(file));
    const pdf = join(dir, `${name}.pdf`);
    await page.pdf({ path: pdf, format, printBackground: true, landscape: file === "crosstable.html" });
    await page.close();
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    const text = render(pdf, name).replace(/\s+/g, " ");
    for (const s of expected) expect(text.toLowerCase()).toContain(s.toLowerCase());
    // The navigation is for the screen only.
    expect(text).not.toContain("Made with Wallchart");
    expect(existsSync(join(shots, `${name}.png`))).toBe(true);
  });
});

describe("the wall page (issue 24): printed on A4 and Letter, its QR code read back", () => {
  test.each([
    ["wall-a4.html", "A4", "print-wall-a4"],
    ["wall-letter.html", "Letter", "print-wall-letter"],
  ] as const)("%s on %s: zbarimg reads the printed code as the address", async (file, format, name) => {
    if (!existsSync("/usr/bin/zbarimg")) throw new Error("zbarimg is missing: apt-get install zbar-tools (npm run setup does it)");
    const page = await browser.context.newPage();
    await page.goto(url(file));
    const pdf = join(dir, `${name}.pdf`);
    await page.pdf({ path: pdf, format, printBackground: true });
    await page.close();
    const text = render(pdf, name).replace(/\s+/g, " ");
    expect(text).toContain("Spring Open — Open — Round 4: pairings by board");
    expect(text).toContain("Your board on your phone:");
    // The first page at 200 dpi, as a phone's camera would see the sheet on the wall.
    const png = join(dir, `${name}-200`);
    execFileSync("pdftoppm", ["-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile", pdf, png]);
    const read = execFileSync("/usr/bin/zbarimg", ["--raw", "-q", `${png}.png`], { encoding: "utf8" }).trim();
    expect(read).toBe(ADDRESS);
  });
});

describe("the web page at phone and desktop widths", () => {
  test.each([
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const)(
    "%s (%i px): the page does not scroll sideways, the tables scroll in their box",
    async (label, width, height) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      for (const file of ["index.html", "this-round.html", "round-4.html", "crosstable.html", "wall-a4.html"]) {
        await page.goto(url(file));
        const widths = await page.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          view: window.innerWidth,
        }));
        expect(widths.doc).toBeLessThanOrEqual(widths.view);
        if (!file.startsWith("wall")) expect(await page.locator("header h1").textContent()).toBe("Spring Open");
        await page.screenshot({ path: join(shots, `web-${file.replace(".html", "")}-${label}.png`), fullPage: true });
      }
      await page.close();
    },
  );
});

describe("a phone opens the one-file page at a player's name (issue 24)", () => {
  test("event.html#alice-ng shows the this-round part only, Alice's line highlighted; event.html the standings only", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url("event.html")}#alice-ng`);
    const shown = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main.parts > section")].filter((s) => getComputedStyle(s).display !== "none").map((s) => s.id),
      );
    expect(await shown()).toEqual(["this-round"]);
    const line = page.locator("#alice-ng");
    expect(await line.textContent()).toContain("Board 2 White against #4 Dev Patel");
    expect(await line.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(255, 243, 176)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(shots, "web-one-file-alice-phone.png") });
    await page.goto(url("event.html"));
    expect(await shown()).toEqual(["standings"]);
    await page.close();
  });
});

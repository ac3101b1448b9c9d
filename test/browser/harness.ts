/**
 * What every browser test needs: the playground served by scripts/serve.js from the built dist/excel
 * on a free port, Debian's chromium through playwright-core (scripts/browser.js), and the folder for
 * screenshots (docs/screenshots with UPDATE_SCREENSHOTS=1, else test/output/screenshots).
 */
import { spawn, type ChildProcess } from "child_process";
import { mkdirSync } from "fs";
import { join } from "path";
import type { BrowserContext, Page } from "playwright-core";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { launch } = require("../../scripts/browser") as {
  launch(o?: {
    viewport?: { width: number; height: number };
  }): Promise<{ context: BrowserContext; close(): Promise<void> }>;
};

export const root = join(__dirname, "..", "..");

export const shots =
  process.env.UPDATE_SCREENSHOTS === "1" ? join(root, "docs", "screenshots") : join(root, "test", "output", "screenshots");
mkdirSync(shots, { recursive: true });

export interface Playground {
  /** The server's base URL, e.g. http://localhost:40123. */
  readonly base: string;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Starts the server and the browser; call from beforeAll (allow two minutes) and close in afterAll. */
export async function startPlayground(viewport: { width: number; height: number }): Promise<Playground> {
  const server: ChildProcess = spawn(process.execPath, [join(root, "scripts", "serve.js"), "--port", "0", "--no-open"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /Playground:\s+(\S+)\/playground\.html/.exec(out);
      if (m) resolve(m[1] as string);
    });
    server.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    server.on("exit", () => reject(new Error(`serve.js stopped: ${out}`)));
  });
  const browser = await launch({ viewport });
  return {
    base,
    context: browser.context,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

/** Waits until the pane's action has finished and returns its sentence. */
export async function actionMessage(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      document.getElementById("app")?.getAttribute("aria-busy") !== "true" &&
      (document.getElementById("message")?.textContent ?? "") !== "",
  );
  return (await page.textContent("#message")) ?? "";
}

/**
 * The non-blank rows of a playground sheet, each cell's value as stored (a number plainly, 15.5, as a
 * formula bar shows it; opens its tab). `shownSheet` gives them as the grid draws them (15½).
 */
export async function sheet(page: Page, name: string): Promise<string[][]> {
  await page.click(`.tab[data-sheet="${name}"]`);
  return page.$$eval("table.grid tbody tr", (rows) =>
    rows
      .map((tr) => Array.from(tr.querySelectorAll("input")).map((i) => (i as HTMLInputElement).dataset.value ?? (i as HTMLInputElement).value))
      .filter((r) => r.some((v) => v !== "")),
  );
}

/** The non-blank rows of a playground sheet as the grid draws them, through each cell's number format. */
export async function shownSheet(page: Page, name: string): Promise<string[][]> {
  await page.click(`.tab[data-sheet="${name}"]`);
  return page.$$eval("table.grid tbody tr", (rows) =>
    rows
      .map((tr) => Array.from(tr.querySelectorAll("input")).map((i) => (i as HTMLInputElement).value))
      .filter((r) => r.some((v) => v !== "")),
  );
}

#!/usr/bin/env node
/*
 * The screenshots in docs/screenshots (run by hand after `npm run build`: `node scripts/screenshots.js`),
 * taken by headless chromium (scripts/browser.js) from the built pages:
 *   pane-office-dark.png   the pane with Office's Black theme applied as taskpane/theme.ts applies it
 *                          (the colours Office.context.officeTheme gives), after "Pair next round"
 *   sidebar-google.png     the pane as the Sheets sidebar shows it: Sidebar.html's data-host="sheets"
 *                          and taskpane/google.css, 300 px wide like Sheets' sidebar
 *   help-page.png          dist/excel/help/SWISS_PAIR.html
 * The pane runs in the playground (an in-memory workbook), since Office and Apps Script are not here.
 */
/* global document */
"use strict";
const fs = require("fs");
const path = require("path");
const ts = require("typescript");
const { launch } = require("./browser");

const root = path.resolve(__dirname, "..");
const out = path.join(root, "docs", "screenshots");
const url = (file, query = "") => `file://${path.join(root, "dist", "excel", file)}${query}`;

/** taskpane/theme.ts compiled here, so the screenshot uses the very function the pane uses. */
function themeModule() {
  const src = fs.readFileSync(path.join(root, "taskpane", "theme.ts"), "utf8");
  const js = ts.transpileModule(src, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
  }).outputText;
  const module = { exports: {} };
  new Function("module", "exports", js)(module, module.exports);
  return module.exports;
}

const OFFICE_BLACK = {
  bodyBackgroundColor: "#262626",
  bodyForegroundColor: "#ffffff",
  controlBackgroundColor: "#0a0a0a",
  controlForegroundColor: "#ffffff",
};

async function pairOnce(page) {
  await page
    .getByRole("button", { name: /Pair next round/ })
    .first()
    .click();
  await page.waitForSelector(".message.done, .message.refused", { timeout: 30000 });
  await page.mouse.move(0, 0);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await launch({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 2 });
  try {
    const page = await browser.context.newPage();

    const theme = themeModule().paneTheme(OFFICE_BLACK);
    await page.goto(url("playground.html", "?players=12&rounds=5&played=2"));
    await page.waitForSelector("#app button");
    await page.evaluate((t) => {
      const el = document.documentElement;
      el.dataset.theme = t.mode;
      for (const [k, v] of Object.entries(t.vars)) el.style.setProperty(`--${k}`, v);
      document.body.style.background = t.vars.bg;
    }, theme);
    await pairOnce(page);
    await page.locator("#app").screenshot({ path: path.join(out, "pane-office-dark.png") });

    const google = fs.readFileSync(path.join(root, "taskpane", "google.css"), "utf8");
    await page.setViewportSize({ width: 1100, height: 760 });
    await page.goto(url("playground.html", "?players=12&rounds=5&played=2"));
    await page.waitForSelector("#app button");
    await page.evaluate((css) => {
      document.documentElement.dataset.host = "sheets";
      const style = document.createElement("style");
      style.textContent = css;
      document.head.appendChild(style);
      const pane = document.getElementById("app");
      if (pane) pane.style.width = "300px";
    }, google);
    await pairOnce(page);
    await page.locator("#app").screenshot({ path: path.join(out, "sidebar-google.png") });

    await page.setViewportSize({ width: 900, height: 1100 });
    await page.goto(url("help/SWISS_PAIR.html"));
    await page.screenshot({ path: path.join(out, "help-page.png") });
    console.log("screenshots: docs/screenshots/pane-office-dark.png, sidebar-google.png, help-page.png");
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

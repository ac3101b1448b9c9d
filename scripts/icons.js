#!/usr/bin/env node
/*
 * Draws the add-in's icons: assets/icon.svg rendered by headless chromium (scripts/browser.js) at
 * every size the manifest and the Google Workspace Marketplace listing name, as assets/icon-N.png.
 * Run by hand after changing icon.svg: `node scripts/icons.js`. test/build/manifest.test.ts reads
 * each PNG's size from its header.
 */
"use strict";
const fs = require("fs");
const path = require("path");
const { launch } = require("./browser");

/** Ribbon sizes (16 … 80), the store's high-resolution 64, and the Marketplace's 128. */
const SIZES = [16, 20, 24, 32, 40, 48, 64, 80, 128];

async function main() {
  const dir = path.join(__dirname, "..", "assets");
  const svg = fs.readFileSync(path.join(dir, "icon.svg"), "utf8");
  const browser = await launch({ viewport: { width: 256, height: 256 } });
  try {
    const page = await browser.context.newPage();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace(/width="64" height="64"/, `width="${size}" height="${size}"`);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      const file = path.join(dir, `icon-${size}.png`);
      await page.locator("svg").screenshot({ path: file, omitBackground: true });
      console.log(`icons: ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

#!/usr/bin/env node
/*
 * Debian's chromium for the browser test: installs it when missing (apt-get update, then
 * apt-get install -y chromium, as root), and launches it through playwright-core, headless, with a
 * fresh profile and nothing that reaches out to the network on its own.
 *
 *   node scripts/browser.js            installs chromium if needed and prints its version
 *   require("./scripts/browser").launch()  → { context, close() }   (a Playwright BrowserContext)
 */
"use strict";
const { execFileSync, execSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function find() {
  return CANDIDATES.find((p) => fs.existsSync(p)) || null;
}

/** The chromium executable, installing Debian's package when it is missing and we may. */
function ensureChromium() {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(
      "chromium is missing: install Debian's package (sudo apt-get update && sudo apt-get install -y chromium)",
    );
  }
  console.error("browser: installing chromium (apt-get update; apt-get install -y chromium)…");
  execSync("apt-get update", { stdio: "inherit" });
  execSync("apt-get install -y chromium", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = find();
  if (!installed) throw new Error("apt-get ran, but /usr/bin/chromium is still missing");
  return installed;
}

/**
 * Launches chromium with a fresh --user-data-dir (removed on close).
 * @param {{ viewport?: { width: number, height: number }, deviceScaleFactor?: number }} [options]
 */
async function launch(options = {}) {
  const executablePath = ensureChromium();
  const { chromium } = require("playwright-core");
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "wallchart-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: FLAGS,
    viewport: options.viewport || { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

module.exports = { launch, ensureChromium, FLAGS };

if (require.main === module) {
  try {
    const exe = ensureChromium();
    console.log(`${exe}: ${execFileSync(exe, ["--version"], { encoding: "utf8" }).trim()}`);
  } catch (e) {
    console.error(`browser: ${e.message}`);
    process.exit(1);
  }
}

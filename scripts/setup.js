#!/usr/bin/env node
/*
 * Everything a fresh machine needs before the playground or the tests run:
 * 1. node_modules from package-lock.json (npm ci) when missing or older than the lock file;
 * 2. Debian's chromium for the browser test (apt-get), when missing and we are allowed to install.
 * Safe to run again: it does nothing when all is in place.
 */
"use strict";
const { execSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const root = path.resolve(__dirname, "..");
const lock = path.join(root, "package-lock.json");
const installed = path.join(root, "node_modules", ".package-lock.json");

function run(cmd) {
  console.log(`setup: ${cmd}`);
  execSync(cmd, { cwd: root, stdio: "inherit" });
}

function mtime(p) {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

if (mtime(installed) === 0 || mtime(installed) < mtime(lock)) {
  // `npm install`, not `npm ci`: npm 11 leaves the other platforms' optional bindings of some packages
  // (unrs-resolver, under jest) out of the lock file, and `npm ci` then refuses it as out of sync.
  // With the lock file present, `npm install` installs the same versions.
  run("npm install --no-audit --no-fund");
}

const needBrowser = !process.argv.includes("--no-browser");
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
if (needBrowser && !chromium) {
  const root_ = typeof process.getuid === "function" && process.getuid() === 0;
  if (root_ && fs.existsSync("/usr/bin/apt-get")) {
    try {
      run("apt-get update -qq");
      run("DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
    } catch {
      console.warn("setup: could not install chromium; the browser test will say so.");
    }
  } else {
    console.warn("setup: Debian's chromium is missing (apt-get install chromium); the browser test needs it.");
  }
}

// poppler-utils (pdftoppm) for the browser test of the printed outputs: PDFs rendered to PNG.
const pdftoppm = ["/usr/bin/pdftoppm"].find((p) => fs.existsSync(p));
if (needBrowser && !pdftoppm) {
  const root_ = typeof process.getuid === "function" && process.getuid() === 0;
  if (root_ && fs.existsSync("/usr/bin/apt-get")) {
    try {
      run("DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils");
    } catch {
      console.warn("setup: could not install poppler-utils; the printed-outputs browser test will say so.");
    }
  } else {
    console.warn("setup: pdftoppm is missing (apt-get install poppler-utils); the printed-outputs browser test needs it.");
  }
}

// zbar-tools (zbarimg) for the browser test of the wall page's QR code: the printed code is read back.
const zbarimg = ["/usr/bin/zbarimg"].find((p) => fs.existsSync(p));
if (needBrowser && !zbarimg) {
  const root_ = typeof process.getuid === "function" && process.getuid() === 0;
  if (root_ && fs.existsSync("/usr/bin/apt-get")) {
    try {
      run("DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zbar-tools");
    } catch {
      console.warn("setup: could not install zbar-tools; the wall page's browser test will say so.");
    }
  } else {
    console.warn("setup: zbarimg is missing (apt-get install zbar-tools); the wall page's browser test needs it.");
  }
}

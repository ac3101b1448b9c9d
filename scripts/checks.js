#!/usr/bin/env node
/*
 * Everything `npm test` does before jest, two steps at a time:
 * 1. the generated files (`npm run gen`: the Sheets functions' list and the WebAssembly binary), once;
 * 2. then, side by side, the production bundles (webpack: excel, gas, cli), and, one after another,
 *    the CLI's lib/ (tsc -p tsconfig.cli.json), the type-check of the other two tsconfigs and eslint.
 * These steps read the sources and the generated files only and write different places (dist/ and
 * lib/wallchart; lib/; nothing), so none waits for another; run one after another they left one of
 * CI's two cores idle for most of six minutes. Each step's output is printed whole when it ends, with
 * its time; the first step to fail stops the others and the run (exit code 1).
 */
"use strict";
const { Buffer } = require("buffer");
const { spawn } = require("child_process");
const path = require("path");

const root = path.resolve(__dirname, "..");
/** A package's command, as its package.json names it (what node_modules/.bin links to). */
function bin(pkg, name = pkg) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [root] });
  const field = require(manifest).bin;
  return path.join(path.dirname(manifest), typeof field === "string" ? field : field[name]);
}

/** Each step: its command as you would type it, and the node script and arguments that run it (no shell). */
const cmd = (script, ...args) => ({
  command: [path.isAbsolute(script) ? path.basename(script, ".js") : `node ${script}`, ...args].join(" "),
  script,
  args,
});
const GEN = [cmd("scripts/gen-sheets-functions.js"), cmd("scripts/build-wasm.js")];
const LANES = [
  [cmd(bin("webpack"), "--mode", "production")],
  [
    cmd(bin("typescript", "tsc"), "-p", "tsconfig.cli.json"),
    cmd(bin("typescript", "tsc"), "-p", "tsconfig.json", "--noEmit"),
    cmd(bin("typescript", "tsc"), "-p", "tsconfig.gas.json", "--noEmit"),
    cmd(bin("eslint"), "."),
  ],
];

const running = new Set();
let failed = false;

/** Runs one step; resolves when it succeeds, rejects (after printing its output) when it fails. */
function step({ command, script, args }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      running.delete(child);
      if (failed && signal !== null) return reject(new Error(`${command}: stopped`));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command} (${seconds} s${code === 0 ? "" : `, exit code ${code}`})\n`);
      process.stdout.write(Buffer.concat(out));
      if (code === 0) resolve();
      else reject(new Error(`${command} failed`));
    });
  });
}

async function lane(steps) {
  for (const s of steps) {
    if (failed) return;
    await step(s);
  }
}

async function main() {
  const started = Date.now();
  for (const s of GEN) await step(s);
  await Promise.allSettled(
    LANES.map((l) =>
      lane(l).catch(() => {
        if (failed) return;
        failed = true;
        for (const child of running) child.kill();
      }),
    ),
  );
  if (failed) {
    console.error("\nchecks: failed (see above)");
    process.exit(1);
  }
  console.log(`\nchecks: all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});

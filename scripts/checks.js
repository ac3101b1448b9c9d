#!/usr/bin/env node
/*
 * Everything `npm test` does before jest, as many steps at once as there are cores:
 * 1. the generated files (`npm run gen`: the Sheets functions' list and the WebAssembly binary), once;
 * 2. then the production bundles (webpack's excel, cli and gas configurations, each its own process),
 *    the CLI's lib/ (tsc -p tsconfig.cli.json), the type-check of the other two tsconfigs and eslint.
 * The steps of 2 read the sources and the generated files only and write different places (dist/excel,
 * lib/wallchart, dist/gas, lib/, nothing), so none waits for another; run one after another, as
 * `npm test` did, they left one of CI's two cores idle for six minutes. Each step's output is printed
 * whole when it ends, with its time; the first step to fail stops the others and the run (exit code 1).
 */
"use strict";
const { Buffer } = require("buffer");
const { spawn } = require("child_process");
const { availableParallelism } = require("os");
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
// Longest first, so that on two cores the last ends near half the sum (CPU seconds each, measured on
// the CI machine: webpack's cli bundle 98, excel 90, tsc -p tsconfig.json 44, eslint 41, webpack's gas
// bundle 39, tsc -p tsconfig.cli.json 30, tsc -p tsconfig.gas.json 22; 363 in all, 191 the longer of
// the two queues).
const webpack = (name) => cmd(bin("webpack"), "--mode", "production", "--config-name", name);
const STEPS = [
  webpack("cli"),
  webpack("excel"),
  cmd(bin("typescript", "tsc"), "-p", "tsconfig.json", "--noEmit"),
  cmd(bin("eslint"), "."),
  webpack("gas"),
  cmd(bin("typescript", "tsc"), "-p", "tsconfig.cli.json"),
  cmd(bin("typescript", "tsc"), "-p", "tsconfig.gas.json", "--noEmit"),
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

/** Takes the next step from the queue until none is left (or one has failed). */
async function worker(queue) {
  for (let s = queue.shift(); s !== undefined && !failed; s = queue.shift()) await step(s);
}

async function main() {
  const started = Date.now();
  for (const s of GEN) await step(s);
  const queue = [...STEPS];
  await Promise.allSettled(
    Array.from({ length: Math.max(1, availableParallelism()) }, () =>
      worker(queue).catch(() => {
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

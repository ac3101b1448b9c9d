#!/usr/bin/env node
/*
 * Whole-process start-up of the CLI, side by side with a bare `node -e ""` (issue 16 item 2):
 *   npm run build:cli && node scripts/startup.js [FILE.trf] [runs]
 * Runs each command `runs` times (default 21) in a new process, interleaved, and prints the median
 * and the minimum wall time, and the median CPU time (user + system, from /proc when available).
 * Speed is measured here and written up in docs/performance.md, never asserted in a test.
 */
"use strict";
const { spawnSync } = require("child_process");
const path = require("path");

const root = path.resolve(__dirname, "..");
const file = process.argv[2] || path.join(root, "test", "fixtures", "oracle-dutch", "case140.trf");
const runs = Number(process.argv[3] || 21);
const bin = path.join(root, "bin", "wallchart.js");
const node = process.execPath;

const CASES = [
  ['node -e ""', [node, "-e", ""]],
  ["wallchart --version", [node, bin, "--version"]],
  [`wallchart check ${path.basename(file)}`, [node, bin, "check", file]],
  [`wallchart pair ${path.basename(file)} --system dutch`, [node, bin, "pair", file, "--system", "dutch"]],
  [
    `unbundled lib/cli: pair ${path.basename(file)} --system dutch`,
    [
      node,
      "-e",
      `require(${JSON.stringify(path.join(root, "lib", "cli", "main.js"))}).main(process.argv.slice(1)).then((c) => (process.exitCode = c))`,
      "pair",
      file,
      "--system",
      "dutch",
    ],
  ],
];

/** One run: wall time from hrtime; CPU time (user + system) of the child from the shell's `times`. */
function once(argv) {
  const quoted = argv.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  const t = process.hrtime.bigint();
  const r = spawnSync("/bin/sh", ["-c", `${quoted} >/dev/null 2>&1; times`], { encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - t) / 1e6;
  // `times` prints the shell's and then its children's user/system time: "0m0.071s 0m0.012s"
  const lines = r.stdout.trim().split("\n");
  const secs = (lines[1] || "").match(/(\d+)m([\d.]+)s/g) || [];
  const cpu =
    secs
      .map((s) => {
        const m = /(\d+)m([\d.]+)s/.exec(s);
        return Number(m[1]) * 60 + Number(m[2]);
      })
      .reduce((a, b) => a + b, 0) * 1000;
  return { wall, cpu };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = CASES.map(() => ({ wall: [], cpu: [] }));
for (let i = 0; i < runs; i++) {
  CASES.forEach(([, argv], j) => {
    const r = once(argv);
    results[j].wall.push(r.wall);
    results[j].cpu.push(r.cpu);
  });
}
console.log(`| command | wall median ms | wall min ms | CPU median ms | CPU over node ms |`);
console.log(`|---|---:|---:|---:|---:|`);
const base = median(results[0].cpu);
CASES.forEach(([label], j) => {
  const r = results[j];
  console.log(
    `| ${label} | ${median(r.wall).toFixed(0)} | ${Math.min(...r.wall).toFixed(0)} | ${median(r.cpu).toFixed(0)} | ${j === 0 ? "" : (median(r.cpu) - base).toFixed(0)} |`,
  );
});

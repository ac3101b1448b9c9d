#!/usr/bin/env node
/*
 * Side by side with bbpPairings (a manual comparison, issue 31 item 4; never run by a test or CI):
 *
 *   npm run build:cli
 *   node scripts/bbp-compare.js PATH/TO/bbpPairings.exe [--sizes 100,500,1000,2000] [--runs 5]
 *        [--bbp-runs 1] [--dir DIR] [--seed 1] [--reuse-bbp]
 *
 * bbpPairings (https://github.com/BieremaBoyzProgramming/bbpPairings, v6) is built by hand outside
 * the repository (`make` in its source tree) and never committed. For each size the script writes
 * the bench's synthetic event (src/core/pairing/dutch/bench.ts: `dutchBenchTournament(n, 5, seed)`,
 * five rounds played, nine in all) as TRF to DIR/eN.trf, then, interleaved, runs
 * `bbpPairings --dutch eN.trf -p bbpN.out`, `node bin/wallchart.js pair eN.trf --system dutch` and a
 * bare `node -e ""`, each a new process, `--runs` times (bbpPairings `--bbp-runs` times above 500
 * players: it takes minutes there). It prints the median wall time of the whole process (and the
 * minimum, the CPU time and the peak RSS when /usr/bin/time is there), checks that both engines give
 * the same lines (boards in order, the bye as `N 0`) and exits 1 when any case differs. With
 * `--reuse-bbp` and the same DIR, bbpPairings' output and times of an earlier run are taken again
 * for an event whose TRF is byte for byte the same (its 2,000-player run takes 10 minutes or more),
 * and Wallchart's side alone is run.
 * Wall times mean something only on a quiet machine: say the load when reporting them.
 */
"use strict";
const { spawnSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const root = path.resolve(__dirname, "..");
const usage =
  "usage: node scripts/bbp-compare.js PATH/TO/bbpPairings.exe [--sizes 100,500,1000,2000] [--runs 5] [--bbp-runs 1] [--dir DIR] [--seed 1] [--reuse-bbp]";

function parseArgs(argv) {
  const o = { bbp: null, sizes: [100, 500, 1000, 2000], runs: 5, bbpRuns: 1, dir: null, seed: 1, reuse: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const count = (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${a} wants a whole number of 1 or more, not "${v}"`);
      return n;
    };
    if (a === "--sizes") o.sizes = value().split(",").map(count);
    else if (a === "--runs") o.runs = count(value());
    else if (a === "--bbp-runs") o.bbpRuns = count(value());
    else if (a === "--seed") o.seed = count(value());
    else if (a === "--dir") o.dir = path.resolve(value());
    else if (a === "--reuse-bbp") o.reuse = true;
    else if (a.startsWith("--")) throw new Error(`unknown option ${a}`);
    else if (o.bbp === null) o.bbp = path.resolve(a);
    else throw new Error(`one bbpPairings path only, not also "${a}"`);
  }
  if (o.bbp === null) throw new Error("the path of the bbpPairings executable is missing");
  if (!fs.existsSync(o.bbp)) throw new Error(`no bbpPairings at ${o.bbp}`);
  return o;
}

let opts;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (e) {
  console.error(`bbp-compare: ${e.message}\n${usage}`);
  process.exit(2);
}

const lib = (p) => path.join(root, "lib", p);
if (
  !fs.existsSync(lib("core/pairing/dutch/bench.js")) ||
  !fs.existsSync(path.join(root, "lib", "wallchart", "main.js"))
) {
  console.error("bbp-compare: lib/ is not built. Run `npm run build:cli` first.");
  process.exit(2);
}
const { dutchBenchTournament } = require(lib("core/pairing/dutch/bench.js"));
const { makeTrf } = require(lib("core/formats/trf.js"));

const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bbp-compare-"));
fs.mkdirSync(dir, { recursive: true });
const node = process.execPath;
const bin = path.join(root, "bin", "wallchart.js");
const timeBin = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

/** One process: wall time (hrtime around it), and with /usr/bin/time its CPU time and peak RSS. */
function once(argv, stdoutFile) {
  const out = fs.openSync(stdoutFile ?? "/dev/null", "w");
  const timed = timeBin === null ? argv : [timeBin, "-f", "%U %S %M", ...argv];
  const t = process.hrtime.bigint();
  const r = spawnSync(timed[0], timed.slice(1), {
    stdio: ["ignore", out, "pipe"],
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const wall = Number(process.hrtime.bigint() - t) / 1e6;
  fs.closeSync(out);
  if (r.error) throw r.error;
  const last = (r.stderr ?? "").trim().split("\n").pop() ?? "";
  const m = /^([\d.]+) ([\d.]+) (\d+)$/.exec(last);
  return {
    wall,
    cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN,
    rssMb: m ? Number(m[3]) / 1024 : NaN,
    status: r.status,
    stderr: r.stderr,
  };
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const k = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[k] : (s[k - 1] + s[k]) / 2;
};
const lines = (file) =>
  fs
    .readFileSync(file, "utf8")
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim().split(/\s+/).join(" "))
    .filter((l) => l !== "");
const secs = (ms) =>
  Number.isNaN(ms) ? "—" : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const mb = (x) => (Number.isNaN(x) ? "—" : `${Math.round(x)} MB`);

console.log(
  `bbp-compare: events in ${dir}; ${opts.runs} runs each (bbpPairings ${opts.bbpRuns} above 500 players), interleaved; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const rows = [];
let differ = false;
for (const n of opts.sizes) {
  const t = dutchBenchTournament(n, 5, opts.seed);
  const trf = path.join(dir, `e${n}.trf`);
  const text = makeTrf({ ...t, totalRounds: 9 });
  const bbpOut = path.join(dir, `bbp${n}.out`);
  const bbpTimes = path.join(dir, `bbp${n}.json`);
  const reuse =
    opts.reuse &&
    fs.existsSync(trf) &&
    fs.readFileSync(trf, "utf8") === text &&
    fs.existsSync(bbpOut) &&
    fs.existsSync(bbpTimes);
  fs.writeFileSync(trf, text);
  const oursOut = path.join(dir, `ours${n}.out`);
  const bbpRuns = reuse ? 0 : n > 500 ? Math.min(opts.bbpRuns, opts.runs) : opts.runs;
  const r = { bbp: reuse ? JSON.parse(fs.readFileSync(bbpTimes, "utf8")) : [], ours: [], bare: [] };
  if (reuse)
    process.stderr.write(`  ${n} players: bbpPairings' output and ${r.bbp.length} times taken from ${bbpTimes}\n`);
  for (let i = 0; i < opts.runs; i++) {
    if (i < bbpRuns) {
      const b = once([opts.bbp, "--dutch", trf, "-p", bbpOut]);
      if (b.status !== 0) throw new Error(`bbpPairings failed on ${trf} (exit ${b.status}): ${b.stderr}`);
      r.bbp.push(b);
      fs.writeFileSync(bbpTimes, JSON.stringify(r.bbp));
    }
    const o = once([node, bin, "pair", trf, "--system", "dutch"], oursOut);
    if (o.status !== 0) throw new Error(`wallchart pair failed on ${trf} (exit ${o.status}): ${o.stderr}`);
    r.ours.push(o);
    r.bare.push(once([node, "-e", ""]));
    process.stderr.write(`  ${n} players: run ${i + 1} of ${opts.runs}\n`);
  }
  const a = lines(bbpOut);
  const b = lines(oursOut);
  const same = a.length === b.length && a.every((l, i) => l === b[i]);
  if (!same) {
    differ = true;
    const k = a.findIndex((l, i) => l !== b[i]);
    console.error(
      `${n} players: the outputs differ from line ${k + 1} (bbpPairings "${a[k]}", wallchart "${b[k]}"): ${bbpOut} ${oursOut}`,
    );
  }
  const stat = (xs, key) => median(xs.map((x) => x[key]));
  rows.push({
    n,
    bbp: stat(r.bbp, "wall"),
    bbpCpu: stat(r.bbp, "cpu"),
    ours: stat(r.ours, "wall"),
    oursMin: Math.min(...r.ours.map((x) => x.wall)),
    oursCpu: stat(r.ours, "cpu"),
    oursRss: Math.max(...r.ours.map((x) => x.rssMb)),
    bbpRss: Math.max(...r.bbp.map((x) => x.rssMb)),
    bare: stat(r.bare, "wall"),
    bareCpu: stat(r.bare, "cpu"),
    same,
    runs: `${r.bbp.length} / ${r.ours.length}`,
  });
}

/** "5.6× faster" or "8.0× slower": Wallchart against bbpPairings. */
function ratio(bbp, ours) {
  const x = bbp / ours;
  if (Number.isNaN(x)) return "—";
  return x >= 1 ? `${x.toFixed(x < 10 ? 1 : 0)}× faster` : `${(1 / x).toFixed(1)}× slower`;
}

console.log("");
console.log(
  '| players | bbpPairings wall (CPU) | `wallchart pair --system dutch` wall (min; CPU) | Wallchart, by wall | by CPU | bare `node -e ""` wall (CPU) | peak RSS bbpPairings / Wallchart | output | runs bbp / ours |',
);
console.log("|---:|---:|---:|---:|---:|---:|---:|:-:|---:|");
for (const x of rows) {
  console.log(
    `| ${x.n.toLocaleString("en")} | ${secs(x.bbp)} (${secs(x.bbpCpu)}) | ${secs(x.ours)} (${secs(x.oursMin)}; ${secs(x.oursCpu)}) | ${ratio(x.bbp, x.ours)} | ${ratio(x.bbpCpu, x.oursCpu)} | ${secs(x.bare)} (${secs(x.bareCpu)}) | ${mb(x.bbpRss)} / ${mb(x.oursRss)} | ${x.same ? "identical" : "DIFFERENT"} | ${x.runs} |`,
  );
}
process.exitCode = differ ? 1 : 0;

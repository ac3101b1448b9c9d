/**
 * Issue 31, item 2: the first Dutch pairing in a fresh process (what a director's single pairing
 * costs: V8 has not compiled the engine yet). Each sample starts a new node, loads the compiled
 * engine (lib/, from `npm run bench`'s tsc), builds the event (not timed), and times its first
 * pairDutch call: engine time only, not node's start-up or module loading. Two clocks, both CPU
 * time (unlike wall time, not inflated when other jobs share the cores):
 *
 * - "main thread": the time the engine's own thread ran (Linux: /proc/self/task/<pid>/schedstat,
 *   in nanoseconds; elsewhere the process's CPU time). This is what a caller waits for on an idle
 *   machine with a core to spare: V8 compiles hot code for later calls on background threads.
 *   The kernel adds a running thread's time to that counter only at its clock tick (4 ms here,
 *   HZ=250) or when the thread leaves the core, so each reading is first preceded by a 1 µs
 *   `Atomics.wait`, which puts the thread to sleep and brings the counter up to date: without it a
 *   reading could miss up to a tick of the current slice (issue 31, tenth session).
 * - "all threads": the process's CPU time (user + system), V8's background compilers included. In
 *   a fresh process they take about twice the main thread's time at 100 players: optimising the
 *   WebAssembly matcher's hot functions and the driver's, work that pays off only on later calls.
 *
 * Goals: 100 players within 20 ms, 300 within 80 ms; the warm lines beside them are the same round
 * once V8 has optimised the engine. The main-thread figure is also given with the TypeScript
 * matcher alone ("auto": the WebAssembly one wherever it compiles, src/core/matching/index.ts).
 */
import { execFileSync } from "child_process";
import { join } from "path";
import type { Bench } from "./harness";
import { dutchBenchmark } from "../core/pairing/dutch/bench";
import type { MatcherEngine } from "../core/matching";

const LIB = join(__dirname, "..");

type Clock = "main" | "all";

/** The child: build the event, then time the first pairing (round 6 of 9 after five played). */
function childScript(players: number, engine: MatcherEngine, clock: Clock): string {
  const time =
    clock === "all"
      ? `(() => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; })`
      : [
          `(() => { const fs = require("fs"), file = "/proc/self/task/" + process.pid + "/schedstat", nap = new Int32Array(new SharedArrayBuffer(4));`,
          ` return () => { try { Atomics.wait(nap, 0, 0, 0.001); return Number(fs.readFileSync(file, "utf8").split(" ")[0]) / 1e6; }`,
          ` catch { const c = process.cpuUsage(); return (c.user + c.system) / 1000; } }; })()`,
        ].join("");
  return [
    `const { dutchBenchTournament } = require(${JSON.stringify(join(LIB, "core/pairing/dutch/bench"))});`,
    `const { pairDutch } = require(${JSON.stringify(join(LIB, "core/pairing/dutch"))});`,
    `require(${JSON.stringify(join(LIB, "core/matching"))}).useMatcherEngine(${JSON.stringify(engine)});`,
    `const t = dutchBenchTournament(${players}, 5);`,
    `const time = ${time};`,
    `const c0 = time();`,
    `pairDutch(t, 6);`,
    `process.stdout.write(String(time() - c0));`,
  ].join("\n");
}

function cold(players: number, goalMs: number, engine: MatcherEngine, clock: Clock): Bench {
  const script = childScript(players, engine, clock);
  const matcher = engine === "auto" ? "" : ", TypeScript matcher only";
  const what = clock === "main" ? "CPU time of the main thread" : "CPU time of all threads, V8's compilers included";
  return {
    name: `SWISS_PAIR DUTCH, ${players} players, round 6 of 9, cold (fresh process, first pairing, ${what}${matcher})`,
    ...(clock === "main" && engine === "auto" ? { goalMs } : {}),
    runs: 10,
    setup: () => () => undefined,
    sample: () => Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })),
  };
}

function warm(players: number): Bench {
  return {
    name: `SWISS_PAIR DUTCH, ${players} players, round 6 of 9, warm (same process, after a warm-up)`,
    runs: 20,
    setup: () => dutchBenchmark(players, 5),
  };
}

export const benches: readonly Bench[] = [
  cold(100, 20, "auto", "main"),
  cold(100, 20, "auto", "all"),
  cold(100, 20, "typescript", "main"),
  warm(100),
  cold(300, 80, "auto", "main"),
  cold(300, 80, "auto", "all"),
  cold(300, 80, "typescript", "main"),
  warm(300),
];

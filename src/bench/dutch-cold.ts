/**
 * Issue 31, item 2: the first Dutch pairing in a fresh process (what a director's single pairing
 * costs: V8 has not compiled the engine yet). Each sample starts a new node, loads the compiled
 * engine (lib/, from `npm run bench`'s tsc), builds the event (not timed), and times its first
 * pairDutch call: engine time only, not node's start-up or module loading, as the CPU time the
 * process spent in it (user + system: on an idle machine about its wall time, and unlike wall time
 * not inflated when other jobs share the cores; it includes V8's compiler threads). Goals: 100 players
 * within 20 ms, 300 within 80 ms; the warm lines beside them are the same round once V8 has
 * optimised the engine. Each cold figure is given twice: with the matcher as shipped ("auto": the
 * WebAssembly one for graphs of up to 200 vertices, src/core/matching/index.ts) and with the
 * TypeScript matcher alone, as before the WebAssembly one.
 */
import { execFileSync } from "child_process";
import { join } from "path";
import type { Bench } from "./harness";
import { dutchBenchmark } from "../core/pairing/dutch/bench";
import type { MatcherEngine } from "../core/matching";

const LIB = join(__dirname, "..");

/** The child: build the event, then time the first pairing (round 6 of 9 after five played). */
function childScript(players: number, engine: MatcherEngine): string {
  return [
    `const { dutchBenchTournament } = require(${JSON.stringify(join(LIB, "core/pairing/dutch/bench"))});`,
    `const { pairDutch } = require(${JSON.stringify(join(LIB, "core/pairing/dutch"))});`,
    `require(${JSON.stringify(join(LIB, "core/matching"))}).useMatcherEngine(${JSON.stringify(engine)});`,
    `const t = dutchBenchTournament(${players}, 5);`,
    `const c0 = process.cpuUsage();`,
    `pairDutch(t, 6);`,
    `const c = process.cpuUsage(c0);`,
    `process.stdout.write(String((c.user + c.system) / 1000));`,
  ].join("\n");
}

function cold(players: number, goalMs: number, engine: MatcherEngine): Bench {
  const script = childScript(players, engine);
  const matcher = engine === "auto" ? "" : ", TypeScript matcher only";
  return {
    name: `SWISS_PAIR DUTCH, ${players} players, round 6 of 9, cold (fresh process, first pairing, engine CPU time${matcher})`,
    goalMs,
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
  cold(100, 20, "auto"),
  cold(100, 20, "typescript"),
  warm(100),
  cold(300, 80, "auto"),
  cold(300, 80, "typescript"),
  warm(300),
];

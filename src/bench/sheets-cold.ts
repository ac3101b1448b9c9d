/**
 * Issue 27: what a custom function costs in Google Sheets, where Apps Script loads the whole Code.js
 * for every execution. Each cold run loads the BUILT bundle (dist/gas/Code.js, minified) into a fresh
 * Node vm context and calls one function; each warm run calls it again in a context already loaded.
 * Build the bundle first (`npm run build:gas`); without it these benches are left out, saying so.
 */
import { execFileSync } from "child_process";
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import type { Bench } from "./harness";
import { sampleTournament } from "../core/formats/sample";
import { makeWallchart } from "../core/formats/wallchart";
import { dutchBenchTournament } from "../core/pairing/dutch/bench";
import { estimatePairing } from "../core/pairing/estimate";
import { CUSTOM_FUNCTION_BUDGET_MS, estimateCheck } from "../grid/functions/pairing-estimate";
import type { PairingSystem } from "../core/pairing/types";

const CODE = join(__dirname, "..", "..", "dist", "gas", "Code.js");

type Gas = Record<string, (...args: unknown[]) => unknown>;

function load(code: string): Gas {
  const context = vm.createContext({ console });
  vm.runInContext(code, context, { filename: "Code.js" });
  return context as unknown as Gas;
}

/** A wallchart of `players` × 5 rounds as Sheets passes it ("" for empty cells). */
function results(players: number): string[][] {
  const sample = sampleTournament({ players, rounds: 5, seed: 27 });
  return makeWallchart(sample.players.map((p) => p.rounds));
}

function benchesFor(code: string): Bench[] {
  const out: Bench[] = [
    {
      name: `Sheets cold start: Code.js (${Math.round(code.length / 1024)} KB) loaded in a fresh vm, no call`,
      setup: () => () => load(code),
    },
  ];
  for (const n of [50, 300, 1000]) {
    out.push({
      name: `Sheets STANDINGS, ${n.toLocaleString("en")} × 5, cold (fresh vm + call)`,
      setup() {
        const r = results(n);
        return () => load(code).STANDINGS?.(r);
      },
      runs: 10,
    });
    out.push({
      name: `Sheets STANDINGS, ${n.toLocaleString("en")} × 5, warm (loaded vm)`,
      setup() {
        const r = results(n);
        const gas = load(code);
        return () => gas.STANDINGS?.(r);
      },
      runs: 10,
    });
  }
  return out;
}

/** Ratings, names and scores of the sample event, as columns the way Sheets passes them. */
function columns(players: number): {
  results: string[][];
  ratings: number[][];
  names: string[][];
  scores: number[][];
  nameRating: (string | number)[][];
} {
  const sample = sampleTournament({ players, rounds: 5, seed: 27 });
  const ratings = sample.players.map((p) => [p.rating ?? 0]);
  const names = sample.players.map((p) => [p.name]);
  const scores = sample.players.map((p) => [
    p.rounds.reduce(
      (a, e) =>
        a +
        (e === null
          ? 0
          : e.kind === "win" || e.kind === "forfeitWin" || e.kind === "fullBye" || e.kind === "pab"
            ? 1
            : e.kind === "draw" || e.kind === "halfBye"
              ? 0.5
              : 0),
      0,
    ),
  ]);
  return {
    results: results(players),
    ratings,
    names,
    scores,
    nameRating: sample.players.map((p) => [p.name, p.rating ?? "UNR"]),
  };
}

/**
 * Every custom function's arguments for an event of `n` players × 5 rounds (issue 27: a timing table
 * of every function cold and warm at 50, 300 and 1,000 players). Functions of one value take a column
 * of `n` values (they answer one per cell).
 */
function everyFunction(n: number): Record<string, unknown[]> {
  const c = columns(n);
  const col = <T>(f: (i: number) => T): T[][] => Array.from({ length: n }, (_, i) => [f(i)]);
  const points = Array.from({ length: n }, (_, i) => [
    c.names[i]?.[0] ?? "",
    ...[1, 2, 3, 4, 5].map((k) => ((i * 7 + k * 3) % 11) * 0.5),
  ]);
  const teams = col((i) => `Club ${i % 12}`);
  // Each player challenges the one just above, who holds his place: a log the ladder's rules accept.
  const log = Array.from({ length: n - 1 }, (_, i) => [
    `2025-03-${String(Math.floor((i * 28) / n) + 1).padStart(2, "0")}`,
    c.names[i + 1]?.[0],
    c.names[i]?.[0],
    "0-1",
  ]);
  return {
    TIEBREAK_MEDIAN: [c.results],
    TIEBREAK: [c.results, "SOLKOFF"],
    STANDINGS: [c.results],
    SWISS_PAIR: [c.results, c.nameRating],
    PAIRING_NOTES: [c.results, c.nameRating],
    CHECK_PAIRINGS: [c.results, c.nameRating, "", "", "USCF"],
    ROUND_ROBIN: [Math.min(n, 30), 1],
    RATING_CHANGES: [c.results, c.ratings, "FIDE"],
    PRIZES: [
      c.results,
      [
        ["1st", 500],
        ["2nd", 300],
        ["3rd", 200],
      ],
      c.names,
      c.ratings,
    ],
    ACF_RATING: [1500, col((i) => 1200 + (i % 600)), col((i) => (i % 3) / 2)],
    ACF_PERFORMANCE: [col((i) => 1200 + (i % 600)), col((i) => 1 + (i % 4)), col(() => 5)],
    ACF_STATUS: [col((i) => i % 40), col((i) => (i % 40) / 2)],
    ACF_EXPECTED: [col((i) => i % 400)],
    FIDE_RATING_CHANGE: [2000, col((i) => 1800 + (i % 400)), col((i) => (i % 3) / 2)],
    USCF_RATING: [1500, 20, col((i) => 1300 + (i % 500)), col((i) => (i % 3) / 2)],
    GP_POINTS: [c.scores, "VCF", c.ratings, 5],
    GP_TOTAL: [points.map((r) => r.slice(1)), 3],
    GP_ELIGIBLE: [
      "Open",
      c.ratings,
      col((i) => (i % 2 === 0 ? "M" : "F")),
      col((i) => `${1960 + (i % 50)}-01-02`),
      2026,
    ],
    GP_TEAM: [points.map((r) => [r[1]]), teams],
    VCF_QUALIFY: ["K-12", n, 1463],
    VCF_QUALIFIERS: [c.names, "", 10],
    SEASON: [points.map((r) => r.slice(1)), 4],
    SWISS_MIN_ROUNDS: [col((i) => 8 + (i % 500))],
    TIME_CONTROL_MINUTES: [col((i) => (i % 2 === 0 ? "G/90+30" : "40/90 SD/30"))],
    ACF_RATEABLE: [col((i) => (i % 2 === 0 ? "G/60" : "G/15"))],
    LADDER: [c.names, log],
    LADDER_CHALLENGES: [c.names, c.names[n - 1]?.[0] ?? ""],
    KEIZER_STANDINGS: [c.results.map((r) => [r[0] ?? ""]), c.names],
    KEIZER_PAIR: [c.results.map((r) => [r[0] ?? ""]), c.names],
  };
}

/** Every function at 50, 300 and 1,000 players, cold (a fresh vm per call) and warm. */
function tableBenches(code: string): Bench[] {
  const out: Bench[] = [];
  for (const n of [50, 300, 1000]) {
    const args = everyFunction(n);
    for (const [id, a] of Object.entries(args)) {
      const call = (gas: Gas): unknown => {
        try {
          return gas[id]?.(...a);
        } catch (e) {
          return e; // a refusal (CHECK_PAIRINGS past its estimate) is what the function does at that size
        }
      };
      out.push({
        name: `Sheets ${id}, ${n.toLocaleString("en")} players, cold`,
        setup: () => () => call(load(code)),
        runs: 3,
      });
      out.push({
        name: `Sheets ${id}, ${n.toLocaleString("en")} players, warm`,
        setup() {
          const gas = load(code);
          return () => call(gas);
        },
        runs: 3,
      });
    }
  }
  return out;
}

/** What each function answers at 50 players in the built bundle (a sentence where it refuses): the table's arguments checked. */
export function tableAnswers(): Record<string, string> {
  const gas = load(readFileSync(CODE, "utf8"));
  const out: Record<string, string> = {};
  for (const [id, a] of Object.entries(everyFunction(50))) {
    try {
      const v = gas[id]?.(...a);
      out[id] = Array.isArray(v) ? `${v.length} rows` : String(v);
    } catch (e) {
      out[id] = `refused: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  return out;
}

export const tableOfEveryFunction: readonly Bench[] = existsSync(CODE) ? tableBenches(readFileSync(CODE, "utf8")) : [];

export const benches: readonly Bench[] = existsSync(CODE)
  ? benchesFor(readFileSync(CODE, "utf8"))
  : (console.log(`sheets-cold: ${CODE} not built (npm run build:gas): left out`), []);

/**
 * Issue 31, item 4: the cases that set the estimate's thresholds (src/core/pairing/estimate.ts),
 * each in Sheets' conditions: a fresh process per sample (Apps Script starts every call cold), the
 * built bundle (dist/gas/Code.js: the TypeScript matcher, no WebAssembly) loaded into a fresh vm,
 * then its first SWISS_PAIR or CHECK_PAIRINGS call on the bench's event (built first, not timed),
 * timed with the bundle's load as the process's CPU time (user + system, V8's compiler threads
 * included; on a loaded machine less inflated than wall time). A case the estimate refuses cannot
 * run in the bundle, so it runs the compiled engine (lib/) in a plain process instead, with the
 * TypeScript matcher: a lower bound of the vm's time (code in a Node vm reads globals through
 * interceptors, nodejs/node#31658; 1.3–2.7 times the plain process here). Each line names the
 * estimate beside the measured figure, so a re-fit reads the two from one table.
 */
const LIB = join(__dirname, "..");

function coldChild(
  kind: "pair" | "check",
  system: PairingSystem,
  players: number,
  played: number,
  inVm: boolean,
): string {
  const sys = JSON.stringify(system);
  const event = [
    `const { dutchBenchTournament } = require(${JSON.stringify(join(LIB, "core/pairing/dutch/bench"))});`,
    `const t = { ...dutchBenchTournament(${players}, ${played}, 1), totalRounds: 9 };`,
  ];
  if (inVm) {
    const fn = kind === "pair" ? "SWISS_PAIR" : "CHECK_PAIRINGS";
    return [
      ...event,
      `const { makeWallchart } = require(${JSON.stringify(join(LIB, "core/formats/wallchart"))});`,
      `const results = makeWallchart(t.players.map((p) => p.rounds));`,
      `const ratings = t.players.map((p) => [p.rating]);`,
      `const code = require("fs").readFileSync(${JSON.stringify(CODE)}, "utf8");`,
      `const vm = require("vm");`,
      `const c0 = process.cpuUsage();`,
      `const gas = vm.createContext({ console });`,
      `vm.runInContext(code, gas, { filename: "Code.js" });`,
      `const out = gas.${fn}(results, ratings, "", "", ${sys}${kind === "pair" ? ', "", [["ROUNDS", 9]]' : ""});`,
      `const c = process.cpuUsage(c0);`,
      `if (!Array.isArray(out)) throw new Error("${fn} answered " + String(out));`,
      `process.stdout.write(String((c.user + c.system) / 1000));`,
    ].join("\n");
  }
  const call =
    kind === "pair"
      ? `require(${JSON.stringify(join(LIB, "core/pairing"))}).pairNext(t, ${sys}, {})`
      : `require(${JSON.stringify(join(LIB, "core/pairing/check"))}).checkPairings(t, ${sys})`;
  return [
    ...event,
    `require(${JSON.stringify(join(LIB, "core/matching"))}).useMatcherEngine("typescript");`,
    `const c0 = process.cpuUsage();`,
    `${call};`,
    `const c = process.cpuUsage(c0);`,
    `process.stdout.write(String((c.user + c.system) / 1000));`,
  ].join("\n");
}

function sheetsCase(
  kind: "pair" | "check",
  system: PairingSystem,
  players: number,
  played: number,
  runs: number,
): Bench {
  const t = dutchBenchTournament(players, played, 1);
  const estimate =
    kind === "pair"
      ? estimatePairing(t, system, "typescript", played + 1).ms
      : estimateCheck(t, system, "typescript").ms;
  const inVm = existsSync(CODE) && estimate <= CUSTOM_FUNCTION_BUDGET_MS;
  const what =
    kind === "pair"
      ? `SWISS_PAIR ${system}, ${players.toLocaleString("en")} players, round ${played + 1} of 9`
      : `CHECK_PAIRINGS ${system}, ${players.toLocaleString("en")} players × ${played} rounds`;
  const where = inVm ? "the Sheets bundle in a fresh vm" : "the engine in a plain process (refused in Sheets)";
  const script = coldChild(kind, system, players, played, inVm);
  return {
    name: `Sheets conditions, ${where}, CPU ms: ${what}; estimate ${Math.round(estimate).toLocaleString("en")} ms`,
    runs,
    setup: () => () => undefined,
    sample: () => Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8", maxBuffer: 1 << 20 })),
  };
}

/**
 * `npm run bench -- sheets-estimate`: 10–15 minutes (the 2,000-player rounds 2 and 3 run once); a
 * function, so that no other area builds these events.
 */
export const estimateCases = (): readonly Bench[] => [
  ...[100, 300, 500, 1000, 1500, 2000].map((n) => sheetsCase("pair", "DUTCH", n, 0, n > 1000 ? 1 : 3)),
  ...[300, 500, 700, 1000, 1500].flatMap((n) =>
    [1, 2].map((played) => sheetsCase("pair", "DUTCH", n, played, n > 1000 ? 1 : 3)),
  ),
  ...[300, 500, 1000, 1500, 2000].flatMap((n) =>
    [5, 8].map((played) => sheetsCase("pair", "DUTCH", n, played, n > 1000 ? 1 : 3)),
  ),
  sheetsCase("pair", "DUTCH", 2000, 1, 1),
  sheetsCase("pair", "DUTCH", 2000, 2, 1),
  ...[1000, 2000].flatMap((n) => [1, 5].map((played) => sheetsCase("pair", "USCF", n, played, 3))),
  ...[
    [100, 9],
    [300, 9],
    [500, 5],
    [500, 9],
    [1000, 3],
  ].map(([n, rounds]) => sheetsCase("check", "DUTCH", n as number, rounds as number, 1)),
  sheetsCase("check", "USCF", 2000, 9, 1),
  // Odd fields (the ninth session): an odd round 1 is one score group holding the PAB (paired as an even one since c17ca80).
  ...[99, 299, 499, 999].flatMap((n) => [0, 5].map((played) => sheetsCase("pair", "DUTCH", n, played, 3))),
  ...[99, 299].map((n) => sheetsCase("check", "DUTCH", n, 9, 3)),
];

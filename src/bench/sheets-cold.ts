/**
 * Issue 27: what a custom function costs in Google Sheets, where Apps Script loads the whole Code.js
 * for every execution. Each cold run loads the BUILT bundle (dist/gas/Code.js, minified) into a fresh
 * Node vm context and calls one function; each warm run calls it again in a context already loaded.
 * Build the bundle first (`npm run build:gas`); without it these benches are left out, saying so.
 */
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import * as vm from "vm";
import type { Bench } from "./harness";
import { sampleTournament } from "../core/formats/sample";
import { makeWallchart } from "../core/formats/wallchart";

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

export const benches: readonly Bench[] = existsSync(CODE)
  ? benchesFor(readFileSync(CODE, "utf8"))
  : (console.log(`sheets-cold: ${CODE} not built (npm run build:gas): left out`), []);

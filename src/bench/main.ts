/**
 * `npm run bench`: every area's benchmarks, printed as a table (copied into docs/performance.md).
 * Usage: node lib/bench/main.js [filter]
 */
import { measure, type Bench } from "./harness";

/** One line per area; each module exports `benches`. */
const AREAS: Readonly<Record<string, () => Promise<readonly Bench[]>>> = {
  core: async () => (await import("./core")).benches,
  cli: async () => (await import("./core")).cliBenches,
  tiebreaks: async () => (await import("./tiebreaks")).benches,
  ratings: async () => (await import("./ratings")).benches,
  "pairing-uscf": async () => (await import("./pairing-uscf")).benches,
  "pairing-dutch": async () => (await import("./pairing-dutch")).benches,
  "dutch-cold": async () => (await import("./dutch-cold")).benches,
  ladder: async () => (await import("./ladder")).benches,
  keizer: async () => (await import("./keizer")).benches,
  "team-swiss": async () => (await import("./teams")).benches,
  "check-pairings": async () => (await import("./check-pairings")).benches,
  outputs: async () => (await import("./outputs")).benches,
  season: async () => (await import("./season")).benches,
  entries: async () => (await import("./entries")).benches,
  "sheets-cold": async () => (await import("./sheets-cold")).benches,
  "sheets-calls": async () => (await import("./sheets-calls")).benches,
  "sheets-every-function": async () => (await import("./sheets-cold")).tableOfEveryFunction,
  "sheets-estimate": async () => (await import("./sheets-cold")).estimateCases(),
  "excel-estimate": async () => (await import("./excel-estimate")).excelEstimateCases(),
};

async function run(filter: string | undefined): Promise<void> {
  const lines = ["| benchmark | median ms | min ms | runs | goal ms | met |", "|---|---:|---:|---:|---:|:-:|"];
  console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  for (const [area, load] of Object.entries(AREAS)) {
    if (filter !== undefined && !area.includes(filter)) continue;
    for (const b of await load()) {
      const r = measure(b);
      const met = r.goalMs === undefined ? "" : r.medianMs <= r.goalMs ? "yes" : "NO";
      const line = `| ${r.name} | ${r.medianMs.toFixed(2)} | ${r.minMs.toFixed(2)} | ${r.runs} | ${r.goalMs ?? ""} | ${met} |`;
      lines.push(line);
      console.log(line);
    }
  }
  console.log("\n" + lines.join("\n"));
}

run(process.argv[2]).catch((e) => {
  console.error(e);
  process.exit(1);
});

/** Issue 2's figures: reading a 2,000-player, 11-round wallchart and TIEBREAK_MEDIAN over it. */
import type { Bench } from "./harness";
import { sampleTournament } from "../core/formats/sample";
import { makeWallchart } from "../core/formats/wallchart";
import { parseTrf, makeTrf } from "../core/formats/trf";
import { tiebreakContext } from "../core/tiebreaks/context";
import { medianOf } from "../core/tiebreaks/median";
import { readTournament } from "../grid/tournament";
import { tiebreakMedian } from "../grid/functions/tiebreaks";

function wallchart2000(): string[][] {
  const t = sampleTournament({ players: 2000, rounds: 11, seed: 2026 });
  return makeWallchart(t.players.map((p) => p.rounds));
}

export const benches: readonly Bench[] = [
  {
    name: "read a 2,000-player × 11-round wallchart range into the model",
    setup() {
      const cells = wallchart2000();
      return () => readTournament(cells);
    },
  },
  {
    name: "TIEBREAK_MEDIAN, 2,000 × 11, after parsing",
    goalMs: 20,
    setup() {
      const t = readTournament(wallchart2000());
      return () => {
        const ctx = tiebreakContext(t);
        return t.players.map((p) => medianOf(ctx, p.id, "MODIFIED"));
      };
    },
  },
  {
    name: "TIEBREAK_MEDIAN, 2,000 × 11, whole custom function (parse + compute + render)",
    setup() {
      const cells = wallchart2000();
      return () => tiebreakMedian(cells, null);
    },
  },
  {
    name: "TRF-16 read + write, 2,000 × 11",
    setup() {
      const text = makeTrf(sampleTournament({ players: 2000, rounds: 11, seed: 2026 }));
      return () => makeTrf(parseTrf(text).value);
    },
  },
];

/** The CLI as scripts run it: a fresh `node` process per call (exceljs must not load for a .trf). */
export const cliBenches: readonly Bench[] = [
  {
    name: "CLI start to finish: `wallchart check case005.trf` (new node process)",
    runs: 10,
    setup() {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { execFileSync } = require("child_process") as typeof import("child_process");
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { join } = require("path") as typeof import("path");
      const root = join(__dirname, "..", "..");
      const bin = join(root, "bin", "wallchart.js");
      const trf = join(root, "test", "fixtures", "oracle-dutch", "case005.trf");
      return () => execFileSync(process.execPath, [bin, "check", trf]);
    },
  },
];

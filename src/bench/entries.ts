/**
 * Entries benchmarks (issue 25): 1,000 sign-up entries against a full-size FIDE list (1.2 million
 * players, generated in FIDE's exact format: fide-list.ts) through the CLI, start to finish in a new
 * node process, within 15 s and 600 MB. The peak memory (max RSS) of the last run is printed.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type { Bench } from "./harness";
import { fideTxtChunks, fideXmlChunks, generatePlayers, type GeneratedPlayer } from "./fide-list";
import { makeCsv } from "../core/formats/csv";

const FULL = 1_200_000;

/** 1,000 entries drawn from the list: 600 by FIDE ID, 300 by name, 100 with a letter dropped. */
export function signupRows(players: readonly GeneratedPlayer[], count: number): string[][] {
  const rows = [["Timestamp", "First name", "Last name", "FIDE ID", "Rating", "Birth year", "Section"]];
  const step = Math.floor(players.length / count);
  for (let i = 0; i < count; i++) {
    const p = players[i * step] as GeneratedPlayer;
    const last = i % 10 === 9 ? p.surname.slice(0, 2) + p.surname.slice(3) : p.surname;
    rows.push(["2026-11-01 10:00", p.given, last, i % 10 < 6 ? String(p.id) : "", "", String(p.born || ""), ""]);
  }
  return rows;
}

function cliRun(kind: "txt" | "xml"): Bench {
  return {
    name: `CLI entries: 1,000 sign-ups against a ${FULL.toLocaleString("en")}-player FIDE ${kind.toUpperCase()} list (new node process)`,
    goalMs: 15000,
    runs: 1,
    setup() {
      const { spawnSync } = require("child_process") as typeof import("child_process");
      const { join } = require("path") as typeof import("path");
      const fs = require("fs") as typeof import("fs");
      const os = require("os") as typeof import("os");
      const root = join(__dirname, "..", "..");
      const bin = join(root, "bin", "wallchart.js");
      const dir = fs.mkdtempSync(join(os.tmpdir(), "wallchart-entries-"));
      const list = join(dir, kind === "txt" ? "players_list_foa.txt" : "players_list_xml_foa.xml");
      const fd = fs.openSync(list, "w");
      const players = [...generatePlayers(FULL)];
      for (const chunk of kind === "txt" ? fideTxtChunks(players) : fideXmlChunks(players)) fs.writeSync(fd, chunk);
      fs.closeSync(fd);
      const signup = join(dir, "signup.csv");
      fs.writeFileSync(signup, makeCsv(signupRows(players, 1000)));
      const rss = join(dir, "rss.js");
      fs.writeFileSync(rss, "process.on('exit', () => process.stderr.write('maxRSS ' + Math.round(process.resourceUsage().maxRSS / 1024) + ' MB\\n'));");
      const out = join(dir, "event.xlsx");
      return () => {
        fs.rmSync(out, { force: true });
        const r = spawnSync(process.execPath, ["--require", rss, bin, "entries", signup, "--list", list, "-o", out], { encoding: "utf8" });
        if (r.status !== 0) throw new Error(`entries failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
        const peak = /maxRSS (\d+) MB/.exec(r.stderr)?.[1];
        console.error(`  ${kind}: peak memory ${peak} MB`);
      };
    },
  };
}

export const benches: readonly Bench[] = [cliRun("txt"), cliRun("xml")];

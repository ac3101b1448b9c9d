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

/**
 * 300 sign-ups into two sections through the playground's path: the Import entries action (preview,
 * then enter) over the in-memory workbook, the same decide, check and write as the pane's. The
 * harness times synchronous work, so the in-memory workbook is driven through the engine's
 * synchronous runner (runActionSync) rather than the playground's promise-returning one; the steps
 * are the same.
 */
function workbookRun(): Bench {
  return {
    name: "Import entries: 300 sign-ups into two sections (Open; U1600) in the playground's in-memory workbook, preview then enter",
    goalMs: 2000,
    runs: 5,
    setup() {
      const { MemoryWorkbook } = require("../workbook/memory") as typeof import("../workbook/memory");
      const { runActionSync } = require("../workbook/run") as typeof import("../workbook/run");
      const { defaultContext } = require("../workbook/wiring") as typeof import("../workbook/wiring");
      const { REVISION_KEY, nextRevision } = require("../workbook/port") as typeof import("../workbook/port");
      type Port = import("../workbook/port").SyncWorkbookPort;
      const players = [...generatePlayers(3000)];
      const table = [["Timestamp", "First name", "Last name", "FIDE ID", "Rating", "Birth year", "Section", "Byes"]];
      for (let i = 0; i < 300; i++) {
        const p = players[i * 10] as GeneratedPlayer;
        const rating = 1000 + ((i * 37) % 1400);
        table.push(["2026-11-01 10:00", p.given, p.surname, i % 3 === 0 ? String(p.id) : "", String(rating), String(p.born || ""), i % 7 === 0 ? "Open" : "", i % 11 === 0 ? "H3" : ""]);
      }
      const portOf = (wb: InstanceType<typeof MemoryWorkbook>): Port => ({
        exclusive: (work) => work(),
        read(request) {
          const sheets: Record<string, import("../workbook/port").Grid> = {};
          for (const n of [...request.sheets, ...(request.active === true ? [wb.active] : [])]) if (wb.has(n)) sheets[n] = wb.values(n);
          return { sheetNames: wb.names(), active: wb.active, sheets, settings: Object.fromEntries(wb.settings), revision: wb.settings.get(REVISION_KEY) ?? "" };
        },
        write(batch) {
          for (const n of batch.addSheets ?? []) wb.addSheet(n);
          for (const b of batch.blocks) wb.setBlock(b.sheet, b.row, b.col, b.values as import("../workbook/port").Grid);
          for (const [k, v] of Object.entries(batch.settings ?? {})) wb.settings.set(k, v);
          if (batch.revision !== undefined) wb.settings.set(REVISION_KEY, nextRevision(batch.revision));
        },
      });
      const args = { table, source: "signup.csv", sections: "Open; U1600: under 1600" };
      const first = runActionSync(portOf(new MemoryWorkbook()), "importEntries", args, defaultContext);
      const acknowledged = first.kind === "confirm" ? (first.warnings ?? []) : [];
      return () => {
        const port = portOf(new MemoryWorkbook());
        runActionSync(port, "importEntries", { ...args, preview: true }, defaultContext);
        const o = runActionSync(port, "importEntries", { ...args, acknowledged }, defaultContext);
        if (o.kind !== "done" || !o.message.startsWith("Entered 300 players")) throw new Error(`import failed: ${o.message}`);
      };
    },
  };
}

export const benches: readonly Bench[] = [workbookRun(), cliRun("txt"), cliRun("xml")];

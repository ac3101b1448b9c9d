/*
 * The playground: the Wallchart pane beside an in-memory workbook holding a sample event, no Office
 * needed. Every action works as in Excel and Sheets (the same actions over the in-memory port), and
 * results can be typed into the grid. URL options: ?players=40&rounds=5&played=0&seed=7&system=USCF
 * (or DUTCH, PANAM1954), ?empty, ?ladder (a club ladder: taskpane/ladder-sample.ts), ?teams (a league of
 * eight clubs × four boards; ?teams=swiss the same clubs in a five-round team Swiss: teams-sample.ts).
 */
import { sampleTournament } from "../src/core/formats/sample";
import { makeWorkbook } from "../src/core/formats/workbook";
import { pairingSystem, pairRound } from "../src/core/pairing";
import type { ActionArgs, ActionName } from "../src/workbook/api";
import { MemoryWorkbook, memoryPort } from "../src/workbook/memory";
import { runActionAsync } from "../src/workbook/run";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../src/workbook/settings";
import { defaultContext } from "../src/workbook/wiring";
import { h } from "./dom";
import { mountGrid } from "./grid";
import { sampleLadder } from "./ladder-sample";
import { samplePeriod } from "./period-sample";
import { offThread, pageWorker } from "./off-thread";
import { engineProgress } from "./pairing-progress";
import { sampleTeams } from "./teams-sample";
import { mountPane, type Backend } from "./pane";

function option(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const v = Number(params.get(name));
  return Number.isInteger(v) && v >= 0 && v <= max && params.has(name) ? v : fallback;
}

/** The sample event as a workbook: players numbered by rating, `played` rounds already in. */
export function sampleWorkbook(
  players: number,
  rounds: number,
  played: number,
  seed: number,
  system = "USCF",
): MemoryWorkbook {
  // The rounds already played are paired by the engine of the event's system, as the pane would.
  const engine = pairingSystem(system);
  const t = sampleTournament({
    players,
    rounds: played,
    seed,
    pair: (so, round) => pairRound({ ...so, totalRounds: rounds }, round, engine, { totalRounds: rounds }),
  });
  const wb = new MemoryWorkbook(makeWorkbook({ ...t, totalRounds: rounds }).sheets);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds, system })));
  wb.activate(played > 0 ? "Wallchart" : "Players");
  return wb;
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const players = option(params, "players", 40, 2000);
  const rounds = option(params, "rounds", 5, 30);
  const played = Math.min(option(params, "played", 0, 30), rounds);
  const seed = option(params, "seed", 7, 1e9);
  const system = params.get("system") ?? "USCF";
  const ladder = params.has("ladder");
  const period = params.has("period");
  const teams = params.has("teams") ? (params.get("teams") === "swiss" ? "swiss" : "roundRobin") : null;
  const wb = params.has("empty")
    ? new MemoryWorkbook()
    : ladder
      ? sampleLadder()
      : period
        ? samplePeriod(option(params, "period", 40, 20000), option(params, "games", 200, 200000))
        : teams !== null
          ? sampleTeams(teams)
          : sampleWorkbook(players, rounds, played, seed, system);
  const port = memoryPort(wb);
  // The sample ladder's Ladder sheet is written as the pane writes it (and so known as Wallchart's own).
  if (ladder) await runActionAsync(port, "refreshLadder", {}, defaultContext);
  // Pairing in a Web Worker, as in Excel (off-thread.ts); ?inpage pairs in the page, as before.
  const worker = offThread(params.has("inpage") ? () => null : pageWorker, defaultContext, (reached, of) =>
    engineProgress(document.getElementById("working"), reached, of),
  );
  const backend: Backend = {
    host: "playground",
    run: <N extends ActionName>(name: N, args: ActionArgs[N]) =>
      runActionAsync(port, name, args, defaultContext, worker.offload),
  };

  const book = h("section", { className: "pg-book", "aria-label": "Workbook" });
  const paneRoot = h("main", { className: "pane pg-pane", id: "app", "aria-label": "Wallchart pane" });
  const intro = h(
    "header",
    { className: "pg-top" },
    h("h1", {}, "Wallchart playground"),
    h(
      "p",
      {},
      params.has("empty")
        ? "An empty workbook. Set up an event in the pane, or import a TRF file."
        : period
          ? "A ratings officer's period: the Rating players sheet (the player file) and the period's Games. Open Ratings period in the pane and press Rate the period. Nothing leaves this page."
          : teams !== null
            ? `The county league's eight clubs, four boards a match (the Teams sheet: each club's players strongest first), ${teams === "swiss" ? "in a five-round team Swiss (FIDE's Swiss Team Pairing System)" : "playing every club once: seven rounds"}. In the pane's Teams task press Pair next round, type the results on the Match sheet, press Enter results, and so on. Nothing leaves this page.`
            : ladder
              ? "The Riverside club's challenge ladder (docs/ladder.md), eight rows into the season. In the pane's Ladder section, record the next games: on 2025-03-04 Ivan challenges Greg and wins 1-0, then Brian challenges Alice and loses 0-1. Nothing leaves this page."
              : `A sample event of ${players} players and ${rounds} rounds. Press Pair next round, type the results into the Round sheet's Result column (1-0, 0-1, ½-½, 1F-0F, 0F-1F), press Enter results, and so on. Nothing leaves this page.`,
    ),
  );
  // One Tab from the top of the page to the pane (the grid has a stop for every cell).
  const skip = h("a", { href: "#pair", className: "skip-link", id: "skip-to-pane" }, "Skip to the pane");
  skip.addEventListener("click", (e) => {
    e.preventDefault();
    pane.focus();
  });
  document.body.replaceChildren(skip, intro, h("div", { className: "pg-main" }, book, paneRoot));
  mountGrid(book, wb);
  const pane = mountPane(paneRoot, backend);
  worker.warm();
  if (ladder) {
    // The sample season's next club night, rather than today (the pane's own default).
    const date = document.getElementById("ladder-date") as HTMLInputElement | null;
    if (date !== null) date.value = "2025-03-04";
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  wb.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void pane.refresh(), 400);
  });
  // For the browser tests: the workbook, the pane, and the actions as the pane's host runs them.
  (window as unknown as { wallchart: unknown }).wallchart = { workbook: wb, pane, run: backend.run, decided: worker.counts };
}

void start();

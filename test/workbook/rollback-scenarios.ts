/**
 * The actions the fault-injection suites run on every host (memory, Excel, Sheets), each from the
 * workbook just before it: every write of each is made to fail in turn. The thirteen of issue 17;
 * for issue 28, Return a player, Pair around, Team standings, Set up a round robin, Import TRF over
 * an event, Set up Keizer club nights, Set up a ladder, Record a ladder game and Set up a team
 * competition; then every other action that writes (rollback-desks.ts).
 */
import { MemoryWorkbook } from "../../src/workbook/memory";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import { expectDone, harness, sampleBook, typeResults } from "./helpers";
import { agreed, type Scenario } from "./rollback-agreed";
import { DESK_SCENARIOS } from "./rollback-desks";

export { argsOf, type Scenario } from "./rollback-agreed";
export { READ_ONLY } from "./rollback-desks";

/** Round 2 paired, no results yet. */
async function round2Paired(): Promise<MemoryWorkbook> {
  const h = harness(await entered());
  expectDone(await h.run("pairNext"));
  return h.wb;
}

/** Round 2 paired and half its results typed, not yet entered: an undo deletes a sheet holding typed results. */
async function round2Typed(): Promise<MemoryWorkbook> {
  const h = harness(await entered());
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, "Round 2", (_w, _b, board) => (board <= 2 ? "1-0" : ""));
  h.wb.activate("Wallchart");
  return h.wb;
}

async function paired(): Promise<MemoryWorkbook> {
  const h = harness(sampleBook(8, 3));
  expectDone(await h.run("pairNext"));
  return h.wb;
}

export async function withResults(): Promise<MemoryWorkbook> {
  const wb = await paired();
  typeResults(wb, "Round 1");
  return wb;
}

async function entered(): Promise<MemoryWorkbook> {
  const h = harness(await withResults());
  expectDone(await h.run("enterResults"));
  return h.wb;
}

async function withStandings(): Promise<MemoryWorkbook> {
  const h = harness(await entered());
  expectDone(await h.run("standings"));
  return h.wb;
}

/** Round 1 entered and #2 withdrawn: Return a player writes him back in. */
async function withdrawn(): Promise<MemoryWorkbook> {
  const h = harness(await entered());
  expectDone(await h.run("withdrawPlayer", { player: 2 }));
  return h.wb;
}

/** The event of `entered()` as a TRF file, to import over a workbook that holds an event (stale sheets deleted). */
async function trfText(): Promise<string> {
  const h = harness(await round2Paired());
  return expectDone(await h.run("exportTrf")).file?.text ?? "";
}

/** A club ladder set up by the action (four players), its first game to record next. */
async function ladderClub(): Promise<MemoryWorkbook> {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: ["Ann", "Bob", "Cy", "Di"] }));
  return h.wb;
}

const FIRST: readonly Scenario[] = [
  { name: "Pair next round (round 1: a new sheet, the wallchart, settings)", book: async () => sampleBook(8, 3), action: "pairNext" },
  { name: "Enter results", book: withResults, action: "enterResults" },
  { name: "Standings (a generated sheet and its fingerprint setting)", book: entered, action: "standings" },
  { name: "Standings rewritten", book: withStandings, action: "standings" },
  {
    name: "Save settings",
    book: async () => sampleBook(6, 3),
    action: "saveSettings",
    args: { settings: { system: "USCF", tiebreaks: ["SOLKOFF"], rounds: 5 } } as ActionArgs[ActionName],
  },
  { name: "Add a player (late entry)", book: entered, action: "addPlayer", args: { name: "Zed Late", rating: 1500, missed: "H" } as ActionArgs[ActionName] },
  { name: "Requests", book: entered, action: "setRequests", args: { player: 3, requests: "H3" } as ActionArgs[ActionName] },
  { name: "Withdraw a player", book: entered, action: "withdrawPlayer", args: { player: 2 } as ActionArgs[ActionName] },
  { name: "Crosstable", book: entered, action: "crosstable" },
  { name: "Switch a board's colours", book: round2Paired, action: "editRound", args: agreed("editRound", { op: "switchColours", board: 3 }) },
  { name: "Undo (round 2's pairing: deletes the Round 2 sheet with typed results)", book: round2Typed, action: "undo", args: agreed("undo") },
  { name: "Undo the round's pairing (the same sheet)", book: round2Typed, action: "undoRound", args: agreed("undoRound") },
  { name: "Pair the round again", book: round2Typed, action: "repairRound", args: agreed("repairRound") },
  // Issue 28, item 7: beyond the thirteen, every other action that writes an event's sheets.
  { name: "Return a player", book: withdrawn, action: "returnPlayer", args: { player: 2 } as ActionArgs[ActionName] },
  { name: "Pair around a fixed board", book: entered, action: "pairAround", args: agreed("pairAround", { fixed: [{ white: 1, black: 8 }] }) },
  { name: "Team standings", book: entered, action: "teams", args: { method: "US", top: 2 } as ActionArgs[ActionName] },
  { name: "Set up a round robin", book: async () => sampleBook(6, 5), action: "setUpRoundRobin", args: agreed("setUpRoundRobin", { cycles: 1, seats: null }) },
  {
    name: "Import TRF over an event (its sheets replaced, stale Round sheets deleted)",
    book: round2Typed,
    action: "importTrf",
    args: async (wb, make) => agreed("importTrf", { text: await trfText(), name: "event.trf" })(wb, make),
  },
  { name: "Set up Keizer club nights", book: async () => sampleBook(6, 12), action: "setUpKeizer", args: agreed("setUpKeizer", { table: "" }) },
  {
    name: "Set up a ladder (its sheets added)",
    book: async () => new MemoryWorkbook([{ name: "Sheet1", cells: [] }]),
    action: "setupLadder",
    args: { type: "CHALLENGE", players: ["Ann", "Bob", "Cy"] } as ActionArgs[ActionName],
  },
  {
    name: "Record a ladder game (the log appended, the ladder rebuilt)",
    book: ladderClub,
    action: "recordLadderGame",
    args: { date: "2025-03-04", challenger: "Cy", defender: "Ann", result: "1-0" } as ActionArgs[ActionName],
  },
  {
    name: "Set up a team competition",
    book: async () => new MemoryWorkbook([]),
    action: "setupTeams",
    args: { system: "roundRobin", boards: 4 } as ActionArgs[ActionName],
  },
];

/** Every action that writes (the first twenty-two, then rollback-desks.ts): forty-four scenarios. */
export const SCENARIOS: readonly Scenario[] = [...FIRST, ...DESK_SCENARIOS];

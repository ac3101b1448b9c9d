/**
 * A real weekend Swiss, start to finish (issue 11's acceptance script): 37 players, 4 byes requested
 * ahead before round 1, 3 late entries with half-point byes for round 1, a round-1 result corrected
 * after round 2 is paired and round 2 re-paired, 2 withdrawals and 1 return, one undo of a round's
 * pairing, 5 rounds under US Chess. The same script runs over any host (the in-memory workbook, the
 * Excel adapter, the built Sheets bundle, the playground in a browser): `Host.run` is the host's way
 * to run an action, `Host.wb` the workbook the director types into. `replay` plays the same event
 * through the core alone; at the end the wallchart must equal it, and the TRF export must re-import
 * to the same event.
 */
import { sampleTournament } from "../../src/core/formats/sample";
import { parseTrf } from "../../src/core/formats/trf";
import { readWorkbook } from "../../src/core/formats/workbook";
import { forRound } from "../../src/core/model/requests";
import type { Entry, Player, Request, Tournament } from "../../src/core/model/types";
import { BOARD_RESULT_SIDES, type BoardResult } from "../../src/core/model/types";
import { pairRound } from "../../src/core/pairing";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import type { MemoryWorkbook } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import type { Grid } from "../../src/workbook/port";
import { resultFor, sampleBook } from "./helpers";

export const PLAYERS = 37;
export const ROUNDS = 5;
export const SEED = 7;

type Maybe<T> = T | Promise<T>;

/** What the script needs of a host: run an action, and the director's hands on the workbook. */
export interface Host {
  run<N extends ActionName>(name: N, args: ActionArgs[N]): Maybe<Outcome>;
  values(sheet: string): Maybe<Grid>;
  type(sheet: string, row: number, col: number, text: string): Maybe<void>;
  activate(sheet: string): Maybe<void>;
  sheets(): Maybe<{ name: string; cells: Grid }[]>;
}

/** A host over an in-memory workbook (the tests' own, or the one a fake Excel or Sheets wraps). */
export function memoryHost(wb: MemoryWorkbook, run: Host["run"]): Host {
  return {
    run,
    values: (sheet) => wb.values(sheet),
    type: (sheet, row, col, text) => wb.type(sheet, row, col, text),
    activate: (sheet) => wb.activate(sheet),
    sheets: () => wb.toSheets(),
  };
}

/** The workbook the weekend starts from: the sample event's 37 players, 5 rounds planned. */
export function weekendBook(): MemoryWorkbook {
  return sampleBook(PLAYERS, ROUNDS, SEED);
}

const LATE = [
  { name: "Late Lena", rating: 1850 },
  { name: "Late Luis", rating: 1450 },
  { name: "Late Lou", rating: null },
] as const;

/** Requests taken before round 1: half-point byes and an absence ahead. */
const AHEAD: readonly [number, string][] = [
  [5, "H3"],
  [10, "H4"],
  [15, "U4"],
];

/** The result each board gets; round 1's first board is corrected (the director typed it wrong). */
function result(round: number, white: number, black: number, board: number, corrected: boolean): BoardResult {
  const r = resultFor(white, black, board) as BoardResult;
  if (round === 1 && board === 1 && corrected) return r === "1-0" ? "0-1" : "1-0";
  return r;
}

function done(o: Outcome, what: string): Extract<Outcome, { kind: "done" }> {
  if (o.kind !== "done")
    throw new Error(
      `${what}: ${o.kind}: ${o.message} ${JSON.stringify(o.kind === "refused" ? o.problems : o.overwrites)}`,
    );
  return o;
}

/** Runs an action as a director who has read every question and said yes. */
async function agree<N extends ActionName>(
  host: Host,
  name: N,
  args: ActionArgs[N] = {} as ActionArgs[N],
): Promise<Extract<Outcome, { kind: "done" }>> {
  let o = await host.run(name, args);
  let a: ActionArgs[N] = args;
  for (let i = 0; i < 3 && o.kind === "confirm"; i++) {
    a =
      (o.warnings ?? []).length > 0
        ? { ...a, acknowledged: o.warnings }
        : { ...a, confirmed: o.overwrites.map((x) => ({ cell: x.cell, was: x.was })) };
    o = await host.run(name, a);
  }
  return done(o, name);
}

function column(grid: Grid, header: string): number {
  const row = grid.find((r) => r.some((c) => String(c ?? "").toLowerCase() === header.toLowerCase())) ?? [];
  return row.findIndex((c) => String(c ?? "").toLowerCase() === header.toLowerCase());
}

/** Types every board's result into the round sheet's Result column (found by its header). */
async function typeResults(host: Host, round: number, corrected: boolean): Promise<void> {
  const sheet = `Round ${round}`;
  const grid = await host.values(sheet);
  const [w, b, r, n] = ["White", "Black", "Result", "Board"].map((h) => column(grid, h)) as [
    number,
    number,
    number,
    number,
  ];
  for (const [i, row] of grid.entries()) {
    const board = row[n];
    if (i === 0 || typeof board !== "number") continue;
    const white = Number(/^#(\d+)/.exec(String(row[w]))?.[1]);
    const black = Number(/^#(\d+)/.exec(String(row[b]))?.[1]);
    const typed = result(round, white, black, board, corrected);
    if (String(row[r] ?? "") !== typed) await host.type(sheet, i, r, typed);
  }
}

async function playRound(host: Host, round: number): Promise<void> {
  done(await agree(host, "pairNext"), `pair round ${round}`);
  await typeResults(host, round, false);
  done(await agree(host, "enterResults"), `results of round ${round}`);
}

/** What the script did, for the report. */
export interface WeekendLog {
  readonly steps: string[];
}

/** The weekend, through the host's actions only (and the director's typing). */
export async function playWeekend(host: Host): Promise<WeekendLog> {
  const steps: string[] = [];
  const say = (o: Outcome) => steps.push(o.message);
  for (const [player, requests] of AHEAD) say(await agree(host, "setRequests", { player, requests }));
  // One more typed straight into the wallchart's Request column.
  const req = column(await host.values("Wallchart"), "Request");
  await host.type("Wallchart", 20, req, "H5");

  await playRound(host, 1);
  for (const p of LATE) say(await agree(host, "addPlayer", { name: p.name, rating: p.rating, missed: "H" }));

  // Round 2 is paired; then round 1's first board turns out to have been typed the wrong way round.
  say(await agree(host, "pairNext"));
  await typeResults(host, 1, true);
  await host.activate("Round 1");
  const corrected = await agree(host, "enterResults");
  say(corrected);
  if (!JSON.stringify(corrected.data ?? {}).includes("repairRound"))
    throw new Error(`no re-pair offered: ${corrected.message}`);
  say(await agree(host, "repairRound"));
  await typeResults(host, 2, false);
  say(await agree(host, "enterResults"));

  say(await agree(host, "withdrawPlayer", { player: 7 }));
  await playRound(host, 3);
  say(await agree(host, "withdrawPlayer", { player: 12 }));
  say(await agree(host, "returnPlayer", { player: 7, fromRound: 5 }));

  // Round 4 is paired, taken back (the director forgot a bye), and paired again.
  say(await agree(host, "pairNext"));
  say(await agree(host, "undoRound"));
  await playRound(host, 4);
  await playRound(host, 5);
  say(await agree(host, "standings"));
  return { steps };
}

/** The same event through the core alone: pairRound on the tournament, the same results, the same changes. */
export function replay(): Tournament {
  const start = sampleTournament({ players: PLAYERS, rounds: 0, seed: SEED });
  let players: Player[] = start.players.map((p) => ({ ...p, rounds: [] }));
  const setRequests = (id: number, requests: Record<number, Request>) => {
    players = players.map((p) => (p.id === id ? { ...p, requests } : p));
  };
  for (const [id, text] of [...AHEAD, [20, "H5"] as [number, string]]) {
    const m = /^([HU])(\d)$/.exec(text) as RegExpExecArray;
    setRequests(id, { [Number(m[2])]: m[1] === "H" ? "halfBye" : "zeroBye" });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    if (round === 2)
      LATE.forEach((p, i) =>
        players.push({
          id: PLAYERS + i + 1,
          name: p.name,
          rating: p.rating,
          rounds: [{ kind: "halfBye", opponent: 0, colour: null }],
          joinedRound: 2,
        }),
      );
    if (round === 3) setRequests(7, { 3: "withdrawn" });
    if (round === 4) {
      setRequests(12, { 4: "withdrawn" });
      setRequests(7, { 4: "zeroBye" });
    }
    const t: Tournament = { ...start, players, totalRounds: ROUNDS };
    const pairing = pairRound(forRound(t, round, { ahead: true }), round, "USCF", {
      separateTeams: true,
      totalRounds: ROUNDS,
    });
    const entries = new Map<number, Entry>();
    pairing.boards.forEach((b, i) => {
      const [w, k] = BOARD_RESULT_SIDES[result(round, b.white, b.black, i + 1, true)];
      entries.set(b.white, { kind: w, opponent: b.black, colour: "w" });
      entries.set(b.black, { kind: k, opponent: b.white, colour: "b" });
    });
    for (const u of pairing.unpaired) {
      const kind =
        u.reason === "pab"
          ? "pab"
          : u.reason === "halfBye"
            ? "halfBye"
            : u.reason === "fullBye"
              ? "fullBye"
              : "zeroBye";
      entries.set(u.player, { kind, opponent: 0, colour: null });
    }
    players = players.map((p) => {
      const rounds = [...p.rounds];
      const e = entries.get(p.id);
      if (e !== undefined) rounds[round - 1] = e;
      return { ...p, rounds };
    });
  }
  return { ...start, players, totalRounds: ROUNDS };
}

/** Each player's rounds as comparable text: `W12w L3b H U B`. */
export function chartOf(t: Tournament): string[] {
  const cell = (e: Entry | null | undefined) =>
    e === null || e === undefined ? "." : `${e.kind}${e.opponent === 0 ? "" : e.opponent}${e.colour ?? ""}`;
  return t.players.map(
    (p) => `#${p.id} ${p.name}: ${Array.from({ length: ROUNDS }, (_, j) => cell(p.rounds[j])).join(" ")}`,
  );
}

/** The event as the workbook holds it at the end, read by the core. */
export async function readEnd(host: Host): Promise<{ t: Tournament; problems: string[] }> {
  const read = readWorkbook({ sheets: await host.sheets() });
  return { t: read.value, problems: read.problems.map((p) => p.message) };
}

/** The TRF export, re-imported. */
export async function trfRoundTrip(host: Host): Promise<Tournament> {
  const out = done(await host.run("exportTrf", {}), "exportTrf");
  const parsed = parseTrf(out.file?.text ?? "");
  if (parsed.problems.length > 0) throw new Error(parsed.problems.map((p) => p.message).join("; "));
  return parsed.value;
}

/** What the workbook tests share: a simple stand-in pairing, a sample workbook, and result typing. */
import { sampleTournament } from "../../src/core/formats/sample";
import { makeWorkbook } from "../../src/core/formats/workbook";
import { score } from "../../src/core/model/points";
import type { Tournament } from "../../src/core/model/types";
import type { Board, Pairing, Unpaired } from "../../src/core/pairing/types";
import type { ActionArgs, ActionName } from "../../src/workbook/api";
import type { ActionContext, PairFn } from "../../src/workbook/context";
import { MemoryWorkbook, memoryPort } from "../../src/workbook/memory";
import type { Outcome } from "../../src/workbook/outcome";
import type { AsyncWorkbookPort, Grid } from "../../src/workbook/port";
import { runActionAsync } from "../../src/workbook/run";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../../src/workbook/settings";
import { standings } from "../../src/workbook/wiring";

/**
 * A simple pairing for tests (not a rules engine): players by score then number, the lowest
 * without a bye gets it, each takes the first player below not met before; colours alternate.
 */
export const simplePair: PairFn = (t: Tournament, round: number): Pairing => {
  const out: Unpaired[] = [];
  const playing = t.players.filter((p) => {
    const pre = p.rounds[round - 1] ?? null;
    if (p.withdrawn === true) out.push({ player: p.id, reason: "withdrawn" });
    else if (p.request === "halfBye" || pre?.kind === "halfBye") out.push({ player: p.id, reason: "halfBye" });
    else if (p.request === "zeroBye" || pre?.kind === "zeroBye") out.push({ player: p.id, reason: "zeroBye" });
    else return true;
    return false;
  });
  const upTo = round - 1;
  playing.sort((a, b) => score(b, upTo) - score(a, upTo) || a.id - b.id);
  if (playing.length % 2 === 1) {
    let k = playing.length - 1;
    while (k > 0 && playing[k]?.rounds.some((e) => e?.kind === "pab")) k--;
    const [bye] = playing.splice(k, 1);
    if (bye !== undefined) out.unshift({ player: bye.id, reason: "pab" });
  }
  const met = (a: number, b: number) => t.players[a - 1]?.rounds.some((e) => e?.opponent === b) ?? false;
  const boards: Board[] = [];
  const left = [...playing];
  while (left.length > 0) {
    const a = left.shift()!;
    let j = left.findIndex((b) => !met(a.id, b.id));
    if (j < 0) j = 0;
    const [b] = left.splice(j, 1);
    if (b === undefined) break;
    boards.push(boards.length % 2 === 0 ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
  }
  return { round, boards, unpaired: out };
};

export const testContext: ActionContext = { pair: simplePair, standings };

/** A workbook holding the sample event (players, no rounds), `rounds` planned. */
export function sampleBook(players = 10, rounds = 3, seed = 3): MemoryWorkbook {
  const t = sampleTournament({ players, rounds: 0, seed });
  const wb = new MemoryWorkbook(makeWorkbook({ ...t, totalRounds: rounds }).sheets);
  wb.settings.set(SETTINGS_KEY, settingsText(normalizeSettings({ rounds })));
  wb.activate("Players");
  return wb;
}

export interface Harness {
  readonly wb: MemoryWorkbook;
  readonly port: AsyncWorkbookPort;
  run<N extends ActionName>(name: N, args?: ActionArgs[N]): Promise<Outcome>;
}

export function harness(wb: MemoryWorkbook, context: ActionContext = testContext): Harness {
  const port = memoryPort(wb);
  return { wb, port, run: (name, args) => runActionAsync(port, name, (args ?? {}) as never, context) };
}

/** The result each board gets in the tests: decided by the pairing numbers, so any run can repeat it. */
export function resultFor(white: number, black: number, board: number): string {
  const r = (white * 7 + black * 3 + board) % 5;
  return r === 0 || r === 1 ? "1-0" : r === 2 ? "0-1" : r === 3 ? "½-½" : white % 2 === 0 ? "1F-0F" : "0-1";
}

/** Where a round sheet's White, Black and Result columns are (by their headers in the first row). */
export function roundColumns(grid: readonly (readonly unknown[])[]): { white: number; black: number; result: number } {
  const header = (grid[0] ?? []).map((c) => String(c ?? "").toLowerCase());
  return { white: header.indexOf("white"), black: header.indexOf("black"), result: header.indexOf("result") };
}

/** Types a result into every board of a round sheet (its Result column). */
export function typeResults(
  wb: MemoryWorkbook,
  sheet: string,
  result: (white: number, black: number, board: number) => string = resultFor,
): number {
  const grid = wb.values(sheet);
  const { white: wc, black: bc, result: rc } = roundColumns(grid);
  let typed = 0;
  grid.forEach((row, r) => {
    if (r === 0 || typeof row[0] !== "number") return;
    const white = Number(/^#(\d+)/.exec(String(row[wc]))?.[1]);
    const black = Number(/^#(\d+)/.exec(String(row[bc]))?.[1]);
    wb.type(sheet, r, rc, result(white, black, row[0]));
    typed++;
  });
  return typed;
}

export function expectDone(o: Outcome): Extract<Outcome, { kind: "done" }> {
  if (o.kind !== "done")
    throw new Error(
      `expected done, got ${o.kind}: ${o.message} ${JSON.stringify(o.kind === "refused" ? o.problems : o.overwrites)}`,
    );
  return o;
}

/** A column of a sheet as text, from the row under the header. */
export function column(grid: Grid, col: number): string[] {
  return grid.slice(1).map((r) => (r[col] === null || r[col] === undefined ? "" : String(r[col])));
}

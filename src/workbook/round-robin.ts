/**
 * A round-robin event in the workbook (settings `format: "roundRobin"`): Pair next round posts the
 * next round of the Berger schedule (core pairing/round-robin-event.ts) through the same Round sheet,
 * Enter results and undo as the Swiss. A game a withdrawn or absent player cannot play is posted as a
 * forfeit at once (its Result cell filled, both wallchart cells written), so the round waits only for
 * the games really played.
 */
import { ChessInputError } from "../core/errors";
import type { Tournament } from "../core/model/types";
import { pairRoundRobinEvent, roundRobinEventRounds, type Forfeit } from "../core/pairing/round-robin-event";
import type { Pairing } from "../core/pairing/types";
import type { EventSettings } from "./settings";
import type { StandingsFn, StandingsTable } from "./context";
import { replace, roundRobinWithdrawals } from "../core/standings/withdrawals";
import type { Cell, Grid } from "./port";

export interface RoundRobinPosting {
  readonly pairing: Pairing;
  /** Wallchart cells of the forfeited games, by pairing number. */
  readonly cells: ReadonlyMap<number, Cell>;
  readonly forfeits: readonly Forfeit[];
}

/** The round-robin schedule's length for the event, or the sentence that says why it cannot be played. */
export function roundRobinPlanned(t: Tournament, settings: EventSettings): number | string {
  try {
    return roundRobinEventRounds(t.players.length, settings.cycles);
  } catch (e) {
    if (e instanceof ChessInputError) return e.message;
    throw e;
  }
}

/** The forfeit's board result as the Round sheet's Result cell shows it. */
function forfeitResult(f: Forfeit): string {
  const w = f.absent.includes(f.board.white);
  const b = f.absent.includes(f.board.black);
  return w && b ? "0F-0F" : w ? "0F-1F" : "1F-0F";
}

/**
 * Round `round` of the event's round robin (`t` with each player's request for the round), or the
 * sentence that says why it cannot be paired (a player added after round 1, seats for another field).
 */
export function pairRoundRobinRound(t: Tournament, round: number, settings: EventSettings): RoundRobinPosting | string {
  let got;
  try {
    got = pairRoundRobinEvent(t, round, { cycles: settings.cycles, seats: settings.seats });
  } catch (e) {
    if (e instanceof ChessInputError) return e.message;
    throw e;
  }
  const cells = new Map<number, Cell>();
  for (const f of got.forfeits) {
    const { white, black } = f.board;
    cells.set(white, `${f.absent.includes(white) ? "F" : "X"}${black}w`);
    cells.set(black, `${f.absent.includes(black) ? "F" : "X"}${white}b`);
  }
  return { pairing: got.pairing, cells, forfeits: got.forfeits };
}

/** The Round sheet with the forfeits' Result cells filled (the grid of rounds.ts roundGrid: boards in order from row 1). */
export function withForfeitResults(grid: Grid, posting: RoundRobinPosting): Grid {
  if (posting.forfeits.length === 0) return grid;
  const col = grid[0]?.length === undefined ? -1 : grid[0].length - 1;
  return grid.map((row, i) => {
    const b = i === 0 ? undefined : posting.pairing.boards[i - 1];
    const f = b === undefined ? undefined : posting.forfeits.find((x) => x.board === b);
    return f === undefined || col < 0 ? row : row.map((c, j) => (j === col ? forfeitResult(f) : c));
  });
}

/**
 * The standings of a round robin: C.05's withdrawal rule applied (a player who left before completing
 * half his games is left out, his games void for everyone), the places closed up, and one line per
 * player left out saying why.
 */
export function roundRobinStandings(
  t: Tournament,
  settings: EventSettings,
  standings: StandingsFn,
): { table: StandingsTable; notes: string[] } {
  const scheduled = (t.players.length - 1) * settings.cycles;
  const view = roundRobinWithdrawals(t, scheduled);
  const table = standings(view.tournament, settings.tiebreaks, settings.tiebreakRules);
  if (view.notCounted.length === 0) return { table, notes: [] };
  const out = new Set(view.notCounted.map((o) => o.id));
  const removed = table.rows.map((r) => out.has(Number(r[1])));
  const places = replace(
    table.rows.map((r) => String(r[0] ?? "")),
    removed,
  );
  const rows = table.rows.filter((_, i) => removed[i] !== true).map((r, i) => [places[i] ?? "", ...r.slice(1)]);
  const notes = view.notCounted.map((o) => {
    const p = t.players[o.id - 1];
    return `Not counted: #${o.id}${p === undefined || p.name === "" ? "" : ` ${p.name}`} withdrew after ${o.played} of ${scheduled} games, under half, so those results stay in the crosstable but not in the standings (FIDE C.05).`;
  });
  return { table: { header: table.header, rows }, notes };
}

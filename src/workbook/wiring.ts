/**
 * The real pairing and standings, as the hosts give them to the actions. This is the one place to
 * change when the core's entry points move: `pairRound` (src/core/pairing/index.ts, the dispatcher
 * over the USCF, DUTCH and PANAM1954 engines) and the standings of src/core/standings.
 */
import { fail } from "../core/errors";
import { score } from "../core/model/points";
import type { Tournament } from "../core/model/types";
import { pairUscf } from "../core/pairing/uscf";
import type { PairingSystem } from "../core/pairing/types";
import { TIEBREAKS, type TiebreakCode, tiebreakCode, tiebreakContext, tiebreakValues } from "../core/tiebreaks";
import type { ActionContext, PairFn, StandingsFn, StandingsTable } from "./context";
import type { Cell } from "./port";

/** The engines available until the dispatcher lands: USCF. */
const ENGINES: Partial<Record<PairingSystem, PairFn>> = {
  USCF: (t, round, _system, options) => pairUscf(t, round, options),
};

export const pair: PairFn = (t, round, system, options) => {
  const engine = ENGINES[system];
  if (engine === undefined) {
    return fail("BAD_ARGUMENT", `settings: the ${system} pairing system is not available in this build yet (choose USCF)`);
  }
  return engine(t, round, system, options);
};

/**
 * Standings: score, then each tiebreak in order, then pairing number; players equal on score and
 * every tiebreak share a place ("3-4").
 */
export const standings: StandingsFn = (t: Tournament, tiebreaks: readonly string[]): StandingsTable => {
  const codes = tiebreaks.map((tb, i) => tiebreakCode(tb, `tiebreak ${i + 1}`));
  const ctx = tiebreakContext(t);
  const columns = codes.map((code) => tiebreakValues(ctx, code));
  const scores = t.players.map((p) => score(p));
  const order = t.players.map((p) => p.id - 1);
  // Higher is better everywhere except where a system says lower (FIDE_DE): such values are negated.
  const sign = codes.map((code) => (TIEBREAKS[code].better === "lower" ? -1 : 1));
  const key = (i: number): number[] => [scores[i] ?? 0, ...columns.map((c, j) => (c[i] ?? 0) * (sign[j] ?? 1))];
  const cmp = (a: number, b: number): number => {
    const ka = key(a);
    const kb = key(b);
    for (let k = 0; k < ka.length; k++) if ((ka[k] ?? 0) !== (kb[k] ?? 0)) return (kb[k] ?? 0) - (ka[k] ?? 0);
    return 0;
  };
  order.sort((a, b) => cmp(a, b) || a - b);
  const rows: Cell[][] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && cmp(order[start] as number, order[end + 1] as number) === 0) end++;
    const place = start === end ? String(start + 1) : `${start + 1}-${end + 1}`;
    for (let k = start; k <= end; k++) {
      const i = order[k] as number;
      const p = t.players[i];
      if (p === undefined) continue;
      rows.push([place, p.id, p.name, (scores[i] ?? 0) / 10, ...columns.map((c, j) => (c[i] ?? 0) / TIEBREAKS[codes[j] as TiebreakCode].scale)]);
    }
    start = end + 1;
  }
  return { header: ["Place", "#", "Name", "Score", ...codes], rows };
};

export const defaultContext: ActionContext = { pair, standings };

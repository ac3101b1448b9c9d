/**
 * The real pairing and standings, as the hosts give them to the actions. This is the one place to
 * change when the core's entry points move: `pairRound` (src/core/pairing/index.ts, the dispatcher
 * over the USCF, DUTCH and PANAM1954 engines) and the standings of src/core/standings.
 */
import { fail } from "../core/errors";
import type { Tournament } from "../core/model/types";
import { pairPanAm1954 } from "../core/pairing/panam1954";
import { pairUscf } from "../core/pairing/uscf";
import type { PairingSystem } from "../core/pairing/types";
import { standings as coreStandings, standingsOrder } from "../core/standings";
import type { ActionContext, PairFn, StandingsFn, StandingsTable } from "./context";
import type { Cell } from "./port";

/** The engines, until the dispatcher (pairRound) lands: USCF and PANAM1954; DUTCH comes with it. */
const ENGINES: Partial<Record<PairingSystem, PairFn>> = {
  USCF: (t, round, _system, options) => pairUscf(t, round, options),
  PANAM1954: (t, round, _system, options) => pairPanAm1954(t, round, options),
};

export const pair: PairFn = (t, round, system, options) => {
  const engine = ENGINES[system];
  if (engine === undefined) {
    return fail(
      "BAD_ARGUMENT",
      `settings: the ${system} pairing system is not available in this build yet (choose USCF or PANAM1954)`,
    );
  }
  return engine(t, round, system, options);
};

/**
 * Standings (src/core/standings): score, then each tiebreak in order; players still tied share a
 * place ("3-4"). `PANAM1954` alone gives the 1954 order. Values are shown as the decimals they are.
 */
export const standings: StandingsFn = (t: Tournament, tiebreaks: readonly string[]): StandingsTable => {
  const order = tiebreaks.length === 0 ? [] : standingsOrder(tiebreaks.join(","), "settings: tiebreaks");
  const table = coreStandings(t, order);
  const rows: Cell[][] = table.rows.map((r) => [
    r.place,
    r.id,
    r.name,
    r.score / 10,
    ...r.values.map((v, j) => (v === null ? "" : v / (table.columns[j]?.scale ?? 1))),
  ]);
  return { header: ["Place", "#", "Name", "Score", ...table.columns.map((c) => c.label)], rows };
};

export const defaultContext: ActionContext = { pair, standings };

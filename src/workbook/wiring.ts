/**
 * The real pairing and standings, as the hosts give them to the actions: `pairRound`
 * (src/core/pairing/index.ts) and the standings of src/core/standings. The one place to change when
 * the core's entry points move.
 */
import type { Tournament } from "../core/model/types";
import { pairRound } from "../core/pairing";
import { rankedStandings } from "../core/standings";
import { settingsRanking } from "./settings";
import type { ActionContext, PairFn, StandingsFn, StandingsTable } from "./context";
import type { Cell } from "./port";

/** The core's dispatcher over the USCF, DUTCH and PANAM1954 engines. */
export const pair: PairFn = (t, round, system, options) => pairRound(t, round, system, options);

/**
 * Standings (src/core/standings): score, then each tiebreak in order; players still tied share a
 * place ("3-4"). `PANAM1954` alone gives the 1954 order. Values are shown as the decimals they are.
 */
export const standings: StandingsFn = (t: Tournament, tiebreaks: readonly string[], rules = ""): StandingsTable => {
  const table = rankedStandings(t, settingsRanking(tiebreaks, rules));
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

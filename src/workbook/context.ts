/**
 * What the actions are given rather than import: the pairing and the standings. The hosts pass the
 * real ones (src/workbook/wiring.ts); tests pass whatever they need.
 */
import type { Tournament } from "../core/model/types";
import type { Pairing, PairingOptions, PairingSystem } from "../core/pairing/types";
import type { Cell } from "./port";

/** `pairRound(t, round, system, options)` of src/core/pairing. Throws ChessInputError when it cannot pair. */
export type PairFn = (t: Tournament, round: number, system: PairingSystem, options: PairingOptions) => Pairing;

/** A standings table: the header row, then one row per player in order (`Place | # | Name | Score | TB…`). */
export interface StandingsTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

/**
 * Standings with tiebreaks in order (the STANDINGS function's table), `rules` as STANDINGS' (FIDE
 * version, round robin, unrated rating). Throws ChessInputError on an unknown tiebreak.
 */
export type StandingsFn = (t: Tournament, tiebreaks: readonly string[], rules?: string) => StandingsTable;

export interface ActionContext {
  readonly pair: PairFn;
  readonly standings: StandingsFn;
}

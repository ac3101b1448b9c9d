/** What a pairing check reports: per round, the differences from the engine and the rules broken. */
import type { Board, Pairing, PairingSystem } from "../types";
import type { RecordedPairing } from "./round";

/** One rule the recorded pairing breaks, with the players concerned and a sentence saying how. */
export interface Breach {
  /** The rule, as the rule book numbers it: "C.04.3 C1", "C.04.3 5.2.2", "US Chess 27A1", "never-pair list". */
  readonly rule: string;
  /** Players concerned (pairing numbers, ascending). */
  readonly players: readonly number[];
  readonly message: string;
}

/** How a recorded board or bye differs from the engine's. */
export type Difference =
  | { readonly kind: "board"; readonly recorded: Board; readonly engine: readonly Board[] }
  | { readonly kind: "colours"; readonly recorded: Board }
  | { readonly kind: "bye"; readonly recorded: number | null; readonly engine: number | null };

/** The verdict on one round. */
export interface RoundCheck {
  readonly round: number;
  readonly recorded: RecordedPairing;
  /** The engine's pairing of the round from the rounds before it; null when it finds none. */
  readonly engine: Pairing | null;
  /** Why the engine gave no pairing (its own error message), when it gave none. */
  readonly engineError?: string;
  /** True when the recorded pairing is the engine's (same boards, colours where recorded, bye). */
  readonly same: boolean;
  readonly differences: readonly Difference[];
  /** Every rule the recorded pairing breaks, absolute rules first. */
  readonly breaches: readonly Breach[];
  /**
   * When the round differs but breaks no rule: why the engine chose otherwise (its candidate order,
   * C.04.3 art. 4 or US Chess 29C–29E).
   */
  readonly note?: string;
}

export interface PairingsCheck {
  readonly system: PairingSystem;
  readonly rounds: readonly RoundCheck[];
  /** True when every round checked is the engine's pairing. */
  readonly same: boolean;
}

/** A rule evaluator's view of one pairing: boards and the bye, colours known or not. */
export interface CandidatePairing {
  readonly boards: readonly (Board & { readonly coloured?: boolean })[];
  readonly pab: number | null;
}

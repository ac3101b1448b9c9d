/** What every pairing system returns: the boards of the next round and the players left unpaired. */
import type { Colour } from "../model/types";

export const PAIRING_SYSTEMS = ["USCF", "DUTCH", "PANAM1954"] as const;
export type PairingSystem = (typeof PAIRING_SYSTEMS)[number];

/** One board: pairing numbers of the players with white and black. */
export interface Board {
  readonly white: number;
  readonly black: number;
}

/** Why a player has no board this round. */
export const UNPAIRED_REASONS = ["pab", "halfBye", "zeroBye", "withdrawn", "fullBye"] as const;
export type UnpairedReason = (typeof UNPAIRED_REASONS)[number];

export interface Unpaired {
  readonly player: number;
  readonly reason: UnpairedReason;
}

export interface Pairing {
  /** The round these boards are for (1-based). */
  readonly round: number;
  /** Boards in the order a director posts them (highest score group first). */
  readonly boards: readonly Board[];
  /** Players without a board: the pairing-allocated bye first, then requested byes and absences by number. */
  readonly unpaired: readonly Unpaired[];
}

/** Options every system accepts; systems ignore what they do not use. */
export interface PairingOptions {
  /** Colour of pairing number 1 (or of the top board) in round 1 when the tournament does not say. */
  readonly initialColour?: Colour;
  /** Total rounds of the event, when the tournament does not say (needed for last-round rules). */
  readonly totalRounds?: number;
  /** US Chess / VCF: keep team-mates apart in rounds 1–2 (default true under USCF when teams are given). */
  readonly separateTeams?: boolean;
}

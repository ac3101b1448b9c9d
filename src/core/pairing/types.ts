/** What every pairing system returns: the boards of the next round and the players left unpaired. */
import type { Colour, PointSystem } from "../model/types";

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
  /** Why each board and each player without a board is as it is, when `explain` was asked for. */
  readonly notes?: PairingNotes;
}

/** One sentence per board (same order as `boards`) and per player without a board (as `unpaired`). */
export interface PairingNotes {
  readonly boards: readonly string[];
  readonly unpaired: readonly string[];
}

/** US Chess 28N: the rounds in which team-mates are kept apart where possible. */
export const TEAM_RESTRICTIONS = ["all", "vcf", "off"] as const;
export type TeamRestriction = (typeof TEAM_RESTRICTIONS)[number];

/** Options every system accepts; systems ignore what they do not use. */
export interface PairingOptions {
  /**
   * Progress of a long pairing, for a progress bar: called (by the Dutch system) as each bracket
   * starts, with how many players the brackets have reached so far of how many are paired. Absent:
   * nothing is counted.
   */
  readonly onProgress?: (reached: number, of: number) => void;
  /** Colour of pairing number 1 (or of the top board) in round 1 when the tournament does not say. */
  readonly initialColour?: Colour;
  /** Total rounds of the event, when the tournament does not say (needed for last-round rules). */
  readonly totalRounds?: number;
  /** US Chess / VCF: false pairs as if there were no team codes (same as `teamRestriction: "off"`). */
  readonly separateTeams?: boolean;
  /**
   * US Chess 28N: team-mates kept apart where possible in every round (`all`, the default), in
   * rounds 1–2 only (`vcf`, the Victorian Chess Federation's practice, seed 002), or never (`off`).
   */
  readonly teamRestriction?: TeamRestriction;
  /**
   * US Chess 28N1 as one engine reads it (rules.md: secondary): below the plus-two score groups a
   * team-mate game is avoided even by dropping a player to the next group.
   */
  readonly teamDrops?: boolean;
  /** US Chess Harkness variation: the middle player of an odd score group drops, not the lowest. */
  readonly harkness?: boolean;
  /**
   * US Chess 28R1, the added-score method: in rounds 1 and 2 the upper half of the round-1 field
   * (by rating) is paired as if it had one point more.
   */
  readonly accelerated?: boolean;
  /** US Chess 28L2a: the bye may go to a higher-rated player of the lowest group for better colours. */
  readonly byeForColours?: boolean;
  /** Add `notes`: the reason for every board and every player without a board. */
  readonly explain?: boolean;
  /** FIDE Dutch (C.04.5): accelerated pairings by the Baku method (pairing/dutch/inputs.ts). */
  readonly baku?: boolean;
  /** The event's point system when it is not 1 / ½ / 0 (the Dutch brackets read it; 3-1-0 …). */
  readonly pointSystem?: PointSystem;
}

/**
 * The tiebreak vocabulary, named once: the US Chess 34E systems and the FIDE C.07 (2023 and 2026) systems of
 * the catalogue (TIEBREAK), and the shape every system has so that the registry can check them all.
 */
import type { TiebreakContext } from "./context";

/** US Chess rule 34E systems, all with the US adjustment for unplayed games. */
export const US_TIEBREAK_CODES = [
  "MODIFIED_MEDIAN",
  "MEDIAN",
  "SOLKOFF",
  "CUMULATIVE",
  "OPP_CUMULATIVE",
  "SONNEBORN_BERGER",
  "KASHDAN",
  "MOST_BLACKS",
  "HEAD_TO_HEAD",
  "ARO",
  "PERFORMANCE",
] as const;

/**
 * FIDE C.07 systems, with FIDE's own rules for unplayed rounds (C.07 16) as in force on the event's
 * date: every individual tiebreak of C.07 by its acronym. Modifiers of any depth are written after
 * it (`FIDE_BH_C3`, `FIDE_SB_M1`, `FIDE_ARO_C1`, `FIDE_KS_L60`; fide/spec.ts); this list names the
 * plain ones and the usual modified forms.
 */
export const FIDE_TIEBREAK_CODES = [
  "FIDE_BH",
  "FIDE_BH_C1",
  "FIDE_BH_C2",
  "FIDE_BH_M1",
  "FIDE_FB",
  "FIDE_AOB",
  "FIDE_SB",
  "FIDE_SB_C1",
  "FIDE_KS",
  "FIDE_DE",
  "FIDE_PS",
  "FIDE_WIN",
  "FIDE_WON",
  "FIDE_BPG",
  "FIDE_BWG",
  "FIDE_REP",
  "FIDE_ARO",
  "FIDE_ARO_C1",
  "FIDE_TPR",
  "FIDE_PTP",
  "FIDE_APRO",
  "FIDE_APPO",
] as const;

export const TIEBREAK_CODES = [...US_TIEBREAK_CODES, ...FIDE_TIEBREAK_CODES] as const;
/** A US Chess system, or a FIDE one with its modifiers (checked by `tiebreakCode`). */
export type TiebreakCode = (typeof US_TIEBREAK_CODES)[number] | `FIDE_${string}`;

/**
 * The order C.07 (13.1) recommends for an individual round robin, the default of STANDINGS when the
 * event is one (after the score).
 */
export const ROUND_ROBIN_TIEBREAKS: readonly TiebreakCode[] = ["FIDE_SB", "FIDE_DE", "FIDE_WIN", "FIDE_KS"];

/** The US Chess order expected unless another is announced (club guide, seed 004; 34E). */
export const DEFAULT_TIEBREAKS: readonly TiebreakCode[] = [
  "MODIFIED_MEDIAN",
  "SOLKOFF",
  "CUMULATIVE",
  "OPP_CUMULATIVE",
];

interface TiebreakBase {
  readonly code: TiebreakCode;
  /** The system's name as a director says it: "Modified Median". */
  readonly title: string;
  /** The rule it implements: "US Chess 34E1", "FIDE C.07 8.1". */
  readonly rule: string;
  /**
   * Values are whole numbers; the figure shown is `value / scale`. 10: tenths of a point; 20:
   * twentieths (Sonneborn-Berger, where half of a half point is a quarter); 1: counts and ratings.
   */
  readonly scale: number;
  /** Which value ranks first. Only FIDE_DE, a rank within the tied group, is "lower". */
  readonly better: "higher" | "lower";
  /** True for systems that read the `ratings` (ARO and performance systems). */
  readonly needsRatings: boolean;
}

/** A system with one value per player, whoever else is tied. */
export interface PlayerTiebreak extends TiebreakBase {
  readonly scope: "player";
  /** The value of player `id` (pairing number), in units of 1/scale. */
  value(ctx: TiebreakContext, id: number): number;
}

/**
 * A system that looks only at the tied players (head-to-head, direct encounter). `values` returns the
 * value of each member of `group`, in the same order.
 */
export interface GroupTiebreak extends TiebreakBase {
  readonly scope: "group";
  values(ctx: TiebreakContext, group: readonly number[]): number[];
}

export type Tiebreak = PlayerTiebreak | GroupTiebreak;

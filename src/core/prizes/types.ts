/** The prize vocabulary: the groups a prize can be for, a prize as the prize list states it, and awards. */

/** Who a group of prizes is for: everybody, a rating class, unrated players, juniors, women, or teams. */
export type PrizeGroup =
  | { readonly kind: "open" }
  | { readonly kind: "under"; readonly limit: number }
  | { readonly kind: "band"; readonly from: number; readonly to: number }
  | { readonly kind: "unrated" }
  | { readonly kind: "junior" }
  | { readonly kind: "woman" }
  | { readonly kind: "team" };

/** One line of the prize list: "U1800 1st, $75", "Best junior, Trophy", "1st, 300 + Trophy". */
export interface Prize {
  /** The line as written ("U1800 1st"). */
  readonly label: string;
  readonly group: PrizeGroup;
  /** The place within the group, 1 = first. */
  readonly place: number;
  /** Money in cents (0 when the prize is an item only). */
  readonly cents: number;
  /** The item given ("Trophy", "Plaque"), or "" for money only. */
  readonly item: string;
  /** Where the line came from ("prizes row 4"), for messages. */
  readonly where: string;
}

/** US Chess: tied players pool and split the money; FIDE practice: places by tiebreak, no split. */
export const PRIZE_MODES = ["US", "FIDE"] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** One winner's share of an award. */
export interface Share {
  /** Pairing number (or, for a team prize, the team's place in the team standings). */
  readonly id: number;
  readonly name: string;
  readonly cents: number;
  /** The winner's score in tenths (a team's: its team score), for the prize list's Score column. */
  readonly score?: number;
}

/**
 * One award as posted: money pooled over the places a tied block covers (one line for "2nd–4th"), or
 * an item given by tiebreak. `reason` says how it was decided, in words.
 */
export interface Award {
  readonly group: string;
  /** The prizes the award is made of ("2nd, 3rd, 4th"). */
  readonly prizes: string;
  /**
   * Places the tied block spans within the group, first and last: a nine-way tie for 2nd–10th is
   * 2nd–10th even when only 2nd–5th carry prizes (`prizes` names those). 0 and 0 for a pool of
   * several groups' prizes.
   */
  readonly from: number;
  readonly to: number;
  /** Money pooled (cents), 0 for an item. */
  readonly cents: number;
  /** The item, "" for money. */
  readonly item: string;
  readonly winners: readonly Share[];
  readonly reason: string;
}

export interface PrizeList {
  readonly mode: PrizeMode;
  readonly awards: readonly Award[];
  /** Notes that apply to the whole list: choices made between equal prizes, prizes nobody could take. */
  readonly notes: readonly string[];
  /** Each winner once: total money and the names of the awards, in standings order. */
  readonly winners: readonly {
    readonly id: number;
    readonly name: string;
    readonly cents: number;
    readonly awards: readonly string[];
  }[];
}

/**
 * US Chess 29E5e, comparing transpositions to interchanges, as the rule reads:
 *
 * > 29E5e. Comparing transpositions to interchanges: If pairing a round in which 29E5b, The
 * > 200-point rule, is used … an interchange involving a smaller rating switch than a transposition
 * > should be preferred to the latter unless the transposition satisfies the 80-point rule.
 *
 * (7th edition, quoted in uschess.discourse.group/t/fide-versus-uscf-pairings/22721; the earlier
 * wording quoted in forum.uschess.org/t/interchanges-vs-transpositions-in-swiss-tournaments/974:
 * "A transposition that satisfies 29E5a, The 80-point rule, should be preferred to any
 * interchange.") So, for a switch made for colours:
 *
 * - a transposition within 80 points comes before any interchange, even a smaller one;
 * - a transposition over 80 points (allowed up to 200 for equalisation, 29E5b) gives way to an
 *   interchange of a smaller switch; an interchange no smaller than it does not win.
 *
 * The engine holds this as one weight field (`e5e`, weights.ts): on a board with a player due by
 * equalisation, a board of an interchange costs its size, a board of a transposition over 80 points
 * costs its size, a transposition within 80 costs nothing. With a two-board switch the two costs are twice the
 * interchange's and twice the transposition's size, so the smaller wins, a transposition within 80
 * always wins, and a tie goes to the transposition (the `interchange` field below).
 */

/** 29E5a: the 80-point rule. */
export const ALTERNATION_LIMIT = 80;
/** 29E5b: the 200-point rule. */
export const EQUALISATION_LIMIT = 200;
/** Largest cost one board puts in the `e5e` field (anything over 200 is already refused by 29E5b's field). */
export const E5E_CAP = EQUALISATION_LIMIT + 1;

/** What 29E5e prefers between a transposition of `t` points and an interchange of `i` points, and why. */
export interface E5eChoice {
  readonly chosen: "transposition" | "interchange";
  readonly why: string;
}

/**
 * 29E5e between two switches that serve the same colours.
 * @example e5eChoice(95, 10).chosen // "interchange": the transposition is over 80 and the interchange smaller
 * @example e5eChoice(40, 10).chosen // "transposition": within 80 it comes before any interchange
 */
export function e5eChoice(t: number, i: number): E5eChoice {
  if (t <= ALTERNATION_LIMIT) {
    return { chosen: "transposition", why: `a transposition within ${ALTERNATION_LIMIT} points comes before any interchange (29E5e)` };
  }
  if (i < t) {
    return {
      chosen: "interchange",
      why: `the transposition is over ${ALTERNATION_LIMIT} points and the interchange is the smaller switch (29E5e)`,
    };
  }
  return { chosen: "transposition", why: "the interchange is no smaller than the transposition (29E5e)" };
}

/**
 * One board's cost in the `e5e` field: its switch size `d` when a player of the board is due a colour
 * by equalisation (a round "in which 29E5b, The 200-point rule, is used") and the board is one of an
 * interchange, or of a transposition over 80 points; otherwise 0 (a switch for alternation or to
 * avoid a rematch is left to the fields below it: transpositions first, then the smaller switch).
 * @example e5eCost("interchange", 10, true) // 10
 * @example e5eCost("transposition", 95, true) // 95
 * @example e5eCost("transposition", 40, true) // 0
 */
export function e5eCost(kind: "transposition" | "interchange" | "other", d: number, equalising: boolean): number {
  if (!equalising || kind === "other") return 0;
  if (kind === "interchange") return Math.min(d, E5E_CAP);
  return d > ALTERNATION_LIMIT ? Math.min(d, E5E_CAP) : 0;
}

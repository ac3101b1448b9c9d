/** Registry tiebreak systems as ranking criteria. */
import type { TiebreakContext } from "../tiebreaks/context";
import type { Tiebreak } from "../tiebreaks/types";
import type { Criterion } from "./rank";

/**
 * A registry system as a ranking criterion (player systems give every member their own value;
 * group systems compare the members of the block).
 * @example criterionOf(ctx, TIEBREAKS.SOLKOFF).values([2, 4], place) // [80, 45]
 */
export function criterionOf(ctx: TiebreakContext, tb: Tiebreak, label: string = tb.code): Criterion {
  return {
    label,
    scale: tb.scale,
    better: tb.better,
    blockOnly: tb.scope === "group",
    // A group system that ranks (Direct Encounter: 1 first) is shown only where it separates.
    ...(tb.scope === "group" && tb.better === "lower" ? { blankUnlessSplit: true } : {}),
    values: (block) => (tb.scope === "player" ? block.map((id) => tb.value(ctx, id)) : tb.values(ctx, block)),
  };
}

/** Platform-neutral implementations of the tiebreak custom functions (both hosts wrap these). */
import { fail } from "../../core/errors";
import { tiebreakContext } from "../../core/tiebreaks/context";
import { MEDIAN_VARIANTS, medianOf, type MedianVariant } from "../../core/tiebreaks/median";
import { formatPoints } from "../../core/model/points";
import { optionalCode, outColumn, rangeHeight, type OutCell } from "../normalize";
import { readTournament } from "../tournament";

/** TIEBREAK_MEDIAN(results, [variant]) → one value per player. */
export function tiebreakMedian(results: unknown, variant: unknown): OutCell[][] {
  const v = optionalCode(variant, "MODIFIED");
  if (!(MEDIAN_VARIANTS as readonly string[]).includes(v)) {
    fail("BAD_ARGUMENT", `variant: "${v}" is not a median variant (expected ${MEDIAN_VARIANTS.join(" or ")})`);
  }
  const t = readTournament(results);
  const ctx = tiebreakContext(t);
  const values = t.players.map((p) => formatPoints(medianOf(ctx, p.id, v as MedianVariant)));
  return outColumn(values, rangeHeight(results));
}

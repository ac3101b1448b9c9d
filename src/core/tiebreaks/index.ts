/** Tiebreaks: the US Chess 34E and FIDE C.07 systems, their registry and shared context. */
export * from "./types";
export { tiebreakContext, type TiebreakContext } from "./context";
export { TIEBREAKS, tiebreakCode, tiebreakValues, scoreGroups } from "./registry";
export { medianOf, MEDIAN_VARIANTS, type MedianVariant } from "./median";

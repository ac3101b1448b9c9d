/** Tiebreaks: the US Chess 34E and FIDE C.07 systems, their registry and shared context. */
export * from "./types";
export { tiebreakContext, type TiebreakContext } from "./context";
export { TIEBREAKS, tiebreakCode, tiebreakOf, tiebreakValues, scoreGroups } from "./registry";
export {
  RULES_VERSIONS,
  rulesForDate,
  isRoundRobin,
  tiebreakOptions,
  type RulesVersion,
  type TiebreakOptions,
} from "./options";
export { medianOf, MEDIAN_VARIANTS, type MedianVariant } from "./median";

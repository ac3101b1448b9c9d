/**
 * The pairs that must not meet, as every engine and every check reads them: the event's never-pair
 * list (TRF `XXP`, TRF-2026 `260` without rounds, the workbook's list: family, club-mates) in every
 * round, and TRF-2026 `260` groups in their rounds only. Each engine treats such a pair as a rematch.
 */
import type { Tournament } from "../model/types";

/**
 * The pairs that must not meet in round `round` (1-based), as a set of opponents per pairing number:
 * `forbiddenPairs` always, `forbiddenGroups` in their rounds.
 * @example forbiddenIn(t, 3).get(4) // Set {7} when 4 and 7 are club-mates
 */
export function forbiddenIn(t: Tournament, round: number): Map<number, Set<number>> {
  // Most events forbid nothing: the work below is a function apart, compiled only when there is some.
  const pairs = t.forbiddenPairs;
  const groups = t.forbiddenGroups;
  return (pairs === undefined || pairs.length === 0) && (groups === undefined || groups.length === 0)
    ? new Map()
    : collectForbidden(t, round);
}

function collectForbidden(t: Tournament, round: number): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const add = (a: number, b: number): void => {
    if (a === b) return;
    const s = out.get(a) ?? new Set<number>();
    s.add(b);
    out.set(a, s);
  };
  for (const [a, b] of t.forbiddenPairs ?? []) {
    add(a, b);
    add(b, a);
  }
  for (const g of t.forbiddenGroups ?? []) {
    if (round < g.from || round > g.to) continue;
    for (const a of g.players) for (const b of g.players) add(a, b);
  }
  return out;
}

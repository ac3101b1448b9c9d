/**
 * The 1994 Mercantile Mutual Grand Prix points of one event (seed 000, rule 1): places by final
 * score only (no tiebreaks), tied players share the summed points of the places they cover.
 */
import { ChessInputError, fail, problem, type Problem } from "../errors";
import { rowLabel, type RowLabel } from "./sum";

export const ACF_CLASSES = ["ACF1", "ACF2", "ACF3", "ACF4", "ACF5"] as const;
export type AcfClass = (typeof ACF_CLASSES)[number];

/** Rule 1: points by place for each class of event (class 1 pays five places … classes 4–5 ten). */
export const ACF_SCALES: Readonly<Record<AcfClass, readonly number[]>> = {
  ACF1: [8, 5, 3, 2, 1],
  ACF2: [12, 8, 5, 4, 3, 2, 1],
  ACF3: [16, 10, 7, 5, 4, 3, 2, 1],
  ACF4: [20, 15, 10, 8, 6, 5, 4, 3, 2, 1],
  ACF5: [25, 20, 15, 10, 8, 6, 5, 4, 3, 2],
};

/** A class code ("ACF3", "acf 3", "3", "CLASS 3") or null. */
export function acfClass(text: string): AcfClass | null {
  const m = /^(?:ACF|CLASS)?\s*-?\s*([1-5])$/.exec(text.trim().toUpperCase());
  return m === null ? null : (`ACF${m[1]}` as AcfClass);
}

/** One player of an event as the Grand Prix sees them. */
export interface AcfEntry {
  /** Final score in tenths of a point; null for a row with no player. */
  readonly score: number | null;
  /** Earns points in the category being scored (default true). */
  readonly eligible?: boolean;
}

/** Points of one eligible player: the places the player's score group covers and the share. */
export interface AcfAward {
  /** First and last place the group covers among the eligible players (equal when untied). */
  readonly from: number;
  readonly to: number;
  /** The share as an exact fraction `num / den` (den = the number of tied players). */
  readonly num: number;
  readonly den: number;
  /** num / den as a number (one division, so the nearest double to the exact share). */
  readonly points: number;
}

/** "3" or "2-4". */
export function placeText(a: { readonly from: number; readonly to: number }): string {
  return a.from === a.to ? String(a.from) : `${a.from}-${a.to}`;
}

/**
 * Grand Prix points of one event in one category. The eligible players are placed by score alone;
 * players on equal scores cover consecutive places and share the sum of those places' points
 * equally (places beyond the scale are worth 0). Non-eligible players and empty rows get null.
 * @example acfPoints([{score:40},{score:30},{score:30},{score:30},{score:10}], "ACF1").map(a => a?.points)
 *   // [8, 10/3, 10/3, 10/3, 1] — three players tied for 2nd–4th share 5 + 3 + 2
 */
export function acfPoints(
  entries: readonly AcfEntry[],
  scheme: AcfClass,
  label: RowLabel = rowLabel,
): (AcfAward | null)[] {
  const scale = ACF_SCALES[scheme];
  const problems: Problem[] = [];
  entries.forEach((e, i) => {
    if (e.score !== null && (!Number.isInteger(e.score) || e.score < 0)) {
      problems.push(
        problem("BAD_CELL", `${label(i)}: ${e.score / 10} is not a score (0 or more, in halves or tenths)`),
      );
    }
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const order = entries
    .map((e, i) => ({ e, i }))
    .filter((x) => x.e.score !== null && x.e.eligible !== false)
    .sort((a, b) => (b.e.score as number) - (a.e.score as number) || a.i - b.i);
  const out: (AcfAward | null)[] = entries.map(() => null);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.e.score === order[start]?.e.score) end++;
    let num = 0;
    for (let place = start; place <= end; place++) num += scale[place] ?? 0;
    const den = end - start + 1;
    const award: AcfAward = { from: start + 1, to: end + 1, num, den, points: num / den };
    for (let k = start; k <= end; k++) out[(order[k] as { i: number }).i] = award;
    start = end + 1;
  }
  return out;
}

/** The scheme as a class, or an error listing the valid ones (for callers that accept only ACF). */
export function requireAcfClass(text: string, place = "scheme"): AcfClass {
  return (
    acfClass(text) ??
    fail(
      "BAD_ARGUMENT",
      `${place}: "${text.trim()}" is not an ACF Grand Prix class (expected ${ACF_CLASSES.join(", ")})`,
    )
  );
}

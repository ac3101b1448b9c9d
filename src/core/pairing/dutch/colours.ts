/**
 * Colour allocation for a pair (C.04.3 Art. 5.2, 2025 rules; E.1–E.5 of the 2017 text).
 */
import type { Colour } from "../../model/types";
import { absolutePreference, invert, type DutchPlayer } from "./players";

/** True when `a` ranks above `b`: higher score, then lower pairing number. */
export function ranksAbove(a: DutchPlayer, b: DutchPlayer): boolean {
  return a.score > b.score || (a.score === b.score && a.rank < b.rank);
}

/**
 * 5.2.3: the colours of the two players in the latest round in which they had different colours
 * (played games only, counted back from each player's last game), or null when one runs out.
 */
function latestDifference(a: DutchPlayer, b: DutchPlayer): [Colour, Colour] | null {
  let i = a.colours.length - 1;
  let j = b.colours.length - 1;
  while (i >= 0 && j >= 0 && a.colours[i] === b.colours[j]) {
    i--;
    j--;
  }
  if (i < 0 || j < 0) return null;
  return [a.colours[i] as Colour, b.colours[j] as Colour];
}

/** 5.2.1–5.2.3: the colour for `p`, or null when only rank decides (5.2.4–5.2.5). */
function neutralColour(p: DutchPlayer, q: DutchPlayer): Colour | null {
  const pp = p.preference;
  const qp = q.preference;
  // 5.2.1: both preferences can be granted.
  if (pp !== qp || pp === null || qp === null) {
    if (pp !== null) return pp;
    if (qp !== null) return invert(qp);
    return null;
  }
  // 5.2.2: the stronger preference; two absolute ones (topscorers): the wider colour difference.
  if (absolutePreference(p) && (p.imbalance > q.imbalance || !absolutePreference(q))) return pp;
  if (absolutePreference(q) && (q.imbalance > p.imbalance || !absolutePreference(p))) return invert(qp);
  if (p.strong && !q.strong) return pp;
  if (q.strong && !p.strong) return invert(qp);
  // 5.2.3: alternate from the latest round in which they had different colours.
  const diff = latestDifference(p, q);
  return diff === null ? null : diff[1];
}

/** Which step of Art. 5.2 decides the colours of a board of `p` and `q` (as `neutralColour` reads them). */
export function colourStep(p: DutchPlayer, q: DutchPlayer): string {
  const pp = p.preference;
  const qp = q.preference;
  if (pp === null && qp === null) return "5.2.5";
  if (pp !== qp || pp === null || qp === null) return "5.2.1";
  if (absolutePreference(p) !== absolutePreference(q) || p.strong !== q.strong) return "5.2.2";
  if (absolutePreference(p) && p.imbalance !== q.imbalance) return "5.2.2";
  return latestDifference(p, q) !== null ? "5.2.3" : "5.2.4";
}

/**
 * The colour `p` gets against `q`. 5.2.4: the higher-ranked player's preference; 5.2.5: with no
 * preference at all, the higher-ranked player gets the initial colour when their pairing number is
 * odd and the other colour when it is even.
 */
export function colourFor(p: DutchPlayer, q: DutchPlayer, initial: Colour): Colour {
  const neutral = neutralColour(p, q);
  return neutral !== null ? neutral : colourByRank(p, q, initial);
}

/** 5.2.4–5.2.5 (a function apart: most boards are decided before, and a fresh process compiles what it calls). */
function colourByRank(p: DutchPlayer, q: DutchPlayer, initial: Colour): Colour {
  const qHigher = ranksAbove(q, p);
  if (p.preference === null) {
    if (qHigher) return q.rank & 1 ? initial : invert(initial);
    return p.rank & 1 ? invert(initial) : initial;
  }
  return qHigher ? invert(q.preference as Colour) : p.preference;
}

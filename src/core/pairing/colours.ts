/**
 * Colour history shared by the pairing systems. Only games played over the board count: byes and
 * forfeits carry no colour (US Chess 29E1; Pan-American 1954 colour rule (d)).
 */
import { isPlayed } from "../model/points";
import type { Colour, Player } from "../model/types";

/** The other colour. @example opposite("w") // "b" */
export function opposite(c: Colour): Colour {
  return c === "w" ? "b" : "w";
}

/**
 * Colours of the games a player played over the board before round `round` (1-based), oldest first.
 * Games recorded without a colour are left out: their colour is unknown.
 * @example playedColours(p, 4) // ["w", "b", "w"] after W, B, W in rounds 1–3
 */
export function playedColours(p: Player, round: number): Colour[] {
  const out: Colour[] = [];
  const n = Math.min(round - 1, p.rounds.length);
  for (let r = 0; r < n; r++) {
    const e = p.rounds[r] ?? null;
    if (e !== null && isPlayed(e) && e.colour !== null) out.push(e.colour);
  }
  return out;
}

/** Whites minus blacks. @example colourBalance(["w", "w", "b"]) // 1 */
export function colourBalance(cs: readonly Colour[]): number {
  let n = 0;
  for (const c of cs) n += c === "w" ? 1 : -1;
  return n;
}

/** How many times a colour was played. @example colourCount(["w", "b", "w"], "w") // 2 */
export function colourCount(cs: readonly Colour[], colour: Colour): number {
  let n = 0;
  for (const c of cs) if (c === colour) n++;
  return n;
}

/**
 * True when giving `c` next would make three of the same colour in a row.
 * @example thirdInARow(["b", "w", "w"], "w") // true
 */
export function thirdInARow(cs: readonly Colour[], c: Colour): boolean {
  const n = cs.length;
  return n >= 2 && cs[n - 1] === c && cs[n - 2] === c;
}

/**
 * US Chess 29E: due colours and who gets them.
 *
 * - 29E1: only games played over the board count (the roster already leaves byes and forfeits out).
 * - 29E3: a player whose colours are unequal is due the colour that equalises them ("equalisation");
 *   otherwise the colour opposite to the last one ("alternation"). 27A4: never the same colour three
 *   times in a row — a player whose last two colours were the same is due the other one with the
 *   weight of equalisation even when the totals are level.
 * - 29E4: when both are due the same colour: (1) equalisation beats alternation, (2) the larger
 *   imbalance wins, (3) going back round by round, the player who did not have the due colour in the
 *   most recent game where the two differed gets it, (4) the higher-ranked player gets it.
 *   Before all of these (27A4): never a third colour in a row, nor an imbalance of three, when the
 *   colours the other way round avoid it.
 */
import type { Colour } from "../../model/types";
import { colourBalance, opposite, thirdInARow } from "../colours";
import type { Entrant } from "./roster";

/**
 * What a player misses when he does not get his due colour: 0 nothing, 1 alternation (27A5),
 * 2 equalisation (27A4); 3 marks a colour he must not get — a third in a row or an imbalance of three.
 */
export type Strength = 0 | 1 | 2 | 3;

export interface Due {
  readonly colour: Colour | null;
  readonly strength: Strength;
  /** Size of the imbalance (whites minus blacks, without sign). */
  readonly excess: number;
}

/**
 * The colour a player is due (29E3).
 * @example dueColour(["w", "b", "w"]) // { colour: "b", strength: 2, excess: 1 }
 * @example dueColour(["w", "b"]) // { colour: "w", strength: 1, excess: 0 }
 */
export function dueColour(cs: readonly Colour[]): Due {
  const n = cs.length;
  if (n === 0) return { colour: null, strength: 0, excess: 0 };
  const balance = colourBalance(cs);
  if (balance !== 0) return { colour: balance > 0 ? "b" : "w", strength: 2, excess: Math.abs(balance) };
  const last = cs[n - 1] as Colour;
  const twice = n >= 2 && cs[n - 2] === last;
  return { colour: opposite(last), strength: twice ? 2 : 1, excess: 0 };
}

const dues = new WeakMap<Entrant, Due>();

/** A player's due colour, computed once per pairing. @example dueOf(p).colour // "w" after a black */
export function dueOf(p: Entrant): Due {
  let d = dues.get(p);
  if (d === undefined) {
    d = dueColour(p.colours);
    dues.set(p, d);
  }
  return d;
}

export interface Allocation {
  readonly white: Entrant;
  readonly black: Entrant;
  /**
   * 0 both got their due colours; 1 or 2 one missed alternation or equalisation; 3 one got a third
   * colour in a row or an imbalance of three.
   */
  readonly conflict: Strength;
}

/** 27A4: true when colour `c` would give the player three in a row or an imbalance of three. @example forbidden(p, "w") // true after w, w */
export function forbidden(p: Entrant, c: Colour): boolean {
  return thirdInARow(p.colours, c) || Math.abs(colourBalance(p.colours) + (c === "w" ? 1 : -1)) >= 3;
}

function hardCount(white: Entrant, black: Entrant): number {
  return (forbidden(white, "w") ? 1 : 0) + (forbidden(black, "b") ? 1 : 0);
}

function settle(white: Entrant, black: Entrant, conflict: Strength): Allocation {
  return { white, black, conflict: hardCount(white, black) > 0 ? 3 : conflict };
}

/** 29E4 (1)–(4): true when `a` gets the colour both are due; `a` is the higher-ranked player. */
function firstWins(a: Entrant, da: Due, b: Entrant, db: Due, c: Colour): boolean {
  if (da.strength !== db.strength) return da.strength > db.strength;
  if (da.excess !== db.excess) return da.excess > db.excess;
  // 29E4 (3), round by round: a round in which either had no game (a bye, a forfeit, not yet
  // entered) is no round "in which the two had different colours".
  for (let r = Math.max(a.roundColours.length, b.roundColours.length) - 1; r >= 0; r--) {
    const ca = a.roundColours[r] ?? null;
    const cb = b.roundColours[r] ?? null;
    if (ca !== null && cb !== null && ca !== cb) return ca !== c;
  }
  return a.rank <= b.rank;
}

/**
 * Colours for a board of `a` and `b` (29E4), or null when neither has played a game yet (the
 * board's number then decides, as in round 1).
 * @example allocate(a, b) // { white: b, black: a, conflict: 0 } when a is due black and b white
 */
export function allocate(a: Entrant, b: Entrant): Allocation | null {
  const [hi, lo] = a.rank <= b.rank ? [a, b] : [b, a];
  const dh = dueOf(hi);
  const dl = dueOf(lo);
  if (dh.colour === null && dl.colour === null) return null;
  // 27A4 first: never a third colour in a row (or an imbalance of three) when the other way round avoids it.
  const hardHiWhite = hardCount(hi, lo);
  const hardLoWhite = hardCount(lo, hi);
  if (hardHiWhite !== hardLoWhite) {
    const [white, black] = hardHiWhite < hardLoWhite ? [hi, lo] : [lo, hi];
    const missed = Math.max(
      white === hi ? missOf(dh, "w") : missOf(dl, "w"),
      black === hi ? missOf(dh, "b") : missOf(dl, "b"),
    );
    return settle(white, black, missed as Strength);
  }
  if (dh.colour === null) {
    const c = dl.colour as Colour;
    return c === "w" ? settle(lo, hi, 0) : settle(hi, lo, 0);
  }
  if (dl.colour === null || dl.colour !== dh.colour) {
    return dh.colour === "w" ? settle(hi, lo, 0) : settle(lo, hi, 0);
  }
  const c = dh.colour;
  const hiWins = firstWins(hi, dh, lo, dl, c);
  const winner = hiWins ? hi : lo;
  const loser = hiWins ? lo : hi;
  const conflict = (hiWins ? dl : dh).strength;
  return c === "w" ? settle(winner, loser, conflict) : settle(loser, winner, conflict);
}

/** What a player with due colour `d` misses when given `c`. */
function missOf(d: Due, c: Colour): number {
  return d.colour === null || d.colour === c ? 0 : d.strength;
}

/** What a board of a and b costs in colours (0–3, as `Allocation.conflict`). @example conflictOf(a, b) // 1 when both are due white by alternation */
export function conflictOf(a: Entrant, b: Entrant): Strength {
  return allocate(a, b)?.conflict ?? 0;
}

/**
 * How places change on a challenge ladder: one pure function per rule, on an order (top first) and
 * 0-based places. `c` is the challenger's place, `d` the defender's; a challenge goes upward (d < c).
 */
import type { DefendRule, DrawRule, WinRule } from "./types";

/**
 * The order with the entry at `from` moved to `to`; those in between close up or move down one.
 * @example moveTo(["A", "B", "C", "D"], 3, 1) // ["A", "D", "B", "C"]
 */
export function moveTo<T>(order: readonly T[], from: number, to: number): T[] {
  const out = order.slice();
  const [x] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, x as T);
  return out;
}

/**
 * Challenger wins. TAKE: takes the defender's place, everyone between moves down one. SWAP: the two
 * change places. ONE_ABOVE: goes one place above the defender's (the top stays the top), those from
 * there down move down one. A challenger already above the defender does not move.
 * @example afterWin(["A", "B", "C", "D"], 3, 1, "TAKE") // ["A", "D", "B", "C"]
 * @example afterWin(["A", "B", "C", "D"], 3, 1, "SWAP") // ["A", "D", "C", "B"]
 * @example afterWin(["A", "B", "C", "D"], 3, 1, "ONE_ABOVE") // ["D", "A", "B", "C"]
 */
export function afterWin<T>(order: readonly T[], c: number, d: number, rule: WinRule): T[] {
  if (c <= d) return order.slice();
  switch (rule) {
    case "TAKE":
      return moveTo(order, c, d);
    case "SWAP": {
      const out = order.slice();
      [out[c], out[d]] = [order[d] as T, order[c] as T];
      return out;
    }
    case "ONE_ABOVE":
      return moveTo(order, c, Math.max(0, d - 1));
  }
}

/**
 * A draw. NONE: no change. BELOW_DEFENDER: the challenger moves to just below the defender.
 * UP_ONE: the challenger (the lower player) moves up one place.
 * @example afterDraw(["A", "B", "C", "D"], 3, 0, "BELOW_DEFENDER") // ["A", "D", "B", "C"]
 * @example afterDraw(["A", "B", "C", "D"], 3, 0, "UP_ONE") // ["A", "B", "D", "C"]
 */
export function afterDraw<T>(order: readonly T[], c: number, d: number, rule: DrawRule): T[] {
  if (c <= d) return order.slice();
  switch (rule) {
    case "NONE":
      return order.slice();
    case "BELOW_DEFENDER":
      return moveTo(order, c, d + 1);
    case "UP_ONE":
      return moveTo(order, c, c - 1);
  }
}

/**
 * The defender wins. NONE: no change. UP_ONE: the defender moves up one place (not past the top).
 * @example afterDefence(["A", "B", "C"], 2, 1, "UP_ONE") // ["B", "A", "C"]
 */
export function afterDefence<T>(order: readonly T[], _c: number, d: number, rule: DefendRule): T[] {
  if (rule === "NONE" || d === 0) return order.slice();
  return moveTo(order, d, d - 1);
}

/**
 * Inactivity: every player due a drop of n places moves down below the next n players who are not
 * dropping at the same time (never below the bottom). They are moved from the bottom of the ladder
 * upward, so the inactive keep their order among themselves and the active rise past them.
 * @example dropPlaces(["A", "B", "C", "D"], new Map([["A", 1], ["B", 1]])) // ["C", "A", "B", "D"]
 * @example dropPlaces(["A", "B", "C", "D"], new Map([["A", 1], ["D", 1]])) // ["B", "A", "C", "D"]
 */
export function dropPlaces<T>(order: readonly T[], drops: ReadonlyMap<T, number>): T[] {
  let out = order.slice();
  for (let i = order.length - 1; i >= 0; i--) {
    const who = order[i] as T;
    const n = drops.get(who) ?? 0;
    if (n <= 0) continue;
    const at = out.indexOf(who);
    let to = at;
    for (let passed = 0, j = at + 1; j < out.length && passed < n; j++) {
      if ((drops.get(out[j] as T) ?? 0) > 0) continue;
      passed++;
      to = j;
    }
    out = moveTo(out, at, to);
  }
  return out;
}

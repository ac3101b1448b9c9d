/** Platform-neutral implementations of SWISS_MIN_ROUNDS, TIME_CONTROL_MINUTES and ACF_RATEABLE. */
import { fail } from "../../core/errors";
import { swissMinRounds } from "../../core/rules/min-rounds";
import { timeControlMinutes } from "../../core/rules/time-control";
import { acfRateableText } from "../../core/rules/rateable";
import { PLAYERS_MAX, cellInRange, cellText, isBlank, toMatrix, type CellValue, type OutCell } from "../normalize";
import { lift, timeCellMinutes } from "../cells";

function wholeNumber(v: CellValue, argument: string): number {
  const n = cellInRange(v, argument, 0, PLAYERS_MAX, "a number of players");
  if (n === null) return fail("MISSING", `${argument}: expected a whole number`);
  return n;
}

/**
 * SWISS_MIN_ROUNDS(players, places) → rounds, or "-" where the 1954 table prints a dash; a range of
 * players (or places) gives one answer per cell.
 */
export function swissMinRoundsFn(players: unknown, places: unknown): OutCell[][] {
  return lift(
    [
      { v: players, argument: "players" },
      { v: places, argument: "places" },
    ],
    ([p, k]) => swissMinRounds(wholeNumber(p ?? null, "players"), isBlank(k) ? 1 : wholeNumber(k ?? null, "places")) ?? "-",
    "Rounds",
  );
}

/** A time-control cell as text: a time cell (1:30) is that many minutes for the game (G/90). */
function controlText(c: CellValue): string {
  const minutes = timeCellMinutes(c);
  return minutes === null ? cellText(c) : `G/${minutes}`;
}

/** One cell, or a range cell by cell (blank cells stay blank). */
function eachText(v: unknown, argument: string, fn: (text: string) => OutCell, label: string): OutCell[][] {
  const m = toMatrix(v);
  if (m.length <= 1 && (m[0]?.length ?? 0) <= 1) {
    const t = controlText(m[0]?.[0] ?? null);
    if (t === "") fail("MISSING", `${argument}: expected a time control such as G/90+30`);
    return [[fn(t)]];
  }
  return lift([{ v, argument }], ([c]) => fn(controlText(c ?? null)), label);
}

/** TIME_CONTROL_MINUTES(text) → the longest likely game in minutes (a range: cell by cell). */
export function timeControlMinutesFn(text: unknown): OutCell[][] {
  return eachText(text, "text", timeControlMinutes, "Minutes");
}

/** ACF_RATEABLE(timeControl) → TRUE when the 1994 ACF rule lets the event be rated. */
export function acfRateableFn(timeControl: unknown): OutCell[][] {
  return eachText(timeControl, "timeControl", (t) => acfRateableText(t).rateable, "Rateable");
}

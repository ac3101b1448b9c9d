/** Small helpers for the ladder tests: replay a hand-made log and read the names top first. */
import { replayLadder, type LadderRow, type LadderSettings } from "../../../src/core/ladder";

export const FIVE = ["Ann", "Bob", "Cat", "Dan", "Eve"];
export const EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

/** Replays and returns the names top first; fails the test on any rejected row. */
export function order(
  players: readonly string[],
  log: readonly LadderRow[],
  settings: Partial<LadderSettings> = {},
): string[] {
  const r = replayLadder(players, log, settings);
  expect(r.problems).toEqual([]);
  return r.ladder.lines.map((l) => l.name);
}

/** The rejected rows' messages. */
export function problems(
  players: readonly string[],
  log: readonly LadderRow[],
  settings: Partial<LadderSettings> = {},
): string[] {
  return replayLadder(players, log, settings).problems.map((p) => p.message);
}

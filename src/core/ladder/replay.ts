/**
 * The ladder from its log: the starting order, then every row in order. Pure: the same players, log
 * and settings always give the same ladder, so the sheet can rebuild it from scratch on every change.
 */
import { applyGame, type ApplyOptions } from "./apply";
import { readLogRow } from "./log";
import { ladderOf, startLadder, type LadderState } from "./state";
import type { Ladder, LadderPlayerInput, LadderProblem, LadderRow, LadderSettings, PendingForfeit } from "./types";

export interface LadderReplay {
  /** The ladder after every accepted row (rejected rows skipped). */
  readonly ladder: Ladder;
  /** One per rejected row, oldest first (row null: a problem in the players list). */
  readonly problems: readonly LadderProblem[];
  /** The ladder just before the first rejected row: what the spreadsheet functions stand on. */
  readonly ladderBeforeProblem: Ladder;
  /** Challenges logged REFUSED/NOSHOW not yet due: they count once a later date is logged. */
  readonly pending: readonly PendingForfeit[];
  /** The full state after every accepted row, to keep applying games to. */
  readonly state: LadderState;
}

export interface ReplayOptions extends ApplyOptions {
  /** How rows of the players list are named in messages: `${playersRowName} ${n}` (default "players row"). */
  readonly playersRowName?: string;
}

/**
 * Replays a ladder log: `date | challenger | defender | result` rows, oldest first, results from the
 * challenger's side. Struck-out rows (`~` first), blank rows, a header row and rows without a result
 * are skipped. A bad row is named in `problems` and does not change the ladder.
 * @example
 * replayLadder(["Ann", "Bob", "Cat", "Dan"], [["2025-03-04", "Dan", "Bob", "1-0"]]).ladder.lines.map((l) => l.name)
 * // ["Ann", "Dan", "Bob", "Cat"]
 */
export function replayLadder(
  players: readonly (string | LadderPlayerInput)[],
  log: readonly LadderRow[],
  settings: Partial<LadderSettings> = {},
  options: ReplayOptions = {},
): LadderReplay {
  const start = startLadder(players, settings, options.playersRowName);
  const problems: LadderProblem[] = start.problems.map((p) => ({ ...p, row: null }));
  let state = start.value;
  let before: Ladder | null = problems.length > 0 ? ladderOf(state) : null;
  log.forEach((cells, i) => {
    const reading = readLogRow(cells, i + 1, options.rowName);
    let rejected: LadderProblem | null = null;
    if ("problem" in reading) rejected = reading.problem;
    else if ("game" in reading) {
      const applied = applyGame(state, reading.game, options);
      rejected = applied.problem;
      state = applied.state;
    }
    if (rejected !== null) {
      if (before === null) before = ladderOf(state);
      problems.push(rejected);
    }
  });
  const ladder = ladderOf(state);
  return { ladder, problems, ladderBeforeProblem: before ?? ladder, pending: state.pending, state };
}

/**
 * A past result corrected in place (issue 32, item 5): the log keeps its order, the row's result is
 * changed where it stands, and the ladder is replayed from the start, so from that row on. What the
 * secretary is shown: each row from the corrected one on whose effect changed (the two players'
 * places before and after it, or whether the rules accept it), and who stands elsewhere at the end.
 * Rows before the corrected one are untouched by construction: a replay of the same prefix is the
 * same (a property test holds both).
 */
import { applyGame, type ApplyOptions } from "./apply";
import { readLogRow } from "./log";
import { nameKey, startLadder, type LadderState } from "./state";
import type { LadderPlayerInput, LadderRow, LadderSettings } from "./types";

/** One log row as the replay met it. */
export interface TraceStep {
  readonly row: number;
  /** The rules' refusal, or null (skipped rows are not in the trace). */
  readonly problem: string | null;
  /** Name keys top first, after the row. */
  readonly order: readonly string[];
  /** The row's players (keys) and their places (1-based, 0: not on the ladder) before and after it. */
  readonly effect: readonly { readonly key: string; readonly before: number; readonly after: number }[];
}

/**
 * The replay row by row: every row that is a game, a default, a member's row or a date alone.
 * @example ladderTrace(["Ann", "Bob"], [["2025-03-04", "Bob", "Ann", "1-0"]])[0].order // ["bob", "ann"]
 */
export function ladderTrace(
  players: readonly (string | LadderPlayerInput)[],
  log: readonly LadderRow[],
  settings: Partial<LadderSettings> = {},
  options: ApplyOptions & { readonly playersRowName?: string } = {},
): TraceStep[] {
  let state: LadderState = startLadder(players, settings, options.playersRowName).value;
  const out: TraceStep[] = [];
  log.forEach((cells, i) => {
    const reading = readLogRow(cells, i + 1, options.rowName);
    if ("skip" in reading) return;
    if ("problem" in reading) {
      out.push({ row: i + 1, problem: reading.problem.message, order: state.order, effect: [] });
      return;
    }
    const g = reading.game;
    const keys = [g.challenger, g.defender].filter((n) => n.trim() !== "").map(nameKey);
    const place = (s: LadderState, k: string) => s.order.indexOf(k) + 1;
    const before = keys.map((k) => place(state, k));
    const applied = applyGame(state, g, options);
    state = applied.state;
    out.push({
      row: i + 1,
      problem: applied.problem?.message ?? null,
      order: state.order,
      effect: keys.map((key, j) => ({ key, before: before[j] as number, after: place(state, key) })),
    });
  });
  return out;
}

export interface Correction {
  /** Rows from the corrected one on whose effect changed, oldest first. */
  readonly rows: readonly {
    readonly row: number;
    readonly was: TraceStep | null;
    readonly now: TraceStep | null;
  }[];
  /** Players whose final place changed: [name, place before, place after] (0: not on the ladder). */
  readonly moved: readonly (readonly [string, number, number])[];
  /** Rows the rules accepted before and refuse after the correction (their messages). */
  readonly refused: readonly string[];
}

const sameEffect = (a: TraceStep | null, b: TraceStep | null): boolean =>
  a !== null &&
  b !== null &&
  a.problem === b.problem &&
  a.effect.length === b.effect.length &&
  a.effect.every(
    (e, i) => e.key === b.effect[i]?.key && e.before === b.effect[i]?.before && e.after === b.effect[i]?.after,
  );

/**
 * What correcting a row changes: `log` as it is and `corrected` as it will be (the same rows, one
 * changed in place at `row`).
 * @example correction(players, log, corrected, 5).moved // [["Dora", 2, 5], ["Brian", 3, 2], …]
 */
export function correction(
  players: readonly (string | LadderPlayerInput)[],
  log: readonly LadderRow[],
  corrected: readonly LadderRow[],
  row: number,
  settings: Partial<LadderSettings> = {},
  options: ApplyOptions & { readonly playersRowName?: string } = {},
): Correction {
  const was = ladderTrace(players, log, settings, options);
  const now = ladderTrace(players, corrected, settings, options);
  const at = (t: TraceStep[], r: number) => t.find((s) => s.row === r) ?? null;
  const rows = [...new Set([...was, ...now].map((s) => s.row))]
    .filter((r) => r >= row)
    .sort((a, b) => a - b)
    .map((r) => ({ row: r, was: at(was, r), now: at(now, r) }))
    .filter((x) => !sameEffect(x.was, x.now));
  const finalOf = (t: TraceStep[]) => t[t.length - 1]?.order ?? startLadder(players, settings).value.order;
  const [a, b] = [finalOf(was), finalOf(now)];
  const names = new Map<string, string>();
  const endState = startLadder(players, settings).value;
  for (const [k, r] of endState.players) names.set(k, r.name);
  const nameOf = (k: string) => {
    if (names.has(k)) return names.get(k) as string;
    for (const cells of [...corrected, ...log])
      for (const c of [cells[1], cells[2]]) if (typeof c === "string" && nameKey(c) === k) return c.trim();
    return k;
  };
  const moved: [string, number, number][] = [];
  for (const k of new Set([...a, ...b])) {
    const [p, q] = [a.indexOf(k) + 1, b.indexOf(k) + 1];
    if (p !== q) moved.push([nameOf(k), p, q]);
  }
  moved.sort((x, y) => (x[2] || 1e9) - (y[2] || 1e9));
  const refused = rows
    .filter((x) => x.was?.problem === null && x.now?.problem != null)
    .map((x) => x.now?.problem as string);
  return { rows, moved, refused };
}

/**
 * The ladder as it stands between two log rows: the order, each player's record, the clock (the
 * latest logged date) and the challenges waiting to count as defaults. Plain readonly data.
 */
import { problem, type Parsed, type Problem } from "../errors";
import { DEFAULT_SETTINGS } from "./settings";
import type { Ladder, LadderPlayerInput, LadderSettings, PendingForfeit } from "./types";

/** One entry in a player's history: whom, at which log row (for COOLDOWN). */
export interface Meeting {
  readonly opponent: string;
  readonly row: number;
}

export interface PlayerRecord {
  readonly name: string;
  /** Starting order, then order of joining: the last word of every sort. */
  readonly seed: number;
  /** Rating ladders: the club rating (exact; ACF ratings carry hundredths). */
  readonly rating: number;
  /** Points ladders: tenths. */
  readonly points: number;
  /** Games played over the board. */
  readonly games: number;
  /** Day of the last game or challenge made; null until the log has a date. */
  readonly lastActive: number | null;
  /** Inactivity drops already taken since `lastActive`. */
  readonly drops: number;
  /** Every accepted row this player was in, oldest first. */
  readonly history: readonly Meeting[];
  /** The log row that froze the player (AWAY), until BACK. */
  readonly away?: number;
  /** The log row at which the player left the ladder (LEFT): off the order, until BACK. */
  readonly left?: number;
}

export interface LadderState {
  readonly settings: LadderSettings;
  /** Name keys, top of the ladder first. */
  readonly order: readonly string[];
  readonly players: ReadonlyMap<string, PlayerRecord>;
  /** The latest logged date, and the row that gave it. */
  readonly clock: number | null;
  readonly clockRow: number | null;
  readonly pending: readonly PendingForfeit[];
}

/**
 * The key a name is matched by: case, and spaces around and between words, do not matter.
 * @example nameKey("  ann   SMITH ") // "ann smith"
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * A player's record as a new entrant: the START rating unless one is given, no points, no games.
 * @example newRecord("Zoe", 5, DEFAULT_SETTINGS).rating // 1500
 */
export function newRecord(
  name: string,
  seed: number,
  settings: LadderSettings,
  rating?: number | null,
  day: number | null = null,
): PlayerRecord {
  return {
    name: name.trim().replace(/\s+/g, " "),
    seed,
    rating: rating ?? settings.start,
    points: 0,
    games: 0,
    lastActive: day,
    drops: 0,
    history: [],
  };
}

/**
 * The record of a key that is known to be on the ladder (a missing key is a bug, not bad input).
 * @example record(startLadder(["Ann"]).value, "ann").name // "Ann"
 */
export function record(state: LadderState, key: string): PlayerRecord {
  const r = state.players.get(key);
  if (r === undefined) throw new Error(`ladder: no player "${key}"`);
  return r;
}

/**
 * Rating and points ladders are kept sorted: highest first, then the starting order; a challenge
 * ladder's order is its own.
 * @example sortedOrder(startLadder(["Ann", "Bob"], { type: "POINTS" }).value) // ["ann", "bob"]
 */
export function sortedOrder(state: Pick<LadderState, "settings" | "order" | "players">): string[] {
  const { type } = state.settings;
  if (type === "CHALLENGE") return state.order.slice();
  const value = (k: string) => {
    const r = state.players.get(k) as PlayerRecord;
    return type === "RATING" ? r.rating : r.points;
  };
  const seed = (k: string) => (state.players.get(k) as PlayerRecord).seed;
  return state.order.slice().sort((a, b) => value(b) - value(a) || seed(a) - seed(b));
}

/**
 * The ladder before any game: the starting order, one entry per name (blank names skipped).
 * Duplicate names and ratings that are not numbers are problems.
 * @example startLadder(["Ann", "Bob"]).value.order // ["ann", "bob"]
 */
export function startLadder(
  players: readonly (string | LadderPlayerInput)[],
  settings: Partial<LadderSettings> = {},
  rowName = "players row",
): Parsed<LadderState> {
  const full: LadderSettings = { ...DEFAULT_SETTINGS, ...settings };
  const problems: Problem[] = [];
  const map = new Map<string, PlayerRecord>();
  const order: string[] = [];
  players.forEach((p, i) => {
    const input = typeof p === "string" ? { name: p } : p;
    const key = nameKey(input.name);
    if (key === "") return;
    const first = map.get(key);
    if (first !== undefined) {
      problems.push(
        problem(
          "DUPLICATE",
          `${rowName} ${i + 1}: "${input.name}" is already on the ladder (${rowName} ${first.seed + 1})`,
        ),
      );
      return;
    }
    if (input.rating !== undefined && input.rating !== null && !Number.isFinite(input.rating)) {
      problems.push(problem("BAD_CELL", `${rowName} ${i + 1}: the rating of ${input.name} is not a number`));
    }
    map.set(key, newRecord(input.name, i, full, input.rating));
    order.push(key);
  });
  const base = { settings: full, order, players: map };
  return {
    value: { ...base, order: sortedOrder(base), clock: null, clockRow: null, pending: [] },
    problems,
  };
}

/**
 * The ladder a sheet shows: position, name, and the rating or points where the type has them.
 * @example ladderOf(startLadder(["Ann", "Bob"]).value).lines[1] // { position: 2, name: "Bob", games: 0 }
 */
export function ladderOf(state: LadderState): Ladder {
  const { type } = state.settings;
  return {
    type,
    lines: state.order.map((key, i) => {
      const r = record(state, key);
      const base = {
        position: i + 1,
        name: r.name,
        games: r.games,
        ...(r.away !== undefined ? { away: true as const } : {}),
      };
      if (type === "RATING") return { ...base, rating: r.rating };
      if (type === "POINTS") return { ...base, points: r.points };
      return base;
    }),
  };
}

export { ordinal } from "../model/places";

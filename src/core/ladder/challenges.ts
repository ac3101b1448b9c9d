/**
 * Whom a player may challenge now: the RANGE places above (or anyone above), less those the COOLDOWN
 * still keeps them from. Rating and points ladders have no such rules: anyone else on the ladder.
 */
import { problem, type Parsed } from "../errors";
import { readLogRow } from "./log";
import { awayKeys } from "./members";
import { DEFAULT_SETTINGS } from "./settings";
import { nameKey, type LadderState } from "./state";
import type { Ladder, LadderRow, LadderSettings } from "./types";

export interface Challengeable {
  readonly position: number;
  readonly name: string;
}

function isState(x: unknown): x is LadderState {
  return typeof x === "object" && x !== null && (x as LadderState).players instanceof Map;
}

/** Each opponent key → how many other games the player has played since last meeting them. */
function gamesSince(history: readonly string[]): Map<string, number> {
  const since = new Map<string, number>();
  history.forEach((opponent, i) => since.set(opponent, history.length - 1 - i));
  return since;
}

/**
 * The players `player` may challenge now, nearest first. `ladder` is a ladder (or its names, top
 * first) or the state from `replayLadder` (which knows every player's history exactly). With a plain
 * ladder, pass the log to honour COOLDOWN: every game row in it counts (struck-out rows do not).
 * A player not on the ladder is placed where they would enter (ENTRY BOTTOM: below the last).
 * @example challengesFor(["Ann", "Bob", "Cat", "Dan", "Eve"], "Eve").value.map((c) => c.name) // ["Dan", "Cat", "Bob"]
 */
export function challengesFor(
  ladder: Ladder | LadderState | readonly string[],
  player: string,
  settings: Partial<LadderSettings> = {},
  log: readonly LadderRow[] = [],
): Parsed<readonly Challengeable[]> {
  const s: LadderSettings = isState(ladder) ? ladder.settings : { ...DEFAULT_SETTINGS, ...settings };
  const names: string[] = isState(ladder)
    ? ladder.order.map((k) => (ladder.players.get(k) as { name: string }).name)
    : Array.isArray(ladder)
      ? (ladder as readonly string[]).slice()
      : (ladder as Ladder).lines.map((l) => l.name);
  const keys = names.map(nameKey);
  const me = nameKey(player);
  if (me === "") return { value: [], problems: [problem("MISSING", "player: expected a name")] };
  let at = keys.indexOf(me);
  if (at < 0) {
    if (s.entry === "CLOSED") {
      return {
        value: [],
        problems: [problem("NOT_FOUND", `player: ${player} is not on the ladder (ENTRY is CLOSED)`)],
      };
    }
    at = keys.length;
  }
  const gone = isState(ladder) ? awayKeys(ladder) : new Set<string>();
  const all = names
    .map((name, i) => ({ position: i + 1, name }))
    .filter((_, i) => i !== at && !gone.has(keys[i] as string));
  if (s.type !== "CHALLENGE") return { value: all, problems: [] };
  if (at === keys.length && s.entry === "CHALLENGE") return { value: all, problems: [] };

  let history: string[];
  if (isState(ladder)) {
    history = (ladder.players.get(me)?.history ?? []).map((m) => m.opponent);
  } else {
    history = [];
    log.forEach((cells, i) => {
      const r = readLogRow(cells, i + 1);
      if (!("game" in r) || r.game.result === null) return;
      const c = nameKey(r.game.challenger);
      const d = nameKey(r.game.defender);
      if (c === me) history.push(d);
      else if (d === me) history.push(c);
    });
  }
  const since = gamesSince(history);
  // Players away (a state's AWAY) are skipped and not counted in the range.
  const away = isState(ladder) ? awayKeys(ladder) : new Set<string>();
  if (away.has(me)) return { value: [], problems: [] };
  const out: { position: number; name: string }[] = [];
  for (let i = at - 1, counted = 0; i >= 0 && (s.range === null || counted < s.range); i--) {
    if (away.has(keys[i] as string)) continue;
    counted++;
    const n = since.get(keys[i] as string);
    if (n !== undefined && n < s.cooldown) continue;
    out.push({ position: i + 1, name: names[i] as string });
  }
  return { value: out, problems: [] };
}

/**
 * Members who leave, go away and come back (issue 32, item 5). A member's row in the log names the
 * member in the challenger's column and leaves the defender's blank:
 *
 * - `LEFT`: off the ladder; everyone below moves up one place. Challenges waiting to count that
 *   involve them are dropped. A later game naming them is refused until `BACK`.
 * - `AWAY`: frozen in place. Nobody may challenge them and they may not challenge; the challenge
 *   range is counted over the players who are not away; other players' moves pass around them (they
 *   keep their position number); inactivity does not count while away.
 * - `BACK`: an away member is active again in their place, a gone member rejoins at the bottom (as a
 *   newcomer does under ENTRY BOTTOM); either way their inactivity count starts again that day.
 *
 * The seeds hold no ladder rules (seed 004 is a guide to tournaments); the club rule sets compared in
 * the spec (platforms.md D2: Big Rapids, SLO, St Louis, Dundee, Kāpiti, NAHS, chess.com, B. Butler)
 * agree on joining at the bottom, which `BACK` after `LEFT` follows; freezing is the "leave of
 * absence" those clubs grant by keeping a player's place. docs/ladder.md "Members".
 */
import type { ProblemCode } from "../errors";
import { nameKey, sortedOrder, type LadderState, type PlayerRecord } from "./state";
import type { LadderGame, LadderProblem, MemberResult } from "./types";

/** The keys of the players frozen in place. */
export function awayKeys(s: Pick<LadderState, "players">): Set<string> {
  const out = new Set<string>();
  for (const [k, r] of s.players) if (r.away !== undefined) out.add(k);
  return out;
}

/**
 * Applies `f` to the order without the away players, who keep their position numbers.
 * @example onActive(["A", "B", "C", "D"], new Set(["B"]), (o) => [o[2], o[0], o[1]]) // ["D", "B", "A", "C"]
 */
export function onActive<T>(order: readonly T[], away: ReadonlySet<T>, f: (active: T[]) => T[]): T[] {
  if (away.size === 0) return f(order.slice());
  const moved = f(order.filter((k) => !away.has(k)));
  let next = 0;
  return order.map((k) => (away.has(k) ? k : (moved[next++] as T)));
}

function withPlayer(s: LadderState, key: string, r: PlayerRecord, order: readonly string[] = s.order): LadderState {
  const players = new Map(s.players);
  players.set(key, r);
  const next = { ...s, players, order };
  return { ...next, order: sortedOrder(next) };
}

/** The record without its AWAY and LEFT marks. */
function active(r: PlayerRecord): PlayerRecord {
  const out: { -readonly [K in keyof PlayerRecord]: PlayerRecord[K] } = { ...r };
  delete out.away;
  delete out.left;
  return out;
}

type Reject = (code: ProblemCode, message: string) => { state: LadderState; problem: LadderProblem | null };

/** A member's row (LEFT, AWAY, BACK) applied, or refused with the reason. */
export function applyMember(
  s: LadderState,
  game: LadderGame,
  rowName: string,
  reject: Reject,
): { state: LadderState; problem: LadderProblem | null } {
  const result = game.result as MemberResult;
  const key = nameKey(game.challenger);
  const r = s.players.get(key);
  if (r === undefined)
    return reject("UNKNOWN_NAME", `${game.challenger} is not on the ladder, so cannot be marked ${result}`);
  const where = (row: number | undefined) => `${rowName} ${row ?? "?"}`;
  const plain = active(r);
  switch (result) {
    case "LEFT": {
      if (r.left !== undefined) return reject("DUPLICATE", `${r.name} already left the ladder (${where(r.left)})`);
      const pending = s.pending.filter((p) => p.challenger !== key && p.defender !== key);
      const left = { ...plain, left: game.row };
      return {
        state: {
          ...withPlayer(
            s,
            key,
            left,
            s.order.filter((k) => k !== key),
          ),
          pending,
        },
        problem: null,
      };
    }
    case "AWAY": {
      if (r.left !== undefined) return reject("BAD_OPPONENT", `${r.name} left the ladder (${where(r.left)})`);
      if (r.away !== undefined) return reject("DUPLICATE", `${r.name} is already away (${where(r.away)})`);
      return { state: withPlayer(s, key, { ...plain, away: game.row }), problem: null };
    }
    case "BACK": {
      const back: PlayerRecord = { ...plain, lastActive: s.clock ?? r.lastActive, drops: 0 };
      if (r.away !== undefined) return { state: withPlayer(s, key, back), problem: null };
      if (r.left !== undefined) return { state: withPlayer(s, key, back, [...s.order, key]), problem: null };
      return reject("BAD_OPPONENT", `${r.name} is on the ladder and not away: there is nobody to bring back`);
    }
  }
}

/**
 * Why a player named in a game may not play now (gone or away), or null.
 * @example unavailable(state, "dora", "games row") // 'Dora is away (games row 4): log BACK for them first'
 */
export function unavailable(s: LadderState, key: string, rowName: string): string | null {
  const r = s.players.get(key);
  if (r === undefined) return null;
  if (r.left !== undefined)
    return `${r.name} left the ladder (${rowName} ${r.left}): log BACK for them first (they rejoin at the bottom)`;
  if (r.away !== undefined) return `${r.name} is away (${rowName} ${r.away}): log BACK for them first`;
  return null;
}

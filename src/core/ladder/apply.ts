/**
 * One log row applied to the ladder. Order of events for a row dated D:
 *   1. the clock moves to D: challenges logged REFUSED/NOSHOW whose due day is D or earlier count as
 *      the defender's loss (oldest due first), then inactivity drops are charged as of D;
 *   2. the row is checked (players, direction, RANGE, COOLDOWN) on the ladder as it now stands;
 *   3. the result moves places, ratings or points.
 * A rejected row leaves the ladder exactly as it was (the clock does not move either).
 */
import { problem, type ProblemCode } from "../errors";
import { editDistance } from "../season/match";
import { isoDate } from "./dates";
import { applyMember, awayKeys, onActive, unavailable } from "./members";
import { afterDefence, afterDraw, afterWin, dropPlaces } from "./moves";
import { rateGame } from "./rating";
import { nameKey, newRecord, ordinal, record, sortedOrder, type LadderState, type PlayerRecord } from "./state";
import type { LadderGame, LadderProblem, PendingForfeit } from "./types";

export interface ApplyOptions {
  /** How rows are named in messages: `${rowName} ${row}` (default "games row"). */
  readonly rowName?: string;
}

export interface Applied {
  readonly state: LadderState;
  /** Why the row was rejected; then `state` is the state passed in, unchanged. */
  readonly problem: LadderProblem | null;
}

type Players = Map<string, PlayerRecord>;

function withPlayers(s: LadderState, players: Players, order: readonly string[] = s.order): LadderState {
  const next = { ...s, players, order };
  return { ...next, order: sortedOrder(next) };
}

function update(s: LadderState, key: string, change: Partial<PlayerRecord>): LadderState {
  const players = new Map(s.players);
  players.set(key, { ...record(s, key), ...change });
  return withPlayers(s, players);
}

/** A newcomer at the bottom (rating ladders then sort them by START). */
function join(s: LadderState, name: string): LadderState {
  const players = new Map(s.players);
  let seed = 0;
  for (const r of players.values()) seed = Math.max(seed, r.seed + 1);
  players.set(nameKey(name), newRecord(name, seed, s.settings, null, s.clock));
  return withPlayers(s, players, [...s.order, nameKey(name)]);
}

/** A REFUSED/NOSHOW challenge counts as the challenger's win (no game played, no rating change). */
function countForfeit(s: LadderState, p: PendingForfeit): LadderState {
  if (s.settings.type === "CHALLENGE") {
    // Players away since keep their place: the win moves the others around them.
    const order = onActive(s.order, awayKeys(s), (o) => {
      const [c, d] = [o.indexOf(p.challenger), o.indexOf(p.defender)];
      return c < 0 || d < 0 ? o : afterWin(o, c, d, s.settings.win);
    });
    return { ...s, order };
  }
  if (s.settings.type === "POINTS") {
    return update(s, p.challenger, { points: record(s, p.challenger).points + s.settings.winPoints });
  }
  return s;
}

/** Moves the clock to `day`: defaults that fall due, then inactivity drops, as of that day. */
function advance(state: LadderState, day: number, row: number): LadderState {
  let s: LadderState = { ...state, clock: day, clockRow: row };
  if (state.clock === null) {
    const players: Players = new Map();
    for (const [k, r] of s.players) players.set(k, r.lastActive === null ? { ...r, lastActive: day } : r);
    s = { ...s, players };
  }
  const due = s.pending.filter((p) => p.due <= day).sort((a, b) => a.due - b.due || a.row - b.row);
  if (due.length > 0) {
    s = { ...s, pending: s.pending.filter((p) => p.due > day) };
    for (const p of due) s = countForfeit(s, p);
  }
  const { type, inactiveDays, inactiveDrop } = s.settings;
  if (type !== "CHALLENGE" || inactiveDays <= 0) return s;
  const drops = new Map<string, number>();
  const players = new Map(s.players);
  for (const [key, r] of s.players) {
    // Away or gone: no inactivity counts (BACK starts the count again).
    if (r.lastActive === null || r.away !== undefined || r.left !== undefined) continue;
    const periods = Math.floor((day - r.lastActive) / inactiveDays);
    if (periods > r.drops) {
      drops.set(key, (periods - r.drops) * inactiveDrop);
      players.set(key, { ...r, drops: periods });
    }
  }
  if (drops.size === 0) return s;
  return { ...s, players, order: onActive(s.order, awayKeys(s), (o) => dropPlaces(o, drops)) };
}

/** Both players' histories record the meeting (for COOLDOWN). */
function meet(s: LadderState, a: string, b: string, row: number): LadderState {
  const players = new Map(s.players);
  const ra = record(s, a);
  const rb = record(s, b);
  players.set(a, { ...ra, history: [...ra.history, { opponent: b, row }] });
  players.set(b, { ...rb, history: [...rb.history, { opponent: a, row }] });
  return { ...s, players };
}

function active(s: LadderState, key: string, played: boolean): LadderState {
  const r = record(s, key);
  return update(s, key, { games: r.games + (played ? 1 : 0), lastActive: s.clock ?? r.lastActive, drops: 0 });
}

/**
 * A name not on the ladder that is a letter or two from one that is, as the refusal's last words
 * ('; did you mean "John Smith" for "Jonh Smith"?'): a misspelling that breaks a rule says so.
 */
function didYouMean(state: LadderState, game: LadderGame): string {
  const out: string[] = [];
  for (const who of [game.challenger, game.defender]) {
    if (who === undefined || who.trim() === "" || state.players.has(nameKey(who))) continue;
    const key = nameKey(who);
    const limit = key.length <= 4 ? 1 : 2;
    const near = [...state.players.values()]
      .map((p) => p.name)
      .filter((n) => editDistance(key, nameKey(n), limit, true) <= limit);
    if (near.length > 0) out.push(`did you mean ${near.map((n) => `"${n}"`).join(" or ")} for "${who}"?`);
  }
  return out.length === 0 ? "" : `; ${out.join(" ")}`;
}

/**
 * Applies one parsed log row (a game, a default, or a date alone that moves the clock).
 * `replayLadder` is exactly this, row after row.
 * @example
 * const s0 = startLadder(["Ann", "Bob", "Cat", "Dan"]).value;
 * applyGame(s0, { row: 1, date: 45717, challenger: "Dan", defender: "Bob", result: "WIN" }).state.order
 * // ["ann", "dan", "bob", "cat"]
 */
export function applyGame(state: LadderState, game: LadderGame, options: ApplyOptions = {}): Applied {
  const rowName = options.rowName ?? "games row";
  const reject = (code: ProblemCode, message: string): Applied => ({
    state,
    problem: { ...problem(code, `${rowName} ${game.row}: ${message}${didYouMean(state, game)}`), row: game.row },
  });
  const { settings } = state;

  if (game.date !== null && state.clock !== null && game.date < state.clock) {
    return reject(
      "BAD_CELL",
      `date ${isoDate(game.date)} is before ${isoDate(state.clock)} (${rowName} ${state.clockRow}); the log must be oldest first`,
    );
  }
  let s = game.date === null ? state : advance(state, game.date, game.row);
  if (game.result === null) return { state: s, problem: null };
  if (game.result === "LEFT" || game.result === "AWAY" || game.result === "BACK")
    return applyMember(s, game, rowName, reject);

  const ck = nameKey(game.challenger);
  const dk = nameKey(game.defender);
  if (ck === dk) return reject("BAD_OPPONENT", `${game.challenger} cannot play themselves`);
  for (const key of [ck, dk]) {
    const why = unavailable(s, key, rowName);
    if (why !== null) return reject("BAD_OPPONENT", why);
  }
  const cNew = !s.players.has(ck);
  const dNew = !s.players.has(dk);
  if ((cNew || dNew) && settings.entry === "CLOSED") {
    const who = cNew ? game.challenger : game.defender;
    return reject(
      "UNKNOWN_NAME",
      `${who} is not on the ladder (ENTRY is CLOSED: add them to the players list, or check the spelling)`,
    );
  }
  const entryChallenge = settings.type === "CHALLENGE" && settings.entry === "CHALLENGE" && (cNew || dNew);
  if (entryChallenge && dNew) {
    return reject(
      "UNKNOWN_NAME",
      `${game.defender} is not on the ladder: with ENTRY CHALLENGE a newcomer joins by challenging someone on it`,
    );
  }
  // Newcomers join at the bottom first: the defender, then the challenger just below.
  if (!entryChallenge || game.result === "REFUSED" || game.result === "NOSHOW") {
    if (dNew) s = join(s, game.defender);
    if (cNew) s = join(s, game.challenger);
  }

  const forfeit = game.result === "REFUSED" || game.result === "NOSHOW";
  const waiting = s.pending.find((p) => p.challenger === ck && p.defender === dk);
  if (forfeit && waiting) {
    return reject(
      "DUPLICATE",
      `${game.challenger}'s challenge to ${game.defender} (${rowName} ${waiting.row}) is still waiting to count; log the game or wait`,
    );
  }
  const playsOut = !forfeit && waiting !== undefined;
  if (settings.type === "CHALLENGE" && !entryChallenge && !playsOut) {
    const c = s.order.indexOf(ck);
    const d = s.order.indexOf(dk);
    const C = `${record(s, ck).name} (${ordinal(c + 1)})`;
    const D = `${record(s, dk).name} (${ordinal(d + 1)})`;
    if (c < d)
      return reject(
        "BAD_OPPONENT",
        `${C} is above ${D}: a challenge goes up the ladder, and the challenger is written first`,
      );
    // The range counts the players who are not away (AWAY players are skipped, not counted).
    const away = awayKeys(s);
    const active = s.order.filter((k) => !away.has(k));
    const [ca, da] = [active.indexOf(ck), active.indexOf(dk)];
    if (settings.range !== null && ca - da > settings.range) {
      const top = s.order.indexOf(active[Math.max(0, ca - settings.range)] as string) + 1;
      const skipped = away.size === 0 ? "" : ", not counting those away";
      return reject(
        "OUT_OF_RANGE",
        `${C} may challenge ${settings.range} place${settings.range === 1 ? "" : "s"} up (${ordinal(top)} to ${ordinal(c)}${skipped}), not ${D} (RANGE ${settings.range})`,
      );
    }
    const history = record(s, ck).history;
    let last = -1;
    for (let i = history.length - 1; i >= 0 && last < 0; i--)
      if ((history[i] as { opponent: string }).opponent === dk) last = i;
    const since = history.length - 1 - last;
    if (last >= 0 && since < settings.cooldown) {
      const played = since === 0 ? "no other game" : `only ${since} other game${since === 1 ? "" : "s"}`;
      const needed = `${settings.cooldown} other game${settings.cooldown === 1 ? "" : "s"}`;
      return reject(
        "BAD_OPPONENT",
        `${C} last met ${D} at ${rowName} ${(history[last] as { row: number }).row} and has played ${played} since (COOLDOWN ${settings.cooldown}: ${needed} first)`,
      );
    }
  }

  if (forfeit) {
    if (settings.forfeitDays > 0 && s.clock === null) {
      return reject(
        "MISSING",
        `a ${game.result} row needs a date: it counts as a loss ${settings.forfeitDays} days later (FORFEIT_DAYS)`,
      );
    }
    s = meet(s, ck, dk, game.row);
    s = update(s, ck, { lastActive: s.clock ?? record(s, ck).lastActive, drops: 0 });
    const p: PendingForfeit = {
      row: game.row,
      challenger: ck,
      defender: dk,
      result: game.result as "REFUSED" | "NOSHOW",
      due: (s.clock ?? 0) + settings.forfeitDays,
    };
    return {
      state: settings.forfeitDays === 0 ? countForfeit(s, p) : { ...s, pending: [...s.pending, p] },
      problem: null,
    };
  }

  if (entryChallenge) {
    // ENTRY CHALLENGE: a newcomer who wins takes the defender's place; otherwise joins at the bottom.
    s = join(s, game.challenger);
    if (game.result === "WIN") {
      const order = onActive(s.order, awayKeys(s), (o) => afterWin(o, o.length - 1, o.indexOf(dk), "TAKE"));
      s = { ...s, order };
    }
  }
  if (playsOut) s = { ...s, pending: s.pending.filter((p) => p !== waiting) };
  else s = meet(s, ck, dk, game.row);
  s = active(active(s, ck, true), dk, true);
  const score = game.result === "WIN" ? 1 : game.result === "DRAW" ? 0.5 : 0;

  switch (settings.type) {
    case "CHALLENGE": {
      if (entryChallenge) break;
      // Moves pass around the players away: they keep their position numbers.
      const order = onActive(s.order, awayKeys(s), (o) => {
        const [c, d] = [o.indexOf(ck), o.indexOf(dk)];
        return game.result === "WIN"
          ? afterWin(o, c, d, settings.win)
          : game.result === "DRAW"
            ? afterDraw(o, c, d, settings.draw)
            : afterDefence(o, c, d, settings.defend);
      });
      s = { ...s, order };
      break;
    }
    case "RATING": {
      const [rc, rd] = rateGame(record(s, ck).rating, record(s, dk).rating, score, settings.k);
      s = update(update(s, ck, { rating: rc }), dk, { rating: rd });
      break;
    }
    case "POINTS": {
      const { winPoints, drawPoints, lossPoints, playedPoints } = settings;
      const pts = (x: number) => playedPoints + (x === 1 ? winPoints : x === 0 ? lossPoints : drawPoints);
      s = update(update(s, ck, { points: record(s, ck).points + pts(score) }), dk, {
        points: record(s, dk).points + pts(1 - score),
      });
      break;
    }
  }
  return { state: s, problem: null };
}

/**
 * A rating period (seed 000): reset zero-score players to NEW, rate each event in date order —
 * established players by Table 2 against the ratings at the start of the period, new and partially
 * rated players by their performance over the whole history, with their status reviewed after every
 * event — and add each established player's summed increments to his rating at the start.
 */
import { ChessInputError, problem, type Problem } from "../../errors";
import { checkPeriod } from "./checks";
import { ageAtNewYear } from "./dates";
import { bonusPoints, capOpponent, establishedChange, K } from "./established";
import { DEFAULT_K_CLASSES, kFor, perGameDelta, type KClasses } from "./per-game";
import { averageOf, performanceRating, type History } from "./performance";
import { hasRating, statusOf, type AcfStatus } from "./status";
import type { Centi } from "./units";

/** A player as the player file holds him at the start of the period. */
export interface AcfPlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  /** ISO date (YYYY-MM-DD) or null. */
  readonly birthDate: string | null;
  /** The rating at the start of the period, hundredths; null for new and unrated players. */
  readonly rating: Centi | null;
  readonly status: AcfStatus;
  /** NG, AR (hundredths), TS (tenths): the accumulated rated history. */
  readonly games: number;
  readonly average: Centi;
  readonly score: number;
  /** Where the record came from, for messages ("players.csv row 7"). */
  readonly place: string;
}

/** One game of the period. `result` is White's score in tenths (10, 5 or 0). */
export interface AcfGameRecord {
  readonly event: string;
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  readonly white: string;
  readonly black: string;
  readonly result: 0 | 5 | 10;
  readonly place: string;
}

export const PERIOD_SYSTEMS = ["1994", "per-game"] as const;
export type PeriodSystem = (typeof PERIOD_SYSTEMS)[number];

export interface PeriodOptions {
  /** "1994" (default): the rules in force; "per-game": the booklet's announced system, to compare. */
  readonly system?: PeriodSystem;
  /** The per-game system's K by class (default DEFAULT_K_CLASSES). */
  readonly kClasses?: KClasses;
  /** The period date (ISO); its year gives juniors' ages ("at the beginning of the year"). */
  readonly date?: string;
}

/** One player after the period. */
export interface PeriodEntry {
  readonly player: AcfPlayerRecord;
  /** Status and rating at the start, after the zero-score reset. */
  readonly startStatus: AcfStatus;
  readonly startRating: Centi | null;
  readonly startGames: number;
  /** True when the player's accumulated score was zero and he was made NEW again. */
  readonly reset: boolean;
  readonly status: AcfStatus;
  /** The new rating, unrounded, hundredths; null for new and unrated players. */
  readonly rating: Centi | null;
  /** NG, SR and TS after the period. */
  readonly history: History;
  /** Games in the period's file, rated or not. */
  readonly gamesPlayed: number;
  /** Games of the period that were rated for this player (the opponent had a rating). */
  readonly ratedGames: number;
  /** Events the player took part in. */
  readonly events: number;
  /** Bonus points included in the rating (established players), hundredths. */
  readonly bonus: Centi;
  /** The per-game system's K for this player (null under 1994 rules or for a partially-rated player). */
  readonly k: number | null;
}

export interface PeriodResult {
  readonly system: PeriodSystem;
  /** One entry per player, in the order of the player file. */
  readonly entries: readonly PeriodEntry[];
  /** Events in the order they were rated: name, first date, games. */
  readonly events: readonly { readonly name: string; readonly date: string; readonly games: number }[];
}

/**
 * Rates a period. Every problem (unknown or repeated ids, a player meeting himself, a confirmed
 * player with no rating) is collected and thrown as one ChessInputError; nothing is returned half done.
 * Games entered twice are rated as given: find them first with checkPeriod (checks.ts).
 * @example
 * // Brown (1010, confirmed) scores 1½/7 against seven 1250 players in one event:
 * ratePeriod(brownAndField, brownsGames).entries[0].rating // 101150 (1011.5; listed 1012)
 */
export function ratePeriod(
  players: readonly AcfPlayerRecord[],
  games: readonly AcfGameRecord[],
  options: PeriodOptions = {},
): PeriodResult {
  const system = options.system ?? "1994";
  const classes = options.kClasses ?? DEFAULT_K_CLASSES;
  const year = options.date === undefined ? null : Number(options.date.slice(0, 4));
  // Repeated IDs, unknown players and self-games, all at once (checks.ts); repeated games are the
  // caller's to keep or drop (checkPeriod's `repeats`), so they are rated as given here.
  const problems: Problem[] = [...checkPeriod(players, games).problems];
  const n = players.length;

  // --- the player file, and the reset at the start of processing ---
  const index = new Map<string, number>();
  const status: AcfStatus[] = new Array<AcfStatus>(n);
  const startStatus: AcfStatus[] = new Array<AcfStatus>(n);
  const reset = new Uint8Array(n);
  const rated = new Uint8Array(n); // has a rating that other players' calculations use
  const startR = new Float64Array(n);
  const hGames = new Float64Array(n);
  const hSum = new Float64Array(n);
  const hScore = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = players[i] as AcfPlayerRecord;
    if (!index.has(p.id)) index.set(p.id, i);
    let st = p.status;
    let g = p.games;
    let sum = p.average * p.games;
    let sc = p.score;
    // "At the beginning of processing for a rating period, players whose accumulated score is zero
    // are reset to the status of new players. They are regarded as having played no games."
    if (st !== "CONFIRMED" && g > 0 && sc === 0) {
      st = "NEW";
      g = 0;
      sum = 0;
      reset[i] = 1;
    }
    if (st === "NEW") {
      g = 0;
      sum = 0;
      sc = 0;
    }
    let r: Centi | null = hasRating(st) ? p.rating : null;
    if (st === "PROVISIONAL" && r === null) r = performanceRating({ games: g, sum, score: sc });
    if (st === "CONFIRMED" && r === null)
      problems.push(problem("MISSING", `${p.place}: player "${p.id}" is CONFIRMED but has no rating`));
    if (st === "PROVISIONAL" && r === null) {
      problems.push(
        problem(
          "MISSING",
          `${p.place}: player "${p.id}" is PROVISIONAL but has no rating and no history (NG, AR, TS) that gives one`,
        ),
      );
    }
    status[i] = st;
    startStatus[i] = st;
    rated[i] = r === null ? 0 : 1;
    startR[i] = r ?? 0;
    hGames[i] = g;
    hSum[i] = sum;
    hScore[i] = sc;
  }

  // --- the games, grouped by event, events in date order ---
  const m = games.length;
  const gw = new Int32Array(m);
  const gb = new Int32Array(m);
  const eventOf = new Int32Array(m);
  const eventIds = new Map<string, number>();
  const eventDate: string[] = [];
  const eventName: string[] = [];
  const eventCount: number[] = [];
  for (let j = 0; j < m; j++) {
    const g = games[j] as AcfGameRecord;
    const w = index.get(g.white);
    const b = index.get(g.black);
    gw[j] = w ?? -1;
    gb[j] = b ?? -1;
    let e = eventIds.get(g.event);
    if (e === undefined) {
      e = eventName.length;
      eventIds.set(g.event, e);
      eventName.push(g.event);
      eventDate.push(g.date);
      eventCount.push(0);
    } else if (g.date < (eventDate[e] as string)) eventDate[e] = g.date;
    eventOf[j] = e;
    eventCount[e] = (eventCount[e] as number) + 1;
  }
  if (problems.length > 0) throw new ChessInputError(problems);

  const order = eventName.map((_, e) => e);
  order.sort((a, b) => {
    const da = eventDate[a] as string;
    const db = eventDate[b] as string;
    if (da !== db) return da < db ? -1 : 1;
    const na = eventName[a] as string;
    const nb = eventName[b] as string;
    return na < nb ? -1 : na > nb ? 1 : 0;
  });
  // games bucketed by event (counting sort, stable: file order within an event)
  const start = new Int32Array(eventName.length + 1);
  for (let e = 0; e < eventName.length; e++) start[e + 1] = (start[e] as number) + (eventCount[e] as number);
  const fill = start.slice(0, eventName.length);
  const byEvent = new Int32Array(m);
  for (let j = 0; j < m; j++) {
    const e = eventOf[j] as number;
    byEvent[fill[e] as number] = j;
    fill[e] = (fill[e] as number) + 1;
  }

  // --- running state ---
  const established = new Uint8Array(n); // rated by the established formula from now on
  const base = new Float64Array(n); // the rating increments are added to
  const change = new Float64Array(n);
  const bonus = new Float64Array(n);
  const kOf = new Float64Array(n);
  const current = new Float64Array(n); // per-game: the actual rating at the start of the event
  const played = new Int32Array(n);
  const ratedGames = new Int32Array(n);
  const events = new Int32Array(n);
  const periodDelta = new Float64Array(n); // per-game: Sa − Se over the period (hundredths)
  const periodGames = new Int32Array(n); // per-game: the games that Sa − Se covers
  const perGame = system === "per-game";
  const age = (i: number): number | null => {
    const b = (players[i] as AcfPlayerRecord).birthDate;
    return b === null || year === null ? null : ageAtNewYear(b, year);
  };
  const establish = (i: number, rating: Centi): void => {
    established[i] = 1;
    base[i] = rating;
    current[i] = rating;
    kOf[i] = perGame ? kFor(classes, rating, age(i)) : K;
  };
  for (let i = 0; i < n; i++) {
    current[i] = startR[i] as number;
    if (status[i] === "CONFIRMED") establish(i, startR[i] as number);
  }

  // per-event accumulators, reset for the players each event touches
  const stamp = new Int32Array(n).fill(-1);
  const touched: number[] = [];
  const evN = new Int32Array(n);
  const evSum = new Float64Array(n);
  const evCapped = new Float64Array(n);
  const evScore = new Int32Array(n);
  const evDelta = new Float64Array(n);

  const side = (p: number, o: number, score: number): void => {
    if (rated[o] === 0) return; // "results against unrated players are not used"
    const oppRating = startR[o] as number;
    evN[p] = (evN[p] as number) + 1;
    evSum[p] = (evSum[p] as number) + oppRating;
    evScore[p] = (evScore[p] as number) + score;
    if (established[p] === 1) {
      if (perGame)
        evDelta[p] = (evDelta[p] as number) + perGameDelta(current[p] as number, current[o] as number, score);
      else evCapped[p] = (evCapped[p] as number) + capOpponent(base[p] as number, oppRating);
    }
  };
  const touch = (p: number, e: number): void => {
    played[p] = (played[p] as number) + 1;
    if (stamp[p] !== e) {
      stamp[p] = e;
      touched.push(p);
    }
  };

  for (const e of order) {
    touched.length = 0;
    for (let x = start[e] as number; x < (start[e + 1] as number); x++) {
      const j = byEvent[x] as number;
      const w = gw[j] as number;
      const b = gb[j] as number;
      const res = (games[j] as AcfGameRecord).result;
      touch(w, e);
      touch(b, e);
      side(w, b, res);
      side(b, w, 10 - res);
    }
    for (const p of touched) {
      events[p] = (events[p] as number) + 1;
      const g = evN[p] as number;
      if (g === 0) continue;
      ratedGames[p] = (ratedGames[p] as number) + g;
      hGames[p] = (hGames[p] as number) + g;
      hSum[p] = (hSum[p] as number) + (evSum[p] as number);
      hScore[p] = (hScore[p] as number) + (evScore[p] as number);
      if (established[p] === 1) {
        if (perGame) {
          change[p] = (change[p] as number) + (kOf[p] as number) * (evDelta[p] as number);
          periodDelta[p] = (periodDelta[p] as number) + (evDelta[p] as number);
          periodGames[p] = (periodGames[p] as number) + g;
        } else {
          const c = establishedChange(base[p] as number, g, evCapped[p] as number, evScore[p] as number, K);
          change[p] = (change[p] as number) + c.change;
          bonus[p] = (bonus[p] as number) + c.bonus;
        }
      } else {
        // "Each time some of their results are recorded, their status is reviewed."
        const h = { games: hGames[p] as number, sum: hSum[p] as number, score: hScore[p] as number };
        const st = statusOf(h.games, h.score);
        status[p] = st;
        // "After the tournament in which players reach 30 games, provisionally-rated players are given
        // a confirmed rating"; "further rating changes are calculated accordingly".
        if (st === "CONFIRMED") establish(p, performanceRating(h) as number);
        else if (st === "PROVISIONAL") current[p] = performanceRating(h) as number;
      }
      evN[p] = 0;
      evSum[p] = 0;
      evCapped[p] = 0;
      evScore[p] = 0;
      evDelta[p] = 0;
    }
    if (perGame)
      for (const p of touched) if (established[p] === 1) current[p] = (base[p] as number) + (change[p] as number);
  }

  // --- the new list ---
  const entries: PeriodEntry[] = new Array<PeriodEntry>(n);
  for (let i = 0; i < n; i++) {
    const p = players[i] as AcfPlayerRecord;
    const history: History = { games: hGames[i] as number, sum: hSum[i] as number, score: hScore[i] as number };
    let rating: Centi | null;
    let b = bonus[i] as number;
    if (established[i] === 1) {
      if (perGame) {
        // "Calculating bonus points over a ratings period rather than for individual tournaments."
        b = bonusPoints(periodGames[i] as number, periodDelta[i] as number, kOf[i] as number);
      }
      rating = (base[i] as number) + (change[i] as number) + (perGame ? b : 0);
      status[i] = "CONFIRMED";
    } else if (ratedGames[i] === 0) {
      rating = rated[i] === 1 ? (startR[i] as number) : null;
    } else {
      rating = status[i] === "PROVISIONAL" ? performanceRating(history) : null;
    }
    entries[i] = {
      player: p,
      startStatus: startStatus[i] as AcfStatus,
      startRating: rated[i] === 1 ? (startR[i] as number) : null,
      startGames: (hGames[i] as number) - (ratedGames[i] as number),
      reset: reset[i] === 1,
      status: status[i] as AcfStatus,
      rating,
      history,
      gamesPlayed: played[i] as number,
      ratedGames: ratedGames[i] as number,
      events: events[i] as number,
      bonus: b,
      k: perGame && established[i] === 1 ? (kOf[i] as number) : null,
    };
  }
  return {
    system,
    entries,
    events: order.map((e) => ({
      name: eventName[e] as string,
      date: eventDate[e] as string,
      games: eventCount[e] as number,
    })),
  };
}

/**
 * AR of an entry's history, hundredths (the figure the player file keeps).
 * @example entryAverage(ratePeriod(players, games).entries[0]) // 128500 for Smith after his second event
 */
export function entryAverage(e: PeriodEntry): Centi {
  return averageOf(e.history);
}

/**
 * The player file for the next period: each player's new status, rating, NG, AR and TS (the figures
 * the booklet says are retained), everything else as it was.
 * @example ratePeriod(carryForward(ratePeriod(players, period1)), period2)
 */
export function carryForward(result: PeriodResult): AcfPlayerRecord[] {
  return result.entries.map((e) => ({
    ...e.player,
    status: e.status,
    rating: e.rating,
    games: e.history.games,
    average: averageOf(e.history),
    score: e.history.score,
  }));
}

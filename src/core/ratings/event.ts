/**
 * Every player's rating change for a whole event, FIDE or US Chess, from the event's own games (what
 * RATING_CHANGES, `wallchart ratings` and the Standings' "Rating ±" column show). Only games played
 * over the board and rated count: forfeits, byes and TRF's unrated `W D L` games are left out.
 */
import { fail } from "../errors";
import type { Tournament } from "../model/types";
import { parseDateText, type CivilDate } from "../model/calendar";
import { defaultK, fideChange, fideK, hundredthsToTenths, isAllowedK, type FideGame } from "./fide";
import { USCF_BONUS_B, uscfRateEvent, type UscfGame, type UscfPlayer } from "./uscf";

export const RATING_SYSTEMS = ["FIDE", "USCF"] as const;
export type RatingSystem = (typeof RATING_SYSTEMS)[number];

/** What is known of a player beyond his rating (each optional). */
export interface RatingFacts {
  /** FIDE: K for this player (10, 20, 40 or a K the 700 ceiling gives). */
  readonly k?: number;
  /** FIDE: rated games before the event (under 30: K 40). US Chess: the games the rating rests on (N). */
  readonly games?: number;
  /** Age in years at the event (FIDE: 18 or less below 2300 gives K 40; US Chess: an unrated player's initial rating). */
  readonly age?: number;
  /** FIDE: a published rating has reached 2400 (K 10). */
  readonly reached2400?: boolean;
  /** US Chess: the highest established rating (the floor 200 below it). */
  readonly peak?: number;
}

export interface RatingOptions {
  /** FIDE: K for every player without his own (else 8.3.3 from the facts). */
  readonly k?: number;
  /** US Chess: the bonus threshold B (default 10). */
  readonly b?: number;
}

/** One player's line: the rating before, after (FIDE to one decimal; US Chess a whole number), the change. */
export interface RatingLine {
  readonly id: number;
  readonly before: number | null;
  readonly after: number | null;
  readonly change: number | null;
  /** Rated games counted. */
  readonly games: number;
  /** FIDE: the K used. */
  readonly k?: number;
}

/** The score of a rated game from the entry, or null when the round is no rated game. */
function gameScore(kind: string, rated: boolean | undefined): number | null {
  if (rated === false) return null;
  if (kind === "win") return 1;
  if (kind === "draw") return 0.5;
  if (kind === "loss") return 0;
  return null;
}

/** Each rated game once: the lower pairing number's view. */
function ratedGames(t: Tournament): { a: number; b: number; scoreA: number }[] {
  const out: { a: number; b: number; scoreA: number }[] = [];
  for (const p of t.players) {
    for (const e of p.rounds) {
      if (e === null || e.opponent <= p.id || e.opponent > t.players.length) continue;
      const s = gameScore(e.kind, e.rated);
      if (s !== null) out.push({ a: p.id - 1, b: e.opponent - 1, scoreA: s });
    }
  }
  return out;
}

/**
 * The rating change of every player of an event.
 * @example eventRatingChanges(t, "FIDE", []).map((l) => l.change)
 */
export function eventRatingChanges(
  t: Tournament,
  system: RatingSystem,
  facts: readonly (RatingFacts | undefined)[],
  options: RatingOptions = {},
): RatingLine[] {
  const games = ratedGames(t);
  if (system === "FIDE") {
    if (options.k !== undefined && !isAllowedK(options.k)) {
      fail("BAD_ARGUMENT", `settings: K ${options.k} is not a K of the FIDE Rating Regulations (40, 20, 10, or ⌊700 ÷ games⌋)`);
    }
    return t.players.map((p, i) => {
      const f = facts[i] ?? {};
      if (p.rating === null) return { id: p.id, before: null, after: null, change: null, games: 0 };
      const mine: FideGame[] = [];
      for (const g of games) {
        const [me, opp, s] = g.a === i ? [g.a, g.b, g.scoreA] : g.b === i ? [g.b, g.a, 1 - g.scoreA] : [-1, -1, 0];
        if (me < 0) continue;
        const o = t.players[opp]?.rating ?? null;
        if (o !== null) mine.push({ opponent: o, score: s * 10 });
      }
      const k =
        f.k ??
        options.k ??
        (f.games === undefined && f.age === undefined && f.reached2400 === undefined
          ? defaultK(p.rating)
          : fideK({
              rating: p.rating,
              ...(f.games === undefined ? {} : { games: f.games }),
              ...(f.age === undefined ? {} : { ageAtYearEnd: f.age }),
              ...(f.reached2400 === undefined ? {} : { reached2400: f.reached2400 }),
            }));
      const c = fideChange(p.rating, mine, k);
      const tenths = hundredthsToTenths(c.hundredths);
      return { id: p.id, before: p.rating, after: (p.rating * 10 + tenths) / 10, change: tenths / 10, games: c.games, k: c.k };
    });
  }
  const players: UscfPlayer[] = t.players.map((p, i) => {
    const f = facts[i] ?? {};
    return {
      rating: p.rating,
      games: f.games ?? (p.rating === null ? 0 : 26),
      ...(f.age === undefined ? {} : { age: f.age }),
      ...(f.peak === undefined ? {} : { peak: f.peak }),
    };
  });
  const uscfGames: UscfGame[] = games;
  const rated = uscfRateEvent(players, uscfGames, options.b ?? USCF_BONUS_B);
  return t.players.map((p, i) => {
    const r = rated[i];
    if (r === undefined || r.games === 0) {
      return { id: p.id, before: p.rating, after: p.rating, change: p.rating === null ? null : 0, games: 0 };
    }
    const after = Math.round(r.rating);
    return { id: p.id, before: p.rating, after, change: p.rating === null ? null : after - p.rating, games: r.games };
  });
}

/** A birth date's year, month, day as the Players sheet or TRF writes it (year alone allowed). */
function birthOf(text: string | undefined): CivilDate | null {
  if (text === undefined || text.trim() === "") return null;
  const year = /^\s*(\d{4})\s*$/.exec(text);
  if (year !== null) return { year: Number(year[1]), month: 1, day: 1 };
  return parseDateText(text, { dayFirst: true });
}

/**
 * What the event itself tells about each player, for `eventRatingChanges`: the age from the birth
 * date (FIDE: at the end of the year the event ends, for K 40 under 18; US Chess: whole years on the
 * event's last day, for an unrated player's initial rating).
 */
export function factsFromTournament(t: Tournament, system: RatingSystem): RatingFacts[] {
  const end = parseDateText(t.info.endDate ?? t.info.startDate ?? "", { dayFirst: true, shortYearFirst: true });
  return t.players.map((p) => {
    const b = birthOf(p.birthDate);
    if (b === null || end === null) return {};
    if (system === "FIDE") return { age: end.year - b.year };
    const before = end.month < b.month || (end.month === b.month && end.day < b.day);
    return { age: end.year - b.year - (before ? 1 : 0) };
  });
}

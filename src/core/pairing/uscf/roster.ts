/**
 * What a pairing system needs to know about each player before a round: the players to pair, the
 * players who sit out (requested byes, withdrawals) and each player's score, colours, opponents met,
 * team and bye history. Shared by the US Chess and Pan-American 1954 engines.
 */
import { fail } from "../../errors";
import { makeCell } from "../../formats/wallchart";
import { isPlayed, score } from "../../model/points";
import type { Colour, Player, Tournament } from "../../model/types";
import { playedColours } from "../colours";
import { forbiddenIn } from "../forbidden";
import { teamsByPlayer } from "../../model/teams";
import type { Unpaired, UnpairedReason } from "../types";

/** One player to be paired this round, with the history the rules look at. */
export interface Entrant {
  /** Pairing number. */
  readonly id: number;
  /** Rating, null for unrated. */
  readonly rating: number | null;
  /** Score in tenths before this round. */
  readonly score: number;
  /** Colours of the games played over the board, oldest first (29E1: unplayed games do not count). */
  readonly colours: readonly Colour[];
  /**
   * Players he may not meet: opponents met over the board (forfeits are not meetings) and the
   * tournament's forbidden pairs in this round (forbidden.ts; treated as a rematch, 27A1).
   */
  readonly met: ReadonlySet<number>;
  /** The forbidden pairs alone (also in `met`), so that a note can say why. */
  readonly forbidden: ReadonlySet<number>;
  /** Colour of each earlier round, index 0 = round 1; null where no game was played (29E1). */
  readonly roundColours: readonly (Colour | null)[];
  /** The round he entered, when he entered late (`Player.joinedRound`); null otherwise. */
  readonly joinedRound: number | null;
  /** Team or school code, null for none. */
  readonly team: string | null;
  /** Has had a full-point bye (pairing-allocated or not). */
  readonly hadFullBye: boolean;
  /** Has won a game by forfeit (an unplayed point already; 28L3). */
  readonly hadForfeitWin: boolean;
  /** Has taken, or has recorded ahead, a half-point bye (28L4). */
  readonly halfBye: boolean;
  /** Games played over the board before this round. */
  readonly games: number;
  /** Rounds after this one already recorded as byes (they will not be played). */
  readonly laterByes: number;
  /** Forfeit losses before this round (the 1954 two-forfeit rule). */
  readonly forfeitLosses: number;
  /** Position in the ranking used for pairing (0 = first), set by the system. */
  rank: number;
}

export interface Roster {
  readonly round: number;
  /** Players to pair (not yet ranked). */
  readonly active: Entrant[];
  /** Players who sit out for a reason known before pairing, by pairing number. */
  readonly sitting: Unpaired[];
}

export interface RosterOptions {
  /** Forfeit losses that withdraw a player (the 1954 rules: 2); none by default. */
  readonly forfeitsWithdraw?: number;
}

const BYE_REASON: Partial<Record<string, UnpairedReason>> = {
  halfBye: "halfBye",
  zeroBye: "zeroBye",
  fullBye: "fullBye",
};


const NONE: ReadonlySet<number> = new Set();

function entrant(p: Player, round: number, team: string | null, forbidden: ReadonlySet<number>): Entrant {
  const met = new Set<number>(forbidden);
  const roundColours: (Colour | null)[] = [];
  let hadFullBye = false;
  let hadForfeitWin = false;
  let halfBye = false;
  let games = 0;
  let forfeitLosses = 0;
  let laterByes = 0;
  for (let r = 0; r < p.rounds.length; r++) {
    const e = p.rounds[r] ?? null;
    if (r < round - 1) roundColours.push(e !== null && isPlayed(e) ? e.colour : null);
    if (e === null) continue;
    if (r >= round) {
      if (e.kind === "halfBye") halfBye = true;
      if (e.kind === "halfBye" || e.kind === "zeroBye" || e.kind === "fullBye") laterByes++;
      continue;
    }
    if (r === round - 1) continue;
    if (isPlayed(e)) {
      games++;
      if (e.opponent > 0) met.add(e.opponent);
    }
    if (e.kind === "pab" || e.kind === "fullBye") hadFullBye = true;
    if (e.kind === "forfeitWin") hadForfeitWin = true;
    if (e.kind === "forfeitLoss") forfeitLosses++;
    if (e.kind === "halfBye") halfBye = true;
  }
  return {
    id: p.id,
    rating: p.rating,
    score: score(p, round - 1),
    colours: playedColours(p, round),
    met,
    forbidden,
    roundColours,
    joinedRound: p.joinedRound !== undefined && p.joinedRound > 1 ? p.joinedRound : null,
    team,
    hadFullBye,
    hadForfeitWin,
    halfBye,
    games,
    laterByes,
    forfeitLosses,
    rank: 0,
  };
}

/** The last round in which any player has something recorded (0 for an empty chart). */
function lastRoundRecorded(t: Tournament): number {
  let last = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= last; r--) {
      if (p.rounds[r] != null) {
        last = r + 1;
        break;
      }
    }
  }
  return last;
}

/**
 * Reads the tournament for pairing round `round`: who plays, who sits out and why.
 * Throws BAD_ARGUMENT when the round number is not usable or the round already has pairings.
 * @example readRoster(t, 2).sitting // [{ player: 4, reason: "halfBye" }] when #4 asked for H
 */
export function readRoster(t: Tournament, round: number, options: RosterOptions = {}): Roster {
  if (!Number.isInteger(round) || round < 1) {
    fail("BAD_ARGUMENT", `round: expected a whole number of at least 1, got ${String(round)}`);
  }
  const recorded = lastRoundRecorded(t);
  if (round > recorded + 1) {
    fail("BAD_ARGUMENT", `round: round ${round} cannot be paired yet, round ${recorded + 1} has no results`);
  }
  // Pairings are checked before anything else: a mistyped round number should say so first.
  for (const p of t.players) {
    const e = p.rounds[round - 1] ?? null;
    if (e !== null && BYE_REASON[e.kind] === undefined) {
      fail(
        "BAD_ARGUMENT",
        `Round ${round}, player #${p.id}: "${makeCell(e)}" is already recorded; round ${round} is already paired`,
      );
    }
  }
  // Players who have met in a game recorded against a pairing number that does not exist are the
  // parser's concern; here a missing opponent simply never appears in the field.
  const teams = teamsByPlayer(t);
  const forbidden = forbiddenIn(t, round);
  const active: Entrant[] = [];
  const sitting: Unpaired[] = [];
  for (const p of t.players) {
    const e = p.rounds[round - 1] ?? null;
    const x = entrant(p, round, teams.get(p.id) ?? null, forbidden.get(p.id) ?? NONE);
    const limit = options.forfeitsWithdraw;
    if (p.withdrawn === true || p.request === "withdrawn" || (limit !== undefined && x.forfeitLosses >= limit)) {
      sitting.push({ player: p.id, reason: "withdrawn" });
    } else if (e !== null) {
      sitting.push({ player: p.id, reason: BYE_REASON[e.kind] as UnpairedReason });
    } else if (p.request === "halfBye" || p.request === "zeroBye") {
      sitting.push({ player: p.id, reason: p.request });
    } else {
      active.push(x);
    }
  }
  sitting.sort((a, b) => a.player - b.player);
  return { round, active, sitting };
}

/** Total rounds of the event: the tournament's, else the option's, else null. @example totalRoundsOf(t, 5) // 5 when t says nothing */
export function totalRoundsOf(t: Tournament, fromOptions: number | undefined): number | null {
  return t.totalRounds ?? fromOptions ?? null;
}

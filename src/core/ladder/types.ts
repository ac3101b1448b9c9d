/**
 * The ladder vocabulary, named once: ladder types, the rules a secretary sets, log results, and the
 * shapes the replay works on. Catalogue: LADDER, LADDER_CHALLENGES; platforms.md §D2.
 */
import type { Problem } from "../errors";

export const LADDER_TYPES = ["CHALLENGE", "RATING", "POINTS"] as const;
export type LadderType = (typeof LADDER_TYPES)[number];

/** Challenger wins: takes the defender's place (those between move down one), swaps, or goes one above. */
export const WIN_RULES = ["TAKE", "SWAP", "ONE_ABOVE"] as const;
export type WinRule = (typeof WIN_RULES)[number];

/** Draw: no change, challenger to just below the defender, or the challenger up one place. */
export const DRAW_RULES = ["NONE", "BELOW_DEFENDER", "UP_ONE"] as const;
export type DrawRule = (typeof DRAW_RULES)[number];

/** Defender wins: no change (most clubs), or the defender moves up one (Kāpiti). */
export const DEFEND_RULES = ["NONE", "UP_ONE"] as const;
export type DefendRule = (typeof DEFEND_RULES)[number];

/** Newcomers: join at the bottom, join by challenging anyone, or not at all. */
export const ENTRY_RULES = ["BOTTOM", "CHALLENGE", "CLOSED"] as const;
export type EntryRule = (typeof ENTRY_RULES)[number];

/** A log result, from the challenger's side; REFUSED and NOSHOW are the defender's default. */
export const GAME_RESULTS = ["WIN", "DRAW", "LOSS", "REFUSED", "NOSHOW"] as const;
/**
 * A member's row (the member in the challenger's column, the defender's left blank): LEFT leaves the
 * ladder (those below move up), AWAY is frozen in place (skipped by challenges and inactivity),
 * BACK returns (the away to their place, the gone to the bottom). docs/ladder.md "Members".
 */
export const MEMBER_RESULTS = ["LEFT", "AWAY", "BACK"] as const;
export type MemberResult = (typeof MEMBER_RESULTS)[number];
export const LADDER_RESULTS = [...GAME_RESULTS, ...MEMBER_RESULTS] as const;
export type LadderResult = (typeof LADDER_RESULTS)[number];

/** Every rule of one ladder. Points are integer tenths; days are whole days. */
export interface LadderSettings {
  readonly type: LadderType;
  /** Places above the challenger that may be challenged; null = anyone above (`ANY`). */
  readonly range: number | null;
  readonly win: WinRule;
  readonly draw: DrawRule;
  readonly defend: DefendRule;
  /** Other games the challenger must play before challenging the same defender again. */
  readonly cooldown: number;
  /** Days without a game before a player drops; 0 = never. */
  readonly inactiveDays: number;
  /** Places dropped per full period of `inactiveDays` without a game. */
  readonly inactiveDrop: number;
  /** Days a defender has to play a challenge logged REFUSED or NOSHOW before it counts as a loss. */
  readonly forfeitDays: number;
  readonly entry: EntryRule;
  /** Elo K factor, or "ACF" for the 1994 ACF per-game rule (Table 2, K = 15). */
  readonly k: number | "ACF";
  /** Rating of a player who has none. */
  readonly start: number;
  /** Points ladder: tenths for a win, draw, loss, and for playing at all. */
  readonly winPoints: number;
  readonly drawPoints: number;
  readonly lossPoints: number;
  readonly playedPoints: number;
  /** The ladder's name as printed (the Ladder sheet's print header, the web page); not a rule. */
  readonly title?: string;
}

/** A cell of the log or of a settings block, as a host hands it over (dates already numbers or text). */
export type LadderCell = string | number | boolean | null | undefined;
export type LadderRow = readonly LadderCell[];

/** One starting player: a name, and for rating ladders an optional starting rating. */
export interface LadderPlayerInput {
  readonly name: string;
  readonly rating?: number | null;
}

/** One accepted log row, parsed. A clock row (a date alone) has empty names and a null result. */
export interface LadderGame {
  /** 1-based place in the log, for messages. */
  readonly row: number;
  /** Day number (Excel serial: days since 1899-12-30), or null for "same day as the row before". */
  readonly date: number | null;
  readonly challenger: string;
  readonly defender: string;
  readonly result: LadderResult | null;
}

/** A rejected row: the ladder was not changed by it; the message names the row. */
export interface LadderProblem extends Problem {
  /** 1-based log row; null for a problem in the players list. */
  readonly row: number | null;
}

/** One line of the ladder. `rating` for rating ladders, `points` (tenths) for points ladders. */
export interface LadderLine {
  readonly position: number;
  readonly name: string;
  readonly rating?: number;
  readonly points?: number;
  /** Games played over the board (defaults not counted). */
  readonly games: number;
  /** Frozen in place (AWAY): skipped by challenges and inactivity until BACK. */
  readonly away?: true;
}

export interface Ladder {
  readonly type: LadderType;
  readonly lines: readonly LadderLine[];
}

/** A challenge logged REFUSED or NOSHOW that has not yet counted as a loss. */
export interface PendingForfeit {
  readonly row: number;
  readonly challenger: string;
  readonly defender: string;
  readonly result: "REFUSED" | "NOSHOW";
  /** Day number from which it counts: the row's date + FORFEIT_DAYS. */
  readonly due: number;
}

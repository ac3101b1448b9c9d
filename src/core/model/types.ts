/**
 * The vocabulary of a tournament, defined once. Everything in the core speaks these types.
 *
 * Points are whole numbers of tenths (a win is 10, a draw 5) so that sums are exact; they become
 * decimals only when a cell is written (see `formatPoints`).
 */

export const COLOURS = ["w", "b"] as const;
/** The colour a player had in a game: `w` white, `b` black. */
export type Colour = (typeof COLOURS)[number];

/**
 * What one round was for one player.
 * - `win` `draw` `loss`: a game played over the board (TRF `1 = 0`; `W D L` with `rated: false`).
 * - `forfeitWin` `forfeitLoss`: a game paired but not played (wallchart `X12` / `F12`, TRF `+` / `-`).
 *   A double forfeit is two `forfeitLoss` entries naming each other.
 * - `pab`: the pairing-allocated bye, a full point (wallchart `B`, TRF `U`).
 * - `fullBye`: a full-point bye that was not pairing-allocated (TRF `F`).
 * - `halfBye`: a requested half-point bye (wallchart and TRF `H`).
 * - `zeroBye`: a zero-point bye, absence or not paired (wallchart `U` `-` `0`, TRF `Z`).
 */
export const ENTRY_KINDS = [
  "win",
  "draw",
  "loss",
  "forfeitWin",
  "forfeitLoss",
  "pab",
  "fullBye",
  "halfBye",
  "zeroBye",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Points, in tenths, that each kind of entry gives (the standard 1 / ½ / 0 scoring). */
export const ENTRY_POINTS: Readonly<Record<EntryKind, number>> = {
  win: 10,
  draw: 5,
  loss: 0,
  forfeitWin: 10,
  forfeitLoss: 0,
  pab: 10,
  fullBye: 10,
  halfBye: 5,
  zeroBye: 0,
};

/**
 * Points, in tenths, of each outcome in the event's point system (TRF-2026 `162`, TRF(bx) `BBW` …):
 * a win (over the board, by forfeit, or a full-point bye), a draw (or a half-point bye), a loss over
 * the board, a forfeit loss, a zero-point bye or absence, and the pairing-allocated bye. Absent: the
 * standard 1 / ½ / 0 (`STANDARD_POINTS`). 3-1-0 "football" scoring is `{ win: 30, draw: 10, … pab: 30 }`.
 */
export interface PointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly forfeitLoss: number;
  readonly zeroBye: number;
  readonly pab: number;
}

/** The standard point system: 1, ½, 0, and a full point for the pairing-allocated bye. */
export const STANDARD_POINTS: PointSystem = { win: 10, draw: 5, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 10 };

/**
 * Points, in tenths, that an entry gives in a point system (a round with nothing recorded counts as a
 * zero-point bye).
 * @example pointsIn({ ...STANDARD_POINTS, win: 30, draw: 10, pab: 30 }, "draw") // 10
 */
export function pointsIn(system: PointSystem, kind: EntryKind | null): number {
  switch (kind) {
    case "win":
    case "forfeitWin":
    case "fullBye":
      return system.win;
    case "draw":
    case "halfBye":
      return system.draw;
    case "loss":
      return system.loss;
    case "forfeitLoss":
      return system.forfeitLoss;
    case "pab":
      return system.pab;
    default:
      return system.zeroBye;
  }
}

/** One player's round. `opponent` is a pairing number, or 0 where there is none (byes, `DEF`). */
export interface Entry {
  readonly kind: EntryKind;
  readonly opponent: number;
  /** The colour the player had, where known; always null for byes. */
  readonly colour: Colour | null;
  /** False for a game that counts for the score but not for rating (TRF `W D L`). Default true. */
  readonly rated?: boolean;
}

/**
 * Requests for the round about to be paired (catalogue: SWISS_PAIR `requests`). `clubDuty` is a
 * Keizer club night's own (docs/keizer.md: arbiter, playing for the club's team); the Swiss and
 * round-robin systems refuse it with a sentence (pairing/index.ts).
 */
export const REQUESTS = ["halfBye", "zeroBye", "withdrawn", "clubDuty"] as const;
export type Request = (typeof REQUESTS)[number];

/** The letters a `requests` column (and the TRF `WCR` line) uses: H, U (or Z), W, and C (club duty, Keizer). */
export const REQUEST_CODES: Readonly<Record<string, Request>> = {
  H: "halfBye",
  U: "zeroBye",
  Z: "zeroBye",
  W: "withdrawn",
  C: "clubDuty",
};
/** The letter written for each request. */
export const REQUEST_LETTER: Readonly<Record<Request, string>> = { halfBye: "H", zeroBye: "U", withdrawn: "W", clubDuty: "C" };

export interface Player {
  /** Pairing number (starting rank), 1-based; equals the player's index in `players` plus one. */
  readonly id: number;
  readonly name: string;
  /** Rating, or null for an unrated player. */
  readonly rating: number | null;
  /** Team or school code. */
  readonly team?: string;
  /** A national id (US Chess, ACF …), or a FIDE id where no separate FIDE ID is kept, as text. */
  readonly memberId?: string;
  /** The FIDE id, as text, when kept apart from the national id (the Players sheet's FIDE ID column). */
  readonly fideId?: string;
  /** Where the rating came from: `FIDE list players_list_foa.txt`, `sign-up`, … (the Rating source column). */
  readonly ratingSource?: string;
  readonly sex?: "m" | "w";
  readonly title?: string;
  readonly federation?: string;
  /** The state (US) or region the player lives in, as the Players sheet's State column gives it (the US Chess report's D_STATE). */
  readonly state?: string;
  /** Birth date as written, ideally YYYY/MM/DD or YYYY-MM-DD. */
  readonly birthDate?: string;
  /**
   * Rounds so far, index 0 = round 1. `null` is a round with nothing recorded yet. A player may have
   * an entry for the round about to be paired when it was decided beforehand (a requested bye).
   */
  readonly rounds: readonly (Entry | null)[];
  /** Request for the round about to be paired. */
  readonly request?: Request;
  /**
   * Requests for rounds ahead, round (1-based) → request: `H3 H5 U4` in a Request column, bye
   * requests taken up front. `withdrawn` at round k: withdrawn from round k on. The engines read only
   * `request`; it is derived for the round being paired (model/requests.ts `forRound`).
   */
  readonly requests?: Readonly<Record<number, Request>>;
  /** Withdrawn: never paired again. */
  readonly withdrawn?: boolean;
  /** Points as declared by the source (TRF column 81-84), in tenths; the computed score is authoritative. */
  readonly declaredPoints?: number;
  /** Rank as declared by the source (TRF column 86-89). */
  readonly declaredRank?: number;
  /**
   * The round the player entered the event (1-based), when he entered late; the rounds before it
   * were missed (recorded as half- or zero-point byes). Absent: entered before round 1.
   */
  readonly joinedRound?: number;
  /**
   * Accelerated (virtual) points added to the score for pairing, in tenths, index 0 = round 1 (TRF
   * `XXA` / TRF-2026 `250`; the Baku method, C.04.5). Absent: none.
   */
  readonly accelerations?: readonly number[];
}

export interface TournamentInfo {
  /** TRF 012 */
  readonly name?: string;
  /** TRF 022 */
  readonly city?: string;
  /** TRF 032 */
  readonly federation?: string;
  /** TRF 042 */
  readonly startDate?: string;
  /** TRF 052 */
  readonly endDate?: string;
  /** TRF 092 */
  readonly type?: string;
  /** TRF-2026 192: the encoded type of tournament (FIDE_DUTCH_2025, FIDE_ROUNDROBIN, …). */
  readonly system?: string;
  /** TRF 102 */
  readonly chiefArbiter?: string;
  /** TRF 112 (one line each): the deputy arbiters, separated by ";". */
  readonly deputyArbiters?: string;
  /** TRF 122 */
  readonly timeControl?: string;
  /** TRF 132: each round's date (YYYY/MM/DD or as written), separated by ";" (a blank for a round without one). */
  readonly roundDates?: string;
  /** US Chess rating report (docs/uscf-report.md): the sponsoring affiliate's ID, as A1234567. */
  readonly affiliateId?: string;
  /** US Chess rating report: the chief TD's US Chess ID (8 digits). */
  readonly chiefTdId?: string;
  /** US Chess rating report: the assistant chief TD's US Chess ID (8 digits). */
  readonly assistantTdId?: string;
  /** US Chess rating report: the other TDs' US Chess IDs, separated by commas or spaces. */
  readonly otherTdIds?: string;
  /** US Chess rating report: the state of the site (two letters). */
  readonly state?: string;
  /** US Chess rating report: the ZIP code of the site. */
  readonly zipCode?: string;
  /** US Chess rating report: the country of the site (USA when blank). */
  readonly country?: string;
  /** US Chess rating report: the section's rating system, R (regular), Q (quick), D (dual: both) or B (blitz). */
  readonly ratingSystem?: string;
  /** ECF results submission file: the event code the rating officer gave. */
  readonly ecfEventCode?: string;
  /** ECF results submission file: 1 for the first file of an event, 2 for the next (a later file replaces an earlier). */
  readonly submissionIndex?: string;
  /** ECF results submission file: the results officer's name, and address or e-mail. */
  readonly resultsOfficer?: string;
  readonly resultsOfficerAddress?: string;
  /** ECF results submission file: the treasurer's name, and address or e-mail (billed for game fees). */
  readonly treasurer?: string;
  readonly treasurerAddress?: string;
  /**
   * Where the event's pages are published (issue 24): the address the printed pairings' QR code
   * opens, as the director typed it (`https://club.example/spring/this-round.html`).
   */
  readonly webAddress?: string;
}

/** A team as a TRF 013 line gives it: name and member pairing numbers. */
export interface Team {
  readonly name: string;
  readonly members: readonly number[];
}

/**
 * A board of a round as it was posted (the Round N sheet): the number the players sat at, as typed,
 * and White's and Black's pairing numbers. `at` names the Board cell ("Round 2!A7") when read from a
 * sheet.
 */
export interface PostedPair {
  readonly board: string;
  readonly white: number;
  readonly black: number;
  readonly at?: string;
}

export interface Tournament {
  readonly info: TournamentInfo;
  readonly players: readonly Player[];
  /** Total rounds planned (TRF `XXR`), null when unknown. */
  readonly totalRounds: number | null;
  /** Colour of pairing number 1 in round 1 (TRF `XXC white1|black1`), null when unknown. */
  readonly initialColour: Colour | null;
  /** TRF 013 team lines. */
  readonly teams?: readonly Team[];
  /**
   * Pairs of pairing numbers that must never meet (TRF `XXP` / TRF-2026 `260`, the workbook's
   * "never pair" list: family, club-mates). Every engine treats them as it treats a rematch.
   */
  readonly forbiddenPairs?: readonly (readonly [number, number])[];
  /**
   * Players who must not meet each other in some rounds only (TRF-2026 `260` lines with a round
   * range); the pairing of a round in `from`..`to` treats every pair of them like a rematch.
   */
  readonly forbiddenGroups?: readonly ForbiddenGroup[];
  /** The point system when it is not the standard 1 / ½ / 0 (TRF-2026 `162`, TRF(bx) `BBW` …). */
  readonly pointSystem?: PointSystem;
  /** Accelerated pairings by the Baku method (TRF-2026 `192 FIDE_DUTCH_BAKU`; C.04.5). */
  readonly bakuAcceleration?: boolean;
  /**
   * The US Chess team rule (28N) as the event was paired, when it is not the default (TRF: Wallchart's
   * `WCT` line): `off` (team-mates may meet), `vcf` (kept apart in rounds 1-2 only), `all`.
   */
  readonly teamRule?: "all" | "vcf" | "off";
  /**
   * The boards of each round as posted (index 0 = round 1), in the sheet's row order, from the Round
   * N sheets; null (or absent) for a round with no sheet (a TRF has no board numbers). Every output
   * that shows a round numbers its boards from here (core/posting/boards.ts).
   */
  readonly boards?: readonly (readonly PostedPair[] | null)[];
}

/** Players who must not meet each other from round `from` to round `to` (1-based, inclusive). */
export interface ForbiddenGroup {
  readonly players: readonly number[];
  readonly from: number;
  readonly to: number;
}

/** The result of a game from the two sides, as a pairing sheet writes it. */
export const BOARD_RESULTS = ["1-0", "0-1", "½-½", "1F-0F", "0F-1F", "0F-0F"] as const;
export type BoardResult = (typeof BOARD_RESULTS)[number];

/** What each board result is for white and for black. */
export const BOARD_RESULT_SIDES: Readonly<Record<BoardResult, readonly [EntryKind, EntryKind]>> = {
  "1-0": ["win", "loss"],
  "0-1": ["loss", "win"],
  "½-½": ["draw", "draw"],
  "1F-0F": ["forfeitWin", "forfeitLoss"],
  "0F-1F": ["forfeitLoss", "forfeitWin"],
  "0F-0F": ["forfeitLoss", "forfeitLoss"],
};

/**
 * The board result whose two sides are these entry kinds (white's first), or undefined.
 * @example boardResultOf("forfeitLoss", "forfeitWin") // "0F-1F"
 */
export function boardResultOf(white: EntryKind, black: EntryKind): BoardResult | undefined {
  return BOARD_RESULTS.find((r) => BOARD_RESULT_SIDES[r][0] === white && BOARD_RESULT_SIDES[r][1] === black);
}

/**
 * The team desk's sheets (docs/teams.md): Teams (one row a team: Team | its players, strongest first),
 * one Match Rn sheet a round (each match: a heading row, then Board | first team's player | colour |
 * second team's player | colour | Result), Matches (the results entered: Round | First | Second |
 * Bd 1 …, what LEAGUE_TABLE reads) and the League table. The desk's settings (the system, boards per
 * match, cycles) are kept in the workbook under their own key.
 */
import { ChessInputError } from "../../core/errors";
import { TEAM_COLOUR_PREFERENCES, type TeamColourPreference } from "../../core/teams/fide-swiss-state";
import { LEAGUE_CRITERIA, type LeagueCriterion } from "../../core/teams/league";
import { MATCH_POINTS_210, type TeamMatch, type TeamRoster } from "../../core/teams/match";
import { rosterProblems } from "../../core/teams/roster";
import { readMatches } from "../../grid/functions/teams-league";
import { findSheet, type Cell, type Grid, type ReadRequest, type Snapshot } from "../port";
import { storedObject } from "../settings";

export const TEAMS = "Teams";
export const MATCHES = "Matches";
export const LEAGUE = "League table";
export const TEAM_SETTINGS_KEY = "wallchartTeams";
export const matchSheet = (round: number): string => `Match R${round}`;

/** A league (team round robin), a team Swiss, or a Scheveningen match between two teams. */
export const TEAM_SYSTEMS = ["roundRobin", "swiss", "scheveningen"] as const;
export type TeamSystem = (typeof TEAM_SYSTEMS)[number];

export interface TeamSettings {
  readonly system: TeamSystem;
  /** Boards a match. */
  readonly boards: number;
  /** A round robin's cycles. */
  readonly cycles: number;
  /** Rounds of a team Swiss (null: not set). */
  readonly rounds: number | null;
  /** The event's primary score: match points or game points. */
  readonly primary: "MP" | "GP";
  /** The tiebreaks after the primary score, in order (null: the other score, then the Berliner Wertung). */
  readonly tiebreaks: readonly LeagueCriterion[] | null;
  /** A team Swiss's colour preferences (C.04.6 §1.7): Type A (default), Type B, or none. */
  readonly colours: TeamColourPreference;
}

export const TEAM_DEFAULTS: TeamSettings = { system: "roundRobin", boards: 4, cycles: 1, rounds: null, primary: "MP", tiebreaks: null, colours: "A" };

/**
 * A tiebreak order as the director chose it ("OTHER, SB": OTHER is the score that is not primary),
 * as the league's criteria after the primary score; or the sentence saying what is wrong.
 * @example teamTiebreaks("OTHER, SB", "MP") // ["GP", "SB"]
 */
export function teamTiebreaks(text: string, primary: "MP" | "GP"): LeagueCriterion[] | string {
  const out: LeagueCriterion[] = [];
  for (const raw of text.split(",").map((t) => t.trim().toUpperCase()).filter((t) => t !== "")) {
    const c = raw === "OTHER" ? (primary === "MP" ? "GP" : "MP") : raw;
    if (!(LEAGUE_CRITERIA as readonly string[]).includes(c)) return `Tiebreaks: "${raw}" is not a team tiebreak (expected ${LEAGUE_CRITERIA.join(", ")} or OTHER, comma-separated).`;
    const k = c as LeagueCriterion;
    if (k !== primary && !out.includes(k)) out.push(k);
  }
  return out;
}

/** A team Swiss's bye scores a drawn match (C.04.6 §1.4), as its pairing counts it (fide-swiss-state.ts); a league's free round nothing. */
export function swissBye(settings: TeamSettings): { pab?: { match: number; game: number } } {
  return settings.system === "swiss" ? { pab: { match: MATCH_POINTS_210.draw, game: settings.boards * 5 } } : {};
}

/** The desk's settings from their stored text; anything unreadable takes its default. */
export function teamSettings(text: string | undefined): TeamSettings {
  const raw = storedObject(text);
  const whole = (v: unknown, min: number, max: number): number | null => (Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max ? Number(v) : null);
  return {
    system: (TEAM_SYSTEMS as readonly unknown[]).includes(raw.system) ? (raw.system as TeamSystem) : TEAM_DEFAULTS.system,
    boards: whole(raw.boards, 1, 20) ?? TEAM_DEFAULTS.boards,
    cycles: whole(raw.cycles, 1, 4) ?? TEAM_DEFAULTS.cycles,
    rounds: whole(raw.rounds, 1, 99),
    primary: raw.primary === "GP" ? "GP" : "MP",
    colours: (TEAM_COLOUR_PREFERENCES as readonly unknown[]).includes(raw.colours) ? (raw.colours as TeamColourPreference) : TEAM_DEFAULTS.colours,
    tiebreaks: Array.isArray(raw.tiebreaks) && raw.tiebreaks.every((t) => (LEAGUE_CRITERIA as readonly unknown[]).includes(t)) ? (raw.tiebreaks as LeagueCriterion[]) : null,
  };
}

/** The sheets the desk reads first: Teams, Matches and the League table (a round's sheet is asked for when needed). */
export const TEAM_READ: ReadRequest = { sheets: [TEAMS, MATCHES, LEAGUE] };

const text = (c: Cell | undefined): string => (c === null || c === undefined ? "" : String(c).trim());

/** The rosters on the Teams sheet (a heading row skipped), or the sentence that says what is wrong. */
export function readRosters(grid: Grid): TeamRoster[] | string {
  const rows = grid.filter((r, i) => !(i === 0 && /^teams?$/i.test(text(r[0])))).filter((r) => r.some((c) => text(c) !== ""));
  const out: TeamRoster[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const name = text(r[0]);
    const row = grid.indexOf(r) + 1;
    if (name === "") return `Teams row ${row}: a row with players but no team name (the first column is the team).`;
    const before = seen.get(name.toLowerCase());
    if (before !== undefined) return `Teams row ${row}: ${name} is listed twice (also row ${before}).`;
    seen.set(name.toLowerCase(), row);
    out.push({ name, players: r.slice(1).map(text).filter((p) => p !== "") });
  }
  // A player who joins late or moves teams: "(from 4)", "(to 3)"; one team at a time (roster.ts).
  const bad = rosterProblems(out);
  if (bad.length > 0) return bad.map((p) => p.message).join(" ");
  return out;
}

/** The matches entered so far (the Matches sheet), or the sentence naming what cannot be read. */
export function enteredMatches(snapshot: Snapshot): TeamMatch[] | string {
  const sheet = findSheet(snapshot.sheetNames, MATCHES);
  const grid = sheet === undefined ? [] : (snapshot.sheets[sheet] ?? []);
  if (grid.filter((r) => r.some((c) => text(c) !== "")).length <= 1) return [];
  try {
    return readMatches(grid);
  } catch (e) {
    if (e instanceof ChessInputError) return `${MATCHES} sheet: ${e.message}`;
    throw e;
  }
}

/** The rounds with a Match Rn sheet, highest first is the last paired. */
export function roundsPosted(snapshot: Snapshot): number {
  let r = 0;
  while (findSheet(snapshot.sheetNames, matchSheet(r + 1)) !== undefined) r++;
  return r;
}

/** One match as its Match Rn sheet lists it now: the teams, the boards' players and results, and the rows. */
export interface PostedMatch {
  readonly match: TeamMatch;
  /** Sheet rows (0-based) of the boards, for messages. */
  readonly rows: readonly number[];
}

/** The matches on a Match Rn sheet: a row "Match k" | first team | | second team, then its boards. */
export function postedMatches(grid: Grid, round: number): PostedMatch[] {
  const out: { first: string; second: string; boards: { first: string; second: string; result: string }[]; rows: number[] }[] = [];
  grid.forEach((r, i) => {
    if (/^match \d+$/i.test(text(r[0]))) out.push({ first: text(r[1]), second: text(r[3]), boards: [], rows: [] });
    else if (/^\d+$/.test(text(r[0])) && out.length > 0) {
      const m = out[out.length - 1];
      m?.boards.push({ first: text(r[1]), second: text(r[3]), result: text(r[5]) });
      m?.rows.push(i);
    }
  });
  return out.map((m) => ({ match: { round, first: m.first, second: m.second, boards: m.boards }, rows: m.rows }));
}

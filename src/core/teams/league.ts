/**
 * Team leagues (issue 30 item 2, docs/teams.md): the fixtures of a team round robin (the Berger
 * tables of round-robin.ts with teams in place of players: the team in White's place is named first
 * and has White on board 1), and the league table from the matches played, ranked by the event's
 * primary score (match points or game points) and the team tiebreaks in the order chosen:
 * - `MP` match points (2 a match won, 1 drawn, 0 lost), `GP` game (board) points;
 * - `BW` Berliner Wertung, the board-weighted game points (schach-in-leer.de);
 * - `SB` team Sonneborn-Berger: for each opponent, the opponent's match points times the game points
 *   scored against it, summed (the Olympiad's and ECU's form; estcc2015.at's regulations, point 1,
 *   without the cut).
 * Teams level on every criterion share the place.
 */
import { fail } from "../errors";
import { roundRobin, roundRobinBye } from "../pairing/roundRobin";
import { MATCH_POINTS_210, matchScore, type MatchPointSystem, type TeamMatch } from "./match";

export const LEAGUE_CRITERIA = ["MP", "GP", "BW", "SB"] as const;
export type LeagueCriterion = (typeof LEAGUE_CRITERIA)[number];

/** One fixture: the team named first (White on board 1) and the second, by team number (1-based). */
export interface Fixture {
  readonly round: number;
  readonly first: number;
  readonly second: number;
}

/**
 * The fixtures of a team round robin of `teams` teams over `cycles` cycles, round by round, and the
 * team without a match in each round of an odd league.
 * @example leagueFixtures(4, 1)[0] // { round: 1, matches: [{ round: 1, first: 1, second: 4 }, { round: 1, first: 2, second: 3 }], bye: null }
 */
export function leagueFixtures(teams: number, cycles = 1): { round: number; matches: Fixture[]; bye: number | null }[] {
  if (!Number.isInteger(teams) || teams < 2) fail("BAD_ARGUMENT", `a league needs 2 or more teams, got ${teams}`);
  const rounds = (teams % 2 === 0 ? teams - 1 : teams) * cycles;
  return Array.from({ length: rounds }, (_, k) => ({
    round: k + 1,
    matches: roundRobin(teams, k + 1, cycles).map((b) => ({ round: k + 1, first: b.white, second: b.black })),
    bye: roundRobinBye(teams, k + 1, cycles),
  }));
}

export interface LeagueRow {
  readonly place: string;
  readonly team: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly mp: number;
  /** Tenths. */
  readonly gp: number;
  /** Tenths. */
  readonly bw: number;
  /** Tenths (match points × game points in tenths). */
  readonly sb: number;
}

export interface LeagueOptions {
  readonly primary?: "MP" | "GP";
  /** The tiebreaks after the primary score, in order (default GP then BW for MP, MP then BW for GP). */
  readonly tiebreaks?: readonly LeagueCriterion[];
  readonly matchPoints?: MatchPointSystem;
  /**
   * A team Swiss's pairing-allocated bye (FIDE C.04.6 §1.4: a drawn match's match points and half
   * the boards' game points, `game` in tenths): given to each team without a match in a round that
   * has matches. Absent (a league): a round without a match scores nothing.
   */
  readonly pab?: { readonly match: number; readonly game: number };
}

/**
 * The league table from the matches played (a match with a board still blank does not count yet).
 * Teams are named in `teams`; a match naming another team is refused with its round.
 * @example leagueTable(["Knights", "Rooks"], [match]).rows[0] // { place: "1", team: "Knights", played: 1, won: 1, …, mp: 2, gp: 25, … }
 */
export function leagueTable(teams: readonly string[], matches: readonly TeamMatch[], options: LeagueOptions = {}): { rows: LeagueRow[]; order: LeagueCriterion[] } {
  const system = options.matchPoints ?? MATCH_POINTS_210;
  const primary = options.primary ?? "MP";
  const order: LeagueCriterion[] = [primary, ...(options.tiebreaks ?? (primary === "MP" ? ["GP", "BW"] : ["MP", "BW"])).filter((c) => c !== primary)];
  const at = new Map(teams.map((t, i) => [t.trim().toLowerCase(), i]));
  const idx = (name: string, m: TeamMatch): number => {
    const i = at.get(name.trim().toLowerCase());
    if (i === undefined) fail("UNKNOWN_NAME", `Round ${m.round}: "${name.trim()}" is not one of the league's teams (${teams.join(", ")})`);
    return i;
  };
  const n = teams.length;
  const rec = teams.map(() => ({ played: 0, won: 0, drawn: 0, lost: 0, mp: 0, gp: 0, bw: 0, vs: [] as { opp: number; gp: number }[] }));
  for (const m of matches) {
    const s = matchScore(m, system);
    if (!s.complete) continue;
    const sides: [number, number] = [idx(m.first, m), idx(m.second, m)];
    sides.forEach((team, k) => {
      const r = rec[team];
      if (r === undefined) return;
      const mine = s.game[k] as number;
      const theirs = s.game[1 - k] as number;
      r.played++;
      if (mine > theirs) r.won++;
      else if (mine < theirs) r.lost++;
      else r.drawn++;
      r.mp += s.match[k] as number;
      r.gp += mine;
      r.bw += s.berlin[k] as number;
      r.vs.push({ opp: sides[1 - k] as number, gp: mine });
    });
  }
  if (options.pab !== undefined) {
    const pab = options.pab;
    for (const round of new Set(matches.map((m) => m.round))) {
      const paired = new Set(matches.filter((m) => m.round === round).flatMap((m) => [idx(m.first, m), idx(m.second, m)]));
      rec.forEach((r, i) => {
        if (paired.has(i)) return;
        r.mp += pab.match;
        r.gp += pab.game;
      });
    }
  }
  const sb = rec.map((r) => r.vs.reduce((sum, v) => sum + (rec[v.opp]?.mp ?? 0) * v.gp, 0));
  const value = (i: number, c: LeagueCriterion): number => {
    const r = rec[i];
    if (r === undefined) return 0;
    return c === "MP" ? r.mp : c === "GP" ? r.gp : c === "BW" ? r.bw : (sb[i] ?? 0);
  };
  const ids = Array.from({ length: n }, (_, i) => i);
  const cmp = (a: number, b: number) => {
    for (const c of order) {
      const d = value(b, c) - value(a, c);
      if (d !== 0) return d;
    }
    return 0;
  };
  ids.sort((a, b) => cmp(a, b) || a - b);
  const rows: LeagueRow[] = [];
  let start = 0;
  while (start < ids.length) {
    let end = start + 1;
    while (end < ids.length && cmp(ids[start] as number, ids[end] as number) === 0) end++;
    const place = end - start === 1 ? String(start + 1) : `${start + 1}-${end}`;
    for (let k = start; k < end; k++) {
      const i = ids[k] as number;
      const r = rec[i];
      if (r === undefined) continue;
      rows.push({ place, team: teams[i] ?? "", played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, mp: r.mp, gp: r.gp, bw: r.bw, sb: sb[i] ?? 0 });
    }
    start = end;
  }
  return { rows, order };
}

/** Tenths as a club writes them: 25 → "2½", 5 → "½". */
export function tenthsText(t: number): string {
  const whole = Math.floor(t / 10);
  const rest = t - whole * 10;
  if (rest === 0) return String(whole);
  if (rest === 5) return whole === 0 ? "½" : `${whole}½`;
  return (t / 10).toFixed(1);
}

/**
 * The league table as rows of text: Place | Team | Played | Won | Drawn | Lost | MP | GP | BW | SB.
 * @example leagueGrid(table)[0] // ["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW", "SB"]
 */
export function leagueGrid(table: { rows: readonly LeagueRow[] }): string[][] {
  return [
    ["Place", "Team", "Played", "Won", "Drawn", "Lost", "MP", "GP", "BW", "SB"],
    ...table.rows.map((r) => [r.place, r.team, String(r.played), String(r.won), String(r.drawn), String(r.lost), String(r.mp), tenthsText(r.gp), tenthsText(r.bw), tenthsText(r.sb)]),
  ];
}

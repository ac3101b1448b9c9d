/**
 * Team and school standings inside an individual event: each team's best N players' game scores,
 * added; ties broken by the same players' tiebreaks, added.
 *
 * - VCF (seed 002, Part 1 §i.1 "team place trophies … based on players' game points", footnote 4
 *   "the game scores of the Top 4 players on each team", §h.2 team tiebreaks "Solkoff, Cumulative,
 *   and Opposition Cumulative"): top 4, tiebreaks Solkoff, Cumulative, Cumulative of Opposition.
 * - US scholastic: top N (4 unless announced), tiebreaks the event's own individual order (US Chess
 *   34E: Modified Median, Solkoff, Cumulative, Cumulative of Opposition), each summed over the
 *   scoring players.
 *
 * The scoring players are a team's N best by score, then by the standings' tiebreak order. A team
 * with fewer than N players counts those it has. Teams still tied after every tiebreak share the place.
 */
import type { Tournament } from "../model/types";
import { teamsByPlayer } from "../model/teams";
import { PANAM1954, standings, type Ranking, type StandingsOrder } from "../standings/standings";
import { tiebreakContext } from "../tiebreaks/context";
import type { TiebreakOptions } from "../tiebreaks/options";
import { tiebreakOf, tiebreakValues } from "../tiebreaks/registry";
import { DEFAULT_TIEBREAKS, type TiebreakCode } from "../tiebreaks/types";

export const TEAM_METHODS = ["VCF", "US"] as const;
export type TeamMethod = (typeof TEAM_METHODS)[number];

/** Seed 002, Part 1 §h.2. */
export const VCF_TEAM_TIEBREAKS: readonly TiebreakCode[] = ["SOLKOFF", "CUMULATIVE", "OPP_CUMULATIVE"];

export interface TeamOptions {
  readonly method?: TeamMethod;
  /** Players counted per team (default 4). */
  readonly top?: number;
  /** Individual tiebreak order (US method: also the team tiebreaks; default US Chess 34E). */
  readonly order?: readonly TiebreakCode[];
  /** The FIDE options of the individual standings (C.07 version, unrated players' rating, RR rules). */
  readonly tiebreakOptions?: TiebreakOptions;
}

export interface TeamMemberScore {
  readonly id: number;
  readonly name: string;
  /** Tenths. */
  readonly score: number;
}

export interface TeamRow {
  /** "1" or "2-3". */
  readonly place: string;
  readonly from: number;
  readonly to: number;
  readonly team: string;
  /** Sum of the scoring players' scores, tenths. */
  readonly score: number;
  /** The scoring players, best first. */
  readonly counted: readonly TeamMemberScore[];
  /** Players of the team who did not count. */
  readonly others: readonly TeamMemberScore[];
  /** One summed value per column (units 1/scale). */
  readonly values: readonly number[];
}

export interface TeamStandings {
  readonly method: TeamMethod;
  readonly top: number;
  readonly columns: readonly { readonly label: string; readonly scale: number }[];
  readonly rows: readonly TeamRow[];
}


/**
 * The individual order and FIDE options of the team standings under an event's ranking rule: its
 * tiebreak list (none given, or the 1954 order, which has no systems to add up: the US order).
 */
export function teamRanking(r: Ranking): Pick<TeamOptions, "order" | "tiebreakOptions"> {
  return {
    order: r.order === undefined || r.order === PANAM1954 ? DEFAULT_TIEBREAKS : r.order,
    ...(r.tiebreakOptions === undefined ? {} : { tiebreakOptions: r.tiebreakOptions }),
  };
}

/**
 * The team standings.
 * @example teamStandings(t, { method: "VCF" }).rows[0] // { place: "1", team: "ABHS", score: 80, … }
 */
export function teamStandings(t: Tournament, options: TeamOptions = {}): TeamStandings {
  const method = options.method ?? "US";
  const top = options.top ?? 4;
  const individual = options.order ?? DEFAULT_TIEBREAKS;
  const codes = method === "VCF" ? VCF_TEAM_TIEBREAKS : individual;
  const table = standings(t, individual as StandingsOrder, options.tiebreakOptions ?? {});
  const ctx = tiebreakContext(t, options.tiebreakOptions ?? {});
  const perCode = codes.map((c) => ({ code: c, values: tiebreakValues(ctx, c) }));
  const byTeam = new Map<string, TeamMemberScore[]>();
  const teams = teamsByPlayer(t);
  for (const r of table.rows) {
    const team = teams.get(r.id) ?? "";
    if (team === "") continue;
    const list = byTeam.get(team) ?? [];
    list.push({ id: r.id, name: r.name, score: r.score });
    byTeam.set(team, list);
  }
  const rows = [...byTeam.entries()].map(([team, list]) => {
    const counted = list.slice(0, top);
    return {
      team,
      counted,
      others: list.slice(top),
      score: counted.reduce((a, m) => a + m.score, 0),
      values: perCode.map((c) => counted.reduce((a, m) => a + (c.values[m.id - 1] ?? 0), 0)),
    };
  });
  const cmp = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
    if (a.score !== b.score) return b.score - a.score;
    for (let i = 0; i < codes.length; i++) {
      const d = (b.values[i] ?? 0) - (a.values[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  rows.sort((a, b) => cmp(a, b) || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  const out: TeamRow[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i + 1;
    while (j < rows.length && cmp(rows[i] as (typeof rows)[number], rows[j] as (typeof rows)[number]) === 0) j++;
    for (let k = i; k < j; k++)
      out.push({
        ...(rows[k] as (typeof rows)[number]),
        from: i + 1,
        to: j,
        place: j - i === 1 ? String(i + 1) : `${i + 1}-${j}`,
      });
    i = j;
  }
  return { method, top, columns: codes.map((c) => ({ label: c, scale: tiebreakOf(c).scale })), rows: out };
}

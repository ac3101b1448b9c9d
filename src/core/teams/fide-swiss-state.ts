/**
 * What FIDE's Swiss Team Pairing System (C.04.6, effective 1 February 2026; docs/teams.md) needs to
 * know of each team before a round: its primary and secondary score (§1.2), the teams it has met
 * (C1), whether it may still receive the pairing-allocated bye (C2), its colours in the matches
 * actually played (§1.6.1: the colour of its board-1 player) and whether it floated in the previous
 * round (§1.5), and from those its colour preference (§1.7, Type A or B).
 */
import { fail } from "../errors";
import { boardPoints, MATCH_POINTS_210, matchScore, type MatchPointSystem, type TeamMatch } from "./match";

/** §1.7: Type A (simple), Type B (strong and mild), or no colour preference at all. */
export const TEAM_COLOUR_PREFERENCES = ["A", "B", "none"] as const;
export type TeamColourPreference = (typeof TEAM_COLOUR_PREFERENCES)[number];

export interface TeamSwissOptions {
  /** §1.2: the score teams are paired by (default match points); the other one is the secondary score. */
  readonly primary?: "MP" | "GP";
  /** §4.2.2: whether the secondary score decides the first-team before the pairing number (default true). */
  readonly secondaryForColour?: boolean;
  /** §1.7 (default Type A). */
  readonly colourPreference?: TeamColourPreference;
  /** §4.1: the colour drawn before round 1 for the first-team with an odd pairing number (default White). */
  readonly initialColour?: "w" | "b";
  /** Rounds of the event: C7 and C10 are dropped in the last two, Type B's mild preference at 0 in the last. */
  readonly totalRounds?: number | null;
  /** Boards a match: a PAB's game points are half of them (§1.4). Default: the most boards a match lists, else 4. */
  readonly boards?: number;
  readonly matchPoints?: MatchPointSystem;
}

export interface TeamPreference {
  readonly colour: "w" | "b";
  readonly strong: boolean;
}

export interface TeamState {
  /** Tournament pairing number (§1.1): the team's place in the list, 1-based. */
  readonly tpn: number;
  /** Primary and secondary score: match points, or game points in tenths. */
  readonly score: number;
  readonly secondary: number;
  readonly met: ReadonlySet<number>;
  /** C2: it had the PAB or won a match by forfeit. */
  readonly pabUsed: boolean;
  /** The colour of each match actually played, in round order. */
  readonly colours: readonly ("w" | "b")[];
  /** The colour of each round so far (null: no match played that round). */
  readonly byRound: readonly ("w" | "b" | null)[];
  /** §1.5 in the previous round: it played a team with another score. */
  readonly floated: boolean;
  readonly preference: TeamPreference | null;
}

/**
 * A board played over the board: 1-0, ½-½ or 0-1, not a forfeit. (Line-ups are not needed: the
 * Matches sheet and LEAGUE_TABLE hold results only, and a board without a player is scored 0F.)
 */
const boardPlayed = (b: TeamMatch["boards"][number]): boolean => {
  const p = boardPoints(b.result);
  return p !== null && p !== undefined && !/F|^[+-]{2}$/.test(b.result.trim().toUpperCase().replace(/\s+/g, ""));
};

/**
 * §1.7: the colour preference of a team that has had `colours` in its played matches.
 * @example colourPreference(["b", "b"], "A", false) // { colour: "w", strong: true }
 * @example colourPreference(["w"], "B", false) // { colour: "b", strong: false }
 */
export function colourPreference(colours: readonly ("w" | "b")[], type: TeamColourPreference, lastRound: boolean): TeamPreference | null {
  if (type === "none" || colours.length === 0) return null;
  const cd = colours.filter((c) => c === "w").length - colours.filter((c) => c === "b").length;
  const last = colours[colours.length - 1];
  const lastTwo = colours.length >= 2 && colours[colours.length - 2] === last ? last : null;
  if (cd < -1 || ((cd === 0 || cd === -1) && lastTwo === "b")) return { colour: "w", strong: true };
  if (cd > 1 || ((cd === 0 || cd === 1) && lastTwo === "w")) return { colour: "b", strong: true };
  if (type === "A") return null;
  if (cd === -1) return { colour: "w", strong: false };
  if (cd === 1) return { colour: "b", strong: false };
  if (cd === 0 && !lastRound && last !== undefined) return { colour: last === "w" ? "b" : "w", strong: false };
  return null;
}

/** The round to pair and each team's state before it, from the matches entered so far. */
export function teamStates(teams: readonly string[], matches: readonly TeamMatch[], options: TeamSwissOptions = {}): { round: number; states: TeamState[] } {
  const system = options.matchPoints ?? MATCH_POINTS_210;
  const primary = options.primary ?? "MP";
  const at = new Map(teams.map((t, i) => [t.trim().toLowerCase(), i + 1]));
  if (at.size !== teams.length) fail("DUPLICATE", `A team is listed twice (${teams.join(", ")}); each team once, in pairing-number order`);
  const idOf = (name: string, m: TeamMatch): number => {
    const id = at.get(name.trim().toLowerCase());
    if (id === undefined) fail("UNKNOWN_NAME", `Round ${m.round}: "${name.trim()}" is not one of the event's teams (${teams.join(", ")})`);
    return id;
  };
  const last = Math.max(0, ...matches.map((m) => m.round));
  const round = last + 1;
  const boards = options.boards ?? Math.max(0, ...matches.map((m) => m.boards.length));
  const pabGame = (boards > 0 ? boards : 4) * 5;
  const n = teams.length;
  const mp = new Array<number>(n + 1).fill(0);
  const gp = new Array<number>(n + 1).fill(0);
  const met = Array.from({ length: n + 1 }, () => new Set<number>());
  const pabUsed = new Array<boolean>(n + 1).fill(false);
  const colours = Array.from({ length: n + 1 }, () => [] as ("w" | "b")[]);
  const byRound = Array.from({ length: n + 1 }, () => new Array<"w" | "b" | null>(last).fill(null));
  const floated = new Array<boolean>(n + 1).fill(false);
  for (let r = 1; r <= last; r++) {
    const inRound = matches.filter((m) => m.round === r);
    const seen = new Set<number>();
    const before = primary === "MP" ? [...mp] : [...gp];
    for (const m of inRound) {
      const a = idOf(m.first, m);
      const b = idOf(m.second, m);
      if (a === b) fail("BAD_ARGUMENT", `Round ${r}: ${m.first.trim()} is named on both sides of a match`);
      for (const t of [a, b]) {
        if (seen.has(t)) fail("DUPLICATE", `Round ${r}: ${teams[t - 1] ?? ""} has two matches; a team plays one match a round`);
        seen.add(t);
      }
      const s = matchScore(m, system);
      mp[a] = (mp[a] ?? 0) + (s.match[0] as number);
      mp[b] = (mp[b] ?? 0) + (s.match[1] as number);
      gp[a] = (gp[a] ?? 0) + (s.game[0] as number);
      gp[b] = (gp[b] ?? 0) + (s.game[1] as number);
      met[a]?.add(b);
      met[b]?.add(a);
      if (m.boards.some(boardPlayed)) {
        colours[a]?.push("w");
        colours[b]?.push("b");
        (byRound[a] as ("w" | "b" | null)[])[r - 1] = "w";
        (byRound[b] as ("w" | "b" | null)[])[r - 1] = "b";
      } else if (s.game[0] !== s.game[1]) pabUsed[s.game[0] > s.game[1] ? a : b] = true;
      if (r === last) floated[a] = floated[b] = before[a] !== before[b];
    }
    // A team without a match in a paired round had the pairing-allocated bye: a draw's points (§1.4).
    for (let t = 1; t <= n; t++) {
      if (seen.has(t) || inRound.length === 0) continue;
      pabUsed[t] = true;
      mp[t] = (mp[t] ?? 0) + system.draw;
      gp[t] = (gp[t] ?? 0) + pabGame;
    }
  }
  const lastRound = options.totalRounds !== undefined && options.totalRounds !== null && round === options.totalRounds;
  const states = teams.map((_, i) => {
    const t = i + 1;
    const c = colours[t] ?? [];
    return {
      tpn: t,
      score: (primary === "MP" ? mp[t] : gp[t]) ?? 0,
      secondary: (primary === "MP" ? gp[t] : mp[t]) ?? 0,
      met: met[t] ?? new Set<number>(),
      pabUsed: pabUsed[t] ?? false,
      colours: c,
      byRound: byRound[t] ?? [],
      floated: floated[t] ?? false,
      preference: colourPreference(c, options.colourPreference ?? "A", lastRound),
    };
  });
  return { round, states };
}

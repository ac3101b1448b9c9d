/**
 * Pairing teams (issue 30 item 2, docs/teams.md):
 * - a team Swiss, paired by match points with the Dutch engine (FIDE C.04.3): each team is one
 *   "player" whose rounds are its matches (won, drawn, lost; the team named first counts as White),
 *   scored in the event's match points through the tournament's point system, so score groups are
 *   match-point groups, rematches are avoided and the first-named place alternates as colours do;
 * - Scheveningen between two teams: every player of one team meets every player of the other.
 */
import { fail } from "../errors";
import type { Entry, Player, Tournament } from "../model/types";
import { pairNext } from "../pairing";
import type { Pairing } from "../pairing/types";
import { MATCH_POINTS_210, matchScore, type MatchPointSystem, type TeamMatch } from "./match";

/**
 * The teams as a tournament the Dutch engine pairs: team k is pairing number k (the teams in
 * seeding order, strongest first), its rounds the matches played.
 */
export function teamTournament(teams: readonly string[], matches: readonly TeamMatch[], system: MatchPointSystem = MATCH_POINTS_210): Tournament {
  const at = new Map(teams.map((t, i) => [t.trim().toLowerCase(), i + 1]));
  const idOf = (name: string, m: TeamMatch): number => {
    const id = at.get(name.trim().toLowerCase());
    if (id === undefined) fail("UNKNOWN_NAME", `Round ${m.round}: "${name.trim()}" is not one of the event's teams (${teams.join(", ")})`);
    return id;
  };
  const rounds: (Entry | null)[][] = teams.map(() => []);
  const last = Math.max(0, ...matches.map((m) => m.round));
  for (const r of rounds) while (r.length < last) r.push(null);
  for (const m of matches) {
    const a = idOf(m.first, m);
    const b = idOf(m.second, m);
    const s = matchScore(m, system);
    const kind = (k: 0 | 1): Entry["kind"] => {
      const [mine, theirs] = k === 0 ? s.game : [s.game[1], s.game[0]];
      return mine > theirs ? "win" : mine < theirs ? "loss" : "draw";
    };
    const ra = rounds[a - 1];
    const rb = rounds[b - 1];
    if (ra === undefined || rb === undefined) continue;
    ra[m.round - 1] = { kind: kind(0), opponent: b, colour: "w" };
    rb[m.round - 1] = { kind: kind(1), opponent: a, colour: "b" };
  }
  const players: Player[] = teams.map((name, i) => ({ id: i + 1, name, rating: null, rounds: rounds[i] ?? [] }));
  return {
    info: {},
    players,
    totalRounds: null,
    initialColour: null,
    // Match points in tenths: a won match 2 → 20, as a game's point is 10.
    pointSystem: { win: system.win * 10, draw: system.draw * 10, loss: system.loss * 10, forfeitLoss: system.loss * 10, zeroBye: 0, pab: system.win * 10 },
  };
}

/**
 * The next round of a team Swiss: fixtures by team number (the first-named team White on board 1)
 * and the team with the bye, paired by match points with the Dutch system.
 * @example teamSwissRound(["A", "B", "C", "D"], []).boards // [{ white: 1, black: 3 }, { white: 4, black: 2 }]
 */
export function teamSwissRound(teams: readonly string[], matches: readonly TeamMatch[], system: MatchPointSystem = MATCH_POINTS_210): Pairing {
  if (teams.length < 2) fail("MISSING", `A team Swiss needs two or more teams; ${teams.length === 0 ? "none is" : "one is"} listed.`);
  return pairNext(teamTournament(teams, matches, system), "DUTCH");
}

/**
 * Scheveningen between two teams of `n` players each: n rounds; in round r the first team's player i
 * meets the second team's player ((i + r − 2) mod n) + 1, and has White when i + r is even, so each
 * player has the colours in turn and each team half the Whites a round (n even).
 * @example scheveningen(2) // [[{ first: 1, second: 1, firstWhite: true }, { first: 2, second: 2, firstWhite: false }], [{ first: 1, second: 2, firstWhite: false }, { first: 2, second: 1, firstWhite: true }]]
 */
export function scheveningen(n: number): { first: number; second: number; firstWhite: boolean }[][] {
  if (!Number.isInteger(n) || n < 1 || n > 50) fail("BAD_ARGUMENT", `Scheveningen is for teams of 1 to 50 players, got ${n}`);
  return Array.from({ length: n }, (_, k) => {
    const r = k + 1;
    return Array.from({ length: n }, (_, j) => {
      const i = j + 1;
      return { first: i, second: ((i + r - 2) % n) + 1, firstWhite: (i + r) % 2 === 0 };
    });
  });
}

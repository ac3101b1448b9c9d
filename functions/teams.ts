/* Team league custom functions (one definition for Excel and Sheets; see scripts/gen-sheets-functions.js). */
import { host } from "./host";
import * as impl from "../src/grid/functions/teams-league";

/**
 * A team league's table from its matches: match points, game points, Berliner Wertung and team Sonneborn-Berger.
 * @customfunction LEAGUE_TABLE
 * @param matches One row per match: Round | First team | Second team | board 1 result | board 2 result … (a heading row is skipped).
 * @param [teams] The league's teams, one per cell (default: the teams the matches name, in order of appearance).
 * @param [settings] PRIMARY MP or GP, TIEBREAKS (MP, GP, BW, SB in order), POINTS (2-1-0 default): two columns, or one cell.
 * @param [headers] TRUE (default) for the heading row, FALSE for none (for FILTER, XLOOKUP, SORT).
 * @returns Place, Team, Played, Won, Drawn, Lost, MP, GP, BW, SB, best first.
 * @remarks
 * The league table of a team competition (docs/teams.md). Each board's result (1-0, ½-½, 0-1, 1F-0F,
 * 0F-1F, 0F-0F) is read from the first-named team's side; the team with more game points wins the
 * match (2 match points, a draw 1 each). BW is the Berliner Wertung (board 1 of N counts N, the last
 * board 1); SB the team Sonneborn-Berger (each opponent's match points × the game points scored
 * against it). A match with a blank board does not count yet. Ranked by match points (or game
 * points with PRIMARY GP), then GP and BW unless TIEBREAKS says otherwise; teams level on everything
 * share the place. The fixtures of a team round robin: ROUND_ROBIN with the column of team names.
 * @requiresParameterAddresses
 */
export function leagueTable(matches: any[][], teams?: any[][], settings?: any[][], headers?: boolean, invocation?: CustomFunctions.Invocation): any[][] {
  return host(() => impl.leagueTableFn(matches, teams, settings, headers), invocation, { matches, teams, settings, headers });
}

/**
 * One round of a Scheveningen between two teams: every player of one team meets every player of the other once.
 * @customfunction SCHEVENINGEN
 * @param first The first team's players, one per row (a heading such as Name is skipped).
 * @param second The second team's players, as many as the first.
 * @param round The round: 1 to the number of players a team.
 * @returns Board, White, Black by name.
 * @remarks
 * In round r the first team's player i meets the second team's player ((i + r − 2) mod n) + 1 and
 * has White when i + r is even, so each player has the colours in turn and each team half the
 * Whites a round. See docs/teams.md.
 * @requiresParameterAddresses
 */
export function scheveningen(first: any[][], second: any[][], round: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(() => impl.scheveningenFn(first, second, round), invocation, { first, second, round });
}

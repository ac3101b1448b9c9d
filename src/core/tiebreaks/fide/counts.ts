/** FIDE C.07 7.4 games won with Black and 7.6 rounds one elected to play. */
import { entryAt, playedGames, type TiebreakContext } from "../context";
import { isVur } from "./unplayed";

/**
 * BWG (7.4): games won over the board with Black.
 * @example gamesWonWithBlack(ctx, 1) // 1 for W2b, L3w, X4b
 */
export function gamesWonWithBlack(ctx: TiebreakContext, id: number): number {
  return playedGames(ctx, id).filter((e) => e.kind === "win" && e.colour === "b").length;
}

/**
 * REP (7.6): the rounds of the event less the voluntary unplayed rounds (requested byes, absences,
 * forfeit losses); games, forfeit wins, the PAB and full-point byes count.
 * @example roundsElectedToPlay(ctx, 4) // 2 for L1b, H, W2w, H
 */
export function roundsElectedToPlay(ctx: TiebreakContext, id: number): number {
  const rounds = ctx.tournament.players[id - 1]?.rounds ?? [];
  let n = 0;
  for (let r = 0; r < ctx.rounds; r++) if (!isVur(entryAt(rounds, r))) n++;
  return n;
}

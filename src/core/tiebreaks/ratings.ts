/**
 * Ratings for the systems that need them (ARO, PERFORMANCE, FIDE_ARO, FIDE_TPR): every player who
 * played a game over the board is someone's opponent, so each of them needs a rating. A missing one
 * is an error that names the row, never a silent 0, unless the context gives a rating for unrated
 * players (C.07: rules for unrated players published before the event).
 */
import { ChessInputError, problem, type Problem } from "../errors";
import { memo, playedGames, type TiebreakContext } from "./context";
import type { TiebreakCode } from "./types";

/**
 * The ratings, index = pairing number − 1, after checking that every player with a game over the
 * board has one; otherwise throws one ChessInputError naming every such row.
 * @example requireRatings(ctx, "ARO")[0] // 1850, the rating of #1
 */
export function requireRatings(ctx: TiebreakContext, code: TiebreakCode): readonly number[] {
  const unrated = ctx.unrated;
  if (unrated !== null) return memo(ctx, "ratings", () => ctx.tournament.players.map((p) => p.rating ?? unrated));
  const missing = memo(ctx, "players without a rating", () =>
    ctx.tournament.players.filter((p) => p.rating === null && playedGames(ctx, p.id).length > 0).map((p) => p.id),
  );
  if (missing.length > 0) {
    const problems: Problem[] = missing.map((id) => {
      const name = ctx.tournament.players[id - 1]?.name ?? "";
      const who = name === "" || name === `#${id}` ? `#${id}` : `#${id} ${name}`;
      return problem(
        "MISSING",
        `ratings, row ${id} (${who}): no rating; ${code} needs the rating of every player who played a game over the board`,
      );
    });
    throw new ChessInputError(problems);
  }
  return memo(ctx, "ratings", () => ctx.tournament.players.map((p) => p.rating ?? 0));
}

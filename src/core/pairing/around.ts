/**
 * "Pair around" forced boards: the director fixes some boards by hand and the engine pairs everyone
 * else under the rules, as SwissSys and Swiss-Manager allow. The fixed players are taken out of the
 * round (as if not available) and the engine pairs the rest; the fixed boards come first.
 */
import { ChessInputError, problem, type Problem } from "../errors";
import { playerById } from "../model/tournament";
import type { Tournament } from "../model/types";
import { pairRound } from "./index";
import type { Board, Pairing, PairingOptions, PairingSystem } from "./types";

/** A pairing made around fixed boards: `fixed` says which of its boards the director set. */
export interface PairedAround extends Pairing {
  readonly fixed: readonly Board[];
}

/**
 * Pairs `round` with `fixed` boards set by hand and the rest by the engine. Throws ChessInputError
 * naming the board when a fixed board names an unknown player, a player twice, or one who is not
 * to be paired this round (a bye recorded or requested, withdrawn).
 *
 * @example pairAround(t, 3, "DUTCH", [{ white: 4, black: 9 }]).boards[0] // { white: 4, black: 9 }
 */
export function pairAround(
  t: Tournament,
  round: number,
  system: PairingSystem,
  fixed: readonly Board[],
  options: PairingOptions = {},
): PairedAround {
  const problems: Problem[] = [];
  const taken = new Set<number>();
  fixed.forEach((b, i) => {
    const where = `Fixed board ${i + 1} (#${b.white} – #${b.black})`;
    for (const id of [b.white, b.black]) {
      const p = playerById(t, id);
      if (p === undefined) problems.push(problem("BAD_ARGUMENT", `${where}: there is no player #${id}`));
      else if (taken.has(id)) problems.push(problem("DUPLICATE", `${where}: #${id} is already on another fixed board`));
      else if ((p.rounds[round - 1] ?? null) !== null || p.request !== undefined || p.withdrawn === true) {
        problems.push(problem("BAD_ARGUMENT", `${where}: #${id} is not to be paired in round ${round} (a bye or absence is recorded, or the player has withdrawn)`));
      }
      taken.add(id);
    }
    if (b.white === b.black) problems.push(problem("BAD_OPPONENT", `${where}: a player cannot be paired with the same player`));
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const rest: Tournament = { ...t, players: t.players.map((p) => (taken.has(p.id) ? { ...p, request: "zeroBye" as const } : p)) };
  const engine = pairRound(rest, round, system, options);
  return {
    round,
    boards: [...fixed, ...engine.boards],
    unpaired: engine.unpaired.filter((u) => !taken.has(u.player)),
    fixed,
  };
}

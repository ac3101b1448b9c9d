/**
 * A round as it was paired, read back from the results, and the tournament as it stood before it:
 * what a pairing check compares with the engine's pairing of the same round.
 */
import { fail, problem, ChessInputError, type Problem } from "../../errors";
import { isPairingEntry, playerById } from "../../model/tournament";
import type { Entry, Player, Tournament } from "../../model/types";
import type { Board } from "../types";

/** One board as it was played; `coloured` is false when the results do not say who had white. */
export interface PlayedBoard extends Board {
  readonly coloured: boolean;
}

/** A round's pairing as recorded: its boards (in pairing-number order) and the pairing-allocated bye. */
export interface RecordedPairing {
  readonly round: number;
  readonly boards: readonly PlayedBoard[];
  /** The player who had the pairing-allocated bye, or null. */
  readonly pab: number | null;
}

/** True for an entry that puts the player on a board (a game or a forfeit against someone). */
function onBoard(e: Entry | null): boolean {
  return e !== null && e.opponent !== 0 && isPairingEntry(e);
}

/**
 * The pairing of `round` (1-based) as the results record it. Throws BAD_OPPONENT naming the round
 * and the players when the two sides of a board disagree.
 *
 * @example recordedPairing(t, 1) // { round: 1, boards: [{ white: 1, black: 4, coloured: true }, …], pab: null }
 */
export function recordedPairing(t: Tournament, round: number): RecordedPairing {
  const problems: Problem[] = [];
  const boards: PlayedBoard[] = [];
  let pab: number | null = null;
  for (const p of [...t.players].sort((a, b) => a.id - b.id)) {
    const e = p.rounds[round - 1] ?? null;
    if (e !== null && e.kind === "pab") {
      if (pab !== null) problems.push(problem("BAD_OPPONENT", `Round ${round}: players #${pab} and #${p.id} both have the pairing-allocated bye`));
      else pab = p.id;
    }
    if (e === null || !onBoard(e)) continue;
    const q = playerById(t, e.opponent);
    const back = q?.rounds[round - 1] ?? null;
    if (q === undefined || back === null || !onBoard(back) || back.opponent !== p.id) {
      problems.push(
        problem("BAD_OPPONENT", `Round ${round}, player #${p.id}: paired with #${e.opponent}, whose round ${round} does not name #${p.id} back`),
      );
      continue;
    }
    if (p.id > q.id) continue;
    const coloured = e.colour !== null || back.colour !== null;
    const pWhite = e.colour === "w" || (e.colour === null && back.colour === "b") || !coloured;
    if (e.colour !== null && back.colour !== null && e.colour === back.colour) {
      problems.push(problem("BAD_OPPONENT", `Round ${round}: players #${p.id} and #${q.id} both have ${e.colour === "w" ? "white" : "black"}`));
    }
    boards.push(pWhite ? { white: p.id, black: q.id, coloured } : { white: q.id, black: p.id, coloured });
  }
  if (problems.length > 0) throw new ChessInputError(problems);
  return { round, boards, pab };
}

/**
 * The tournament as it stood when `round` was paired: every round before it as recorded, the
 * round itself reduced to what was known beforehand (requested byes, absences: a player with no
 * board, no bye and nothing recorded is taken as absent), nothing after it, and no withdrawal
 * (a player who played the round had not withdrawn yet).
 *
 * @example pairRound(tournamentBefore(t, 3), 3, "DUTCH") // the engine's pairing of round 3
 */
export function tournamentBefore(t: Tournament, round: number): Tournament {
  if (!Number.isInteger(round) || round < 1) fail("BAD_ARGUMENT", `round ${String(round)}: expected a round number of 1 or more`);
  const players = t.players.map((p): Player => {
    const rounds: (Entry | null)[] = p.rounds.slice(0, round - 1);
    while (rounds.length < round - 1) rounds.push(null);
    const e = p.rounds[round - 1] ?? null;
    const paired = e !== null && (onBoard(e) || e.kind === "pab");
    rounds.push(paired ? null : (e ?? { kind: "zeroBye", opponent: 0, colour: null }));
    const played: Player = { ...p, rounds };
    delete (played as { request?: unknown }).request;
    delete (played as { withdrawn?: unknown }).withdrawn;
    return played;
  });
  return { ...t, players };
}

/**
 * The players taken out of the round beforehand (an entry recorded ahead that is not a board or
 * the bye), for the "absent" list of a check.
 */
export function sittingOut(t: Tournament, round: number): number[] {
  const out: number[] = [];
  for (const p of t.players) {
    const e = p.rounds[round - 1] ?? null;
    if (!onBoard(e) && e?.kind !== "pab") out.push(p.id);
  }
  return out.sort((a, b) => a - b);
}

/** Writes a round's pairing into a tournament, as the boards of a round before its results. */
import { fail } from "../../errors";
import type { Entry, EntryKind, Tournament } from "../../model/types";
import type { Board } from "../types";

/**
 * `t` with `round` holding the given boards (each a game with the given result, a draw by default)
 * and the pairing-allocated bye; other players keep what they had for the round. Throws
 * BAD_ARGUMENT naming the player when a board names someone unknown or twice.
 *
 * @example withPairing(t, 3, [{ white: 1, black: 4 }], 7).players[0].rounds[2] // { kind: "draw", opponent: 4, colour: "w" }
 */
export function withPairing(
  t: Tournament,
  round: number,
  boards: readonly Board[],
  pab: number | null,
  result: (b: Board) => readonly [EntryKind, EntryKind] = () => ["draw", "draw"],
): Tournament {
  const entries = new Map<number, Entry>();
  const put = (id: number, e: Entry): void => {
    if (!t.players.some((p) => p.id === id)) fail("BAD_ARGUMENT", `Round ${round}: there is no player #${id}`);
    if (entries.has(id)) fail("BAD_ARGUMENT", `Round ${round}: player #${id} is paired twice`);
    entries.set(id, e);
  };
  for (const b of boards) {
    const [w, k] = result(b);
    put(b.white, { kind: w, opponent: b.black, colour: "w" });
    put(b.black, { kind: k, opponent: b.white, colour: "b" });
  }
  if (pab !== null) put(pab, { kind: "pab", opponent: 0, colour: null });
  const players = t.players.map((p) => {
    const e = entries.get(p.id);
    if (e === undefined) return p;
    const rounds = [...p.rounds];
    while (rounds.length < round) rounds.push(null);
    rounds[round - 1] = e;
    return { ...p, rounds };
  });
  return { ...t, players };
}

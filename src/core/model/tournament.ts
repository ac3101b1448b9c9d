import type { Entry, Player, Tournament } from "./types";

/** The number of round columns any player has. */
export function roundsRecorded(t: Tournament): number {
  let n = 0;
  for (const p of t.players) n = Math.max(n, p.rounds.length);
  return n;
}

/** True for an entry the pairing made: a game, a forfeit, or the pairing-allocated bye. */
export function isPairingEntry(e: Entry | null): boolean {
  return e !== null && e.kind !== "halfBye" && e.kind !== "zeroBye" && e.kind !== "fullBye";
}

/**
 * Rounds already paired: the last round in which any player has a game, a forfeit or the
 * pairing-allocated bye. Requested byes recorded ahead for the next round do not count.
 * @example roundsPaired(t) // 3 when round 4 holds only "H" entries
 */
export function roundsPaired(t: Tournament): number {
  let last = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length - 1; r >= last; r--) {
      if (isPairingEntry(p.rounds[r] ?? null)) {
        last = r + 1;
        break;
      }
    }
  }
  return last;
}

/** The player with pairing number `id` (1-based), or undefined. */
export function playerById(t: Tournament, id: number): Player | undefined {
  const p = t.players[id - 1];
  return p !== undefined && p.id === id ? p : t.players.find((q) => q.id === id);
}

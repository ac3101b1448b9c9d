import { ENTRY_POINTS, pointsIn, type Entry, type Player, type PointSystem } from "./types";

/**
 * Tenths of a point in one entry (0 for a round with nothing recorded), in the event's point system
 * when given (TRF-2026 `162`), else 1-½-0.
 * @example entryPoints({ kind: "draw", opponent: 3, colour: "w" }, { ...STANDARD_POINTS, draw: 10 }) // 10
 */
export function entryPoints(entry: Entry | null, system?: PointSystem): number {
  if (entry === null) return 0;
  return system === undefined ? ENTRY_POINTS[entry.kind] : pointsIn(system, entry.kind);
}

/** A player's score in tenths over the first `upTo` rounds (all rounds by default). */
export function score(player: Player, upTo: number = player.rounds.length): number {
  let total = 0;
  const n = Math.min(upTo, player.rounds.length);
  for (let r = 0; r < n; r++) total += entryPoints(player.rounds[r] ?? null);
  return total;
}

/** True for a game played over the board (win, draw or loss). */
export function isPlayed(entry: Entry | null): boolean {
  return entry !== null && (entry.kind === "win" || entry.kind === "draw" || entry.kind === "loss");
}

/** True for a round that counts as unplayed for tiebreak adjustments: forfeits and every kind of bye. */
export function isUnplayed(entry: Entry | null): boolean {
  return entry !== null && !isPlayed(entry);
}

/**
 * Points in tenths as the decimal a cell shows: 25 → 2.5, 10 → 1.
 * @example formatPoints(25) // 2.5
 */
export function formatPoints(tenths: number): number {
  return tenths / 10;
}

/**
 * Points in tenths as text with a half sign: 25 → "2½", 5 → "½", 10 → "1".
 * @example pointsText(25) // "2½"
 */
export function pointsText(tenths: number): string {
  const whole = Math.trunc(tenths / 10);
  const rest = tenths % 10;
  if (rest === 0) return String(whole);
  if (rest === 5) return whole === 0 ? "½" : `${whole}½`;
  return (tenths / 10).toFixed(1);
}

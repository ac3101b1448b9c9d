/**
 * FIDE C.07 (2023) Article 16, unplayed rounds in a Swiss:
 * - A voluntary unplayed round (VUR) is a requested bye (half or zero points), an absence (a round
 *   with nothing recorded, or not paired) or a forfeit loss. A forfeit win, the pairing-allocated bye
 *   and a full-point bye are not voluntary.
 * - Opponents' tiebreaks read the player's adjusted score (16.3): every round counts as scored,
 *   except the byes and absences after the last round the player was available (a game, a forfeit
 *   win, a PAB or a full-point bye, or a paired forfeit loss): those count as draws — the player who
 *   withdrew.
 * - The player's own unplayed rounds (forfeits and byes of every kind) count as games against a
 *   dummy opponent whose score is the player's own final score (16.4); for SB the dummy's score is
 *   multiplied by the points obtained in that round.
 * - With Cut modifiers the VUR contributions are cut first (16.5).
 * This follows FIDE's reference implementation (TieBreakServer) where the text is terse.
 */
import { ENTRY_POINTS, type Entry } from "../../model/types";
import { isPlayed } from "../../model/points";
import { entryAt, memo, type TiebreakContext } from "../context";

/**
 * True for a voluntary unplayed round: requested half- or zero-point bye, absence, forfeit loss.
 * @example isVur({ kind: "halfBye", opponent: 0, colour: null }) // true
 */
export function isVur(e: Entry | null): boolean {
  return e === null || e.kind === "halfBye" || e.kind === "zeroBye" || e.kind === "forfeitLoss";
}

/**
 * Every player's FIDE adjusted score in tenths (C.07 16.3), index = pairing number − 1.
 * @example fideAdjustedScores(ctx)[4] // 25 for W, D, L, then absent twice after withdrawing (1½ + ½ + ½)
 */
export function fideAdjustedScores(ctx: TiebreakContext): readonly number[] {
  return memo(ctx, "FIDE adjusted", () =>
    ctx.tournament.players.map((p) => {
      let lastAvailable = 0; // rounds 1..lastAvailable count as scored
      for (let r = ctx.rounds - 1; r >= 0; r--) {
        if (!isVur(entryAt(p.rounds, r))) {
          lastAvailable = r + 1;
          break;
        }
      }
      let total = 0;
      for (let r = 0; r < ctx.rounds; r++) {
        const e = entryAt(p.rounds, r);
        const points = e === null ? 0 : ENTRY_POINTS[e.kind];
        total += r < lastAvailable || (e !== null && e.opponent > 0) ? points : 5;
      }
      return total;
    }),
  );
}

/** One round's contribution to a player's BH or SB (C.07 8, 9, 16). */
export interface Contribution {
  /** The opponent's adjusted score, or the dummy opponent's score for an unplayed round, in tenths. */
  readonly value: number;
  /** Points the player obtained in the round, in tenths. */
  readonly points: number;
  /** A voluntary unplayed round (cut first). */
  readonly vur: boolean;
}

/**
 * The contributions of each round of the event to player `id`'s Buchholz-type tiebreaks.
 * @example contributions(ctx, 1).map((c) => c.value) // [25, 30, 20, 35, 30]
 */
export function contributions(ctx: TiebreakContext, id: number): Contribution[] {
  const adjusted = fideAdjustedScores(ctx);
  const p = ctx.tournament.players[id - 1];
  const own = ctx.scores[id - 1] ?? 0;
  const out: Contribution[] = [];
  if (p === undefined) return out;
  for (let r = 0; r < ctx.rounds; r++) {
    const e = entryAt(p.rounds, r);
    const points = e === null ? 0 : ENTRY_POINTS[e.kind];
    if (e !== null && isPlayed(e) && e.opponent > 0)
      out.push({ value: adjusted[e.opponent - 1] ?? 0, points, vur: false });
    else out.push({ value: own, points, vur: isVur(e) });
  }
  return out;
}

/**
 * Contributions left after cutting the `low` least significant (VURs first, C.07 16.5; then the
 * lowest) and the `high` most significant (C.07 14).
 * @example cut([{value: 10, ...}, {value: 30, vur: true, ...}, {value: 20, ...}], 1, 0) // drops the VUR worth 30
 */
export function cut(list: readonly Contribution[], low: number, high: number): Contribution[] {
  const rest = [...list];
  for (let k = 0; k < low && rest.length > 0; k++) {
    let at = -1;
    for (let i = 0; i < rest.length; i++) {
      const c = rest[i] as Contribution;
      const best = at < 0 ? undefined : (rest[at] as Contribution);
      if (best === undefined || lessSignificant(c, best)) at = i;
    }
    rest.splice(at, 1);
  }
  for (let k = 0; k < high && rest.length > 0; k++) {
    let at = 0;
    for (let i = 1; i < rest.length; i++)
      if ((rest[i] as Contribution).value > (rest[at] as Contribution).value) at = i;
    rest.splice(at, 1);
  }
  return rest;
}

/** VURs before played rounds; then the lower score; then the smaller product with the points. */
function lessSignificant(a: Contribution, b: Contribution): boolean {
  if (a.vur !== b.vur) return a.vur;
  if (a.value !== b.value) return a.value < b.value;
  return a.value * a.points < b.value * b.points;
}

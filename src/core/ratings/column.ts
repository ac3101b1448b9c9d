/**
 * The "Rating ±" column of the Standings sheet and the posted standings page: each player's rating
 * change for the event (FIDE: Σ K(W − We) to one decimal; US Chess: the new rating minus the old),
 * by pairing number. Shown only when ratings are known: some rated player has a rated game against a
 * rated opponent.
 */
import type { Tournament } from "../model/types";
import { eventRatingChanges, factsFromTournament, type RatingSystem } from "./event";

/**
 * Pairing number → change (blank for an unrated player), or null when no rating changes are known.
 * @example ratingChangeColumn(t, "FIDE")?.get(1) // 12.8
 */
export function ratingChangeColumn(t: Tournament, system: RatingSystem): Map<number, number | ""> | null {
  const lines = eventRatingChanges(t, system, factsFromTournament(t, system));
  const rated = lines.some((l) => l.before !== null && l.games > 0 && (system === "USCF" || l.change !== null));
  if (!rated) return null;
  return new Map(lines.map((l) => [l.id, l.change === null ? "" : l.change]));
}

/**
 * A change as the standings show it: a sign always, one decimal for FIDE.
 * @example ratingChangeText(12.8, "FIDE") // "+12.8"
 */
export function ratingChangeText(change: number | "", system: RatingSystem): string {
  if (change === "") return "";
  const body = system === "FIDE" ? Math.abs(change).toFixed(1) : String(Math.abs(change));
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${body}`;
}

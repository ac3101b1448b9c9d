/** FIDE C.07 9.1 Sonneborn-Berger, with the unplayed-round rules of C.07 16 (unplayed.ts). */
import type { PlayerTiebreak } from "../types";
import { contributions } from "./unplayed";

/**
 * FIDE_SB, in twentieths of a point: each round adds the opponent's adjusted score times the points
 * obtained against them (1, ½, 0); an own unplayed round adds the dummy opponent's score (the
 * player's own) times the points of that round — a PAB adds the player's whole score, a zero bye 0.
 * @example FIDE_SB.value(ctx, id) / 20 // 6.25 for a win against 4½ and a draw against 3½
 */
export const FIDE_SB: PlayerTiebreak = {
  code: "FIDE_SB",
  title: "Sonneborn-Berger",
  rule: "FIDE C.07 9.1",
  scale: 20,
  better: "higher",
  needsRatings: false,
  scope: "player",
  value: (ctx, id) => contributions(ctx, id).reduce((s, c) => s + (c.value * c.points) / 5, 0),
};

/**
 * FIDE C.07 8.1 Buchholz and its Cut-1, Cut-2 and Median-1 forms (C.07 14), with the unplayed-round
 * rules of C.07 16 (unplayed.ts).
 */
import type { TiebreakContext } from "../context";
import type { PlayerTiebreak, TiebreakCode } from "../types";
import { contributions, cut } from "./unplayed";

function buchholz(ctx: TiebreakContext, id: number, low: number, high: number): number {
  return cut(contributions(ctx, id), low, high).reduce((s, c) => s + c.value, 0);
}

function system(code: TiebreakCode, title: string, rule: string, low: number, high: number): PlayerTiebreak {
  return {
    code,
    title,
    rule,
    scale: 10,
    better: "higher",
    needsRatings: false,
    scope: "player",
    value: (ctx, id) => buchholz(ctx, id, low, high),
  };
}

/**
 * FIDE_BH: the sum of the opponents' adjusted scores; each own unplayed round adds the player's own
 * score (the dummy opponent).
 * @example FIDE_BH.value(ctx, id) / 10 // 13 for opponents on 2½, 3, 3½, 2 and 2
 */
export const FIDE_BH = system("FIDE_BH", "Buchholz", "FIDE C.07 8.1", 0, 0);
/** FIDE_BH_C1: Buchholz without the least significant contribution (a VUR first). */
export const FIDE_BH_C1 = system("FIDE_BH_C1", "Buchholz Cut-1", "FIDE C.07 8.1, 14.1", 1, 0);
/** FIDE_BH_C2: Buchholz without the two least significant contributions (VURs first). */
export const FIDE_BH_C2 = system("FIDE_BH_C2", "Buchholz Cut-2", "FIDE C.07 8.1, 14.1", 2, 0);
/** FIDE_BH_M1: Buchholz without the least and the most significant contributions. */
export const FIDE_BH_M1 = system("FIDE_BH_M1", "Buchholz Median-1", "FIDE C.07 8.1, 14.2", 1, 1);

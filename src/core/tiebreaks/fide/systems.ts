/**
 * Every FIDE C.07 individual tiebreak with its modifiers, built from its name (spec.ts): one factory
 * so that `FIDE_BH_C3` or `FIDE_ARO_M1` needs no line of its own.
 */
import type { PlayerTiebreak, Tiebreak, TiebreakCode } from "../types";
import { allBuchholz, buchholz, sonnebornBerger } from "./buchholz";
import { gamesWonWithBlack, roundsElectedToPlay } from "./counts";
import { FIDE_DE } from "./direct-encounter";
import { koya } from "./koya";
import { aro, averagePerformance, performances } from "./performance";
import { progressive } from "./progressive";
import { fideSpec, type FideBase, type FideSpec } from "./spec";
import { FIDE_BPG } from "./bpg";
import { FIDE_WIN } from "./win";
import { FIDE_WON } from "./won";
import { divideHalfUp, playedGames, type TiebreakContext } from "../context";

const TITLES: Readonly<Record<FideBase, readonly [string, string]>> = {
  BH: ["Buchholz", "8.1"],
  FB: ["Fore Buchholz", "8.3"],
  AOB: ["Average of opponents' Buchholz", "8.2"],
  SB: ["Sonneborn-Berger", "9.1"],
  KS: ["Koya system", "9.2"],
  PS: ["Progressive scores", "7.5"],
  DE: ["Direct encounter", "6"],
  WIN: ["Number of wins", "7.1"],
  WON: ["Games won", "7.2"],
  BPG: ["Games played with Black", "7.3"],
  BWG: ["Games won with Black", "7.4"],
  REP: ["Rounds one elected to play", "7.6"],
  ARO: ["Average rating of opponents", "10.1"],
  TPR: ["Tournament performance rating", "10.2"],
  PTP: ["Perfect tournament performance", "10.3"],
  APRO: ["Average of opponents' TPR", "10.4"],
  APPO: ["Average of opponents' PTP", "10.5"],
};

/** What is cut, in words: "Cut-3", "Median-1", "limit 60 %". */
function modifierTitle(s: FideSpec): string {
  if (s.low > 0 && s.high > 0) return ` Median-${s.low}`;
  if (s.low > 0) return ` Cut-${s.low}`;
  if (s.percent !== 50) return ` (limit ${s.percent} %)`;
  if (s.shift !== 0) return ` (limit ${s.shift > 0 ? "+" : "−"}${Math.abs(s.shift) / 10})`;
  return "";
}

/** The value function and unit of each player system. */
function valueOf(
  s: FideSpec,
  code: TiebreakCode,
): { scale: number; ratings: boolean; value: (ctx: TiebreakContext, id: number) => number } {
  switch (s.base) {
    case "BH":
      return { scale: 10, ratings: false, value: (ctx, id) => buchholz(ctx, id, s.low, s.high, false) };
    case "FB":
      return { scale: 10, ratings: false, value: (ctx, id) => buchholz(ctx, id, s.low, s.high, true) };
    case "SB":
      return { scale: 20, ratings: false, value: (ctx, id) => sonnebornBerger(ctx, id, s.low, s.high) };
    case "AOB":
      return {
        scale: 100,
        ratings: false,
        value: (ctx, id) => {
          const all = allBuchholz(ctx, s.low, s.high, false);
          const games = playedGames(ctx, id);
          if (games.length === 0) return 0;
          return divideHalfUp(10 * games.reduce((sum, e) => sum + (all[e.opponent - 1] ?? 0), 0), games.length);
        },
      };
    case "KS":
      return { scale: 10, ratings: false, value: (ctx, id) => koya(ctx, id, s.percent, s.shift) };
    case "PS":
      return { scale: 10, ratings: false, value: (ctx, id) => progressive(ctx, id, s.low) };
    case "BWG":
      return { scale: 1, ratings: false, value: gamesWonWithBlack };
    case "REP":
      return { scale: 1, ratings: false, value: roundsElectedToPlay };
    case "ARO":
      return { scale: 1, ratings: true, value: (ctx, id) => aro(ctx, id, s.low, s.high, code) };
    case "TPR":
    case "PTP":
      return { scale: 1, ratings: true, value: (ctx, id) => performances(ctx, s.base as "TPR", code)[id - 1] ?? 0 };
    case "APRO":
      return { scale: 1, ratings: true, value: (ctx, id) => averagePerformance(ctx, id, "TPR", code) };
    default:
      return { scale: 1, ratings: true, value: (ctx, id) => averagePerformance(ctx, id, "PTP", code) };
  }
}

const FIXED: Partial<Record<FideBase, Tiebreak>> = { DE: FIDE_DE, WIN: FIDE_WIN, WON: FIDE_WON, BPG: FIDE_BPG };

/**
 * The FIDE system a canonical code names, or undefined when it is not one.
 * @example fideTiebreak("FIDE_BH_C3")?.title // "Buchholz Cut-3"
 */
export function fideTiebreak(code: TiebreakCode): Tiebreak | undefined {
  const s = fideSpec(code);
  if (s === null) return undefined;
  const fixed = FIXED[s.base];
  if (fixed !== undefined) return fixed;
  const [title, article] = TITLES[s.base];
  const v = valueOf(s, code);
  const system: PlayerTiebreak = {
    code,
    title: title + modifierTitle(s),
    rule: `FIDE C.07 ${article}${s.low > 0 ? (s.high > 0 ? ", 14.2" : ", 14.1") : ""}`,
    scale: v.scale,
    better: "higher",
    needsRatings: v.ratings,
    scope: "player",
    value: v.value,
  };
  return system;
}

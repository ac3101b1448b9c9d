/**
 * Every tiebreak system, once; the compiler checks that each code of TIEBREAK_CODES has exactly one
 * system (style.md habit 5: a new system is one file and one line here).
 */
import { fail } from "../errors";
import type { Tournament } from "../model/types";
import { ARO } from "./aro";
import { tiebreakContext, type TiebreakContext } from "./context";
import { CUMULATIVE } from "./cumulative";
import { FIDE_ARO } from "./fide/aro";
import { FIDE_BPG } from "./fide/bpg";
import { FIDE_BH, FIDE_BH_C1, FIDE_BH_C2, FIDE_BH_M1 } from "./fide/buchholz";
import { FIDE_DE } from "./fide/direct-encounter";
import { FIDE_PS } from "./fide/progressive";
import { FIDE_SB } from "./fide/sonneborn-berger";
import { FIDE_TPR } from "./fide/tpr";
import { FIDE_WIN } from "./fide/win";
import { FIDE_WON } from "./fide/won";
import { HEAD_TO_HEAD } from "./head-to-head";
import { KASHDAN } from "./kashdan";
import { MEDIAN } from "./median";
import { MODIFIED_MEDIAN } from "./modified-median";
import { MOST_BLACKS } from "./most-blacks";
import { OPP_CUMULATIVE } from "./opp-cumulative";
import { PERFORMANCE } from "./performance";
import { SOLKOFF } from "./solkoff";
import { SONNEBORN_BERGER } from "./sonneborn-berger";
import { TIEBREAK_CODES, type Tiebreak, type TiebreakCode } from "./types";

export const TIEBREAKS = {
  MODIFIED_MEDIAN,
  MEDIAN,
  SOLKOFF,
  CUMULATIVE,
  OPP_CUMULATIVE,
  SONNEBORN_BERGER,
  KASHDAN,
  MOST_BLACKS,
  HEAD_TO_HEAD,
  ARO,
  PERFORMANCE,
  FIDE_BH,
  FIDE_BH_C1,
  FIDE_BH_C2,
  FIDE_BH_M1,
  FIDE_SB,
  FIDE_DE,
  FIDE_PS,
  FIDE_WIN,
  FIDE_WON,
  FIDE_BPG,
  FIDE_ARO,
  FIDE_TPR,
} satisfies Record<TiebreakCode, Tiebreak>;

/**
 * The system a name stands for (case, spaces and dashes do not matter: "fide bh-c1" is FIDE_BH_C1);
 * an unknown name is an error listing the valid ones.
 * @example tiebreakCode("solkoff", "system") // "SOLKOFF"
 */
export function tiebreakCode(text: string, argument: string): TiebreakCode {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  if ((TIEBREAK_CODES as readonly string[]).includes(code)) return code as TiebreakCode;
  return fail(
    "UNKNOWN_NAME",
    `${argument}: "${text.trim()}" is not a tiebreak system (expected one of ${TIEBREAK_CODES.join(", ")})`,
  );
}

/**
 * The players on each score, best score first, each group in pairing-number order: the groups a
 * group system (HEAD_TO_HEAD, FIDE_DE) reads when asked for one column.
 * @example scoreGroups(ctx) // [[3], [1], [2, 4], [5], [6]] for the club night
 */
export function scoreGroups(ctx: TiebreakContext): number[][] {
  const byScore = new Map<number, number[]>();
  for (const p of ctx.tournament.players) {
    const s = ctx.scores[p.id - 1] ?? 0;
    const g = byScore.get(s);
    if (g === undefined) byScore.set(s, [p.id]);
    else g.push(p.id);
  }
  return [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, ids]) => ids);
}

/**
 * One system's value for every player (index = pairing number − 1), in units of 1/scale; group
 * systems compare each player with the others on the same score.
 * @example tiebreakValues(ctx, "SOLKOFF")[1] / 10 // 13 for Michael Weber
 */
export function tiebreakValues(source: Tournament | TiebreakContext, code: TiebreakCode): number[] {
  const ctx = "cache" in source ? source : tiebreakContext(source);
  const tb: Tiebreak = TIEBREAKS[code];
  if (tb.scope === "player") return ctx.tournament.players.map((p) => tb.value(ctx, p.id));
  const out = new Array<number>(ctx.tournament.players.length).fill(0);
  for (const group of scoreGroups(ctx)) {
    tb.values(ctx, group).forEach((v, i) => (out[(group[i] as number) - 1] = v));
  }
  return out;
}

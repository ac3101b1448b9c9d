/**
 * Every tiebreak system, once; the compiler checks that each code of TIEBREAK_CODES has exactly one
 * system (style.md habit 5: a new system is one file and one line here).
 */
import { fail } from "../errors";
import type { Tournament } from "../model/types";
import { ARO } from "./aro";
import { tiebreakContext, type TiebreakContext } from "./context";
import { CUMULATIVE } from "./cumulative";
import { canonicalCode } from "./fide/spec";
import { fideTiebreak } from "./fide/systems";
import { HEAD_TO_HEAD } from "./head-to-head";
import { KASHDAN } from "./kashdan";
import { MEDIAN } from "./median";
import { MODIFIED_MEDIAN } from "./modified-median";
import { MOST_BLACKS } from "./most-blacks";
import { OPP_CUMULATIVE } from "./opp-cumulative";
import { PERFORMANCE } from "./performance";
import { SOLKOFF } from "./solkoff";
import { SONNEBORN_BERGER } from "./sonneborn-berger";
import { FIDE_DE } from "./fide/direct-encounter";
import {
  FIDE_TIEBREAK_CODES,
  TIEBREAK_CODES,
  US_TIEBREAK_CODES,
  type GroupTiebreak,
  type PlayerTiebreak,
  type Tiebreak,
  type TiebreakCode,
} from "./types";
import type { TiebreakOptions } from "./options";

/** The US Chess systems, one line each. */
const US_TIEBREAKS = {
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
} satisfies Record<(typeof US_TIEBREAK_CODES)[number], Tiebreak>;

/**
 * Every named system: the US ones and the listed FIDE ones (built by fide/systems.ts from their
 * names; any other FIDE modifier depth is built by `tiebreakOf`).
 */
export const TIEBREAKS = {
  ...US_TIEBREAKS,
  ...Object.fromEntries(FIDE_TIEBREAK_CODES.map((c) => [c, fideTiebreak(c) as Tiebreak])),
  FIDE_DE,
} as typeof US_TIEBREAKS &
  Readonly<Record<Exclude<(typeof FIDE_TIEBREAK_CODES)[number], "FIDE_DE">, PlayerTiebreak>> & {
    readonly FIDE_DE: GroupTiebreak;
  };

/**
 * The system a valid code names (see `tiebreakCode`).
 * @example tiebreakOf("FIDE_BH_C3").title // "Buchholz Cut-3"
 */
export function tiebreakOf(code: TiebreakCode): Tiebreak {
  const tb = (TIEBREAKS as Readonly<Record<string, Tiebreak | undefined>>)[code] ?? fideTiebreak(code);
  return (
    tb ?? fail("UNKNOWN_NAME", `"${code}" is not a tiebreak system (expected one of ${TIEBREAK_CODES.join(", ")})`)
  );
}

/**
 * The system a name stands for (case, spaces and dashes do not matter: "fide bh-c1" is FIDE_BH_C1);
 * an unknown name is an error listing the valid ones.
 * @example tiebreakCode("solkoff", "system") // "SOLKOFF"
 */
export function tiebreakCode(text: string, argument: string): TiebreakCode {
  const code = canonicalCode(text);
  if ((US_TIEBREAK_CODES as readonly string[]).includes(code)) return code as TiebreakCode;
  if (code.startsWith("FIDE_") && fideTiebreak(code as TiebreakCode) !== undefined) return code as TiebreakCode;
  return fail(
    "UNKNOWN_NAME",
    `${argument}: "${text.trim()}" is not a tiebreak system (expected one of ${TIEBREAK_CODES.join(", ")}; FIDE ones take _C<n> or _M<n> where C.07 allows them)`,
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
export function tiebreakValues(
  source: Tournament | TiebreakContext,
  code: TiebreakCode,
  options: TiebreakOptions = {},
): number[] {
  const ctx = "cache" in source ? source : tiebreakContext(source, options);
  const tb: Tiebreak = tiebreakOf(code);
  if (tb.scope === "player") return ctx.tournament.players.map((p) => tb.value(ctx, p.id));
  const out = new Array<number>(ctx.tournament.players.length).fill(0);
  for (const group of scoreGroups(ctx)) {
    tb.values(ctx, group).forEach((v, i) => (out[(group[i] as number) - 1] = v));
  }
  return out;
}

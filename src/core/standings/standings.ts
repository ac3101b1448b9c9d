/**
 * STANDINGS: players by score, then by each tiebreak system in turn; players still tied after the
 * last one share a place ("3-4"). The default order is the US Chess one (Modified Median, Solkoff,
 * Cumulative, Cumulative of opposition); `PANAM1954` gives the 1954 Pan American order (panam1954.ts).
 */
import { fail } from "../errors";
import type { Tournament } from "../model/types";
import { tiebreakContext } from "../tiebreaks/context";
import { scoreGroups, tiebreakCode, tiebreakOf } from "../tiebreaks/registry";
import { DEFAULT_TIEBREAKS, ROUND_ROBIN_TIEBREAKS, type TiebreakCode } from "../tiebreaks/types";
import type { TiebreakOptions } from "../tiebreaks/options";
import { panam1954Order } from "./panam1954";
import { criterionOf } from "./criteria";
import { rankBlocks } from "./rank";

/** The name of the 1954 order, accepted in place of a list of systems. */
export const PANAM1954 = "PANAM1954";
export type StandingsOrder = readonly TiebreakCode[] | typeof PANAM1954;

export interface StandingsColumn {
  readonly label: string;
  /** Values are whole numbers; the figure shown is value / scale. */
  readonly scale: number;
}

export interface StandingsRow {
  /** "3", or "3-4" for a shared place. */
  readonly place: string;
  readonly from: number;
  readonly to: number;
  /** Pairing number. */
  readonly id: number;
  readonly name: string;
  /** Score in tenths. */
  readonly score: number;
  /** One value per column (units of 1/scale), null where a tied-group system was not needed. */
  readonly values: readonly (number | null)[];
}

export interface Standings {
  readonly columns: readonly StandingsColumn[];
  readonly rows: readonly StandingsRow[];
}

/**
 * How an output ranks the players: the one rule the standings, the crosstable, the prize list, the
 * team standings and the web pages all follow, so that they never disagree on who is placed where.
 * No order: `standings`' own default (C.07's round-robin order for a round robin, else the US one).
 * The options choose the C.07 version, the rating of unrated players and the round-robin rules.
 */
export interface Ranking {
  readonly order?: StandingsOrder;
  readonly tiebreakOptions?: TiebreakOptions;
}

/** The standings of a ranking rule. */
export function rankedStandings(t: Tournament, ranking: Ranking = {}): Standings {
  return standings(t, ranking.order, ranking.tiebreakOptions ?? {});
}

/**
 * The order a `tiebreaks` argument names: blank for the US default (STANDINGS given no order at all
 * uses C.07's FIDE_SB, FIDE_DE, FIDE_WIN, FIDE_KS for a round robin), `PANAM1954`, or a comma (or
 * semicolon) list of systems; an unknown name is an error listing the valid ones.
 * @example standingsOrder("solkoff, cumulative") // ["SOLKOFF", "CUMULATIVE"]
 */
export function standingsOrder(text: string, argument: string = "tiebreaks"): StandingsOrder {
  const t = text.trim();
  if (t === "") return DEFAULT_TIEBREAKS;
  if (t.toUpperCase().replace(/[\s_-]/g, "") === PANAM1954) return PANAM1954;
  const codes = t.split(/[,;]/).map((s) => s.trim());
  if (codes.some((c) => c === ""))
    fail("BAD_ARGUMENT", `${argument}: "${t}" has an empty name in the list (expected names separated by commas)`);
  return codes.map((c) => tiebreakCode(c, argument));
}

/**
 * The standings table: every player once, best first. With no order: C.07's round-robin order
 * (FIDE_SB, FIDE_DE, FIDE_WIN, FIDE_KS) for a round robin, else the US one. The options choose the
 * C.07 version, the rating of unrated players and the round-robin rules of the FIDE systems.
 * @example standings(t).rows[0] // { place: "1", id: 1, name: "Elwin Meyers", score: 45, values: [...] }
 */
export function standings(t: Tournament, given?: StandingsOrder, options: TiebreakOptions = {}): Standings {
  const ctx = tiebreakContext(t, options);
  const order = given ?? (ctx.roundRobin ? ROUND_ROBIN_TIEBREAKS : DEFAULT_TIEBREAKS);
  const { blocks, criteria } =
    order === PANAM1954
      ? panam1954Order(ctx)
      : { blocks: scoreGroups(ctx), criteria: order.map((code) => criterionOf(ctx, tiebreakOf(code))) };
  const ranked = rankBlocks(blocks, criteria);
  return {
    columns: criteria.map((c) => ({ label: c.label, scale: c.scale })),
    rows: ranked.map((r) => ({
      place: r.from === r.to ? String(r.from) : `${r.from}-${r.to}`,
      from: r.from,
      to: r.to,
      id: r.id,
      name: t.players[r.id - 1]?.name ?? `#${r.id}`,
      score: ctx.scores[r.id - 1] ?? 0,
      values: r.values,
    })),
  };
}

/**
 * Pair around fixed boards: Pair next round, with the boards the director fixed by hand kept and
 * everyone else paired by the engine (src/core/pairing/around.ts). The Round sheet gets a "Manual"
 * column marking the fixed boards. Everything else (refusals, the wallchart, asking before
 * overwriting) is Pair next round's.
 */
import { ChessInputError, problem } from "../../core/errors";
import { breachLine, handCheck } from "../../core/pairing/check/guard";
import { pairAround as pairAroundCore } from "../../core/pairing/around";
import type { Board } from "../../core/pairing/types";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision } from "../engine";
import { refused } from "../outcome";
import type { Block } from "../port";
import { who } from "../rounds";
import { pairNext } from "./pair-next";

export const MANUAL_HEADER = "Manual";

/** The round sheet's block with a Manual column: "fixed" beside the first `fixed` boards. */
function markFixed(decision: Decision, fixed: number): Decision {
  const batch = decision.batch;
  const sheet = batch?.activate;
  if (batch === undefined || sheet === undefined || fixed === 0) return decision;
  const blocks = batch.blocks.map((b): Block => {
    if (b.sheet !== sheet || b.row !== 0 || b.col !== 0) return b;
    const values = b.values.map((row, i) => [...row, i === 0 ? MANUAL_HEADER : i <= fixed ? "fixed" : ""]);
    return { ...b, values };
  });
  return { ...decision, batch: { ...batch, blocks } };
}

export const pairAround: Action<ActionArgs["pairAround"], ActionContext> = {
  name: "Pair around fixed boards",
  reads: (args) => pairNext.reads(args),
  decide: (snapshot, args, context) => {
    const fixed: Board[] = (args.fixed ?? []).map((b) => ({ white: Number(b.white), black: Number(b.black) }));
    if (fixed.length === 0) return { outcome: refused("Name at least one board to fix (White and Black), or use Pair next round.") };
    // The engine's refusal of the fixed boards (an unknown player, a player twice, no pairing around
    // them) is the answer, with the boards named; anything else goes on as Pair next round's.
    let error: ChessInputError | null = null;
    let asks: string[] = [];
    let paired = 0;
    /** The round the hand check refused (a rule no director may set aside), 0 when the engine refused. */
    let ruled = 0;
    let decision;
    try {
      decision = pairNext.decide(snapshot, { ...(args.confirmed === undefined ? {} : { confirmed: args.confirmed }) }, {
        ...context,
        pair: (t, round, system, options) => {
          try {
            const p = pairAroundCore(t, round, system, fixed, options);
            // Issue 29: the round as it would be, checked before it is made: a rematch, a second
            // bye or an absent player refuses it; any other rule broken is asked about.
            const name = (id: number): string => who(t.players.find((x) => x.id === id), id);
            const pab = p.unpaired.find((u) => u.reason === "pab")?.player ?? null;
            const h = handCheck(t, round, system, { boards: p.boards, pab }, { ...options, name });
            if (h.refuse.length > 0) {
              ruled = round;
              throw new ChessInputError(h.refuse.map((b) => problem("BAD_OPPONENT", breachLine(b))));
            }
            asks = h.ask.map(breachLine);
            paired = round;
            return p;
          } catch (e) {
            // The engine finding no one but a past bye holder for the bye: the rule that forbids it, by number.
            if (e instanceof ChessInputError && ruled === 0 && e.problems.some((x) => /already had a full-point bye|pairing-allocated bye/.test(x.message))) {
              ruled = round;
              const rule = system === "USCF" ? "US Chess 28L3" : system === "DUTCH" ? "C.04.3 C2" : "one pairing-allocated bye";
              error = new ChessInputError(e.problems.map((x) => problem(x.code, /already had a full-point bye|pairing-allocated bye/.test(x.message) ? `${rule}: ${x.message}` : x.message)));
              throw error;
            }
            // A player out of the round on a fixed board: said as the hand check says it.
            if (e instanceof ChessInputError && ruled === 0 && e.problems.some((x) => /is not to be paired in round/.test(x.message))) {
              ruled = round;
              error = new ChessInputError(e.problems.map((x) => problem(x.code, /is not to be paired in round/.test(x.message) ? `not in the round: ${x.message}` : x.message)));
              throw error;
            }
            if (e instanceof ChessInputError) error = e;
            throw e;
          }
        },
      });
    } catch (e) {
      const engineRefusal = error as ChessInputError | null; // set by the engine call above
      if (engineRefusal === null || e !== engineRefusal) throw e;
      const why =
        ruled > 0
          ? `Round ${ruled} was not paired around these boards: they break a rule no director may set aside.`
          : "The fixed boards cannot be used:";
      return { outcome: refused(why, engineRefusal.problems.map((p) => p.message)) };
    }
    if ("more" in decision) return decision;
    const marked = markFixed(decision, fixed.length);
    if (asks.length === 0 || marked.batch === undefined) return marked;
    return {
      ...marked,
      warnings: [...asks, ...(marked.warnings ?? [])],
      question: `Pair round ${paired} around these boards although ${asks.length === 1 ? "a rule" : `${asks.length} rules`} would be broken?`,
    };
  },
};

/**
 * Check pairings: every round of the event (and the round waiting for results, as its sheet lists
 * it now, hand edits included) against the engine's pairing from the rounds before it, with every
 * rule a difference breaks. Reads only: nothing is written.
 */
import { ChessInputError } from "../../core/errors";
import type { Tournament } from "../../core/model/types";
import { checkPairings as check } from "../../core/pairing/check";
import { withPairing } from "../../core/pairing/check/apply";
import { roundRows } from "../../core/pairing/check/report";
import type { Board } from "../../core/pairing/types";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { roundSheetName } from "../event";
import { done, refused } from "../outcome";
import { FIRST_READ, problemsFirst, messages, onEvent, plural, roundState } from "./common";
import { pairingView } from "./pair-next";

/** The event with the waiting round's boards, as its sheet lists them, put in as games. */
function withListedRound(t: Tournament, round: number, boards: readonly Board[], pab: number | null): Tournament {
  const waiting = t.players.filter((p) => (p.rounds[round - 1] ?? null) === null);
  const ids = new Set(waiting.map((p) => p.id));
  const open = boards.filter((b) => ids.has(b.white) && ids.has(b.black));
  return withPairing(t, round, open, pab !== null && ids.has(pab) ? pab : null);
}

export const checkPairings: Action<ActionArgs["checkPairings"], ActionContext> = {
  name: "Check pairings",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    if (event.layout === "none") return { outcome: refused("There is no event here yet: set one up first.") };
    if (event.problems.length > 0) return problemsFirst(event.problems, "before checking");
    const state = roundState(event, snapshot);
    if (state.paired === 0) return { outcome: refused("No round is paired yet: there is nothing to check.") };
    const view = pairingView(event);
    let t = view.tournament;
    const listing = state.listing;
    if (listing !== null) {
      const boards = listing.boards.filter((b) => b.white !== null && b.black !== null).map((b) => ({ white: b.white as number, black: b.black as number }));
      const pabRow = listing.byes.find((b) => ["BYE", "B", "PAB"].includes(b.blackText.toUpperCase()));
      t = withListedRound(t, state.paired, boards, pabRow?.white ?? null);
    }
    const round = args.round;
    try {
      const result = check(t, event.settings.system, {
        ...view.options,
        ...(round === undefined ? {} : { rounds: [round] }),
      });
      const differ = result.rounds.filter((c) => !c.same);
      const broken = differ.reduce((n, c) => n + c.breaches.length, 0);
      const details = result.rounds.flatMap((c) => roundRows(c).map((r) => `Round ${r[0]}: ${r[1]}${r[2] === "" ? "" : ` ${r[2]}`} — ${r[4]}`));
      const message =
        differ.length === 0
          ? `Every round checked is the ${result.system} engine's pairing (${plural(result.rounds.length, "round")}).`
          : `${differ.map((c) => roundSheetName(c.round)).join(", ")} ${differ.length === 1 ? "differs" : "differ"} from the ${result.system} engine's pairing; ${broken === 0 ? "no rule is broken (only the engine's order differs)" : `${plural(broken, "rule")} broken`}.`;
      return { outcome: done(message, { details, data: result }) };
    } catch (e) {
      if (e instanceof ChessInputError) return { outcome: refused("The pairings cannot be checked:", messages(e.problems)) };
      throw e;
    }
  }),
};

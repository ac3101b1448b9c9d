/**
 * Manual changes to the round waiting for results, made from the pane and checked at once: switch a
 * board's colours, pair two players together (their opponents then meet), give the bye to another
 * player. The Round sheet's rows change and are marked "changed" in its Manual column, the wallchart's
 * bye cells follow, and the answer says which rules the changed round breaks (Check pairings), with
 * the engine's own pairing beside it.
 */
import { breachLine, handCheck } from "../../core/pairing/check/guard";
import { roundRows } from "../../core/pairing/check/report";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { roundSheetName } from "../event";
import { headerKey } from "../geometry";
import { done, refused } from "../outcome";
import type { Block, Cell } from "../port";
import { byeCell, who, type BoardRow } from "../rounds";
import { chartWrites } from "./chart";
import { FIRST_READ, onEvent, roundState } from "./common";
import { MANUAL_HEADER } from "./pair-around";
import { pairingView } from "./pair-next";

/** One board of the round being edited: the sheet row, and who sits where. */
interface Seat {
  readonly row: number;
  white: number;
  black: number;
}

export const editRound: Action<ActionArgs["editRound"], ActionContext> = {
  name: "Change the pairing",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    const view = pairingView(event);
    const t = view.tournament;
    const state = roundState(event, snapshot);
    const round = state.paired;
    const sheet = event.roundSheets.get(round);
    const listing = state.listing;
    if (round === 0 || sheet === undefined || listing === null) return { outcome: refused("No round is paired yet: there is nothing to change.") };
    if (state.missing.length !== listing.boards.length) {
      return { outcome: refused(`${roundSheetName(round)} has results already: a pairing is changed before its round is played.`) };
    }
    const seats: Seat[] = listing.boards
      .filter((b): b is BoardRow & { white: number; black: number } => b.white !== null && b.black !== null)
      .map((b) => ({ row: b.row, white: b.white, black: b.black }));
    const byeRow = listing.byes.find((b) => ["BYE", "B", "PAB"].includes(b.blackText.toUpperCase()));
    let pab = byeRow?.white ?? null;
    const seatOf = (id: number): Seat | undefined => seats.find((s) => s.white === id || s.black === id);
    const replace = (s: Seat, from: number, to: number): void => {
      if (s.white === from) s.white = to;
      else s.black = to;
    };
    const changed = new Set<number>();
    const name = (id: number): string => who(t.players[id - 1], id);
    let what: string;

    if (args.op === "switchColours") {
      const n = Number(args.board);
      const row = listing.boards.find((b) => b.board === String(n));
      const s = row === undefined ? undefined : seats.find((x) => x.row === row.row);
      if (s === undefined) return { outcome: refused(`${roundSheetName(round)} has no board ${String(args.board)}.`) };
      [s.white, s.black] = [s.black, s.white];
      changed.add(s.row);
      what = `Board ${n}: colours switched (${name(s.white)} has White)`;
    } else if (args.op === "pairTogether") {
      const [a, b] = [Number(args.a), Number(args.b)];
      for (const id of [a, b]) {
        if (seatOf(id) === undefined && pab !== id) return { outcome: refused(`#${id} is not paired in round ${round} (not on a board and without the bye).`) };
      }
      if (a === b) return { outcome: refused("Choose two different players.") };
      const sa = seatOf(a);
      const sb = seatOf(b);
      if (sa !== undefined && sa === sb) return { outcome: refused(`${name(a)} and ${name(b)} are already paired together.`) };
      if (sa !== undefined && sb !== undefined) {
        const x = sa.white === a ? sa.black : sa.white;
        replace(sa, x, b);
        replace(sb, b, x);
        changed.add(sa.row).add(sb.row);
      } else {
        const [seated, byed] = sa !== undefined ? [a, b] : [b, a];
        const s = seatOf(seated) as Seat;
        const x = s.white === seated ? s.black : s.white;
        replace(s, x, byed);
        pab = x;
        changed.add(s.row);
      }
      what = `${name(a)} paired with ${name(b)} by hand`;
    } else if (args.op === "giveBye") {
      const a = Number(args.a);
      if (pab === null) return { outcome: refused(`Round ${round} has no pairing-allocated bye to move (an even number of players).`) };
      if (pab === a) return { outcome: refused(`${name(a)} has the bye already.`) };
      const s = seatOf(a);
      if (s === undefined) return { outcome: refused(`#${a} is not on a board in round ${round}.`) };
      replace(s, a, pab);
      changed.add(s.row);
      pab = a;
      what = `The bye given to ${name(a)} by hand`;
    } else {
      return { outcome: refused(`Unknown change "${String(args.op)}" (expected switchColours, pairTogether or giveBye).`) };
    }

    // Issue 29: the round as it would be, checked before anything is written. A rematch, a second
    // bye or an absent player on a board refuses the change; any other rule it breaks is asked about.
    const system = event.settings.system;
    const hand = handCheck(
      t,
      round,
      system,
      { boards: seats.map((s) => ({ white: s.white, black: s.black })), pab },
      { ...view.options, name, absence: "recorded" },
    );
    // A round robin's later cycles meet every opponent again: its schedule, not a rematch.
    // A Keizer night may pair a rematch once the rematch interval has passed.
    if (hand.refuse.length > 0 && event.settings.format === "swiss") {
      return { outcome: refused(`${what}: not made, because it would break a rule no director may set aside.`, hand.refuse.map(breachLine)) };
    }

    // The Round sheet: each player's cells (his name, and the Rating and Score beside it) move with
    // him to his new seat; the changed rows are marked in the Manual column.
    const grid = snapshot.sheets[sheet] ?? [];
    const header = grid[listing.headerRow] ?? [];
    const col = (k: string): number => header.findIndex((c) => headerKey(c) === k);
    const [wc, bc, rc] = [col("white"), col("black"), col("result")];
    const span = (from: number, to: number): number => (to > from ? to - from : 1);
    const sideWidth = bc > wc ? Math.min(span(wc, bc), span(bc, rc > bc ? rc : bc + 1)) : 1;
    const sideOf = (row: number, at: number): Cell[] => Array.from({ length: sideWidth }, (_, j) => grid[row]?.[at + j] ?? "");
    const cellsOf = new Map<number, Cell[]>();
    for (const b of listing.boards) {
      if (b.white !== null) cellsOf.set(b.white, sideOf(b.row, wc));
      if (b.black !== null) cellsOf.set(b.black, sideOf(b.row, bc));
    }
    if (byeRow !== undefined && byeRow.white !== null) cellsOf.set(byeRow.white, sideOf(byeRow.row, wc));
    const side = (id: number): Cell[][] => [cellsOf.get(id) ?? [name(id), ...Array.from({ length: sideWidth - 1 }, () => "")]];
    let mc = col("manual");
    const blocks: Block[] = [];
    if (mc < 0) {
      mc = header.length;
      blocks.push({ sheet, row: listing.headerRow, col: mc, values: [[MANUAL_HEADER]] });
    }
    for (const s of seats) {
      if (!changed.has(s.row)) continue;
      blocks.push({ sheet, row: s.row, col: wc, values: side(s.white) });
      blocks.push({ sheet, row: s.row, col: bc, values: side(s.black) });
      blocks.push({ sheet, row: s.row, col: mc, values: [["changed"]] });
    }
    const addSheets: string[] = [];
    if (byeRow !== undefined && pab !== byeRow.white) {
      blocks.push({ sheet, row: byeRow.row, col: wc, values: side(pab as number) });
      blocks.push({ sheet, row: byeRow.row, col: mc, values: [["changed"]] });
      const cells = new Map<number, Cell>([[byeRow.white as number, ""], [pab as number, byeCell("pab")]]);
      const chart = chartWrites(event, round, cells);
      if (typeof chart === "string") return { outcome: refused(chart) };
      blocks.push(...chart.blocks);
      addSheets.push(...chart.addSheets);
    }

    // The changed round, checked (under the systems whose rules the check knows).
    const asks = hand.ask.map(breachLine);
    const ask =
      asks.length === 0
        ? {}
        : { warnings: asks, question: `${what}: go on although ${asks.length === 1 ? "a rule" : `${asks.length} rules`} would be broken?` };
    const check = hand.check;
    if (check === null) {
      return {
        outcome: done(`${what}. (The ${system} rules of colours and score groups are not checked: Check pairings knows DUTCH and USCF; rematches and a second bye are.)`),
        batch: { addSheets, blocks, activate: sheet },
        undo: { label: what },
        ...ask,
      };
    }
    const verdict = check.same
      ? `${roundSheetName(round)} is still the ${system} engine's pairing.`
      : check.breaches.length === 0
        ? `${roundSheetName(round)} now differs from the engine's pairing but breaks no rule.`
        : `${roundSheetName(round)} now breaks ${check.breaches.map((b) => b.rule).join(", ")}.`;
    // The engine's boards that the round no longer has, one line each (the pane folds a long list under its count).
    const now = new Set(seats.map((x) => `${x.white}–${x.black}`));
    const differ = check.engine === null ? [] : check.engine.boards.filter((b) => !now.has(`${b.white}–${b.black}`));
    const engine =
      differ.length === 0
        ? []
        : [
            `The engine would pair ${differ.length === 1 ? "this board" : `these ${differ.length} boards`} otherwise:`,
            ...differ.map((b) => `${name(b.white)} (White) – ${name(b.black)}`),
          ];
    return {
      outcome: done(`${what}. ${verdict}`, { details: [...roundRows(check).map((r) => `${r[1]}${r[2] === "" ? "" : ` ${r[2]}`} — ${r[4]}`), ...engine], data: check }),
      batch: { addSheets, blocks, activate: sheet },
      undo: { label: what },
      ...ask,
    };
  }),
};

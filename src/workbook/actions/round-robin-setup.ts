/**
 * Set up the round robin: the event becomes a round robin of its players (settings `format`
 * "roundRobin", the cycles, the seats drawn by lot from the seed the pane passes, set by the director,
 * or the Players order), the rounds planned become the schedule's, the tiebreaks C.07's round-robin
 * order when they were the Swiss default, and a Schedule sheet lists every round by name. Once round 1
 * is paired the seats are fixed: it refuses, saying how to start again.
 */
import { ChessInputError } from "../../core/errors";
import { roundRobinEventRounds } from "../../core/pairing/round-robin-event";
import { roundRobinSchedule } from "../../core/pairing/roundRobin";
import { checkSeats, drawSeats } from "../../core/pairing/seats";
import { ROUND_ROBIN_TIEBREAKS } from "../../core/tiebreaks/types";
import type { ActionArgs } from "../api";
import { sheetBlock } from "../blocks";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { done, refused } from "../outcome";
import { sheetA1, type Grid } from "../port";
import { printTitle, who } from "../rounds";
import { DEFAULT_TIEBREAKS, normalizeSettings, SETTINGS_KEY, settingsText } from "../settings";
import { FIRST_READ, onEvent, plural, roundState } from "./common";
import { roundsBlocks } from "./save-settings";

export const SCHEDULE_SHEET = "Schedule";

function failure(f: () => number[] | null): number[] | null | string {
  try {
    return f();
  } catch (e) {
    if (e instanceof ChessInputError) return e.message;
    throw e;
  }
}

export const setUpRoundRobin: Action<ActionArgs["setUpRoundRobin"], ActionContext> = {
  name: "Set up the round robin",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    if (event.layout === "none")
      return { outcome: refused("There is no event here yet: set one up (Event › Create the sheets) and list the players first.") };
    const t = event.tournament;
    const n = t.players.length;
    if (roundState(event, snapshot).paired > 0) {
      return {
        outcome: refused(
          "Round 1 is already paired: a round robin's seats and cycles are fixed once it starts. To set it up again, take back the rounds first (Undo the round's pairing).",
        ),
      };
    }
    const cycles = args.cycles ?? 1;
    const sched = failure(() => [roundRobinEventRounds(n, cycles)]);
    if (typeof sched === "string") return { outcome: refused(sched) };
    const seats = failure(() =>
      args.seats === "draw"
        ? drawSeats(n, args.seed ?? 0)
        : Array.isArray(args.seats)
          ? checkSeats(args.seats, n)
          : null,
    );
    if (typeof seats === "string") return { outcome: refused(seats) };
    const total = (sched as number[])[0] as number;
    const before = event.settings;
    const swissDefault = before.tiebreaks.join() === DEFAULT_TIEBREAKS.join();
    const s = normalizeSettings({
      ...before,
      format: "roundRobin",
      cycles,
      seats,
      rounds: total,
      ...(swissDefault ? { tiebreaks: [...ROUND_ROBIN_TIEBREAKS] } : {}),
    });
    const at = (k: number): number => (seats === null ? k : (seats[k - 1] as number));
    const name = (id: number): string => who(t.players[id - 1], id);
    const grid: Grid = [["Seat", "Player"], ...Array.from({ length: n }, (_, k) => [k + 1, name(at(k + 1))]), []];
    grid.push(["Round", "Board", "White", "Black"]);
    for (const r of roundRobinSchedule(n, cycles)) {
      r.boards.forEach((b, i) => grid.push([r.round, i + 1, name(at(b.white)), name(at(b.black))]));
      if (r.bye !== null) grid.push([r.round, "", name(at(r.bye)), "sits out"]);
    }
    const rounds = roundsBlocks(snapshot, total);
    const exists = snapshot.sheetNames.includes(SCHEDULE_SHEET);
    if (exists && !(SCHEDULE_SHEET in snapshot.sheets)) return { more: [SCHEDULE_SHEET] };
    const how = args.seats === "draw" ? `seats drawn by lot (seed ${args.seed ?? 0})` : seats === null ? "seats in the Players order" : "seats as set";
    const tbs = swissDefault ? `; tiebreaks ${ROUND_ROBIN_TIEBREAKS.join(", ")} (C.07's order for a round robin)` : "";
    return {
      outcome: done(
        `Round robin set up: ${plural(n, "player")}, ${cycles === 1 ? "one cycle" : `${cycles} cycles`}, ${plural(total, "round")}, ${how}${tbs}. The schedule is on the ${SCHEDULE_SHEET} sheet; press Pair next round for round 1.`,
        { details: grid.slice(1, n + 1).map((r) => `Seat ${String(r[0])}: ${String(r[1])}`) },
      ),
      batch: {
        addSheets: exists ? [] : [SCHEDULE_SHEET],
        blocks: [sheetBlock(SCHEDULE_SHEET, grid, snapshot.sheets[SCHEDULE_SHEET] ?? []), ...rounds],
        settings: { [SETTINGS_KEY]: settingsText(s) },
        activate: SCHEDULE_SHEET,
        print: [{ sheet: SCHEDULE_SHEET, title: printTitle(event.name, "Round robin schedule"), landscape: false, repeatRows: 1 }],
      },
      generated: [SCHEDULE_SHEET],
      // The Rounds cell says what the schedule is: setting up the round robin decides it, no question.
      consumed: rounds.map((b) => sheetA1(b.sheet, b.row, b.col + (b.values[0]?.length ?? 1) - 1)),
      undo: { label: "Set up the round robin" },
    };
  }),
};

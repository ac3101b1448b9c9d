/**
 * Pair next round: refuses while the last round still lacks results (and says which boards), then
 * writes a "Round N" sheet (Board | White | Rating | Score | Black | Rating | Score | Result, then the
 * byes), the "Names RN" sheet (the players by name: board and colour) and the round's column in
 * the wallchart (the byes' cells; the games' cells stay blank until the results are entered).
 * Running it again finds round N paired and waiting for results, so it never pairs a round twice.
 */
import { forRound, makeRequests } from "../../core/model/requests";
import type { Player, Request, Tournament } from "../../core/model/types";
import type { ActionArgs } from "../api";
import type { Action } from "../engine";
import { roundSheetName, type EventRead } from "../event";
import { done, refused } from "../outcome";
import { sheetA1, type Block, type Cell, type Grid, type NumberFormatRange } from "../port";
import { hostFormat, numbersFormat } from "../../core/model/figures";
import { BOARDS, firstBoardSetting } from "../sections";
import { byeCell, namesGrid, namesSheetName, printTitle, roundGrid, who } from "../rounds";
import { sheetBlock } from "../blocks";
import { chartWrites } from "./chart";
import { boardList, FIRST_READ, messages, onEvent, plural, roundState } from "./common";
import type { ActionContext } from "../context";
import { isRatingProblem, playerWarnings } from "../checks";
import type { Pairing, PairingOptions } from "../../core/pairing/types";
import { pairRoundRobinRound, roundRobinPlanned, withForfeitResults } from "../round-robin";
import { pairKeizerRound } from "../keizer";

/** How a Keizer night's members without a board are named (docs/keizer.md). */
const KEIZER_UNPAIRED: Readonly<Record<Pairing["unpaired"][number]["reason"], string>> = {
  pab: "has the free night (an odd number present)",
  halfBye: "is absent with notice",
  zeroBye: "is absent without notice",
  withdrawn: "has left",
  fullBye: "is on club duty",
};

/** The reason for every board and bye (issue 13), as the pane's "Why?" list shows them. */
function whyOf(p: Pairing): string[] {
  return p.notes === undefined ? [] : [...p.notes.boards.map((n, i) => `Board ${i + 1}: ${n}`), ...p.notes.unpaired];
}

/** The Request cell once round `round` is paired (its H or U used up), or null when nothing changes. */
function afterPairing(p: Player, round: number): string | null {
  const used = (r: Request | undefined) => r === "halfBye" || r === "zeroBye";
  const own = p.requests?.[round];
  const next = used(p.request) ? undefined : p.request;
  if (!used(own) && !used(p.request)) return null;
  const rounds = Object.fromEntries(
    Object.entries(p.requests ?? {}).filter(([k]) => Number(k) !== round || !used(own)),
  );
  return makeRequests({ ...(next === undefined ? {} : { next }), rounds });
}

/**
 * The event as the engine pairs it, and the options it pairs with: the settings' Baku acceleration
 * (C.04.5) on the tournament, its team rule and the rounds planned. Pair next round, Check pairings
 * and Change the pairing all read the event through it, so a check never measures a round against
 * a pairing the pane would not make. (Late entries are ranked by rating inside the Dutch engine.)
 */
export function pairingView(event: EventRead): { tournament: Tournament; options: PairingOptions } {
  const t = event.tournament;
  return {
    tournament: event.settings.baku ? { ...t, bakuAcceleration: true } : t,
    options: {
      separateTeams: event.settings.separateTeams,
      ...(t.totalRounds === null ? {} : { totalRounds: t.totalRounds }),
    },
  };
}

export const pairNext: Action<ActionArgs["pairNext"], ActionContext> = {
  name: "Pair next round",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, _args, context) => {
    const view = pairingView(event);
    const t = view.tournament;
    if (event.layout === "none")
      return {
        outcome: refused(
          "There is no event here yet: set one up (Event › Create the sheets) or use the sheet in front of you.",
        ),
      };
    const state = roundState(event, snapshot);
    const last = state.paired;
    if (state.typed.length > 0) {
      return {
        outcome: refused(
          `Round ${last} has ${plural(state.typed.length, "result")} on its sheet that ${state.typed.length === 1 ? "is" : "are"} not in the wallchart yet: press Enter results first.`,
          state.typed.map(
            (b) => `${b.board === "" ? "" : `Board ${b.board}: `}${b.whiteText} – ${b.blackText} ${b.result}`,
          ),
        ),
      };
    }
    const blocking = event.problems.filter((p) => !isRatingProblem(p));
    if (blocking.length > 0) {
      return {
        outcome: refused(
          `The event has ${plural(blocking.length, "problem")} to put right before pairing:`,
          messages(blocking),
        ),
      };
    }
    if (state.missing.length > 0) {
      return {
        outcome: refused(
          `Round ${last} is paired and waiting for ${plural(state.missing.length, "result")}: ${boardList(state.missing)}. Type them in the Result column of ${roundSheetName(last)}, press Enter results, then pair round ${last + 1}.`,
        ),
      };
    }
    const round = last + 1;
    const roundRobin = event.settings.format === "roundRobin";
    const planned = roundRobin ? roundRobinPlanned(t, event.settings) : t.totalRounds;
    if (typeof planned === "string") return { outcome: refused(planned) };
    if (roundRobin && planned !== null && round > planned) {
      return { outcome: refused(`All ${planned} rounds of the round robin are paired: the event is complete.`) };
    }
    if (planned !== null && round > planned) {
      return {
        outcome: refused(`All ${planned} rounds are paired. (To add a round, raise "Rounds planned" in the settings.)`),
      };
    }
    // The engines see each player's request for this round (H3 H5 U4 in the Request column).
    const tp = forRound(t, round, { ahead: event.settings.system === "USCF" });
    const active = tp.players.filter((p) => p.withdrawn !== true && p.request === undefined);
    if (active.length < 2 && event.settings.format !== "keizer") {
      return {
        outcome: refused(
          `Pairing needs at least two players; ${event.hasPlayersSheet ? "Players" : event.chartSheet} lists ${plural(active.length, "player")}.`,
        ),
      };
    }
    // The list by name is Wallchart's own sheet; an old one is read so that it can be replaced.
    const namesSheet = namesSheetName(round);
    const namesExists = snapshot.sheetNames.includes(namesSheet);
    if (namesExists && !(namesSheet in snapshot.sheets)) return { more: [namesSheet] };
    // A round robin posts the next round of its Berger schedule (docs/round-robin.md); a Swiss is paired.
    const rr = roundRobin ? pairRoundRobinRound(tp, round, event.settings) : null;
    if (typeof rr === "string") return { outcome: refused(rr) };
    // A Keizer night pairs the members present by the Keizer ranking (docs/keizer.md).
    const kz = event.settings.format === "keizer" ? pairKeizerRound(tp, round, event.settings) : null;
    if (typeof kz === "string") return { outcome: refused(kz) };
    const pairing = rr?.pairing ?? kz?.pairing ?? context.pair(tp, round, event.settings.system, { ...view.options, explain: true });

    // The Round N sheet, its boards numbered from the section's first board (after the previous
    // section's); the boards this event needs are kept for the sections after it.
    const first = firstBoardSetting(snapshot.settings);
    const needed = String(Math.floor(t.players.length / 2));
    const sheet = event.roundSheets.get(round) ?? roundSheetName(round);
    const exists = snapshot.sheetNames.includes(sheet);
    const roundCells =
      rr === null
        ? roundGrid(t, pairing, kz === null ? event.settings.byeValue : 0, first)
        : withForfeitResults(roundGrid(t, pairing, 0, first), rr);
    const namesCells = namesGrid(t, pairing, rr === null && kz === null ? event.settings.byeValue : 0, first);
    const blocks: Block[] = [
      sheetBlock(sheet, roundCells, snapshot.sheets[sheet] ?? []),
      sheetBlock(namesSheet, namesCells, snapshot.sheets[namesSheet] ?? []),
    ];
    // Issue 24 (5): the scores before the round stay numbers, shown with ½ (Score columns D, G; C, G).
    const numberFormats = [
      ...scoreFormats(sheet, roundCells, [3, 6], 1),
      ...scoreFormats(namesSheet, namesCells, [2, 6], 2),
    ];

    // The wallchart: byes get their cell now, games when the result is known.
    const cells = new Map<number, Cell>();
    for (const b of pairing.boards) {
      cells.set(b.white, "");
      cells.set(b.black, "");
    }
    for (const u of pairing.unpaired) cells.set(u.player, byeCell(u.reason));
    for (const [id, c] of rr?.cells ?? []) cells.set(id, c);
    // A player typed into Players after round 1 has nothing in the rounds he missed: they are
    // recorded as zero-point byes, and the director is told first (Add a player offers half-point byes).
    const earlier = new Map<number, Map<number, Cell>>();
    const lateTyped: string[] = [];
    if (last > 0) {
      for (const p of t.players) {
        if (p.rounds.slice(0, last).some((e) => e !== null) || p.withdrawn === true) continue;
        for (let r = 1; r <= last; r++) {
          const m = earlier.get(r) ?? new Map<number, Cell>();
          m.set(p.id, "U");
          earlier.set(r, m);
        }
        lateTyped.push(
          `${who(p, p.id)} has nothing in ${last === 1 ? "round 1" : `rounds 1–${last}`}: a late entry? Those rounds are recorded as zero-point byes (U); for half-point byes type H there in the wallchart, or enter the player with Add a player.`,
        );
      }
    }
    const chart = chartWrites(event, round, cells, earlier);
    if (typeof chart === "string") return { outcome: refused(chart) };
    blocks.push(...chart.blocks);

    // Requests (H, U) for the round being paired are used up: taken out of the Request cell (W stays).
    const consumed: string[] = [];
    const g = event.chart;
    if (g !== null && g.requestCol >= 0) {
      for (const p of t.players) {
        const row = g.rowOf.get(p.id);
        const left = afterPairing(p, round);
        if (row === undefined || left === null) continue;
        blocks.push({ sheet: event.chartSheet, row, col: g.requestCol, values: [[left]] });
        consumed.push(sheetA1(event.chartSheet, row, g.requestCol));
      }
    }

    const name = (id: number): string => who(t.players[id - 1], id);
    const byes = pairing.unpaired.map(
      (u) =>
        kz !== null
          ? `${name(u.player)} ${KEIZER_UNPAIRED[u.reason]}`
          : `${name(u.player)} ${u.reason === "pab" ? "has the bye" : u.reason === "halfBye" ? "has a half-point bye" : u.reason === "withdrawn" ? "has withdrawn" : rr !== null ? "sits this round out" : "is not playing"}`,
    );
    const details = [
      ...pairing.boards.map((b, i) => `Board ${first + i}: ${name(b.white)} (White) – ${name(b.black)}`),
      ...byes,
    ];
    const byeText = byes.length === 0 ? "" : `; ${byes.join("; ")}`;
    const relaxed =
      kz !== null && kz.rematch < kz.asked
        ? [`No pairing of the night keeps the rule of no rematch within ${kz.asked} nights: it was relaxed to ${kz.rematch}.`]
        : [];
    return {
      outcome: done(
        `Paired round ${round}: ${plural(pairing.boards.length, "board")}${byeText}. The pairings are on the ${sheet} sheet and in ${chart.where}; type the results in the Result column, then press Enter results.`,
        { details, data: { why: whyOf(pairing) } },
      ),
      batch: {
        addSheets: [...(exists ? [] : [sheet]), ...(namesExists ? [] : [namesSheet]), ...chart.addSheets],
        blocks,
        activate: sheet,
        ...(snapshot.settings[BOARDS] === needed ? {} : { settings: { [BOARDS]: needed } }),
        print: [
          { sheet, title: printTitle(event.name, `Round ${round} pairings`), landscape: false, repeatRows: 1 },
          { sheet: namesSheet, title: printTitle(event.name, `Round ${round}: find your board`), landscape: false, repeatRows: 2 },
        ],
        ...(numberFormats.length === 0 ? {} : { numberFormats }),
      },
      consumed,
      warnings: [...playerWarnings(event, snapshot), ...lateTyped, ...relaxed],
      undo: { label: `Pair round ${round}`, round, covers: [{ sheet: event.chartSheet, col: chart.column }] },
      generated: [namesSheet],
    };
  }, "latest"),
};

/** Each score column of a grid written from A1, rows `from` on, in the format its numbers need (model/figures.ts). */
function scoreFormats(sheet: string, grid: Grid, cols: readonly number[], from: number): NumberFormatRange[] {
  const rows = grid.length - from;
  if (rows <= 0) return [];
  return cols.map((col) => ({
    sheet,
    row: from,
    col,
    rows,
    cols: 1,
    format: hostFormat(numbersFormat(grid.slice(from).map((r) => r[col]), true)),
  }));
}

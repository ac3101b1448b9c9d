/**
 * Standings: the event's standings with the tiebreaks chosen in the settings, written whole to the
 * Standings sheet ("Standings after round N", Place | # | Name | Rating | Score | the tiebreaks in words). The sheet is Wallchart's own: rewritten without asking while nobody has changed
 * it, asked about when somebody has.
 */
import { pointsText } from "../../core/model/points";
import { ratingChangeColumn } from "../../core/ratings/column";
import { tiebreakLabel } from "../../core/tiebreaks/labels";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { STANDINGS } from "../event";
import { printTitle, withByeValue } from "../rounds";
import { sheetBlock } from "../blocks";
import { done, refused } from "../outcome";
import type { Cell, NumberFormatRange } from "../port";
import { hostFormat, numbersFormat } from "../../core/model/figures";
import { tiebreakOf } from "../../core/tiebreaks/registry";
import type { TiebreakCode } from "../../core/tiebreaks/types";
import { FIRST_READ, problemsFirst, onEvent, plural, roundState } from "./common";
import { roundRobinStandings } from "../round-robin";
import { eventKeizerSettings, KEIZER_SHEET, keizerSheet } from "../keizer";
import type { EventRead } from "../event";
import type { Decision, More } from "../engine";
import type { Snapshot } from "../port";

/** A Keizer competition's standings: the Keizer sheet, the ranking a club pins on its board (docs/keizer.md). */
function keizerStandings(event: EventRead, snapshot: Snapshot): Decision | More {
  const s = eventKeizerSettings(event.settings);
  if (typeof s === "string") return { outcome: refused(s) };
  const exists = snapshot.sheetNames.includes(KEIZER_SHEET);
  if (exists && !(KEIZER_SHEET in snapshot.sheets)) return { more: [KEIZER_SHEET] };
  const state = roundState(event, snapshot);
  // A night waiting for results is not counted yet: the ranking is the one after the last complete night.
  const nights = state.missing.length > 0 ? state.paired - 1 : state.paired;
  const sheet = keizerSheet(event.tournament, s, nights);
  const waiting = state.missing.length > 0 ? ` Night ${state.paired} is waiting for ${plural(state.missing.length, "result")}, so it is not counted yet.` : "";
  return {
    outcome: done(`${sheet.title} written to the ${KEIZER_SHEET} sheet.${sheet.leader === "" ? "" : ` Leading: ${sheet.leader}.`}${waiting}`, {
      details: sheet.grid.slice(2, 12).map((r) => `${String(r[0])}. ${String(r[2])} (#${String(r[1])}): ${String(r[3])} (value ${String(r[4])})`),
    }),
    batch: {
      addSheets: exists ? [] : [KEIZER_SHEET],
      blocks: [sheetBlock(KEIZER_SHEET, sheet.grid, snapshot.sheets[KEIZER_SHEET] ?? [])],
      activate: KEIZER_SHEET,
      print: [{ sheet: KEIZER_SHEET, title: printTitle(event.name, sheet.title), landscape: true, repeatRows: 2 }],
    },
    generated: [KEIZER_SHEET],
  };
}

export { withByeValue };

/** True for a tiebreak column counted in points (a Buchholz, a median), false for a rating, a count or a rank. */
function inPoints(code: unknown): boolean {
  try {
    const scale = tiebreakOf(String(code) as TiebreakCode).scale;
    return scale === 10 || scale === 20;
  } catch {
    return false;
  }
}

/**
 * Issue 24 (item 5): the Standings sheet's numbers keep their values and are shown one way a column
 * (src/core/model/figures.ts): the score with halves (`# ?/2`), each tiebreak with halves or the
 * decimals its column needs. Column E is the score (the rating is inserted at D), tiebreaks follow.
 */
function standingsFormats(table: { header: readonly Cell[]; rows: readonly (readonly Cell[])[] }): NumberFormatRange[] {
  const rows = table.rows.length;
  if (rows === 0) return [];
  const column = (j: number, points: boolean): NumberFormatRange => ({
    sheet: STANDINGS,
    row: 2,
    col: j + 1,
    rows,
    cols: 1,
    format: hostFormat(numbersFormat(table.rows.map((r) => r[j]), points)),
  });
  return [column(3, true), ...table.header.slice(4).map((code, i) => column(4 + i, inPoints(code)))];
}

export const standings: Action<ActionArgs["standings"], ActionContext> = {
  name: "Standings",
  reads: () => ({ sheets: [...FIRST_READ.sheets, STANDINGS], active: true, likely: FIRST_READ.likely ?? [] }),
  decide: onEvent((event, snapshot, _args, context) => {
    if (event.layout === "none")
      return { outcome: refused("There is no event here yet: set one up or use the sheet in front of you.") };
    if (event.problems.length > 0) return problemsFirst(event.problems);
    const t = withByeValue(event.tournament, event.settings.byeValue);
    if (t.players.length === 0) return { outcome: refused("There are no players yet.") };
    if (event.settings.format === "keizer") return keizerStandings(event, snapshot);
    // A round robin counts a withdrawal as C.05 says (docs/round-robin.md); a Swiss ranks everyone.
    const { table, notes } =
      event.settings.format === "roundRobin"
        ? roundRobinStandings(t, event.settings, context.standings)
        : { table: context.standings(t, event.settings.tiebreaks, event.settings.tiebreakRules), notes: [] as string[] };
    const state = roundState(event, snapshot);
    const title =
      state.missing.length > 0
        ? `Standings during round ${state.paired} (${plural(state.missing.length, "result")} missing)`
        : `Standings after round ${state.paired}`;
    // Written to be read on the wall: tiebreaks in words, the rating beside the name.
    const header = table.header.map((h, i) => (i >= 4 ? tiebreakLabel(h) : h));
    const rating = (r: readonly Cell[]): Cell => t.players[Number(r[1]) - 1]?.rating ?? "unr.";
    // Issue 24: a withdrawn player (withdrawn, or W in the Request column) is marked, as on the crosstable and the web page.
    const withdrew = (r: readonly Cell[]): Cell => {
      const p = t.players[Number(r[1]) - 1];
      return p?.withdrawn === true || p?.request === "withdrawn" ? `${String(r[2] ?? "")} (withdrew)` : (r[2] ?? "");
    };
    // "Rating ±" when ratings are known: the FIDE change, or the US Chess one for a US Chess event (docs/ratings.md).
    const change = ratingChangeColumn(t, event.settings.system === "USCF" ? "USCF" : "FIDE");
    // Issue 29: Direct Encounter is a rank among the tied, not a score; the header says so.
    const deNote = table.header.slice(4).some((h) => /^FIDE_DE\b/.test(String(h)))
      ? ` · Direct Encounter: the rank among tied players from their games against each other (FIDE C.07 6); blank where those games do not separate them`
      : "";
    const grid: Cell[][] = [
      [`${title}${deNote}`],
      [...header.slice(0, 3), "Rating", ...header.slice(3), ...(change === null ? [] : ["Rating ±"])],
      ...table.rows.map((r) => [
        ...r.slice(0, 2),
        withdrew(r),
        rating(r),
        ...r.slice(3),
        ...(change === null ? [] : [change.get(Number(r[1])) ?? ""]),
      ]),
      ...(notes.length === 0 ? [] : [[], ...notes.map((n) => [n])]),
    ];
    const text = (c: Cell | undefined): string => (c === null || c === undefined ? "" : String(c));
    const points = (c: Cell | undefined): string => (typeof c === "number" ? pointsText(Math.round(c * 10)) : text(c));
    const leaders = table.rows.filter((r) => /^1(-|$)/.test(text(r[0])));
    const names = leaders.map((r) => text(r[2]));
    const lead =
      leaders.length === 0
        ? ""
        : ` Leading: ${names.length <= 3 ? names.join(names.length === 2 ? " and " : ", ") : `${names.length} players`} with ${points(leaders[0]?.[3])}.`;
    const tbs =
      event.settings.tiebreaks.length === 0 ? "no tiebreaks" : `tiebreaks ${event.settings.tiebreaks.join(", ")}`;
    return {
      outcome: done(`${title} (${tbs}) written to the ${STANDINGS} sheet.${lead}`, {
        details: [...notes, ...table.rows.slice(0, 10).map((r) => {
          const tbs = r
            .slice(4)
            .map(text)
            .filter((v) => v !== "");
          return `${text(r[0])}. ${text(r[2])} (#${text(r[1])}): ${points(r[3])}${tbs.length === 0 ? "" : ` (${tbs.join(", ")})`}`;
        })],
      }),
      batch: {
        addSheets: snapshot.sheetNames.includes(STANDINGS) ? [] : [STANDINGS],
        blocks: [sheetBlock(STANDINGS, grid, snapshot.sheets[STANDINGS] ?? [])],
        activate: STANDINGS,
        print: [{ sheet: STANDINGS, title: printTitle(event.name, title), landscape: false, repeatRows: 2 }],
        numberFormats: standingsFormats(table),
      },
      generated: [STANDINGS],
    };
  }, "latest"),
};

/**
 * Rating report…: the US Chess rating report (THEXPORT, TSEXPORT, TDEXPORT.DBF) of the whole event,
 * every section, offered as three files to download (docs/uscf-report.md). The workbook's own
 * action: it reads every section's sheets. When Tournament rows the report needs are missing it
 * asks, then adds them blank under the rows already there (no filled cell is touched), for the
 * director to fill in; every other problem is listed with its cell and nothing is offered.
 */
import { base64 } from "../../core/formats/base64";
import { infoLabel, infoRow, type Sheet } from "../../core/formats/workbook";
import { isoText, parseDateText } from "../../core/model/calendar";
import type { TournamentInfo } from "../../core/model/types";
import { makeUscfReport } from "../../core/reports/uscf-report";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action, Decision, More } from "../engine";
import { roundOfSheet, TOURNAMENT } from "../event";
import { done, refused } from "../outcome";
import type { Block, Snapshot } from "../port";
import { plainSheet, sectionKey, sectionsOf } from "../sections";
import { parseSettings, SETTINGS_KEY } from "../settings";
import { uscfInputFromWorkbook } from "../uscf-input";
import { FIRST_READ, messages, plural } from "./common";

/** The Tournament rows the report reads, in the order they are added. */
const REPORT_ROWS: readonly (keyof TournamentInfo)[] = [
  "name",
  "startDate",
  "endDate",
  "city",
  "state",
  "zipCode",
  "affiliateId",
  "chiefTdId",
  "assistantTdId",
  "timeControl",
  "ratingSystem",
];

const EVENT_SHEETS = new Set(["players", "wallchart", "tournament"]);

export const uscfReport: Action<ActionArgs["uscfReport"], ActionContext> = {
  name: "Rating report",
  reads: () => ({ sheets: [...FIRST_READ.sheets, TOURNAMENT] }),
  decide(snapshot: Snapshot, args): Decision | More {
    const names = snapshot.sheetNames;
    const sections = sectionsOf(names);
    const hasMain = names.some((n) => /^(players|wallchart)$/i.test(n.trim()));
    if (!hasMain && sections.length === 0) return { outcome: refused("There is no event here yet: set one up first.") };
    // Every section's Players, Wallchart, Tournament and Round sheets, read at once.
    const need = names.filter((n) => {
      const section = sections.find((s) => plainSheet(s, n) !== null);
      const plain = section === undefined ? n : (plainSheet(section, n) as string);
      return EVENT_SHEETS.has(plain.trim().toLowerCase()) || roundOfSheet(plain) !== null;
    });
    const missing = need.filter((n) => !(n in snapshot.sheets));
    if (missing.length > 0) return { more: missing };
    const sheets: Sheet[] = need.map((n) => ({ name: n, cells: snapshot.sheets[n] ?? [] }));
    const roundRobin = (section: string): boolean =>
      parseSettings(snapshot.settings[section === "" ? SETTINGS_KEY : sectionKey(section, SETTINGS_KEY)]).format === "roundRobin";
    const read = uscfInputFromWorkbook({ sheets }, roundRobin);
    if (read.problems.length > 0)
      return { outcome: refused(`The event has ${plural(read.problems.length, "problem")} to put right first:`, messages(read.problems)) };
    // The files are dated today (the pane passes its clock); without it, by the event's last day.
    const last = parseDateText(read.input.event.endDate ?? read.input.event.startDate ?? "");
    const updated = /^\d{4}-\d{2}-\d{2}$/.test(args.today ?? "") ? (args.today as string) : last === null ? "2000-01-01" : isoText(last);
    const report = makeUscfReport({ ...read.input, updated });
    if (report.value === null) {
      const problems = messages(report.problems);
      const add = rowsToAdd(snapshot, read.input.event, read.input.sections.map((s) => s.tournament.info));
      if (add.length === 0) return { outcome: refused(`The rating report cannot be written yet: ${plural(problems.length, "thing")} to put right.`, problems) };
      const tournament = snapshot.sheets[TOURNAMENT];
      const exists = names.includes(TOURNAMENT);
      const top = tournament === undefined ? 0 : lastFilledRow(tournament) + 1;
      const header = !exists || top === 0 ? [["Key", "Value"]] : [];
      const block: Block = { sheet: TOURNAMENT, row: top, col: 0, values: [...header, ...add.map((f) => [infoLabel(f), ""])] };
      return {
        outcome: done(
          `Added ${plural(add.length, "row")} to the ${TOURNAMENT} sheet (${add.map(infoLabel).join(", ")}): fill in their values, then press Rating report… again.`,
          { details: problems },
        ),
        batch: { blocks: [block], ...(exists ? {} : { addSheets: [TOURNAMENT] }), activate: TOURNAMENT },
        warnings: problems,
        question: `Add the ${plural(add.length, "row")} the report needs to the ${TOURNAMENT} sheet, blank, for you to fill in?`,
        undo: { label: "Add the rating report's rows" },
      };
    }
    const r = report.value;
    return {
      outcome: done(
        `The US Chess rating report: ${plural(read.input.sections.length, "section")}, ${plural(r.players, "player")}, ${plural(r.games, "game")}. Download the three files and upload them on US Chess's affiliate site.`,
        { details: r.warnings, files: r.files.map((f) => ({ name: f.name, base64: base64(f.bytes) })) },
      ),
    };
  },
};

/** The last row of a grid with anything in it (0-based), or -1. */
function lastFilledRow(grid: readonly (readonly unknown[])[]): number {
  for (let r = grid.length - 1; r >= 0; r--) if ((grid[r] ?? []).some((c) => c !== null && c !== undefined && String(c).trim() !== "")) return r;
  return -1;
}

/** The report's rows that neither the Tournament sheet nor any section's has (Assistant TD ID only when another is missing too). */
function rowsToAdd(snapshot: Snapshot, event: TournamentInfo, sections: readonly TournamentInfo[]): (keyof TournamentInfo)[] {
  const grid = snapshot.sheets[TOURNAMENT];
  const sheet: Sheet = { name: TOURNAMENT, cells: grid ?? [] };
  const has = (f: keyof TournamentInfo) =>
    (grid !== undefined && infoRow(sheet, f) >= 0) || (event[f] ?? "") !== "" || sections.some((s) => (s[f] ?? "") !== "");
  return REPORT_ROWS.filter((f) => !has(f));
}

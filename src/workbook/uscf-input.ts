/**
 * The US Chess rating report's input from a whole workbook: the main event (sheets without a
 * prefix) and every section ("U1800 Players", "U1800 Wallchart", "U1800 Round 3", "U1800
 * Tournament"), each read as the pane reads a section, with the places of its cells under their
 * real names. Shared by the pane's "Rating report…" and `wallchart uscf-report`.
 */
import type { Problem } from "../core/errors";
import { readWorkbook, type Sheet, type Workbook } from "../core/formats/workbook";
import type { Tournament, TournamentInfo } from "../core/model/types";
import { workbookPlaces } from "../core/reports/uscf-places";
import type { UscfReportInput, UscfSectionInput } from "../core/reports/uscf-report";
import { plainSheet, sectionsOf } from "./sections";

/** What the report reads from a workbook, and the problems reading found (each naming its cell). */
export interface UscfWorkbookInput {
  readonly input: Omit<UscfReportInput, "updated">;
  readonly problems: readonly Problem[];
}

const find = (sheets: readonly Sheet[], plain: string): Sheet | undefined =>
  sheets.find((s) => s.name.trim().toLowerCase() === plain.toLowerCase());

/** A round robin by the Tournament sheet's Type (TRF 092) or system (TRF-2026 192). */
function isRoundRobin(info: TournamentInfo): boolean {
  return /round.?robin|berger/i.test(`${info.type ?? ""} ${info.system ?? ""}`);
}

/** A sheet name as a formula writes it. */
const ref = (name: string): string => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);

/** A section's posted boards with their cells under the workbook's names ("'U1800 Round 3'!A2"). */
function withRealBoardCells(t: Tournament, section: string): Tournament {
  if (t.boards === undefined) return t;
  const real = (at: string | undefined): string | undefined => {
    const m = /^(?:'((?:[^']|'')*)'|([^!]*))!(.*)$/.exec(at ?? "");
    return m === null ? at : `${ref(`${section} ${(m[1] ?? m[2] ?? "").replace(/''/g, "'")}`)}!${m[3]}`;
  };
  return { ...t, boards: t.boards.map((round) => (round === null ? null : round.map((b) => (b.at === undefined ? b : { ...b, at: real(b.at) as string })))) };
}

/**
 * Every section of the workbook ("" the main event first), read for the report. `roundRobin`
 * says which sections were paired as a round robin (the pane knows it from the settings).
 * @example uscfInputFromWorkbook(wb).input.sections.map((s) => s.name) // ["Open", "U1800"]
 */
export function uscfInputFromWorkbook(wb: Workbook, roundRobin?: (section: string) => boolean): UscfWorkbookInput {
  const names = wb.sheets.map((s) => s.name);
  const hasMain = names.some((n) => /^(players|wallchart)$/i.test(n.trim()));
  const problems: Problem[] = [];
  const sections: UscfSectionInput[] = [];
  const mainInfo = find(wb.sheets, "Tournament");
  let event: TournamentInfo = {};
  if (mainInfo !== undefined) event = readWorkbook({ sheets: [mainInfo, { name: "Players", cells: [["Name"]] }] }).value.info;
  for (const section of [...(hasMain ? [""] : []), ...sectionsOf(names)]) {
    const mine: Sheet[] =
      section === ""
        ? wb.sheets.filter((s) => sectionsOf([s.name]).length === 0)
        : wb.sheets.flatMap((s) => {
            const plain = plainSheet(section, s.name);
            return plain === null ? [] : [{ name: plain, cells: s.cells }];
          });
    const read = readWorkbook({ sheets: mine });
    problems.push(...read.problems.map((p) => (section === "" ? p : { ...p, message: `section ${section}: ${p.message}` })));
    const real = (plain: string): Sheet | undefined =>
      section === "" ? find(wb.sheets, plain) : wb.sheets.find((s) => plainSheet(section, s.name)?.toLowerCase() === plain.toLowerCase());
    const t = section === "" ? read.value : withRealBoardCells(read.value, section);
    if (t.players.length === 0) continue;
    sections.push({
      name: section,
      tournament: t,
      places: workbookPlaces(real("Players") ?? real("Wallchart"), real("Tournament"), section === "" ? "Tournament" : `${section} Tournament`),
      roundRobin: roundRobin?.(section) ?? isRoundRobin(t.info),
    });
  }
  return { input: { event, eventPlaces: workbookPlaces(undefined, mainInfo), sections }, problems };
}

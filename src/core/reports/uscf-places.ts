/**
 * Where the director typed what the US Chess rating report reads, so that every refusal names the
 * cell to put right: a player's ID and name on the Players sheet, a row of the Tournament sheet.
 * The sheets are found as `readWorkbook` finds them (the header row among the first ten, players
 * by `#` or by order); a cell that does not exist yet is described instead ("add a ... column").
 */
import type { TournamentInfo } from "../model/types";
import { headerField, infoLabel, infoRow, sheetCell, type Sheet, type WorkbookCell } from "../formats/workbook";

/** Where each thing the report reads was typed (or where to type it). */
export interface UscfPlaces {
  /** The cell of a Tournament-sheet row's value, or null when the row is not there. */
  info(field: keyof TournamentInfo): string | null;
  /** Says that a row is not there and where to add it: `the Tournament sheet has no "Affiliate ID" row`. */
  missing(field: keyof TournamentInfo): string;
  /** The cell of a player's US Chess ID (or the sheet's row when it has no ID column). */
  memberId(player: number): string;
  /** The cell of a player's name. */
  name(player: number): string;
  /** The cell of a player's state (the Players sheet's State column). */
  state(player: number): string;
}

const blank = (c: WorkbookCell | undefined): boolean => c === null || c === undefined || String(c).trim() === "";

/**
 * Places on a section's Players and Tournament sheets (either may be missing), under the names the
 * workbook gives them ("U1800 Players").
 * @example workbookPlaces({ name: "Players", cells: [["#", "Name", "ID"], [1, "Ann", ""]] }).memberId(1) // "Players!C2"
 */
export function workbookPlaces(players: Sheet | undefined, tournament?: Sheet, tournamentName = "Tournament"): UscfPlaces {
  const cells = players?.cells ?? [];
  let header = -1;
  for (let r = 0; r < Math.min(cells.length, 10) && header < 0; r++)
    if ((cells[r] ?? []).some((c) => !blank(c) && headerField(String(c)) !== undefined)) header = r;
  const col = (field: string): number => (cells[header] ?? []).findIndex((c) => !blank(c) && headerField(String(c)) === field);
  const idCol = col("id");
  const rowOf = new Map<number, number>();
  let order = 0;
  for (let r = header + 1; header >= 0 && r < cells.length; r++) {
    const row = cells[r] ?? [];
    if (row.every(blank)) continue;
    order++;
    const n = idCol >= 0 ? Number(String(row[idCol] ?? "").replace(/^#/, "")) : order;
    if (Number.isInteger(n) && n > 0 && !rowOf.has(n)) rowOf.set(n, r);
  }
  const sheet = players?.name ?? "Players";
  const at = (player: number, c: number, what: string): string => {
    const r = rowOf.get(player);
    if (r === undefined) return `${sheet}, player #${player}`;
    return c >= 0 ? sheetCell(sheet, r, c) : `${sheet} row ${r + 1} (no ${what} column: add one headed "${what}")`;
  };
  return {
    info(field) {
      if (tournament === undefined) return null;
      const r = infoRow(tournament, field);
      return r < 0 ? null : sheetCell(tournament.name, r, 1);
    },
    missing: (field) => `the ${tournament?.name ?? tournamentName} sheet has no "${infoLabel(field)}" row`,
    memberId: (player) => at(player, col("memberId"), "US Chess ID"),
    name: (player) => at(player, col("name"), "Name"),
    state: (player) => at(player, col("state"), "State"),
  };
}

/**
 * Places for a file with no cells (a TRF): players by number; a header row is given on the command
 * line, `option(field)` names its option (`--affiliate`), or null for one the file itself holds.
 */
export function filePlaces(file: string, option: (field: keyof TournamentInfo) => string | null): UscfPlaces {
  return {
    info: (field) => option(field) ?? file,
    missing: (field) => (option(field) === null ? `${file} has no ${infoLabel(field)}` : `no ${option(field)} given`),
    memberId: (player) => `${file}, player #${player}`,
    name: (player) => `${file}, player #${player}`,
    state: (player) => `${file}, player #${player}`,
  };
}


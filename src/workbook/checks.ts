/**
 * Warnings before pairing (issue 11 item 7): things in the player list that look wrong but need not
 * stop the round — a name typed twice, a name that is a formula's error, a player with no name, a
 * rating that is not a number (the player is paired as unrated). Each names its cell; the director
 * reads them once and may go on.
 */
import type { Problem } from "../core/errors";
import type { EventRead } from "./event";
import { PLAYERS } from "./event";
import { chartGeometry } from "./geometry";
import { findSheet, sheetA1, type Cell, type Snapshot } from "./port";

/** What a spreadsheet shows for a formula that went wrong (a name typed as `=Bob Jones` shows #NAME?). */
const FORMULA_LOOK = /^#(NAME\?|REF!|VALUE!|N\/A|DIV\/0!|NULL!|NUM!|ERROR!|SPILL!|CALC!)$/i;

/** A rating problem of the reader: the player is read as unrated, so pairing may go on. */
export function isRatingProblem(p: Problem): boolean {
  return p.code === "BAD_CELL" && p.message.includes("is not a rating");
}

function text(v: Cell | undefined): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

/** The warnings about the player list, each naming its cell, in row order. */
export function playerWarnings(event: EventRead, snapshot: Snapshot): string[] {
  const sheet = event.hasPlayersSheet
    ? (findSheet(snapshot.sheetNames, PLAYERS) ?? PLAYERS)
    : event.chartSheet;
  const grid = snapshot.sheets[sheet] ?? [];
  const g = event.hasPlayersSheet ? chartGeometry(sheet, grid, false) : event.chart;
  const out: string[] = [];
  if (g === null || g.nameCol < 0) return out;
  const seen = new Map<string, { id: number; at: string }>();
  const rows = [...g.rowOf.entries()].sort((a, b) => a[1] - b[1]);
  for (const [id, row] of rows) {
    const at = sheetA1(sheet, row, g.nameCol);
    const name = text(grid[row]?.[g.nameCol]);
    if (name === "") {
      out.push(`${at}: #${id} has no name.`);
      continue;
    }
    if (FORMULA_LOOK.test(name)) {
      out.push(`${at}: "${name}" is what a formula shows, not a name: type #${id}'s name as plain text.`);
      continue;
    }
    const key = name.toLowerCase().replace(/\s+/g, " ");
    const before = seen.get(key);
    if (before !== undefined)
      out.push(
        `${at}: #${id} "${name}" has the same name as #${before.id} (${before.at}): the same player entered twice?`,
      );
    else seen.set(key, { id, at });
  }
  for (const p of event.problems) if (isRatingProblem(p)) out.push(`${p.message}; the player is paired as unrated.`);
  return out;
}

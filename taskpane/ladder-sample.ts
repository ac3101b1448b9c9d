/**
 * The playground's sample ladder (?ladder): the Riverside club's challenge ladder of docs/ladder.md,
 * its first eight log rows in (row 4 struck out, as there), so the next games can be recorded.
 */
import { settingsTemplate } from "../src/workbook/actions/ladder-setup";
import { LADDER_LOG, LADDER_SETTINGS, LADDER_START, LOG_HEADER } from "../src/workbook/actions/ladder-read";
import { MemoryWorkbook } from "../src/workbook/memory";
import type { Cell } from "../src/workbook/port";

export const RIVERSIDE_PLAYERS = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];

/** Rows 1–8 of the worked season. */
export const RIVERSIDE_LOG: readonly (readonly string[])[] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-04", "Hana", "Fiona", "½-½"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["~2025-02-11", "Dora", "Greg", "1-0"],
  ["2025-02-11", "Dora", "Brian", "1-0"],
  ["2025-02-18", "Ivan", "Fiona", "1-0"],
  ["2025-02-18", "Chen", "Alice", "REFUSED"],
  ["2025-02-25", "Hana", "Greg", "½-½"],
];

/** The club's rules: the template's defaults, with DRAW UP_ONE, INACTIVE_DAYS 28 and its TITLE. */
function riversideSettings(): Cell[][] {
  const club: Readonly<Record<string, Cell>> = {
    DRAW: "UP_ONE",
    INACTIVE_DAYS: 28,
    TITLE: "Riverside Chess Club ladder",
  };
  return settingsTemplate("CHALLENGE").map((r) => {
    const name = String(r[0]);
    return name in club ? [r[0] ?? null, club[name] ?? null, r[2] ?? null] : [...r];
  });
}

/** A workbook with the Ladder settings, Ladder start and Ladder log sheets (the Ladder comes from Refresh ladder). */
export function sampleLadder(): MemoryWorkbook {
  const wb = new MemoryWorkbook([
    { name: LADDER_SETTINGS, cells: riversideSettings() },
    { name: LADDER_START, cells: [["Name"], ...RIVERSIDE_PLAYERS.map((n) => [n])] },
    { name: LADDER_LOG, cells: [[...LOG_HEADER], ...RIVERSIDE_LOG.map((r) => [...r])] },
  ]);
  wb.activate(LADDER_LOG);
  return wb;
}

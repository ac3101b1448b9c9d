/**
 * The event's "Never pair" sheet (src/core/formats/never-pair.ts reads it with the workbook): its
 * name and the header the pane creates it with.
 */
export { NEVER_PAIR, readNeverPair } from "../core/formats/never-pair";

/** The header the sheet is created with. */
export const NEVER_PAIR_HEADER = ["Player", "Never paired with", "Why (optional)"] as const;

/** Save settings: the event's settings into the workbook (document settings / document properties). */
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { TOURNAMENT } from "../event";
import { headerKey } from "../geometry";
import { done, refused } from "../outcome";
import { FIRST_BOARD } from "../sections";

/** The highest first board a director may type (a hall of 9,999 tables is plenty). */
const BOARD_MAX = 9999;
import { findSheet, sheetA1, type Block, type Snapshot } from "../port";
import { normalizeSettings, parseSettings, settingIdle, SETTINGS_KEY, settingsText, SYSTEM_CHOICES } from "../settings";

export const saveSettings: Action<ActionArgs["saveSettings"], ActionContext> = {
  name: "Save settings",
  reads: () => ({ sheets: [TOURNAMENT] }),
  decide: (snapshot, args) => {
    const before = parseSettings(snapshot.settings[SETTINGS_KEY]);
    const s = normalizeSettings({ ...before, ...(args.settings ?? {}) });
    const blocks = roundsBlocks(snapshot, s.rounds);
    const system = SYSTEM_CHOICES.find((c) => c.code === s.system)?.label ?? s.system;
    const bye = s.byeValue === 10 ? "1 point" : s.byeValue === 5 ? "½ point" : "0 points";
    const tbs = s.tiebreaks.length === 0 ? "no tiebreaks" : `tiebreaks ${s.tiebreaks.join(", ")}`;
    // A setting the system does not use is not claimed (issue 29): FIDE Dutch keeps no team-mates apart.
    const teams =
      settingIdle("separateTeams", s.system) !== null
        ? ""
        : s.separateTeams
          ? "; team-mates kept apart where possible (US Chess 28N)"
          : "; team-mates may meet from round 1";
    const baku = s.baku && settingIdle("baku", s.system) === null ? "; Baku acceleration" : "";
    const rounds = s.rounds === null ? "" : `; ${s.rounds} rounds`;
    // Issue 24: the first board, typed by the director (a section's boards apart from the others').
    const first = args.firstBoard;
    if (first !== undefined && first !== null && !(Number.isInteger(first) && first >= 1 && first <= BOARD_MAX))
      return { outcome: refused(`First board: "${String(first)}" is not a board number (a whole number from 1 to ${BOARD_MAX}); nothing was saved.`) };
    const boards: Record<string, string> = first === undefined ? {} : { [FIRST_BOARD]: first === null ? "" : String(first) };
    const boardText =
      first === undefined ? "" : first === null ? "; boards numbered after the previous section's" : `; boards from ${first}`;
    return {
      outcome: done(`Saved in this workbook: ${system}; ${tbs}; bye ${bye}${teams}${baku}${rounds}${boardText}.`),
      batch: { blocks, settings: { [SETTINGS_KEY]: settingsText(s), ...boards } },
      // The Rounds cell says what the director just chose: no question.
      consumed: blocks.map((b) => sheetA1(b.sheet, b.row, b.col + b.values[0]!.length - 1)),
      undo: { label: "Save settings" },
    };
  },
};

/**
 * One Rounds value (issue 11 item 8): the Tournament sheet's Rounds row says what the settings say,
 * so the two cannot disagree (the row is added below the others when the sheet has none).
 */
export function roundsBlocks(snapshot: Snapshot, rounds: number | null): Block[] {
  const sheet = findSheet(snapshot.sheetNames, TOURNAMENT);
  const grid = sheet === undefined ? undefined : snapshot.sheets[sheet];
  if (sheet === undefined || grid === undefined || rounds === null) return [];
  const row = grid.findIndex((r) => headerKey(r[0]) === "rounds");
  if (row >= 0) return grid[row]?.[1] === rounds ? [] : [{ sheet, row, col: 1, values: [[rounds]] }];
  let last = grid.length;
  while (last > 0 && (grid[last - 1] ?? []).every((c) => c === null || c === "")) last--;
  return [{ sheet, row: last, col: 0, values: [["Rounds", rounds]] }];
}

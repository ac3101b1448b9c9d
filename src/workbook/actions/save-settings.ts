/** Save settings: the event's settings into the workbook (document settings / document properties). */
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { done } from "../outcome";
import { normalizeSettings, parseSettings, SETTINGS_KEY, settingsText, SYSTEM_CHOICES } from "../settings";

export const saveSettings: Action<ActionArgs["saveSettings"], ActionContext> = {
  name: "Save settings",
  reads: () => ({ sheets: [] }),
  decide: (snapshot, args) => {
    const before = parseSettings(snapshot.settings[SETTINGS_KEY]);
    const s = normalizeSettings({ ...before, ...(args.settings ?? {}) });
    const system = SYSTEM_CHOICES.find((c) => c.code === s.system)?.label ?? s.system;
    const bye = s.byeValue === 10 ? "1 point" : s.byeValue === 5 ? "½ point" : "0 points";
    const tbs = s.tiebreaks.length === 0 ? "no tiebreaks" : `tiebreaks ${s.tiebreaks.join(", ")}`;
    const teams = s.separateTeams ? "team-mates kept apart in rounds 1–2" : "team-mates may meet from round 1";
    const rounds = s.rounds === null ? "" : `; ${s.rounds} rounds`;
    return {
      outcome: done(`Saved in this workbook: ${system}; ${tbs}; bye ${bye}; ${teams}${rounds}.`),
      batch: { blocks: [], settings: { [SETTINGS_KEY]: settingsText(s) } },
      undo: { label: "Save settings" },
    };
  },
};

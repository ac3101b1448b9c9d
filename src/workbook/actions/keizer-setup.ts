/**
 * Keizer club nights (docs/keizer.md): the event becomes a Keizer competition (settings `format`
 * "keizer") with the value table the director typed (`TOP 40; NOTICE 1/4; REMATCH 5`; blank: the
 * defaults), checked first. Changing the value table later is allowed: every night is scored again
 * with it. A Swiss or a round robin that has started cannot become one.
 */
import { keizerSettingRows, keizerSettingsText, readKeizerSettings } from "../../core/keizer";
import type { ActionArgs } from "../api";
import type { ActionContext } from "../context";
import type { Action } from "../engine";
import { valueTableText } from "../keizer";
import { done, refused } from "../outcome";
import { normalizeSettings, SETTINGS_KEY, settingsText } from "../settings";
import { FIRST_READ, onEvent, roundState } from "./common";

export const setUpKeizer: Action<ActionArgs["setUpKeizer"], ActionContext> = {
  name: "Set up Keizer club nights",
  reads: () => FIRST_READ,
  decide: onEvent((event, snapshot, args) => {
    if (event.layout === "none")
      return { outcome: refused("There is no event here yet: set one up (Event › Create the sheets) and list the members first, in the order of the starting ranking.") };
    const before = event.settings;
    if (before.format !== "keizer" && roundState(event, snapshot).paired > 0) {
      return {
        outcome: refused(
          `This event is ${before.format === "roundRobin" ? "a round robin" : "a Swiss"} with rounds paired: it cannot become Keizer club nights. Start a new event for the Keizer competition (Event › Create the sheets).`,
        ),
      };
    }
    const read = readKeizerSettings(keizerSettingRows(args.table ?? ""), "value table, item");
    if (read.problems.length > 0) return { outcome: refused("The value table cannot be read:", read.problems.map((p) => p.message)) };
    const text = keizerSettingsText(read.value);
    const s = normalizeSettings({ ...before, format: "keizer", keizer: text });
    const again = before.format === "keizer" && roundState(event, snapshot).paired > 0 ? " Every night so far is scored again with it." : "";
    return {
      outcome: done(
        `Keizer club nights: ${valueTableText(read.value, event.tournament.players.length)}${again} Before each night mark in the Request column the members who will not play (H absent with notice, U without, C on club duty); then Pair next round.`,
      ),
      batch: { blocks: [], settings: { [SETTINGS_KEY]: settingsText(s) } },
      undo: { label: "Set up Keizer club nights" },
    };
  }),
};

/**
 * `--settings` for the pairing commands: SWISS_PAIR's settings (src/grid/functions/pairing-settings.ts)
 * on the command line, `KEY VALUE` or `KEY=VALUE` items separated by `;` or `,`:
 * `--settings "ACCELERATED YES; TEAMS VCF; ROUNDS 7"`. The same keys, values and messages as the
 * function's settings range, so a sheet and a script pair the same event the same way.
 */
import type { Args, OptionSpec } from "./command";
import { usage } from "./commands/tiebreak";
import { SETTINGS, parsePairingSettings } from "../grid/functions/pairing-settings";
import type { PairingOptions } from "../core/pairing/types";

export const SETTINGS_OPTION: OptionSpec = {
  name: "settings",
  value: "LIST",
  description: `Pairing settings as SWISS_PAIR takes them, "KEY VALUE; KEY VALUE": ${Object.keys(SETTINGS).join(", ")} (e.g. "ACCELERATED YES; TEAMS VCF").`,
};

/**
 * The items of a `--settings` text as Key | Value rows. An item ends at `;`, or at `,` before the
 * next key (so `POINTS 3,1,0` stays whole).
 * @example settingsRows("ACCELERATED=YES, POINTS 3,1,0") // [["ACCELERATED", "YES"], ["POINTS", "3,1,0"]]
 */
export function settingsRows(text: string): string[][] {
  return text
    .split(/\s*;\s*|\s*,\s*(?=[A-Za-z_])/)
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      const m = /^([A-Za-z_][A-Za-z_ -]*?)\s*(?:=|\s)\s*(.+)$/.exec(item);
      return m === null ? [item, ""] : [m[1] as string, (m[2] as string).trim()];
    });
}

/** The pairing options of `--settings` (none given: none); a usage error naming the item when unreadable. */
export function pairingSettingsOption(args: Args): PairingOptions {
  const text = args.options.settings;
  if (text === undefined || text.trim() === "") return {};
  return usage(() => parsePairingSettings(settingsRows(text), (item) => `--settings, item ${item}`));
}

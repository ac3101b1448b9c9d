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
 * next key (so `POINTS 3,1,0` stays whole). Read in one pass over the text (no regular expression
 * that backtracks: 120,000 spaces took 20 s that way).
 * @example settingsRows("ACCELERATED=YES, POINTS 3,1,0") // [["ACCELERATED", "YES"], ["POINTS", "3,1,0"]]
 */
export function settingsRows(text: string): string[][] {
  const items: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charAt(i);
    if (i < text.length && c !== ";" && c !== ",") continue;
    if (c === ",") {
      let j = i + 1;
      while (j < text.length && isSpace(text.charAt(j))) j++;
      if (!/[A-Za-z_]/.test(text.charAt(j))) continue; // a comma inside a value (3,1,0)
    }
    items.push(text.slice(start, i).trim());
    start = i + 1;
  }
  return items.filter((item) => item !== "").map(settingRow);
}

function isSpace(c: string): boolean {
  return c !== "" && c.trim() === "";
}

/** One item as [key, value]: the key is the first word (letters, `_`, `-`), then `=` or spaces, then the value. */
function settingRow(item: string): string[] {
  let k = 0;
  if (!/[A-Za-z_]/.test(item.charAt(0))) return [item, ""];
  while (k < item.length && /[A-Za-z_-]/.test(item.charAt(k))) k++;
  let j = k;
  while (j < item.length && isSpace(item.charAt(j))) j++;
  if (item.charAt(j) === "=" && item.slice(j + 1).trim() !== "") return [item.slice(0, k), item.slice(j + 1).trim()];
  if (j > k && j < item.length) return [item.slice(0, k), item.slice(j).trim()];
  return [item, ""];
}

/** The pairing options of `--settings` (none given: none); a usage error naming the item when unreadable. */
export function pairingSettingsOption(args: Args): PairingOptions {
  const text = args.options.settings;
  if (text === undefined || text.trim() === "") return {};
  return usage(() => parsePairingSettings(settingsRows(text), (item) => `--settings, item ${item}`));
}

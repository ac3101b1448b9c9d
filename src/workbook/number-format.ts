/**
 * A cell's number as a spreadsheet shows it through its number format (issue 24, item 5): the
 * playground's grid draws what Excel and Sheets draw, while the cell keeps its number. The formats
 * are the ones the actions write (port.ts `NumberFormatRange`): `# ?/2` (halves, shown with ½ as the
 * web page and the CLI write them, where Excel draws `15 1/2`), `0`, `0.0`, `0.00`, thousands
 * (`#,##0`) and currency (`$#,##0.00`, a prefix or suffix around the digits), and `@` (text).
 * A format with sections (`positive;negative`) uses its first section, a minus sign before a
 * negative number; a format this does not read shows the number as General would.
 */
import type { Cell } from "./port";

/** General: the number as JavaScript writes it, to at most 10 decimals (0.1 + 0.2 is 0.3). */
function general(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(10)));
}

/** Whole number digits with a comma every three. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** `# ?/2`: the number to the nearest half, the half as ½ ("15½", "½", "16", "-2½"). */
function halves(v: number): string {
  const twice = Math.round(Math.abs(v) * 2);
  const whole = Math.floor(twice / 2);
  const text = twice % 2 === 0 ? String(whole) : whole === 0 ? "½" : `${whole}½`;
  return v < 0 && twice > 0 ? `-${text}` : text;
}

/**
 * A number through a format, as the sheet shows it; a blank or non-number cell as its text.
 * @example formatted(15.5, "# ?/2") // "15½"
 * @example formatted(16.25, "0.00") // "16.25"
 * @example formatted(1444.5, "$#,##0.00") // "$1,444.50"
 * @example formatted(-3, "$#,##0.00") // "-$3.00"
 * @example formatted(15.5, undefined) // "15.5"
 */
export function formatted(v: Cell | undefined, format: string | undefined): string {
  if (v === null || v === undefined) return "";
  if (typeof v !== "number" || !Number.isFinite(v)) return String(v);
  const f = (format ?? "").split(";")[0]?.trim() ?? "";
  if (f === "" || /^general$/i.test(f) || f === "@") return general(v);
  if (/^#\s*\?+\/2$/.test(f)) return halves(v);
  // Digits: a run of #, 0 and commas, then an optional point and zeros; anything around is literal.
  const m = /^([^#0,.]*?)([#0,]*0)(\.(0+))?([^#0,.?/]*)$/.exec(f);
  if (m === null) return general(v);
  const [, before = "", whole = "", , decimals = "", after = ""] = m;
  const places = decimals.length;
  // Rounded as a spreadsheet rounds its 15 significant digits (1.005 to 1.01, not 1.00).
  const scaled = Math.round(Number((Math.abs(v) * 10 ** places).toPrecision(15)));
  let digits = String(Math.floor(scaled / 10 ** places));
  if (whole.includes(",")) digits = grouped(digits);
  const fraction = places === 0 ? "" : `.${String(scaled % 10 ** places).padStart(places, "0")}`;
  const sign = v < 0 && scaled > 0 ? "-" : "";
  const literal = (s: string) => s.replace(/["\\]/g, "");
  return `${sign}${literal(before)}${digits}${fraction}${literal(after)}`;
}

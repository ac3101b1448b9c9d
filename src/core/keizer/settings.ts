/**
 * The Keizer value table a club chooses (docs/keizer.md): two columns, name | value, or the same as
 * one line of text (`TOP 40; DRAW 1/2; NOTICE 1/4`). Fractions are kept exact (`1/3` is not 0.333).
 *
 * The defaults are the usual ones of the Dutch club rules (sources in docs/keizer.md): the top of the
 * ranking is worth as many points as there are members, one less a place; a win earns the opponent's
 * value, a draw half of it, a loss nothing; the free night of an odd count 2/3 of one's own value,
 * club duty 2/3, absence with notice 1/3, absence without notice nothing; one's own value counted
 * once; no rematch within three nights.
 */
import { problem, type Parsed, type Problem } from "../errors";

/** An exact non-negative fraction. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export interface KeizerSettings {
  /** The value of the top of the ranking; null: the number of members. */
  readonly top: number | null;
  /** How much less each place down the ranking is worth. */
  readonly step: number;
  /** Fractions of the opponent's value: a win, a draw, a loss over the board. */
  readonly win: Fraction;
  readonly draw: Fraction;
  readonly loss: Fraction;
  /** Fractions of one's own value: the free night of an odd count (and a win by forfeit), club duty, absence with and without notice. */
  readonly bye: Fraction;
  readonly duty: Fraction;
  readonly notice: Fraction;
  readonly absent: Fraction;
  /** One's own value counted once in the score (Keizer's own rule). */
  readonly own: boolean;
  /** Nights that must pass between two games of the same pair: met on night k, paired again from night k + rematch + 1. */
  readonly rematch: number;
  /** How many absences with notice score (the later ones score as absences without notice); null: all. */
  readonly notices: number | null;
}

const f = (num: number, den = 1): Fraction => ({ num, den });

export const KEIZER_DEFAULTS: KeizerSettings = {
  top: null,
  step: 1,
  win: f(1),
  draw: f(1, 2),
  loss: f(0),
  bye: f(2, 3),
  duty: f(2, 3),
  notice: f(1, 3),
  absent: f(0),
  own: true,
  rematch: 3,
  notices: null,
};

type Kind = "whole" | "count" | "fraction" | "yesno" | "limit";
const NAMES: Readonly<Record<string, readonly [keyof KeizerSettings, Kind, string]>> = {
  TOP: ["top", "count", "the value of rank 1 (blank: the number of members)"],
  STEP: ["step", "whole", "how much less each place is worth"],
  WIN: ["win", "fraction", "a fraction of the opponent's value"],
  DRAW: ["draw", "fraction", "a fraction of the opponent's value"],
  LOSS: ["loss", "fraction", "a fraction of the opponent's value"],
  BYE: ["bye", "fraction", "a fraction of one's own value"],
  DUTY: ["duty", "fraction", "a fraction of one's own value"],
  NOTICE: ["notice", "fraction", "a fraction of one's own value"],
  ABSENT: ["absent", "fraction", "a fraction of one's own value"],
  OWN: ["own", "yesno", "YES or NO"],
  REMATCH: ["rematch", "whole", "a number of nights"],
  NOTICES: ["notices", "limit", "a number of nights (blank: no limit)"],
};
export const KEIZER_SETTING_NAMES = Object.keys(NAMES);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A fraction as typed: `1/3`, `0.4`, `2` (nothing else: a percentage or a recurring decimal is not exact).
 * @example readFraction("2/3") // { num: 2, den: 3 }
 * @example readFraction("0.75") // { num: 3, den: 4 }
 */
export function readFraction(text: string): Fraction | null {
  const t = text.trim().replace(",", ".");
  const ratio = /^(\d{1,6})\s*\/\s*(\d{1,6})$/.exec(t);
  if (ratio !== null) {
    const num = Number(ratio[1]);
    const den = Number(ratio[2]);
    if (den === 0) return null;
    const g = gcd(num, den) || 1;
    return { num: num / g, den: den / g };
  }
  const dec = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(t);
  if (dec === null) return null;
  const places = dec[2]?.length ?? 0;
  const den = 10 ** places;
  const num = Number(dec[1]) * den + Number(dec[2] ?? 0);
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/** A fraction as a club writes it: "1", "1/2", "2/3". */
export function fractionText(x: Fraction): string {
  return x.den === 1 ? String(x.num) : `${x.num}/${x.den}`;
}

function cellText(v: unknown): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

/** A settings line as rows: `TOP 40; DRAW 1/2` → [["TOP", "40"], ["DRAW", "1/2"]] (the name is the first word). */
export function keizerSettingRows(text: string): string[][] {
  return text
    .split(/[;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map((s) => {
      const m = /^([^\s:=]+)\s*[:=]?\s*(.*)$/.exec(s);
      return m === null ? [s, ""] : [m[1] as string, (m[2] as string).trim()];
    });
}

/**
 * Reads a Keizer settings block: rows of name | value (a header row, blank rows and blank values are
 * skipped; a blank value keeps the default). Unknown names and unreadable values are problems naming
 * the row.
 * @example readKeizerSettings([["DRAW", "1/2"], ["NOTICE", "1/4"]]).value.notice // { num: 1, den: 4 }
 */
export function readKeizerSettings(rows: readonly (readonly unknown[])[], rowName = "settings row"): Parsed<KeizerSettings> {
  const out: Record<string, unknown> = { ...KEIZER_DEFAULTS };
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const name = cellText(row[0]).toUpperCase().replace(/[\s-]+/g, "_");
    const value = cellText(row[1]);
    const place = `${rowName} ${i + 1}`;
    if (name === "" && value === "") return;
    if (i === 0 && /^(SETTING|NAME)S?$/.test(name)) return;
    const spec = NAMES[name];
    if (spec === undefined) {
      problems.push(problem("BAD_ARGUMENT", `${place}: "${cellText(row[0])}" is not a Keizer setting (expected one of ${KEIZER_SETTING_NAMES.join(", ")})`));
      return;
    }
    const before = seen.get(name);
    if (before !== undefined) {
      problems.push(problem("DUPLICATE", `${place}: ${name} is set twice (also ${rowName} ${before})`));
      return;
    }
    seen.set(name, i + 1);
    if (value === "") return;
    const [key, kind, expected] = spec;
    const bad = () => problems.push(problem("BAD_ARGUMENT", `${place}: ${name} "${value}" is not ${expected}`));
    if (kind === "fraction") {
      const x = readFraction(value);
      if (x === null) bad();
      else out[key] = x;
    } else if (kind === "yesno") {
      const v = value.toUpperCase();
      if (["YES", "Y", "TRUE", "1"].includes(v)) out[key] = true;
      else if (["NO", "N", "FALSE", "0"].includes(v)) out[key] = false;
      else bad();
    } else {
      const n = Number(value);
      const min = kind === "count" ? 1 : 0;
      if (!/^\d{1,6}$/.test(value) || n < min) bad();
      else out[key] = n;
    }
  });
  return { value: out as unknown as KeizerSettings, problems };
}

/** The settings as one line, the way they are stored and shown (`TOP 40; STEP 1; …`). */
export function keizerSettingsText(s: KeizerSettings): string {
  const parts: string[] = [];
  if (s.top !== null) parts.push(`TOP ${s.top}`);
  for (const [name, [key, kind]] of Object.entries(NAMES)) {
    if (key === "top") continue;
    const v = s[key];
    const d = KEIZER_DEFAULTS[key];
    if (JSON.stringify(v) === JSON.stringify(d)) continue;
    parts.push(`${name} ${kind === "fraction" ? fractionText(v as Fraction) : kind === "yesno" ? (v === true ? "YES" : "NO") : String(v)}`);
  }
  return parts.join("; ");
}

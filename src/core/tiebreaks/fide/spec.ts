/**
 * The names of the FIDE C.07 individual tiebreaks with their modifiers: `FIDE_<TB>` plus `_C<n>`
 * (Cut-n, 14.1), `_M<n>` (Median-n, 14.2) of any depth where C.07 allows them, and for Koya `_L<n>`
 * (the limit as a percentage of the maximum score), `_LP<n>` / `_LM<n>` (the limit raised or lowered
 * by n half-points, C.07's "L+n" / "L−n").
 */

/** The C.07 individual tiebreaks, by their C.07 acronym. */
export const FIDE_BASES = [
  "BH",
  "FB",
  "AOB",
  "SB",
  "KS",
  "PS",
  "DE",
  "WIN",
  "WON",
  "BPG",
  "BWG",
  "REP",
  "ARO",
  "TPR",
  "PTP",
  "APRO",
  "APPO",
] as const;
export type FideBase = (typeof FIDE_BASES)[number];

/** Which modifiers each tiebreak takes: C cut, M median, L limit. */
const MODIFIERS: Readonly<Record<FideBase, string>> = {
  BH: "CM",
  FB: "CM",
  AOB: "CM",
  SB: "CM",
  KS: "L",
  PS: "C",
  DE: "",
  WIN: "",
  WON: "",
  BPG: "",
  BWG: "",
  REP: "",
  ARO: "CM",
  TPR: "",
  PTP: "",
  APRO: "",
  APPO: "",
};

export interface FideSpec {
  readonly base: FideBase;
  /** Least significant values cut (Cut-n, or the low side of Median-n). */
  readonly low: number;
  /** Most significant values cut (the high side of Median-n). */
  readonly high: number;
  /** Koya's limit: percentage of the maximum score (default 50) and a shift in tenths of a point. */
  readonly percent: number;
  readonly shift: number;
}

/**
 * The tiebreak a canonical FIDE code names (upper case, `_` between parts), or null when the code is
 * not one: an unknown acronym, a modifier the tiebreak does not take, or a depth of 0.
 * @example fideSpec("FIDE_BH_C3") // { base: "BH", low: 3, high: 0, percent: 50, shift: 0 }
 */
export function fideSpec(code: string): FideSpec | null {
  const m = /^FIDE_([A-Z]+)(?:_(C|M|L|LP|LM)(\d{1,2}))?$/.exec(code);
  if (m === null) return null;
  const base = m[1] as FideBase;
  if (!(FIDE_BASES as readonly string[]).includes(base)) return null;
  const spec = { base, low: 0, high: 0, percent: 50, shift: 0 };
  if (m[2] === undefined) return spec;
  const n = Number(m[3]);
  const kind = m[2];
  if (!MODIFIERS[base].includes(kind[0] as string)) return null;
  if (kind === "C" && n > 0) return { ...spec, low: n };
  if (kind === "M" && n > 0) return { ...spec, low: n, high: n };
  if (kind === "L" && n > 0 && n <= 100) return { ...spec, percent: n };
  if (kind === "LP") return { ...spec, shift: 5 * n };
  if (kind === "LM") return { ...spec, shift: -5 * n };
  return null;
}

/**
 * A tiebreak name as written by a person or a file ("fide bh/c3", "FIDE_KS_L-2", "BH/C1") in
 * canonical form, or the text unchanged (upper-cased, `_` for spaces, dashes and slashes).
 * @example canonicalCode("fide ks/l+1") // "FIDE_KS_LP1"
 */
export function canonicalCode(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[/#]L\+(\d)/g, "_LP$1")
    .replace(/[/#]L-(\d)/g, "_LM$1")
    .replace(/_L\+(\d)/g, "_LP$1")
    .replace(/_L-(\d)/g, "_LM$1")
    .replace(/[\s/#-]+/g, "_");
}

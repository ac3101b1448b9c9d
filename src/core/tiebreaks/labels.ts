/**
 * Tiebreak codes in words, for column headers a player can read: `MODIFIED_MEDIAN` → "Modified
 * Median", `FIDE_BH_C1` → "Buchholz Cut 1", `FIDE_SB_M1` → "Sonneborn-Berger Median 1". FIDE codes are
 * parsed by shape (`FIDE_<system>` then any number of `_C<n>` / `_M<n>` modifiers), so a code added
 * to the registry later reads well without a line here.
 */

/** The US Chess 34E systems and the ranking criteria of the 1954 order, by code. */
const WORDS: Readonly<Record<string, readonly [long: string, short: string]>> = {
  MODIFIED_MEDIAN: ["Modified Median", "Mod. Med."],
  MEDIAN: ["Median", "Median"],
  SOLKOFF: ["Solkoff", "Solkoff"],
  CUMULATIVE: ["Cumulative", "Cum."],
  OPP_CUMULATIVE: ["Cumulative of Opposition", "Opp. Cum."],
  SONNEBORN_BERGER: ["Sonneborn-Berger", "S-B"],
  KASHDAN: ["Kashdan", "Kashdan"],
  MOST_BLACKS: ["Most Blacks", "Blacks"],
  HEAD_TO_HEAD: ["Head-to-Head", "H2H"],
  ARO: ["Average Rating of Opponents", "ARO"],
  PERFORMANCE: ["Performance Rating", "Perf."],
  GAME_BETWEEN: ["Game between the Tied", "Game"],
  WINS_VS_HIGHER: ["Wins against Higher Finishers", "Wins ↑"],
  LOSSES_VS_LOWER: ["Losses to Lower Finishers", "Losses ↓"],
};

/** FIDE C.07 system abbreviations (the part after `FIDE_`), by their names in C.07. */
const FIDE_WORDS: Readonly<Record<string, string>> = {
  BH: "Buchholz",
  FB: "Fore Buchholz",
  AOB: "Average of Opponents' Buchholz",
  SB: "Sonneborn-Berger",
  KS: "Koya System",
  DE: "Direct Encounter",
  PS: "Progressive Score",
  WIN: "Rounds Won",
  WON: "Games Won",
  BPG: "Games Played with Black",
  BWG: "Games Won with Black",
  REP: "Rounds Elected to Play",
  ARO: "Average Rating of Opponents",
  TPR: "Tournament Performance Rating",
  PTP: "Perfect Tournament Performance",
  APRO: "Average Performance Rating of Opponents",
  APPO: "Average Perfect Performance of Opponents",
};

/** C.07's modifiers: Cut-n, Median-n, and Koya's limit (n %, or ± n half points: 16.4 / 9.2). */
const MODIFIER = /^(C|M|L|LP|LM)(\d+)$/;
type ModifierKind = "C" | "M" | "L" | "LP" | "LM";

/** A modifier in words: "Cut 1", "Median 1", "Limit 60 %", "Limit +½". */
function modifierWords(kind: ModifierKind, n: number): string {
  if (kind === "C") return `Cut ${n}`;
  if (kind === "M") return `Median ${n}`;
  if (kind === "L") return `Limit ${n} %`;
  const half = `${Math.floor(n / 2) || (n % 2 ? "" : "0")}${n % 2 ? "½" : ""}`;
  return `Limit ${kind === "LP" ? "+" : "−"}${half}`;
}

/** A code split into FIDE system and modifiers, or null when it is not of the FIDE shape. */
function fideParts(code: string): { system: string; modifiers: { kind: ModifierKind; n: number }[] } | null {
  const parts = code.toUpperCase().split("_");
  if (parts[0] !== "FIDE" || parts.length < 2) return null;
  const modifiers: { kind: ModifierKind; n: number }[] = [];
  let end = parts.length;
  while (end > 2) {
    const m = MODIFIER.exec(parts[end - 1] as string);
    if (m === null) break;
    modifiers.unshift({ kind: m[1] as ModifierKind, n: Number(m[2]) });
    end--;
  }
  return { system: parts.slice(1, end).join("_"), modifiers };
}

/** Words for an unknown code: `SOME_NEW_SYSTEM` → "Some New System". */
function titleCase(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter((w) => w !== "")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/**
 * A tiebreak (or ranking criterion) code in words, for a standings header.
 * @example tiebreakLabel("FIDE_BH_C1") // "Buchholz Cut 1"
 * @example tiebreakLabel("OPP_CUMULATIVE") // "Cumulative of Opposition"
 */
export function tiebreakLabel(code: string): string {
  const known = WORDS[code.toUpperCase()];
  if (known !== undefined) return known[0];
  const fide = fideParts(code);
  if (fide === null) return titleCase(code);
  const name = FIDE_WORDS[fide.system] ?? titleCase(fide.system);
  return [name, ...fide.modifiers.map((m) => modifierWords(m.kind, m.n))].join(" ");
}

/**
 * A short header for narrow printed columns: "Mod. Med.", "BH-C1", "SB-M1".
 * @example tiebreakShort("FIDE_BH_C1") // "BH-C1"
 */
export function tiebreakShort(code: string): string {
  const known = WORDS[code.toUpperCase()];
  if (known !== undefined) return known[1];
  const fide = fideParts(code);
  if (fide === null) return titleCase(code);
  return [fide.system, ...fide.modifiers.map((m) => `${m.kind}${m.n}`)].join("-");
}

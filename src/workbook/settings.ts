/**
 * The event's settings, kept in the workbook itself (Excel document settings, Sheets document
 * properties) as one JSON text under the key `wallchart`, so they travel with the file.
 */
import { PAIRING_SYSTEMS, type PairingSystem } from "../core/pairing/types";
import { standingsOrder, type Ranking } from "../core/standings/standings";
import { tiebreakOptions } from "../core/tiebreaks/options";
import { CYCLES_MAX } from "../core/pairing/roundRobin";
import { LIMITS } from "../core/formats/limits";

export const SETTINGS_KEY = "wallchart";

/** The US Chess order (34E): the catalogue's STANDINGS default. */
export const DEFAULT_TIEBREAKS = ["MODIFIED_MEDIAN", "SOLKOFF", "CUMULATIVE", "OPP_CUMULATIVE"] as const;

/** Points a pairing-allocated bye scores, in tenths: 10 (the usual full point), 5 or 0. */
export const BYE_VALUES = [10, 5, 0] as const;
export type ByeValue = (typeof BYE_VALUES)[number];

export interface EventSettings {
  /** Pairing system. */
  readonly system: PairingSystem;
  /** Tiebreak codes in order (the TIEBREAK function's names). */
  readonly tiebreaks: readonly string[];
  /** The pairing-allocated bye's value in tenths. */
  readonly byeValue: ByeValue;
  /** Keep team-mates (Players' team column) apart in rounds 1–2 (VCF / US Chess practice). */
  readonly separateTeams: boolean;
  /** Rounds planned, when known (last-round rules need it). */
  readonly rounds: number | null;
  /** The sheet holding the wallchart when it is not the standard `Wallchart` sheet ("Use this sheet"). */
  readonly sheet: string | null;
  /**
   * FIDE tiebreak options as STANDINGS' `rules` reads them: `2023` / `2026` (blank: the version in
   * force on the event's start date, else 2026), `RR` / `SWISS`, `UNRATED 1400`.
   */
  readonly tiebreakRules: string;
  /** Accelerated pairings by the Baku method (C.04.5; the Dutch system). */
  readonly baku: boolean;
  /** The event's format: a Swiss (paired by `system`), a round robin (the Berger tables, docs/round-robin.md) or Keizer club nights (docs/keizer.md). */
  readonly format: EventFormat;
  /** A round robin's cycles: 1 single, 2 double … */
  readonly cycles: number;
  /** A round robin's seats, drawn or set: `seats[k − 1]` is the pairing number at Berger number k; null: #k sits at k. */
  readonly seats: readonly number[] | null;
  /** A Keizer competition's value table as one line (`TOP 40; NOTICE 1/4`; blank: the defaults, docs/keizer.md). */
  readonly keizer: string;
}

export const EVENT_FORMATS = ["swiss", "roundRobin", "keizer"] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const DEFAULT_SETTINGS: EventSettings = {
  system: "USCF",
  tiebreaks: [...DEFAULT_TIEBREAKS],
  byeValue: 10,
  separateTeams: true,
  rounds: null,
  sheet: null,
  tiebreakRules: "",
  baku: false,
  format: "swiss",
  cycles: 1,
  seats: null,
  keizer: "",
};

/** The `tiebreakRules` text when STANDINGS can read it, else blank (the defaults). */
function rulesText(v: unknown): string {
  const text = typeof v === "string" ? v.trim().replace(/\s+/g, " ") : "";
  try {
    tiebreakOptions(text, "tiebreakRules");
    return text;
  } catch {
    return "";
  }
}

/** Stored seats: a list of distinct whole numbers 1 … n, else null (seat k is #k). */
function seatsOf(v: unknown): readonly number[] | null {
  if (!Array.isArray(v) || v.length < 2 || v.length > LIMITS.pairingNumber) return null;
  const seats = v.map(Number);
  const distinct = new Set(seats);
  return distinct.size === seats.length && seats.every((k) => Number.isInteger(k) && k >= 1 && k <= seats.length) ? seats : null;
}

/** A stored settings text as an object: `{}` when it is missing, unreadable or not an object. */
export function storedObject(text: string | undefined): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text ?? "{}");
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Settings from their stored text; anything missing or unreadable takes its default. */
export function parseSettings(text: string | undefined): EventSettings {
  return normalizeSettings(storedObject(text));
}

/** Any partial, untrusted settings object (from the UI or storage) made whole and valid. */
export function normalizeSettings(raw: Readonly<Record<string, unknown>>): EventSettings {
  const system = String(raw.system ?? "").toUpperCase();
  const tiebreaks = Array.isArray(raw.tiebreaks)
    ? raw.tiebreaks.map((t) => String(t).trim().toUpperCase()).filter((t) => /^[A-Z0-9_]+$/.test(t))
    : typeof raw.tiebreaks === "string"
      ? raw.tiebreaks
          .split(/[,;\s]+/)
          .map((t) => t.trim().toUpperCase())
          .filter((t) => /^[A-Z0-9_]+$/.test(t))
      : [...DEFAULT_TIEBREAKS];
  const bye = Number(raw.byeValue);
  const rounds = Number(raw.rounds);
  return {
    system: (PAIRING_SYSTEMS as readonly string[]).includes(system)
      ? (system as PairingSystem)
      : DEFAULT_SETTINGS.system,
    tiebreaks,
    byeValue: (BYE_VALUES as readonly number[]).includes(bye) ? (bye as ByeValue) : DEFAULT_SETTINGS.byeValue,
    separateTeams: raw.separateTeams === undefined ? DEFAULT_SETTINGS.separateTeams : raw.separateTeams === true,
    rounds: Number.isInteger(rounds) && rounds > 0 && rounds <= 99 ? rounds : null,
    sheet: typeof raw.sheet === "string" && raw.sheet.trim() !== "" ? raw.sheet : null,
    tiebreakRules: rulesText(raw.tiebreakRules),
    baku: raw.baku === true,
    format: (EVENT_FORMATS as readonly unknown[]).includes(raw.format) ? (raw.format as EventFormat) : "swiss",
    cycles: Number.isInteger(Number(raw.cycles)) && Number(raw.cycles) >= 1 && Number(raw.cycles) <= CYCLES_MAX ? Number(raw.cycles) : 1,
    seats: seatsOf(raw.seats),
    keizer: typeof raw.keizer === "string" ? raw.keizer.trim().replace(/\s+/g, " ").slice(0, 500) : "",
  };
}

/**
 * How the event ranks its players: the settings' tiebreak list (empty: score alone, ties share the
 * place) and tiebreak rules. The Standings, Crosstable, Prizes, Team standings and the web page all
 * rank by it, so they never disagree. Throws a ChessInputError naming the setting when unreadable.
 */
export function settingsRanking(tiebreaks: readonly string[], rules: string): Ranking {
  return {
    order: tiebreaks.length === 0 ? [] : standingsOrder(tiebreaks.join(","), "settings: tiebreaks"),
    tiebreakOptions: tiebreakOptions(rules, "settings: tiebreak rules"),
  };
}

export function settingsText(s: EventSettings): string {
  return JSON.stringify(s);
}

/** The tiebreaks offered in the settings (the catalogue's TIEBREAK systems), with their names. */
export const TIEBREAK_CHOICES: readonly { readonly code: string; readonly label: string }[] = [
  { code: "MODIFIED_MEDIAN", label: "Modified Median" },
  { code: "MEDIAN", label: "Median (Harkness)" },
  { code: "SOLKOFF", label: "Solkoff" },
  { code: "CUMULATIVE", label: "Cumulative" },
  { code: "OPP_CUMULATIVE", label: "Opponents' Cumulative" },
  { code: "SONNEBORN_BERGER", label: "Sonneborn-Berger" },
  { code: "KASHDAN", label: "Kashdan" },
  { code: "MOST_BLACKS", label: "Most blacks" },
  { code: "HEAD_TO_HEAD", label: "Head to head" },
  { code: "ARO", label: "Average rating of opponents" },
  { code: "PERFORMANCE", label: "Performance rating" },
  { code: "FIDE_BH", label: "FIDE Buchholz" },
  { code: "FIDE_BH_C1", label: "FIDE Buchholz Cut-1" },
  { code: "FIDE_BH_C2", label: "FIDE Buchholz Cut-2" },
  { code: "FIDE_BH_M1", label: "FIDE Median Buchholz" },
  { code: "FIDE_FB", label: "FIDE Fore Buchholz" },
  { code: "FIDE_AOB", label: "FIDE Average of Opponents' Buchholz" },
  { code: "FIDE_SB", label: "FIDE Sonneborn-Berger" },
  { code: "FIDE_SB_C1", label: "FIDE Sonneborn-Berger Cut-1" },
  { code: "FIDE_KS", label: "FIDE Koya" },
  { code: "FIDE_DE", label: "FIDE Direct Encounter" },
  { code: "FIDE_PS", label: "FIDE Progressive Score" },
  { code: "FIDE_WIN", label: "FIDE Wins" },
  { code: "FIDE_WON", label: "FIDE Games won over the board" },
  { code: "FIDE_BPG", label: "FIDE Games with Black" },
  { code: "FIDE_BWG", label: "FIDE Games won with Black" },
  { code: "FIDE_REP", label: "FIDE Rounds elected to play" },
  { code: "FIDE_ARO", label: "FIDE Average Rating of Opponents" },
  { code: "FIDE_ARO_C1", label: "FIDE Average Rating of Opponents Cut-1" },
  { code: "FIDE_TPR", label: "FIDE Tournament Performance Rating" },
  { code: "FIDE_PTP", label: "FIDE Perfect Tournament Performance" },
  { code: "FIDE_APRO", label: "FIDE Average of Opponents' TPR" },
  { code: "FIDE_APPO", label: "FIDE Average of Opponents' PTP" },
  { code: "PANAM1954", label: "Pan American 1954 order (alone)" },
];

/** The systems offered, with their names. */
export const SYSTEM_CHOICES: readonly { readonly code: string; readonly label: string }[] = [
  { code: "USCF", label: "US Chess (rules 27–29)" },
  { code: "DUTCH", label: "FIDE Dutch (C.04.3)" },
  { code: "PANAM1954", label: "Pan American 1954" },
];

/**
 * Why a setting does nothing under a pairing system, or null when it applies (issue 29: the pane
 * disables it with this reason, Save settings does not claim it). Team-mates apart is US Chess rule
 * 28N, read only by the US Chess engine; the Baku acceleration is FIDE's (C.04.7), read only by the
 * Dutch engine.
 * @example settingIdle("separateTeams", "DUTCH") // "Only US Chess pairings keep team-mates apart (rule 28N); FIDE Dutch (C.04.3) has no such rule."
 */
export function settingIdle(setting: "separateTeams" | "baku", system: string): string | null {
  const label = SYSTEM_CHOICES.find((c) => c.code === system)?.label ?? system;
  if (setting === "separateTeams")
    return system === "USCF" ? null : `Only US Chess pairings keep team-mates apart (rule 28N); ${label} has no such rule.`;
  return system === "DUTCH" ? null : `The Baku acceleration (FIDE C.04.7) is used with FIDE Dutch pairings only; ${label} does not use it.`;
}

/**
 * What a tiebreak computation is told beyond the results: the version of FIDE C.07 in force, the
 * rating given to unrated players, and whether the pairings were pre-determined (a round robin).
 */
import { isoText, parseDateText } from "../model/calendar";
import { fail } from "../errors";
import type { Tournament } from "../model/types";

/**
 * The versions of FIDE C.07 we implement: "2023" (in force from 1 September 2023, for FIDE-rated
 * events from 1 April 2024) and "2026" (in force from 1 March 2026: Article 16.4 caps the dummy
 * opponent of an unplayed round).
 */
export const RULES_VERSIONS = ["2023", "2026"] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];

/** The day the 2026 revision of C.07 came into force (approved by FIDE Council on 2 February 2026). */
export const RULES_2026_FROM = "2026-03-01";

export interface TiebreakOptions {
  /** The C.07 version; by default the one in force on the event's start date (TRF 042), else 2026. */
  readonly rules?: RulesVersion;
  /**
   * The rating used for an unrated player by the rating-based systems (C.07: "unless detailed rules
   * on the handling of unrated players are included in the tournament regulations"). Absent: an
   * unrated opponent is an error naming the row.
   */
  readonly unrated?: number | null;
  /**
   * Pre-determined pairings (a round robin): forfeits count as games against the scheduled opponent.
   * By default detected (see `isRoundRobin`).
   */
  readonly roundRobin?: boolean;
}

/**
 * A start date as YYYY-MM-DD, from "2026/03/01", "2026-03-01", "2026.03.01", "01.03.2026" or
 * "26/03/01" (two-digit year first, as some programs write 042); null when it is not a date.
 * @example isoDate("01.03.2026") // "2026-03-01"
 */
export function isoDate(text: string | undefined): string | null {
  const d = parseDateText(text ?? "", { dayFirst: true, shortYearFirst: true });
  return d === null ? null : isoText(d);
}

/**
 * The C.07 version in force on a start date: 2023 before 1 March 2026, 2026 from then on, and 2026
 * (the rules in force today) when the date is missing or unreadable.
 * @example rulesForDate("2025/11/20") // "2023"
 */
export function rulesForDate(startDate: string | undefined): RulesVersion {
  const d = isoDate(startDate);
  return d !== null && d < RULES_2026_FROM ? "2023" : "2026";
}

/**
 * A round robin (pre-determined pairings): the TRF 092 / 192 type says so (RR, ROBIN, BERGER; SWISS,
 * DUTCH, BURSTEIN say not), or else every player was scheduled against every other (a game or a
 * forfeit). (FIDE's reference implementation also calls an event with as many players as rounds, or
 * one more, a round robin; a small Swiss is not one here: say `RR` when it is.)
 * @example isRoundRobin(t) // true for a 6-player all-play-all over 5 rounds
 */
export function isRoundRobin(t: Tournament): boolean {
  const type = `${t.info.type ?? ""} ${t.info.system ?? ""}`.toUpperCase();
  if (type.includes("SWISS") || type.includes("DUTCH") || type.includes("BURSTEIN")) return false;
  if (/RR|ROBIN|BERGER/.test(type)) return true;
  const n = t.players.length;
  if (n < 2) return false;
  for (const p of t.players) {
    const met = new Set<number>();
    for (const e of p.rounds) if (e !== null && e.opponent > 0 && e.opponent !== p.id) met.add(e.opponent);
    if (met.size !== n - 1) return false;
  }
  return true;
}

/**
 * Tiebreak options written as text (a cell, a CLI option): words separated by commas, semicolons or
 * spaces — `2023` or `2026` (or a start date: the version in force on it), `RR` (pre-determined
 * pairings, a round robin) or `SWISS`, and `UNRATED n` (the rating of unrated players). Blank: the
 * defaults. Anything else is an error naming the argument.
 * @example tiebreakOptions("2023, RR, unrated 1400", "rules") // { rules: "2023", roundRobin: true, unrated: 1400 }
 */
export function tiebreakOptions(text: string, argument: string): TiebreakOptions {
  const words = text
    .trim()
    .toUpperCase()
    .replace(/UNRATED\s*[=:]\s*/g, "UNRATED ")
    .replace(/ROUND[\s_-]*ROBIN/g, "RR")
    .split(/[\s,;]+/)
    .filter((w) => w !== "");
  const out: { rules?: RulesVersion; roundRobin?: boolean; unrated?: number } = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if ((RULES_VERSIONS as readonly string[]).includes(w)) out.rules = w as RulesVersion;
    else if (isoDate(w) !== null) out.rules = rulesForDate(w);
    else if (w === "RR") out.roundRobin = true;
    else if (w === "SWISS") out.roundRobin = false;
    else if (w === "UNRATED" && /^\d{1,4}$/.test(words[i + 1] ?? "")) out.unrated = Number(words[++i]);
    else
      fail(
        "BAD_ARGUMENT",
        `${argument}: "${w}" is not a tiebreak option (expected 2023 or 2026 or a start date, RR or SWISS, UNRATED and a rating)`,
      );
  }
  return out;
}

/**
 * VCF Grade School Qualification Tournaments (seed 002, Part 1 §3.f): how many players a section
 * sends to the State Scholastic Invitational (Table 1 by size, Table 2's strength factor, never
 * fewer than 3 nor more than 10), and who they are (already-qualified players are skipped).
 */
import { fail } from "../errors";

export const VCF_SECTIONS = ["K-3", "K-5", "K-8", "K-12"] as const;
export type VcfSection = (typeof VCF_SECTIONS)[number];

/** 002 §3.f.1 Table 1: the lower bound of each size band (< 20, 20–39, …, ≥ 160). */
export const TABLE1_BANDS = [0, 20, 40, 60, 80, 100, 120, 140, 160] as const;

/** 002 §3.f.1 Table 1: players to qualify by section, one entry per band of TABLE1_BANDS. */
export const TABLE1: Readonly<Record<VcfSection, readonly number[]>> = {
  "K-3": [4, 5, 6, 7, 8, 9, 10, 10, 10],
  "K-5": [4, 4, 5, 6, 7, 8, 9, 10, 10],
  "K-8": [4, 4, 5, 6, 7, 8, 9, 10, 10],
  "K-12": [4, 5, 6, 7, 8, 9, 10, 10, 10],
};

/**
 * 002 §3.f.2 Table 2: the baseline and the middle band of the strength factor. An average below
 * `low` reduces by 1 ("U500"), one above `high` adds 1 ("Over 700"); `low` and `high` themselves are
 * in the middle band ("500-700: No effect").
 */
export const TABLE2: Readonly<
  Record<VcfSection, { readonly baseline: number; readonly low: number; readonly high: number }>
> = {
  "K-3": { baseline: 625, low: 500, high: 700 },
  "K-5": { baseline: 850, low: 650, high: 925 },
  "K-8": { baseline: 1075, low: 900, high: 1150 },
  "K-12": { baseline: 1375, low: 1150, high: 1450 },
};

/** 002 §3.f.2: after the strength factor the number is never below 3 nor above 10. */
export const QUALIFY_MIN = 3;
export const QUALIFY_MAX = 10;

/** 002 Part 2 §5: the rating limit of each section's "Under" team prizes. */
export const UNDER_TEAM_LIMIT: Readonly<Record<VcfSection, number>> = {
  "K-3": 600,
  "K-5": 900,
  "K-8": 1100,
  "K-12": 1400,
};

/** The section code, or an error listing the valid ones. Accepts "k5", "K 5", "K-5". */
export function vcfSection(text: string, place = "section"): VcfSection {
  const t = text
    .trim()
    .toUpperCase()
    .replace(/^K\s*[-–]?\s*/, "K-");
  if ((VCF_SECTIONS as readonly string[]).includes(t)) return t as VcfSection;
  return fail("BAD_ARGUMENT", `${place}: "${text.trim()}" is not a VCF section (expected ${VCF_SECTIONS.join(", ")})`);
}

/**
 * An average rating: the exact mean of a list (sum and count, never divided, so that the band tests
 * are exact), or one number given directly.
 */
export type AverageRating = { readonly sum: number; readonly count: number } | number;

/** Compares an average with a bound exactly: negative below, 0 equal, positive above. */
function compareAverage(avg: AverageRating, bound: number): number {
  if (typeof avg === "number") return Math.sign(avg - bound);
  return Math.sign(avg.sum - bound * avg.count);
}

export interface QualifyCount {
  readonly section: VcfSection;
  /** Table 1's number for the section's size. */
  readonly table1: number;
  /** Table 2's strength factor: −1, 0 or +1. */
  readonly strength: -1 | 0 | 1;
  /** Table 1 + strength, clamped to 3…10. */
  readonly count: number;
}

/**
 * How many players a GSQT section qualifies for the SSIT (002 §3.f: Table 1 + Table 2, clamp 3–10).
 * @example vcfQualifyCount("K-5", 47, 721).count // 5 (002 scenario 1)
 * @example vcfQualifyCount("K-12", 113, 1463).count // 10 (002 scenario 2)
 */
export function vcfQualifyCount(section: VcfSection, participants: number, average: AverageRating): QualifyCount {
  if (!Number.isInteger(participants) || participants < 0) {
    fail("BAD_ARGUMENT", `participants: ${participants} is not a number of players (a whole number, 0 or more)`);
  }
  let band = 0;
  for (let i = 0; i < TABLE1_BANDS.length; i++) if (participants >= (TABLE1_BANDS[i] as number)) band = i;
  const table1 = TABLE1[section][band] as number;
  const { low, high } = TABLE2[section];
  const strength = compareAverage(average, low) < 0 ? -1 : compareAverage(average, high) > 0 ? 1 : 0;
  const count = Math.min(QUALIFY_MAX, Math.max(QUALIFY_MIN, table1 + strength));
  return { section, table1, strength, count };
}

/** One player of a final ranking, best first (tiebreaks already applied). */
export interface RankedPlayer {
  readonly name: string;
  /** Already qualified for the SSIT in any section (a VCF invitation or an earlier GSQT). */
  readonly qualified: boolean;
}

export interface Qualifier {
  /** 1-based place in the ranking. */
  readonly place: number;
  readonly name: string;
}

/**
 * The players who qualify: the first `count` of the ranking who are not already qualified. Already
 * qualified players (including one "playing up" from another section) block no one: they are skipped,
 * so the top 8 with 2 already qualified come from the top 10 (002 §3.f.5).
 * @example vcfQualifiers([{name:"A",qualified:true},{name:"B",qualified:false}], 1) // [{place:2,name:"B"}]
 */
export function vcfQualifiers(ranking: readonly RankedPlayer[], count: number): Qualifier[] {
  if (!Number.isInteger(count) || count < 0)
    fail("BAD_ARGUMENT", `count: ${count} is not a number of players (a whole number, 0 or more)`);
  const out: Qualifier[] = [];
  for (let i = 0; i < ranking.length && out.length < count; i++) {
    const p = ranking[i] as RankedPlayer;
    if (!p.qualified) out.push({ place: i + 1, name: p.name });
  }
  return out;
}

/** One player of the state's rating list for a grade group (002 §3.f.4). */
export interface BerthCandidate {
  readonly name: string;
  /** US Chess regular (over-the-board) rating in the supplement used, null if none. */
  readonly regular: number | null;
  /** US Chess online regular rating in the same supplement, null if none. */
  readonly online: number | null;
  /** Declined the invitation. */
  readonly declined?: boolean;
}

export interface Berth {
  /** Rank on the list by berth rating (1 = highest; equal ratings share a rank). */
  readonly rank: number;
  readonly name: string;
  /** The higher of the two ratings. */
  readonly rating: number;
}

/** 002 §3.f.4: up to 10 automatic berths, passed down on a decline but never below the top 15. */
export const RATING_BERTHS = 10;
export const RATING_BERTH_FLOOR = 15;

/**
 * The rating berths (002 §3.f.4): players ranked by the higher of their regular and online ratings
 * (from the December supplement, or the most recent earlier one: the caller picks the supplement);
 * the top 10 are invited; a decline passes to the 11th, 12th … but never to a player ranked below
 * 15th. Players with neither rating get no berth. Equal ratings keep the list's order and share a
 * rank, so a player tied for 15th is still in the top 15.
 * @example ratingBerths([{name:"A",regular:1500,online:1600}]) // [{rank:1,name:"A",rating:1600}]
 */
export function ratingBerths(
  list: readonly BerthCandidate[],
  berths = RATING_BERTHS,
  floor = RATING_BERTH_FLOOR,
): Berth[] {
  const rated = list
    .map((p, row) => ({ p, row, rating: Math.max(p.regular ?? -Infinity, p.online ?? -Infinity) }))
    .filter((x) => Number.isFinite(x.rating))
    .sort((a, b) => b.rating - a.rating || a.row - b.row);
  const out: Berth[] = [];
  for (let i = 0; i < rated.length && out.length < berths; i++) {
    const x = rated[i] as (typeof rated)[number];
    const rank = 1 + rated.filter((y) => y.rating > x.rating).length;
    if (rank > floor) break;
    if (!x.p.declined) out.push({ rank, name: x.p.name, rating: x.rating });
  }
  return out;
}

/**
 * VCF Cup / Grand Prix points (seed 002, Enclosure 1): Points = AR × SP × NoP / 1000, +3 for a
 * clear first, computed exactly and rounded half up to 4 decimals; school totals from each school's
 * top 4 players; the "Under" team prizes by the average of a team's top 4 ratings.
 */
import { ChessInputError, problem, type Problem } from "../errors";
import { rowLabel, scoreAboveRounds, sumPoints, type RowLabel } from "./sum";

/** Enclosure 1 §4a: the clear-first bonus, in ten-thousandths (3 points). */
export const CLEAR_FIRST_BONUS = 30000;
/** Enclosure 1 §2: the players whose points make a school's total. */
export const TEAM_TOP = 4;

/** One row of a section's final standings. */
export interface CupEntry {
  /** Game score in tenths, every bye counted; null for a row with no player. */
  readonly score: number | null;
  /** Post-event rating; null when the player has none (then left out of AR, still counted in NoP). */
  readonly rating: number | null;
  /** Rounds the player took part in (games and byes); 0 = never played; default: all of them. */
  readonly rounds?: number | null;
}

export interface CupResult {
  /** AR: the mean post-event rating of the players counted, rounded half up to a whole number. */
  readonly ar: number;
  /** The exact mean as sum / count (the seed's 1830.56 is 29289 / 16 = 1830.5625). */
  readonly ratingSum: number;
  readonly ratingCount: number;
  /** NoP: players who took part in at least one round. */
  readonly nop: number;
  /** The event's rounds (SP's denominator). */
  readonly rounds: number;
  /** Index of the clear (untied) first, or null when first place is shared. */
  readonly clearFirst: number | null;
  /** Each row's points in ten-thousandths (32.2960 → 322960); null for rows not counted. */
  readonly points: readonly (number | null)[];
}

/** Half-up rounding of a non-negative integer quotient, exactly. */
function divRound(num: bigint, den: bigint): bigint {
  const two = BigInt(2);
  return (two * num + den) / (two * den);
}

/**
 * VCF Cup points of one section (Enclosure 1):
 * - AR: post-event ratings of the players who took part in at least one round, averaged and rounded
 *   half up to a whole number (1830.5625 → 1831; 1830.49 would give 1830).
 * - SP = score / the event's rounds, every bye counted in the score (Sammy's 2½ of 5 is 50%).
 * - NoP: the players who took part in at least one round (withdrawals still count).
 * - Points = AR × SP × NoP / 1000, +3 to a clear first only (a shared first gets no bonus), no
 *   tiebreaks (tied players get equal points), rounded half up to 4 decimals with integer arithmetic.
 * Problems (a score above the rounds played, a negative score) name the row through `label`.
 * @example vcfCupPoints(k12, 5).points[1] // 205072 → 20.5072 (Sally, seed 002's K-12 table)
 */
export function vcfCupPoints(entries: readonly CupEntry[], rounds: number, label: RowLabel = rowLabel): CupResult {
  const problems: Problem[] = [];
  if (!Number.isInteger(rounds) || rounds < 1) {
    problems.push(problem("BAD_ARGUMENT", `rounds: ${rounds} is not a number of rounds (a whole number, 1 or more)`));
    throw new ChessInputError(problems);
  }
  const counted: number[] = [];
  entries.forEach((e, i) => {
    if (e.score === null) return;
    const played = e.rounds ?? rounds;
    if (!Number.isInteger(e.score) || e.score < 0) {
      problems.push(
        problem("BAD_CELL", `${label(i)}: ${e.score / 10} is not a score (0 or more, in halves or tenths)`),
      );
    } else if (!Number.isInteger(played) || played < 0 || played > rounds) {
      problems.push(problem("BAD_CELL", `${label(i)}: ${played} rounds played, but the event has ${rounds}`));
    } else {
      const above = scoreAboveRounds(e.score, played, label(i));
      if (above !== null) problems.push(above);
    }
    if (e.rating !== null && (!Number.isInteger(e.rating) || e.rating < 0)) {
      problems.push(problem("BAD_CELL", `${label(i)}: ${e.rating} is not a rating (a whole number; blank for none)`));
    }
    if (played > 0) counted.push(i);
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  let ratingSum = 0;
  let ratingCount = 0;
  for (const i of counted) {
    const r = (entries[i] as CupEntry).rating;
    if (r !== null && r > 0) {
      ratingSum += r;
      ratingCount++;
    }
  }
  if (counted.length > 0 && ratingCount === 0) {
    throw new ChessInputError([
      problem("MISSING", "ratings: no player has a post-event rating, so there is no average rating (AR)"),
    ]);
  }
  const ar = ratingCount === 0 ? 0 : Number(divRound(BigInt(ratingSum), BigInt(ratingCount)));
  const nop = counted.length;
  let top = -1;
  let topCount = 0;
  let clearFirst: number | null = null;
  for (const i of counted) {
    const s = (entries[i] as CupEntry).score as number;
    if (s > top) {
      top = s;
      topCount = 1;
      clearFirst = i;
    } else if (s === top) topCount++;
  }
  if (topCount !== 1) clearFirst = null;
  const points: (number | null)[] = entries.map(() => null);
  for (const i of counted) {
    const s = (entries[i] as CupEntry).score as number;
    // Points × 10000 = AR × (s/10 ÷ rounds) × NoP ÷ 1000 × 10000 = AR × s × NoP ÷ rounds.
    const p = divRound(BigInt(ar) * BigInt(s) * BigInt(nop), BigInt(rounds));
    points[i] = Number(p) + (i === clearFirst ? CLEAR_FIRST_BONUS : 0);
  }
  return { ar, ratingSum, ratingCount, nop, rounds, clearFirst, points };
}

/** One player's points toward a school (the sum over the qualifiers the player played). */
export interface TeamMember {
  readonly team: string;
  readonly points: number;
  /** Rating for the "Under" prizes (002 Part 2 §5: the supplement named there); null if unrated. */
  readonly rating?: number | null;
}

export interface TeamTotal {
  readonly team: string;
  /** "1", or "2-3" when teams tie on points (no team tiebreaks here: they need the games). */
  readonly place: string;
  /** The sum of the team's best `top` players' points. */
  readonly points: number;
  /** Players counted (fewer than `top` when the school has fewer players). */
  readonly counted: number;
  /** Average rating of the team's `top` highest-rated rated players, exact; null when none is rated. */
  readonly topRatingAverage: number | null;
  readonly ratingSum: number;
  readonly ratingCount: number;
}

/**
 * School totals (Enclosure 1 §2, Step 4): each school's top 4 players by points (summed over the
 * three qualifiers beforehand), added; schools ranked by total, ties sharing a place, equal totals
 * in alphabetical order of the code. Also each school's average rating of its 4 highest-rated rated
 * players, for the "Under" team prizes (Part 2 §5: not every player has to be under the limit).
 * Rows with a blank team are not in any team.
 * @example teamTotals([{team:"ABHS",points:32.296},{team:"ABHS",points:17.5776}])[0].points // 49.8736
 */
export function teamTotals(members: readonly TeamMember[], top: number = TEAM_TOP): TeamTotal[] {
  const byTeam = new Map<string, TeamMember[]>();
  for (const m of members) {
    const key = m.team.trim();
    if (key === "") continue;
    const list = byTeam.get(key) ?? [];
    list.push(m);
    byTeam.set(key, list);
  }
  const rows = [...byTeam.entries()].map(([team, list]) => {
    const best = list
      .map((m) => m.points)
      .sort((a, b) => b - a)
      .slice(0, top);
    const ratings = list
      .map((m) => m.rating ?? null)
      .filter((r): r is number => r !== null && r > 0)
      .sort((a, b) => b - a)
      .slice(0, top);
    const ratingSum = ratings.reduce((a, b) => a + b, 0);
    return {
      team,
      points: sumPoints(best),
      counted: best.length,
      ratingSum,
      ratingCount: ratings.length,
      topRatingAverage: ratings.length === 0 ? null : ratingSum / ratings.length,
    };
  });
  rows.sort((a, b) => b.points - a.points || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  const out: TeamTotal[] = [];
  for (let start = 0; start < rows.length;) {
    let end = start;
    while (end + 1 < rows.length && rows[end + 1]?.points === rows[start]?.points) end++;
    const place = start === end ? String(start + 1) : `${start + 1}-${end + 1}`;
    for (let k = start; k <= end; k++) out.push({ ...(rows[k] as (typeof rows)[number]), place });
    start = end + 1;
  }
  return out;
}

/**
 * Whether a team may take an "Under" prize: the average of its top 4 ratings is below the limit
 * (compared exactly, without rounding the average).
 * @example underEligible({ ratingSum: 3596, ratingCount: 4 }, 900) // true (average 899)
 */
export function underEligible(t: { readonly ratingSum: number; readonly ratingCount: number }, limit: number): boolean {
  return t.ratingCount > 0 && t.ratingSum < limit * t.ratingCount;
}

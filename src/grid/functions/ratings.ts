/** Platform-neutral implementations of the ACF rating custom functions (both hosts wrap these). */
import { fail } from "../../core/errors";
import {
  ACF_RATING_STATUSES,
  acfRating as rate,
  centiNumber,
  dpOf,
  expectedHundredths,
  statusOf,
  tablePercent,
  tenthsText,
  toCenti,
  toTenths,
  wholeDifference,
  type AcfRatingStatus,
} from "../../core/ratings/acf1994";
import {
  RATING_MAX,
  cellInRange,
  cellNumber,
  cellRating,
  isBlank,
  optionalCode,
  toList,
  singleCell,
  toMatrix,
  type CellValue,
  type OutCell,
} from "../normalize";
import { sameRows } from "../ranges";
import { gameScoreTenths } from "../locale";
import { dateResultMessage, isDateResult, lift } from "../cells";

/** Most games a player's history may hold (a bound, so that no count reaches the arithmetic unchecked). */
const GAMES_MAX = 100000;
/** Bound on ACF_EXPECTED's difference: Table 2 is flat long before it; this only keeps 1e308 out. */
const DIFF_MAX = 10000;

function number(v: unknown, name: string): number | null {
  return cellNumber(singleCell(v, name), name);
}

function rating(v: unknown, name: string): number | null {
  const x = number(v, name);
  if (x !== null && x < 0) fail("OUT_OF_RANGE", `${name}: ${x} is negative (expected a rating)`);
  if (x !== null && x > RATING_MAX) fail("OUT_OF_RANGE", `${name}: ${x} is not a rating (0 to ${RATING_MAX})`);
  return x === null ? null : toCenti(x);
}

function games(v: unknown, name: string): number | null {
  const x = number(v, name);
  if (x !== null && (x < 0 || !Number.isInteger(x)))
    fail("BAD_ARGUMENT", `${name}: ${x} is not a whole number of games`);
  if (x !== null && x > GAMES_MAX) fail("OUT_OF_RANGE", `${name}: ${x} is not a number of games (0 to ${GAMES_MAX})`);
  return x;
}

function points(v: unknown, name: string): number | null {
  const c = singleCell(v, name);
  if (isDateResult(c)) return fail("BAD_CELL", dateResultMessage(c, name).replace("not a result", "not a score"));
  // "2½" and "½" as written on a crosstable
  const x = cellInRange(
    typeof c === "string" ? c.trim().replace(/^(\d*)½$/, (_, w: string) => `${w || 0}.5`) : c,
    name,
    0,
    GAMES_MAX,
    "a score",
  );
  if (x === null) return null;
  const t = toTenths(x);
  if (t === null || t < 0) return fail("BAD_ARGUMENT", `${name}: ${x} is not a score (whole or half points)`);
  return t;
}

/** One game's result cell: 1, ½ or 0 (numbers, "½", "1/2", "=", "W", "D", "L"). */
function gameResult(v: CellValue, place: string): number {
  return gameScoreTenths(v, place, "result");
}

const STATUS_WORDS: Readonly<Record<string, AcfRatingStatus>> = {
  RATED: "RATED",
  CONFIRMED: "RATED",
  ESTABLISHED: "RATED",
  NEW: "NEW",
  PARTIAL: "PARTIAL",
  PROVISIONAL: "PARTIAL",
  UNRATED: "PARTIAL",
};

/**
 * ACF_RATING(rating, oppRatings, results, [status], [priorGames], [priorAvg], [priorScore]) → the new
 * rating, unrounded (ACF 1994 rules).
 */
export function acfRating(
  ratingArg: unknown,
  oppRatings: unknown,
  results: unknown,
  status?: unknown,
  priorGames?: unknown,
  priorAvg?: unknown,
  priorScore?: unknown,
): number {
  const r = rating(ratingArg, "rating");
  const pg = games(priorGames, "priorGames");
  const pa = rating(priorAvg, "priorAvg");
  const ps = points(priorScore, "priorScore");
  const fallback = r !== null ? "RATED" : pg !== null && pg > 0 ? "PARTIAL" : "NEW";
  const word = optionalCode(status, fallback, "status");
  const st = STATUS_WORDS[word];
  if (st === undefined) return fail("BAD_ARGUMENT", `status: "${word}" is not ${ACF_RATING_STATUSES.join(", ")}`);
  if (st === "RATED" && r === null) fail("MISSING", "rating: a RATED player needs a rating");

  // One result per opponent, lined up with them (src/grid/ranges.ts), or one total in one cell.
  const perGame = toMatrix(results).flat().length > 1;
  const [o, g] = perGame
    ? sameRows([
        { v: oppRatings, argument: "oppRatings", options: { what: "a rating", numeric: true } },
        { v: results, argument: "results", options: { what: "a result" } },
      ])
    : [null, null];
  const opps = o ? o.values : toList(oppRatings, "oppRatings");
  const res = g ? g.values : toList(results, "results");
  let end = Math.max(opps.length, res.length);
  while (end > 0 && isBlank(opps[end - 1]) && isBlank(res[end - 1])) end--;
  const oppCells = opps.slice(0, end);
  const opponents: number[] = [];
  let score = 0;
  const oneTotal = res.length === 1 && oppCells.length > 1;
  const oppRating = (i: number): number | null => {
    const x = cellNumber(oppCells[i], `oppRatings, row ${i + 1}`);
    if (x !== null && x > RATING_MAX) cellRating(x, `oppRatings, row ${i + 1}`);
    if (x !== null && x < 0)
      fail(
        "OUT_OF_RANGE",
        `oppRatings, row ${i + 1}: ${x} is negative (expected a rating, or blank for an unrated opponent)`,
      );
    return x === null || x === 0 ? null : toCenti(x);
  };
  if (oneTotal) {
    for (let i = 0; i < oppCells.length; i++) {
      const o = oppRating(i);
      if (o === null) {
        fail(
          "BAD_ARGUMENT",
          `oppRatings, row ${i + 1}: an unrated opponent with one total in results; give one result per game so that that game can be left out`,
        );
      }
      opponents.push(o);
    }
    const t = points(res[0], "results");
    score = t ?? fail("MISSING", "results: expected the total score");
  } else {
    if (end > opps.length)
      fail(
        "BAD_ARGUMENT",
        `results: ${end} results for ${opps.length} opponents (give one result per opponent, or one total)`,
      );
    for (let i = 0; i < end; i++) {
      const o = oppRating(i);
      const cell = res[i] ?? null;
      if (o === null) continue; // a blank is an unrated opponent: "results against unrated players are not used"
      if (isBlank(cell))
        fail("MISSING", `results, row ${i + 1}: blank (expected 1, ½ or 0 against the ${centiNumber(o)} opponent)`);
      opponents.push(o);
      score += gameResult(cell, `results, row ${i + 1}`);
    }
  }
  let prior: { games: number; average: number; score: number } | undefined;
  if (st === "PARTIAL") {
    if (pg === null || pa === null || ps === null) {
      fail(
        "MISSING",
        "a PARTIAL player needs priorGames, priorAvg and priorScore (the player's rated history before this event)",
      );
    }
    if (ps > 10 * pg) fail("OUT_OF_RANGE", `priorScore: ${tenthsText(ps)} is more than priorGames (${pg})`);
    prior = { games: pg, average: pa, score: ps };
  }
  return centiNumber(rate({ status: st, rating: r, opponents, score, ...(prior ? { prior } : {}) }).rating);
}

/**
 * ACF_PERFORMANCE(avgOpp, score, games) → AR + Dp(P) by Table 1, P rounded to the nearest per cent;
 * ranges give one answer per cell (src/grid/cells.ts `lift`).
 */
export function acfPerformance(avgOpp: unknown, score: unknown, gamesArg: unknown): OutCell[][] {
  return lift(
    [
      { v: avgOpp, argument: "avgOpp" },
      { v: score, argument: "score" },
      { v: gamesArg, argument: "games" },
    ],
    ([a, s, g]) => performanceOne(a, s, g),
    "Performance",
  );
}

function performanceOne(avgOpp: unknown, score: unknown, gamesArg: unknown): number {
  const ar = rating(avgOpp, "avgOpp") ?? fail("MISSING", "avgOpp: expected the average of the opponents' ratings");
  const g = games(gamesArg, "games") ?? fail("MISSING", "games: expected the number of rated games");
  const s = points(score, "score") ?? fail("MISSING", "score: expected the score");
  if (g === 0) fail("OUT_OF_RANGE", "games: 0 (a performance rating needs rated games)");
  if (s > 10 * g) fail("OUT_OF_RANGE", `score: ${tenthsText(s)} is more than ${g} games`);
  const p = tablePercent(s, g);
  if (p === null) {
    return fail(
      "OUT_OF_RANGE",
      `score: ${tenthsText(s)} from ${g} is ${s === 0 ? "0%" : "100%"}: Table 1 has no entry for 0% or 100%, so there is no performance rating`,
    );
  }
  return centiNumber(ar + 100 * dpOf(p));
}

/** ACF_STATUS(games, score) → NEW, UNRATED, PROVISIONAL or CONFIRMED for a history of rated games (ranges: per cell). */
export function acfStatus(gamesArg: unknown, score: unknown): OutCell[][] {
  return lift(
    [
      { v: gamesArg, argument: "games" },
      { v: score, argument: "score" },
    ],
    ([g, s]) => statusOne(g, s),
    "Status",
  );
}

function statusOne(gamesArg: unknown, score: unknown): string {
  const g = games(gamesArg, "games") ?? 0;
  const s = points(score, "score") ?? 0;
  if (s > 10 * g) fail("OUT_OF_RANGE", `score: ${tenthsText(s)} is more than ${g} games`);
  return statusOf(g, s);
}

/** ACF_EXPECTED(diff) → Table 2's expected score for diff = opponents' average − own rating (ranges: per cell). */
export function acfExpected(diff: unknown): OutCell[][] {
  return lift([{ v: diff, argument: "diff" }], ([d]) => expectedOne(d), "Expected");
}

function expectedOne(diff: unknown): number {
  const d =
    cellInRange(singleCell(diff, "diff"), "diff", -DIFF_MAX, DIFF_MAX, "a rating difference") ??
    fail("MISSING", "diff: expected a rating difference (opponents' average minus the player's rating)");
  const { size, playerHigher } = wholeDifference(toCenti(d), 100);
  return expectedHundredths(size, playerHigher) / 100;
}

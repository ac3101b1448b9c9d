/**
 * Platform-neutral implementations of GP_POINTS, GP_TOTAL, GP_ELIGIBLE, GP_TEAM, VCF_QUALIFY and
 * VCF_QUALIFIERS (both hosts wrap these). Arguments arrive exactly as a spreadsheet passes them.
 */
import { ChessInputError, fail, problem, type Problem } from "../../core/errors";
import { acfClass, acfPoints, ACF_CLASSES } from "../../core/grandprix/acf-mm";
import { gpCategory, gpEligible, parseFemale, type GpCategory } from "../../core/grandprix/acf-categories";
import { dateFromSerial, parseCivilDate, civilDate, type CivilDate } from "../../core/grandprix/date";
import { bestTotal, scoreAboveRounds, sumPoints } from "../../core/grandprix/sum";
import { teamTotals, vcfCupPoints, TEAM_TOP } from "../../core/grandprix/vcf-cup";
import { vcfQualifiers, vcfQualifyCount, vcfSection, type AverageRating } from "../../core/qualify/vcf";
import {
  cellInRange,
  cellNumber,
  cellRating,
  cellText,
  isBlank,
  optionalCode,
  toMatrix,
  type CellValue,
  type OutCell,
} from "../normalize";
import { dateResultMessage, isDateResult, oneCell, placeNumber } from "../cells";
import { anchorRows, columnAnchor, isHeaderText, knownNames, levelWith, playerColumnAt, sameRows, type Rows } from "../ranges";

/** The schemes GP_POINTS knows, for messages. */
export const GP_SCHEMES = [...ACF_CLASSES, "VCF"] as const;

/** Runs `read` and collects its ChessInputError problems instead of stopping at the first. */
function collect<T>(problems: Problem[], read: () => T, fallback: T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ChessInputError) {
      problems.push(...e.problems);
      return fallback;
    }
    throw e;
  }
}

/**
 * A game score in tenths: 3.5, "3.5", "3,5", "3½", "½"; blank is null (no player on that row).
 * A score must be a whole number of tenths and not negative.
 */
export function scoreTenths(v: CellValue, place: string): number | null {
  if (isBlank(v)) return null;
  if (isDateResult(v)) fail("BAD_CELL", dateResultMessage(v, place).replace("not a result", "not a score"));
  const text = typeof v === "string" ? v.trim().replace(/^(\d*)\s*½$/, (_, w: string) => `${w === "" ? 0 : w}.5`) : v;
  const n = cellInRange(text, place, 0, SCORE_MAX, "a game score") as number;
  const tenths = Math.round(n * 10);
  if (n < 0 || Math.abs(n * 10 - tenths) > 1e-9) {
    fail("BAD_CELL", `${place}: ${cellText(v)} is not a game score (0 or more, in halves or tenths)`);
  }
  return tenths;
}

/** TRUE/FALSE cells: booleans, 1/0, TRUE/FALSE, YES/NO, Y/N, X (ticked); blank is false. */
export function flagCell(v: CellValue, place: string): boolean {
  if (isBlank(v)) return false;
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  const t = cellText(v).toUpperCase();
  if (["TRUE", "YES", "Y", "X", "1", "✓"].includes(t)) return true;
  if (["FALSE", "NO", "N", "0"].includes(t)) return false;
  return fail("BAD_CELL", `${place}: "${cellText(v)}" is not TRUE or FALSE`);
}

function isFlag(v: CellValue): boolean {
  return isBlank(v) || typeof v === "boolean" || /^(TRUE|FALSE|YES|NO|Y|N|X|✓)$/i.test(cellText(v));
}

/** An optional per-player column lined up with the anchor's rows (src/grid/ranges.ts): [] when omitted. */
function column(v: unknown, argument: string, rows: Rows, problems: Problem[], what: string, numeric = false, lastBlank?: { hint: string }): Cells {
  return collect(problems, () => playerColumnAt(v, argument, rows, { what, numeric, ...(lastBlank ? { lastBlank } : {}) }), { values: [], start: 0 });
}

type Cells = { values: CellValue[]; start: number };

/** A range with at least one filled cell, or our sentence (an empty range would answer an empty table). */
function nonEmpty(v: unknown, sentence: string): CellValue[][] {
  const m = toMatrix(v);
  if (m.every((row) => row.every(isBlank))) fail("MISSING", sentence);
  return m;
}

/** A required whole-number argument, `min` to `max`. */
function wholeArgument(v: unknown, argument: string, min: number, max: number = WHOLE_MAX): number | null {
  const cell = oneCell(v, argument, "give one number");
  const n = cellNumber(cell, argument);
  if (n === null) return null;
  if (!Number.isInteger(n) || n < min)
    fail("BAD_ARGUMENT", `${argument}: ${n} is not a whole number of ${min} or more`);
  if (n > max) fail("OUT_OF_RANGE", `${argument}: ${n} is too large (at most ${max})`);
  return n;
}

/** Bounds on the numbers these functions take, so that no value reaches the arithmetic unchecked. */
const SCORE_MAX = 1000;
const WHOLE_MAX = 100000;
const POINTS_MAX = 1000000;

/** GP_POINTS(scores, scheme, [ratings], [rounds], [eligible]) → one value per row. */
export function gpPoints(
  scores: unknown,
  scheme: unknown,
  ratings: unknown,
  rounds: unknown,
  eligible: unknown,
): OutCell[][] {
  const code = optionalCode(scheme, "", "scheme");
  const acf = acfClass(code);
  if (acf === null && code !== "VCF") {
    fail(
      "BAD_ARGUMENT",
      `scheme: ${code === "" ? "missing" : `"${code}" is not a scheme`} (expected ${GP_SCHEMES.join(", ")})`,
    );
  }
  const anchor = columnAnchor(scores, "scores", { what: "a score" });
  const scoreCells = anchor.cells;
  const top = anchor.rows.top;
  const n = scoreCells.length;
  const problems: Problem[] = [];
  const tenths = scoreCells.map((v, i) => collect(problems, () => scoreTenths(v, `scores, row ${i + 1 + top}`), null));
  // rounds: one number for the event, or a column with the rounds each player took part in.
  const perPlayer = toMatrix(rounds).flat().length > 1;
  const roundCells = perPlayer ? column(rounds, "rounds", anchor.rows, problems, "a number of rounds", true) : null;
  const played: (number | null)[] = roundCells
    ? roundCells.values.map((v, i) =>
        collect(problems, () => wholeArgument(v, `rounds, row ${i + 1 + roundCells.start}`, 0), null),
      )
    : [];
  const eventRounds = perPlayer
    ? Math.max(0, ...played.map((r) => r ?? 0))
    : collect(problems, () => wholeArgument(toMatrix(rounds)[0]?.[0], "rounds", 1), null);
  if (problems.length > 0) throw new ChessInputError(problems);

  if (acf !== null) {
    const flags = column(eligible, "eligible", anchor.rows, problems, "TRUE or FALSE");
    const ok = tenths.map((_, i) =>
      flags.values.length === 0
        ? true
        : collect(problems, () => flagCell(flags.values[i] ?? null, `eligible, row ${i + 1 + flags.start}`), false),
    );
    tenths.forEach((s, i) => {
      const above = scoreAboveRounds(s, perPlayer ? played[i] : eventRounds, `scores, row ${i + 1 + top}`);
      if (above !== null) problems.push(above);
    });
    if (problems.length > 0) throw new ChessInputError(problems);
    const awards = acfPoints(
      tenths.map((score, i) => ({ score, eligible: ok[i] as boolean })),
      acf,
      (i) => `scores, row ${i + 1 + top}`,
    );
    return levelWith(
      top,
      "Points",
      awards.map((a) => (a === null ? "" : a.points)),
    );
  }

  if (ratings === null || ratings === undefined)
    fail("MISSING", "ratings: VCF points need the players' post-event ratings");
  if (eventRounds === null)
    fail("MISSING", "rounds: VCF points need the number of rounds of the event (or each player's rounds)");
  // A lone blank rating at either end reads as a range a row off (issue 27 property): 0 is none.
  const ratingCells = column(ratings, "ratings", anchor.rows, problems, "a rating", true, {
    hint: "For a player with no rating type 0 (a blank there reads as a range a row off).",
  });
  if (n > 1 && ratingCells.values.length === 0 && problems.length === 0)
    fail("MISSING", `ratings: VCF points need one post-event rating per player (${n} players)`);
  const rated = tenths.map((_, i) =>
    collect(problems, () => cellRating(ratingCells.values[i], `ratings, row ${i + 1 + ratingCells.start}`), null),
  );
  if (problems.length > 0) throw new ChessInputError(problems);
  const result = vcfCupPoints(
    tenths.map((score, i) => ({
      score,
      rating: rated[i] === 0 ? null : (rated[i] ?? null),
      ...(perPlayer ? { rounds: played[i] ?? null } : {}),
    })),
    eventRounds as number,
    (i) => `row ${i + 1 + top}`,
  );
  return levelWith(
    top,
    "Points",
    result.points.map((p) => (p === null ? "" : p / 10000)),
  );
}

/** GP_TOTAL(points, [best]) → one total (a single row or column) or one per row (players × events). */
export function gpTotal(points: unknown, best: unknown): OutCell[][] {
  const keep = wholeArgument(best, "best", 1) ?? 7;
  nonEmpty(points, "points: the range is empty (one row per player, one column per event)");
  const anchor = anchorRows(points, "points", { blankRows: "keep", numeric: true });
  const m = anchor.cells;
  const at = anchor.rows.top;
  const problems: Problem[] = [];
  const numbers = (cells: readonly CellValue[], place: (c: number) => string): number[] =>
    cells.flatMap((v, c) => {
      const x = collect(problems, () => cellInRange(v, place(c), -POINTS_MAX, POINTS_MAX, "Grand Prix points"), null);
      return x === null ? [] : [x];
    });
  const width = Math.max(0, ...m.map((r) => r.length));
  if (m.length <= 1 || width <= 1) {
    const flat = m.length <= 1 ? (m[0] ?? []) : m.map((r) => r[0] ?? null);
    const values = numbers(flat, (c) => (m.length <= 1 ? `points, column ${c + 1}` : `points, row ${c + 1 + at}`));
    if (problems.length > 0) throw new ChessInputError(problems);
    return [[bestTotal(values, keep)]];
  }
  const totals = m.map((row, r) => {
    const values = numbers(row, (c) => `points, row ${r + 1 + at}, column ${c + 1}`);
    return row.every(isBlank) ? "" : bestTotal(values, keep);
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  return levelWith(at, "Total", totals);
}

/** A birth date cell: a date serial (Excel), a Date (Sheets), or year-first text; blank is null. */
export function birthCell(v: CellValue, place: string): CivilDate | null {
  if (isBlank(v)) return null;
  let d: CivilDate | null = null;
  if (typeof v === "number") d = dateFromSerial(v);
  else if (v instanceof Date) d = civilDate(v.getFullYear(), v.getMonth() + 1, v.getDate());
  else d = parseCivilDate(cellText(v));
  if (d === null) fail("BAD_CELL", `${place}: "${cellText(v)}" is not a date (a date cell, or year first: 1976-01-02)`);
  return d;
}

/** GP_ELIGIBLE(category, rating, sex, birthDate, year) → TRUE/FALSE per row. */
export function gpEligibleFn(
  category: unknown,
  rating: unknown,
  sex: unknown,
  birthDate: unknown,
  year: unknown,
): OutCell[][] {
  const cat: GpCategory = gpCategory(optionalCode(category, "", "category"));
  const [rc, sc, bc] = sameRows([
    { v: rating, argument: "rating", options: { what: "a rating", numeric: true } },
    { v: sex, argument: "sex", options: { what: "a sex" } },
    { v: birthDate, argument: "birthDate", options: { what: "a birth date" } },
  ]) as [Cells, Cells, Cells];
  const ratings = rc.values;
  const sexes = sc.values;
  const births = bc.values;
  const n = Math.max(ratings.length, sexes.length, births.length, 1);
  const start = Math.max(rc.start, sc.start, bc.start);
  const problems: Problem[] = [];
  const y = collect(problems, () => wholeArgument(year, "year", 1), null);
  if (y === null && (cat === "JUNIORS" || cat === "GIRLS")) {
    problems.push(
      problem("MISSING", `year: ${cat} needs the Grand Prix year (juniors are under 18 on 1 January of it)`),
    );
  }
  const out: OutCell[] = [];
  for (let i = 0; i < n; i++) {
    const place = (arg: string) => (n === 1 ? arg : `${arg}, row ${i + 1 + start}`);
    const r = collect(problems, () => cellRating(ratings[i], place("rating")), null);
    const sexText = cellText(sexes[i]);
    const female = parseFemale(sexText);
    if (female === null)
      problems.push(problem("BAD_CELL", `${place("sex")}: "${sexText}" is not a sex (F or W for female, M or blank)`));
    const birth = collect(problems, () => birthCell(births[i] ?? null, place("birthDate")), null);
    out.push(gpEligible(cat, { rating: r === null || r <= 0 ? null : r, female: female === true, birth }, y ?? 0));
  }
  if (problems.length > 0) throw new ChessInputError(problems);
  return levelWith(start, "Eligible", out);
}

/** GP_TEAM(points, schools, [top], [ratings]) → Place | School | Points (| top-4 rating average). */
export function gpTeam(points: unknown, schools: unknown, top: unknown, ratings: unknown): OutCell[][] {
  const keep = wholeArgument(top, "top", 1) ?? TEAM_TOP;
  nonEmpty(points, "points: the range is empty (one row per player, one column per event)");
  const anchor = anchorRows(points, "points", { blankRows: "keep", numeric: true });
  const m = anchor.cells;
  const at = anchor.rows.top;
  const problems: Problem[] = [];
  const teams = column(schools, "schools", anchor.rows, problems, "a school").values;
  const withRatings = ratings !== null && ratings !== undefined;
  const ratingColumn = column(ratings, "ratings", anchor.rows, problems, "a rating", true);
  const members = m.map((row, r) => {
    const values = row.flatMap((v, c) => {
      const x = collect(
        problems,
        () =>
          cellInRange(
            v,
            `points, row ${r + 1 + at}${row.length > 1 ? `, column ${c + 1}` : ""}`,
            -POINTS_MAX,
            POINTS_MAX,
            "Grand Prix points",
          ),
        null,
      );
      return x === null ? [] : [x];
    });
    const rating = withRatings
      ? collect(
          problems,
          () => cellRating(ratingColumn.values[r], `ratings, row ${r + 1 + ratingColumn.start}`),
          null,
        )
      : null;
    return { team: cellText(teams[r]), points: sumPoints(values), rating };
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const rows = teamTotals(members, keep);
  if (rows.length === 0) return [withRatings ? ["", "", "", ""] : ["", "", ""]];
  return rows.map((t) => {
    const row: OutCell[] = [placeNumber(t.place), t.team, t.points];
    if (withRatings) row.push(t.topRatingAverage ?? "");
    return row;
  });
}

/** The average rating argument: one number, or a range of ratings averaged exactly. */
function averageArgument(v: unknown): { average: AverageRating; count: number | null } {
  const cells = toMatrix(v).flat();
  if (cells.length === 1) {
    const x = cellRating(cells[0], "averageRating");
    if (x === null) fail("MISSING", "averageRating: expected the section's average post-event rating, or the ratings");
    return { average: x as number, count: null };
  }
  const problems: Problem[] = [];
  let sum = 0;
  let count = 0;
  cells.forEach((c, i) => {
    const x = collect(problems, () => cellRating(c, `averageRating, cell ${i + 1}`), null);
    if (x !== null && x > 0) {
      sum += x;
      count++;
    }
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  if (count === 0) fail("MISSING", "averageRating: no ratings in the range");
  return { average: { sum, count }, count };
}

/** VCF_QUALIFY(section, participants, averageRating) → how many the section qualifies. */
export function vcfQualify(section: unknown, participants: unknown, averageRating: unknown): number {
  const s = vcfSection(optionalCode(section, "", "section"));
  const { average, count } = averageArgument(averageRating);
  const n = wholeArgument(participants, "participants", 0) ?? count;
  if (n === null) fail("MISSING", "participants: expected the number of players in the section");
  return vcfQualifyCount(s, n as number, average).count;
}

/** VCF_QUALIFIERS(ranking, alreadyQualified, count) → Place | Name of each qualifier. */
export function vcfQualifiersFn(ranking: unknown, alreadyQualified: unknown, count: unknown): OutCell[][] {
  const anchor = columnAnchor(ranking, "ranking", { what: "a name" });
  const names = anchor.cells;
  const top = anchor.rows.top;
  const n = wholeArgument(count, "count", 0);
  if (n === null) fail("MISSING", "count: expected how many qualify (VCF_QUALIFY gives it)");
  const problems: Problem[] = [];
  // alreadyQualified is a TRUE/FALSE column beside the ranking (lined up with it), or a list of names
  // (each one checked against the ranking).
  const given = isBlank(alreadyQualified) && !Array.isArray(alreadyQualified) ? [] : toMatrix(alreadyQualified).flat();
  const q = isHeaderText(given[0], "alreadyQualified") ? given.slice(1) : given;
  const flags = q.length > 0 && q.some((v) => !isBlank(v)) && q.every(isFlag);
  const flagCells = flags
    ? playerColumnAt(alreadyQualified, "alreadyQualified", anchor.rows, { what: "TRUE or FALSE" })
    : { values: [], start: 0 };
  const seen = new Map<string, number>();
  const players: { name: string; qualified: boolean }[] = [];
  const listed = flags
    ? []
    : q.flatMap((v, i) => (isBlank(v) ? [] : [{ name: cellText(v), row: i + 1 + (given.length - q.length) }]));
  const qualifiedNames = new Set(
    knownNames(
      listed,
      names.filter((v) => !isBlank(v)).map(cellText),
      "alreadyQualified",
      "the ranking",
    ).map((k) => k.toLowerCase()),
  );
  names.forEach((v, i) => {
    const name = cellText(v);
    if (name === "") return;
    const key = name.toLowerCase();
    const before = seen.get(key);
    if (before !== undefined)
      problems.push(problem("DUPLICATE", `ranking, row ${i + 1 + top}: "${name}" is already on row ${before + 1 + top}`));
    seen.set(key, i);
    const qualified = flags
      ? collect(
          problems,
          () => flagCell(flagCells.values[i] ?? null, `alreadyQualified, row ${i + 1 + flagCells.start}`),
          false,
        )
      : qualifiedNames.has(key);
    players.push({ name, qualified });
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const out = vcfQualifiers(players, n as number);
  return out.length === 0 ? [["", ""]] : out.map((x) => [x.place, x.name]);
}

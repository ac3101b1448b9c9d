/** Platform-neutral FIDE_RATING_CHANGE, USCF_RATING and RATING_CHANGES (both hosts wrap these). */
import { fail } from "../../core/errors";
import { defaultK, fideChange, hundredthsToTenths, isAllowedK, type FideGame } from "../../core/ratings/fide";
import { USCF_BONUS_B, uscfRateEvent, type UscfGame, type UscfPlayer } from "../../core/ratings/uscf";
import { RATING_SYSTEMS, eventRatingChanges, type RatingFacts, type RatingSystem } from "../../core/ratings/event";
import {
  RATING_MAX,
  cellInRange,
  cellNumber,
  cellText,
  isBlank,
  optionalCode,
  toList,
  singleCell,
  toMatrix,
  type CellValue,
  type OutCell,
} from "../normalize";
import { readTournament } from "../tournament";
import { headersSwitch } from "../cells";
import { gameScoreTenths, settingsRows } from "../locale";
import { UNRATED_HINT, anchorRows, playerColumn, sameRows } from "../ranges";

/** Most games a rating may rest on (a bound, so that no count reaches the arithmetic unchecked). */
const GAMES_MAX = 100000;
/** Oldest age accepted. */
const AGE_MAX = 130;

/** A rating cell 1 to RATING_MAX; blank (or 0) gives null. */
function ratingOf(v: unknown, place: string): number | null {
  const x = cellInRange(v, place, 0, RATING_MAX, "a rating");
  return x === null || x === 0 ? null : x;
}

/** One game's score: 1, ½ or 0 (numbers, "½", "1/2", "=", "W", "D", "L"). */
function gameScore(v: CellValue, place: string): number {
  return gameScoreTenths(v, place) / 10;
}

/** A total score: whole or half points from 0 to `games`. */
function totalScore(v: CellValue, games: number, place: string): number {
  const c = typeof v === "string" ? v.trim().replace(/^(\d*)½$/, (_, w: string) => `${w || 0}.5`) : v;
  const x = cellInRange(c, place, 0, games, `a score for ${games} games`);
  if (x === null) return fail("MISSING", `${place}: expected the total score`);
  if (!Number.isInteger(x * 2)) return fail("BAD_ARGUMENT", `${place}: ${x} is not a score (whole or half points)`);
  return x;
}

/**
 * The games of FIDE_RATING_CHANGE and USCF_RATING: opponent ratings and scores side by side (a
 * blank opponent is unrated and the game is left out), or all the opponents and one total.
 */
function readGames(oppArg: unknown, scoreArg: unknown): { opponents: number[]; scores: number[] | null; total: number | null } {
  // The ranges line up (issue 27's rule): a heading skipped, one row short or one cell refused, named.
  const perGame = toMatrix(scoreArg).flat().length > 1;
  const [oc, sc] = perGame
    ? sameRows([
        { v: oppArg, argument: "opponent_ratings", options: { what: "an opponent's rating", numeric: true } },
        { v: scoreArg, argument: "scores", options: { what: "a score" } },
      ])
    : [{ values: toList(oppArg, "opponent_ratings") }, { values: toList(scoreArg, "scores") }];
  const opps = oc?.values ?? [];
  const res = sc?.values ?? [];
  let end = Math.max(opps.length, res.length);
  while (end > 0 && isBlank(opps[end - 1]) && isBlank(res[end - 1])) end--;
  if (end === 0) return fail("MISSING", "opponent_ratings: no games (one opponent rating per game, with a score beside each)");
  const nonBlankScores = res.slice(0, end).filter((c) => !isBlank(c)).length;
  if (res.length === 1 && end > 1 && nonBlankScores === 1) {
    const opponents: number[] = [];
    for (let i = 0; i < end; i++) {
      const o = ratingOf(opps[i], `opponent_ratings, row ${i + 1}`);
      if (o === null) {
        fail(
          "BAD_ARGUMENT",
          `opponent_ratings, row ${i + 1}: an unrated opponent with one total in scores; give one score per game so that that game can be left out`,
        );
      }
      opponents.push(o);
    }
    return { opponents, scores: null, total: totalScore(res[0] ?? null, opponents.length, "scores") };
  }
  if (end > opps.length) fail("BAD_ARGUMENT", `scores: ${end} rows but opponent_ratings has ${opps.length} (the two ranges must line up, one row per game)`);
  if (end > res.length) fail("BAD_ARGUMENT", `opponent_ratings: ${end} rows but scores has ${res.length} (the two ranges must line up, one row per game)`);
  const opponents: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < end; i++) {
    const o = ratingOf(opps[i], `opponent_ratings, row ${i + 1}`);
    const cell = res[i] ?? null;
    if (o === null) {
      if (!isBlank(cell)) gameScore(cell, `scores, row ${i + 1}`); // still a score, or named
      continue;
    }
    if (isBlank(cell)) fail("MISSING", `scores, row ${i + 1}: blank (expected 1, ½ or 0 against the ${o} opponent)`);
    opponents.push(o);
    scores.push(gameScore(cell, `scores, row ${i + 1}`));
  }
  return { opponents, scores, total: null };
}

/** FIDE_RATING_CHANGE(rating, opponent_ratings, scores, [k]) → Σ K·(W − We) to one decimal. */
export function fideRatingChange(ratingArg: unknown, oppArg: unknown, scoreArg: unknown, kArg?: unknown): number {
  const rating = ratingOf(singleCell(ratingArg, "rating"), "rating");
  if (rating === null) return fail("MISSING", "rating: blank (an unrated player has no rating change; a first rating comes from 5 or more games against rated opponents)");
  const k0 = cellNumber(singleCell(kArg, "k"), "k");
  if (k0 !== null && !isAllowedK(k0)) {
    fail("OUT_OF_RANGE", `k: ${k0} is not a K of the FIDE Rating Regulations (40, 20 or 10, or ⌊700 ÷ games⌋ when the 700 ceiling applies)`);
  }
  const k = k0 ?? defaultK(rating);
  const g = readGames(oppArg, scoreArg);
  if (g.opponents.length === 0) return 0;
  if (g.scores !== null) {
    const games: FideGame[] = g.opponents.map((o, i) => ({ opponent: o, score: (g.scores?.[i] ?? 0) * 10 }));
    return hundredthsToTenths(fideChange(rating, games, k).hundredths) / 10;
  }
  // One total: the change is K·(S − ΣWe), the same sum taken at once.
  const zero = fideChange(rating, g.opponents.map((o) => ({ opponent: o, score: 0 })), k);
  return hundredthsToTenths(zero.hundredths + zero.k * (g.total ?? 0) * 100) / 10;
}

/** USCF_RATING(rating, games, opponent_ratings, scores, [age], [peak]) → the post-event rating, a whole number. */
export function uscfRating(
  ratingArg: unknown,
  gamesArg: unknown,
  oppArg: unknown,
  scoreArg: unknown,
  ageArg?: unknown,
  peakArg?: unknown,
): number {
  const rating = ratingOf(singleCell(ratingArg, "rating"), "rating");
  const n = cellInRange(singleCell(gamesArg, "games"), "games", 0, GAMES_MAX, "a number of games");
  if (n !== null && !Number.isInteger(n)) fail("BAD_ARGUMENT", `games: ${n} is not a whole number of games`);
  if (rating !== null && (n === null || n === 0)) {
    fail("MISSING", "games: blank or 0 (a rated player's rating rests on games; give their number, e.g. 30 — more than 25 is established)");
  }
  const age = cellInRange(singleCell(ageArg, "age"), "age", 0, AGE_MAX, "an age in years");
  const peak = ratingOf(singleCell(peakArg, "peak"), "peak");
  if (peak !== null && rating !== null && peak < rating) fail("OUT_OF_RANGE", `peak: ${peak} is below the rating ${rating} (the highest rating reached is at least the rating now)`);
  const g = readGames(oppArg, scoreArg);
  const m = g.opponents.length;
  if (m === 0) {
    if (rating === null) return fail("MISSING", "opponent_ratings: no rated opponent, so an unrated player gets no rating");
    return rating;
  }
  // The opponents are fixed ratings here: each opponent is a rated player of the event.
  const players: UscfPlayer[] = [
    { rating, games: n ?? 0, ...(age === null ? {} : { age }), ...(peak === null ? {} : { peak }) },
    ...g.opponents.map((o) => ({ rating: o, games: 50 })),
  ];
  let games: UscfGame[];
  if (g.scores !== null) games = g.opponents.map((_, i) => ({ a: 0, b: i + 1, scoreA: g.scores?.[i] ?? 0 }));
  else {
    // One total: the score is spread as whole wins then a half (only the sum matters to the formulas).
    let left = g.total ?? 0;
    games = g.opponents.map((_, i) => {
      const s = left >= 1 ? 1 : left >= 0.5 ? 0.5 : 0;
      left -= s;
      return { a: 0, b: i + 1, scoreA: s };
    });
  }
  const [me] = uscfRateEvent(players, games, USCF_BONUS_B);
  return Math.round(me?.rating ?? 0);
}

/** The RATING_CHANGES settings: `K 40` (FIDE, every player without a K of their own), `B 12` (US Chess bonus threshold). */
function readSettings(v: unknown, system: RatingSystem): { k?: number; b?: number } {
  const out: { k?: number; b?: number } = {};
  for (const row of settingsRows(v).rows) {
    const item = row.map(cellText).filter((s) => s !== "").join(" ");
    if (item === "") continue; // a blank row, or a blank cell (Sheets passes "")
    const key = cellText(row[0]).toUpperCase();
    const text = cellText(row[row.length - 1]).replace(/^(\d+),(\d+)$/, "$1.$2");
    const value = row.length < 2 || text === "" ? NaN : Number(text);
    if (key === "K" && system === "FIDE" && Number.isFinite(value)) {
      if (!isAllowedK(value)) fail("BAD_ARGUMENT", `settings: "${item}": K must be 40, 20 or 10 (or ⌊700 ÷ games⌋)`);
      out.k = value;
    } else if (key === "B" && system === "USCF" && Number.isFinite(value)) {
      if (value < 0 || value > 100) fail("BAD_ARGUMENT", `settings: "${item}": the bonus threshold B is 0 to 100 (10 since the 2025 rerate)`);
      out.b = value;
    } else {
      fail("BAD_ARGUMENT", `settings: "${item}" is not a setting (${system === "FIDE" ? "K 40, K 20 or K 10" : "B 10"})`);
    }
  }
  return out;
}

/**
 * RATING_CHANGES(results, ratings, [system], [settings]) → New rating | Change per player. `ratings`
 * holds one row per player: Rating, then for FIDE an optional K column; for US Chess optional Games
 * (N), Age and Peak columns.
 */
export function ratingChanges(results: unknown, ratingsArg: unknown, systemArg?: unknown, settingsArg?: unknown, headers?: unknown): OutCell[][] {
  const withHeader = headersSwitch(headers);
  const word = optionalCode(systemArg, "FIDE");
  const system = (RATING_SYSTEMS as readonly string[]).includes(word) ? (word as RatingSystem) : null;
  if (system === null) return fail("BAD_ARGUMENT", `system: "${word}" is not ${RATING_SYSTEMS.join(" or ")}`);
  const settings = readSettings(settingsArg, system);
  const anchor = anchorRows(results, "results", { blankRows: "keep" });
  const all = toMatrix(ratingsArg);
  const width = Math.max(0, ...all.map((row) => row.length));
  const most = system === "FIDE" ? 2 : 4;
  if (width > most) {
    fail(
      "BAD_ARGUMENT",
      `ratings: ${width} columns (expected ${system === "FIDE" ? "Rating, and optionally K" : "Rating, and optionally Games, Age and Peak"})`,
    );
  }
  // Each column of ratings lined up with the results' players (a heading row skipped, counts named).
  const names = system === "FIDE" ? ["Rating", "K"] : ["Rating", "Games", "Age", "Peak"];
  const cols = names.slice(0, Math.max(1, width)).map((label, c) =>
    playerColumn(
      all.map((row) => [row[c] ?? null]),
      c === 0 ? "ratings" : `ratings (${label})`,
      anchor.rows,
      {
        what: c === 0 ? "a rating" : `a ${label.toLowerCase()}`,
        numeric: true,
        words: ["UNR", "NR", "UNRATED", "-"],
        ...(c === 0 ? { lastBlank: UNRATED_HINT } : {}),
      },
    ),
  );
  const ratingCells = cols[0] ?? [];
  // Lined up above; readTournament reads UNR and its like as unrated itself.
  const t = readTournament(anchor.cells, { ratings: ratingCells.map((v) => [v]) });
  const r = t.players.map((_, i) => cols.map((col) => col[i] ?? null));
  const facts: RatingFacts[] = r.map((row, i) => {
    const place = (col: string) => `ratings, row ${i + 1} (${col})`;
    if (system === "FIDE") {
      const k = cellNumber(row[1], place("K"));
      if (k !== null && !isAllowedK(k)) fail("OUT_OF_RANGE", `${place("K")}: ${k} is not a K of the FIDE Rating Regulations (40, 20 or 10, or ⌊700 ÷ games⌋)`);
      return k === null ? {} : { k };
    }
    const games = cellInRange(row[1], place("Games"), 0, GAMES_MAX, "a number of games");
    if (games !== null && !Number.isInteger(games)) fail("BAD_CELL", `${place("Games")}: ${games} is not a whole number of games`);
    const age = cellInRange(row[2], place("Age"), 0, AGE_MAX, "an age in years");
    const peak = ratingOf(row[3], place("Peak"));
    return {
      ...(games === null ? {} : { games }),
      ...(age === null ? {} : { age }),
      ...(peak === null ? {} : { peak }),
    };
  });
  const lines = eventRatingChanges(t, system, facts, settings);
  const out: OutCell[][] = lines.map((l) => [l.after ?? "", l.change ?? ""]);
  // Level with the results: their heading row answered by ours (none with headers FALSE).
  return anchor.rows.top > 0 && withHeader ? [["New rating", "Change"], ...out] : out;
}

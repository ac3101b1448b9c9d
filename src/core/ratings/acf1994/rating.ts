/**
 * ACF_RATING's calculation for one event (catalogue): an established player's new rating, or a new or
 * partially-rated player's performance rating over the whole history.
 */
import { fail } from "../../errors";
import { capOpponent, establishedChange, K, type EstablishedChange } from "./established";
import { addHistory, EMPTY_HISTORY, historyOf, performanceRating, tablePercent, type History } from "./performance";
import { tenthsText, type Centi } from "./units";

export const ACF_RATING_STATUSES = ["RATED", "NEW", "PARTIAL"] as const;
export type AcfRatingStatus = (typeof ACF_RATING_STATUSES)[number];

export interface AcfRatingRequest {
  readonly status: AcfRatingStatus;
  /** The player's rating (RATED only), in hundredths. */
  readonly rating: Centi | null;
  /** The RATED opponents' ratings in this event, in hundredths (unrated opponents already left out). */
  readonly opponents: readonly Centi[];
  /** The score against those opponents, in tenths. */
  readonly score: number;
  /** PARTIAL: the history before this event (NGo, ARo in hundredths, TSo in tenths). */
  readonly prior?: { readonly games: number; readonly average: Centi; readonly score: number };
}

export type AcfRatingResult =
  | { readonly kind: "established"; readonly rating: Centi; readonly detail: EstablishedChange }
  | {
      readonly kind: "performance";
      readonly rating: Centi;
      readonly history: History;
      readonly percent: number;
      readonly priorDiscarded: boolean;
    };

/**
 * The new rating after one event, in hundredths, unrounded.
 * @example acfRating({ status: "NEW", rating: null, opponents: [125000, 125000, 125000, 125000, 125000], score: 10 }).rating // 101000
 * @example acfRating({ status: "RATED", rating: 101000, opponents: Array(7).fill(125000), score: 15 }).rating // 101150
 */
export function acfRating(req: AcfRatingRequest): AcfRatingResult {
  const games = req.opponents.length;
  if (req.score < 0 || req.score > 10 * games) {
    fail(
      "OUT_OF_RANGE",
      `results: a score of ${tenthsText(req.score)} from ${games} rated game${games === 1 ? "" : "s"} is impossible`,
    );
  }
  if (req.status === "RATED") {
    const r = req.rating;
    if (r === null) return fail("MISSING", "rating: a RATED player needs a rating");
    let cappedSum = 0;
    for (const o of req.opponents) cappedSum += capOpponent(r, o);
    const detail = establishedChange(r, games, cappedSum, req.score, K);
    return { kind: "established", rating: r + detail.change, detail };
  }
  let sum = 0;
  for (const o of req.opponents) sum += o;
  const event: History = { games, sum, score: req.score };
  const p = req.status === "PARTIAL" ? req.prior : undefined;
  // "At the beginning of processing for a rating period, players whose accumulated score is zero are
  // reset to the status of new players": a prior history that scored nothing is discarded.
  const priorDiscarded = p !== undefined && p.games > 0 && p.score === 0;
  const prior = p === undefined || priorDiscarded ? EMPTY_HISTORY : historyOf(p.games, p.average, p.score);
  const history = addHistory(prior, event);
  if (history.games === 0) return fail("MISSING", "oppRatings: no rated games, so there is no performance rating");
  const rating = performanceRating(history);
  if (rating === null) {
    const whole = history.score === 0 ? "0%" : "100%";
    return fail(
      "OUT_OF_RANGE",
      `a score of ${tenthsText(history.score)} from ${history.games} rated games is ${whole}: Table 1 has no entry for 0% or 100%, so there is no performance rating`,
    );
  }
  return {
    kind: "performance",
    rating,
    history,
    percent: tablePercent(history.score, history.games) as number,
    priorDiscarded,
  };
}

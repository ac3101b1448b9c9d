/**
 * Player statuses (seed 000, "Obtaining a Rating"): NEW, UNRATED, PROVISIONAL, CONFIRMED, and how a
 * rating appears on the published list.
 */
import { listRating, type Centi } from "./units";

export const ACF_STATUSES = ["NEW", "UNRATED", "PROVISIONAL", "CONFIRMED"] as const;
export type AcfStatus = (typeof ACF_STATUSES)[number];

/** Games a provisional rating needs before it is published ("fewer than nine games" are not). */
export const PUBLISH_GAMES = 9;
/** Games after which a provisional rating becomes confirmed. */
export const CONFIRM_GAMES = 30;

/**
 * The score rule: at least 6.7% and less than 100%. The booklet says 6.7% "is based on a score of at
 * least two points from thirty games", i.e. one fifteenth (6.67%), so the test is exact:
 * 15 × score ≥ games, and score < games. Score in tenths.
 * @example scoreQualifies(30, 20) // true   (2 points from 30 games)
 * @example scoreQualifies(30, 15) // false  (1½ from 30 is 5%)
 */
export function scoreQualifies(games: number, scoreTenths: number): boolean {
  return 15 * scoreTenths >= 10 * games && scoreTenths < 10 * games;
}

/**
 * The status a history of rated games gives a player who is not (yet) confirmed: NEW with no games,
 * UNRATED when the score is under 6.7% or 100%, PROVISIONAL under 30 games, CONFIRMED from 30.
 * A player already confirmed stays confirmed whatever he scores; a player whose accumulated score is
 * zero becomes NEW again at the start of the next period (see `resetAtPeriodStart`).
 * @example statusOf(5, 10) // "PROVISIONAL"  (Smith, 1/5)
 * @example statusOf(30, 20) // "CONFIRMED"    (2 from 30 is the minimum)
 * @example statusOf(30, 15) // "UNRATED"
 */
export function statusOf(games: number, scoreTenths: number): AcfStatus {
  if (games <= 0) return "NEW";
  if (!scoreQualifies(games, scoreTenths)) return "UNRATED";
  return games >= CONFIRM_GAMES ? "CONFIRMED" : "PROVISIONAL";
}

/**
 * True when the status carries a rating that other players' calculations use.
 * @example hasRating("UNRATED") // false
 */
export function hasRating(status: AcfStatus): boolean {
  return status === "PROVISIONAL" || status === "CONFIRMED";
}

/**
 * The rating column of the booklet's reports: a confirmed rating rounded for publication (1011.5 →
 * 1012); a provisional one likewise from nine games on; under nine games the number of games and "R"
 * ("a single digit followed by R"); nothing for new and unrated players.
 * @example listText("CONFIRMED", 101150, 40) // "1012"
 * @example listText("PROVISIONAL", 101000, 5) // "5R"
 */
export function listText(status: AcfStatus, rating: Centi | null, games: number): string {
  if (rating === null || !hasRating(status)) return "";
  if (status === "PROVISIONAL" && games < PUBLISH_GAMES) return `${games}R`;
  return String(listRating(rating));
}

/**
 * True when the rating is published on the list (confirmed, or provisional with nine games or more).
 * @example isPublished("PROVISIONAL", 101000, 5) // false
 */
export function isPublished(status: AcfStatus, rating: Centi | null, games: number): boolean {
  return rating !== null && (status === "CONFIRMED" || (status === "PROVISIONAL" && games >= PUBLISH_GAMES));
}

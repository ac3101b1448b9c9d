/**
 * The six categories of the 1994 Mercantile Mutual Grand Prix (seed 000, rules 1–3): who may earn
 * points in each. Ratings are the previous December ACF list's, used all year (rule 3): the caller
 * passes that rating, not the player's current one.
 */
import { fail } from "../errors";
import { compareDates, type CivilDate } from "./date";

export const GP_CATEGORIES = ["OPEN", "U2000", "U1600", "WOMEN", "GIRLS", "JUNIORS"] as const;
export type GpCategory = (typeof GP_CATEGORIES)[number];

/** Rating ceilings of the two rating categories: a rating strictly below the number. */
export const RATING_CEILING: Readonly<Partial<Record<GpCategory, number>>> = { U2000: 2000, U1600: 1600 };

/** The age a junior must be under on 1 January of the Grand Prix year (rule 2). */
export const JUNIOR_AGE = 18;

/** A player as the Grand Prix categories see them. */
export interface GpPerson {
  /** Rating on the previous December's list; null for an unrated player. */
  readonly rating: number | null;
  readonly female: boolean;
  /** Birth date; null when unknown (then the player is not a junior). */
  readonly birth: CivilDate | null;
}

const ALIASES: Readonly<Record<string, GpCategory>> = {
  OPEN: "OPEN",
  U2000: "U2000",
  "U/2000": "U2000",
  "UNDER 2000": "U2000",
  U1600: "U1600",
  "U/1600": "U1600",
  "UNDER 1600": "U1600",
  WOMEN: "WOMEN",
  WOMAN: "WOMEN",
  WOMENS: "WOMEN",
  "WOMEN'S": "WOMEN",
  GIRLS: "GIRLS",
  GIRL: "GIRLS",
  "GIRL'S": "GIRLS",
  JUNIORS: "JUNIORS",
  JUNIOR: "JUNIORS",
  "JUNIORS'": "JUNIORS",
};

/** The category code, or an error listing the valid ones. */
export function gpCategory(text: string, place = "category"): GpCategory {
  const c = ALIASES[text.trim().toUpperCase().replace(/\s+/g, " ")];
  if (c !== undefined) return c;
  return fail(
    "BAD_ARGUMENT",
    `${place}: "${text.trim()}" is not a Grand Prix category (expected ${GP_CATEGORIES.join(", ")})`,
  );
}

/**
 * Rule 2: a junior for the whole Grand Prix year is a player under 18 on 1 January of that year.
 * Born on 2 January 1976 → a junior in 1994; born on 1 January 1976 → 18 that day, not a junior.
 * @example isJunior({ year: 1976, month: 1, day: 2 }, 1994) // true
 */
export function isJunior(birth: CivilDate, year: number): boolean {
  // 18th birthday after 1 January of `year` ⇔ born after 1 January of `year − 18`.
  return compareDates(birth, { year: year - JUNIOR_AGE, month: 1, day: 1 }) > 0;
}

/**
 * Whether a player earns points in a category (rules 1–3): OPEN everyone; U2000 and U1600 rated
 * players below 2000 / 1600 (unrated players only in Open and the special categories); WOMEN
 * female players; JUNIORS players under 18 on 1 January; GIRLS female juniors (girls are also
 * juniors). A player with no birth date is not a junior.
 * @example gpEligible("U1600", { rating: null, female: false, birth: null }, 1994) // false
 */
export function gpEligible(category: GpCategory, person: GpPerson, year: number): boolean {
  const junior = person.birth !== null && isJunior(person.birth, year);
  switch (category) {
    case "OPEN":
      return true;
    case "U2000":
    case "U1600":
      return person.rating !== null && person.rating > 0 && person.rating < (RATING_CEILING[category] as number);
    case "WOMEN":
      return person.female;
    case "GIRLS":
      return person.female && junior;
    case "JUNIORS":
      return junior;
  }
}

const FEMALE = new Set(["F", "W", "FEMALE", "WOMAN", "WOMEN", "GIRL", "G"]);
const MALE = new Set(["", "M", "MALE", "MAN", "BOY", "B"]);

/** Sex as written in a list: F, W, female … → true; M, male, blank → false; anything else null. */
export function parseFemale(text: string): boolean | null {
  const t = text.trim().toUpperCase();
  if (FEMALE.has(t)) return true;
  if (MALE.has(t)) return false;
  return null;
}

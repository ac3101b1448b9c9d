/* Grand Prix points and VCF qualification custom functions. Each function is defined once here: this
   JSDoc is Excel's metadata (custom-functions-metadata-plugin) and, through
   scripts/gen-sheets-functions.js, Sheets' help. */
import { host, hostCell } from "./host";
import * as impl from "../src/grid/functions/grandprix";

/**
 * The Grand Prix points schemes.
 * @customenum {string}
 */
export enum GpScheme {
  /** ACF class 1: 8, 5, 3, 2, 1 */
  ACF1 = "ACF1",
  /** ACF class 2 */
  ACF2 = "ACF2",
  /** ACF class 3 */
  ACF3 = "ACF3",
  /** ACF class 4 */
  ACF4 = "ACF4",
  /** ACF class 5: 25, 20, 15, 10, 8, 6, 5, 4, 3, 2 */
  ACF5 = "ACF5",
  /** VCF Cup: AR × SP × NoP / 1000, +3 for a clear first */
  VCF = "VCF",
}

/**
 * The 1994 ACF Grand Prix categories.
 * @customenum {string}
 */
export enum GpCategory {
  /** Everyone */
  OPEN = "OPEN",
  /** Rated below 2000 */
  U2000 = "U2000",
  /** Rated below 1600 */
  U1600 = "U1600",
  /** Women */
  WOMEN = "WOMEN",
  /** Female juniors */
  GIRLS = "GIRLS",
  /** Under 18 on 1 January of the year */
  JUNIORS = "JUNIORS",
}

/**
 * The VCF Grade School sections.
 * @customenum {string}
 */
export enum VcfSection {
  /** Kindergarten to grade 3 */
  K3 = "K-3",
  /** Kindergarten to grade 5 */
  K5 = "K-5",
  /** Kindergarten to grade 8 */
  K8 = "K-8",
  /** Kindergarten to grade 12 */
  K12 = "K-12",
}

/**
 * Grand Prix points of one event for each player, by an ACF class scale or the VCF Cup formula.
 * @customfunction GP_POINTS
 * @param scores Final game scores, one per player (3.5, 3½); a blank row is no player.
 * @param scheme ACF1, ACF2, ACF3, ACF4, ACF5 or VCF.
 * @param [ratings] VCF: post-event ratings, one per player (blank = none, left out of AR).
 * @param [rounds] VCF: the event's number of rounds, or a column of the rounds each player took part in.
 * @param [eligible] ACF: TRUE/FALSE per player, who may earn points in this category (GP_ELIGIBLE gives it); default everyone.
 * @returns One column of points; blank for rows not counted.
 * @remarks
 * Grand Prix points of one event, one value per player. ACF1 to ACF5: the 1994 ACF Mercantile Mutual
 * Grand Prix class scales (class 1: 8,5,3,2,1 ... class 5: 25,20,15,10,8,6,5,4,3,2) by score among the
 * eligible players, no tiebreaks, tied players sharing the places' points equally. VCF: the VCF Cup
 * formula AR x SP x NoP / 1000 (AR the average post-event rating rounded half up, SP score / rounds,
 * NoP the players), +3 for a clear first, exact to 4 decimals.
 *
 * **rounds** (VCF): a player with 0 rounds never played and is not counted; a score above the rounds
 * is an error.
 * @requiresParameterAddresses
 */
export function gpPoints(
  scores: any[][],
  scheme: GpScheme,
  ratings?: any[][],
  rounds?: any[][],
  eligible?: any[][],
  invocation?: CustomFunctions.Invocation,
): any[][] {
  return host(
    () => impl.gpPoints(scores, scheme, ratings, rounds, eligible),
    invocation,
    { scores, scheme, ratings, rounds, eligible },
  );
}

/**
 * A Grand Prix total: the sum of each player's best scores (the best seven by default).
 * @customfunction GP_TOTAL
 * @param points Points per event; blank cells are events not played.
 * @param [best] How many scores count (default 7).
 * @returns The total, or one total per row.
 * @remarks
 * A Grand Prix total: the sum of the best scores (the ACF Grand Prix counts a player's best seven per
 * category). A single row or column is one player's events; a table (one row per player, one column
 * per event) gives one total per row.
 * @requiresParameterAddresses
 */
export function gpTotal(points: any[][], best?: number, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.gpTotal(points, best),
    invocation,
    { points, best },
  );
}

/**
 * Whether each player may earn points in a category of the 1994 ACF Grand Prix.
 * @customfunction GP_ELIGIBLE
 * @param category OPEN, U2000, U1600, WOMEN, GIRLS or JUNIORS.
 * @param rating Rating(s) on the previous December list; blank or 0 = unrated.
 * @param sex F or W for female, M or blank otherwise.
 * @param birthDate Birth date(s): date cells or year-first text (1976-01-02); blank = unknown (not a junior).
 * @param [year] The Grand Prix year (needed for JUNIORS and GIRLS).
 * @returns TRUE/FALSE per player.
 * @remarks
 * Whether players may earn points in a category of the 1994 ACF Grand Prix. OPEN everyone; U2000 and
 * U1600 rated players below 2000 / 1600 (unrated players only in Open and the special categories);
 * WOMEN; JUNIORS under 18 on 1 January of the year; GIRLS female juniors. Ratings are the previous
 * December list's.
 * @requiresParameterAddresses
 */
export function gpEligible(
  category: GpCategory,
  rating: any[][],
  sex: any[][],
  birthDate: any[][],
  year?: number,
  invocation?: CustomFunctions.Invocation,
): any[][] {
  return host(
    () => impl.gpEligibleFn(category, rating, sex, birthDate, year),
    invocation,
    { category, rating, sex, birthDate, year },
  );
}

/**
 * School team totals from Grand Prix points: each school's top players added, schools ranked by total.
 * @customfunction GP_TEAM
 * @param points Points per player: one row per player, one column per qualifier (the columns are added up).
 * @param schools School code per player; a blank code is no team.
 * @param [top] Players counted per school (default 4).
 * @param [ratings] Ratings per player for the "Under" prize average (the supplement the rules name).
 * @returns Place | School | Points (| Top-4 rating average), best first.
 * @remarks
 * School team totals from Grand Prix points (VCF Enclosure 1): each school's top 4 players' points
 * added, schools ranked by total (ties share a place). With ratings, also each team's average rating
 * of its 4 highest-rated players, for the "Under" team prizes.
 * @requiresParameterAddresses
 */
export function gpTeam(points: any[][], schools: any[][], top?: number, ratings?: any[][], invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.gpTeam(points, schools, top, ratings),
    invocation,
    { points, schools, top, ratings },
  );
}

/**
 * How many players a VCF Grade School Qualification Tournament section sends to the State Invitational.
 * @customfunction VCF_QUALIFY
 * @param section K-3, K-5, K-8 or K-12.
 * @param participants Players in the section (blank: the number of ratings given).
 * @param averageRating The section's average post-event rating, or the post-event ratings themselves (averaged exactly, unrounded).
 * @returns The number of qualifiers (3 to 10).
 * @remarks
 * How many players a VCF Grade School Qualification Tournament section sends to the State Scholastic
 * Invitational: Table 1 by section and size, plus or minus 1 by Table 2's strength factor (bounds in
 * the middle band), never below 3 nor above 10.
 * @requiresParameterAddresses
 */
export function vcfQualify(section: VcfSection, participants: any, averageRating: any[][], invocation?: CustomFunctions.Invocation): number[][] {
  return hostCell(() => impl.vcfQualify(section, participants, averageRating), invocation, { section, participants, averageRating });
}

/**
 * The players a VCF qualifier sends: the first of the final ranking who are not already qualified.
 * @customfunction VCF_QUALIFIERS
 * @param ranking Names in final order, tiebreaks applied, one per row.
 * @param alreadyQualified TRUE/FALSE beside each name, or a list of the names already qualified.
 * @param count How many qualify (VCF_QUALIFY).
 * @returns Place | Name of each qualifier.
 * @remarks
 * The players a VCF qualifier sends: the first players of the final ranking who are not already
 * qualified. A player already qualified (by invitation, an earlier qualifier, or in another section
 * when playing up) is skipped and blocks no one.
 * @requiresParameterAddresses
 */
export function vcfQualifiers(ranking: any[][], alreadyQualified: any[][], count: number, invocation?: CustomFunctions.Invocation): any[][] {
  return host(
    () => impl.vcfQualifiersFn(ranking, alreadyQualified, count),
    invocation,
    { ranking, alreadyQualified, count },
  );
}

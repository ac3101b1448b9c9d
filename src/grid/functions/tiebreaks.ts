/** Platform-neutral implementations of the tiebreak custom functions (both hosts wrap these). */
import { fail } from "../../core/errors";
import { tiebreakContext } from "../../core/tiebreaks/context";
import { tiebreakOptions, type TiebreakOptions } from "../../core/tiebreaks/options";
import { MEDIAN_VARIANTS, medianOf, type MedianVariant } from "../../core/tiebreaks/median";
import { tiebreakCode, tiebreakOf, tiebreakValues } from "../../core/tiebreaks/registry";
import { standings as rankStandings, standingsOrder } from "../../core/standings/standings";
import { formatPoints } from "../../core/model/points";
import { cellText, isBlank, optionalCode, toMatrix, type OutCell } from "../normalize";
import { levelWith, resultsTop } from "../ranges";
import { dateCellText, headersSwitch, isDateResult } from "../cells";
import { readTournament } from "../tournament";

/** TIEBREAK_MEDIAN(results, [variant]) → one value per player. */
export function tiebreakMedian(results: unknown, variant: unknown): OutCell[][] {
  const v = optionalCode(variant, "MODIFIED", "variant");
  if (!(MEDIAN_VARIANTS as readonly string[]).includes(v)) {
    fail("BAD_ARGUMENT", `variant: "${v}" is not a median variant (expected ${MEDIAN_VARIANTS.join(" or ")})`);
  }
  const t = readTournament(results);
  const ctx = tiebreakContext(t);
  const values = t.players.map((p) => formatPoints(medianOf(ctx, p.id, v as MedianVariant)));
  return levelWith(resultsTop(results), v === "MEDIAN" ? "Median" : "Modified median", values);
}

/** The `rules` argument: 2023 / 2026 / a start date, RR / SWISS, UNRATED n (blank: the defaults). */
function rulesOf(rules: unknown): TiebreakOptions {
  // A start date typed in a date cell arrives as a serial in Excel and a Date in Sheets: both read as the date.
  const cells = toMatrix(rules).map((row) => row.map((c) => (isDateResult(c) ? dateCellText(c) : c)));
  return tiebreakOptions(listText(cells), "rules");
}

/**
 * TIEBREAK(results, system, [ratings], [rules]) → one value per player; a blank system is
 * MODIFIED_MEDIAN.
 */
export function tiebreak(results: unknown, system: unknown, ratings: unknown, rules?: unknown): OutCell[][] {
  const options = rulesOf(rules);
  const code = tiebreakCode(optionalCode(system, "MODIFIED_MEDIAN", "system"), "system");
  const tb = tiebreakOf(code);
  if (
    tb.needsRatings &&
    options.unrated === undefined &&
    isBlank(toMatrix(ratings)[0]?.[0]) &&
    toMatrix(ratings).length <= 1
  ) {
    fail("MISSING", `ratings: ${code} needs the players' ratings (one column beside the results, one rating per row)`);
  }
  const t = readTournament(results, { ratings });
  const values = tiebreakValues(t, code, options).map((v) => v / tb.scale);
  return levelWith(resultsTop(results), code, values);
}

/** The tiebreaks argument as text: one cell with a comma list, or a row or column of names. */
export function listText(v: unknown): string {
  return toMatrix(v)
    .flat()
    .map(cellText)
    .filter((s) => s !== "")
    .join(",");
}

/**
 * STANDINGS(results, [names], [tiebreaks], [ratings], [rules], [headers]) → a header row (unless
 * `headers` is FALSE), then one row per player: Place | # | Name | Score | one column per tiebreak.
 * Every place is a number: players still tied share the number of the first place they cover (3, 3,
 * then 5, as Excel's RANK.EQ), so the column sorts, sums and looks up like any other.
 */
export function standings(
  results: unknown,
  names: unknown,
  tiebreaks: unknown,
  ratings: unknown,
  rules?: unknown,
  headers?: unknown,
): OutCell[][] {
  const withHeader = headersSwitch(headers);
  const text = listText(tiebreaks);
  const order = text.trim() === "" ? undefined : standingsOrder(text, "tiebreaks");
  const options = rulesOf(rules);
  const t = readTournament(results, { names, ratings });
  const table = rankStandings(t, order, options);
  const out: OutCell[][] = withHeader ? [["Place", "#", "Name", "Score", ...table.columns.map((c) => c.label)]] : [];
  for (const row of table.rows) {
    out.push([
      row.from,
      row.id,
      row.name,
      formatPoints(row.score),
      ...row.values.map((v, i) => (v === null ? "" : v / (table.columns[i]?.scale ?? 1))),
    ]);
  }
  return out.length > 0 ? out : [[""]];
}

/** Sums of Grand Prix points without binary noise, best-N totals, and row labels for messages. */
import { problem, type Problem } from "../errors";

/** Names row `index` (0-based) of the caller's input in a message: "row 3", "line 4", "scores, row 3". */
export type RowLabel = (index: number) => string;

/** The default: "row 1" for index 0. */
export const rowLabel: RowLabel = (i) => `row ${i + 1}`;

const SCALE = 10000;

/**
 * The sum of Grand Prix points. Points printed to 4 decimals or fewer (VCF 20.5072, ACF 17.5) are
 * added as whole ten-thousandths, so 20.5072 + 17.5776 is 38.0848, not 38.084799999999994; other
 * values (an ACF share of 10/3) are added as numbers and the total rounded to 12 significant digits.
 * @example sumPoints([20.5072, 17.5776]) // 38.0848
 */
export function sumPoints(values: readonly number[]): number {
  let ints = 0;
  let exact = true;
  for (const v of values) {
    const scaled = Math.round(v * SCALE);
    if (Math.abs(v * SCALE - scaled) > 1e-6 * Math.max(1, Math.abs(v))) {
      exact = false;
      break;
    }
    ints += scaled;
  }
  if (exact && Number.isSafeInteger(ints)) return ints / SCALE;
  let total = 0;
  for (const v of values) total += v;
  return Number(total.toPrecision(12));
}

/**
 * The total of a player's best `best` scores (the ACF Grand Prix counts seven per category: once a
 * player has seven, only a higher score can replace the lowest).
 * @example bestTotal([8, 5, 3, 2, 1, 12, 25, 16, 10], 7) // 79 — the 1 and the 2 do not count
 */
export function bestTotal(values: readonly number[], best: number): number {
  const sorted = [...values].sort((a, b) => b - a);
  return sumPoints(sorted.slice(0, Math.max(0, best)));
}

/**
 * Ten-thousandths as the 4-decimal text the VCF prints: 322960 → "32.2960".
 * @example fixed4(205072) // "20.5072"
 */
export function fixed4(tenThousandths: number): string {
  const sign = tenThousandths < 0 ? "-" : "";
  const a = Math.abs(tenThousandths);
  return `${sign}${Math.floor(a / SCALE)}.${String(a % SCALE).padStart(4, "0")}`;
}

/**
 * The problem with a game score higher than the rounds the player took part in, or null.
 * @example scoreAboveRounds(60, 5, "row 2")?.message // "row 2: a score of 6 is more than the 5 rounds played"
 */
export function scoreAboveRounds(
  score: number | null,
  rounds: number | null | undefined,
  where: string,
): Problem | null {
  if (score === null || rounds === null || rounds === undefined || score <= rounds * 10) return null;
  return problem(
    "OUT_OF_RANGE",
    `${where}: a score of ${score / 10} is more than the ${rounds} round${rounds === 1 ? "" : "s"} played`,
  );
}

/**
 * Points as a short decimal: up to 4 places, trailing zeros dropped (10/3 → "3.3333", 17.5 → "17.5").
 * @example shortPoints(10 / 3) // "3.3333"
 */
export function shortPoints(x: number): string {
  return String(Number(x.toFixed(4)));
}

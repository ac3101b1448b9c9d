/** Money in whole cents: reading "$1,250.50", writing "$1,250.50", and splitting a pool to the cent. */

/**
 * Dollars as written ("300", "$1,250.50", "75.5") → cents, or null when the text is not an amount.
 * @example parseCents("$1,250.50") // 125050
 */
export function parseCents(text: string): number | null {
  const t = text
    .trim()
    .replace(/^[$€£]\s*/, "")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (m === null) return null;
  const cents = (m[2] ?? "").padEnd(2, "0");
  return Number(m[1]) * 100 + Number(cents);
}

/**
 * Cents as dollars with two decimals and thousands separators.
 * @example centsText(125050) // "$1,250.50"
 */
export function centsText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${rest}`;
}

/**
 * A pool split among `n` players to the cent: each gets ⌊pool ÷ n⌋ cents and the cents left over go
 * one each to the first players in the order given (the tiebreak order), so the shares add up to the
 * pool exactly.
 * @example splitCents(100000, 3) // [33334, 33333, 33333]
 */
export function splitCents(pool: number, n: number): number[] {
  const base = Math.floor(pool / n);
  const left = pool - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < left ? 1 : 0));
}

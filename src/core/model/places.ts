/** Places as English says them, for every sentence and table that names one. */

/**
 * A place as English says it.
 * @example ordinal(22) // "22nd"
 * @example ordinal(13) // "13th"
 */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/**
 * A place, or places shared.
 * @example placesText(2, 4) // "2nd–4th"
 * @example placesText(3, 3) // "3rd"
 */
export function placesText(from: number, to: number): string {
  return from === to ? ordinal(from) : `${ordinal(from)}–${ordinal(to)}`;
}

/**
 * Grand Prix points as people write them (issue 32, item 4): places that tie share their points, so
 * a season's figures are fractions with the tie sizes below the line (three sharing 7 + 6 + 5 get
 * 6 each; two sharing 5 + 4 get 4½; three sharing 4 + 3 + 3 get 3⅓). They are written as a whole
 * number and a fraction — ½, ⅓, ⅔, ¼, ¾ and the other single-character fractions, else `5/7` — never
 * as 3.3333. The value is found exactly as the nearest fraction with a denominator up to 5040 (every
 * tie size up to 10 divides it), within a millionth of a point.
 */

const VULGAR: Readonly<Record<string, string>> = {
  "1/2": "½",
  "1/3": "⅓",
  "2/3": "⅔",
  "1/4": "¼",
  "3/4": "¾",
  "1/5": "⅕",
  "2/5": "⅖",
  "3/5": "⅗",
  "4/5": "⅘",
  "1/6": "⅙",
  "5/6": "⅚",
  "1/7": "⅐",
  "1/8": "⅛",
  "3/8": "⅜",
  "5/8": "⅝",
  "7/8": "⅞",
  "1/9": "⅑",
  "1/10": "⅒",
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A value as a whole number and a fraction in lowest terms, or null when no denominator up to 5040
 * gives it within a millionth (then it is not a sum of shared places).
 * @example asFraction(10 / 3) // { whole: 3, num: 1, den: 3 }
 */
export function asFraction(x: number): { whole: number; num: number; den: number } | null {
  if (!Number.isFinite(x) || x < 0) return null;
  const scaled = x * 5040;
  const n = Math.round(scaled);
  if (Math.abs(scaled - n) > 5040e-6) return null;
  const g = gcd(n % 5040, 5040);
  return { whole: Math.floor(n / 5040), num: (n % 5040) / g, den: 5040 / g };
}

/**
 * Points as written: "3⅓", "4½", "6", "⅔", "2 5/7"; a value that is no such fraction keeps four
 * decimals ("3.1416"), as the VCF rule's figures do.
 * @example pointsFraction(10 / 3) // "3⅓"
 * @example pointsFraction(4.5) // "4½"
 * @example pointsFraction(19 / 7) // "2 5/7"
 */
export function pointsFraction(x: number): string {
  const f = asFraction(x);
  if (f === null) return String(Number(x.toFixed(4)));
  if (f.num === 0) return String(f.whole);
  const key = `${f.num}/${f.den}`;
  const glyph = VULGAR[key];
  const whole = f.whole === 0 ? "" : String(f.whole);
  return glyph !== undefined ? `${whole}${glyph}` : `${whole}${whole === "" ? "" : " "}${key}`;
}

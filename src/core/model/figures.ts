/**
 * One number format a column (issue 24, item 5): a column of scores or tiebreak values is written
 * one way from top to bottom, never `16.25` beside `15½`. Values are whole numbers in units of
 * 1/scale (points are tenths: scale 10; Sonneborn-Berger is twentieths: scale 20). A column whose
 * every value is a whole or half point, in a column of points (scale 10 or 20), is written with ½
 * (`15½`, `16`, `½`); any other column with as many decimals as its most exact value needs, the same
 * number for every row (`16.25`, `15.50`; ratings and counts as whole numbers). Where a host formats
 * cells, `hostFormat` is the same choice as a spreadsheet number format, so the cell stays a number.
 */
import { pointsText } from "./points";

/** How a column's figures are written: with ½, or with a fixed number of decimals. */
export type ColumnFormat = { readonly kind: "halves" } | { readonly kind: "decimals"; readonly places: number };

/** The fewest decimals that show a value of 1/scale exactly (scale 20 → 2; 3 → 4, rounded). */
function placesOf(scale: number): number {
  for (let d = 0; d < 4; d++) if (10 ** d % scale === 0) return d;
  return 4;
}

/** True when the column is made of points (tenths, or the twentieths Sonneborn-Berger needs). */
function isPoints(scale: number): boolean {
  return scale === 10 || scale === 20;
}

/**
 * The format a column needs.
 * @example columnFormat([325, 310], 20) // { kind: "decimals", places: 2 } (16.25 beside 15.5)
 * @example columnFormat([310, 320], 20) // { kind: "halves" } (15½, 16)
 * @example columnFormat([1843, 1790], 1) // { kind: "decimals", places: 0 }
 */
export function columnFormat(values: readonly (number | null | undefined)[], scale: number): ColumnFormat {
  const figures = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (isPoints(scale) && figures.every((v) => (v * 2) % scale === 0)) return { kind: "halves" };
  const most = placesOf(scale);
  let places = 0;
  for (const v of figures) {
    let d = 0;
    while (d < most && (v * 10 ** d) % scale !== 0) d++;
    places = Math.max(places, d);
  }
  return { kind: "decimals", places };
}

/**
 * One value as its column writes it ("" for none).
 * @example figureText(310, 20, { kind: "halves" }) // "15½"
 * @example figureText(310, 20, { kind: "decimals", places: 2 }) // "15.50"
 */
export function figureText(v: number | null | undefined, scale: number, format: ColumnFormat): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return "";
  if (format.kind === "halves") return pointsText((v * 10) / scale);
  return (v / scale).toFixed(format.places);
}

/**
 * A whole column as text, in the one format it needs.
 * @example columnTexts([325, 310, null], 20) // ["16.25", "15.50", ""]
 * @example columnTexts([310, 320], 20) // ["15½", "16"]
 */
export function columnTexts(values: readonly (number | null | undefined)[], scale: number): string[] {
  const format = columnFormat(values, scale);
  return values.map((v) => figureText(v, scale, format));
}

/**
 * The spreadsheet number format that writes a column of numbers as `columnFormat` says: halves as a
 * fraction (`15 1/2` — a spreadsheet has no ½ glyph in a number format; the cell stays a number
 * that sorts and sums), decimals as `0.00`.
 * @example hostFormat({ kind: "halves" }) // "# ?/2"
 * @example hostFormat({ kind: "decimals", places: 2 }) // "0.00"
 */
export function hostFormat(format: ColumnFormat): string {
  if (format.kind === "halves") return "# ?/2";
  return format.places === 0 ? "0" : `0.${"0".repeat(format.places)}`;
}

/**
 * The format of a column of decimals as a sheet holds them (15.5, 16.25): `points` for a column of
 * points (a score, a Buchholz), where whole and half points are written with ½; non-numbers ignored.
 * @example numbersFormat([15.5, 16.25], true) // { kind: "decimals", places: 2 }
 * @example numbersFormat([15.5, 16], true) // { kind: "halves" }
 */
export function numbersFormat(values: readonly unknown[], points: boolean): ColumnFormat {
  const units = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)).map((v) => Math.round(v * 10_000));
  if (points && units.every((u) => u % 5000 === 0)) return { kind: "halves" };
  return columnFormat(units, 10_000);
}

/** The number format of money on a sheet: dollars and cents, thousands separated. */
export const CURRENCY_FORMAT = "$#,##0.00";

/**
 * Sections with limits, and the placer. A section may have a rating ceiling or floor, a birth-year
 * (age) limit and a rule for unrated players: allowed, not allowed, or placed by a rating estimate
 * (the rating the entrant gives on the sign-up). Written one section after another, separated by
 * `;`, each `NAME: rule, rule`:
 *
 * `Open; U1800: under 1800; U1400: under 1400, unrated no; Juniors: age under 14 in 2026, unrated estimate`
 *
 * Rules: `under N` (ratings up to N − 1), `max N`, `min N` (or `from N`, `N+`), `born YYYY or later`
 * (`born from YYYY`), `age under N in YYYY` (born in YYYY − N or later: the age on 1 January of YYYY,
 * as FIDE's youth events count it), `unrated yes|no|estimate`.
 *
 * Placing: a row that names a section goes there (a player outside its limits is entered with a
 * warning naming the rule: the director may go on); a row that names none goes to the section
 * whose limits it fits with the lowest ceiling, then the highest floor, then the latest birth
 * limit, then the first listed. A row that fits no section, or names one there is not, is left out
 * with the reason.
 */
export const UNRATED_RULES = ["yes", "no", "estimate"] as const;
export type UnratedRule = (typeof UNRATED_RULES)[number];

export interface SectionRule {
  /** "" for the main event (no sections). */
  readonly name: string;
  readonly ratingMin?: number;
  readonly ratingMax?: number;
  readonly bornFrom?: number;
  readonly unrated: UnratedRule;
}

/** One section, no limits: the main event. */
export const MAIN_EVENT: SectionRule = { name: "", unrated: "yes" };

const NAME = /^[A-Za-z0-9][A-Za-z0-9 +-]{0,19}$/;

/**
 * Reads a sections text; each problem names the section and the rule.
 * @example parseSections("Open; U1800: under 1800").value[1] // { name: "U1800", ratingMax: 1799, unrated: "yes" }
 */
export function parseSections(text: string): { value: SectionRule[]; problems: string[] } {
  const value: SectionRule[] = [];
  const problems: string[] = [];
  for (const part of text.split(";").map((s) => s.trim()).filter((s) => s !== "")) {
    const colon = part.indexOf(":");
    const name = (colon < 0 ? part : part.slice(0, colon)).trim().replace(/\s+/g, " ");
    if (!NAME.test(name)) {
      problems.push(`sections: "${name}" is not a section name (letters, digits, spaces, - and +, at most 20 characters)`);
      continue;
    }
    if (value.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      problems.push(`sections: ${name} is named twice`);
      continue;
    }
    const s: { -readonly [K in keyof SectionRule]: SectionRule[K] } = { name, unrated: "yes" };
    const rules = colon < 0 ? [] : part.slice(colon + 1).split(",").map((r) => r.trim().toLowerCase()).filter((r) => r !== "");
    for (const r of rules) {
      let m: RegExpExecArray | null;
      if ((m = /^(?:under|u|below)\s*(\d{1,4})$/.exec(r))) s.ratingMax = Number(m[1]) - 1;
      else if ((m = /^(?:max|ceiling|up to)\s*(\d{1,4})$/.exec(r))) s.ratingMax = Number(m[1]);
      else if ((m = /^(?:min|from|floor|at least)\s*(\d{1,4})$/.exec(r) ?? /^(\d{1,4})\s*\+$/.exec(r))) s.ratingMin = Number(m[1]);
      else if ((m = /^born\s*(?:from\s*|>=\s*)?(\d{4})(?:\s*(?:or later|and later|\+))?$/.exec(r))) s.bornFrom = Number(m[1]);
      else if ((m = /^age\s*(?:under|u|<)\s*(\d{1,2})\s*(?:in|on)\s*(\d{4})$/.exec(r))) s.bornFrom = Number(m[2]) - Number(m[1]);
      else if ((m = /^unrated\s*(yes|no|allowed|not allowed|estimate|by estimate)$/.exec(r)))
        s.unrated = m[1] === "yes" || m[1] === "allowed" ? "yes" : m[1] === "no" || m[1] === "not allowed" ? "no" : "estimate";
      else
        problems.push(
          `sections: ${name}: "${r}" is not a rule (under 1800, max 1799, min 1600, born 2012 or later, age under 14 in 2026, unrated yes|no|estimate)`,
        );
    }
    if (s.ratingMin !== undefined && s.ratingMax !== undefined && s.ratingMin > s.ratingMax)
      problems.push(`sections: ${name}: its floor ${s.ratingMin} is above its ceiling ${s.ratingMax}`);
    value.push(s);
  }
  return { value, problems };
}

/**
 * A section's rules as a sentence names them: `U1800 (ratings up to 1799, unrated players allowed)`.
 * @example describeSection({ name: "U1400", ratingMax: 1399, unrated: "no" }) // "U1400 (ratings up to 1399, no unrated players)"
 */
export function describeSection(s: SectionRule): string {
  const bits: string[] = [];
  if (s.ratingMin !== undefined) bits.push(`ratings from ${s.ratingMin}`);
  if (s.ratingMax !== undefined) bits.push(`ratings up to ${s.ratingMax}`);
  if (s.bornFrom !== undefined) bits.push(`born in ${s.bornFrom} or later`);
  if (s.unrated === "no") bits.push("no unrated players");
  if (s.unrated === "estimate") bits.push("unrated players by their estimate");
  const name = s.name === "" ? "the event" : s.name;
  return bits.length === 0 ? name : `${name} (${bits.join(", ")})`;
}

/** What the placer needs of an entry. */
export interface PlaceInput {
  readonly row: number;
  readonly name: string;
  /** The rating used (from a list, or the sign-up's), null for unrated. */
  readonly rating: number | null;
  /** Whether `rating` is only the entrant's own word (the sign-up): an estimate. */
  readonly estimate: boolean;
  readonly birthYear?: number;
  readonly section?: string;
}

/**
 * The rule of `s` the entry breaks, as a sentence, or null when it fits.
 * @example breaks({ name: "U1600", ratingMax: 1599, unrated: "yes" }, { row: 2, name: "Ann", rating: 1793, estimate: false }) // "U1600 is for ratings up to 1599 (Ann is 1793)"
 */
export function breaks(s: SectionRule, e: PlaceInput): string | null {
  const name = s.name === "" ? "the event" : s.name;
  let rating = e.rating;
  if (rating !== null && e.estimate) {
    if (s.unrated === "no") return `${name} takes no unrated players (${e.name} is unrated: ${rating} is the sign-up's estimate)`;
    if (s.unrated === "yes") rating = null;
  }
  if (rating === null) {
    if (s.unrated === "no") return `${name} takes no unrated players (${e.name} is unrated)`;
    if (s.unrated === "estimate") return `${name} places unrated players by an estimate, and ${e.name} has none`;
  } else {
    if (s.ratingMax !== undefined && rating > s.ratingMax) return `${name} is for ratings up to ${s.ratingMax} (${e.name} is ${rating})`;
    if (s.ratingMin !== undefined && rating < s.ratingMin) return `${name} is for ratings from ${s.ratingMin} (${e.name} is ${rating})`;
  }
  if (s.bornFrom !== undefined) {
    if (e.birthYear === undefined) return `${name} is for players born in ${s.bornFrom} or later, and ${e.name}'s birth year is not known`;
    if (e.birthYear < s.bornFrom) return `${name} is for players born in ${s.bornFrom} or later (${e.name} was born in ${e.birthYear})`;
  }
  return null;
}

export interface Placement<T> {
  readonly placed: readonly { readonly entry: T; readonly section: string; readonly warning?: string }[];
  /** Entries left out, each with its row and the reason. */
  readonly left: readonly { readonly entry: T; readonly message: string }[];
}

/**
 * Places every entry in exactly one section, or leaves it out with the reason.
 * @example placeEntries([{ row: 2, name: "Ann", rating: 1500, estimate: false }], parseSections("Open; U1600: under 1600").value).placed[0]?.section // "U1600"
 */
export function placeEntries<T extends PlaceInput>(entries: readonly T[], sections: readonly SectionRule[]): Placement<T> {
  const rules = sections.length === 0 ? [MAIN_EVENT] : sections;
  const order = rules
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        (a.s.ratingMax ?? Infinity) - (b.s.ratingMax ?? Infinity) ||
        (b.s.ratingMin ?? -Infinity) - (a.s.ratingMin ?? -Infinity) ||
        (b.s.bornFrom ?? -Infinity) - (a.s.bornFrom ?? -Infinity) ||
        a.i - b.i,
    )
    .map((x) => x.s);
  const placed: { entry: T; section: string; warning?: string }[] = [];
  const left: { entry: T; message: string }[] = [];
  for (const e of entries) {
    const asked = e.section?.trim() ?? "";
    if (asked !== "" && sections.length > 0) {
      const s = rules.find((r) => r.name.toLowerCase() === asked.toLowerCase());
      if (s === undefined) {
        left.push({ entry: e, message: `row ${e.row}, column Section: "${asked}" is not a section (${rules.map((r) => r.name).join(", ")})` });
        continue;
      }
      const why = breaks(s, e);
      placed.push(why === null ? { entry: e, section: s.name } : { entry: e, section: s.name, warning: `row ${e.row}: ${why}; entered as the sign-up asks` });
      continue;
    }
    const fit = order.find((s) => breaks(s, e) === null);
    if (fit !== undefined) placed.push({ entry: e, section: fit.name });
    else
      left.push({
        entry: e,
        message: `row ${e.row}: ${e.name} fits no section: ${rules.map((s) => breaks(s, e)).join("; ")}`,
      });
  }
  return { placed, left };
}

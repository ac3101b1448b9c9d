/**
 * A Grand Prix season: the events of a year, each with its final standings, turned into each
 * player's points per event and category, the totals that count, places and prizes.
 *
 * - ACF Mercantile Mutual Grand Prix (seed 000, rules 1–4): every event of the season is ACF1–ACF5;
 *   points per event and category by final score alone (ties share the places' points); a player's
 *   best seven scores per category count; juniors are under 18 on 1 January of the Grand Prix year,
 *   for the whole year; ratings are the previous December list's, used all year; one prize per
 *   player (the most valuable), then the state consolation prizes.
 * - VCF Grade School Team Championship (seed 002, Part 2 and Enclosure 1): every event is VCF; each
 *   section's players accumulate Cup points over all the events (no best-N rule), schools total
 *   their top 4 players' accumulated points, "Under" team prizes by the average of the top 4 ratings.
 */
import { ChessInputError, problem, type Problem } from "../errors";
import { acfClass, acfPoints, ACF_SCALES, type AcfClass } from "../grandprix/acf-mm";
import { gpEligible, isJunior, GP_CATEGORIES, type GpCategory } from "../grandprix/acf-categories";
import {
  ACF_PRIZES_1994,
  awardPrizes,
  consolationPrizes,
  CONSOLATION_1994,
  type SeasonPlayer as PrizePlayer,
} from "../grandprix/acf-prizes";
import { civilIso, compareDates, type CivilDate } from "../grandprix/date";
import { sumPoints } from "../grandprix/sum";
import { teamTotals, underEligible, vcfCupPoints, type TeamTotal } from "../grandprix/vcf-cup";
import { UNDER_TEAM_LIMIT, VCF_SECTIONS, type VcfSection } from "../qualify/vcf";
import { nameKey, nearMissPairs } from "./match";
import { ratingOn } from "./rating-list";

/** One row of an event's final standings. */
export interface SeasonRow {
  /** Where the row is, for messages ("line 4", "row 4"). */
  readonly line: number;
  readonly name: string;
  /** A member ID (ACF, US Chess, FIDE …); "" when none. Rows with the same ID are one player. */
  readonly id?: string;
  /** Final game score in tenths; null when blank (an error). */
  readonly score: number | null;
  /** The rating the event lists (ACF: used for the categories only when no December list is given; VCF: post-event, for AR). */
  readonly rating: number | null;
  readonly female: boolean;
  readonly birth: CivilDate | null;
  /** State, for the ACF consolation prizes. */
  readonly state: string;
  /** School or club. */
  readonly team: string;
  /** Rounds the player took part in (VCF NoP); null: all of them. */
  readonly rounds: number | null;
}

export interface SeasonEvent {
  readonly name: string;
  readonly date: CivilDate | null;
  /** ACF1 … ACF5 or VCF. */
  readonly scheme: string;
  /** The event's rounds (needed for VCF SP); null: the largest rounds value of the rows. */
  readonly rounds?: number | null;
  /** VCF section (K-3, K-5, K-8, K-12); "" when none. */
  readonly section?: string;
  /** Where the event came from, for messages ("Events row 3", "spring.csv"). */
  readonly source: string;
  readonly rows: readonly SeasonRow[];
}

export interface SeasonOptions {
  /** The Grand Prix year (juniors, the events' dates); default: the year of the first event. */
  readonly year?: number | null;
  /** Scores that count per category; default 7 for ACF (rule 1), every event for VCF. */
  readonly best?: number | null;
  /**
   * The December list (ACF rule 3): rating by ID or by name as written; players not on it keep the
   * rating of their first event of the season.
   */
  readonly ratings?: ReadonlyMap<string, number | null>;
  /** Names the secretary has confirmed as one player: "Ivn Petrov" → "Ivan Petrov". */
  readonly aliases?: ReadonlyMap<string, string>;
}

/** A player of the season, merged across events. */
export interface SeasonPerson {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly team: string;
  readonly female: boolean;
  readonly birth: CivilDate | null;
  /** The rating the categories use (the December list's, else the first event's). */
  readonly rating: number | null;
  readonly junior: boolean;
}

/** A player's line in one category. */
export interface CategoryLine {
  /** Index into `people`. */
  readonly person: number;
  /** Points per event (index into `events`); null where the player did not earn points in this category. */
  readonly points: readonly (number | null)[];
  /** Whether each event's points count toward the total (the best seven). */
  readonly counted: readonly boolean[];
  readonly total: number;
  /** "1", or "2-3" when totals are equal. */
  readonly place: string;
}

export interface SeasonCategory {
  /** OPEN … JUNIORS for ACF; the VCF section (or "VCF"). */
  readonly category: string;
  readonly lines: readonly CategoryLine[];
}

export interface SeasonPrize {
  readonly person: number;
  /** A category, or CONSOLATION (by state). */
  readonly category: string;
  readonly place: number;
  readonly amount: number;
}

export interface SeasonSchools {
  readonly section: string;
  /** "Under" limit for the section (seed 002), null when the section is not a VCF one. */
  readonly underLimit: number | null;
  readonly schools: readonly (TeamTotal & { readonly under: boolean })[];
}

export interface Season {
  readonly kind: "ACF" | "VCF";
  readonly year: number | null;
  /** Best-N rule in force (null: every event counts). */
  readonly best: number | null;
  /** The events, in date order. */
  readonly events: readonly SeasonEvent[];
  readonly people: readonly SeasonPerson[];
  readonly categories: readonly SeasonCategory[];
  readonly prizes: readonly SeasonPrize[];
  readonly schools: readonly SeasonSchools[];
  /** Things the secretary should look at that did not stop the calculation ("did you mean"). */
  readonly warnings: readonly string[];
}

/** "2", or "2-4" for a tie. */
function places<T>(items: readonly T[], value: (t: T) => number): string[] {
  const out: string[] = [];
  for (let start = 0; start < items.length;) {
    let end = start;
    while (end + 1 < items.length && value(items[end + 1] as T) === value(items[start] as T)) end++;
    for (let k = start; k <= end; k++) out.push(start === end ? String(start + 1) : `${start + 1}-${end + 1}`);
    start = end + 1;
  }
  return out;
}

interface Classified {
  readonly kind: "ACF" | "VCF";
  readonly classes: readonly (AcfClass | "VCF")[];
}

function classify(events: readonly SeasonEvent[], problems: Problem[]): Classified | null {
  const classes = events.map((e) => {
    const t = e.scheme.trim().toUpperCase();
    if (t === "VCF") return "VCF" as const;
    const c = acfClass(t);
    if (c === null)
      problems.push(problem("BAD_ARGUMENT", `${e.source} (${e.name}): scheme "${e.scheme}" is not ACF1–ACF5 or VCF`));
    return c;
  });
  if (classes.some((c) => c === null)) return null;
  const vcf = classes.filter((c) => c === "VCF").length;
  if (vcf > 0 && vcf < classes.length) {
    problems.push(
      problem(
        "BAD_ARGUMENT",
        `a season is either an ACF Grand Prix (ACF1–ACF5) or a VCF Cup (VCF): ${events
          .map((e, i) => `${e.name} is ${classes[i]}`)
          .join(", ")}`,
      ),
    );
    return null;
  }
  return { kind: vcf > 0 ? "VCF" : "ACF", classes: classes as (AcfClass | "VCF")[] };
}

interface Appearance {
  readonly event: number;
  readonly row: SeasonRow;
}

/** Groups the rows of every event into people: by ID, else by name; near misses only warned about. */
function matchPeople(
  events: readonly SeasonEvent[],
  options: SeasonOptions,
  problems: Problem[],
  warnings: string[],
): { groups: Appearance[][]; keyOf: Map<string, number> } {
  const alias = new Map<string, string>();
  for (const [from, to] of options.aliases ?? []) alias.set(nameKey(from), nameKey(to));
  const nk = (name: string) => {
    const k = nameKey(name);
    return alias.get(k) ?? k;
  };
  // IDs by name, to give name-only rows the ID of the one player of that name who has one.
  const idsByName = new Map<string, Map<string, Appearance>>();
  events.forEach((e, ei) =>
    e.rows.forEach((r) => {
      const id = (r.id ?? "").trim();
      if (id === "") return;
      const ids = idsByName.get(nk(r.name)) ?? new Map<string, Appearance>();
      if (!ids.has(id)) ids.set(id, { event: ei, row: r });
      idsByName.set(nk(r.name), ids);
    }),
  );
  const where = (x: Appearance) => `${events[x.event]?.name}, line ${x.row.line}`;
  for (const ids of idsByName.values()) {
    if (ids.size < 2) continue;
    const rows = [...ids].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const first = (rows[0] as [string, Appearance])[1];
    warnings.push(
      `"${first.row.name.trim()}" is under ${ids.size} IDs: ${rows
        .map(([id, a]) => `${id} (${where(a)})`)
        .join(", ")}. Kept as different players; correct the ID if they are one.`,
    );
  }
  const keyOf = new Map<string, number>();
  const groups: Appearance[][] = [];
  events.forEach((e, ei) => {
    const inEvent = new Map<number, SeasonRow>();
    e.rows.forEach((r) => {
      const id = (r.id ?? "").trim();
      const byName = idsByName.get(nk(r.name));
      const key = id !== "" ? `id:${id}` : byName?.size === 1 ? `id:${[...byName.keys()][0]}` : `name:${nk(r.name)}`;
      if (id === "" && byName !== undefined && byName.size > 1)
        warnings.push(
          `"${r.name.trim()}" (${where({ event: ei, row: r })}) has no ID, and that name is under IDs ${[...byName.keys()]
            .sort()
            .join(" and ")}: kept apart from both; give the row its ID.`,
        );
      let g = keyOf.get(key);
      if (g === undefined) {
        g = groups.length;
        keyOf.set(key, g);
        groups.push([]);
      }
      const twice = inEvent.get(g);
      if (twice !== undefined) {
        problems.push(
          problem(
            "DUPLICATE",
            `${e.source} (${e.name}): "${r.name}" on line ${r.line} is the same player as "${twice.name}" on line ${twice.line}`,
          ),
        );
        return;
      }
      inEvent.set(g, r);
      (groups[g] as Appearance[]).push({ event: ei, row: r });
    });
  });
  // Near misses: every player matched by name only against every other player, ID or not, by each
  // name the player is written under. Two players with IDs are told apart by them: not asked about.
  const names: { key: string; group: number; id: string; at: Appearance }[] = [];
  for (const [k, g] of keyOf) {
    const id = k.startsWith("id:") ? k.slice(3) : "";
    const seen = new Set<string>();
    for (const a of groups[g] as Appearance[]) {
      const name = nk(a.row.name);
      if (seen.has(name)) continue;
      seen.add(name);
      names.push({ key: name, group: g, id, at: a });
    }
  }
  const asked = new Set<string>();
  for (const [i, j] of nearMissPairs(names.map((n) => n.key))) {
    let a = names[i] as (typeof names)[number];
    let b = names[j] as (typeof names)[number];
    if (a.group === b.group || (a.id !== "" && b.id !== "")) continue;
    if (a.id === "" && b.id !== "") [a, b] = [b, a]; // the registered player is the one meant
    const pair = `${Math.min(a.group, b.group)}:${Math.max(a.group, b.group)}`;
    if (asked.has(pair)) continue;
    asked.add(pair);
    const said = a.id === "" ? where(a.at) : `ID ${a.id}; ${where(a.at)}`;
    warnings.push(
      `Did you mean "${a.at.row.name}" (${said}) for "${b.at.row.name}" (${where(b.at)})? Kept as two players; give both the same ID, or add an alias, if they are one.`,
    );
  }
  return { groups, keyOf };
}

function person(
  group: readonly Appearance[],
  options: SeasonOptions,
  year: number | null,
  warnings: string[],
): SeasonPerson {
  const first = group[0] as Appearance;
  const id = group.map((a) => (a.row.id ?? "").trim()).find((x) => x !== "") ?? "";
  const names = [...new Set(group.map((a) => a.row.name.trim()))];
  if (id !== "" && names.length > 1)
    warnings.push(`ID ${id} is written as ${names.map((n) => `"${n}"`).join(" and ")}: matched by ID as one player.`);
  const births = [...new Set(group.flatMap((a) => (a.row.birth === null ? [] : [civilIso(a.row.birth)])))];
  if (births.length > 1)
    warnings.push(`${first.row.name}: birth dates differ between events (${births.join(", ")}); the first is used.`);
  const birth = group.find((a) => a.row.birth !== null)?.row.birth ?? null;
  const listed = options.ratings;
  let rating: number | null = group.find((a) => a.row.rating !== null)?.row.rating ?? null;
  if (listed !== undefined) {
    const fromList = ratingOn(listed, id, first.row.name);
    if (fromList !== undefined) rating = fromList;
    else if (listed.has(nameKey(first.row.name))) rating = listed.get(nameKey(first.row.name)) ?? null;
  }
  return {
    id,
    name: first.row.name.trim(),
    state: group.map((a) => a.row.state.trim()).find((s) => s !== "") ?? "",
    team:
      [...group]
        .reverse()
        .map((a) => a.row.team.trim())
        .find((s) => s !== "") ?? "",
    female: group.some((a) => a.row.female),
    birth,
    rating,
    junior: birth !== null && year !== null && isJunior(birth, year),
  };
}

/**
 * Places by value, highest first, equal values sharing ("2-3"); null values get "".
 * @example sharedPlaces([18.5, 20, 14, null, 20]) // ["3", "1-2", "4", "", "1-2"]
 */
export function sharedPlaces(values: readonly (number | null)[]): string[] {
  const order = values.flatMap((v, i) => (v === null ? [] : [{ v, i }])).sort((a, b) => b.v - a.v || a.i - b.i);
  const p = places(order, (x) => x.v);
  const out = values.map(() => "");
  order.forEach((x, k) => (out[x.i] = p[k] as string));
  return out;
}

/** The best `best` of a player's per-event points: which count (ties to the earlier event). */
function countBest(points: readonly (number | null)[], best: number | null): boolean[] {
  const played = points.flatMap((p, i) => (p === null ? [] : [{ p, i }]));
  played.sort((a, b) => b.p - a.p || a.i - b.i);
  const counted = points.map(() => false);
  played.slice(0, best ?? played.length).forEach((x) => (counted[x.i] = true));
  return counted;
}

function rank(lines: Omit<CategoryLine, "place">[], people: readonly SeasonPerson[]): CategoryLine[] {
  const sorted = [...lines].sort(
    (a, b) =>
      b.total - a.total ||
      (people[a.person]?.name ?? "").localeCompare(people[b.person]?.name ?? "") ||
      a.person - b.person,
  );
  const p = places(sorted, (l) => l.total);
  return sorted.map((l, i) => ({ ...l, place: p[i] as string }));
}

/**
 * The season: points per player, event and category; totals; places; prizes (ACF) or school
 * standings (VCF); warnings for near-miss names. Throws a ChessInputError listing every problem
 * (an event with no date or outside the year, a scheme that is not one, a player twice in one
 * event, a row with no score, a VCF event with no ratings) — nothing is computed half-way.
 * @example season([spring, winter], { year: 1994 }).categories[0].lines[0] // the Open leader
 */
export function season(eventsIn: readonly SeasonEvent[], options: SeasonOptions = {}): Season {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  if (eventsIn.length === 0) throw new ChessInputError([problem("MISSING", "the season has no events yet")]);
  eventsIn.forEach((e) => {
    if (e.date === null)
      problems.push(problem("MISSING", `${e.source} (${e.name}): no date (write it year first: 1994-04-01)`));
    if (e.rows.length === 0) problems.push(problem("MISSING", `${e.source} (${e.name}): no players`));
    e.rows.forEach((r) => {
      if (r.score === null)
        problems.push(problem("MISSING", `${e.source} (${e.name}), line ${r.line} (${r.name}): no score`));
      if (r.name.trim() === "") problems.push(problem("MISSING", `${e.source} (${e.name}), line ${r.line}: no name`));
    });
  });
  const names = new Map<string, string>();
  eventsIn.forEach((e) => {
    const k = `${e.name.trim().toLowerCase()}|${e.date === null ? "" : civilIso(e.date)}`;
    const other = names.get(k);
    if (other !== undefined)
      problems.push(problem("DUPLICATE", `${e.source}: ${e.name} is already in the season (${other})`));
    names.set(k, e.source);
  });
  const cls = classify(eventsIn, problems);
  if (problems.length > 0 || cls === null) throw new ChessInputError(problems);
  const order = eventsIn
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        compareDates(a.e.date as CivilDate, b.e.date as CivilDate) || a.e.name.localeCompare(b.e.name) || a.i - b.i,
    );
  const events = order.map((x) => x.e);
  const classes = order.map((x) => cls.classes[x.i] as AcfClass | "VCF");
  const year = options.year ?? (events[0]?.date as CivilDate).year;
  if (cls.kind === "ACF") {
    events.forEach((e) => {
      if ((e.date as CivilDate).year !== year)
        problems.push(
          problem(
            "OUT_OF_RANGE",
            `${e.source} (${e.name}): ${civilIso(e.date as CivilDate)} is not in the ${year} Grand Prix year`,
          ),
        );
    });
  }
  const best = options.best === undefined || options.best === null ? (cls.kind === "ACF" ? 7 : null) : options.best;
  if (best !== null && (!Number.isInteger(best) || best < 1))
    problems.push(problem("BAD_ARGUMENT", `best: ${best} is not a number of scores (a whole number, 1 or more)`));
  const { groups } = matchPeople(events, options, problems, warnings);
  if (problems.length > 0) throw new ChessInputError(problems);
  const people = groups.map((g) => person(g, options, year, warnings));
  const rowPerson = events.map(() => new Map<SeasonRow, number>());
  groups.forEach((g, pi) => g.forEach((a) => rowPerson[a.event]?.set(a.row, pi)));

  const categories: SeasonCategory[] = [];
  let prizes: SeasonPrize[] = [];
  const schools: SeasonSchools[] = [];
  if (cls.kind === "ACF") {
    events.forEach((e, ei) => {
      const paid = ACF_SCALES[classes[ei] as AcfClass].length;
      if (e.rows.length < paid)
        warnings.push(
          `${e.name} is ${classes[ei]}, which pays ${paid} places, but has ${e.rows.length} players (rule 5: the class is the fee paid; check it).`,
        );
    });
    const whoByEvent = events.map((e, ei) => e.rows.map((r) => rowPerson[ei]?.get(r) as number));
    for (const category of GP_CATEGORIES) {
      const perEvent = events.map((e, ei) => {
        const who = whoByEvent[ei] as number[];
        const awards = acfPoints(
          e.rows.map((r, k) => ({
            score: r.score,
            eligible: gpEligible(category, people[who[k] as number] as SeasonPerson, year),
          })),
          classes[ei] as AcfClass,
          (k) => `${e.source} (${e.name}), line ${e.rows[k]?.line}`,
        );
        const m = new Map<number, number>();
        awards.forEach((a, k) => a !== null && m.set(who[k] as number, a.points));
        return m;
      });
      const lines: Omit<CategoryLine, "place">[] = [];
      people.forEach((_, pi) => {
        const points = perEvent.map((m) => m.get(pi) ?? null);
        if (points.every((p) => p === null)) return;
        const counted = countBest(points, best);
        lines.push({ person: pi, points, counted, total: sumPoints(points.filter((p, i) => counted[i]) as number[]) });
      });
      categories.push({ category, lines: rank(lines, people) });
    }
    const byPerson: Partial<Record<GpCategory, number>>[] = people.map(() => ({}));
    for (const c of categories)
      for (const l of c.lines)
        (byPerson[l.person] as Partial<Record<GpCategory, number>>)[c.category as GpCategory] = l.total;
    const totals: PrizePlayer[] = people.map((p, pi) => ({ name: p.name, state: p.state, totals: byPerson[pi] ?? {} }));
    // Prize order among equal totals: the category's ranking (alphabetical), as `rank` shows it.
    const awarded = awardPrizesRanked(totals, categories);
    prizes = [...awarded, ...consolationPrizes(totals, awarded, CONSOLATION_1994)].map((p) => ({
      person: p.player,
      category: p.category,
      place: p.place,
      amount: p.amount,
    }));
  } else {
    const sections = [...new Set(events.map((e) => sectionOf(e)))].sort(
      (a, b) => sectionOrder(a) - sectionOrder(b) || a.localeCompare(b),
    );
    const perEvent = events.map((e, ei) => {
      const rounds = e.rounds ?? Math.max(0, ...e.rows.map((r) => r.rounds ?? 0));
      if (!(rounds >= 1)) {
        problems.push(
          problem("MISSING", `${e.source} (${e.name}): the number of rounds is unknown (give the event's rounds)`),
        );
        return new Map<number, number>();
      }
      const unrated = e.rows.filter((r) => r.rating === null && (r.rounds ?? 1) > 0).map((r) => r.name);
      if (unrated.length > 0 && unrated.length < e.rows.length)
        warnings.push(
          `${e.name}: no post-event rating for ${unrated.join(", ")}; left out of AR (seed 002 takes AR from the post-event ratings report).`,
        );
      try {
        const r = vcfCupPoints(
          e.rows.map((x) => ({ score: x.score, rating: x.rating, rounds: x.rounds })),
          rounds,
          (k) => `${e.source} (${e.name}), line ${e.rows[k]?.line}`,
        );
        const m = new Map<number, number>();
        r.points.forEach(
          (p, k) => p !== null && m.set(rowPerson[ei]?.get(e.rows[k] as SeasonRow) as number, p / 10000),
        );
        return m;
      } catch (err) {
        if (!(err instanceof ChessInputError)) throw err;
        for (const p of err.problems)
          problems.push(p.message.startsWith(e.source) ? p : problem(p.code, `${e.source} (${e.name}): ${p.message}`));
        return new Map<number, number>();
      }
    });
    if (problems.length > 0) throw new ChessInputError(problems);
    for (const section of sections) {
      const lines: Omit<CategoryLine, "place">[] = [];
      people.forEach((_, pi) => {
        const points = perEvent.map((m, ei) =>
          sectionOf(events[ei] as SeasonEvent) === section ? (m.get(pi) ?? null) : null,
        );
        if (points.every((p) => p === null)) return;
        const counted = countBest(points, best);
        lines.push({ person: pi, points, counted, total: sumPoints(points.filter((p, i) => counted[i]) as number[]) });
      });
      categories.push({ category: section, lines: rank(lines, people) });
      // Schools: points earned for each school, per player (Enclosure 1 §2), top 4 per school.
      const members = new Map<string, { team: string; points: number[]; rating: number | null }>();
      events.forEach((e, ei) => {
        if (sectionOf(e) !== section) return;
        e.rows.forEach((r) => {
          const pi = rowPerson[ei]?.get(r) as number;
          const pts = perEvent[ei]?.get(pi);
          if (pts === undefined || r.team.trim() === "") return;
          const k = `${pi}|${r.team.trim()}`;
          const m = members.get(k) ?? { team: r.team.trim(), points: [], rating: people[pi]?.rating ?? null };
          m.points.push(pts);
          if (r.rating !== null) m.rating = r.rating; // the latest supplement the season has
          members.set(k, m);
        });
      });
      const limit = (VCF_SECTIONS as readonly string[]).includes(section)
        ? UNDER_TEAM_LIMIT[section as VcfSection]
        : null;
      const totals = teamTotals(
        [...members.values()].map((m) => ({ team: m.team, points: sumPoints(m.points), rating: m.rating })),
      );
      schools.push({
        section,
        underLimit: limit,
        schools: totals.map((t) => ({ ...t, under: limit !== null && underEligible(t, limit) })),
      });
    }
  }
  return {
    kind: cls.kind,
    year: cls.kind === "ACF" ? year : null,
    best,
    events,
    people,
    categories,
    prizes,
    schools,
    warnings,
  };
}

function sectionOf(e: SeasonEvent): string {
  const s = (e.section ?? "").trim().toUpperCase();
  return s === "" ? "VCF" : s;
}

function sectionOrder(s: string): number {
  const i = (VCF_SECTIONS as readonly string[]).indexOf(s);
  return i < 0 ? VCF_SECTIONS.length : i;
}

/**
 * Rule 4 over the season's rankings: awardPrizes takes players in input order for equal totals;
 * reorder each category by the season ranking first, so the order is the one the Season sheet shows.
 */
function awardPrizesRanked(players: readonly PrizePlayer[], categories: readonly SeasonCategory[]) {
  const position = new Map<number, number>();
  (categories.find((c) => c.category === "OPEN")?.lines ?? []).forEach((l, i) => position.set(l.person, i));
  const order = players.map((_, i) => i).sort((a, b) => (position.get(a) ?? 1e9) - (position.get(b) ?? 1e9) || a - b);
  const prizes = awardPrizes(
    order.map((i) => players[i] as PrizePlayer),
    ACF_PRIZES_1994,
  );
  return prizes.map((p) => ({ ...p, player: order[p.player] as number }));
}

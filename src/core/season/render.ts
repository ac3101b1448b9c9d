/**
 * The season as tables of text (one per category, the prizes, the schools): the Season sheet, the
 * CLI's table, CSV and HTML all print these same rows.
 */
import { civilIso, type CivilDate } from "../grandprix/date";
import { pointsFraction } from "../grandprix/fractions";
import { shortPoints } from "../grandprix/sum";
import { escapeHtml, htmlPage, htmlTable } from "../html/page";
import type { Season, SeasonCategory } from "./season";

export interface SeasonTable {
  readonly title: string;
  readonly rows: readonly (readonly string[])[];
  /** Lines printed under the table: the names folded into "36 players on 0". */
  readonly notes?: readonly string[];
}

const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  OPEN: "Open",
  U2000: "Under 2000",
  U1600: "Under 1600",
  WOMEN: "Women",
  GIRLS: "Girls",
  JUNIORS: "Juniors",
};

/** "Under 2000", "K-5". */
export function categoryWords(c: string): string {
  return CATEGORY_WORDS[c] ?? c;
}

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

/**
 * A category's table: place, name, ID, state/school, one column per event (dropped scores in
 * brackets), total. ACF points are written as people write shared places (3⅓, 4½: a tie shares its
 * places' points); VCF Cup points keep the rule's four decimals. Everyone on 0 is one line ("36
 * players on 0"), their names in the table's notes.
 */
export function categoryTable(s: Season, c: SeasonCategory): SeasonTable {
  const acf = s.kind === "ACF";
  const figure = acf ? pointsFraction : shortPoints;
  const head = ["Place", "Name", "ID", acf ? "State" : "School", ...s.events.map((e) => e.name), "Total"];
  const scoring = c.lines.filter((l) => l.total > 0);
  const zero = c.lines.filter((l) => l.total <= 0);
  const rows = scoring.map((l) => {
    const p = s.people[l.person];
    return [
      l.place,
      p?.name ?? "",
      p?.id ?? "",
      (acf ? p?.state : p?.team) ?? "",
      ...l.points.map((x, i) => (x === null ? "" : l.counted[i] ? figure(x) : `(${figure(x)})`)),
      figure(l.total),
    ];
  });
  if (zero.length > 0) {
    const who = zero.length === 1 ? "1 player on 0" : `${zero.length} players on 0`;
    rows.push([zero[0]?.place ?? "", who, "", "", ...s.events.map(() => ""), "0"]);
  }
  const rule = s.best === null ? "" : `, best ${s.best}`;
  const named = (l: (typeof zero)[number]) => {
    const p = s.people[l.person];
    return p === undefined ? "" : p.id === "" ? p.name : `${p.name} (${p.id})`;
  };
  return {
    title: `${categoryWords(c.category)}${rule}`,
    rows: [head, ...rows],
    ...(zero.length === 0 ? {} : { notes: [`On 0: ${zero.map(named).join(", ")}.`] }),
  };
}

/** Age on 1 January of `year` (the Grand Prix's junior rule counts from that day). */
function ageOnNewYear(b: CivilDate, year: number): number {
  return year - b.year - (b.month === 1 && b.day === 1 ? 0 : 1);
}

/**
 * The juniors' page (ACF rule 2: under 18 on 1 January of the year): the Juniors category's
 * scorers by age, youngest first, each age ranked by total ("1" or "2-3" for equal totals), with
 * the place in the Juniors category beside it.
 */
export function juniorsByAge(s: Season): SeasonTable | null {
  const juniors = s.categories.find((c) => c.category === "JUNIORS");
  if (s.kind !== "ACF" || s.year === null || juniors === undefined) return null;
  const year = s.year;
  const aged = juniors.lines
    .filter((l) => l.total > 0 && s.people[l.person]?.birth != null)
    .map((l) => ({ l, age: ageOnNewYear(s.people[l.person]?.birth as CivilDate, year) }));
  if (aged.length === 0) return null;
  aged.sort((a, b) => a.age - b.age || b.l.total - a.l.total || a.l.person - b.l.person);
  const rows: string[][] = [];
  for (let i = 0; i < aged.length;) {
    const age = (aged[i] as { age: number }).age;
    const group = aged.filter((x) => x.age === age);
    group.forEach((x) => {
      const first = group.findIndex((y) => y.l.total === x.l.total);
      const last = group.length - 1 - [...group].reverse().findIndex((y) => y.l.total === x.l.total);
      const place = first === last ? String(first + 1) : `${first + 1}-${last + 1}`;
      const p = s.people[x.l.person];
      rows.push([String(age), place, p?.name ?? "", p?.id ?? "", p?.state ?? "", pointsFraction(x.l.total), x.l.place]);
    });
    i += group.length;
  }
  return {
    title: `Juniors by age (age on 1 January ${year})`,
    rows: [["Age", "Place", "Name", "ID", "State", "Total", "Juniors place"], ...rows],
  };
}

/** Every table of the season, in the order the Season sheet shows them. */
export function seasonTables(s: Season, only?: string): SeasonTable[] {
  const cats = s.categories.filter((c) => only === undefined || c.category === only);
  const out = cats.map((c) => categoryTable(s, c));
  const young = only === undefined || only === "JUNIORS" ? juniorsByAge(s) : null;
  if (young !== null) out.push(young);
  if (s.kind === "ACF" && only === undefined && s.prizes.length > 0) {
    out.push({
      title: "Prizes (one per player, the most valuable; then the state consolation prizes)",
      rows: [
        ["Prize", "Place", "Name", "ID", "State", "Amount"],
        ...s.prizes.map((p) => [
          p.category === "CONSOLATION"
            ? `Consolation ${s.people[p.person]?.state ?? ""}`.trim()
            : categoryWords(p.category),
          String(p.place),
          s.people[p.person]?.name ?? "",
          s.people[p.person]?.id ?? "",
          s.people[p.person]?.state ?? "",
          money(p.amount),
        ]),
      ],
    });
  }
  for (const sc of s.schools) {
    if (only !== undefined && sc.section !== only) continue;
    out.push({
      title: `Schools, ${categoryWords(sc.section)} (each school's top 4 players)`,
      rows: [
        [
          "Place",
          "School",
          "Points",
          "Players",
          "Top-4 rating",
          ...(sc.underLimit === null ? [] : [`Under ${sc.underLimit}`]),
        ],
        ...sc.schools.map((t) => [
          t.place,
          t.team,
          t.points.toFixed(4),
          String(t.counted),
          t.topRatingAverage === null ? "" : String(Number(t.topRatingAverage.toFixed(2))),
          ...(sc.underLimit === null ? [] : [t.under ? "yes" : "no"]),
        ]),
      ],
    });
  }
  return out;
}

/** A self-contained HTML page of the season (no scripts), readable on a phone: src/core/html's page. */
export function seasonHtml(s: Season, title: string, only?: string): string {
  const events = s.events
    .map(
      (e) =>
        `<li>${escapeHtml(e.name)} — ${e.date === null ? "" : civilIso(e.date)} (${escapeHtml(e.scheme.toUpperCase())})</li>`,
    )
    .join("");
  // Each table starts a printed page (core/html/page.ts: section.page).
  const tables = seasonTables(s, only)
    .map(
      (t) =>
        `<section class="page"><h2>${escapeHtml(t.title)}</h2>\n${htmlTable(t.rows)}${(t.notes ?? []).map((n) => `<p>${escapeHtml(n)}</p>`).join("")}</section>`,
    )
    .join("\n");
  return htmlPage({
    event: title,
    subtitle: "Scores in brackets do not count toward the total.",
    nav: [],
    body: `<p>Events:</p><ul>${events}</ul>\n${tables}`,
  });
}

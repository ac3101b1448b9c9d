/**
 * The season as tables of text (one per category, the prizes, the schools): the Season sheet, the
 * CLI's table, CSV and HTML all print these same rows.
 */
import { civilIso } from "../grandprix/date";
import { shortPoints } from "../grandprix/sum";
import { escapeHtml, htmlPage, htmlTable } from "../html/page";
import type { Season, SeasonCategory } from "./season";

export interface SeasonTable {
  readonly title: string;
  readonly rows: readonly (readonly string[])[];
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

/** A category's table: place, name, state/school, one column per event (dropped scores in brackets), total. */
export function categoryTable(s: Season, c: SeasonCategory): SeasonTable {
  const acf = s.kind === "ACF";
  const head = ["Place", "Name", acf ? "State" : "School", ...s.events.map((e) => e.name), "Total"];
  const rows = c.lines.map((l) => {
    const p = s.people[l.person];
    return [
      l.place,
      p?.name ?? "",
      (acf ? p?.state : p?.team) ?? "",
      ...l.points.map((x, i) => (x === null ? "" : l.counted[i] ? shortPoints(x) : `(${shortPoints(x)})`)),
      shortPoints(l.total),
    ];
  });
  const rule = s.best === null ? "" : `, best ${s.best}`;
  return { title: `${categoryWords(c.category)}${rule}`, rows: [head, ...rows] };
}

/** Every table of the season, in the order the Season sheet shows them. */
export function seasonTables(s: Season, only?: string): SeasonTable[] {
  const cats = s.categories.filter((c) => only === undefined || c.category === only);
  const out = cats.map((c) => categoryTable(s, c));
  if (s.kind === "ACF" && only === undefined && s.prizes.length > 0) {
    out.push({
      title: "Prizes (one per player, the most valuable; then the state consolation prizes)",
      rows: [
        ["Prize", "Place", "Name", "State", "Amount"],
        ...s.prizes.map((p) => [
          p.category === "CONSOLATION"
            ? `Consolation ${s.people[p.person]?.state ?? ""}`.trim()
            : categoryWords(p.category),
          String(p.place),
          s.people[p.person]?.name ?? "",
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
  const tables = seasonTables(s, only)
    .map((t) => `<h2>${escapeHtml(t.title)}</h2>\n${htmlTable(t.rows)}`)
    .join("\n");
  return htmlPage({
    event: title,
    subtitle: "Scores in brackets do not count toward the total.",
    nav: [],
    body: `<p>Events:</p><ul>${events}</ul>\n${tables}`,
  });
}

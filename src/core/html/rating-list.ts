/**
 * The published rating list as one web page (issue 32, item 4): the list alphabetical, then by
 * state (each state starting a printed page), then the statistics — the published figure only, the
 * ID on every line. The project's one page writer (page.ts).
 */
import { publishedTables, type PublishedList } from "../ratings/acf1994/published";
import { escapeHtml, htmlPage, htmlTable } from "./page";

/**
 * @example ratingListPage(publishedList(result), "ACF rating list, April 1994").includes("Rating list by state") // true
 */
export function ratingListPage(list: PublishedList, title: string): string {
  const [alpha, , stats] = publishedTables(list);
  const part = (h: string, body: string) => `<section class="page"><h2>${escapeHtml(h)}</h2>\n${body}</section>`;
  const states = list.byState.map((g) => {
    const rows = [["Name", "ID", "Rating", "Games this period", "New"]];
    for (const l of g.lines) rows.push([l.name, l.id, l.rating, String(l.games), l.isNew ? "new" : ""]);
    return part(`${g.state === "" ? "(no state)" : g.state} (${g.lines.length})`, htmlTable(rows));
  });
  const parts = [
    part(alpha?.title ?? "", htmlTable(alpha?.rows ?? [])),
    ...states,
    part(stats?.title ?? "", htmlTable(stats?.rows ?? [])),
  ];
  return htmlPage({
    event: title,
    subtitle: `${list.statistics.total.players} players on the list; ratings as published (a provisional rating under nine games shows its games and R)`,
    nav: [],
    body: parts.join("\n"),
  });
}

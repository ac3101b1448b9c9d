/**
 * The club ladder as one web page to put on the club's site or pin up (issue 32, item 4): the title
 * and the day it stands on, the ladder with games, W-D-L, the last night's movement and whom each
 * may challenge, then the open challenges. The project's one page writer (page.ts); one A4 or
 * Letter page for a club's ladder of some 40 players.
 */
import { ladderHeading, ladderTable, openText } from "../ladder/print";
import type { LadderReport } from "../ladder/report";
import { escapeHtml, htmlPage, htmlTable } from "./page";

/**
 * @example ladderPage(ladderReport(["Ann", "Bob"], log), "Riverside ladder").includes("<h1>Riverside ladder — ") // true
 */
export function ladderPage(r: LadderReport, title: string, rowName = "log row"): string {
  const heading = ladderHeading(title, r);
  const [name, ...rest] = heading.split(" — ");
  const open =
    r.open.length === 0
      ? "<p>No challenges are open.</p>"
      : `<ul class="reasons">${r.open.map((o) => `<li>${escapeHtml(openText(o, rowName))}</li>`).join("")}</ul>`;
  const kind =
    r.ladder.type === "CHALLENGE" ? "Challenge ladder" : r.ladder.type === "RATING" ? "Rating ladder" : "Points ladder";
  return htmlPage({
    event: name ?? heading,
    subtitle: [kind, ...rest.map((d) => `as of ${d}`)].join(", "),
    nav: [],
    body: `${htmlTable(ladderTable(r).map((row) => row.map(String)))}\n<h2>Open challenges</h2>\n${open}`,
  });
}

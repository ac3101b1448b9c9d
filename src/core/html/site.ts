/**
 * The event as a set of static pages a club can put on its site: an index with the standings,
 * one page per round (boards, byes, the list by name), the crosstable, and the prizes and team
 * standings when asked for. Every page stands alone (style inline, no scripts).
 */
import { crosstable, crosstableGrid } from "../crosstable/crosstable";
import { SQUARE_LEGEND, squareCrosstable, squareGrid } from "../crosstable/square";
import type { Tournament } from "../model/types";
import { roundsPosted, roundsWithResults, throughRound } from "../posting/boards";
import { postedRound } from "../posting/pairings";
import { byNameGrid, pairingsGrid, prizeGrid, prizeReasons, standingsGrid, teamGrid } from "../posting/grids";
import type { PrizeList } from "../prizes/types";
import type { Ranking } from "../standings/standings";
import type { RatingSystem } from "../ratings/event";
import type { TeamStandings } from "../teams/standings";
import { escapeHtml, htmlPage, htmlTable } from "./page";
import { thisRoundBody } from "./this-round";

/** The ranking rule (order and FIDE options) of the standings and the crosstable pages. */
export interface SiteOptions extends Ranking {
  /** The section's name, shown under the event's ("Open", "K-12"). */
  readonly section?: string;
  readonly prizes?: PrizeList;
  readonly teams?: TeamStandings;
  /** The section's first board: rounds without a Round sheet are numbered from it (default 1). */
  readonly firstBoard?: number;
  /** The rating system of the standings' "Rating ±" column (shown when ratings are known); absent: no column. */
  readonly ratingSystem?: RatingSystem;
  /** A round robin: the crosstable in the square layout (players × players, score and SB). */
  readonly roundRobin?: boolean;
}

export interface SitePage {
  /** File name: index.html, round-3.html, crosstable.html, prizes.html, teams.html. */
  readonly file: string;
  readonly title: string;
  readonly html: string;
}

/** A page's link in the navigation. */
function navText(file: string, title: string): string {
  return file === "index.html" ? "Standings" : file === "this-round.html" ? "Find your board" : title;
}

/**
 * Every page of the event.
 * @example eventSite(t).map((p) => p.file) // ["index.html", "round-1.html", …, "crosstable.html"]
 */
export function eventSite(t: Tournament, options: SiteOptions = {}): SitePage[] {
  const event = t.info.name !== undefined && t.info.name !== "" ? t.info.name : "Tournament";
  const section = options.section === undefined || options.section === "" ? "" : `${options.section} — `;
  // The rounds as posted, the one just paired included; the standings and the crosstable after the
  // last round with results (a round paired and not played has only its byes recorded).
  const posted = roundsPosted(t);
  const rounds = roundsWithResults(t);
  const played = throughRound(t, rounds);
  const pages: { file: string; title: string; body: string }[] = [];
  const named = { ...played, info: { ...t.info, name: "" } };
  pages.push({
    file: "index.html",
    title: `Standings after round ${rounds}`,
    body: `<h2>Standings after round ${rounds}</h2>\n${htmlTable(standingsGrid(named, options, options.ratingSystem).rows)}`,
  });
  // The round just posted, one line a player, for a phone opened at its name (this-round.html#alice-ng).
  if (posted >= 1)
    pages.push({
      file: "this-round.html",
      title: `Round ${posted}: find your board`,
      body: thisRoundBody(postedRound(t, posted, options.firstBoard)),
    });
  for (let r = posted; r >= 1; r--) {
    const posted = postedRound(t, r, options.firstBoard);
    pages.push({
      file: `round-${r}.html`,
      title: `Round ${r} pairings`,
      body: `<h2>Round ${r}: boards</h2>\n${htmlTable(pairingsGrid(posted))}\n<h2>Round ${r}: find your board</h2>\n${htmlTable(byNameGrid(posted))}`,
    });
  }
  if (options.roundRobin === true) {
    const sq = squareCrosstable(played, options);
    pages.push({
      file: "crosstable.html",
      title: `Crosstable after round ${sq.rounds}`,
      body: `<h2>Crosstable after round ${sq.rounds}</h2>\n${htmlTable(squareGrid(sq))}\n<p>${escapeHtml(SQUARE_LEGEND)}</p>`,
    });
  } else {
    const ct = crosstable(played, options);
    pages.push({
      file: "crosstable.html",
      title: `Crosstable after round ${ct.rounds}`,
      body: `<h2>Crosstable after round ${ct.rounds}</h2>\n${htmlTable(crosstableGrid(ct))}\n<p>Each round: W win, D draw, L loss, X / F forfeit won / lost, then the opponent's line in this table and the colour (w, b); B pairing bye, H half-point bye, U not played.</p>`,
    });
  }
  if (options.prizes !== undefined) {
    const reasons = prizeReasons(options.prizes)
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join("\n");
    pages.push({
      file: "prizes.html",
      title: "Prizes",
      body: `<h2>Prizes</h2>\n${htmlTable(prizeGrid(options.prizes))}\n<h2>How the prizes were decided</h2>\n<ul class="reasons">\n${reasons}\n</ul>`,
    });
  }
  if (options.teams !== undefined && options.teams.rows.length > 0) {
    pages.push({
      file: "teams.html",
      title: "Team standings",
      body: `<h2>Team standings (${options.teams.method === "VCF" ? "VCF" : "US scholastic"}: top ${options.teams.top} scores)</h2>\n${htmlTable(teamGrid(options.teams))}`,
    });
  }
  const nav = pages.map((p) => [p.file, navText(p.file, p.title)] as const);
  return pages.map((p) => ({
    file: p.file,
    title: p.title,
    html: htmlPage({ event, subtitle: `${section}${p.title}`, nav, body: p.body }),
  }));
}

/**
 * The whole event on one self-contained page (what the pane's Export web page offers as one file):
 * the same sections as the page set (`pages`, when the caller has made them), one after another, with
 * links to each.
 * @example eventPage(t).includes('id="crosstable"') // true
 */
export function eventPage(t: Tournament, options: SiteOptions = {}, pages: readonly SitePage[] = eventSite(t, options)): string {
  const event = t.info.name !== undefined && t.info.name !== "" ? t.info.name : "Tournament";
  const section = options.section === undefined || options.section === "" ? "" : `${options.section} — `;
  const anchor = (file: string) => (file === "index.html" ? "standings" : file.replace(/\.html$/, ""));
  const bodies = pages.map((p) => {
    const main = /<main>\n([\s\S]*)\n<\/main>/.exec(p.html)?.[1] ?? "";
    return `<section class="page" id="${anchor(p.file)}">\n${main}\n</section>`;
  });
  return htmlPage({
    event,
    subtitle: `${section}${pages[0]?.title ?? ""}`,
    nav: pages.map((p) => [`#${anchor(p.file)}`, navText(p.file, p.title)] as const),
    body: bodies.join("\n"),
    parts: true,
  });
}

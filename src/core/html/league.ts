/**
 * A team league's web page (issue 30 item 2, docs/teams.md): the league table, the fixtures and
 * results by round, and each match's card — through the project's one page writer (page.ts), as the
 * event, ladder and Keizer pages. One file in parts: one part on a screen (the one the address
 * names), every part on its own sheet in print.
 */
import { leagueGrid, leagueTable, tenthsText, type LeagueOptions } from "../teams/league";
import { matchCard, matchScore, type ColourScheme, type TeamMatch } from "../teams/match";
import { escapeHtml, htmlPage, htmlTable } from "./page";

export interface LeaguePageOptions extends LeagueOptions {
  /** The board colours of the match cards (default alternate). */
  readonly scheme?: ColourScheme;
}

/**
 * The league's page from its matches: those with every board's result count in the table; the
 * others (the fixtures still to play, blank boards) are listed by round as "to play".
 * @example leaguePage("County league", ["Knights", "Rooks"], matches).includes("<h2>League table after round 1</h2>") // true
 */
export function leaguePage(
  title: string,
  teams: readonly string[],
  matches: readonly TeamMatch[],
  options: LeaguePageOptions = {},
): string {
  const system = options.matchPoints;
  const score = (m: TeamMatch) => (system === undefined ? matchScore(m) : matchScore(m, system));
  const isPlayed = (m: TeamMatch) => m.boards.length > 0 && score(m).complete;
  const played = matches.filter(isPlayed);
  const last = Math.max(0, ...played.map((m) => m.round));
  const table = leagueTable(teams, played, options);
  const heading = played.length === 0 ? "League table (no match played yet)" : `League table after round ${last}`;
  const order = `Ranked by ${table.order.map((c) => ({ MP: "match points", GP: "game points", BW: "Berliner Wertung", SB: "team Sonneborn-Berger" })[c]).join(", then ")}.`;
  const part = (id: string, h: string, body: string) =>
    `<section id="${id}" class="page"><h2>${escapeHtml(h)}</h2>\n${body}\n</section>`;
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  const byRound = rounds.map((r) => {
    const rows = [["Match", "First (White on board 1)", "Second", "Game points", "Match points"]];
    matches
      .filter((m) => m.round === r)
      .forEach((m, k) => {
        const s = score(m);
        const ok = isPlayed(m);
        rows.push([
          String(k + 1),
          m.first,
          m.second,
          ok ? `${tenthsText(s.game[0])}–${tenthsText(s.game[1])}` : "to play",
          ok ? `${s.match[0]}–${s.match[1]}` : "",
        ]);
      });
    return `<h3>Round ${r}</h3>\n${htmlTable(rows)}`;
  });
  const cards = played.map((m) => {
    const card = system === undefined ? matchCard(m, options.scheme) : matchCard(m, options.scheme, system);
    const [head, ...rest] = card;
    return htmlTable(rest, head?.[0] ?? "");
  });
  const parts = [
    part(
      "table",
      heading,
      `${htmlTable(leagueGrid(table))}\n<p>${escapeHtml(order)} MP match points, GP game points, BW Berliner Wertung, SB team Sonneborn-Berger; teams level on everything share the place.</p>`,
    ),
    part("results", "Fixtures and results", byRound.length === 0 ? "<p>No fixtures yet.</p>" : byRound.join("\n")),
    part("cards", "Match cards", cards.length === 0 ? "<p>No match played yet.</p>" : cards.join("\n")),
  ];
  return htmlPage({
    event: title,
    subtitle: `${heading}, ${teams.length} teams`,
    nav: [
      ["#table", "League table"],
      ["#results", "Fixtures and results"],
      ["#cards", "Match cards"],
    ],
    body: parts.join("\n"),
    parts: true,
  });
}

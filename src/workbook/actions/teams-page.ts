/**
 * The team league's web page (docs/teams.md): Export web page in a workbook that holds a team event
 * (a Teams sheet) and no individual event. The page is core/html's league page, from the Matches
 * sheet as Enter results recorded it; a round robin's fixtures still to play are listed from the
 * Berger tables, as the desk will pair them.
 */
import { leaguePage } from "../../core/html/league";
import { leagueFixtures } from "../../core/teams/league";
import type { TeamMatch } from "../../core/teams/match";
import type { Decision, More } from "../engine";
import { done, refused } from "../outcome";
import { findSheet, type Snapshot } from "../port";
import { plural } from "./common";
import { fileName } from "./posting";
import {
  enteredMatches,
  matchSheet,
  postedMatches,
  readRosters,
  swissBye,
  TEAM_SETTINGS_KEY,
  teamSettings,
  TEAMS,
} from "./teams-read";

/**
 * The entered matches with their players: the results as the Matches sheet records them, the names
 * from the round's Match sheet (the Matches sheet keeps results only); the Match sheets still to read.
 */
function withPlayers(snapshot: Snapshot, entered: readonly TeamMatch[]): TeamMatch[] | More {
  const sheets = [...new Set(entered.map((m) => m.round))].map((r) => ({
    r,
    name: findSheet(snapshot.sheetNames, matchSheet(r)),
  }));
  const unread = sheets.flatMap((x) => (x.name !== undefined && !(x.name in snapshot.sheets) ? [x.name] : []));
  if (unread.length > 0) return { more: unread };
  const posted = new Map(
    sheets.map((x) => [
      x.r,
      x.name === undefined ? [] : postedMatches(snapshot.sheets[x.name] ?? [], x.r).map((p) => p.match),
    ]),
  );
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return entered.map((m) => {
    const p = (posted.get(m.round) ?? []).find((x) => same(x.first, m.first) && same(x.second, m.second));
    return p === undefined
      ? m
      : {
          ...m,
          boards: m.boards.map((b, i) => ({
            ...b,
            first: p.boards[i]?.first ?? b.first,
            second: p.boards[i]?.second ?? b.second,
          })),
        };
  });
}

/** The league's page, or the sentence that says what to put right first, or the Match sheets to read. */
export function teamsWebPage(snapshot: Snapshot, title: string): Decision | More {
  const rosters = readRosters(snapshot.sheets[findSheet(snapshot.sheetNames, TEAMS) ?? TEAMS] ?? []);
  if (typeof rosters === "string") return { outcome: refused(`No page was made: ${rosters}`) };
  if (rosters.length < 2)
    return {
      outcome: refused(`The Teams sheet lists ${plural(rosters.length, "team")}; the league's page needs two or more.`),
    };
  const recorded = enteredMatches(snapshot);
  if (typeof recorded === "string") return { outcome: refused(`No page was made: ${recorded}`) };
  const entered = withPlayers(snapshot, recorded);
  if ("more" in entered) return entered;
  const settings = teamSettings(snapshot.settings[TEAM_SETTINGS_KEY]);
  const names = rosters.map((r) => r.name);
  const done_ = new Set(entered.map((m) => m.round));
  const toPlay: TeamMatch[] =
    settings.system !== "roundRobin"
      ? []
      : leagueFixtures(names.length, settings.cycles)
          .filter((r) => !done_.has(r.round))
          .flatMap((r) =>
            r.matches.map((f) => ({
              round: r.round,
              first: names[f.first - 1] ?? "",
              second: names[f.second - 1] ?? "",
              boards: [],
            })),
          );
  const name = fileName(title);
  const played = new Set(entered.map((m) => m.round)).size;
  const text = leaguePage(title, names, [...entered, ...toPlay], {
    primary: settings.primary,
    ...(settings.tiebreaks === null ? {} : { tiebreaks: settings.tiebreaks }),
    scheme: settings.system === "scheveningen" ? "scheveningen" : "alternate",
    ...swissBye(settings),
  });
  return {
    outcome: done(
      `${name}: the league table${played === 0 ? "" : ` after ${plural(played, "round")}`}, the fixtures and results by round and ${plural(entered.length, "match card")} — one page to put on the club's site (no scripts; each part prints on its own page).`,
      { file: { name, text } },
    ),
  };
}

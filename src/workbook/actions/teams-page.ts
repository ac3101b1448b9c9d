/**
 * The team league's web page (docs/teams.md): Export web page in a workbook that holds a team event
 * (a Teams sheet) and no individual event. The page is core/html's league page, from the Matches
 * sheet as Enter results recorded it; a round robin's fixtures still to play are listed from the
 * Berger tables, as the desk will pair them.
 */
import { leaguePage } from "../../core/html/league";
import { leagueFixtures } from "../../core/teams/league";
import type { TeamMatch } from "../../core/teams/match";
import type { Decision } from "../engine";
import { done, refused } from "../outcome";
import { findSheet, type Snapshot } from "../port";
import { plural } from "./common";
import { fileName } from "./posting";
import { enteredMatches, readRosters, TEAM_SETTINGS_KEY, teamSettings, TEAMS } from "./teams-read";

/** The league's page, or the sentence that says what to put right first. */
export function teamsWebPage(snapshot: Snapshot, title: string): Decision {
  const rosters = readRosters(snapshot.sheets[findSheet(snapshot.sheetNames, TEAMS) ?? TEAMS] ?? []);
  if (typeof rosters === "string") return { outcome: refused(`No page was made: ${rosters}`) };
  if (rosters.length < 2)
    return {
      outcome: refused(`The Teams sheet lists ${plural(rosters.length, "team")}; the league's page needs two or more.`),
    };
  const entered = enteredMatches(snapshot);
  if (typeof entered === "string") return { outcome: refused(`No page was made: ${entered}`) };
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
  const text = leaguePage(title, names, [...entered, ...toPlay], { primary: settings.primary });
  return {
    outcome: done(
      `${name}: the league table${played === 0 ? "" : ` after ${plural(played, "round")}`}, the fixtures and results by round and ${plural(entered.length, "match card")} — one page to put on the club's site (no scripts; each part prints on its own page).`,
      { file: { name, text } },
    ),
  };
}

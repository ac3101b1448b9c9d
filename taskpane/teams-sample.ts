/**
 * The playground's sample team events (?teams, ?teams=swiss): the county league of eight clubs,
 * four boards a match and a reserve, set up as a league (one cycle: seven rounds) or as a five-round
 * team Swiss (FIDE C.04.6, docs/teams.md), with no round paired yet.
 */
import { TEAM_DEFAULTS, TEAM_SETTINGS_KEY, TEAMS, type TeamSettings } from "../src/workbook/actions/teams-read";
import { MemoryWorkbook } from "../src/workbook/memory";

export const LEAGUE_TEAMS = ["Knights", "Rooks", "Bishops", "Pawns", "Queens", "Kings", "Castles", "Forks"];

const SURNAMES = [
  "Abbott",
  "Baker",
  "Carter",
  "Dunn",
  "Ellis",
  "Ford",
  "Grant",
  "Hale",
  "Irwin",
  "Jones",
  "Kerr",
  "Lowe",
  "Marsh",
  "Nash",
  "Owen",
  "Pryce",
  "Quinn",
  "Reid",
  "Shaw",
  "Tate",
  "Upton",
  "Vance",
  "Wade",
  "Young",
  "Zeller",
  "Ashby",
  "Blake",
  "Cole",
  "Drake",
  "Eaton",
  "Fox",
  "Gale",
  "Hart",
  "Ives",
  "Judd",
  "Kemp",
  "Lane",
  "Moss",
  "Noble",
  "Orme",
];

/** Each club's roster, strongest first: four boards and a reserve. */
export function leagueRosters(): string[][] {
  return LEAGUE_TEAMS.map((team, t) => [
    team,
    ...Array.from({ length: 5 }, (_, k) => `${String.fromCharCode(65 + k)}. ${SURNAMES[t * 5 + k] ?? ""}`),
  ]);
}

export function sampleTeams(system: "roundRobin" | "swiss"): MemoryWorkbook {
  const wb = new MemoryWorkbook([
    { name: TEAMS, cells: [["Team", "Player 1", "Player 2", "Player 3", "Player 4", "Reserve"], ...leagueRosters()] },
  ]);
  const settings: TeamSettings = { ...TEAM_DEFAULTS, system, boards: 4, rounds: system === "swiss" ? 5 : null };
  wb.settings.set(TEAM_SETTINGS_KEY, JSON.stringify(settings));
  wb.activate(TEAMS);
  return wb;
}

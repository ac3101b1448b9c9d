import { fail, unwrap } from "../../core/errors";
import { parseCsv } from "../../core/formats/csv";
import { leagueFixtures, leagueGrid, leagueTable } from "../../core/teams/league";
import { fideTeamSwissRound } from "../../core/teams/fide-swiss";
import { TEAM_COLOUR_PREFERENCES, type TeamColourPreference } from "../../core/teams/fide-swiss-state";
import { leagueOptions, readMatches } from "../../grid/functions/teams-league";
import type { Command } from "../command";
import { onlyPositional } from "../args";
import { readText } from "../load";
import { FORMAT_SPEC, formatOption, printGrid } from "../posting";

/**
 * `wallchart league MATCHES.csv [--teams LIST] [--settings TEXT] [--fixtures N|--swiss]`: a team
 * league's table from its matches (docs/teams.md), the fixtures of a team round robin, or the next
 * round of a team Swiss by FIDE's Swiss Team Pairing System (C.04.6).
 */
export const command: Command = {
  name: "league",
  usage: "league MATCHES.csv [--teams LIST] [--settings TEXT] [--fixtures CYCLES | --swiss [--colours A|B|none] [--rounds N]] [--format table|csv|html|json]",
  summary: "Print a team league's table (MP, GP, Berliner Wertung, team SB) from its matches, its round-robin fixtures, or the next team Swiss round.",
  options: [
    { name: "teams", value: "LIST", description: "The league's teams, comma-separated (default: as the matches name them)." },
    { name: "settings", value: "TEXT", description: 'e.g. "PRIMARY GP; TIEBREAKS BW, SB; POINTS 3-1-0".' },
    { name: "fixtures", value: "CYCLES", description: "Print the team round robin's fixtures for the teams (1 or 2 cycles)." },
    { name: "colours", value: "A|B|none", description: "With --swiss: the colour preferences of C.04.6 §1.7 (default A)." },
    { name: "rounds", value: "N", description: "With --swiss: the event's rounds (its last two relax C7 and C10)." },
    { name: "swiss", description: "Pair the next round of a team Swiss by FIDE's Swiss Team Pairing System (C.04.6): the teams in pairing-number order, the PRIMARY score of --settings." },
    FORMAT_SPEC,
  ],
  details: "MATCHES.csv: one row per match, Round,First team,Second team,board 1 result,board 2 result,… (a heading row is skipped).",
  async run(args, io) {
    const file = onlyPositional(args);
    const format = formatOption(args);
    const rows = unwrap(parseCsv(await readText(file)));
    const matches = rows.length === 0 ? [] : readMatches(rows);
    const listed = (args.options.teams ?? "").split(",").map((t) => t.trim()).filter((t) => t !== "");
    const teams = listed.length > 0 ? listed : [...new Set(matches.flatMap((m) => [m.first, m.second]))];
    const name = (k: number) => teams[k - 1] ?? `#${k}`;
    if (args.options.fixtures !== undefined) {
      const cycles = Number(args.options.fixtures);
      const grid = [["Round", "Match", "First (White on board 1)", "Second"]];
      for (const r of leagueFixtures(teams.length, Number.isInteger(cycles) && cycles >= 1 ? cycles : 1)) {
        r.matches.forEach((f, i) => grid.push([String(r.round), String(i + 1), name(f.first), name(f.second)]));
        if (r.bye !== null) grid.push([String(r.round), "", name(r.bye), "no match"]);
      }
      if (format === "json") io.out(JSON.stringify(grid, null, 2));
      else printGrid(io, format, `Team round robin of ${teams.length} teams`, grid, [2, 3]);
      return 0;
    }
    if (args.options.swiss !== undefined) {
      const colours = args.options.colours ?? "A";
      if (!(TEAM_COLOUR_PREFERENCES as readonly string[]).includes(colours)) fail("BAD_ARGUMENT", `--colours: "${colours}" is not a colour preference type (expected A, B or none: FIDE C.04.6 §1.7)`);
      const rounds = args.options.rounds === undefined ? null : Number(args.options.rounds);
      if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1)) fail("BAD_ARGUMENT", `--rounds: "${String(args.options.rounds)}" is not a number of rounds`);
      const p = fideTeamSwissRound(teams, matches, { primary: leagueOptions(args.options.settings ?? null).primary ?? "MP", colourPreference: colours as TeamColourPreference, totalRounds: rounds });
      const grid = [["Match", "First (White on board 1)", "Second"], ...p.boards.map((b, i) => [String(i + 1), name(b.white), name(b.black)]), ...p.unpaired.map((u) => ["", name(u.player), "bye"])];
      if (format === "json") io.out(JSON.stringify(p, null, 2));
      else printGrid(io, format, `Team Swiss, round ${p.round}`, grid, [1, 2]);
      return 0;
    }
    const table = leagueTable(teams, matches, leagueOptions(args.options.settings ?? null));
    if (format === "json") io.out(JSON.stringify(table, null, 2));
    else printGrid(io, format, "League table", leagueGrid(table), [1]);
    return 0;
  },
};

import { FROM_OPTION, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import {
  FORMAT_SPEC,
  RANKING_SPECS,
  formatOption,
  rankingOption,
  printGrid,
  teamMethodOption,
  wholeOption,
} from "../posting";
import { teamRanking, teamStandings } from "../../core/teams/standings";
import { teamGrid } from "../../core/posting/grids";

/**
 * `wallchart teams FILE [--method vcf|us] [--top N] [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--format …]`: team or school
 * standings from each team's best N scores (the Team or School column).
 */
export const command: Command = {
  name: "teams",
  usage: "teams FILE [--method vcf|us] [--top N] [--tiebreaks LIST] [--format table|csv|html|json]",
  summary: "Print team/school standings: each team's top N scores (VCF: top 4, Solkoff, Cumulative, Opp. Cumulative).",
  options: [
    {
      name: "method",
      value: "METHOD",
      description: "How teams are scored: vcf (top 4, Solkoff, Cumulative, Opp. Cumulative) or us (default).",
    },
    { name: "top", value: "N", description: "How many of each team's players count." },
    ...RANKING_SPECS,
    FORMAT_SPEC,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const format = formatOption(args);
    const method = teamMethodOption(args.options.method, "--method");
    const top = wholeOption(args, "top", 1);
    const ranking = rankingOption(args);
    const t = await loadTournament(file);
    const ts = teamStandings(t, {
      method,
      ...teamRanking(ranking),
      ...(top === undefined ? {} : { top }),
    });
    if (format === "json") {
      io.out(JSON.stringify(ts, null, 2));
      return 0;
    }
    const name = t.info.name ?? "";
    printGrid(
      io,
      format,
      `${name === "" ? "Teams" : `${name}: teams`} (${method === "VCF" ? "VCF" : "US scholastic"}, top ${ts.top})`,
      teamGrid(ts),
      [0, 1, ts.columns.length + 3],
    );
    return 0;
  },
};

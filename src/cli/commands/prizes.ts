import { FROM_OPTION, UsageError, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import {
  FORMAT_SPEC,
  RANKING_SPECS,
  formatOption,
  loadPrizes,
  modeOption,
  rankingOption,
  printGrid,
  teamMethodOption,
  wholeOption,
} from "../posting";
import { prizeList } from "../../core/prizes/award";
import { prizeGrid, prizeReasons } from "../../core/posting/grids";
import { teamRanking, teamStandings } from "../../core/teams/standings";

/**
 * `wallchart prizes FILE --prizes PRIZES.csv [--mode us|fide] [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--year YYYY]
 * [--team-method vcf|us] [--format …]`: the prize list with the reasoning for every split.
 */
export const command: Command = {
  name: "prizes",
  usage:
    "prizes FILE --prizes PRIZES.csv [--mode us|fide] [--tiebreaks LIST] [--year YYYY] [--team-method vcf|us] [--format table|csv|html|json]",
  summary: "Award the prizes of a prize list (Prize, Amount) from the standings: US split to the cent, or FIDE places.",
  options: [
    {
      name: "prizes",
      value: "FILE",
      description: "The prize list: a .csv of Prize, Amount (1st, U1800 1st, Best junior, Team 1st …).",
    },
    {
      name: "mode",
      value: "MODE",
      description: "us (default: tied players share the money, to the cent) or fide (places by tiebreak).",
    },
    ...RANKING_SPECS,
    { name: "year", value: "YYYY", description: "The year juniors are counted in (under 20 on 1 January)." },
    { name: "team-method", value: "METHOD", description: "How team prizes are scored: vcf or us (default)." },
    FORMAT_SPEC,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const prizeFile = args.options.prizes;
    if (prizeFile === undefined)
      throw new UsageError("name the prize list with --prizes FILE (a .csv of Prize, Amount)");
    const format = formatOption(args);
    const mode = modeOption(args);
    const ranking = rankingOption(args);
    const year = wholeOption(args, "year", 1000);
    const method = teamMethodOption(args.options["team-method"], "--team-method");
    const [t, prizes] = await Promise.all([loadTournament(file), loadPrizes(prizeFile)]);
    const teams = prizes.some((p) => p.group.kind === "team")
      ? teamStandings(t, { method, ...teamRanking(ranking) })
      : undefined;
    const list = prizeList(t, prizes, {
      mode,
      ...ranking,
      ...(year === undefined ? {} : { year }),
      ...(teams === undefined ? {} : { teams }),
    });
    if (format === "json") {
      io.out(JSON.stringify(list, null, 2));
      return 0;
    }
    const name = t.info.name ?? "";
    printGrid(
      io,
      format,
      `${name === "" ? "Prizes" : `${name}: prizes`}`,
      prizeGrid(list),
      [0, 1, 2],
      prizeReasons(list),
    );
    return 0;
  },
};

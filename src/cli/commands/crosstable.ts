import { FROM_OPTION, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { FORMAT_SPEC, RANKING_SPECS, formatOption, printGrid, rankingOption, wholeOption } from "../posting";
import { crosstable, crosstableGrid } from "../../core/crosstable/crosstable";
import { SQUARE_LEGEND, squareCrosstable, squareGrid } from "../../core/crosstable/square";

/**
 * `wallchart crosstable FILE [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--rounds N]
 * [--format table|csv|html|json]`: players in place order (as `standings` ranks them), each round as
 * result, opponent's line and colour, score and tiebreaks.
 */
export const command: Command = {
  name: "crosstable",
  usage: "crosstable FILE [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--rounds N] [--square] [--format table|csv|html|json]",
  summary: "Print the crosstable (place order; W5w = won against line 5 with white) of a tournament.",
  options: [
    ...RANKING_SPECS,
    { name: "rounds", value: "N", description: "Show the crosstable after N rounds (default all)." },
    { name: "square", description: "A round robin's square layout: players × players, the diagonal shaded, score and SB." },
    FORMAT_SPEC,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const format = formatOption(args);
    const ranking = rankingOption(args);
    const rounds = wholeOption(args, "rounds", 1);
    if (args.options.square !== undefined) {
      const sq = squareCrosstable(await loadTournament(file), ranking, rounds);
      if (format === "json") io.out(JSON.stringify(sq, null, 2));
      else printGrid(io, format, sq.title, squareGrid(sq), [0, 2], [SQUARE_LEGEND]);
      return 0;
    }
    const ct = crosstable(await loadTournament(file), ranking, rounds);
    if (format === "json") {
      io.out(JSON.stringify(ct, null, 2));
      return 0;
    }
    printGrid(io, format, ct.title, crosstableGrid(ct), [0, 2]);
    return 0;
  },
};

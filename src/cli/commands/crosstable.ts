import type { Command } from "../command";
import { checkOptions, onlyPositional } from "../args";
import { loadTournament } from "../load";
import { formatOption, orderOption, printGrid, wholeOption } from "../posting";
import { crosstable, crosstableGrid } from "../../core/crosstable/crosstable";

/**
 * `wallchart crosstable FILE [--tiebreaks LIST] [--rounds N] [--format table|csv|html|json]`: players
 * in place order, each round as result, opponent's line and colour, score and tiebreaks.
 */
export const command: Command = {
  name: "crosstable",
  usage: "crosstable FILE [--tiebreaks LIST] [--rounds N] [--format table|csv|html|json]",
  summary: "Print the crosstable (place order; W5w = won against line 5 with white) of a tournament.",
  async run(args, io) {
    checkOptions(args, ["tiebreaks", "rounds", "format"]);
    const file = onlyPositional(args);
    const format = formatOption(args);
    const order = orderOption(args);
    const rounds = wholeOption(args, "rounds", 1);
    const ct = crosstable(await loadTournament(file), order, rounds);
    if (format === "json") {
      io.out(JSON.stringify(ct, null, 2));
      return 0;
    }
    printGrid(io, format, ct.title, crosstableGrid(ct), [0, 2]);
    return 0;
  },
};

import { writeFile } from "fs/promises";
import { makeTrf, trfWarnings } from "../../core/formats/trf";
import { RANKING_SPECS, rankingOption } from "../posting";
import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { json } from "../output";
import { loadTournament } from "../load";

/**
 * `wallchart trf FILE [-o OUT] [--dialect 2026|bx] [--tiebreaks LIST]`: converts a tournament to TRF
 * (stdout, or OUT): TRF-16 with the TRF(bx) lines (default) or the TRF-2026 lines; ranks (86-89) by
 * the standings; warnings on stderr.
 */
export const command: Command = {
  name: "trf",
  usage: "trf FILE [-o OUT] [--dialect 2026|bx] [--tiebreaks LIST] [--rules RULES] [--format trf|json]",
  summary: "Convert a .csv, .xlsx or .trf tournament to FIDE TRF-16 (printed, or written to OUT).",
  options: [
    {
      name: "out",
      short: "o",
      value: "OUT",
      description: 'Write to OUT (never over an existing file) instead of printing; "-" prints.',
    },
    {
      ...formatOption("trf", "json"),
      description: "Output format: trf (TRF-16), or json (the tournament as Wallchart reads it).",
    },
    {
      name: "dialect",
      value: "DIALECT",
      description: "TRF lines: bx (TRF-16 with the TRF(bx) lines, default) or 2026.",
    },
    ...RANKING_SPECS,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const dialect = args.options.dialect ?? "bx";
    if (dialect !== "2026" && dialect !== "bx") throw new UsageError(`--dialect "${dialect}": expected 2026 or bx`);
    const t = await loadTournament(file);
    const asJson = args.options.format?.toLowerCase() === "json";
    const text = asJson ? json(t) : makeTrf(t, { dialect, ranking: rankingOption(args) });
    // What a rating officer would refuse: said on stderr, the file is written all the same.
    if (!asJson) for (const w of trfWarnings(t)) io.err(`warning: ${w}`);
    const out = args.options.out;
    if (out === undefined || out === "-") io.out(text);
    else {
      await writeFile(out, text, { flag: "wx" }).catch(async (e: NodeJS.ErrnoException) => {
        if (e.code === "EEXIST")
          throw Object.assign(new Error(`${out} exists; not overwritten (remove it first)`), { code: "EEXIST" });
        throw e;
      });
      io.out(`wrote ${out}`);
    }
    return 0;
  },
};

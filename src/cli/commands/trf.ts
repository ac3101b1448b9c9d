import { writeFile } from "fs/promises";
import { makeTrf } from "../../core/formats/trf";
import { FROM_OPTION, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { json } from "../output";
import { loadTournament } from "../load";

/** `wallchart trf FILE [-o OUT]`: converts a tournament to TRF-16 (stdout, or OUT). */
export const command: Command = {
  name: "trf",
  usage: "trf FILE [-o OUT] [--format trf|json]",
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
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const t = await loadTournament(file);
    const text = args.options.format?.toLowerCase() === "json" ? json(t) : makeTrf(t);
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

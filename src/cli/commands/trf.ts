import { writeFile } from "fs/promises";
import { makeTrf } from "../../core/formats/trf";
import { UsageError, type Command } from "../command";
import { checkOptions, onlyPositional } from "../args";
import { loadTournament } from "../load";

/**
 * `wallchart trf FILE [-o OUT] [--dialect 2026|bx]`: converts a tournament to TRF (stdout, or OUT):
 * TRF-16 with the TRF(bx) lines (default) or the TRF-2026 lines.
 */
export const command: Command = {
  name: "trf",
  usage: "trf FILE [-o OUT] [--dialect 2026|bx]",
  summary: "Convert a .csv, .xlsx or .trf tournament to FIDE TRF-16 (printed, or written to OUT).",
  async run(args, io) {
    checkOptions(args, ["out", "dialect"]);
    const file = onlyPositional(args);
    const dialect = args.options.dialect ?? "bx";
    if (dialect !== "2026" && dialect !== "bx") throw new UsageError(`--dialect "${dialect}": expected 2026 or bx`);
    const text = makeTrf(await loadTournament(file), { dialect });
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

import { writeFile } from "fs/promises";
import { makeTrf } from "../../core/formats/trf";
import type { Command } from "../command";
import { checkOptions, onlyPositional } from "../args";
import { loadTournament } from "../load";

/** `wallchart trf FILE [-o OUT]`: converts a tournament to TRF-16 (stdout, or OUT). */
export const command: Command = {
  name: "trf",
  usage: "trf FILE [-o OUT]",
  summary: "Convert a .csv, .xlsx or .trf tournament to FIDE TRF-16 (printed, or written to OUT).",
  async run(args, io) {
    checkOptions(args, ["out"]);
    const file = onlyPositional(args);
    const text = makeTrf(await loadTournament(file));
    const out = args.options.out;
    if (out === undefined || out === "-") io.out(text);
    else {
      await writeFile(out, text, { flag: "wx" }).catch(async (e: NodeJS.ErrnoException) => {
        if (e.code === "EEXIST") throw Object.assign(new Error(`${out} exists; not overwritten (remove it first)`), { code: "EEXIST" });
        throw e;
      });
      io.out(`wrote ${out}`);
    }
    return 0;
  },
};

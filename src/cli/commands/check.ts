import { ChessInputError } from "../../core/errors";
import { capProblems } from "../../core/formats/limits";
import type { Command } from "../command";
import { checkOptions, onlyPositional } from "../args";
import { loadTournament } from "../load";
import { roundsPaired } from "../../core/model/tournament";

/** `wallchart check FILE`: reads the file and lists every problem with its place. */
export const command: Command = {
  name: "check",
  usage: "check FILE",
  summary: "Validate a .trf, .csv or .xlsx tournament and list every problem with its place.",
  async run(args, io) {
    checkOptions(args, []);
    const file = onlyPositional(args);
    try {
      const t = await loadTournament(file);
      const rated = t.players.filter((p) => p.rating !== null).length;
      io.out(`${file}: OK — ${t.players.length} players (${rated} rated), ${roundsPaired(t)} rounds paired${t.totalRounds ? ` of ${t.totalRounds}` : ""}.`);
      return 0;
    } catch (e) {
      if (!(e instanceof ChessInputError)) throw e;
      io.out(`${file}: ${e.problems.length} problem${e.problems.length === 1 ? "" : "s"}`);
      for (const p of capProblems(e.problems)) io.out(`  ${p.message}`);
      return 1;
    }
  },
};

import { ChessInputError, type Problem } from "../../core/errors";
import { capProblems } from "../../core/formats/limits";
import { FROM_OPTION, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament, noPlayers } from "../load";
import { json } from "../output";
import { roundsPaired } from "../../core/model/tournament";

/** `wallchart check FILE`: reads the file and lists every problem with its place; a file with no players is one. */
export const command: Command = {
  name: "check",
  usage: "check FILE [--format text|json] [--from trf|csv]",
  summary: "Validate a .trf, .csv or .xlsx tournament and list every problem with its place.",
  options: [formatOption("text", "json"), FROM_OPTION],
  details: "Exit code 0 when the file reads cleanly, 1 when it has problems (a file with no players is one).",
  async run(args, io) {
    const file = onlyPositional(args);
    const asJson = args.options.format?.toLowerCase() === "json";
    const name = file === "-" ? "standard input" : file;
    let problems: readonly Problem[];
    try {
      const t = await loadTournament(file);
      const rated = t.players.filter((p) => p.rating !== null).length;
      const paired = roundsPaired(t);
      if (t.players.length > 0) {
        if (asJson) {
          io.out(
            json({
              file: name,
              ok: true,
              players: t.players.length,
              rated,
              roundsPaired: paired,
              totalRounds: t.totalRounds,
              problems: [],
            }),
          );
        } else {
          io.out(
            `${name}: OK — ${t.players.length} players (${rated} rated), ${paired} rounds paired${t.totalRounds ? ` of ${t.totalRounds}` : ""}.`,
          );
        }
        return 0;
      }
      problems = [
        {
          code: "MISSING",
          message: noPlayers(name),
        },
      ];
    } catch (e) {
      if (!(e instanceof ChessInputError)) throw e;
      problems = e.problems;
    }
    if (asJson) {
      io.out(json({ file: name, ok: false, problems: problems.map((p) => ({ code: p.code, message: p.message })) }));
    } else {
      io.out(`${name}: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
      for (const p of capProblems(problems)) io.out(`  ${p.message}`);
    }
    return 1;
  },
};

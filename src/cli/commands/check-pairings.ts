import { extname } from "path";
import { pairingSystem } from "../../core/pairing";
import { checkPairings } from "../../core/pairing/check";
import { checkTable } from "../../core/pairing/check/report";
import { firstColour } from "../../grid/functions/pairing";
import { UsageError, type Command } from "../command";
import { checkOptions, onlyPositional } from "../args";
import { loadTournament } from "../load";

/** `wallchart check-pairings FILE [--system dutch|uscf] [--round N] [--format table|json]`. */
export const command: Command = {
  name: "check-pairings",
  usage: "check-pairings FILE [--system dutch|uscf] [--round N] [--format table|json] [--first-colour white|black]",
  summary:
    "Is each round the engine's pairing from the rounds before it? Lists every difference and the rule it breaks. " +
    "Exit 0 all the engine's, 1 some round differs. System: dutch for .trf, uscf otherwise.",
  async run(args, io) {
    checkOptions(args, ["system", "round", "format", "first-colour"]);
    const file = onlyPositional(args);
    const format = (args.options.format ?? "table").toLowerCase();
    if (format !== "table" && format !== "json") throw new UsageError(`--format ${format}: expected table or json`);
    const roundText = args.options.round;
    const round = roundText === undefined ? undefined : Number(roundText);
    if (round !== undefined && (!Number.isInteger(round) || round < 1)) throw new UsageError(`--round ${roundText}: expected a round number of 1 or more`);
    const trf = [".trf", ".txt"].includes(extname(file).toLowerCase());
    const system = pairingSystem(args.options.system ?? (trf ? "dutch" : "uscf"));
    const first = args.options["first-colour"];
    const t = await loadTournament(file);
    const check = checkPairings(t, system, {
      ...(round === undefined ? {} : { rounds: [round] }),
      ...(first === undefined ? {} : { initialColour: firstColour(first) }),
    });
    io.out(format === "json" ? JSON.stringify(check, null, 2) : checkTable(check));
    return check.same ? 0 : 1;
  },
};

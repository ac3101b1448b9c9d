import { extname } from "path";
import { pairingSystem } from "../../core/pairing";
import { checkPairings } from "../../core/pairing/check";
import { checkTable } from "../../core/pairing/check/report";
import { firstColour } from "../../grid/functions/pairing";
import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { SETTINGS_OPTION, pairingSettingsOption } from "../pairing-settings";
import { onlyPositional } from "../args";
import { loadTournament, loadXlsx } from "../load";
import { unwrap } from "../../core/errors";
import { readWorkbook } from "../../core/formats/workbook";
import type { Tournament } from "../../core/model/types";
import { plainSheet, sectionName } from "../../workbook/sections";

/** One section of an .xlsx workbook (its "NAME Players", "NAME Round 3"… sheets) as a tournament. */
async function loadSection(file: string, section: string): Promise<Tournament> {
  if (extname(file).toLowerCase() !== ".xlsx")
    throw new UsageError(`--section: only an .xlsx workbook has sections (${file})`);
  const name = sectionName(section);
  const wb = await loadXlsx(file);
  const sheets = wb.sheets.flatMap((s) => {
    const plain = plainSheet(name, s.name);
    return plain === null ? [] : [{ ...s, name: plain }];
  });
  if (sheets.length === 0) throw new UsageError(`--section ${name}: ${file} has no sheets named "${name} …"`);
  return unwrap(readWorkbook({ sheets }));
}

/** `wallchart check-pairings FILE [--system dutch|uscf] [--round N] [--format table|json]`. */
export const command: Command = {
  name: "check-pairings",
  usage:
    "check-pairings FILE [--system dutch|uscf] [--round N] [--format table|json] [--first-colour white|black] [--section NAME] [--settings LIST]",
  summary:
    "Is each round the engine's pairing from the rounds before it? Lists every difference and the rule it breaks. " +
    "Exit 0 all the engine's, 1 some round differs. System: dutch for .trf, uscf otherwise.",
  options: [
    {
      name: "system",
      value: "SYSTEM",
      description: "The pairing system: dutch (default for .trf) or uscf (default otherwise).",
    },
    { name: "round", value: "N", description: "Check round N only (default every round)." },
    formatOption("table", "json"),
    {
      name: "first-colour",
      value: "COLOUR",
      description: "The colour of player #1 in round 1: white or black (default: read from round 1).",
    },
    { name: "section", value: "NAME", description: 'Check one section of a workbook with sections (sheets "NAME …").' },
    SETTINGS_OPTION,
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const format = (args.options.format ?? "table").toLowerCase();
    const roundText = args.options.round;
    const round = roundText === undefined ? undefined : Number(roundText);
    if (round !== undefined && (!Number.isInteger(round) || round < 1))
      throw new UsageError(`--round ${roundText}: expected a round number of 1 or more`);
    const trf = [".trf", ".txt"].includes(extname(file).toLowerCase());
    const system = pairingSystem(args.options.system ?? (trf ? "dutch" : "uscf"));
    const first = args.options["first-colour"];
    const section = args.options.section;
    const t = section === undefined ? await loadTournament(file) : await loadSection(file, section);
    const check = checkPairings(t, system, {
      ...pairingSettingsOption(args),
      ...(round === undefined ? {} : { rounds: [round] }),
      ...(first === undefined ? {} : { initialColour: firstColour(first) }),
    });
    io.out(format === "json" ? JSON.stringify(check, null, 2) : checkTable(check));
    return check.same ? 0 : 1;
  },
};

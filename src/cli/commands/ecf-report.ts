import { writeFile } from "fs/promises";
import { extname } from "path";
import { ChessInputError, unwrap } from "../../core/errors";
import { filePlaces } from "../../core/reports/uscf-places";
import { makeEcfReport, type EcfReportInput } from "../../core/reports/ecf-report";
import { uscfInputFromWorkbook } from "../../workbook/uscf-input";
import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament, loadXlsx } from "../load";

/**
 * `wallchart ecf-report FILE -o OUT.txt`: the ECF's results submission file of an event (every
 * section), written after every check passes (docs/ratings.md, "ECF results submission file").
 */
export const command: Command = {
  name: "ecf-report",
  usage: "ecf-report FILE -o OUT.txt [--format text|json]",
  summary: "Write the ECF results submission file (.txt) of a .xlsx, .trf or .csv event, for the ECF's rating system.",
  options: [
    { name: "out", short: "o", value: "OUT", description: 'The file to write (never over an existing file); "-" prints it.' },
    { ...formatOption("text", "json"), description: "What is printed once the file is written: text (a sentence, warnings on stderr), or json." },
    FROM_OPTION,
  ],
  details:
    "The Tournament sheet gives the event's rows: Name, Start date, End date, Round dates, Time control, ECF event code, " +
    "Submission index, Results officer, Results officer address, Treasurer, Treasurer address. Each player's ECF code goes in " +
    "the Players sheet's ID (or ECF code) column. Only games played over the board are written.",
  async run(args, io) {
    const file = onlyPositional(args);
    const out = args.options.out;
    if (out === undefined || out === "") throw new UsageError("-o OUT: the file to write the submission into (\"-\" prints it)");
    let input: EcfReportInput;
    if (extname(file).toLowerCase() === ".xlsx") {
      const read = uscfInputFromWorkbook(await loadXlsx(file));
      if (read.problems.length > 0) throw new ChessInputError(read.problems);
      input = read.input;
    } else {
      const t = await loadTournament(file);
      const places = filePlaces(file, () => null);
      input = { event: t.info, eventPlaces: places, sections: [{ name: "", tournament: t, places }] };
    }
    const report = unwrap(makeEcfReport(input));
    if (report === null) return 1;
    const asJson = args.options.format?.toLowerCase() === "json";
    if (!asJson) for (const w of report.warnings) io.err(`warning: ${w}`);
    if (out === "-") {
      io.out(report.text);
      return 0;
    }
    await writeFile(out, report.text, { flag: "wx" }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === "EEXIST") throw Object.assign(new Error(`${out} exists; not overwritten (remove it first)`), { code: "EEXIST" });
      throw e;
    });
    if (asJson) io.out(JSON.stringify({ file: out, players: report.players, games: report.games, warnings: report.warnings }, null, 2));
    else io.out(`wrote ${out}: ${report.players} players, ${report.games} games`);
    return 0;
  },
};

import { existsSync } from "fs";
import { mkdir, writeFile } from "fs/promises";
import { extname, join } from "path";
import { ChessInputError, unwrap } from "../../core/errors";
import type { TournamentInfo } from "../../core/model/types";
import { filePlaces, type UscfPlaces } from "../../core/reports/uscf-places";
import { makeUscfReport, type UscfReportInput } from "../../core/reports/uscf-report";
import { uscfInputFromWorkbook } from "../../workbook/uscf-input";
import { FROM_OPTION, UsageError, formatOption, type Command, type OptionSpec } from "../command";
import { onlyPositional } from "../args";
import { loadTournament, loadXlsx } from "../load";

/** The header rows a command line may give (they fill rows the file does not have). */
const ROW_OPTIONS: readonly (readonly [string, keyof TournamentInfo, string])[] = [
  ["affiliate", "affiliateId", "The affiliate's US Chess ID (A1234567)."],
  ["chief-td", "chiefTdId", "The chief TD's US Chess ID (8 digits)."],
  ["assistant-td", "assistantTdId", "The assistant chief TD's US Chess ID (8 digits)."],
  ["other-tds", "otherTdIds", "Other TDs' US Chess IDs, separated by commas."],
  ["city", "city", "The city of the site."],
  ["state", "state", "The state of the site (two letters)."],
  ["zip", "zipCode", "The ZIP code of the site."],
  ["country", "country", "The country (USA when not given)."],
  ["rating-system", "ratingSystem", "R (regular), Q (quick), D (dual: both) or B (blitz)."],
  ["time-control", "timeControl", "The time control, as G/90;d5."],
  ["start", "startDate", "The first day of play, year first (2026-11-21)."],
  ["end", "endDate", "The last day of play, year first."],
];

/**
 * `wallchart uscf-report FILE -o DIR`: the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF,
 * TDEXPORT.DBF) of an event, written into DIR after every check passes (docs/uscf-report.md).
 */
export const command: Command = {
  name: "uscf-report",
  usage: "uscf-report FILE -o DIR [--affiliate ID] [--chief-td ID] [--state ST] [--zip ZIP] …",
  summary: "Write the US Chess rating report (THEXPORT, TSEXPORT, TDEXPORT .DBF) of a .xlsx, .trf or .csv event into DIR.",
  options: [
    { name: "out", short: "o", value: "DIR", description: "The folder to write the three files into (made if missing; files already there are never overwritten)." },
    ...ROW_OPTIONS.map(([name, , description]): OptionSpec => ({ name, value: "VALUE", description: `${description} Used where the file has no such row.` })),
    { ...formatOption("text", "json"), description: "What is printed once the files are written: text (a sentence, warnings on stderr), or json (the files, counts and warnings)." },
    FROM_OPTION,
  ],
  details:
    "An .xlsx workbook gives every section (the sheets without a prefix, and \"U1800 Players\", \"U1800 Wallchart\"…), " +
    "its Tournament sheet the event's rows: Name, Start date, End date, City, State, ZIP code, Affiliate ID, Chief TD ID, " +
    "Assistant TD ID, Time control, US Chess rating system (a section's own Tournament sheet may give its own). " +
    "Each player needs a US Chess ID in the Players sheet's ID column. Nothing is written while anything is missing: every problem is listed with its cell.",
  async run(args, io) {
    const file = onlyPositional(args);
    const out = args.options.out;
    if (out === undefined || out === "" || out === "-") throw new UsageError("-o DIR: the folder to write THEXPORT.DBF, TSEXPORT.DBF and TDEXPORT.DBF into");
    const given: TournamentInfo = Object.fromEntries(
      ROW_OPTIONS.flatMap(([name, field]) => (args.options[name] === undefined ? [] : [[field, args.options[name]]])),
    );
    const option = (field: keyof TournamentInfo): string | null => {
      const o = ROW_OPTIONS.find(([, f]) => f === field);
      return o === undefined ? null : `--${o[0]}`;
    };
    let input: Omit<UscfReportInput, "updated">;
    if (extname(file).toLowerCase() === ".xlsx") {
      const read = uscfInputFromWorkbook(await loadXlsx(file));
      if (read.problems.length > 0) throw new ChessInputError(read.problems);
      input = withOptions(read.input, given, option);
    } else {
      const t = await loadTournament(file);
      const places = filePlaces(file, (f) => (t.info[f] !== undefined && t.info[f] !== "" ? null : option(f)));
      input = {
        event: { ...given, ...definedOf(t.info) },
        eventPlaces: places,
        sections: [{ name: "", tournament: t, places, roundRobin: /round.?robin|berger/i.test(`${t.info.type ?? ""} ${t.info.system ?? ""}`) }],
      };
    }
    const report = unwrap(makeUscfReport({ ...input, updated: new Date().toISOString().slice(0, 10) }));
    if (report === null) return 1;
    const paths = report.files.map((f) => join(out, f.name));
    const there = paths.filter((p) => existsSync(p));
    if (there.length > 0) {
      io.err(`wallchart uscf-report: ${there.join(", ")} already exist${there.length === 1 ? "s" : ""}; nothing was written (remove them, or choose another folder)`);
      return 1;
    }
    const asJson = args.options.format?.toLowerCase() === "json";
    if (!asJson) for (const w of report.warnings) io.err(`warning: ${w}`);
    await mkdir(out, { recursive: true });
    for (const f of report.files) await writeFile(join(out, f.name), f.bytes, { flag: "wx" });
    const summary = { files: paths, sections: input.sections.length, players: report.players, games: report.games, warnings: report.warnings };
    if (asJson) io.out(JSON.stringify(summary, null, 2));
    else io.out(`wrote ${paths.join(", ")}: ${input.sections.length} section${input.sections.length === 1 ? "" : "s"}, ${report.players} players, ${report.games} games`);
    return 0;
  },
};

/** The fields a TournamentInfo gives (blank ones left out). */
function definedOf(info: TournamentInfo): TournamentInfo {
  return Object.fromEntries(Object.entries(info).filter(([, v]) => typeof v === "string" && v.trim() !== ""));
}

/** The workbook's input with the command line's rows where the event has none (named by option in messages). */
function withOptions(
  input: Omit<UscfReportInput, "updated">,
  given: TournamentInfo,
  option: (f: keyof TournamentInfo) => string | null,
): Omit<UscfReportInput, "updated"> {
  const event = { ...given, ...definedOf(input.event) };
  const base = input.eventPlaces;
  const eventPlaces: UscfPlaces = {
    ...base,
    info: (f) => base.info(f) ?? (given[f] !== undefined ? option(f) : null),
  };
  return { ...input, event, eventPlaces };
}

import { ChessInputError, unwrap } from "../../core/errors";
import { makeCsv, parseCsv } from "../../core/formats/csv";
import { capProblems } from "../../core/formats/limits";
import { isoDate, ladderReport, ladderTable, openText, replayLadder, type LadderPlayerInput } from "../../core/ladder";
import { ladderPage } from "../../core/html/ladder";
import { readPlayers, readSettings } from "../../grid/functions/ladder";
import { formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { readText } from "../load";
import { formatTable } from "../output";

async function csvRows(path: string): Promise<string[][]> {
  return unwrap(parseCsv(await readText(path)));
}

/**
 * `wallchart ladder LOG.csv [--players FILE] [--settings FILE]`: the ladder rebuilt from its log,
 * printed as CSV (Position,Name and Rating or Points). Every rejected log row is listed (exit 1).
 */
export const command: Command = {
  name: "ladder",
  usage: "ladder LOG.csv [--players FILE] [--settings FILE] [--format csv|table|json|record|html] [--title TEXT]",
  summary: "Rebuild a club ladder from its log (date,challenger,defender,result) and print it as CSV.",
  options: [
    {
      name: "players",
      value: "FILE",
      description: "The starting ladder (CSV: position order; name, and rating or points).",
    },
    { name: "settings", value: "FILE", description: "The ladder's settings (CSV: setting,value rows)." },
    {
      ...formatOption("csv", "table", "json", "record", "html"),
      description:
        "Output format: csv, table or json (the ladder), record (CSV with games, W, D, L, the last night's movement and whom each may challenge, then the open challenges), html (that as one web page to print or put on the club's site).",
    },
    {
      name: "title",
      value: "TEXT",
      description: "The ladder's name on the page (default: the TITLE setting, or Ladder).",
    },
  ],
  async run(args, io) {
    const log = onlyPositional(args, "log file");
    const settingsFile = args.options.settings;
    const playersFile = args.options.players;
    const settings =
      settingsFile === undefined
        ? readSettings(null)
        : readSettings(await csvRows(settingsFile), `${settingsFile} line`);
    const players: LadderPlayerInput[] =
      playersFile === undefined
        ? []
        : readPlayers(await csvRows(playersFile), `${playersFile} line`, settings.type === "RATING");
    const logRows = await csvRows(log);
    const replay = replayLadder(players, logRows, settings, {
      rowName: `${log} line`,
      playersRowName: `${playersFile ?? "players"} line`,
    });
    if (replay.problems.length > 0) throw new ChessInputError(capProblems(replay.problems));
    const format = (args.options.format ?? "csv").toLowerCase();
    if (format === "record" || format === "html") {
      const report = ladderReport(players, logRows, settings, { rowName: `${log} line` });
      if (format === "html") {
        io.out(ladderPage(report, args.options.title ?? settings.title ?? "", `${log} line`).trimEnd());
        return 0;
      }
      const table = ladderTable(report).map((r) => r.map(String));
      const open = report.open.map((o) => [openText(o, `${log} line`)]);
      io.out(makeCsv([...table, ...(open.length === 0 ? [] : [[], ["Open challenges"], ...open])], { eol: "\n" }));
      return 0;
    }
    const { type, lines } = replay.ladder;
    const header = ["Position", "Name", ...(type === "RATING" ? ["Rating"] : type === "POINTS" ? ["Points"] : [])];
    const rows = lines.map((l) => [
      l.position,
      l.name,
      ...(l.rating !== undefined ? [Math.round(l.rating)] : []),
      ...(l.points !== undefined ? [l.points / 10] : []),
    ]);
    io.out(
      format === "csv"
        ? makeCsv([header, ...rows.map((r) => r.map(String))], { eol: "\n" })
        : formatTable({ header, rows }, format),
    );
    for (const p of replay.pending) {
      const name = (k: string) => replay.state.players.get(k)?.name ?? k;
      io.err(
        `${log} line ${p.row}: ${name(p.challenger)}'s challenge to ${name(p.defender)} (${p.result}) counts as a loss from ${isoDate(p.due)}, once a later date is logged`,
      );
    }
    return 0;
  },
};

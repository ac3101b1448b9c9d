import { ChessInputError, unwrap } from "../../core/errors";
import { makeCsv, parseCsv } from "../../core/formats/csv";
import { capProblems } from "../../core/formats/limits";
import { isoDate, replayLadder, type LadderPlayerInput } from "../../core/ladder";
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
  usage: "ladder LOG.csv [--players FILE] [--settings FILE] [--format csv|table|json]",
  summary: "Rebuild a club ladder from its log (date,challenger,defender,result) and print it as CSV.",
  options: [
    {
      name: "players",
      value: "FILE",
      description: "The starting ladder (CSV: position order; name, and rating or points).",
    },
    { name: "settings", value: "FILE", description: "The ladder's settings (CSV: setting,value rows)." },
    formatOption("csv", "table", "json"),
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
    const replay = replayLadder(players, await csvRows(log), settings, {
      rowName: `${log} line`,
      playersRowName: `${playersFile ?? "players"} line`,
    });
    if (replay.problems.length > 0) throw new ChessInputError(capProblems(replay.problems));
    const { type, lines } = replay.ladder;
    const header = ["Position", "Name", ...(type === "RATING" ? ["Rating"] : type === "POINTS" ? ["Points"] : [])];
    const rows = lines.map((l) => [
      l.position,
      l.name,
      ...(l.rating !== undefined ? [Math.round(l.rating)] : []),
      ...(l.points !== undefined ? [l.points / 10] : []),
    ]);
    const format = (args.options.format ?? "csv").toLowerCase();
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

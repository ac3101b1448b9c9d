import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { ChessInputError } from "../../core/errors";
import { onlyPositional } from "../args";
import { formatTable } from "../output";
import { loadTournament } from "../load";
import { tiebreakCode, tiebreakOf, tiebreakValues } from "../../core/tiebreaks/registry";
import { tiebreakOptions, type TiebreakOptions } from "../../core/tiebreaks/options";

/**
 * The FIDE options of `--rules` (2023 | 2026 | a start date, RR | SWISS) and `--unrated N`: a usage
 * error when unreadable.
 */
export function rulesOptions(options: Readonly<Record<string, string | undefined>>): TiebreakOptions {
  return usage(() =>
    tiebreakOptions(
      `${options.rules ?? ""} ${options.unrated === undefined ? "" : `UNRATED ${options.unrated}`}`,
      "--rules / --unrated",
    ),
  );
}

/** Text columns padded to a common width: right-aligned, except the columns listed in `leftAligned`. */
export function alignColumns(rows: readonly (readonly string[])[], leftAligned: readonly number[] = []): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows
    .map((row) =>
      row
        .map((c, i) => (leftAligned.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** An option value the core refuses (an unknown system) is a usage error: exit 2, with the usage line. */
export function usage<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof ChessInputError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * `wallchart tiebreak FILE [--system NAME] [--rules 2023|2026|RR|SWISS] [--unrated N]`: one tiebreak
 * for every player, by pairing number (default MODIFIED_MEDIAN). Ratings come from the file (TRF, or a
 * Rating column); the C.07 version from `--rules`, else the file's start date (TRF 042), else 2026.
 */
export const command: Command = {
  name: "tiebreak",
  usage: "tiebreak FILE [--system NAME] [--rules 2023|2026|RR|SWISS] [--unrated RATING] [--format table|csv|json]",
  summary: "Print one tiebreak (MODIFIED_MEDIAN, SOLKOFF, FIDE_BH_C1 ...) for every player of a .trf, .csv or .xlsx.",
  options: [
    {
      name: "system",
      value: "NAME",
      default: "MODIFIED_MEDIAN",
      description: "The tiebreak system, e.g. MODIFIED_MEDIAN, SOLKOFF, FIDE_BH_C1 (see the README).",
    },
    {
      name: "rules",
      value: "RULES",
      description: "FIDE tiebreak rules: 2023 or 2026 (or a start date), RR or SWISS.",
    },
    { name: "unrated", value: "RATING", description: "The rating FIDE's rules give unrated opponents." },
    formatOption("table", "csv", "json"),
    FROM_OPTION,
  ],
  async run(args, io) {
    const options = rulesOptions(args.options);
    const file = onlyPositional(args);
    const code = usage(() => tiebreakCode(args.options.system ?? "MODIFIED_MEDIAN", "--system"));
    const t = await loadTournament(file);
    const scale = tiebreakOf(code).scale;
    const values = tiebreakValues(t, code, options);
    const rows = t.players.map((p, i) => [p.id, (values[i] ?? 0) / scale]);
    io.out(formatTable({ header: ["#", code], rows }, args.options.format ?? "table"));
    return 0;
  },
};

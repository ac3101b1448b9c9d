/** What the posting commands (crosstable, prizes, teams, html) share: formats, the prize file, options. */
import { readText } from "./load";
import { basename, extname } from "path";
import type { Tournament } from "../core/model/types";
import { UsageError, type Args, type Io, type OptionSpec } from "./command";
import { usage, alignColumns, rulesOptions } from "./commands/tiebreak";
import { unwrap } from "../core/errors";
import { parseCsv, makeCsv } from "../core/formats/csv";
import { escapeHtml, htmlPage, htmlTable } from "../core/html/page";
import { parsePrizes } from "../core/prizes/parse";
import { PRIZE_MODES, type Prize, type PrizeMode } from "../core/prizes/types";
import { standingsOrder, type Ranking } from "../core/standings/standings";
import { TEAM_METHODS, type TeamMethod } from "../core/teams/standings";

export const FORMATS = ["table", "csv", "html", "json"] as const;
export type Format = (typeof FORMATS)[number];

/** --format for the posting commands (crosstable, prizes, teams): one declaration for their --help. */
export const FORMAT_SPEC: OptionSpec = {
  name: "format",
  value: "FORMAT",
  choices: FORMATS,
  default: "table",
  description: `Output format: ${FORMATS.join(", ")}.`,
};

/**
 * --tiebreaks, --rules and --unrated: how the posting commands rank the players, the same three
 * options and the same defaults as `standings`, so that a crosstable or a prize list never orders
 * the players otherwise than the standings do.
 */
export const RANKING_SPECS: readonly OptionSpec[] = [
  {
    name: "tiebreaks",
    value: "LIST",
    description:
      "A comma list of tiebreak systems, or PANAM1954 (default the US Chess order; C.07's FIDE_SB,FIDE_DE,FIDE_WIN,FIDE_KS for a round robin).",
  },
  {
    name: "rules",
    value: "RULES",
    description: "FIDE tiebreak rules: 2023 or 2026 (or a start date), RR or SWISS.",
  },
  { name: "unrated", value: "RATING", description: "The rating FIDE's rules give unrated opponents." },
];

export function formatOption(args: Args): Format {
  const f = (args.options.format ?? "table").toLowerCase();
  if (!(FORMATS as readonly string[]).includes(f))
    throw new UsageError(`--format "${args.options.format}" is not a format (expected ${FORMATS.join(", ")})`);
  return f as Format;
}

/** The ranking rule of --tiebreaks, --rules and --unrated (a usage error when unreadable). */
export function rankingOption(args: Args): Ranking {
  const list = args.options.tiebreaks ?? "";
  const tiebreakOptions = rulesOptions(args.options);
  if (list.trim() === "") return { tiebreakOptions };
  return { order: usage(() => standingsOrder(list, "--tiebreaks")), tiebreakOptions };
}



export function modeOption(args: Args): PrizeMode {
  const m = (args.options.mode ?? "US").toUpperCase();
  if (!(PRIZE_MODES as readonly string[]).includes(m))
    throw new UsageError(`--mode "${args.options.mode}" is not a prize rule (expected us or fide)`);
  return m as PrizeMode;
}

export function teamMethodOption(value: string | undefined, option: string): TeamMethod {
  const m = (value ?? "US").toUpperCase();
  if (!(TEAM_METHODS as readonly string[]).includes(m))
    throw new UsageError(`${option} "${value}" is not a team method (expected vcf or us)`);
  return m as TeamMethod;
}

export function wholeOption(args: Args, name: string, min: number): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min)
    throw new UsageError(`--${name} "${v}" is not a whole number of at least ${min}`);
  return Number(v);
}

/** Reads a prize list file (.csv: Prize, Amount). */
export async function loadPrizes(path: string): Promise<Prize[]> {
  const rows = unwrap(parseCsv(await readText(path)));
  return unwrap(parsePrizes(rows, path));
}

/** Prints a grid in the chosen format (json is the caller's). */
export function printGrid(
  io: Io,
  format: Exclude<Format, "json">,
  title: string,
  grid: string[][],
  leftAligned: number[],
  after: string[] = [],
): void {
  if (format === "csv") io.out(makeCsv(grid, { eol: "\n" }));
  else if (format === "html") {
    const list =
      after.length === 0
        ? ""
        : `\n<ul class="reasons">\n${after.map((l) => `<li>${escapeHtml(l)}</li>`).join("\n")}\n</ul>`;
    const [event, ...rest] = title.split(": ");
    io.out(htmlPage({ event: event ?? title, subtitle: rest.join(": "), nav: [], body: htmlTable(grid) + list }));
  } else io.out([title, "", alignColumns(grid, leftAligned), ...(after.length === 0 ? [] : ["", ...after])].join("\n"));
}

/** The event with a name: its own (TRF 012, the Tournament sheet), else the file's name ("spring-open"). */
export function named(t: Tournament, file: string): Tournament {
  const own = (t.info.name ?? "").trim();
  return own !== "" ? t : { ...t, info: { ...t.info, name: basename(file, extname(file)) } };
}

import { mkdir, readdir, rm, writeFile } from "fs/promises";
import { join } from "path";
import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { RANKING_SPECS, loadPrizes, modeOption, named, rankingOption, teamMethodOption } from "../posting";
import { eventSite } from "../../core/html/site";
import { boardWarnings } from "../../core/posting/boards";
import { prizeList } from "../../core/prizes/award";
import { teamRanking, teamStandings } from "../../core/teams/standings";
import { leaguePage } from "../../core/html/league";
import { unwrap } from "../../core/errors";
import { parseCsv } from "../../core/formats/csv";
import { leagueOptions, readMatches } from "../../grid/functions/teams-league";
import { readText } from "../load";

/** The pages this command writes (and, with --force, removes when a run no longer writes them). */
const PAGE = /^(index|this-round|round-\d+|crosstable|prizes|teams)\.html$/;

/**
 * `wallchart html FILE -o DIR [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--prizes FILE [--mode us|fide]] [--teams vcf|us]
 * [--section NAME]`: writes the event's web pages (standings, each round, crosstable, prizes, teams).
 */
export const command: Command = {
  name: "html",
  usage:
    "html FILE -o DIR [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--prizes FILE] [--mode us|fide] [--teams vcf|us] [--section NAME] [--force] [--format text|json]",
  summary: "Write a static web page set of the event (pairings by round, crosstable, standings, prizes) to DIR.",
  options: [
    { name: "out", short: "o", value: "DIR", description: "The folder to write the pages to (made when missing)." },
    ...RANKING_SPECS,
    { name: "prizes", value: "FILE", description: "A prize list (.csv: Prize, Amount) to add the prizes page." },
    { name: "mode", value: "MODE", description: "Prize rule: us (default) or fide." },
    { name: "teams", value: "METHOD", description: "Add team standings, scored by vcf or us." },
    {
      name: "section",
      value: "NAME",
      description: "The section's name for the page titles (a league's name with --league).",
    },
    {
      name: "league",
      description:
        "FILE is a team league's matches (.csv as wallchart league reads them): write its page (table, fixtures and results, match cards) as index.html.",
    },
    {
      name: "settings",
      value: "TEXT",
      description: 'With --league: e.g. "PRIMARY GP; TIEBREAKS BW, SB; POINTS 3-1-0".',
    },
    {
      name: "force",
      description:
        "Write into a folder that is not empty; the pages of an earlier run that this one does not write are removed.",
    },
    {
      ...formatOption("text", "json"),
      description: "What to print about the pages written: text, or json (the list of files).",
    },
    FROM_OPTION,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const dir = args.options.out;
    if (dir === undefined) throw new UsageError("name the folder to write with -o DIR");
    const ranking = rankingOption(args);
    const mode = modeOption(args);
    if (args.options.league !== undefined) {
      const rows = unwrap(parseCsv(await readText(file)));
      const matches = rows.length === 0 ? [] : readMatches(rows);
      const teams = [...new Set(matches.flatMap((m) => [m.first, m.second]))];
      const html = leaguePage(
        args.options.section ?? "League",
        teams,
        matches,
        leagueOptions(args.options.settings ?? null),
      );
      return writePages(dir, [{ file: "index.html", html }], args.options.force !== undefined, args.options.format, io);
    }
    const t = named(await loadTournament(file), file);
    const teams =
      args.options.teams === undefined
        ? undefined
        : teamStandings(t, {
            method: teamMethodOption(args.options.teams, "--teams"),
            ...teamRanking(ranking),
          });
    const prizes =
      args.options.prizes === undefined
        ? undefined
        : prizeList(t, await loadPrizes(args.options.prizes), {
            mode,
            ...ranking,
            ...(teams === undefined ? {} : { teams }),
          });
    const pages = eventSite(t, {
      ...ranking,
      ...(args.options.section === undefined ? {} : { section: args.options.section }),
      ...(prizes === undefined ? {} : { prizes }),
      ...(teams === undefined ? {} : { teams }),
    });
    for (const w of boardWarnings(t)) io.err(`warning: ${w}`);
    return writePages(dir, pages, args.options.force !== undefined, args.options.format, io);
  },
};

/** Writes the pages into DIR: a folder with anything in it needs --force, and then the event pages this run does not write are removed. */
async function writePages(
  dir: string,
  pages: readonly { file: string; html: string }[],
  force: boolean,
  format: string | undefined,
  io: Parameters<Command["run"]>[1],
): Promise<number> {
  // An earlier run's pages are never left behind: a folder with anything in it needs --force, and
  // then the event pages this run does not write (prizes.html of a run with --prizes) are removed.
  const there = await readdir(dir).catch(() => [] as string[]);
  if (there.length > 0 && !force)
    throw new UsageError(
      `${dir} is not empty (${there.length} ${there.length === 1 ? "entry" : "entries"}): use --force to write the pages there, or name an empty folder`,
    );
  const stale = there.filter((f) => PAGE.test(f) && !pages.some((p) => p.file === f));
  for (const f of stale) await rm(join(dir, f));
  await mkdir(dir, { recursive: true });
  for (const p of pages) await writeFile(join(dir, p.file), p.html, "utf8");
  if (format?.toLowerCase() === "json") io.out(JSON.stringify({ dir, pages: pages.map((p) => p.file) }, null, 2));
  else
    io.out(
      `Wrote ${pages.length} ${pages.length === 1 ? "page" : "pages"} to ${dir}: ${pages.map((p) => p.file).join(", ")}${stale.length === 0 ? "" : `; removed ${stale.join(", ")} of an earlier run`}`,
    );
  return 0;
}

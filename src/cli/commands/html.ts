import { mkdir, writeFile } from "fs/promises";
import { join } from "path";
import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { RANKING_SPECS, loadPrizes, modeOption, named, rankingOption, teamMethodOption } from "../posting";
import { eventSite } from "../../core/html/site";
import { boardWarnings } from "../../core/posting/boards";
import { prizeList } from "../../core/prizes/award";
import { teamRanking, teamStandings } from "../../core/teams/standings";

/**
 * `wallchart html FILE -o DIR [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--prizes FILE [--mode us|fide]] [--teams vcf|us]
 * [--section NAME]`: writes the event's web pages (standings, each round, crosstable, prizes, teams).
 */
export const command: Command = {
  name: "html",
  usage:
    "html FILE -o DIR [--tiebreaks LIST] [--rules RULES] [--unrated RATING] [--prizes FILE] [--mode us|fide] [--teams vcf|us] [--section NAME] [--format text|json]",
  summary: "Write a static web page set of the event (pairings by round, crosstable, standings, prizes) to DIR.",
  options: [
    { name: "out", short: "o", value: "DIR", description: "The folder to write the pages to (made when missing)." },
    ...RANKING_SPECS,
    { name: "prizes", value: "FILE", description: "A prize list (.csv: Prize, Amount) to add the prizes page." },
    { name: "mode", value: "MODE", description: "Prize rule: us (default) or fide." },
    { name: "teams", value: "METHOD", description: "Add team standings, scored by vcf or us." },
    { name: "section", value: "NAME", description: "The section's name for the page titles." },
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
    await mkdir(dir, { recursive: true });
    for (const p of pages) await writeFile(join(dir, p.file), p.html, "utf8");
    if (args.options.format?.toLowerCase() === "json")
      io.out(JSON.stringify({ dir, pages: pages.map((p) => p.file) }, null, 2));
    else io.out(`Wrote ${pages.length} pages to ${dir}: ${pages.map((p) => p.file).join(", ")}`);
    return 0;
  },
};

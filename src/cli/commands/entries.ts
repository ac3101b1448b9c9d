/**
 * `wallchart entries SIGNUP [--list LIST,…] [--sections SPEC] -o EVENT.xlsx|.trf`: a sign-up table
 * (.csv or .xlsx) → an event's Players sheets, rated from the lists given and placed in sections.
 * Rows that cannot be read stop it (each named with its row and column) unless --skip-unreadable;
 * the questions (did you mean, which one) are listed and nothing is merged on a doubt.
 */
import { existsSync } from "fs";
import { writeFile } from "fs/promises";
import { basename, extname } from "path";
import { ChessInputError, problem, type Problem } from "../../core/errors";
import { makeTrf } from "../../core/formats/trf";
import { makeWorkbook, type Sheet } from "../../core/formats/workbook";
import { describeMapping } from "../../core/entries/headers";
import { planImport, rateEntry, type ImportPlan } from "../../core/entries/import";
import { ListMatcher, type MatchResult } from "../../core/entries/match";
import { parseSections, describeSection } from "../../core/entries/sections";
import { entriesToEnter, readSignup } from "../../core/entries/signup";
import { RATING_KINDS, type RatingKind } from "../../core/entries/fide-txt";
import type { ListSource } from "../../core/entries/types";
import type { Player, Tournament } from "../../core/model/types";
import { UsageError, formatOption, type Command, type Io } from "../command";
import { json } from "../output";
import { onlyPositional } from "../args";
import { listFormat, readList } from "../lists";
import { readTableFile } from "./gp";

function tournamentOf(players: readonly Player[]): Tournament {
  return { info: {}, players, totalRounds: null, initialColour: null };
}

async function writeEvent(out: string, plan: ImportPlan, io: Io): Promise<void> {
  if (existsSync(out)) throw Object.assign(new Error(`${out} exists; not overwritten (remove it first)`), { code: "EEXIST" });
  const ext = extname(out).toLowerCase();
  const sections = plan.sections;
  if (ext === ".trf") {
    for (const s of sections) {
      const file = s.section === "" ? out : out.replace(/\.trf$/i, ` ${s.section}.trf`);
      if (s.section !== "" && existsSync(file)) throw Object.assign(new Error(`${file} exists; not overwritten`), { code: "EEXIST" });
      await writeFile(file, makeTrf(tournamentOf(s.players)), { flag: "wx" });
      io.out(`wrote ${file}`);
    }
    return;
  }
  const sheets: Sheet[] = [];
  for (const s of sections) {
    const book = makeWorkbook(tournamentOf(s.players));
    for (const sheet of book.sheets) sheets.push({ ...sheet, name: s.section === "" ? sheet.name : `${s.section} ${sheet.name}` });
  }
  const { saveXlsx } = await import("../load");
  await saveXlsx(out, { sheets });
  io.out(`wrote ${out}`);
}

export const command: Command = {
  name: "entries",
  usage: "entries SIGNUP [--list LIST,…] [--sections SPEC] -o EVENT.xlsx|EVENT.trf",
  summary: "Enters a sign-up sheet's players, rated from FIDE's or US Chess's lists, into the right sections.",
  options: [
    { name: "list", value: "LIST,…", description: "Rating lists, in order of preference, separated by commas: FIDE's players_list_foa.txt or players_list_xml_foa.xml, the US Chess supplement (.dbf), or a .csv/.xlsx with ID or Name and Rating columns." },
    { name: "sections", value: "SPEC", description: 'Sections and their limits: "Open; U1800: under 1800; U1400: under 1400, unrated no; Juniors: age under 14 in 2026".' },
    { name: "rating", value: "KIND", choices: RATING_KINDS, default: "standard", description: "Which rating of the lists: standard (US Chess regular), rapid (quick) or blitz." },
    { name: "sheet", value: "NAME", description: "The sign-up's sheet in an .xlsx (default: the first)." },
    { name: "skip-unreadable", description: "Go on without the rows that cannot be read (they are listed)." },
    formatOption("text", "json"),
    { name: "out", short: "o", value: "FILE", description: "The event to write: .xlsx (Players sheets, one group per section) or .trf (one file per section)." },
  ],
  details: [
    "The sign-up's headers are read as people write them: Name, or First and Last name; ID / US Chess ID; FIDE ID;",
    "Rating; Federation / Country; Birth / Born / Year; Sex / Gender; Club / Team / School; Section; Byes (H3 H5, Round 3 bye).",
    "Each player is matched by ID first, then by exact name; a name that only nearly matches is asked, never merged.",
    "Example: wallchart entries signup.csv --list players_list_foa.txt,TDEXP.DBF --sections \"Open; U1600: under 1600\" -o event.xlsx",
  ].join("\n"),
  async run(args, io) {
    const signup = onlyPositional(args, "sign-up file");
    const out = args.options.out;
    if (out === undefined) throw new UsageError("-o EVENT.xlsx or -o EVENT.trf is needed");
    if (![".xlsx", ".trf"].includes(extname(out).toLowerCase())) throw new UsageError(`-o ${out}: expected an .xlsx or .trf file`);
    const rating = (args.options.rating ?? "standard").toLowerCase() as RatingKind;
    const spec = parseSections(args.options.sections ?? "");
    if (spec.problems.length > 0) throw new UsageError(spec.problems.join("; "));
    if (extname(out).toLowerCase() === ".trf" && spec.value.length > 1 && out === "-") throw new UsageError("one .trf per section: name a file");

    const cells = await readTableFile(signup, args.options.sheet);
    const read = readSignup(cells);
    if (read.refused !== undefined) throw new ChessInputError([problem("MISSING", `${signup}: ${read.refused}`)]);
    io.err(`${basename(signup)}: columns ${describeMapping(read.mapping, (cells[read.headerRow - 1] ?? []).map(String)).join("; ")}`);
    for (const g of read.guess.ignored) io.err(`  column "${g.header}" not read: ${g.why}`);
    if (read.unreadable.length > 0 && args.options["skip-unreadable"] === undefined) {
      const problems: Problem[] = read.unreadable.map((u) => problem("BAD_CELL", `${signup} ${u.message}`));
      problems.push(problem("BAD_CELL", `(--skip-unreadable goes on without ${new Set(read.unreadable.map((u) => u.row)).size === 1 ? "this row" : "these rows"})`));
      throw new ChessInputError(problems);
    }
    const entries = entriesToEnter(read);

    const sources: ListSource[] = [];
    const answers: MatchResult[][] = entries.map(() => []);
    const paths = (args.options.list ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
    const formats = paths.map((p) => listFormat(p));
    for (let k = 0; k < paths.length; k++) {
      const path = paths[k] as string;
      let matcher: ListMatcher | null = null;
      const list = await readList(path, formats[k] as (typeof formats)[number], rating, (idKind) => {
        const m = new ListMatcher(entries, idKind);
        matcher = m;
        return { onPlayer: (p) => m.offer(p), wants: (id, name) => m.wants(id, name) };
      });
      sources.push(list.source);
      const results = (matcher as ListMatcher | null)?.results() ?? entries.map(() => ({ kind: "none", idNotFound: false }) as const);
      results.forEach((r, i) => answers[i]?.push(r));
      io.err(`${basename(path)}: ${list.count} players read`);
      for (const p of list.problems) io.err(`  ${p}`);
    }

    const rated = entries.map((e, i) => rateEntry(e, answers[i] ?? [], sources));
    const plan = planImport(rated, spec.value, new Map(), { listed: sources.length > 0 });
    if ((args.options.format ?? "text").toLowerCase() === "json") io.out(json(reportObject(plan, read)));
    else report(plan, read, spec.value.map(describeSection), io);
    await writeEvent(out, plan, io);
    return 0;
  },
};

function reportObject(plan: ImportPlan, read: ReturnType<typeof readSignup>): unknown {
  return {
    sections: plan.sections.map((s) => ({ section: s.section, entered: s.added, players: s.players.length })),
    rowsNotRead: read.unreadable.map((u) => ({ row: u.row, column: u.column, value: u.value, message: u.message })),
    duplicates: read.duplicates.map((d) => d.message),
    notEntered: [...plan.already, ...plan.left],
    warnings: plan.warnings,
    questions: plan.questions,
  };
}

function report(plan: ImportPlan, read: ReturnType<typeof readSignup>, sections: readonly string[], io: Io): void {
  for (const s of plan.sections) io.out(`${s.section === "" ? "Players" : s.section}: ${s.added} entered`);
  if (sections.length > 0) io.out(`Sections: ${sections.join("; ")}`);
  const block = (title: string, lines: readonly string[]) => {
    if (lines.length === 0) return;
    io.out(`${title} (${lines.length}):`);
    for (const l of lines) io.out(`  ${l}`);
  };
  block("Rows not read", read.unreadable.map((u) => u.message));
  block("Duplicates", read.duplicates.map((d) => d.message));
  block("Not entered", [...plan.already, ...plan.left]);
  block("Warnings", plan.warnings);
  block("Questions", plan.questions);
}

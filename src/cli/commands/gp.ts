/**
 * `wallchart gp FILE --scheme ACF1..ACF5|VCF`: Grand Prix points of one event from a players table
 * (CSV, or the first sheet of an .xlsx): a header row, then one row per player in final order.
 */
import { extname } from "path";
import { ChessInputError, fail, problem, unwrap, type Problem } from "../../core/errors";
import { parseCsv } from "../../core/formats/csv";
import { acfClass, acfPoints, placeText, ACF_CLASSES, ACF_SCALES, type AcfClass } from "../../core/grandprix/acf-mm";
import { gpCategory, gpEligible, GP_CATEGORIES, type GpCategory } from "../../core/grandprix/acf-categories";
import { fixed4, scoreAboveRounds, shortPoints } from "../../core/grandprix/sum";
import { readGpTable, type GpColumn, type GpRow, type GpTable } from "../../core/grandprix/table";
import { teamTotals, underEligible, vcfCupPoints } from "../../core/grandprix/vcf-cup";
import { UNDER_TEAM_LIMIT, vcfSection, type VcfSection } from "../../core/qualify/vcf";
import { onlyPositional } from "../args";
import { UsageError, formatOption, type Args, type Command } from "../command";
import { readText, STDIN } from "../load";
import { Report } from "../report";

export const TABLE_EXTENSIONS = [".csv", ".xlsx"] as const;

/** The cells of a CSV file or of one sheet of an .xlsx (the first, or `sheet`), as text. */
export async function readTableFile(path: string, sheet?: string): Promise<string[][]> {
  const ext = extname(path).toLowerCase();
  if (ext === ".csv" || path === STDIN) return unwrap(parseCsv(await readText(path)));
  if (ext === ".xlsx") {
    const { loadXlsx } = await import("../load"); // exceljs is loaded only on this path
    const book = await loadXlsx(path);
    const ws =
      sheet === undefined ? book.sheets[0] : book.sheets.find((s) => s.name.toLowerCase() === sheet.toLowerCase());
    if (ws === undefined) {
      return fail(
        "BAD_FILE",
        `${path}: ${sheet === undefined ? "the workbook has no sheet" : `no sheet "${sheet}" (sheets: ${book.sheets.map((s) => s.name).join(", ")})`}`,
      );
    }
    return ws.cells.map((row) =>
      Array.from(row, (c) =>
        c === null || c === undefined ? "" : typeof c === "boolean" ? (c ? "TRUE" : "FALSE") : String(c),
      ),
    );
  }
  return fail("BAD_FILE", `${path}: unknown kind of file "${ext}" (expected ${TABLE_EXTENSIONS.join(" or ")})`);
}

/** Reads the players table of FILE, with the columns the caller needs. */
export async function loadGpTable(
  args: Args,
  required: readonly GpColumn[],
): Promise<{ file: string; table: GpTable }> {
  const file = onlyPositional(args);
  const table = unwrap(readGpTable(await readTableFile(file, args.options.sheet), file, required));
  if (table.rows.length === 0) fail("MISSING", `${file}: no players below the header row`);
  return { file, table };
}

/** Text columns padded to line up; numbers (and places) right-aligned. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  const numeric = (c: string) => /^[-+]?[\d.,/%]+(-\d+)?$/.test(c);
  return rows
    .map((r) =>
      r
        .map((c, i) => (numeric(c) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Places by score alone (ties share: "3-7"), in the table's order. */
function scorePlaces(scores: readonly (number | null)[]): string[] {
  return scores.map((s) => {
    if (s === null) return "";
    const above = scores.filter((t) => t !== null && t > s).length;
    const same = scores.filter((t) => t === s).length;
    return same === 1 ? String(above + 1) : `${above + 1}-${above + same}`;
  });
}

function score(s: number | null): string {
  return s === null ? "" : String(s / 10);
}

function percent(scoreTenths: number, rounds: number): string {
  return `${Number(((scoreTenths * 10) / rounds).toFixed(2))}%`;
}

/** The event's rounds: --rounds, else the round columns, else the largest rounds cell. */
function eventRounds(args: Args, table: GpTable): number | null {
  const given = args.options.rounds;
  if (given !== undefined) {
    const n = Number(given);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError(`--rounds ${given}: expected a whole number of rounds, 1 or more`);
    return n;
  }
  if (table.roundColumns > 0) return table.roundColumns;
  const most = Math.max(0, ...table.rows.map((r) => r.rounds ?? 0));
  return most > 0 ? most : null;
}

function runVcf(args: Args, rep: Report, file: string, table: GpTable): number {
  const rounds = eventRounds(args, table);
  if (rounds === null)
    fail(
      "MISSING",
      `${file}: the number of rounds is unknown (give --rounds N, a "rounds" column or round columns Rd 1, Rd 2 …)`,
    );
  const rows = table.rows;
  const label = (i: number) => `${file}, line ${rows[i]?.line} (${rows[i]?.name})`;
  const r = vcfCupPoints(
    rows.map((x) => ({ score: x.score, rating: x.rating, rounds: x.rounds })),
    rounds as number,
    label,
  );
  const counted = rows.map((_, i) => r.points[i] !== null);
  const places = scorePlaces(rows.map((x, i) => (counted[i] ? x.score : null)));
  const exact =
    r.ratingCount === 0
      ? ""
      : ` (${r.ratingSum} / ${r.ratingCount} = ${Number((r.ratingSum / r.ratingCount).toFixed(4))})`;
  rep.note(`VCF Cup points — ${file}: NoP ${r.nop}, ${rounds} rounds, AR ${r.ar}${exact}`);
  const out: string[][] = [
    ["Place", "Name", ...(table.columns.has("team") ? ["School"] : []), "Score", "SP", "Points"],
  ];
  rows.forEach((x, i) => {
    const p = r.points[i];
    out.push([
      places[i] ?? "",
      x.name,
      ...(table.columns.has("team") ? [x.team] : []),
      score(x.score),
      p === null || p === undefined ? "" : percent(x.score as number, rounds as number),
      p === null || p === undefined ? "" : fixed4(p),
    ]);
  });
  rep.table("players", out, formatTable);
  const first = r.clearFirst === null ? undefined : rows[r.clearFirst];
  rep.note(
    first === undefined
      ? "First place is shared: no clear-first bonus."
      : `${first.name} is clear first: the 3 bonus points are included.`,
  );
  if (table.columns.has("team")) {
    const section = args.options.section === undefined ? null : vcfSection(args.options.section);
    const teams = teamTotals(
      rows.flatMap((x, i) =>
        r.points[i] === null ? [] : [{ team: x.team, points: (r.points[i] as number) / 10000, rating: x.rating }],
      ),
    );
    const limit = section === null ? null : UNDER_TEAM_LIMIT[section];
    rep.note("\nSchools (each school's top 4 players):");
    const t: string[][] = [
      ["Place", "School", "Points", "Players", "Top-4 rating", ...(limit === null ? [] : [`Under ${limit}`])],
    ];
    for (const x of teams) {
      const avg = x.topRatingAverage === null ? "" : String(Number(x.topRatingAverage.toFixed(2)));
      t.push([
        x.place,
        x.team,
        fixed4(Math.round(x.points * 10000)),
        String(x.counted),
        avg,
        ...(limit === null ? [] : [underEligible(x, limit) ? "yes" : "no"]),
      ]);
    }
    rep.table("schools", t, formatTable);
  }
  return 0;
}

/** The categories to score: --category (one, or ALL), else the eligible column, else OPEN. */
function categories(args: Args, table: GpTable): (GpCategory | "ELIGIBLE")[] {
  const c = args.options.category;
  if (c === undefined) return table.columns.has("eligible") ? ["ELIGIBLE"] : ["OPEN"];
  if (c.trim().toUpperCase() === "ALL") return [...GP_CATEGORIES];
  try {
    return [gpCategory(c, "--category")];
  } catch (e) {
    if (e instanceof ChessInputError) throw new UsageError(`${e.message.replace(/\)$/, "")} or ALL)`);
    throw e;
  }
}

function runAcf(args: Args, rep: Report, file: string, table: GpTable, cls: AcfClass): number {
  const cats = categories(args, table);
  const needsYear = cats.some((c) => c === "JUNIORS" || c === "GIRLS");
  const yearText = args.options.year;
  const year = yearText === undefined ? null : Number(yearText);
  if (year !== null && (!Number.isInteger(year) || year < 1))
    throw new UsageError(`--year ${yearText}: expected a year such as 1994`);
  if (needsYear && year === null)
    throw new UsageError(
      "--year is needed for JUNIORS and GIRLS (juniors are under 18 on 1 January of the Grand Prix year)",
    );
  const rows = table.rows;
  const problems: Problem[] = [];
  const rounds = eventRounds(args, table);
  rows.forEach((x) => {
    const p = scoreAboveRounds(x.score, x.rounds ?? rounds, `${file}, line ${x.line} (${x.name})`);
    if (p !== null) problems.push(p);
    if (x.score === null) problems.push(problem("MISSING", `${file}, line ${x.line} (${x.name}): no score`));
  });
  if (problems.length > 0) throw new ChessInputError(problems);
  const eligible = (c: GpCategory | "ELIGIBLE", x: GpRow) =>
    c === "ELIGIBLE"
      ? x.eligible === true
      : gpEligible(c, { rating: x.rating, female: x.female, birth: x.birth }, year ?? 0);
  const columns = cats.map((c) =>
    acfPoints(
      rows.map((x) => ({ score: x.score, eligible: eligible(c, x) })),
      cls,
    ),
  );
  rep.note(
    `ACF Mercantile Mutual Grand Prix, class ${cls.slice(3)} (${ACF_SCALES[cls].join(", ")}) — ${file}: ${rows.length} players`,
  );
  const places = scorePlaces(rows.map((x) => x.score));
  const single = cats.length === 1;
  const head = [
    "Place",
    "Name",
    "Score",
    ...cats.flatMap((c) => (single ? ["Category place", c === "ELIGIBLE" ? "Points" : `${c} points`] : [c])),
  ];
  const out: string[][] = [head];
  rows.forEach((x, i) => {
    const cells = columns.flatMap((col) => {
      const a = col[i];
      if (single) return a === null || a === undefined ? ["", ""] : [placeText(a), shortPoints(a.points)];
      return [a === null || a === undefined ? "-" : shortPoints(a.points)];
    });
    out.push([places[i] ?? "", x.name, score(x.score), ...cells]);
  });
  rep.table("players", out, formatTable);
  if (!single) rep.note("-: not eligible for the category.");
  return 0;
}

/** --section checked as a usage error that lists the sections. */
export function usageSection(text: string): VcfSection {
  try {
    return vcfSection(text, "--section");
  } catch (e) {
    if (e instanceof ChessInputError) throw new UsageError(e.message);
    throw e;
  }
}

export const command: Command = {
  name: "gp",
  usage:
    "gp FILE --scheme ACF1..ACF5|VCF [--category OPEN|U2000|U1600|WOMEN|GIRLS|JUNIORS|ALL] [--year YYYY] [--rounds N] [--section K-3|K-5|K-8|K-12] [--sheet NAME] [--format table|csv|json]",
  summary:
    "Grand Prix points of one event from a players table (.csv or .xlsx: name, score, rating, rounds, school, sex, birth, eligible columns).",
  options: [
    { name: "scheme", value: "SCHEME", description: `The points scheme: ${[...ACF_CLASSES, "VCF"].join(", ")}.` },
    {
      name: "category",
      value: "CATEGORY",
      description: `ACF category: ${[...GP_CATEGORIES, "ALL"].join(", ")} (default: the eligible column, else OPEN).`,
    },
    { name: "year", value: "YYYY", description: "The Grand Prix year (for JUNIORS and GIRLS: under 18 on 1 January)." },
    {
      name: "rounds",
      value: "N",
      description: "The event's rounds (default: the round columns, else the rounds column).",
    },
    {
      name: "section",
      value: "SECTION",
      description: "VCF: the school section K-3, K-5, K-8 or K-12 (for the under-rating team column).",
    },
    { name: "sheet", value: "NAME", description: "The .xlsx sheet to read (default the first)." },
    formatOption("table", "csv", "json"),
  ],
  async run(args, io) {
    const scheme = args.options.scheme;
    const schemes = [...ACF_CLASSES, "VCF"].join(", ");
    if (scheme === undefined) throw new UsageError(`--scheme is required (${schemes})`);
    const cls = acfClass(scheme);
    const vcf = scheme.trim().toUpperCase() === "VCF";
    if (cls === null && !vcf) throw new UsageError(`--scheme "${scheme}" is not a scheme (expected ${schemes})`);
    if (args.options.section !== undefined) usageSection(args.options.section);
    const { file, table } = await loadGpTable(args, vcf ? ["name", "score", "rating"] : ["name", "score"]);
    const rep = new Report(io, (args.options.format ?? "table").toLowerCase());
    const code = vcf ? runVcf(args, rep, file, table) : runAcf(args, rep, file, table, cls as AcfClass);
    rep.end();
    return code;
  },
};

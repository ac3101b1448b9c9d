/**
 * `wallchart qualify FILE --section K-5`: from a GSQT section's post-event list (final order, tiebreaks
 * applied), how many qualify for the SSIT and who (seed 002 §3.f). With `--berths`, FILE is the
 * grade group's rating list instead and the command lists the automatic rating berths (§3.f.4).
 */
import { fail } from "../../core/errors";
import { ratingBerths, vcfQualifiers, vcfQualifyCount } from "../../core/qualify/vcf";
import { UsageError, formatOption, type Args, type Command } from "../command";
import { Report } from "../report";
import { formatTable, loadGpTable, usageSection } from "./gp";

async function berths(args: Args, rep: Report): Promise<number> {
  const { file, table } = await loadGpTable(args, ["name"]);
  if (!table.columns.has("regular") && !table.columns.has("online") && !table.columns.has("rating")) {
    fail("MISSING", `${file}: no rating columns (expected "regular" and/or "online")`);
  }
  const list = table.rows.map((r) => ({
    name: r.name,
    regular: r.regular ?? (table.columns.has("regular") ? null : r.rating),
    online: r.online,
    declined: r.declined,
  }));
  const out = ratingBerths(list);
  rep.note(
    `Rating berths — ${file}: the top 10 by the higher of the regular and online ratings; declined invitations pass down, never below the top 15.`,
  );
  rep.table(
    "berths",
    [["Rank", "Name", "Rating"], ...out.map((b) => [String(b.rank), b.name, String(b.rating)])],
    formatTable,
  );
  return 0;
}

export const command: Command = {
  name: "qualify",
  usage: "qualify FILE --section K-3|K-5|K-8|K-12 [--sheet NAME] [--format table|csv|json] | qualify FILE --berths",
  summary:
    "VCF qualifiers: how many a section's post-event list qualifies and who (name, rating, qualified, rounds columns); --berths: rating berths from a list (name, regular, online, declined).",
  options: [
    {
      name: "section",
      value: "SECTION",
      description: "The GSQT section: K-3, K-5, K-8 or K-12.",
    },
    {
      name: "berths",
      description: "FILE is the grade group's rating list: list the automatic rating berths (§3.f.4).",
    },
    { name: "sheet", value: "NAME", description: "The .xlsx sheet to read (default the first)." },
    formatOption("table", "csv", "json"),
  ],
  async run(args, io) {
    const rep = new Report(io, (args.options.format ?? "table").toLowerCase());
    const code = await (args.options.berths !== undefined ? berths(args, rep) : qualify(args, rep));
    rep.end();
    return code;
  },
};

async function qualify(args: Args, rep: Report): Promise<number> {
  if (args.options.section === undefined) throw new UsageError("--section is required (K-3, K-5, K-8, K-12)");
  const section = usageSection(args.options.section);
  const { file, table } = await loadGpTable(args, ["name", "rating"]);
  // Players who took part in at least one round (a rounds column or round columns say; else every row).
  const players = table.rows.filter((r) => r.rounds === null || r.rounds > 0);
  let sum = 0;
  let count = 0;
  for (const r of players) {
    if (r.rating !== null) {
      sum += r.rating;
      count++;
    }
  }
  if (count === 0) fail("MISSING", `${file}: no post-event ratings, so there is no average rating`);
  const q = vcfQualifyCount(section, players.length, { sum, count });
  const avg = Number((sum / count).toFixed(4));
  const strength = q.strength === 0 ? "no effect" : q.strength > 0 ? "add 1" : "reduce by 1";
  rep.note(
    `${section} — ${file}: ${players.length} players, average post-event rating ${avg} (${sum} / ${count}): ` +
      `Table 1 gives ${q.table1}, Table 2 ${strength} → ${q.count} qualify.`,
  );
  const list = players.map((r) => ({ name: r.name, qualified: r.qualified }));
  const chosen = vcfQualifiers(list, q.count);
  const last = chosen[chosen.length - 1]?.place ?? 0;
  const skipped = list.flatMap((p, i) => (p.qualified && i + 1 <= last ? [`${i + 1}. ${p.name}`] : []));
  rep.table("qualifiers", [["Place", "Name"], ...chosen.map((c) => [String(c.place), c.name])], formatTable);
  if (skipped.length > 0) rep.note(`Already qualified, skipped: ${skipped.join(", ")}.`);
  if (chosen.length < q.count) rep.note(`Only ${chosen.length} of the ${q.count} places could be filled.`);
  return 0;
}

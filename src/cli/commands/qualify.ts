/**
 * `wallchart qualify FILE --section K-5`: from a GSQT section's post-event list (final order, tiebreaks
 * applied), how many qualify for the SSIT and who (seed 002 §3.f). With `--berths`, FILE is the
 * grade group's rating list instead and the command lists the automatic rating berths (§3.f.4).
 */
import { fail } from "../../core/errors";
import { ratingBerths, vcfQualifiers, vcfQualifyCount } from "../../core/qualify/vcf";
import { checkOptions } from "../args";
import { UsageError, type Args, type Command, type Io } from "../command";
import { formatTable, loadGpTable, usageSection } from "./gp";

async function berths(args: Args, io: Io): Promise<number> {
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
  io.out(
    `Rating berths — ${file}: the top 10 by the higher of the regular and online ratings; declined invitations pass down, never below the top 15.`,
  );
  io.out(formatTable([["Rank", "Name", "Rating"], ...out.map((b) => [String(b.rank), b.name, String(b.rating)])]));
  return 0;
}

export const command: Command = {
  name: "qualify",
  usage: "qualify FILE --section K-3|K-5|K-8|K-12 [--sheet NAME] | qualify FILE --berths",
  summary:
    "VCF qualifiers: how many a section's post-event list qualifies and who (name, rating, qualified, rounds columns); --berths: rating berths from a list (name, regular, online, declined).",
  flags: ["berths"],
  async run(args, io) {
    checkOptions(args, ["section", "sheet", "berths"]);
    if (args.options.berths !== undefined) return berths(args, io);
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
    io.out(
      `${section} — ${file}: ${players.length} players, average post-event rating ${avg} (${sum} / ${count}): ` +
        `Table 1 gives ${q.table1}, Table 2 ${strength} → ${q.count} qualify.`,
    );
    const list = players.map((r) => ({ name: r.name, qualified: r.qualified }));
    const chosen = vcfQualifiers(list, q.count);
    const last = chosen[chosen.length - 1]?.place ?? 0;
    const skipped = list.flatMap((p, i) => (p.qualified && i + 1 <= last ? [`${i + 1}. ${p.name}`] : []));
    io.out(formatTable([["Place", "Name"], ...chosen.map((c) => [String(c.place), c.name])]));
    if (skipped.length > 0) io.out(`Already qualified, skipped: ${skipped.join(", ")}.`);
    if (chosen.length < q.count) io.out(`Only ${chosen.length} of the ${q.count} places could be filled.`);
    return 0;
  },
};

import type { Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { UsageError } from "../command";
import { FORMAT_SPEC, formatOption, printGrid } from "../posting";
import { eventRatingChanges, factsFromTournament, type RatingSystem } from "../../core/ratings/event";
import { isAllowedK } from "../../core/ratings/fide";

/**
 * `wallchart ratings FILE [--system fide|uscf] [--k K] [--format table|csv|html|json]`: every
 * player's rating before, after and the change the event makes (docs/ratings.md).
 */
export const command: Command = {
  name: "ratings",
  usage: "ratings FILE [--system fide|uscf] [--k 40|20|10] [--format table|csv|html|json]",
  summary: "Print each player's rating change for the event (FIDE Rating Regulations, or the US Chess rating system).",
  options: [
    { name: "system", value: "SYSTEM", choices: ["fide", "uscf"], default: "fide", description: "The rating system: fide (the change Σ K(W − We)) or uscf (the new rating, both passes)." },
    { name: "k", value: "K", description: "FIDE: K for every player (else 40 for 18 and under below 2300 by birth date, 20 below 2400, 10 from 2400)." },
    FORMAT_SPEC,
  ],
  async run(args, io) {
    const file = onlyPositional(args);
    const format = formatOption(args);
    const system = (args.options.system ?? "fide").toUpperCase() as RatingSystem;
    const kText = args.options.k;
    const k = kText === undefined ? undefined : Number(kText);
    if (k !== undefined && !isAllowedK(k)) throw new UsageError(`--k ${kText} is not a K of the FIDE Rating Regulations (40, 20, 10, or ⌊700 ÷ games⌋)`);
    const t = await loadTournament(file);
    const lines = eventRatingChanges(t, system, factsFromTournament(t, system), k === undefined ? {} : { k });
    if (format === "json") {
      io.out(JSON.stringify(lines.map((l) => ({ ...l, name: t.players[l.id - 1]?.name ?? "" })), null, 2));
      return 0;
    }
    const num = (x: number | null, signed = false): string =>
      x === null ? "" : signed && x > 0 ? `+${system === "FIDE" ? x.toFixed(1) : x}` : system === "FIDE" && signed ? x.toFixed(1) : String(x);
    const grid = [
      ["#", "Name", "Rating", "Games", ...(system === "FIDE" ? ["K"] : []), "New", "Rating ±"],
      ...lines.map((l) => [
        String(l.id),
        t.players[l.id - 1]?.name ?? "",
        l.before === null ? "unrated" : String(l.before),
        String(l.games),
        ...(system === "FIDE" ? [l.k === undefined ? "" : String(l.k)] : []),
        l.after === null ? "" : system === "FIDE" ? l.after.toFixed(1) : String(l.after),
        num(l.change, true),
      ]),
    ];
    const title = `${t.info.name ?? "Rating changes"} — ${system === "FIDE" ? "FIDE Rating Regulations" : "US Chess rating system"}`;
    printGrid(io, format, title, grid, [1]);
    return 0;
  },
};

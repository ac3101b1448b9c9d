import { FROM_OPTION, UsageError, formatOption, type Command } from "../command";
import { onlyPositional } from "../args";
import { loadTournament } from "../load";
import { alignColumns, rulesOptions, usage } from "./tiebreak";
import { makeCsv } from "../../core/formats/csv";
import { standings, standingsOrder } from "../../core/standings/standings";
import { valueTexts } from "../../core/crosstable/crosstable";
import { pointsText } from "../../core/model/points";

const FORMATS = ["table", "csv", "json"] as const;

/**
 * `wallchart standings FILE [--tiebreaks LIST] [--format table|csv|json]`: the standings, best
 * first, with shared places; LIST is a comma list of tiebreak systems or PANAM1954 (default the US
 * Chess order MODIFIED_MEDIAN,SOLKOFF,CUMULATIVE,OPP_CUMULATIVE, or C.07's FIDE_SB,FIDE_DE,FIDE_WIN,
 * FIDE_KS for a round robin). `--rules` and `--unrated` as for `tiebreak`.
 */
export const command: Command = {
  name: "standings",
  usage: "standings FILE [--tiebreaks LIST] [--format table|csv|json] [--rules 2023|2026|RR|SWISS] [--unrated RATING]",
  summary: "Print the standings (Place, #, Name, Score, tiebreaks) of a .trf, .csv or .xlsx tournament.",
  options: [
    {
      name: "tiebreaks",
      value: "LIST",
      default: "MODIFIED_MEDIAN,SOLKOFF,CUMULATIVE,OPP_CUMULATIVE",
      description: "A comma list of tiebreak systems (see `wallchart tiebreak --help`), or PANAM1954.",
    },
    formatOption(...FORMATS),
    {
      name: "rules",
      value: "RULES",
      description: "FIDE tiebreak rules: 2023 or 2026 (or a start date), RR or SWISS.",
    },
    { name: "unrated", value: "RATING", description: "The rating FIDE's rules give unrated opponents." },
    FROM_OPTION,
  ],
  async run(args, io) {
    const options = rulesOptions(args.options);
    const file = onlyPositional(args);
    const format = (args.options.format ?? "table").toLowerCase();
    if (!(FORMATS as readonly string[]).includes(format)) {
      throw new UsageError(`--format "${args.options.format}" is not a format (expected ${FORMATS.join(", ")})`);
    }
    const list = args.options.tiebreaks ?? "";
    const order = list.trim() === "" ? undefined : usage(() => standingsOrder(list, "--tiebreaks"));
    const t = await loadTournament(file);
    const table = standings(t, order, options);
    const labels = table.columns.map((c) => c.label);
    const shown = (v: number | null, i: number) => (v === null ? "" : String(v / (table.columns[i]?.scale ?? 1)));
    if (format === "json") {
      const rows = table.rows.map((r) => ({
        place: r.place,
        id: r.id,
        name: r.name,
        score: r.score / 10,
        tiebreaks: Object.fromEntries(
          r.values.map((v, i) => [labels[i] as string, v === null ? null : v / (table.columns[i]?.scale ?? 1)]),
        ),
      }));
      io.out(JSON.stringify(rows, null, 2));
      return 0;
    }
    if (format === "csv") {
      const rows = [
        ["Place", "#", "Name", "Score", ...labels],
        ...table.rows.map((r) => [r.place, String(r.id), r.name, String(r.score / 10), ...r.values.map(shown)]),
      ];
      io.out(makeCsv(rows, { eol: "\n" }));
      return 0;
    }
    // The table is read by people: scores with ½, each tiebreak column one way (issue 24), withdrawals marked.
    const values = valueTexts(table.rows, table.columns);
    const gone = new Set(t.players.filter((p) => p.withdrawn === true || p.request === "withdrawn").map((p) => p.id));
    const rows = [
      ["Place", "#", "Name", "Score", ...labels],
      ...table.rows.map((r, i) => [
        r.place,
        String(r.id),
        gone.has(r.id) ? `${r.name} (withdrew)` : r.name,
        pointsText(r.score),
        ...(values[i] ?? []),
      ]),
    ];
    io.out(alignColumns(rows, [0, 2]));
    return 0;
  },
};

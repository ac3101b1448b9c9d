/**
 * A rated period written out: the new list as a table (the player file for the next period, plus the
 * published figure and the period's games), and the booklet's reports as text.
 */
import { averageOf } from "./performance";
import type { PeriodResult } from "./period";
import type { ReportRow, Reports } from "./reports";
import { listText } from "./status";
import { centiText, tenthsText } from "./units";

/** The new list's columns; the first nine are the player file's, so the list is next period's input. */
export const LIST_HEADER = [
  "ID",
  "Name",
  "State",
  "Birth date",
  "Rating",
  "Status",
  "NG",
  "AR",
  "TS",
  "List",
  "Previous rating",
  "Change",
  "Period games",
  "Rated games",
  "Bonus",
] as const;

/**
 * The new list as rows of text (header first), in the player file's order. With `compare` (the same
 * period under the other system) two more columns give its rating and the difference.
 * @example newListTable(ratePeriod(players, games))[1] // ["101", "Brown", "VIC", "", "1011.5", "CONFIRMED", …, "1012", …]
 */
export function newListTable(result: PeriodResult, compare?: PeriodResult): string[][] {
  const other =
    compare === undefined ? [] : [compare.system === "1994" ? "1994 rating" : "Per-game rating", "Difference"];
  const rows: string[][] = [[...LIST_HEADER, ...(result.system === "per-game" ? ["K"] : []), ...other]];
  result.entries.forEach((e, i) => {
    const rating = e.rating === null ? "" : centiText(e.rating);
    const change = e.rating !== null && e.startRating !== null ? centiText(e.rating - e.startRating) : "";
    const row = [
      e.player.id,
      e.player.name,
      e.player.state,
      e.player.birthDate ?? "",
      rating,
      e.status,
      String(e.history.games),
      e.history.games === 0 ? "" : centiText(averageOf(e.history)),
      tenthsText(e.history.score),
      listText(e.status, e.rating, e.history.games),
      e.startRating === null ? "" : centiText(e.startRating),
      change,
      String(e.gamesPlayed),
      String(e.ratedGames),
      e.bonus === 0 ? "" : centiText(e.bonus),
    ];
    if (result.system === "per-game") row.push(e.k === null ? "" : String(e.k));
    if (compare !== undefined) {
      const c = compare.entries[i];
      const r = c?.rating ?? null;
      row.push(r === null ? "" : centiText(r), r === null || e.rating === null ? "" : centiText(e.rating - r));
    }
    rows.push(row);
  });
  return rows;
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

function table(rows: readonly ReportRow[], figure?: (r: ReportRow) => string): string[] {
  if (rows.length === 0) return ["  (none)"];
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  return rows.map((r) => {
    const parts = [pad(String(r.place), 4, true), pad(r.rating, 5, true)];
    if (figure) parts.push(pad(figure(r), 4, true));
    parts.push(pad(r.name, nameWidth), pad(r.state, 3), `(ID ${r.id})`);
    return parts.join("  ").trimEnd();
  });
}

/** What the heading of the reports says about the period. */
export interface PeriodSummary {
  readonly result: PeriodResult;
  readonly players: number;
  readonly games: number;
  /** The period date, if given. */
  readonly date?: string;
}

/**
 * The booklet's reports as plain text: Top Players, Top Under nn, Top Improvers, Active Players by state.
 * @example reportsText(periodReports(r.entries, { date }), { result: r, players: 20, games: 60, date })
 */
export function reportsText(reports: Reports, summary: PeriodSummary): string {
  const { result } = summary;
  const system = result.system === "1994" ? "ACF rules of April 1994" : "the announced per-game system (K by class)";
  const out: string[] = [
    `ACF rating period${summary.date ? ` to ${summary.date}` : ""}, ${system}: ${summary.players} players, ${summary.games} games in ${result.events.length} event${result.events.length === 1 ? "" : "s"}.`,
    "",
    "Top Players",
    ...table(reports.top),
  ];
  const year = summary.date?.slice(0, 4);
  for (const j of reports.juniors)
    out.push("", `Top Under ${j.under} (age on 1 January ${year})`, ...table(j.rows, (r) => String(r.figure)));
  if (reports.juniors.length === 0) out.push("", "(No junior reports: give the period date for ages.)");
  out.push("", "Top Improvers", ...table(reports.improvers, (r) => `+${r.figure}`));
  out.push("", "Active Players (rating, games this period, name)");
  for (const s of reports.active) {
    out.push(
      s.state || "(no state)",
      ...s.rows.map((r) => `  ${pad(r.rating, 5, true)}  ${pad(String(r.figure), 4, true)}  ${r.name}  (ID ${r.id})`),
    );
  }
  return out.join("\n");
}

/** The booklet's reports as sheets (name and cells), as `acf-period -o OUT.xlsx` and the pane write them. */
export function reportSheets(reports: Reports): { name: string; cells: (string | number)[][] }[] {
  const rank = (rows: Reports["top"], figure?: string) => [
    ["Place", "Rating", ...(figure ? [figure] : []), "Name", "State", "ID"],
    ...rows.map((r) => [r.place, r.rating, ...(figure ? [r.figure ?? ""] : []), r.name, r.state, r.id]),
  ];
  return [
    { name: "Top", cells: rank(reports.top) },
    ...reports.juniors.map((j) => ({ name: `Under ${j.under}`, cells: rank(j.rows, "Age") })),
    { name: "Improvers", cells: rank(reports.improvers, "Increase") },
    {
      name: "Active",
      cells: [
        ["State", "Rating", "Games", "Name", "ID"],
        ...reports.active.flatMap((s) => s.rows.map((r) => [s.state, r.rating, r.figure ?? 0, r.name, r.id])),
      ],
    },
  ];
}


/**
 * The rating list as the ACF publishes it (seed 000, "The Rating" and the booklet's lists; issue 32,
 * item 4): every player whose rating column holds something — a confirmed rating, a provisional
 * one from nine games (both rounded: 1011.5 is listed 1012), or a provisional player's games and
 * "R" under nine ("5R") — in alphabetical order, and again by state; the published figure only
 * (never the hundredths the calculation keeps), with the ID on every line; and the period's
 * statistics: players on the list, how many are new to it, by category and by state, with the
 * average published rating. New and unrated players have no rating column and are not listed.
 */
import type { PeriodEntry, PeriodResult } from "./period";
import { compareIds } from "./reports";
import { isPublished, listText, type AcfStatus } from "./status";
import { listRating } from "./units";

export interface ListLine {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  /** The rating column as published: "1012", or "5R" (a provisional rating under nine games). */
  readonly rating: string;
  /** Games played this period (the Active Player list's figure). */
  readonly games: number;
  /** New to the list: not on it at the start of the period, or a first published figure ("5R" → 1055). */
  readonly isNew: boolean;
}

/** One row of the statistics: a category or a state, how many, how many new, the average published rating. */
export interface ListCount {
  readonly label: string;
  readonly players: number;
  readonly isNew: number;
  /** Of the published ratings in the group, rounded to a whole point; null when none is published. */
  readonly average: number | null;
}

export interface PublishedList {
  /** Every listed player, alphabetical (case ignored), then by ID. */
  readonly alphabetical: readonly ListLine[];
  /** The same lines by state (states alphabetical; "" last, as "(no state)"). */
  readonly byState: readonly { readonly state: string; readonly lines: readonly ListLine[] }[];
  readonly statistics: {
    /** Everyone in the player file. */
    readonly inFile: number;
    /** Everyone listed: how many, how many new, the average published rating. */
    readonly total: ListCount;
    /** Played this period. */
    readonly active: number;
    readonly categories: readonly ListCount[];
    readonly states: readonly ListCount[];
  };
}

const CATEGORY: readonly [string, (e: PeriodEntry) => boolean][] = [
  ["Confirmed", (e) => e.status === "CONFIRMED"],
  ["Provisional, published (9 games or more)", (e) => e.status === "PROVISIONAL" && e.history.games >= 9],
  ["Provisional, under 9 games (nR)", (e) => e.status === "PROVISIONAL" && e.history.games < 9],
];

function listed(status: AcfStatus, rating: number | null, games: number): boolean {
  return listText(status, rating, games) !== "";
}

function line(e: PeriodEntry): ListLine {
  return {
    id: e.player.id,
    name: e.player.name,
    state: e.player.state,
    rating: listText(e.status, e.rating, e.history.games),
    games: e.gamesPlayed,
    isNew:
      !listed(e.startStatus, e.startRating, e.startGames) ||
      (!isPublished(e.startStatus, e.startRating, e.startGames) && isPublished(e.status, e.rating, e.history.games)),
  };
}

function count(label: string, entries: readonly PeriodEntry[]): ListCount {
  const pub = entries.filter((e) => isPublished(e.status, e.rating, e.history.games));
  const sum = pub.reduce((s, e) => s + listRating(e.rating as number), 0);
  return {
    label,
    players: entries.length,
    isNew: entries.filter((e) => line(e).isNew).length,
    average: pub.length === 0 ? null : Math.round(sum / pub.length),
  };
}

/**
 * Names compared without case, runs of digits as numbers ("Player 2" before "Player 10"); no locale
 * tables, so every host sorts alike.
 */
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase().match(/\d+|\D+/g) ?? [];
  const y = b.toLowerCase().match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i] as string, y[i] as string];
    if (p === q) continue;
    if (/^\d/.test(p) && /^\d/.test(q)) return compareIds(p, q) || (p < q ? -1 : 1);
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

const byName = (a: ListLine, b: ListLine): number => compareNames(a.name, b.name) || compareIds(a.id, b.id);

/**
 * The published list of a rated period.
 * @example publishedList(ratePeriod(players, games)).alphabetical[0] // { id: "1", name: "Brown, Bill", state: "VIC", rating: "1012", … }
 */
export function publishedList(result: PeriodResult): PublishedList {
  const entries = result.entries.filter((e) => listed(e.status, e.rating, e.history.games));
  const lines = entries.map((e) => ({ e, l: line(e) }));
  const alphabetical = lines.map((x) => x.l).sort(byName);
  const states = [...new Set(entries.map((e) => e.player.state))].sort((a, b) =>
    a === "" ? 1 : b === "" ? -1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const byState = states.map((state) => ({ state, lines: alphabetical.filter((l) => l.state === state) }));
  return {
    alphabetical,
    byState,
    statistics: {
      inFile: result.entries.length,
      total: count("On the list", entries),
      active: result.entries.filter((e) => e.gamesPlayed > 0).length,
      categories: CATEGORY.map(([label, test]) => count(label, entries.filter(test))),
      states: states.map((s) =>
        count(
          s === "" ? "(no state)" : s,
          entries.filter((e) => e.player.state === s),
        ),
      ),
    },
  };
}

/** The list's columns: the published figure only, the ID on every line. */
export const PUBLISHED_HEADER = ["Name", "ID", "State", "Rating", "Games this period", "New"] as const;

function rows(lines: readonly ListLine[], state = true): string[][] {
  return lines.map((l) => [l.name, l.id, ...(state ? [l.state] : []), l.rating, String(l.games), l.isNew ? "new" : ""]);
}

/**
 * The list, the list by state and the statistics as tables of text (header first), for the sheets,
 * the CLI and the web page.
 * @example publishedTables(list).map((t) => t.title) // ["Rating list (alphabetical)", "Rating list by state", "Statistics"]
 */
export function publishedTables(p: PublishedList): { title: string; rows: string[][] }[] {
  const s = p.statistics;
  const avg = (a: number | null) => (a === null ? "" : String(a));
  return [
    { title: "Rating list (alphabetical)", rows: [[...PUBLISHED_HEADER], ...rows(p.alphabetical)] },
    {
      title: "Rating list by state",
      rows: [
        ["State", ...PUBLISHED_HEADER.filter((h) => h !== "State")],
        ...p.byState.flatMap((g) => rows(g.lines, false).map((r) => [g.state === "" ? "(no state)" : g.state, ...r])),
      ],
    },
    {
      title: "Statistics",
      rows: [
        ["", "Players", "New to the list", "Average rating (published)"],
        ["In the player file", String(s.inFile), "", ""],
        ["Played this period", String(s.active), "", ""],
        [s.total.label, String(s.total.players), String(s.total.isNew), avg(s.total.average)],
        ...s.categories.map((c) => [c.label, String(c.players), String(c.isNew), avg(c.average)]),
        ...s.states.map((c) => [`State: ${c.label}`, String(c.players), String(c.isNew), avg(c.average)]),
      ],
    },
  ];
}

/** The sheet names the list is written to (the CLI's .xlsx and the pane). */
export const PUBLISHED_SHEETS = ["Rating list", "By state", "Statistics"] as const;

/**
 * The list, by state and the statistics as sheets: whole numbers as numbers (ratings, games,
 * counts), IDs kept as text so leading zeros survive.
 * @example publishedSheets(list)[0].name // "Rating list"
 */
export function publishedSheets(p: PublishedList): { name: string; cells: (string | number)[][] }[] {
  return publishedTables(p).map((t, i) => {
    const idCol = (t.rows[0] ?? []).indexOf("ID");
    return {
      name: PUBLISHED_SHEETS[i] as string,
      cells: t.rows.map((r, y) => r.map((c, x) => (y > 0 && x !== idCol && /^\d+$/.test(c) ? Number(c) : c))),
    };
  });
}

/**
 * The statistics as lines of text for the CLI's report.
 * @example statisticsText(list)[0] // "On the list: 18 players (2 new), average published rating 1258."
 */
export function statisticsText(p: PublishedList): string[] {
  const line = (c: ListCount) =>
    `${c.label}: ${c.players} player${c.players === 1 ? "" : "s"} (${c.isNew} new)${c.average === null ? "" : `, average published rating ${c.average}`}.`;
  const s = p.statistics;
  return [
    line(s.total),
    `In the player file: ${s.inFile}; played this period: ${s.active}.`,
    ...s.categories.map(line),
    ...s.states.map((c) => line({ ...c, label: `State ${c.label}` })),
  ];
}

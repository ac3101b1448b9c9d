/**
 * The booklet's reports ("Information in the Reports"): Top Players, Top Under nn (with the age at
 * the beginning of the year), Top Improvers (the increase in the period), and the Active Player list
 * by state with the games played in the period. Every report ranks published ratings only, and every
 * sort ends on the player's id.
 */
import { ageAtNewYear } from "./dates";
import type { PeriodEntry } from "./period";
import { isPublished, listText } from "./status";
import { listRating } from "./units";

export interface ReportRow {
  /** Place in the report; equal figures share a place. */
  readonly place: number;
  readonly id: string;
  readonly name: string;
  readonly state: string;
  /** The rating column as the booklet prints it ("1012", "5R"). */
  readonly rating: string;
  /** Age at 1 January (junior reports), the increase (improvers), games played (active list). */
  readonly figure?: number;
}

export interface Reports {
  readonly top: readonly ReportRow[];
  /** One report per age, "Top Under nn", in the order the ages were given. */
  readonly juniors: readonly { readonly under: number; readonly rows: readonly ReportRow[] }[];
  readonly improvers: readonly ReportRow[];
  /** Active players, one list per state (states in alphabetical order). */
  readonly active: readonly { readonly state: string; readonly rows: readonly ReportRow[] }[];
}

export interface ReportOptions {
  /** How many players each ranking report lists (default 20); ties at the cut are all listed. */
  readonly top?: number;
  /** The "Top Under nn" ages (default 20, 18, 16, 14, 12, 10). */
  readonly ages?: readonly number[];
  /** The period date (ISO); without it there are no junior reports. */
  readonly date?: string;
}

export const DEFAULT_AGES: readonly number[] = [20, 18, 16, 14, 12, 10];

/**
 * Ids compared as numbers when both are whole numbers, else as text.
 * @example ["10", "9"].sort(compareIds) // ["9", "10"]
 */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, "");
    const y = b.replace(/^0+(?=\d)/, "");
    if (x.length !== y.length) return x.length - y.length;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An entry with its sort keys worked out once (names are compared without case, then ids). */
interface Keyed {
  readonly e: PeriodEntry;
  readonly f: number;
  readonly name: string;
}

function keyed(e: PeriodEntry, f: number): Keyed {
  return { e, f, name: e.player.name.toLowerCase() };
}

function byName(a: Keyed, b: Keyed): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : compareIds(a.e.player.id, b.e.player.id);
}

function published(e: PeriodEntry): boolean {
  return isPublished(e.status, e.rating, e.history.games);
}

function text(e: PeriodEntry): string {
  return listText(e.status, e.rating, e.history.games);
}

/** The first `count` by figure (high first), then name, then id; ties at the cut stay in. */
function ranked(
  list: readonly PeriodEntry[],
  figure: (e: PeriodEntry) => number,
  count: number,
  extra?: (e: PeriodEntry) => number,
): ReportRow[] {
  const sorted = list.map((e) => keyed(e, figure(e))).sort((a, b) => b.f - a.f || byName(a, b));
  const rows: ReportRow[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const { e, f } = sorted[i] as Keyed;
    const prev = rows[rows.length - 1];
    const tied = i > 0 && (sorted[i - 1] as { f: number }).f === f;
    if (i >= count && !tied) break;
    rows.push({
      place: tied && prev ? prev.place : i + 1,
      id: e.player.id,
      name: e.player.name,
      state: e.player.state,
      rating: text(e),
      ...(extra ? { figure: extra(e) } : {}),
    });
  }
  return rows;
}

/**
 * The booklet's reports for a rated period.
 * @example periodReports(ratePeriod(players, games).entries, { date: "1994-04-30" }).top[0].name
 */
export function periodReports(entries: readonly PeriodEntry[], options: ReportOptions = {}): Reports {
  const count = options.top ?? 20;
  const ages = options.ages ?? DEFAULT_AGES;
  const pub = entries.filter(published);
  const rating = (e: PeriodEntry): number => listRating(e.rating as number);

  const top = ranked(pub, rating, count);

  const year = options.date === undefined ? null : Number(options.date.slice(0, 4));
  const juniors =
    year === null
      ? []
      : ages.map((under) => {
          const age = (e: PeriodEntry): number => ageAtNewYear(e.player.birthDate as string, year);
          const young = pub.filter((e) => e.player.birthDate !== null && age(e) < under);
          return { under, rows: ranked(young, rating, count, age) };
        });

  const increase = (e: PeriodEntry): number => rating(e) - listRating(e.startRating as number);
  const improvers = ranked(
    pub.filter((e) => e.ratedGames > 0 && isPublished(e.startStatus, e.startRating, e.startGames) && increase(e) > 0),
    increase,
    count,
    increase,
  );

  const states = new Map<string, PeriodEntry[]>();
  for (const e of entries) {
    if (e.gamesPlayed === 0) continue;
    const list = states.get(e.player.state) ?? [];
    list.push(e);
    states.set(e.player.state, list);
  }
  const active = [...states.keys()].sort().map((state) => ({
    state,
    rows: (states.get(state) as PeriodEntry[])
      .map((e) => keyed(e, 0))
      .sort(byName)
      .map(({ e }, i) => ({
        place: i + 1,
        id: e.player.id,
        name: e.player.name,
        state,
        rating: text(e),
        figure: e.gamesPlayed,
      })),
  }));

  return { top, juniors, improvers, active };
}

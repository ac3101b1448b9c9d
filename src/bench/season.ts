/**
 * Grand Prix season benchmarks (issue 19): a season of 40 events × 300 players within 1 s — players
 * matched across events (half by ID, half by name), points per category, best seven, prizes.
 */
import type { Bench } from "./harness";
import { mulberry32 } from "../core/formats/sample";
import { season, type SeasonEvent, type SeasonRow } from "../core/season/season";
import { seasonTables } from "../core/season/render";

const FIRST = [
  "Ann",
  "Ben",
  "Carl",
  "Dora",
  "Ed",
  "Fay",
  "Gus",
  "Hana",
  "Ivan",
  "Jo",
  "Kim",
  "Lee",
  "Max",
  "Nina",
  "Otto",
  "Pia",
];
const LAST = [
  "Smith",
  "Jones",
  "Brown",
  "Wilson",
  "Taylor",
  "Nguyen",
  "Kelly",
  "Martin",
  "White",
  "Walker",
  "Hall",
  "Young",
];

/** `events` events of `size` players drawn from a pool of 1,000, the same for the same seed. */
export function syntheticSeason(events: number, size: number, seed = 1994): SeasonEvent[] {
  const rnd = mulberry32(seed);
  const pool = Array.from({ length: 1000 }, (_, i) => ({
    id: i % 2 === 0 ? `A${10000 + i}` : "",
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i}`,
    rating: rnd() < 0.1 ? null : 800 + Math.floor(rnd() * 1600),
    female: rnd() < 0.2,
    birth: { year: 1950 + Math.floor(rnd() * 45), month: 1 + Math.floor(rnd() * 12), day: 1 + Math.floor(rnd() * 28) },
    state: ["ACT", "NSW", "QLD", "SA", "TAS", "VIC", "WA"][i % 7] as string,
  }));
  return Array.from({ length: events }, (_, e) => {
    const chosen = new Set<number>();
    while (chosen.size < size) chosen.add(Math.floor(rnd() * pool.length));
    const rows: SeasonRow[] = [...chosen].map((k, line) => {
      const p = pool[k] as (typeof pool)[number];
      return { line: line + 2, ...p, score: Math.floor(rnd() * 15) * 5, team: "", rounds: null };
    });
    return {
      name: `Event ${e + 1}`,
      date: { year: 1994, month: 1 + (Math.floor(e / 4) % 12), day: 1 + (e % 28) },
      scheme: `ACF${1 + (e % 5)}`,
      source: `event-${e + 1}.csv`,
      rows,
    };
  });
}

export const benches: Bench[] = [
  {
    name: "Grand Prix season, 40 events × 300 players (match, points, best seven, prizes, tables)",
    goalMs: 1000,
    runs: 5,
    setup() {
      const events = syntheticSeason(40, 300);
      return () => seasonTables(season(events));
    },
  },
];

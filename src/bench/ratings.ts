/**
 * ACF rating period benchmarks (issue 5): 20,000 players and 200,000 games within 2 s. The data is
 * generated deterministically (mulberry32, fixed seed): 2,000 weekend events of 100 games, each among
 * 40 players drawn from a region of the player file, so that players meet again and again.
 */
import type { Bench } from "./harness";
import { makeCsv, parseCsv } from "../core/formats/csv";
import {
  periodReports,
  ratePeriod,
  readGames,
  readPlayers,
  type AcfGameRecord,
  type AcfPlayerRecord,
  type AcfStatus,
} from "../core/ratings/acf1994";

import { mulberry32 } from "../core/formats/sample";

export interface SyntheticPeriod {
  readonly players: AcfPlayerRecord[];
  readonly games: AcfGameRecord[];
}

/** A period of `playerCount` players and `gameCount` games, the same for the same seed. */
export function syntheticPeriod(playerCount: number, gameCount: number, seed = 1994): SyntheticPeriod {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const states = ["ACT", "NSW", "QLD", "SA", "TAS", "VIC", "WA"];
  const players: AcfPlayerRecord[] = [];
  for (let i = 0; i < playerCount; i++) {
    const roll = rnd();
    const status: AcfStatus = roll < 0.7 ? "CONFIRMED" : roll < 0.82 ? "PROVISIONAL" : roll < 0.9 ? "UNRATED" : "NEW";
    const strength = int(600, 2500);
    const games =
      status === "CONFIRMED"
        ? int(30, 400)
        : status === "PROVISIONAL"
          ? int(1, 29)
          : status === "UNRATED"
            ? int(1, 20)
            : 0;
    const score =
      status === "NEW"
        ? 0
        : status === "UNRATED"
          ? rnd() < 0.5
            ? 0
            : 10 * games
          : 5 * int(Math.ceil((2 * games) / 15), 2 * games - 1);
    players.push({
      id: String(100000 + i),
      name: `Player ${i}`,
      state: states[i % states.length] as string,
      birthDate: `${int(1920, 1988)}-${String(int(1, 12)).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`,
      rating: status === "CONFIRMED" || status === "PROVISIONAL" ? 100 * strength + 50 * int(0, 1) : null,
      status,
      games,
      average: games === 0 ? 0 : 100 * int(strength - 200, strength + 200),
      score,
      place: `players row ${i + 2}`,
    });
  }
  const games: AcfGameRecord[] = [];
  const perEvent = 100;
  const field = 40;
  for (let e = 0; games.length < gameCount; e++) {
    const base = int(0, playerCount - field);
    const day = 1 + (e % 120);
    const date = `1994-${String(1 + Math.floor((day - 1) / 30)).padStart(2, "0")}-${String(1 + ((day - 1) % 28)).padStart(2, "0")}`;
    // No game twice: the same White and Black meet once in an event (checkPeriod would ask about a repeat).
    const met = new Set<number>();
    for (let g = 0; g < perEvent && games.length < gameCount; g++) {
      let w: number;
      let b: number;
      do {
        w = base + int(0, field - 1);
        b = base + int(0, field - 2);
        if (b >= w) b++;
      } while (met.has(w * playerCount + b));
      met.add(w * playerCount + b);
      const x = rnd();
      games.push({
        event: `Event ${e}`,
        date,
        white: String(100000 + w),
        black: String(100000 + b),
        result: x < 0.42 ? 10 : x < 0.7 ? 5 : 0,
        place: `games row ${games.length + 2}`,
      });
    }
  }
  return { players, games };
}

/** The synthetic period as the tables a ratings officer would hand over (for the end-to-end bench). */
export function periodTables(p: SyntheticPeriod): { players: string[][]; games: string[][] } {
  const num = (c: number | null): string => (c === null ? "" : String(c / 100));
  return {
    players: [
      ["ID", "Name", "State", "Birth date", "Rating", "Status", "NG", "AR", "TS"],
      ...p.players.map((x) => [
        x.id,
        x.name,
        x.state,
        x.birthDate ?? "",
        num(x.rating),
        x.status,
        String(x.games),
        num(x.average),
        String(x.score / 10),
      ]),
    ],
    games: [
      ["Event", "Date", "White", "Black", "Result"],
      ...p.games.map((g) => [g.event, g.date, g.white, g.black, String(g.result / 10)]),
    ],
  };
}

let cached: SyntheticPeriod | null = null;
const big = (): SyntheticPeriod => (cached ??= syntheticPeriod(20000, 200000));

export const benches: Bench[] = [
  {
    name: "ACF period (1994 rules), 20,000 players × 200,000 games",
    goalMs: 2000,
    runs: 10,
    setup() {
      const { players, games } = big();
      return () => ratePeriod(players, games, { date: "1994-04-30" });
    },
  },
  {
    name: "ACF period, per-game system (K by class), 20,000 × 200,000",
    goalMs: 2000,
    runs: 10,
    setup() {
      const { players, games } = big();
      return () => ratePeriod(players, games, { system: "per-game", date: "1994-04-30" });
    },
  },
  {
    name: "ACF period from CSV text: parse + read 20,000 players and 200,000 games, rate, reports",
    goalMs: 2000,
    runs: 5,
    setup() {
      const t = periodTables(big());
      const playersCsv = makeCsv(t.players);
      const gamesCsv = makeCsv(t.games);
      return () => {
        const players = readPlayers(parseCsv(playersCsv).value, "players.csv").value;
        const games = readGames(parseCsv(gamesCsv).value, "games.csv").value;
        const r = ratePeriod(players, games, { date: "1994-04-30" });
        return periodReports(r.entries, { date: "1994-04-30" });
      };
    },
  },
];

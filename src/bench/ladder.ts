/** Ladder benchmarks: a long season replayed from scratch, as the sheet does on every recalculation. */
import type { Bench } from "./harness";
import { challengesFor, replayLadder, type LadderRow, type LadderSettings } from "../core/ladder";

/** A season of `games` rows among `n` players: every challenge in range, results cycling, a clock row weekly. */
function season(n: number, games: number): { players: string[]; log: LadderRow[] } {
  const players = Array.from({ length: n }, (_, i) => `Player ${i + 1}`);
  const log: LadderRow[] = [];
  let day = 45658;
  let x = 12345;
  for (let g = 0; g < games; g++) {
    if (g % 20 === 0) log.push([(day += 7)]);
    x = (x * 1103515245 + 12345) % 2147483648;
    const c = 1 + (x % (n - 1));
    const d = c - 1 - ((x >> 8) % Math.min(3, c));
    log.push([day, `Player ${c + 1}`, `Player ${d + 1}`, ["1-0", "0-1", "½-½"][(x >> 4) % 3] as string]);
  }
  return { players, log };
}

function replayBench(
  name: string,
  n: number,
  games: number,
  settings: Partial<LadderSettings>,
  goalMs?: number,
): Bench {
  return {
    name,
    ...(goalMs === undefined ? {} : { goalMs }),
    runs: 10,
    setup() {
      const { players, log } = season(n, games);
      return () => replayLadder(players, log, settings);
    },
  };
}

export const benches: readonly Bench[] = [
  replayBench("LADDER challenge, 60 players × 1,000 games (inactivity on)", 60, 1000, { inactiveDays: 14 }, 1000),
  replayBench("LADDER challenge, 200 players × 5,000 games (inactivity on)", 200, 5000, { inactiveDays: 14 }),
  replayBench("LADDER rating (K = ACF), 200 players × 5,000 games", 200, 5000, { type: "RATING", k: "ACF" }),
  {
    name: "LADDER_CHALLENGES, 200 players, log of 5,000 games",
    runs: 20,
    setup() {
      const { players, log } = season(200, 5000);
      return () => challengesFor(players, "Player 150", {}, log);
    },
  },
];

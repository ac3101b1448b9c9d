/**
 * The playground's sample rating period (?period=N&games=M): a player file and a period's games,
 * generated the same way for the same numbers (the bench's synthetic period, src/bench/ratings.ts).
 */
import { periodTables, syntheticPeriod } from "../src/bench/ratings";
import { MemoryWorkbook } from "../src/workbook/memory";

export function samplePeriod(players: number, games: number): MemoryWorkbook {
  const t = periodTables(syntheticPeriod(players, games));
  const wb = new MemoryWorkbook([
    { name: "Rating players", cells: t.players },
    { name: "Games", cells: t.games },
  ]);
  wb.activate("Rating players");
  return wb;
}

/** Small builders for ACF period tests: players and games in booklet units (points, not hundredths). */
import type { AcfGameRecord, AcfPlayerRecord, AcfStatus } from "../../../src/core/ratings/acf1994";

let row = 1;

export function player(
  id: string,
  status: AcfStatus,
  rating: number | null,
  extra: Partial<{
    games: number;
    average: number;
    score: number;
    name: string;
    state: string;
    birthDate: string | null;
  }> = {},
): AcfPlayerRecord {
  return {
    id,
    name: extra.name ?? `Player ${id}`,
    state: extra.state ?? "VIC",
    birthDate: extra.birthDate ?? null,
    rating: rating === null ? null : Math.round(rating * 100),
    status,
    games: extra.games ?? (status === "CONFIRMED" ? 40 : 0),
    average: Math.round((extra.average ?? 0) * 100),
    score: Math.round((extra.score ?? 0) * 10),
    place: `players row ${++row}`,
  };
}

/** A game; `result` is White's score 1, 0.5 or 0. */
export function game(event: string, date: string, white: string, black: string, result: 1 | 0.5 | 0): AcfGameRecord {
  return { event, date, white, black, result: (result * 10) as 0 | 5 | 10, place: `games row ${++row}` };
}

/**
 * `n` games for `id` in `event`, against opponents `opps` in turn (ids), scoring `score` points in all:
 * wins first, then a draw if there is a half, then losses. The player has White.
 */
export function series(
  event: string,
  date: string,
  id: string,
  opps: readonly string[],
  score: number,
): AcfGameRecord[] {
  const out: AcfGameRecord[] = [];
  let left = score;
  for (const o of opps) {
    const r: 1 | 0.5 | 0 = left >= 1 ? 1 : left >= 0.5 ? 0.5 : 0;
    left -= r;
    out.push(game(event, date, id, o, r));
  }
  return out;
}

/**
 * A player's team, read one way everywhere (28N in the USCF engine and its check, team standings,
 * team prizes): his own Team (School, Club) column, else the TRF 013 team line that lists him.
 */
import type { Tournament } from "./types";

/**
 * Each player's team by pairing number; players with none are not in the map.
 * @example teamsByPlayer(t).get(4) // "NHS"
 */
export function teamsByPlayer(t: Tournament): Map<number, string> {
  const out = new Map<number, string>();
  for (const team of t.teams ?? []) {
    const name = team.name.trim();
    if (name !== "") for (const id of team.members) out.set(id, name);
  }
  for (const p of t.players) {
    const own = (p.team ?? "").trim();
    if (own !== "") out.set(p.id, own);
  }
  return out;
}

/** The hand-checked event of the prize tests: 8 players, 3 rounds, #2 #3 #4 tied on 2 behind #1 on 3. */
import { unwrap } from "../../../src/core/errors";
import { parseWallchart } from "../../../src/core/formats/wallchart";
import type { Player, Tournament } from "../../../src/core/model/types";
import { parsePrizes } from "../../../src/core/prizes/parse";
import type { Prize } from "../../../src/core/prizes/types";

const ROWS = ["W8 W2 W5", "W7 L1 W6", "W6 D4 D8", "W5 D3 D7", "L4 W6 L1", "L3 L5 L2", "L2 W8 D4", "L1 L7 D3"];
const NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
const RATINGS = [2100, 1900, 1750, 1850, 1700, 1500, 1600, null];

/** Scores: #1 3, #2 #3 #4 2, #7 1½, #5 1, #8 ½, #6 0. */
export function handEvent(extra: (p: Player) => Partial<Player> = () => ({})): Tournament {
  const rounds = unwrap(parseWallchart(ROWS.map((r) => r.split(" "))));
  return {
    info: { name: "Hand event", startDate: "2026-05-01" },
    players: rounds.map((r, i) => {
      const p: Player = { id: i + 1, name: NAMES[i] as string, rating: RATINGS[i] ?? null, rounds: r };
      return { ...p, ...extra(p) };
    }),
    totalRounds: 3,
    initialColour: null,
  };
}

export function prizes(text: string): Prize[] {
  return unwrap(
    parsePrizes(
      text
        .trim()
        .split("\n")
        .map((l) => l.split(",").map((c) => c.trim())),
    ),
  );
}

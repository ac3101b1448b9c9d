/**
 * Team Swiss (issue 30, FIDE C.04.6, docs/teams.md): round 9 of a team Swiss of 40 and 80 teams ×
 * 4 boards, the earlier rounds paired by the system itself with seeded results, as the Teams task's
 * Pair next round and `wallchart league --swiss` pair it.
 */
import type { Bench } from "./harness";
import { mulberry32 } from "../core/formats/sample";
import { fideTeamSwissRound } from "../core/teams/fide-swiss";
import type { TeamMatch } from "../core/teams/match";

function season(n: number, rounds: number): { teams: string[]; matches: TeamMatch[] } {
  const teams = Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
  const random = mulberry32(n);
  const matches: TeamMatch[] = [];
  for (let r = 1; r <= rounds; r++)
    for (const b of fideTeamSwissRound(teams, matches, { totalRounds: 9 }).boards)
      matches.push({
        round: r,
        first: teams[b.white - 1] as string,
        second: teams[b.black - 1] as string,
        boards: Array.from({ length: 4 }, () => ({ first: "a", second: "b", result: ["1-0", "½-½", "0-1"][Math.floor(random() * 3)] as string })),
      });
  return { teams, matches };
}

const round9 = (n: number): Bench => ({
  name: `Team Swiss (C.04.6) round 9, ${n} teams × 4 boards`,
  runs: 5,
  setup() {
    const { teams, matches } = season(n, 8);
    return () => fideTeamSwissRound(teams, matches, { totalRounds: 9 });
  },
});

export const benches: readonly Bench[] = [round9(40), round9(80)];

/**
 * US Chess 34E5 Result between tied players: the games the tied players played among themselves,
 * counted as plus/minus (wins less losses), not as a percentage: 3–1 (+2) ranks above 1–0 (+1).
 */
import { playedGames } from "./context";
import type { GroupTiebreak } from "./types";

/**
 * HEAD_TO_HEAD: for each member of the tied group, wins less losses in games played over the board
 * against the other members (forfeits do not count). TIEBREAK takes the players on the same score
 * as the group; STANDINGS the players still tied when it comes to this system.
 * @example HEAD_TO_HEAD.values(ctx, [3, 7]) // [1, -1] when #3 beat #7
 */
export const HEAD_TO_HEAD: GroupTiebreak = {
  code: "HEAD_TO_HEAD",
  title: "Result between tied players",
  rule: "US Chess 34E5",
  scale: 1,
  better: "higher",
  needsRatings: false,
  scope: "group",
  values: (ctx, group) => {
    const members = new Set(group);
    return group.map((id) => {
      let plusMinus = 0;
      for (const e of playedGames(ctx, id)) {
        if (!members.has(e.opponent)) continue;
        if (e.kind === "win") plusMinus++;
        else if (e.kind === "loss") plusMinus--;
      }
      return plusMinus;
    });
  },
};

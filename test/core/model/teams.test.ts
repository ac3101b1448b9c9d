/** A player's team, one rule for every reader: his own Team column, else the TRF 013 team that lists him. */
import { teamsByPlayer } from "../../../src/core/model/teams";
import type { Tournament } from "../../../src/core/model/types";

test("own column first, then the 013 line; blank names are no team; names trimmed", () => {
  const t: Tournament = {
    info: {},
    totalRounds: null,
    initialColour: null,
    players: [
      { id: 1, name: "Ann", rating: null, rounds: [], team: " NHS " },
      { id: 2, name: "Bob", rating: null, rounds: [] },
      { id: 3, name: "Cy", rating: null, rounds: [], team: "  " },
      { id: 4, name: "Di", rating: null, rounds: [] },
    ],
    teams: [
      { name: "Box Hill ", members: [1, 2, 3] },
      { name: " ", members: [4] },
    ],
  };
  expect([...teamsByPlayer(t)].sort()).toEqual([
    [1, "NHS"],
    [2, "Box Hill"],
    [3, "Box Hill"],
  ]);
});

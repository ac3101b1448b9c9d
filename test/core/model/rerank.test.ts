/** C.04.2: a late entry takes his place in the ranking by rating; numbers and history stay (issue 11 item 1). */
import { rerankLateEntries } from "../../../src/core/model/rerank";
import type { Player, Tournament } from "../../../src/core/model/types";

const player = (id: number, rating: number | null, rounds: Player["rounds"], joinedRound?: number): Player => ({
  id,
  name: `P${id}`,
  rating,
  rounds,
  ...(joinedRound === undefined ? {} : { joinedRound }),
});

describe("rerankLateEntries (C.04.2)", () => {
  const t: Tournament = {
    info: {},
    totalRounds: 3,
    initialColour: null,
    forbiddenPairs: [[1, 4]],
    players: [
      player(1, 2000, [{ kind: "win", opponent: 2, colour: "w" }]),
      player(2, 1900, [{ kind: "loss", opponent: 1, colour: "b" }]),
      player(3, 1500, [{ kind: "pab", opponent: 0, colour: null }]),
      player(4, 1950, [{ kind: "halfBye", opponent: 0, colour: null }], 2),
      player(5, null, [{ kind: "zeroBye", opponent: 0, colour: null }], 2),
    ],
  };

  test("the late entry rated 1950 goes between 2000 and 1900; an unrated one goes last; opponents are renumbered", () => {
    const r = rerankLateEntries(t);
    expect(r?.original).toEqual([1, 4, 2, 3, 5]);
    expect(r?.tournament.players.map((p) => p.name)).toEqual(["P1", "P4", "P2", "P3", "P5"]);
    expect(r?.tournament.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(r?.tournament.players[0]?.rounds[0]).toEqual({ kind: "win", opponent: 3, colour: "w" });
    expect(r?.tournament.players[2]?.rounds[0]).toEqual({ kind: "loss", opponent: 1, colour: "b" });
    expect(r?.tournament.forbiddenPairs).toEqual([[1, 2]]);
  });

  test("no late entry: nothing to re-rank", () => {
    expect(rerankLateEntries({ ...t, players: t.players.slice(0, 3) })).toBeNull();
  });
});

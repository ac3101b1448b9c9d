import { replace, roundRobinWithdrawals } from "../../../src/core/standings/withdrawals";
import type { Entry, Player, Tournament } from "../../../src/core/model/types";

const g = (kind: Entry["kind"], opponent: number, colour: "w" | "b" | null = null): Entry => ({ kind, opponent, colour });
const player = (id: number, rounds: (Entry | null)[], extra: Partial<Player> = {}): Player => ({ id, name: `P${id}`, rating: null, rounds, ...extra });
const event = (players: Player[]): Tournament => ({ players, totalRounds: null, info: {} }) as unknown as Tournament;

describe("C.05: a player who withdraws from a round robin", () => {
  // 4 players, single cycle (3 games each). #4 plays round 1 (loses to #1), then withdraws.
  const withdrewEarly = event([
    player(1, [g("win", 4, "w"), g("draw", 2, "w"), g("loss", 3, "b")]),
    player(2, [g("win", 3, "w"), g("draw", 1, "b"), g("forfeitWin", 4, "w")]),
    player(3, [g("loss", 2, "b"), g("forfeitWin", 4, "w"), g("win", 1, "w")]),
    player(4, [g("loss", 1, "b"), g("forfeitLoss", 3, "b"), g("forfeitLoss", 2, "b")], { withdrawn: true }),
  ]);
  test("under 50% completed (1 of 3): his games are not counted in the final standings, for anyone", () => {
    const v = roundRobinWithdrawals(withdrewEarly, 3);
    expect(v.notCounted).toEqual([{ id: 4, played: 1 }]);
    const [p1, p2, p3, p4] = v.tournament.players;
    expect(p1?.rounds[0]).toEqual({ kind: "zeroBye", opponent: 0, colour: null });
    expect(p1?.rounds.slice(1)).toEqual(withdrewEarly.players[0]?.rounds.slice(1));
    expect(p2?.rounds[2]?.kind).toBe("zeroBye");
    expect(p3?.rounds[1]?.kind).toBe("zeroBye");
    expect(p4?.rounds.every((e) => e?.kind === "zeroBye")).toBe(true);
  });
  test("50% or more completed: his results count and nothing changes", () => {
    expect(roundRobinWithdrawals(withdrewEarly, 2).notCounted).toEqual([]);
    expect(roundRobinWithdrawals(withdrewEarly, 2).tournament).toBe(withdrewEarly);
  });
  test("a player who has not withdrawn is never taken out, however few games he has finished", () => {
    const playing = event(withdrewEarly.players.map((p) => ({ ...p, withdrawn: false })));
    expect(roundRobinWithdrawals(playing, 3).notCounted).toEqual([]);
  });
  test("places close up around the rows taken out, ties kept", () => {
    expect(replace(["1", "2-3", "2-3", "4"], [false, true, false, false])).toEqual(["1", "2", "3"]);
    expect(replace(["1-3", "1-3", "1-3", "4"], [false, false, true, false])).toEqual(["1-2", "1-2", "3"]);
  });
});

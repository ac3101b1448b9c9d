import { makeTrf, parseTrf } from "../../../src/core/formats/trf";
import { mulberry32, sampleTournament } from "../../../src/core/formats/sample";
import { makeWallchart, parseWallchart } from "../../../src/core/formats/wallchart";
import { pairRound } from "../../../src/core/pairing";
import { score } from "../../../src/core/model/points";
import type { Tournament } from "../../../src/core/model/types";

/** Checks the wallchart the sample makes is consistent, and returns the number of rematches. */
function check(t: Tournament): number {
  const parsed = parseWallchart(makeWallchart(t.players.map((p) => p.rounds)));
  expect(parsed.problems).toEqual([]);
  let rematches = 0;
  for (const p of t.players) {
    const opponents = p.rounds.flatMap((e) => (e !== null && e.opponent > 0 ? [e.opponent] : []));
    rematches += opponents.length - new Set(opponents).size;
  }
  return rematches;
}

describe("sample tournaments", () => {
  test("mulberry32 is a pure function of its seed, in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(1000);
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
  });

  test("the same seed gives the same tournament; another seed another", () => {
    const a = sampleTournament({ players: 40, rounds: 7, seed: 1 });
    expect(sampleTournament({ players: 40, rounds: 7, seed: 1 })).toStrictEqual(a);
    expect(sampleTournament({ players: 40, rounds: 7, seed: 2 })).not.toEqual(a);
  });

  test("40 players x 7 rounds: consistent wallchart, no rematches, one PAB at most per player", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const t = sampleTournament({ players: 40, rounds: 7, seed });
      expect(check(t)).toBe(0);
      for (const p of t.players) {
        expect(p.rounds).toHaveLength(7);
        expect(p.rounds.filter((e) => e?.kind === "pab").length).toBeLessThanOrEqual(1);
      }
    }
  });

  test("odd counts get a PAB every round", () => {
    const t = sampleTournament({ players: 15, rounds: 5, seed: 3, halfByes: 0 });
    for (let r = 0; r < 5; r++) expect(t.players.filter((p) => p.rounds[r]?.kind === "pab")).toHaveLength(1);
  });

  test("realistic data: unique names, ratings by pairing number, a few unrated, teams, byes and forfeits", () => {
    const t = sampleTournament({ players: 400, rounds: 9, seed: 7 });
    const names = t.players.map((p) => p.name);
    expect(new Set(names).size).toBe(400);
    expect(names[0]).toMatch(/^\S+ \S+/);
    const rated = t.players.filter((p) => p.rating !== null).map((p) => p.rating as number);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(t.players.slice(rated.length).every((p) => p.rating === null)).toBe(true);
    expect(400 - rated.length).toBeGreaterThan(5);
    expect(t.players.filter((p) => p.team !== undefined).length).toBeGreaterThan(200);
    const kinds = new Set(t.players.flatMap((p) => p.rounds.map((e) => e?.kind)));
    for (const k of ["win", "draw", "loss", "halfBye", "forfeitWin", "forfeitLoss"]) expect(kinds).toContain(k);
    // results follow ratings: the top quarter outscores the bottom quarter
    const q = (from: number, to: number) => t.players.slice(from, to).reduce((s, p) => s + score(p), 0);
    expect(q(0, 100)).toBeGreaterThan(q(300, 400) * 1.5);
  });

  test("writes and reads back as TRF without problems", () => {
    const t = sampleTournament({ players: 41, rounds: 7, seed: 11 });
    const back = parseTrf(makeTrf(t));
    expect(back.problems).toEqual([]);
    expect(back.value.players.map((p) => p.rounds)).toEqual(t.players.map((p) => p.rounds));
  });

  test("2000 players x 11 rounds in well under a second (issue 2's benchmark data)", () => {
    const start = performance.now();
    const t = sampleTournament({ players: 2000, rounds: 11, seed: 2026 });
    const ms = performance.now() - start;
    expect(ms).toBeLessThan(1000);
    expect(check(t)).toBe(0);
  });

  test("tiny events still come out consistent", () => {
    for (const [players, rounds] of [
      [0, 3],
      [1, 3],
      [2, 5],
      [3, 4],
      [5, 9],
    ] as const) {
      check(sampleTournament({ players, rounds, seed: 5 }));
    }
  });
});

describe("sampleTournament with a real engine (issue 11: the playground's ?played=N rounds are a Swiss)", () => {
  test("every round is the engine's pairing of the rounds before it", () => {
    const pair = (t: Tournament, round: number) =>
      pairRound({ ...t, totalRounds: 4 }, round, "USCF", { totalRounds: 4 });
    const t = sampleTournament({ players: 20, rounds: 3, seed: 5, halfByes: 0, forfeits: 0, pair });
    for (let r = 1; r <= 3; r++) {
      const before = { ...t, players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, r - 1) })) };
      const boards = pair(before, r)
        .boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join("-"))
        .sort();
      const played = t.players
        .filter((p) => (p.rounds[r - 1]?.opponent ?? 0) > p.id)
        .map((p) => `${p.id}-${p.rounds[r - 1]?.opponent}`)
        .sort();
      expect(played).toEqual(boards);
    }
    // Round 1 under US Chess is top half against bottom half, not 1-2, 3-4.
    expect(t.players[0]?.rounds[0]?.opponent).toBe(11);
  });
});

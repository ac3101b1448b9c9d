/**
 * Property tests over simulated tournaments: random ratings (some unrated), results drawn by rating,
 * requested byes, byes written ahead, withdrawals, forfeits, odd counts and team codes.
 */
import fc from "fast-check";
import { pairUscf } from "../../../../src/core/pairing/uscf";
import type { Player, Tournament } from "../../../../src/core/model/types";
import type { Pairing } from "../../../../src/core/pairing/types";
import {
  bruteMatchable,
  minPairingCost,
  commonProblems,
  crossings,
  dropProblems,
  fieldOf,
  hadFullBye,
  scoreOf,
} from "./checks";
import { simulate, type SimOptions, type SimRound } from "./sim";

/** 28L, written from the rules: the preference order of the players who may have the bye. */
function specByeOrder(t: Tournament, round: number, active: readonly Player[], totalRounds: number | null): Player[] {
  const games = (p: Player): number =>
    p.rounds.slice(0, round - 1).filter((e) => e != null && ["win", "draw", "loss"].includes(e.kind)).length;
  const later = (p: Player): number =>
    p.rounds.slice(round).filter((e) => e != null && ["halfBye", "zeroBye", "fullBye"].includes(e.kind)).length;
  const fourGames = (p: Player): boolean => {
    if (p.rating !== null || totalRounds === null) return false;
    const after = Math.max(0, totalRounds - round - later(p));
    return games(p) + after < 4 && games(p) + after + 1 >= 4;
  };
  const unplayedPoint = (p: Player): boolean =>
    p.rounds.some(
      (e, r) => e != null && r !== round - 1 && (e.kind === "halfBye" || (r < round - 1 && e.kind === "forfeitWin")),
    );
  const rankKey = (p: Player): [number, number, number, number] => [
    -scoreOf(t, p.id, round),
    p.rating === null ? 1 : 0,
    -(p.rating ?? 0),
    p.id,
  ];
  const cmp = (a: readonly number[], b: readonly number[]): number => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
    return 0;
  };
  const key = (p: Player): number[] => [
    fourGames(p) ? 1 : 0,
    scoreOf(t, p.id, round),
    p.rating === null ? 1 : 0,
    unplayedPoint(p) ? 1 : 0,
    p.rating ?? 0,
  ];
  return active
    .filter((p) => !hadFullBye(p, round))
    .sort((a, b) => cmp(key(a), key(b)) || -cmp(rankKey(a), rankKey(b)));
}

function uscfProblems(sr: SimRound): string[] {
  const { before: t, round, pairing } = sr;
  const bad = commonProblems(t, round, pairing);
  const f = fieldOf(t, round);
  const pab = pairing.unpaired.find((u) => u.reason === "pab");
  const small = f.active.length <= 14;
  if (pab !== undefined && small) {
    const order = specByeOrder(t, round, f.active, sr.options.totalRounds ?? null);
    const ids = f.active.map((p) => p.id);
    const expected = order.find((p) =>
      bruteMatchable(
        ids.filter((i) => i !== p.id),
        f.met,
      ),
    );
    if (expected?.id !== pab.player) bad.push(`28L: bye to #${pab.player}, expected #${expected?.id}`);
  }
  bad.push(...dropProblems(t, round, pairing, f.met));
  if (small && f.active.length >= 2) {
    // 27A2: no pairing with the same bye lets fewer players leave the top score group.
    const ids = f.active.map((p) => p.id).filter((i) => i !== pab?.player);
    const scores = [...new Set(ids.map((i) => scoreOf(t, i, round)))].sort((a, b) => b - a);
    const mine = crossings(
      t,
      round,
      pairing.boards.map((b) => [b.white, b.black] as const),
      scores,
    );
    if (mine.length > 0) {
      const top = scores[0] as number;
      const best = minPairingCost(ids, f.met, (a, b) =>
        scoreOf(t, a, round) >= top !== scoreOf(t, b, round) >= top ? 1 : 0,
      );
      if (mine[0]! > best) bad.push(`27A2: ${mine[0]} leave the top group, ${best} would do`);
    }
  }
  if (round === 1) {
    // VCF team codes: in round 1 team-mates meet only when their team holds more than half the field.
    const ids = new Set(pairing.boards.flatMap((b) => [b.white, b.black]));
    const count = new Map<string, number>();
    for (const id of ids) {
      const team = t.players[id - 1]?.team;
      if (team !== undefined) count.set(team, (count.get(team) ?? 0) + 1);
    }
    for (const b of pairing.boards) {
      const team = t.players[b.white - 1]?.team;
      if (team !== undefined && team === t.players[b.black - 1]?.team && 2 * (count.get(team) ?? 0) <= ids.size) {
        bad.push(`round 1: team-mates #${b.white} and #${b.black} paired`);
      }
    }
  }
  // Same input, same output — and the input is not changed.
  const again = pairUscf(t, round, sr.options);
  if (JSON.stringify(again) !== JSON.stringify(pairing)) bad.push("a second run gives another pairing");
  return bad;
}

const scenario = fc.record({
  players: fc.integer({ min: 2, max: 24 }),
  rounds: fc.integer({ min: 1, max: 9 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  unrated: fc.constantFrom(0, 0.1, 0.3),
  teams: fc.constantFrom(0, 0, 2, 4),
  halfByes: fc.constantFrom(0, 0.05, 0.15),
  zeroByes: fc.constantFrom(0, 0.03),
  aheadByes: fc.constantFrom(0, 0.03),
  withdrawals: fc.constantFrom(0, 0.03),
  forfeits: fc.constantFrom(0, 0.03, 0.1),
  knownRounds: fc.boolean(),
});

function run(o: SimOptions): { problems: string[]; rounds: number } {
  const problems: string[] = [];
  const res = simulate(pairUscf, o, (sr) => problems.push(...uscfProblems(sr).map((m) => `round ${sr.round}: ${m}`)));
  if (res.stopped !== null) {
    // NO_PAIRING only when no legal pairing exists.
    const f = fieldOf(res.stopped.before, res.stopped.round);
    const ids = f.active.map((p) => p.id);
    const possible =
      ids.length % 2 === 0
        ? bruteMatchable(ids, f.met)
        : f.active.some(
            (p) =>
              !hadFullBye(p, res.stopped!.round) &&
              bruteMatchable(
                ids.filter((i) => i !== p.id),
                f.met,
              ),
          );
    if (possible) problems.push(`round ${res.stopped.round}: NO_PAIRING although a pairing exists`);
  }
  return { problems, rounds: res.rounds.length };
}

describe("USCF pairings over simulated tournaments (properties)", () => {
  test("no rematch, no second bye, bye rules 28L, everyone accounted for, 27A2 score groups from the top, 27A4, teams in round 1, deterministic", () => {
    fc.assert(
      fc.property(scenario, (o) => {
        const { problems } = run(o);
        if (problems.length > 0) throw new Error(`${JSON.stringify(o)}\n${problems.slice(0, 5).join("\n")}`);
      }),
      { numRuns: 2000, seed: 20240517 },
    );
  });
  test("larger fields (25–160 players): the same rules where they can be checked without brute force", () => {
    fc.assert(
      fc.property(
        scenario.chain((o) =>
          fc.integer({ min: 25, max: 160 }).map((players) => ({ ...o, players, rounds: Math.min(o.rounds, 7) })),
        ),
        (o) => {
          const { problems } = run(o);
          if (problems.length > 0) throw new Error(`${JSON.stringify(o)}\n${problems.slice(0, 5).join("\n")}`);
        },
      ),
      { numRuns: 150, seed: 1967 },
    );
  });
});

export type { Pairing };

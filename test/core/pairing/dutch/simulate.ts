/**
 * Simulated Swiss tournaments for the Dutch property tests: random ratings, results drawn by
 * rating, requested byes, withdrawals, forfeits, odd player counts. Deterministic from a seed.
 */
import fc from "fast-check";
import type { Colour, Entry, Player, Tournament } from "../../../../src/core/model/types";
import type { Pairing } from "../../../../src/core/pairing/types";
import { mulberry32 } from "../../../../src/core/formats/sample";
import { ChessInputError } from "../../../../src/core/errors";
import { pairDutch, pairDutchUsing } from "../../../../src/core/pairing/dutch";

/** mulberry32, the seeded generator the sample tournaments use. */
export const rng = mulberry32;

export interface SimulationSpec {
  readonly players: number;
  readonly rounds: number;
  readonly seed: number;
  /** Chance per player and round of a requested half-point or zero-point bye. */
  readonly byeRate?: number;
  /** Chance per player and round of withdrawing for good. */
  readonly withdrawRate?: number;
  /** Chance per game of a forfeit. */
  readonly forfeitRate?: number;
}

/**
 * Simulated events for a property: `players` and `rounds` in the ranges given, any seed, and the
 * bye-request, withdrawal and forfeit rates each drawn from its list (by default: none, or the
 * usual few).
 */
export function simulationSpecs(o: {
  players: readonly [number, number];
  rounds: readonly [number, number];
  byeRates?: readonly number[];
  withdrawRates?: readonly number[];
  forfeitRates?: readonly number[];
}): fc.Arbitrary<SimulationSpec> {
  return fc.record({
    players: fc.integer({ min: o.players[0], max: o.players[1] }),
    rounds: fc.integer({ min: o.rounds[0], max: o.rounds[1] }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    byeRate: fc.constantFrom(...(o.byeRates ?? [0, 0.03, 0.1])),
    withdrawRate: fc.constantFrom(...(o.withdrawRates ?? [0, 0.01, 0.04])),
    forfeitRate: fc.constantFrom(...(o.forfeitRates ?? [0, 0.05, 0.15])),
  });
}

type MutablePlayer = { -readonly [K in keyof Player]: Player[K] } & { rounds: (Entry | null)[] };

/** A tournament with `spec.players` players and nothing played yet. */
export function newTournament(spec: SimulationSpec): Tournament {
  const r = rng(spec.seed);
  const ratings = Array.from({ length: spec.players }, () => 1200 + Math.floor(r() * 1400)).sort((a, b) => b - a);
  const players: Player[] = ratings.map((rating, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    rating,
    rounds: [],
  }));
  return { info: {}, players, totalRounds: spec.rounds, initialColour: r() < 0.5 ? "w" : "b" };
}

/** Marks requests (byes recorded ahead, or as `request`) and withdrawals for `round`. */
export function withRequests(t: Tournament, round: number, spec: SimulationSpec, r: () => number): Tournament {
  const players = t.players.map((p) => {
    const q: MutablePlayer = { ...p, rounds: [...p.rounds] };
    delete q.request;
    while (q.rounds.length < round - 1) q.rounds.push(null);
    if (p.withdrawn === true) return q;
    const x = r();
    if (x < (spec.withdrawRate ?? 0)) q.withdrawn = true;
    else if (x < (spec.withdrawRate ?? 0) + (spec.byeRate ?? 0)) {
      const kind = r() < 0.6 ? "halfBye" : "zeroBye";
      // Half of them recorded ahead as an entry (TRF `0000 - H`), half as a request.
      if (r() < 0.5) q.rounds[round - 1] = { kind, opponent: 0, colour: null };
      else q.request = kind;
    }
    return q;
  });
  return { ...t, players };
}

/** Records the results of `pairing` for `round`, drawn by rating (Elo expectation, with draws). */
export function playRound(t: Tournament, pairing: Pairing, spec: SimulationSpec, r: () => number): Tournament {
  const round = pairing.round;
  const byId = new Map<number, MutablePlayer>();
  for (const p of t.players) {
    const q: MutablePlayer = { ...p, rounds: [...p.rounds] };
    while (q.rounds.length < round) q.rounds.push(null);
    delete q.request;
    byId.set(p.id, q);
  }
  const set = (id: number, e: Entry): void => {
    (byId.get(id) as MutablePlayer).rounds[round - 1] = e;
  };
  for (const b of pairing.boards) {
    const w = byId.get(b.white) as MutablePlayer;
    const k = byId.get(b.black) as MutablePlayer;
    const expected = 1 / (1 + Math.pow(10, ((k.rating ?? 1500) - (w.rating ?? 1500)) / 400));
    const game = (white: Entry["kind"], black: Entry["kind"]): void => {
      set(b.white, { kind: white, opponent: b.black, colour: "w" as Colour });
      set(b.black, { kind: black, opponent: b.white, colour: "b" as Colour });
    };
    if (r() < (spec.forfeitRate ?? 0)) {
      if (r() < 0.5) game("forfeitWin", "forfeitLoss");
      else game("forfeitLoss", "forfeitWin");
      continue;
    }
    const x = r();
    const draw = 0.3;
    if (x < expected * (1 - draw)) game("win", "loss");
    else if (x < expected * (1 - draw) + draw) game("draw", "draw");
    else game("loss", "win");
  }
  for (const u of pairing.unpaired) {
    const p = byId.get(u.player) as MutablePlayer;
    if (p.rounds[round - 1] !== null) continue; // recorded ahead
    const kind =
      u.reason === "pab" ? "pab" : u.reason === "halfBye" ? "halfBye" : u.reason === "fullBye" ? "fullBye" : "zeroBye";
    set(u.player, { kind, opponent: 0, colour: null });
  }
  return { ...t, players: t.players.map((p) => byId.get(p.id) as Player) };
}

/** C2: `id` may take the PAB in `round` unless an earlier round gave them a PAB, a forfeit win or a full-point bye. */
export function pabEligible(t: Tournament, round: number, id: number): boolean {
  const rounds = t.players.find((p) => p.id === id)?.rounds ?? [];
  return !rounds.slice(0, round - 1).some((e) => e !== null && ["pab", "forfeitWin", "fullBye"].includes(e.kind));
}

/**
 * Plays the simulated event `spec` round by round (its generator seeded with `spec.seed ^ salt`):
 * each round paired by `pairDutch` must be mode `full`'s pairing, with every PAB to a player C2
 * allows; where one mode finds no pairing the other must not either (the event ends there). The
 * PABs met, so a caller can check the property reached them.
 */
export function fullModeAgrees(spec: SimulationSpec, salt: number): number {
  const r = rng(spec.seed ^ salt);
  let pabs = 0;
  let t = newTournament(spec);
  for (let round = 1; round <= spec.rounds; round++) {
    t = withRequests(t, round, spec, r);
    let p: Pairing;
    try {
      p = pairDutch(t, round);
    } catch (e) {
      expect(e).toBeInstanceOf(ChessInputError);
      expect(() => pairDutchUsing(t, round, {}, "full")).toThrow(ChessInputError);
      return pabs;
    }
    expect(pairDutchUsing(t, round, {}, "full")).toEqual(p);
    for (const u of p.unpaired) {
      if (u.reason !== "pab") continue;
      pabs++;
      expect(pabEligible(t, round, u.player)).toBe(true);
    }
    t = playRound(t, p, spec, r);
  }
  return pabs;
}

/**
 * Test helpers: a seeded PRNG, tournament builders, and a simulator that pairs round after round with
 * a pairing system and draws results by rating. Shared by the USCF and PANAM1954 tests.
 */
import { ChessInputError } from "../../../../src/core/errors";
import type { Colour, Entry, Player, Request, Tournament } from "../../../../src/core/model/types";
import type { Pairing, PairingOptions } from "../../../../src/core/pairing/types";

/** mulberry32, the seeded generator the sample tournaments use, in [0, 1). */
import { mulberry32 as prng } from "../../../../src/core/formats/sample";
export { prng };

export interface Spec {
  readonly rating?: number | null;
  readonly team?: string;
  readonly request?: Request;
  readonly withdrawn?: boolean;
  /** Wallchart-like shorthand per round: "W3w", "L2b", "D5w", "X4", "F4", "B", "H", "U", "FB", or "" for blank. */
  readonly rounds?: readonly string[];
}

/** Parses the shorthand used by `tournament`. */
export function entry(code: string): Entry | null {
  if (code === "") return null;
  if (code === "B") return { kind: "pab", opponent: 0, colour: null };
  if (code === "FB") return { kind: "fullBye", opponent: 0, colour: null };
  if (code === "H") return { kind: "halfBye", opponent: 0, colour: null };
  if (code === "U") return { kind: "zeroBye", opponent: 0, colour: null };
  const m = /^([WLDXF])(\d+)([wb])?$/.exec(code);
  if (m === null) throw new Error(`bad code ${code}`);
  const kinds = { W: "win", L: "loss", D: "draw", X: "forfeitWin", F: "forfeitLoss" } as const;
  return {
    kind: kinds[m[1] as keyof typeof kinds],
    opponent: Number(m[2]),
    colour: (m[3] as Colour | undefined) ?? null,
  };
}

/** A tournament from player specs (pairing numbers 1..n in order). */
export function tournament(specs: readonly Spec[], extra: Partial<Tournament> = {}): Tournament {
  const players: Player[] = specs.map((s, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    rating: s.rating === undefined ? 2000 - 10 * i : s.rating,
    ...(s.team === undefined ? {} : { team: s.team }),
    ...(s.request === undefined ? {} : { request: s.request }),
    ...(s.withdrawn === undefined ? {} : { withdrawn: s.withdrawn }),
    rounds: (s.rounds ?? []).map(entry),
  }));
  return { info: {}, players, totalRounds: null, initialColour: null, ...extra };
}

/** Boards as "w-b" strings, for compact expectations. */
export function boardsText(p: Pairing): string[] {
  return p.boards.map((b) => `${b.white}-${b.black}`);
}

export type System = (t: Tournament, round: number, options?: PairingOptions) => Pairing;

export interface SimOptions {
  readonly players: number;
  readonly rounds: number;
  readonly seed: number;
  readonly unrated?: number;
  readonly teams?: number;
  readonly teamShare?: number;
  readonly halfByes?: number;
  readonly zeroByes?: number;
  readonly aheadByes?: number;
  readonly withdrawals?: number;
  readonly forfeits?: number;
  readonly knownRounds?: boolean;
}

export interface SimRound {
  readonly round: number;
  /** The tournament as it was given to the system for this round. */
  readonly before: Tournament;
  readonly pairing: Pairing;
  readonly options: PairingOptions;
}

export interface SimResult {
  readonly rounds: SimRound[];
  /** The NO_PAIRING error that ended the event early, with the tournament it was raised for. */
  readonly stopped: { readonly error: ChessInputError; readonly before: Tournament; readonly round: number } | null;
}

interface MutablePlayer {
  id: number;
  name: string;
  rating: number | null;
  strength: number;
  team?: string;
  rounds: (Entry | null)[];
  request?: Request;
  withdrawn?: boolean;
}

function snapshot(ps: readonly MutablePlayer[], totalRounds: number | null): Tournament {
  const players: Player[] = ps.map((p) => ({
    id: p.id,
    name: p.name,
    rating: p.rating,
    ...(p.team === undefined ? {} : { team: p.team }),
    rounds: p.rounds.slice(),
    ...(p.request === undefined ? {} : { request: p.request }),
    ...(p.withdrawn === true ? { withdrawn: true } : {}),
  }));
  return { info: {}, players, totalRounds, initialColour: null };
}

/** Plays a whole event with `system`, calling `check` before each round's results are entered. */
export function simulate(system: System, o: SimOptions, check?: (r: SimRound) => void): SimResult {
  const rnd = prng(o.seed);
  const teamNames = Array.from({ length: o.teams ?? 0 }, (_, i) => `T${i + 1}`);
  const ps: MutablePlayer[] = [];
  for (let i = 0; i < o.players; i++) {
    const strength = 800 + Math.floor(rnd() * 1600);
    const unrated = rnd() < (o.unrated ?? 0);
    const p: MutablePlayer = { id: i + 1, name: `P${i + 1}`, rating: unrated ? null : strength, strength, rounds: [] };
    if (teamNames.length > 0 && rnd() < (o.teamShare ?? 0.6)) p.team = teamNames[Math.floor(rnd() * teamNames.length)];
    ps.push(p);
  }
  const totalRounds = o.knownRounds === false ? null : o.rounds;
  const out: SimRound[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    for (const p of ps) {
      delete p.request;
      while (p.rounds.length < round - 1) p.rounds.push(null);
      if (p.withdrawn === true) continue;
      if (p.rounds[round - 1] != null) continue; // a bye recorded ahead
      const x = rnd();
      if (round > 1 && x < (o.withdrawals ?? 0)) {
        p.withdrawn = true;
        p.request = "withdrawn";
      } else if (x < (o.withdrawals ?? 0) + (o.halfByes ?? 0)) p.request = "halfBye";
      else if (x < (o.withdrawals ?? 0) + (o.halfByes ?? 0) + (o.zeroByes ?? 0)) p.request = "zeroBye";
      // Sometimes a half-point bye is written on the chart ahead of time, for a later round.
      if (rnd() < (o.aheadByes ?? 0) && round < o.rounds) {
        while (p.rounds.length < round) p.rounds.push(null);
        p.rounds[round] = { kind: "halfBye", opponent: 0, colour: null };
      }
    }
    const before = snapshot(ps, totalRounds);
    const options: PairingOptions = totalRounds === null ? {} : { totalRounds };
    let pairing: Pairing;
    try {
      pairing = system(before, round, options);
    } catch (e) {
      if (e instanceof ChessInputError && e.code === "NO_PAIRING")
        return { rounds: out, stopped: { error: e, before, round } };
      throw e;
    }
    const sr = { round, before, pairing, options };
    check?.(sr);
    out.push(sr);
    const set = (id: number, e: Entry | null): void => {
      const p = ps[id - 1] as MutablePlayer;
      while (p.rounds.length < round) p.rounds.push(null);
      p.rounds[round - 1] = e;
    };
    for (const b of pairing.boards) {
      const w = ps[b.white - 1] as MutablePlayer;
      const k = ps[b.black - 1] as MutablePlayer;
      const f = rnd();
      const forfeits = o.forfeits ?? 0;
      if (f < forfeits / 4) {
        set(w.id, { kind: "forfeitLoss", opponent: k.id, colour: null });
        set(k.id, { kind: "forfeitLoss", opponent: w.id, colour: null });
      } else if (f < forfeits) {
        const whiteWins = rnd() < 0.5;
        set(w.id, { kind: whiteWins ? "forfeitWin" : "forfeitLoss", opponent: k.id, colour: null });
        set(k.id, { kind: whiteWins ? "forfeitLoss" : "forfeitWin", opponent: w.id, colour: null });
      } else {
        const expected = 1 / (1 + Math.pow(10, (k.strength - w.strength) / 400));
        const y = rnd();
        const draw = y < 0.2;
        const whiteWins = !draw && rnd() < expected;
        set(w.id, { kind: draw ? "draw" : whiteWins ? "win" : "loss", opponent: k.id, colour: "w" });
        set(k.id, { kind: draw ? "draw" : whiteWins ? "loss" : "win", opponent: w.id, colour: "b" });
      }
    }
    for (const u of pairing.unpaired) {
      const p = ps[u.player - 1] as MutablePlayer;
      if (p.rounds[round - 1] != null) continue;
      if (u.reason === "pab") set(u.player, { kind: "pab", opponent: 0, colour: null });
      else if (u.reason === "halfBye") set(u.player, { kind: "halfBye", opponent: 0, colour: null });
      else if (u.reason === "withdrawn")
        set(u.player, (u.player + round) % 2 === 0 ? null : { kind: "zeroBye", opponent: 0, colour: null });
      else set(u.player, { kind: "zeroBye", opponent: 0, colour: null });
    }
  }
  return { rounds: out, stopped: null };
}

/**
 * US Chess pairing benchmarks (issue 4: 100 players within 20 ms; issue 13: 1,000 players within
 * 100 ms, 2,000 within 300 ms).
 * Each event is played with the engine itself for a few rounds (results drawn by rating with a
 * seeded mulberry32, some half-point byes, a few unrated players and team codes) and the next
 * round is timed.
 */
import type { Bench } from "./harness";
import type { Entry, Player, Tournament } from "../core/model/types";
import { pairUscf } from "../core/pairing/uscf";

import { mulberry32 } from "../core/formats/sample";

interface Sim {
  players: {
    id: number;
    rating: number | null;
    strength: number;
    team?: string;
    rounds: (Entry | null)[];
    request?: "halfBye";
  }[];
}

function snapshot(s: Sim, totalRounds: number): Tournament {
  const players: Player[] = s.players.map((p) => ({
    id: p.id,
    name: `P${p.id}`,
    rating: p.rating,
    ...(p.team === undefined ? {} : { team: p.team }),
    ...(p.request === undefined ? {} : { request: p.request }),
    rounds: p.rounds.slice(),
  }));
  return { info: {}, players, totalRounds, initialColour: null };
}

/** An event of `n` players with `played` rounds already played by the engine; the same for the same seed. */
export function playedEvent(n: number, played: number, totalRounds: number, seed = 27): Tournament {
  const rnd = mulberry32(seed);
  const s: Sim = { players: [] };
  for (let i = 0; i < n; i++) {
    const strength = 800 + Math.floor(rnd() * 1600);
    s.players.push({
      id: i + 1,
      rating: rnd() < 0.05 ? null : strength,
      strength,
      ...(rnd() < 0.3 ? { team: `T${1 + Math.floor(rnd() * 20)}` } : {}),
      rounds: [],
    });
  }
  s.players.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  s.players.forEach((p, i) => (p.id = i + 1));
  for (let round = 1; round <= played + 1; round++) {
    for (const p of s.players) {
      delete p.request;
      if (rnd() < 0.03) p.request = "halfBye";
    }
    if (round === played + 1) break;
    const pairing = pairUscf(snapshot(s, totalRounds), round);
    const set = (id: number, e: Entry): void => {
      const p = s.players[id - 1] as Sim["players"][number];
      while (p.rounds.length < round - 1) p.rounds.push(null);
      p.rounds[round - 1] = e;
    };
    for (const b of pairing.boards) {
      const w = s.players[b.white - 1] as Sim["players"][number];
      const k = s.players[b.black - 1] as Sim["players"][number];
      const e = 1 / (1 + Math.pow(10, (k.strength - w.strength) / 400));
      const x = rnd();
      const kind = x < 0.2 ? "draw" : rnd() < e ? "win" : "loss";
      const other = kind === "draw" ? "draw" : kind === "win" ? "loss" : "win";
      set(w.id, { kind, opponent: k.id, colour: "w" });
      set(k.id, { kind: other, opponent: w.id, colour: "b" });
    }
    for (const u of pairing.unpaired) {
      set(u.player, {
        kind: u.reason === "pab" ? "pab" : u.reason === "halfBye" ? "halfBye" : "zeroBye",
        opponent: 0,
        colour: null,
      });
    }
  }
  return snapshot(s, totalRounds);
}

export const benches: Bench[] = [
  {
    name: "SWISS_PAIR USCF, 1,000 players, round 1",
    goalMs: 100,
    runs: 10,
    setup: () => {
      const t = playedEvent(1000, 0, 9);
      return () => pairUscf(t, 1);
    },
  },
  {
    name: "SWISS_PAIR USCF, 1,000 players, round 6 of 9",
    goalMs: 100,
    runs: 10,
    setup: () => {
      const t = playedEvent(1000, 5, 9);
      return () => pairUscf(t, 6);
    },
  },
  {
    name: "SWISS_PAIR USCF, 1,000 players, round 9 of 9",
    goalMs: 100,
    runs: 10,
    setup: () => {
      const t = playedEvent(1000, 8, 9);
      return () => pairUscf(t, 9);
    },
  },
  {
    name: "SWISS_PAIR USCF, 2,000 players, round 6 of 9",
    goalMs: 300,
    runs: 5,
    setup: () => {
      const t = playedEvent(2000, 5, 9);
      return () => pairUscf(t, 6);
    },
  },
  {
    name: "SWISS_PAIR USCF, 100 players, round 6 of 7",
    goalMs: 20,
    setup: () => {
      const t = playedEvent(100, 5, 7);
      return () => pairUscf(t, 6);
    },
  },
  {
    name: "SWISS_PAIR USCF, 100 players, round 2 (team codes)",
    goalMs: 20,
    setup: () => {
      const t = playedEvent(100, 1, 5);
      return () => pairUscf(t, 2);
    },
  },
];

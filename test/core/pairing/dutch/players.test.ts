/**
 * dutchPlayers (C.04.3 A.4 floats, A.6 colour preferences, C.04.1 C2 bye eligibility, C.04.5
 * accelerated scores, C1 forbidden pairs as meetings) gives, player for player, what its reference
 * (players-reference.ts, the closures' version) gives: on the bbpPairings input fixtures (per-player
 * and Baku acceleration, forbidden pairs and groups, other point systems) at every round, and on
 * random tournaments with every kind of entry, forfeits with and without an opponent, requests,
 * withdrawals, accelerations and forbidden pairs.
 */
import * as fs from "fs";
import * as path from "path";
import { unwrap } from "../../../../src/core/errors";
import { parseTrf } from "../../../../src/core/formats/trf";
import { mulberry32 } from "../../../../src/core/formats/sample";
import {
  ENTRY_KINDS,
  STANDARD_POINTS,
  type Entry,
  type Player,
  type PointSystem,
  type Tournament,
} from "../../../../src/core/model/types";
import { accelerationOf, isAccelerated } from "../../../../src/core/pairing/dutch/inputs";
import { dutchPlayers, type DutchPlayer } from "../../../../src/core/pairing/dutch/players";
import { dutchPlayersReference } from "./players-reference";

/** The states with each player's meetings as a list in insertion order (the order the driver reads). */
function plain(states: readonly DutchPlayer[]): unknown[] {
  return states.map((s) => ({ ...s, met: [...s.met] }));
}

function expectSame(t: Tournament, round: number): void {
  let expected: unknown;
  try {
    expected = plain(dutchPlayersReference(t, round));
  } catch (e) {
    expect(() => dutchPlayers(t, round)).toThrow((e as Error).message);
    return;
  }
  expect(plain(dutchPlayers(t, round))).toEqual(expected);
}

const SYSTEMS: readonly PointSystem[] = [
  STANDARD_POINTS,
  { win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 30 },
  { win: 20, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 5, pab: 15 },
  { win: 10, draw: 5, loss: 5, forfeitLoss: 0, zeroBye: 0, pab: 5 },
];

/** A random tournament: `rounds` rounds of random entries, some of them against random opponents. */
function randomTournament(seed: number): Tournament {
  const r = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const n = 1 + Math.floor(r() * 14);
  const rounds = Math.floor(r() * 6);
  const manual = r() < 0.25;
  const players: Player[] = [];
  for (let i = 0; i < n; i++) {
    const entries: (Entry | null)[] = [];
    for (let k = 0; k < rounds; k++) {
      if (r() < 0.1) {
        entries.push(null);
        continue;
      }
      const kind = pick(ENTRY_KINDS);
      const game = kind === "win" || kind === "draw" || kind === "loss";
      const forfeit = kind === "forfeitWin" || kind === "forfeitLoss";
      // Opponents by pairing number, sometimes one who is not in the event.
      const opponent = game || (forfeit && r() < 0.6) ? 1 + Math.floor(r() * (n + 1)) : 0;
      entries.push({ kind, opponent, colour: game || forfeit ? pick(["w", "b", null] as const) : null });
    }
    const accelerations = manual && r() < 0.5 ? Array.from({ length: rounds + 1 }, () => pick([0, 5, 10])) : undefined;
    players.push({
      id: i + 1,
      name: `P${i + 1}`,
      rating: 2000 - i,
      rounds: entries,
      ...(accelerations === undefined ? {} : { accelerations }),
      ...(r() < 0.1 ? { withdrawn: true } : {}),
      ...(r() < 0.1 ? { request: pick(["halfBye", "zeroBye"] as const) } : {}),
    });
  }
  const pairs: [number, number][] = [];
  while (r() < 0.4) pairs.push([1 + Math.floor(r() * n), 1 + Math.floor(r() * n)]);
  return {
    info: {},
    players,
    totalRounds: pick([null, rounds + 1, rounds + 3, 9]),
    initialColour: null,
    pointSystem: pick(SYSTEMS),
    bakuAcceleration: r() < 0.3,
    forbiddenPairs: pairs,
    forbiddenGroups: r() < 0.3 ? [{ players: [1, 2, 3].filter((p) => p <= n), from: 1, to: 1 + rounds }] : [],
  };
}

describe("dutchPlayers equals its reference (C.04.3 A.4, A.6, C.04.1 C2, C.04.5)", () => {
  const DIR = path.join(__dirname, "../../../fixtures/dutch-inputs");
  const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".trf"));

  test("the bbpPairings input fixtures (acceleration, Baku, forbidden pairs, point systems), every round", () => {
    expect(files.length).toBeGreaterThanOrEqual(48);
    let accelerated = 0;
    for (const f of files) {
      const t = unwrap(parseTrf(fs.readFileSync(path.join(DIR, f), "utf8")));
      if (isAccelerated(t)) accelerated++;
      const last = Math.max(0, ...t.players.map((p) => p.rounds.length));
      for (let round = 1; round <= last + 1; round++) expectSame(t, round);
    }
    expect(accelerated).toBeGreaterThan(0);
  });

  test("400 random tournaments with every kind of entry, at every round", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const t = randomTournament(seed);
      for (let round = 1; round <= (t.players[0]?.rounds.length ?? 0) + 1; round++) expectSame(t, round);
    }
  });

  test("isAccelerated is false only when accelerationOf gives every player 0 in every round", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const t = randomTournament(seed);
      if (isAccelerated(t)) continue;
      for (let k = 0; k < 6; k++) for (const p of t.players) expect(accelerationOf(t, k)(p)).toBe(0);
    }
  });
});

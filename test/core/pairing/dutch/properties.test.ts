/**
 * C.04.3 Dutch system over many simulated tournaments: the absolute criteria always hold, every
 * player is accounted for, the output is deterministic, and the bracket-by-bracket driver gives
 * exactly the pairing of the whole-graph driver (bbpPairings' way).
 */
import fc from "fast-check";
import { ChessInputError } from "../../../../src/core/errors";
import type { Colour, Entry, Tournament } from "../../../../src/core/model/types";
import { pairDutch, pairDutchUsing } from "../../../../src/core/pairing/dutch";
import type { Pairing } from "../../../../src/core/pairing/types";
import { newTournament, playRound, rng, simulationSpecs, withRequests, type SimulationSpec } from "./simulate";

const played = (e: Entry | null): boolean => e !== null && (e.kind === "win" || e.kind === "draw" || e.kind === "loss");

function score(t: Tournament, id: number, upTo: number): number {
  const p = t.players[id - 1];
  let s = 0;
  for (let r = 0; r < upTo; r++) {
    const e = p?.rounds[r] ?? null;
    if (e === null) continue;
    s += { win: 10, draw: 5, loss: 0, forfeitWin: 10, forfeitLoss: 0, pab: 10, fullBye: 10, halfBye: 5, zeroBye: 0 }[
      e.kind
    ];
  }
  return s;
}

function colours(t: Tournament, id: number, upTo: number): Colour[] {
  const out: Colour[] = [];
  for (let r = 0; r < upTo; r++) {
    const e = t.players[id - 1]?.rounds[r] ?? null;
    if (played(e) && e?.colour != null) out.push(e.colour);
  }
  return out;
}

/** C1, C2, the colour rules (C3 with the last-round topscorer exception), and the bookkeeping. */
function checkPairing(t: Tournament, round: number, pairing: Pairing): void {
  const seen = new Map<number, string>();
  const note = (id: number, what: string): void => {
    expect(seen.has(id) ? `${id} twice: ${seen.get(id)} and ${what}` : "").toBe("");
    seen.set(id, what);
  };
  const last = t.totalRounds !== null && round === t.totalRounds;
  const topscorer = (id: number): boolean => score(t, id, round - 1) > ((round - 1) * 10) / 2;
  for (const b of pairing.boards) {
    note(b.white, "board");
    note(b.black, "board");
    // C1: no rematch (forfeits are not meetings).
    for (let r = 0; r < round - 1; r++) {
      const e = t.players[b.white - 1]?.rounds[r] ?? null;
      expect(played(e) && e?.opponent === b.black).toBe(false);
    }
    // C3: the colour limits bind unless, in the last round, a topscorer is on the board.
    if (last && (topscorer(b.white) || topscorer(b.black))) continue;
    for (const [id, c] of [
      [b.white, "w"],
      [b.black, "b"],
    ] as const) {
      const seq = [...colours(t, id, round - 1), c];
      const whites = seq.filter((x) => x === "w").length;
      // Colour difference within ±2, never three in a row.
      expect(Math.abs(2 * whites - seq.length)).toBeLessThanOrEqual(2);
      const k = seq.length;
      expect(k >= 3 && seq[k - 1] === seq[k - 2] && seq[k - 2] === seq[k - 3]).toBe(false);
    }
  }
  const pabs = pairing.unpaired.filter((u) => u.reason === "pab");
  expect(pabs.length).toBeLessThanOrEqual(1);
  for (const u of pairing.unpaired) note(u.player, u.reason);
  for (const u of pabs) {
    // C2: no PAB for a player who had one, or scored a win's points without playing.
    for (let r = 0; r < round - 1; r++) {
      const e = t.players[u.player - 1]?.rounds[r] ?? null;
      expect(e !== null && !played(e) && ["pab", "fullBye", "forfeitWin"].includes(e.kind)).toBe(false);
    }
  }
  // Every player on a board or accounted for, once.
  expect(seen.size).toBe(t.players.length);
}

/** Brute force (small fields): does any pairing satisfy C1–C3 and the PAB rule? */
function anyLegalPairing(t: Tournament, round: number, ids: number[]): boolean {
  const last = t.totalRounds !== null && round === t.totalRounds;
  const info = new Map(
    ids.map((id) => {
      const seq = colours(t, id, round - 1);
      const w = seq.filter((c) => c === "w").length;
      const diff = 2 * w - seq.length;
      const k = seq.length;
      const rep = k >= 2 && seq[k - 1] === seq[k - 2] ? seq[k - 1] : null;
      const pref = diff > 1 ? "b" : diff < -1 ? "w" : rep !== null ? (rep === "w" ? "b" : "w") : null;
      const top = score(t, id, round - 1) > ((round - 1) * 10) / 2;
      const byeOk = !(t.players[id - 1]?.rounds ?? [])
        .slice(0, round - 1)
        .some((e) => e !== null && !played(e) && ["pab", "fullBye", "forfeitWin"].includes(e.kind));
      return [id, { pref, top, byeOk }] as const;
    }),
  );
  const met = (a: number, b: number): boolean =>
    (t.players[a - 1]?.rounds ?? []).slice(0, round - 1).some((e) => played(e) && e?.opponent === b);
  const ok = (a: number, b: number): boolean => {
    const x = info.get(a)!;
    const y = info.get(b)!;
    return !met(a, b) && (x.pref === null || y.pref === null || x.pref !== y.pref || (last && (x.top || y.top)));
  };
  const rec = (left: number[]): boolean => {
    if (left.length === 0) return true;
    if (left.length === 1) return info.get(left[0] as number)!.byeOk;
    const [a, ...rest] = left as [number, ...number[]];
    if (left.length % 2 === 1 && info.get(a)!.byeOk && rec(rest)) return true;
    for (let i = 0; i < rest.length; i++) {
      const b = rest[i] as number;
      if (ok(a, b) && rec(rest.filter((_, j) => j !== i))) return true;
    }
    return false;
  };
  return rec(ids);
}

function simulate(spec: SimulationSpec, each: (t: Tournament, round: number, p: Pairing) => void): void {
  const r = rng(spec.seed ^ 0x5bd1e995);
  let t = newTournament(spec);
  for (let round = 1; round <= spec.rounds; round++) {
    t = withRequests(t, round, spec, r);
    let pairing: Pairing;
    try {
      pairing = pairDutch(t, round);
    } catch (e) {
      expect(e).toBeInstanceOf(ChessInputError);
      expect((e as ChessInputError).code).toBe("NO_PAIRING");
      const ids = t.players
        .filter((p) => (p.rounds[round - 1] ?? null) === null && p.request === undefined && p.withdrawn !== true)
        .map((p) => p.id);
      if (ids.length <= 12) expect(anyLegalPairing(t, round, ids)).toBe(false);
      return;
    }
    each(t, round, pairing);
    t = playRound(t, pairing, spec, r);
  }
}

const specArb = (maxPlayers: number) => simulationSpecs({ players: [2, maxPlayers], rounds: [1, 9] });

describe("C.04.3 Dutch system on simulated tournaments", () => {
  test("C1 no rematch, C2 no second PAB, C3 colour limits, everyone accounted for (C.04.1 b, d, f, g)", () => {
    fc.assert(
      fc.property(specArb(24), (spec) => {
        simulate(spec, (t, round, p) => checkPairing(t, round, p));
      }),
      { numRuns: 300 },
    );
  });

  test("deterministic: the same tournament gives the same pairing", () => {
    fc.assert(
      fc.property(specArb(30), (spec) => {
        simulate(spec, (t, round, p) => expect(pairDutch(t, round)).toEqual(p));
      }),
      { numRuns: 40 },
    );
  });

  test("the bracket-by-bracket driver equals the whole-graph driver (bbpPairings' way)", () => {
    fc.assert(
      fc.property(specArb(40), (spec) => {
        simulate(spec, (t, round, p) => expect(pairDutchUsing(t, round, {}, "full")).toEqual(p));
      }),
      { numRuns: 150 },
    );
  });

  test("small fields that cannot be paired are refused, and only those (checked by brute force)", () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 3, max: 8 }),
          rounds: fc.integer({ min: 5, max: 8 }),
          seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        }),
        (spec) => {
          simulate(spec, (t, round, p) => {
            checkPairing(t, round, p);
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  test("a larger field (60 players, 7 rounds, byes and forfeits) keeps every absolute criterion", () => {
    simulate(
      { players: 60, rounds: 7, seed: 20260201, byeRate: 0.05, withdrawRate: 0.01, forfeitRate: 0.05 },
      (t, round, p) => checkPairing(t, round, p),
    );
  });
});

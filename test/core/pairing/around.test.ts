/** "Pair around" forced boards: the fixed boards stay, the engine pairs the rest under the rules (DUTCH and USCF). */
import * as fs from "fs";
import * as path from "path";
import { unwrap } from "../../../src/core/errors";
import { parseTrf } from "../../../src/core/formats/trf";
import { roundsPaired } from "../../../src/core/model/tournament";
import { pairRound, type Board } from "../../../src/core/pairing";
import { pairAround } from "../../../src/core/pairing/around";
import { checkPairings } from "../../../src/core/pairing/check";
import { withPairing } from "../../../src/core/pairing/check/apply";

const load = (name: string) => {
  const t = unwrap(parseTrf(fs.readFileSync(path.join(__dirname, "../../fixtures/oracle-dutch", `${name}.trf`), "utf8")));
  return { t, round: roundsPaired(t) + 1 };
};

describe.each(["DUTCH", "USCF"] as const)("pairAround (%s)", (system) => {
  test("a board fixed by hand is kept; everyone else is paired once, with no rematch (C.04.3 C1 / US Chess 27A1)", () => {
    const { t, round } = load("case120");
    const engine = pairRound(t, round, system);
    // Fix a board the engine would not make: the top board's white against the bottom board's black.
    const fixed: Board = { white: engine.boards[0]!.white, black: engine.boards[engine.boards.length - 1]!.black };
    const p = pairAround(t, round, system, [fixed]);
    expect(p.boards[0]).toEqual(fixed);
    expect(p.fixed).toEqual([fixed]);
    const seen = new Map<number, number>();
    for (const b of p.boards) for (const id of [b.white, b.black]) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const u of p.unpaired) seen.set(u.player, (seen.get(u.player) ?? 0) + 1);
    expect(seen.size).toBe(t.players.length);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    // The rest is a legal pairing: the check finds no rematch, no second bye.
    const pab = p.unpaired.find((u) => u.reason === "pab")?.player ?? null;
    const c = checkPairings(withPairing(t, round, p.boards, pab), system, { rounds: [round] }).rounds[0]!;
    expect(c.breaches.filter((b) => /C1$|C2$|27A1$|28L3$/.test(b.rule))).toEqual([]);
    expect(c.same).toBe(false);
  });

  test("with the engine's own top board fixed, the engine pairs the rest as it did", () => {
    const { t, round } = load("case060");
    const engine = pairRound(t, round, system);
    const p = pairAround(t, round, system, [engine.boards[0]!]);
    const key = (b: Board) => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;
    // Same pairs (colours of the rest may follow other ranks once the fixed pair is out).
    expect(new Set(p.boards.map(key))).toEqual(new Set(engine.boards.map(key)));
  });

  test("a fixed board naming an unknown player, a player twice or one with a bye is refused, naming the board", () => {
    const { t, round } = load("case025");
    const ahead = t.players.find((pl) => (pl.rounds[round - 1] ?? null) !== null)!;
    expect(() => pairAround(t, round, system, [{ white: 1, black: 999 }])).toThrow(/Fixed board 1 \(#1 – #999\): there is no player #999/);
    expect(() => pairAround(t, round, system, [{ white: 1, black: 2 }, { white: 2, black: 3 }])).toThrow(/Fixed board 2 .*#2 is already on another fixed board/);
    expect(() => pairAround(t, round, system, [{ white: ahead.id, black: ahead.id === 1 ? 2 : 1 }])).toThrow(/is not to be paired in round/);
  });
});

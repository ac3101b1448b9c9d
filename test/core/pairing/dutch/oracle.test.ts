/**
 * The reference pairings: 40 tournaments cut after some rounds, with the next round as the
 * FIDE-endorsed engine bbpPairings v6.0.0 pairs it (2025 rules), and novalid001, which no legal
 * pairing completes. Same boards, same colours, same bye, same board order.
 */
import * as fs from "fs";
import * as path from "path";
import { roundsPaired } from "../../../../src/core/model/tournament";
import { pairDutch } from "../../../../src/core/pairing/dutch";
import { ORACLE_DIR, readTrf, trfNames } from "../../../oracle-fixtures";

const DIR = ORACLE_DIR;
const cases = trfNames(DIR, /^case\d+\.trf$/);

function load(name: string) {
  const t = readTrf(DIR, name);
  return { t, round: roundsPaired(t) + 1 };
}

/** The engine's lines: `white black` per board in its order, then the PAB as `N 0`. */
function expected(name: string): string[] {
  const lines = fs
    .readFileSync(path.join(DIR, `${name}.expected`), "utf8")
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== "");
  expect(lines.length - 1).toBe(Number(lines[0]));
  return lines.slice(1).map((l) => l.trim().split(/\s+/).join(" "));
}

describe("C.04.3 Dutch system agrees with bbpPairings v6.0.0 (2025 rules)", () => {
  test("the fixture set is complete", () => {
    expect(cases.length).toBe(40);
  });

  test.each(cases)("%s: same boards, colours, bye and board order", (name) => {
    const { t, round } = load(name);
    const pairing = pairDutch(t, round);
    const got = pairing.boards.map((b) => `${b.white} ${b.black}`);
    const pab = pairing.unpaired.filter((u) => u.reason === "pab");
    expect(pab.length).toBeLessThanOrEqual(1);
    for (const u of pab) got.push(`${u.player} 0`);
    expect(got).toEqual(expected(name));
    // Everybody is on a board or accounted for, once.
    const seen = new Set<number>();
    for (const b of pairing.boards) for (const id of [b.white, b.black]) seen.add(id);
    for (const u of pairing.unpaired) seen.add(u.player);
    expect(seen.size).toBe(t.players.length);
  });

  // The side-by-side comparison's own events (docs/performance.md, scripts/bbp-compare.js): the
  // bench's synthetic 100- and 500-player events (dutchBenchTournament(n, 5, 1), nine rounds in all)
  // as TRF, round 6 paired by bbpPairings v6.0.0. The larger ones (1,000 and 2,000) are not kept:
  // 140 and 280 KB, and bbpPairings takes minutes on them.
  test.each(["bench100", "bench500"])("%s: the side-by-side comparison's event, the same lines", (name) => {
    const { t, round } = load(name);
    expect(round).toBe(6);
    const pairing = pairDutch(t, round);
    const got = pairing.boards.map((b) => `${b.white} ${b.black}`);
    for (const u of pairing.unpaired) if (u.reason === "pab") got.push(`${u.player} 0`);
    expect(got).toEqual(expected(name));
  });

  test("novalid001: no legal pairing exists for round 7 (C1 and C3), so it is refused", () => {
    const { t, round } = load("novalid001");
    expect(round).toBe(7);
    expect(() => pairDutch(t, round)).toThrow(expect.objectContaining({ code: "NO_PAIRING" }));
  });
});

describe("C.04.3 Dutch system: input checks", () => {
  test("a round that is already paired is refused with BAD_ARGUMENT naming the player", () => {
    const { t } = load("case005");
    expect(() => pairDutch(t, 2)).toThrow(/Round 2, player #1: a game is already recorded/);
  });

  test("a round number below 1 is refused", () => {
    const { t } = load("case005");
    expect(() => pairDutch(t, 0)).toThrow(expect.objectContaining({ code: "BAD_ARGUMENT" }));
  });

  test("a player with a bye recorded ahead (TRF 0000 - H) is listed with that reason, not paired", () => {
    const { t, round } = load("case025");
    const pairing = pairDutch(t, round);
    const ahead = t.players.filter((p) => (p.rounds[round - 1] ?? null) !== null).map((p) => p.id);
    expect(ahead.length).toBeGreaterThan(0);
    for (const id of ahead) {
      expect(pairing.unpaired.some((u) => u.player === id && u.reason !== "pab")).toBe(true);
      expect(pairing.boards.some((b) => b.white === id || b.black === id)).toBe(false);
    }
  });
});

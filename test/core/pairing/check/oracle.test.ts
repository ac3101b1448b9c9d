/**
 * Check pairings against the held Dutch reference cases (bbpPairings v6.0.0 histories): the engine's
 * own pairing appended is found to be the engine's; one board changed is found, with the rule the
 * change breaks named (C.04.3 / US Chess), for DUTCH and USCF.
 */
import { roundsPaired } from "../../../../src/core/model/tournament";
import type { Tournament } from "../../../../src/core/model/types";
import { pairRound, type Board, type Pairing, type PairingSystem } from "../../../../src/core/pairing";
import { checkPairings, checkRound, type RoundCheck } from "../../../../src/core/pairing/check";
import { sampleTournament } from "../../../../src/core/formats/sample";
import { withPairing } from "../../../../src/core/pairing/check/apply";
import { ORACLE_DIR, readTrf, trfNames } from "../../../oracle-fixtures";

const DIR = ORACLE_DIR;
const cases = trfNames(DIR, /^case\d+\.trf$/);

function load(name: string): { t: Tournament; round: number } {
  const t = readTrf(DIR, name);
  return { t, round: roundsPaired(t) + 1 };
}

const pabOf = (p: Pairing): number | null => p.unpaired.find((u) => u.reason === "pab")?.player ?? null;

function checkWith(
  t: Tournament,
  round: number,
  system: PairingSystem,
  boards: readonly Board[],
  pab: number | null,
): RoundCheck {
  const c = checkPairings(withPairing(t, round, boards, pab), system, { rounds: [round] });
  return c.rounds[0] as RoundCheck;
}

const COLOUR_RULE: Record<"DUTCH" | "USCF", RegExp> = {
  DUTCH: /^C\.04\.(3 5\.2\.[1-5]|1 [fg])$/,
  USCF: /^US Chess (27A4|27A5|29E4)$/,
};

describe.each(["DUTCH", "USCF"] as const)("Check pairings (%s) on the held Dutch cases", (system) => {
  test.each(cases)("%s: the engine's own pairing appended is the engine's pairing, breaking no rule", (name) => {
    const { t, round } = load(name);
    const p = pairRound(t, round, system);
    const c = checkWith(t, round, system, p.boards, pabOf(p));
    expect(c.differences).toEqual([]);
    expect(c.breaches).toEqual([]);
    expect(c.same).toBe(true);
  });

  test.each(cases)("%s: colours switched on the top board are found and the colour rule named", (name) => {
    const { t, round } = load(name);
    const p = pairRound(t, round, system);
    const [top, ...rest] = p.boards as [Board, ...Board[]];
    const c = checkWith(t, round, system, [{ white: top.black, black: top.white }, ...rest], pabOf(p));
    expect(c.same).toBe(false);
    expect(c.differences).toEqual([{ kind: "colours", recorded: { white: top.black, black: top.white } }]);
    const colourRules = c.breaches.filter((b) => COLOUR_RULE[system].test(b.rule));
    const history = (id: number) => (t.players[id - 1]?.rounds ?? []).some((e) => e !== null && e.colour !== null);
    if (system === "DUTCH" || history(top.white) || history(top.black)) {
      // C.04.3 Art. 5.2 always decides a Dutch board; US Chess 29E4 once either player has a colour.
      expect(colourRules.length).toBeGreaterThan(0);
      expect(colourRules.every((b) => b.players.includes(top.white) || b.players.includes(top.black))).toBe(true);
    } else {
      expect(c.note).toMatch(/breaks no rule/);
    }
  });

  test.each(cases)(
    "%s: opponents swapped between the top and bottom boards are found, with the rule broken or the tie order named",
    (name) => {
      const { t, round } = load(name);
      const p = pairRound(t, round, system);
      const top = p.boards[0] as Board;
      const last = p.boards[p.boards.length - 1] as Board;
      const swapped = [
        { white: top.white, black: last.black },
        ...p.boards.slice(1, -1),
        { white: last.white, black: top.black },
      ];
      const c = checkWith(t, round, system, swapped, pabOf(p));
      expect(c.same).toBe(false);
      expect(c.differences.filter((d) => d.kind === "board")).toHaveLength(2);
      if (c.breaches.length === 0) expect(c.note).toMatch(/breaks no rule/);
      else expect(c.breaches[0]?.rule).toMatch(system === "DUTCH" ? /^C\.04\.[13] / : /^US Chess /);
    },
  );
});

describe("Check pairings names the rule", () => {
  test("C.04.3 C1: a rematch is named with both players", () => {
    const { t, round } = load("case010");
    const p = pairRound(t, round, "DUTCH");
    const a = t.players[0]!;
    const met = a.rounds.find(
      (e) =>
        e !== null &&
        e.kind !== "pab" &&
        e.opponent !== 0 &&
        (e.kind === "win" || e.kind === "draw" || e.kind === "loss"),
    )!;
    const b = met.opponent;
    const boards: Board[] = [{ white: a.id, black: b }];
    const rest = p.boards.flatMap((x) => [x.white, x.black]).filter((id) => id !== a.id && id !== b);
    const pab = pabOf(p);
    const pool = pab === null || pab === a.id || pab === b ? rest : [...rest, pab];
    const byeNow = pab === null || pab === a.id || pab === b ? pab : null;
    const players = byeNow === null && pool.length % 2 === 1 ? pool.slice(0, -1) : pool;
    for (let i = 0; i + 1 < players.length; i += 2) boards.push({ white: players[i]!, black: players[i + 1]! });
    const c = checkWith(
      t,
      round,
      "DUTCH",
      boards,
      byeNow === null && pool.length % 2 === 1 ? pool[pool.length - 1]! : byeNow,
    );
    expect(c.breaches).toContainEqual(
      expect.objectContaining({ rule: "C.04.3 C1", players: [Math.min(a.id, b), Math.max(a.id, b)] }),
    );
  });

  test("never-pair list: a pair on the event's list is named like a rematch (DUTCH and USCF)", () => {
    const { t, round } = load("case040");
    const p = pairRound(t, round, "DUTCH");
    const top = p.boards[0] as Board;
    const listed: Tournament = { ...t, forbiddenPairs: [[top.black, top.white]] };
    for (const system of ["DUTCH", "USCF"] as const) {
      const c = checkPairings(withPairing(listed, round, p.boards, pabOf(p)), system, { rounds: [round] })
        .rounds[0] as RoundCheck;
      expect(c.breaches).toContainEqual(
        expect.objectContaining({
          rule: "never-pair list",
          players: [Math.min(top.white, top.black), Math.max(top.white, top.black)],
        }),
      );
    }
  });

  test("never-pair list: one breach, named as the list (not as a rematch), and round-ranged groups only in their rounds", () => {
    const { t, round } = load("case040");
    const p = pairRound(t, round, "DUTCH");
    const top = p.boards[0] as Board;
    const ids = [Math.min(top.white, top.black), Math.max(top.white, top.black)];
    const group = (from: number, to: number): Tournament => ({ ...t, forbiddenGroups: [{ players: ids, from, to }] });
    for (const system of ["DUTCH", "USCF"] as const) {
      const during = checkPairings(withPairing(group(round, round + 2), round, p.boards, pabOf(p)), system, {
        rounds: [round],
      }).rounds[0] as RoundCheck;
      const about = during.breaches.filter((b) => b.players.join() === ids.join());
      expect(about).toEqual([
        expect.objectContaining({
          rule: "never-pair list",
          message: expect.stringContaining(`must not meet in round ${round}`),
        }),
      ]);
      const after = checkPairings(withPairing(group(1, round - 1), round, p.boards, pabOf(p)), system, {
        rounds: [round],
      }).rounds[0] as RoundCheck;
      expect(after.breaches.filter((b) => b.players.join() === ids.join())).toEqual([]);
    }
  });

  test("C.04.3 C2 and US Chess 28L3: the bye to a player who already had one", () => {
    const { t, round } = load("case005"); // #4 and #7 had the PAB in round 2 or 1
    const p = pairRound(t, round, "DUTCH");
    const pab = pabOf(p) as number;
    const takenBye = 7;
    const boards = p.boards.map((b) => ({
      white: b.white === takenBye ? pab : b.white,
      black: b.black === takenBye ? pab : b.black,
    }));
    const dutch = checkWith(t, round, "DUTCH", boards, takenBye);
    expect(dutch.breaches).toContainEqual(expect.objectContaining({ rule: "C.04.3 C2", players: [takenBye] }));
    expect(dutch.differences).toContainEqual({ kind: "bye", recorded: takenBye, engine: pab });
    const uscf = checkWith(t, round, "USCF", boards, takenBye);
    expect(uscf.breaches).toContainEqual(expect.objectContaining({ rule: "US Chess 28L3", players: [takenBye] }));
  });

  test("the whole history of a held case, paired by the reference engine, is our DUTCH engine's pairing round by round", () => {
    const long = cases.filter((name) => roundsPaired(load(name).t) >= 3).slice(0, 4);
    expect(long).toHaveLength(4);
    for (const name of long) {
      const { t } = load(name);
      const c = checkPairings(t, "DUTCH");
      expect(c.rounds.map((r) => r.round)).toEqual(Array.from({ length: roundsPaired(t) }, (_, i) => i + 1));
      expect(c.rounds.filter((r) => !r.same).map((r) => r.round)).toEqual([]);
      expect(c.same).toBe(true);
    }
  });
});

describe("The first colour when the event does not say (C.04.3 5.2.5, US Chess 29E2)", () => {
  test.each(["DUTCH", "USCF"] as const)(
    "%s: round 1 paired with #1 on black is read as such, not as switched colours",
    (system) => {
      const t: Tournament = {
        ...sampleTournament({ players: 10, rounds: 0, seed: 5, halfByes: 0 }),
        initialColour: null,
        totalRounds: 5,
      };
      const p = pairRound(t, 1, system, { initialColour: "b" });
      const done = withPairing(t, 1, p.boards, pabOf(p));
      const c = checkRound(done, 1, system);
      expect(c.differences).toEqual([]);
      expect(c.breaches).toEqual([]);
      expect(checkPairings(done, system).same).toBe(true);
    },
  );
});

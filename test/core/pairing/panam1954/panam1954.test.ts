import fc from "fast-check";
import { ChessInputError } from "../../../../src/core/errors";
import { colours1954, pairPanAm1954, parityWhite } from "../../../../src/core/pairing/panam1954";
import { readRoster } from "../../../../src/core/pairing/uscf/roster";
import {
  bruteMatchable,
  coloursBefore,
  commonProblems,
  dropProblems,
  fieldOf,
  hadFullBye,
  minPairingCost,
  scoreOf,
} from "../uscf/checks";
import { boardsText, simulate, tournament, type SimRound, type Spec } from "../uscf/sim";

const field = (n: number): Spec[] => Array.from({ length: n }, () => ({ rating: null }));
const fillers = (n: number): Spec[] => Array.from({ length: n }, () => ({ rating: null, withdrawn: true }));
const pairsOf = (p: ReturnType<typeof pairPanAm1954>): string[] =>
  p.boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join("-"));

describe("seed 003, round 1: No. 1 against the highest number present; the middle number's bye", () => {
  test("eight players: 1–8, 2–7, 3–6, 4–5; odd against even, the lower number has white", () => {
    expect(boardsText(pairPanAm1954(tournament(field(8)), 1))).toEqual(["1-8", "2-7", "3-6", "4-5"]);
  });
  test("seven players: No. 4 has the bye; odd against odd and even against even, the higher number has white", () => {
    const p = pairPanAm1954(tournament(field(7)), 1);
    expect(p.unpaired).toEqual([{ player: 4, reason: "pab" }]);
    expect(boardsText(p)).toEqual(["7-1", "6-2", "5-3"]);
  });
  test("the highest number present: an absent No. 8 is skipped", () => {
    const t = tournament([...field(7), { rating: null, request: "halfBye" }]);
    const p = pairPanAm1954(t, 1);
    expect(p.unpaired).toEqual([
      { player: 4, reason: "pab" },
      { player: 8, reason: "halfBye" },
    ]);
    expect(boardsText(p)).toEqual(["7-1", "6-2", "5-3"]);
  });
  test("ratings play no part", () => {
    const t = tournament([{ rating: 1000 }, { rating: 2400 }, { rating: null }, { rating: 1800 }]);
    expect(boardsText(pairPanAm1954(t, 1))).toEqual(["1-4", "2-3"]);
  });
});

describe("seed 003, colour of pieces", () => {
  test("(c) by serial number", () => {
    expect(parityWhite(3, 7)).toBe(7);
    expect(parityWhite(1, 8)).toBe(1);
    expect(parityWhite(8, 1)).toBe(1);
    expect(parityWhite(2, 6)).toBe(6);
  });
  test("(a) more blacks plays white; (b) more whites plays black; (d) a bye is not a colour", () => {
    const t = tournament([
      { rounds: ["D3b", "D4b", "B"] },
      { rounds: ["D3w", "D4b", "D5w"] },
      { rounds: ["D1w", "H", "D5b"] },
      { rounds: ["D1w", "D2w", "B"] },
      ...fillers(1),
    ]);
    const [p1, p2, p3, p4] = readRoster(t, 4).active as [never, never, never, never];
    expect(colours1954(p1, p2).white).toBe(p1); // two blacks against one
    expect(colours1954(p3, p4).white).toBe(p3); // blacks 1 v 0
    expect(colours1954(p2, p4).white).toBe(p2); // blacks 1 v 0
    expect(colours1954(p2, p3).white).toBe(p3); // blacks equal, #2 has more whites: black
  });
});

describe("seed 003, later rounds: score, colour, interference, serial number", () => {
  test("fourth: by serial number within the score group, lowest against highest", () => {
    // Everyone drew against a filler; colours alike so that only the serial numbers speak.
    const t = tournament([...Array.from({ length: 4 }, () => ({ rating: null, rounds: ["D9w"] })), ...fillers(5)]);
    expect(pairsOf(pairPanAm1954(t, 2))).toEqual(["1-4", "2-3"]);
  });
  test("second: colours before serial numbers — opponents exchanged so that nobody is two colours up", () => {
    const t = tournament([
      { rating: null, rounds: ["D5w"] },
      { rating: null, rounds: ["D6b"] },
      { rating: null, rounds: ["D7b"] },
      { rating: null, rounds: ["D8w"] },
      ...fillers(4),
    ]);
    expect(boardsText(pairPanAm1954(t, 2))).toEqual(["3-1", "2-4"]);
  });
  test("first: score — an odd group's middle number goes down to the next group", () => {
    const t = tournament([
      { rounds: ["W9w"] },
      { rounds: ["W10w"] },
      { rounds: ["W11w"] },
      { rounds: ["W12b"] },
      { rounds: ["W13b"] },
      { rounds: ["L14w"] },
      { rounds: ["L15b"] },
      { rounds: ["L16b"] },
      ...fillers(8),
    ]);
    expect(boardsText(pairPanAm1954(t, 2))).toEqual(["5-1", "4-2", "8-3", "7-6"]);
  });
  test("no two players meet twice: the next highest number instead", () => {
    const t = tournament([
      { rounds: ["D4w"] },
      { rounds: ["D5w"] },
      { rounds: ["D6b"] },
      { rounds: ["D1b"] },
      ...fillers(2),
    ]);
    expect(pairsOf(pairPanAm1954(t, 2))).toEqual(["1-3", "2-4"]);
  });
  test("the bye after round 1: lowest score group, middle number; never a second one", () => {
    const specs = (byeOf6: boolean): Spec[] => [
      { rounds: ["W8w"] },
      { rounds: ["W9b"] },
      { rounds: ["W10w"] },
      { rounds: ["W11b"] },
      { rounds: ["L12w"] },
      { rounds: [byeOf6 ? "B" : "L13b"] },
      { rounds: ["L14w"] },
      ...fillers(7),
    ];
    const p = pairPanAm1954(tournament(specs(false)), 2);
    expect(p.unpaired[0]).toEqual({ player: 6, reason: "pab" });
    expect(pairsOf(p)).toEqual(["1-4", "2-3", "5-7"]);
    // #6 had a bye in round 1 (so has 1 point): the 0-point group is #5, #7 — the lower of the two middles.
    expect(pairPanAm1954(tournament(specs(true)), 2).unpaired[0]).toEqual({ player: 5, reason: "pab" });
  });
  test("forfeiture: two games lost by forfeit withdraw a player, one does not", () => {
    const t = tournament([
      { rounds: ["F3", "F4"] },
      { rounds: ["F4", "W3w"] },
      { rounds: ["X1", "L2b"] },
      { rounds: ["X2", "X1"] },
    ]);
    const p = pairPanAm1954(t, 3);
    expect(p.unpaired).toEqual([
      { player: 2, reason: "pab" },
      { player: 1, reason: "withdrawn" },
    ]);
    expect(pairsOf(p)).toEqual(["3-4"]);
  });
  test("no legal pairing: NO_PAIRING", () => {
    const t = tournament([
      { rounds: ["W2w", "W3b", "W4w"] },
      { rounds: ["L1b", "W4w", "W3b"] },
      { rounds: ["W4b", "L1w", "L2w"] },
      { rounds: ["L3w", "L2b", "L1b"] },
    ]);
    expect(() => pairPanAm1954(t, 4)).toThrow(ChessInputError);
    try {
      pairPanAm1954(t, 4);
    } catch (e) {
      expect((e as ChessInputError).code).toBe("NO_PAIRING");
    }
  });
});

/** The 1954 bye order written from the rules: lowest group, nearest the middle serial, never twice. */
function specBye(t: SimRound["before"], round: number, ids: number[]): number[] {
  const out: number[] = [];
  const scores = [...new Set(ids.map((i) => scoreOf(t, i, round)))].sort((a, b) => a - b);
  for (const s of scores) {
    const g = ids.filter((i) => scoreOf(t, i, round) === s).sort((a, b) => a - b);
    const mid = (g.length - 1) / 2;
    out.push(
      ...g
        .map((id, i) => ({ id, d: Math.abs(i - mid), i }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .map((e) => e.id),
    );
  }
  return out.filter((id) => !hadFullBye(t.players[id - 1]!, round));
}

function panamProblems(sr: SimRound): string[] {
  const { before: t, round, pairing } = sr;
  const bad = commonProblems(t, round, pairing, 2, false);
  for (const b of pairing.boards) {
    // The colour rule, (a) then (b) then (c), written again from the text.
    const cs = (id: number): string[] => coloursBefore(t.players[id - 1]!, round);
    const blacks = (id: number): number => cs(id).filter((c) => c === "b").length;
    const whites = (id: number): number => cs(id).filter((c) => c === "w").length;
    const [x, y] = [b.white, b.black];
    let white: number;
    if (blacks(x) !== blacks(y)) white = blacks(x) > blacks(y) ? x : y;
    else if (whites(x) !== whites(y)) white = whites(x) < whites(y) ? x : y;
    else {
      const [lo, hi] = x < y ? [x, y] : [y, x];
      white = lo % 2 !== hi % 2 ? lo : hi;
    }
    if (white !== b.white) bad.push(`board ${b.white}-${b.black}: the colour rule gives white to #${white}`);
  }
  const f = fieldOf(t, round, 2);
  const ids = f.active.map((p) => p.id);
  const pab = pairing.unpaired.find((u) => u.reason === "pab");
  if (round === 1) {
    const s = [...ids].sort((a, b) => a - b);
    const bye = s.length % 2 === 1 ? s.splice((s.length - 1) / 2, 1)[0] : undefined;
    if (pab?.player !== bye) bad.push(`round 1: bye to ${pab?.player}, the middle number is ${bye}`);
    const expected = s.slice(0, s.length / 2).map((a, i) => [a, s[s.length - 1 - i]].join("-"));
    const got = pairing.boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join("-"));
    if (JSON.stringify(got) !== JSON.stringify(expected)) bad.push(`round 1: ${got} instead of ${expected}`);
  } else if (pab !== undefined && ids.length <= 14) {
    const expected = specBye(t, round, ids).find((id) =>
      bruteMatchable(
        ids.filter((i) => i !== id),
        f.met,
      ),
    );
    if (expected !== pab.player) bad.push(`bye to #${pab.player}, expected #${expected}`);
  }
  bad.push(...dropProblems(t, round, pairing, f.met));
  if (ids.length <= 14 && ids.length >= 2) {
    const rest = ids.filter((i) => i !== pab?.player);
    const top = Math.max(...rest.map((i) => scoreOf(t, i, round)));
    const cross = (a: number, b: number): number =>
      scoreOf(t, a, round) >= top !== scoreOf(t, b, round) >= top ? 1 : 0;
    const mine = pairing.boards.reduce((n, b) => n + cross(b.white, b.black), 0);
    const best = minPairingCost(rest, f.met, cross);
    if (mine > best) bad.push(`first: score — ${mine} leave the top group, ${best} would do`);
  }
  if (JSON.stringify(pairPanAm1954(t, round, sr.options)) !== JSON.stringify(pairing))
    bad.push("a second run gives another pairing");
  return bad;
}

describe("PANAM1954 over simulated tournaments (properties)", () => {
  test("no rematch, no second bye, round 1 and bye rules, forfeit withdrawals, score first, everyone accounted for, deterministic", () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 22 }),
          rounds: fc.integer({ min: 1, max: 10 }),
          seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          halfByes: fc.constantFrom(0, 0.05, 0.15),
          zeroByes: fc.constantFrom(0, 0.03),
          withdrawals: fc.constantFrom(0, 0.03),
          forfeits: fc.constantFrom(0, 0.05, 0.15),
        }),
        (o) => {
          const problems: string[] = [];
          const res = simulate(pairPanAm1954, o, (sr) =>
            problems.push(...panamProblems(sr).map((m) => `round ${sr.round}: ${m}`)),
          );
          if (res.stopped !== null) {
            const f = fieldOf(res.stopped.before, res.stopped.round, 2);
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
          if (problems.length > 0) throw new Error(`${JSON.stringify(o)}\n${problems.slice(0, 5).join("\n")}`);
        },
      ),
      { numRuns: 1500, seed: 1954 },
    );
  });
});

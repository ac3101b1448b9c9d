/**
 * Issue 28, item 7: a dialect conversion never changes a score. TRF-2026 has one value, `162 A`
 * (FIDE TRF26, tag 162: "A Absence (zero-point-bye or forfeit loss)"), where TRF(bx) has BBZ and BBF;
 * `A` takes the value of the kind the event has, and only an event with both kinds at different
 * points is refused. Property: bx → 2026 → bx over random events, every score identical at each step.
 */
import fc from "fast-check";
import { ChessInputError } from "../../../src/core/errors";
import { makeTrf, parseTrf } from "../../../src/core/formats/trf";
import { absenceValue } from "../../../src/core/formats/trf-extensions";
import { entryPoints } from "../../../src/core/model/points";
import { STANDARD_POINTS, type PointSystem, type Tournament } from "../../../src/core/model/types";
import { arbitraryTournament } from "./arbitrary";

const scores = (t: Tournament) => t.players.map((p) => p.rounds.reduce((sum, e) => sum + entryPoints(e, t.pointSystem), 0));
const has = (t: Tournament, kind: "zeroBye" | "forfeitLoss") =>
  t.players.some(
    (p) =>
      p.rounds.some((e) => e?.kind === kind) ||
      // A withdrawal (or a request other than a half-point bye) is the next round's 0000 - Z.
      (kind === "zeroBye" &&
        ((p.request !== undefined && p.request !== "halfBye") || p.withdrawn === true || Object.values(p.requests ?? {}).includes("zeroBye"))),
  );
const tenths = fc.integer({ min: 0, max: 30 });
const pointSystem: fc.Arbitrary<PointSystem> = fc.record({ win: tenths, draw: tenths, loss: tenths, forfeitLoss: tenths, zeroBye: tenths, pab: tenths });

function read(text: string): Tournament {
  const parsed = parseTrf(text);
  expect(parsed.problems).toEqual([]);
  return parsed.value;
}

test("bx → TRF-2026 → bx keeps every score, and refuses only both kinds at different points", () => {
  fc.assert(
    fc.property(arbitraryTournament({ maxPlayers: 8, maxRounds: 5, declaredPoints: "none" }), pointSystem, (t0, system) => {
      const first = read(makeTrf({ ...t0, pointSystem: system }));
      const before = scores(first);
      const s = first.pointSystem ?? STANDARD_POINTS;
      const lost = s.zeroBye !== s.forfeitLoss && has(first, "zeroBye") && has(first, "forfeitLoss");
      let text2026: string;
      try {
        text2026 = makeTrf(first, { dialect: "2026" });
      } catch (e) {
        expect(e).toBeInstanceOf(ChessInputError);
        expect(lost).toBe(true);
        return;
      }
      expect(lost).toBe(false);
      const t2026 = read(text2026);
      expect(scores(t2026)).toEqual(before);
      const back = read(makeTrf(t2026));
      expect(scores(back)).toEqual(before);
      expect(back.pointSystem?.zeroBye ?? 0).toBe(has(first, "forfeitLoss") && !has(first, "zeroBye") ? s.forfeitLoss : s.zeroBye);
    }),
    { numRuns: 400 },
  );
});

describe("162 A", () => {
  // The points columns are left blank: these files are about the scores the results give.
  const ANN = "001    1 m    Ann                               1800 ENG             1970/01/01         1     2 w 1     3 b -";
  const BOB = "001    2 m    Bob                               1700 ENG             1970/01/01         2     1 b 0  0000 - Z";
  const CAROL = "001    3 m    Carol                             1600 ENG             1970/01/01         3  0000 - Z     1 w +";
  test("BBZ 0.5 with no forfeit loss is A 0.5; BBF 0.5 with no zero-point bye is A 0.5", () => {
    const z = read(`BBZ  0.5\n${ANN.slice(0, 99)}\n${BOB}\n${CAROL.slice(0, 99)}\n`);
    expect(makeTrf(z, { dialect: "2026" })).toMatch(/^162 .* A 0\.5/m);
    const f = read(`BBF  0.5\n${ANN}\n${BOB.slice(0, 99)}\n${CAROL.replace("0000 - Z", "0000 - -")}\n`);
    expect(makeTrf(f, { dialect: "2026" })).toMatch(/^162 .* A 0\.5/m);
    expect(absenceValue(f, f.pointSystem ?? STANDARD_POINTS)).toBe(5);
  });
  test("both kinds at different points: refused, naming the rounds and players of each", () => {
    const t = read(`BBZ  0.5\n${ANN}\n${BOB}\n${CAROL}\n`);
    expect(() => makeTrf(t, { dialect: "2026" })).toThrow(
      /zero-point byes scored 0\.5 \(round 2 #2 Bob, round 1 #3 Carol\) and forfeit losses scored 0\.0 \(round 2 #1 Ann\)\. Write it as TRF\(bx\)/,
    );
  });
});

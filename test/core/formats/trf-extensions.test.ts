/**
 * TRF-2026 and TRF(bx) lines beyond the player lines (bbpPairings' README and reader): point system
 * (162, BBW…BBU), type (192), byes decided beforehand (240), accelerated points (250, XXA), forbidden
 * pairs (260, XXP); and real files' sex column (m, w, f in any case).
 */
import fc from "fast-check";
import { makeTrf, parseTrf, withTrfRanks } from "../../../src/core/formats/trf";
import { entryPoints, score } from "../../../src/core/model/points";
import { roundsPaired } from "../../../src/core/model/tournament";
import type { Player, Tournament } from "../../../src/core/model/types";
import { arbitraryTournament } from "./arbitrary";

function line001(id: number, sex: string, points: string, blocks: string[]): string {
  return (
    `001 ${String(id).padStart(4)} ${sex}    ${`P${id}`.padEnd(33)} 2000                            ` +
    `${points.padStart(4)}     ` +
    blocks.map((b) => `  ${b}`).join("")
  ).trimEnd();
}

const PLAYERS = [
  line001(1, "m", "3.0", ["   2 w 1"]),
  line001(2, "f", "0.0", ["   1 b 0"]),
  line001(3, "F", "1.0", ["   4 w ="]),
  line001(4, "W", "1.0", ["   3 b ="]),
];

/** The same players with the points 1-½-0 gives them, for files with no point system line. */
const PLAYERS_STD = [
  line001(1, "m", "1.0", ["   2 w 1"]),
  line001(2, "f", "0.0", ["   1 b 0"]),
  line001(3, "F", "0.5", ["   4 w ="]),
  line001(4, "W", "0.5", ["   3 b ="]),
];

describe("TRF-2026 lines", () => {
  const text = [
    "012 Football rules",
    "142 5",
    "152 B",
    "162  W 3.0    D 1.0    L 0.0    Z 0.0    P 3.0",
    "192 FIDE_DUTCH_2025_BAKU",
    ...PLAYERS,
    "240 H   2    3    4",
    "250       1.0   1   2    1    2",
    "250       0.5   3   3    1    1",
    "260   2   3    1    3",
  ].join("\n");
  const t = parseTrf(text);
  test("read without a problem", () => expect(t.problems).toEqual([]));
  test("142 total rounds, 152 colour of #1, 192 type (a _BAKU type asks for Baku acceleration)", () => {
    expect([t.value.totalRounds, t.value.initialColour]).toEqual([5, "b"]);
    expect(t.value.info.system).toBe("FIDE_DUTCH_2025_BAKU");
    expect(t.value.bakuAcceleration).toBe(true);
  });
  test("162: 3-1-0 with the PAB worth 3", () =>
    expect(t.value.pointSystem).toEqual({ win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 30 }));
  test("240: a half-point bye decided for round 2 for #3 and #4", () => {
    expect(t.value.players[2]?.rounds[1]).toEqual({ kind: "halfBye", opponent: 0, colour: null });
    expect(t.value.players[0]?.rounds[1]).toBeNull();
  });
  test("250: points per round for a range of players", () => {
    expect(t.value.players[0]?.accelerations).toEqual([10, 10, 5]);
    expect(t.value.players[1]?.accelerations).toEqual([10, 10]);
    expect(t.value.players[2]?.accelerations).toBeUndefined();
  });
  test("260: players kept apart in rounds 2-3", () =>
    expect(t.value.forbiddenGroups).toEqual([{ players: [1, 3], from: 2, to: 3 }]));
  test("sex m, f, F and W (any case): f is female, written w", () => {
    expect(t.value.players.map((p) => p.sex)).toEqual(["m", "w", "w", "w"]);
    expect(parseTrf(line001(1, "x", "0.0", [])).problems[0]?.message).toBe(
      'line 1, column 10: sex "x" is not m, w or f',
    );
  });
  test("240 is written for byes decided beforehand in TRF-2026 (and left out of the 001 line)", () => {
    const out = makeTrf(t.value, { dialect: "2026" });
    expect(out).toContain("240 H   2    3    4");
    expect(
      out
        .split("\n")
        .find((l) => l.startsWith("001    3"))
        ?.trimEnd()
        .endsWith("4 w ="),
    ).toBe(true);
  });
  test("written back as TRF-2026 and read again: the same tournament", () =>
    expect(parseTrf(makeTrf(t.value, { dialect: "2026" }))).toStrictEqual({ ...t, value: withTrfRanks(t.value) }));
  test("written as TRF(bx) and read again: the same tournament", () =>
    expect(parseTrf(makeTrf(t.value, { dialect: "bx" }))).toStrictEqual({ ...t, value: withTrfRanks(t.value) }));
});

describe("TRF(bx) lines", () => {
  const text = [
    "XXR 7",
    "XXC white1",
    "BBW 3.0",
    "BBD  1.0",
    "BBU  1.0",
    ...PLAYERS,
    "XXA    1  1.0  1.0  0.5",
    "XXA    2  1.0",
    "XXP 1 2 4",
  ].join("\n");
  const t = parseTrf(text);
  test("read without a problem", () => expect(t.problems).toEqual([]));
  test("BBW / BBD / BBU: the PAB at a draw's points when BBU says so", () =>
    expect(t.value.pointSystem).toEqual({ win: 30, draw: 10, loss: 0, forfeitLoss: 0, zeroBye: 0, pab: 10 }));
  test("XXA: one value per round from round 1", () =>
    expect(t.value.players.map((p) => p.accelerations)).toEqual([[10, 10, 5], [10], undefined, undefined]));
  test("XXP: every pair of the listed players, for good", () =>
    expect(t.value.forbiddenPairs).toEqual([
      [1, 2],
      [1, 4],
      [2, 4],
    ]));
  test("the 001 points are written in the event's point system (bbpPairings checks them)", () => {
    const out = makeTrf({ ...t.value, players: t.value.players.map(({ declaredPoints: _, ...p }) => p) });
    expect(out).toContain("BBW  3.0");
    expect(
      out
        .split("\n")
        .find((l) => l.startsWith("001    1"))
        ?.slice(80, 84),
    ).toBe(" 3.0");
  });
  test("round trip", () => expect(parseTrf(makeTrf(t.value))).toStrictEqual({ ...t, value: withTrfRanks(t.value) }));
});

describe("extension lines: errors name the line and what was expected", () => {
  const base = PLAYERS_STD.join("\n");
  const errors = (line: string) => parseTrf(`${base}\n${line}`).problems.map((p) => p.message);
  test.each([
    ["BBW x", 'line 5: BBW "x" is not a number of points like 1.0'],
    ["162  Q 1.0", 'line 5: 162 "Q" is not a result code (expected W, D, L, A, P or X)'],
    ["250   1.0   1   2    1    2", "line 5: 250 columns 5-8 (match points) must be blank for individuals"],
    ["260   3   2    1    2", "line 5: 260 needs rounds from-to in columns 5-7 and 9-11"],
    ["XXP 1", 'line 5: XXP "1" is not two or more start numbers'],
    ["XXP 1 9", "line 5: player 9 has no 001 line"],
    ["240 Q   2    3", 'line 5: 240 type "Q" (column 5) is not F, H or Z'],
    ["240 H   1    3", "line 5: player 3 already has round 1 recorded"],
  ])("%s", (line, message) => expect(errors(line)).toEqual([message]));
});

describe("property: the new fields survive both dialects", () => {
  const withInputs = arbitraryTournament({ maxPlayers: 8 }).chain((t) =>
    fc
      .record({
        win: fc.integer({ min: 10, max: 40 }),
        draw: fc.integer({ min: 0, max: 20 }),
        pab: fc.integer({ min: 0, max: 40 }),
        acc: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }),
        pair: fc.boolean(),
      })
      .map(({ win, draw, pab, acc, pair }): Tournament => {
        const trimmed = [...acc];
        while (trimmed.length > 0 && trimmed[trimmed.length - 1] === 0) trimmed.pop();
        const system = { win, draw, loss: 0, forfeitLoss: 0, zeroBye: 0, pab };
        const standard = win === 10 && draw === 5 && pab === 10;
        // The points column is the score in the event's system (the reader checks it), with or without
        // the bye decided for the round about to be paired, as the arbitrary tournament declared it.
        const paired = roundsPaired(t);
        const inSystem = (p: Player, upTo: number) =>
          p.rounds.slice(0, upTo).reduce((s, e) => s + entryPoints(e, standard ? undefined : system), 0);
        const players = t.players.map((p0, i) => {
          const p =
            p0.declaredPoints === undefined
              ? p0
              : { ...p0, declaredPoints: inSystem(p0, p0.declaredPoints === score(p0) ? p0.rounds.length : paired) };
          return i === 0 && trimmed.length > 0 ? { ...p, accelerations: trimmed } : p;
        });
        return {
          ...t,
          players,
          ...(standard ? {} : { pointSystem: system }),
          ...(pair && t.players.length >= 2 ? { forbiddenPairs: [[1, 2] as const] } : {}),
        };
      }),
  );
  test.each(["2026", "bx"] as const)("%s", (dialect) =>
    fc.assert(
      fc.property(withInputs, (t) => {
        const back = parseTrf(makeTrf(t, { dialect }));
        expect(back.problems).toEqual([]);
        expect(back.value.pointSystem).toEqual(t.pointSystem);
        expect(back.value.players.map((p) => p.accelerations)).toEqual(t.players.map((p) => p.accelerations));
        expect(back.value.forbiddenPairs).toEqual(t.forbiddenPairs);
        expect(back.value).toStrictEqual(withTrfRanks(t));
      }),
      { numRuns: 150 },
    ),
  );
});

describe("blocks other programs write", () => {
  test('"0000 - =" is a half-point bye (as bbpPairings reads it)', () => {
    const t = parseTrf(line001(1, "m", "0.5", ["0000 - ="]));
    expect(t.problems).toEqual([]);
    expect(t.value.players[0]?.rounds[0]).toEqual({ kind: "halfBye", opponent: 0, colour: null });
  });
});

describe("extension lines keep to the readers' limits (rounds to 99)", () => {
  test("a 250 line for round 120 is refused with the limit's message", () => {
    const t = parseTrf(`${PLAYERS_STD.join("\n")}\n250       1.0   1 120    1    2`);
    expect(t.problems.map((p) => p.message)).toEqual(["line 5: 250: round 120 is too many (at most 99 rounds)"]);
  });
});

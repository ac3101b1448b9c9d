/**
 * Keizer club nights (docs/keizer.md). The value table is the usual one of the Dutch club rules the
 * doc cites (svkrimpen.nl "Systeem Keizer", caissa-amsterdam.nl "Het Keizer-systeem",
 * deschaakmaat.nl "Uitleg keizersysteem", bornsedamvereniging.nl "Details Keizer"): values from the
 * ranking, a win the opponent's value, a draw half of it, the free night and club duty 2/3 of one's
 * own value, absence with notice 1/3, absence without notice nothing, own value counted once, the
 * whole season recomputed with the new values until the ranking settles.
 */
import { ChessInputError } from "../../../src/core/errors";
import { parseWallchart } from "../../../src/core/formats/wallchart";
import { makeRequests, parseRequests } from "../../../src/core/model/requests";
import type { Player, Tournament } from "../../../src/core/model/types";
import { pairNext } from "../../../src/core/pairing";
import { pairRoundRobinEvent } from "../../../src/core/pairing/round-robin-event";
import {
  KEIZER_DEFAULTS,
  keizerRanking,
  keizerSettingRows,
  keizerSettingsText,
  keizerValue,
  pairKeizerNight,
  readKeizerSettings,
} from "../../../src/core/keizer";

const NAMES = ["Anna", "Bram", "Cees", "Dirk", "Els", "Fenna"];

function club(cells: string[][], names: readonly string[] = NAMES, requests: (Player["request"] | undefined)[] = []): Tournament {
  const parsed = parseWallchart(cells);
  expect(parsed.problems).toEqual([]);
  return {
    info: {},
    totalRounds: null,
    initialColour: null,
    players: parsed.value.map((rounds, i) => {
      const request = requests[i];
      return { id: i + 1, name: names[i] ?? `M${i + 1}`, rating: null, rounds, ...(request === undefined ? {} : { request }) };
    }),
  };
}

// The worked example of docs/keizer.md: six members, two nights.
const NIGHT1 = [["W2w"], ["L1b"], ["D4b"], ["D3w"], ["L6w"], ["W5b"]];
const NIGHT2 = [
  ["W2w", "D3b"],
  ["L1b", "FPB"],
  ["D4b", "D1w"],
  ["D3w", "L6b"],
  ["L6w", "H"],
  ["W5b", "W4w"],
];

const table = (t: Tournament, nights?: number) =>
  keizerRanking(t, KEIZER_DEFAULTS, nights).rows.map((r) => [r.rank, r.name, r.score / 6, r.value]);

describe("Keizer value table (docs/keizer.md)", () => {
  test("the top is worth as many points as there are members, one less a place", () => {
    expect([1, 2, 6].map((r) => keizerValue(r, 6, KEIZER_DEFAULTS))).toEqual([6, 5, 1]);
    expect(keizerValue(3, 6, { ...KEIZER_DEFAULTS, top: 40, step: 2 })).toBe(36);
    expect(keizerValue(30, 6, { ...KEIZER_DEFAULTS, top: 10 })).toBe(0);
  });

  test("settings read from rows or a line, fractions exact", () => {
    const s = readKeizerSettings(keizerSettingRows("TOP 40; draw 1/2; notice 0.25; own no; rematch 8; notices 5"));
    expect(s.problems).toEqual([]);
    expect(s.value).toMatchObject({ top: 40, notice: { num: 1, den: 4 }, own: false, rematch: 8, notices: 5 });
    expect(keizerSettingsText(s.value)).toBe("TOP 40; NOTICE 1/4; OWN NO; REMATCH 8; NOTICES 5");
  });

  test("an unknown setting or an unreadable value is a sentence naming the row", () => {
    const s = readKeizerSettings([["Setting", "Value"], ["DRAW", "half"], ["WINS", "1"], ["TOP", "0"]]);
    expect(s.problems.map((p) => p.message)).toEqual([
      'settings row 2: DRAW "half" is not a fraction of the opponent\'s value',
      'settings row 3: "WINS" is not a Keizer setting (expected one of TOP, STEP, WIN, DRAW, LOSS, BYE, DUTY, NOTICE, ABSENT, OWN, REMATCH, NOTICES)',
      'settings row 4: TOP "0" is not the value of rank 1 (blank: the number of members)',
    ]);
  });
});

describe("Keizer ranking: the worked example of docs/keizer.md", () => {
  test("night 1: recomputed until the ranking settles (three passes)", () => {
    expect(table(club(NIGHT1))).toEqual([
      [1, "Anna", 9, 6],
      [2, "Cees", 7, 5],
      [3, "Dirk", 6.5, 4],
      [4, "Bram", 3, 3],
      [5, "Fenna", 3, 2],
      [6, "Els", 1, 1],
    ]);
  });

  test("night 2: club duty 2/3 and absence with notice 1/3 of one's own value", () => {
    const r = keizerRanking(club(NIGHT2), KEIZER_DEFAULTS);
    expect(r.rows.map((x) => [x.rank, x.name, x.score, x.value])).toEqual([
      [1, "Anna", 63, 6],
      [2, "Cees", 57, 5],
      [3, "Fenna", 48, 4],
      [4, "Dirk", 33, 3],
      [5, "Bram", 20, 2],
      [6, "Els", 8, 1],
    ]);
    expect(r.scale).toBe(6);
    expect(r.settled).toBe(true);
    expect(r.ranks).toEqual([
      [1, 2, 3, 4, 5, 6],
      [1, 4, 2, 3, 6, 5],
      [1, 5, 2, 4, 6, 3],
    ]);
    expect(r.rows.find((x) => x.name === "Bram")?.count).toMatchObject({ loss: 1, duty: 1 });
  });

  test("the pairings of the example: night 1 everyone, night 3 no rematch within three nights", () => {
    const n1 = pairKeizerNight(club(NIGHT1.map(() => [])), 1, KEIZER_DEFAULTS).pairing;
    expect(n1.boards).toEqual([
      { white: 1, black: 2 },
      { white: 4, black: 3 },
      { white: 5, black: 6 },
    ]);
    const n2 = pairKeizerNight(club(NIGHT1.map((r, i) => [...r, ...(i === 1 ? ["FPB"] : [])]), NAMES, [undefined, undefined, undefined, undefined, "halfBye"]), 2, KEIZER_DEFAULTS).pairing;
    expect(n2.boards).toEqual([
      { white: 3, black: 1 },
      { white: 6, black: 4 },
    ]);
    expect(n2.unpaired).toEqual([
      { player: 2, reason: "fullBye" },
      { player: 5, reason: "halfBye" },
    ]);
    const n3 = pairKeizerNight(club(NIGHT2), 3, KEIZER_DEFAULTS);
    expect(n3.pairing.boards).toEqual([
      { white: 1, black: 6 },
      { white: 2, black: 3 },
      { white: 4, black: 5 },
    ]);
    expect(n3.rematch).toBe(3);
  });

  test("own value not counted (OWN NO): the passes go round in a circle, the first ranking that comes back is kept", () => {
    // By hand: [1..6] → [1,4,6,3,2,5] → [3,1,4,6,2,5] → [4,3,1,6,2,5] → [3,4,1,6,2,5] → [4,3,1,6,2,5] again.
    const r = keizerRanking(club(NIGHT1), { ...KEIZER_DEFAULTS, own: false });
    expect(r.settled).toBe(false);
    expect(r.rows.map((x) => [x.rank, x.name, x.score / 6, x.value])).toEqual([
      [1, "Dirk", 2.5, 6],
      [2, "Cees", 3, 5],
      [3, "Anna", 2, 4],
      [4, "Fenna", 1, 3],
      [5, "Bram", 0, 2],
      [6, "Els", 0, 1],
    ]);
  });
});

describe("Keizer night: bad input", () => {
  test("a night with one member present is refused with what to do", () => {
    const t = club([[], [], []], NAMES, ["zeroBye", undefined, "halfBye"]);
    expect(() => pairKeizerNight(t, 1, KEIZER_DEFAULTS)).toThrow(ChessInputError);
    expect(() => pairKeizerNight(t, 1, KEIZER_DEFAULTS)).toThrow(
      "Night 1: only #2 Bram is marked present, and a Keizer night needs at least two members present to pair. Leave the Request cell blank for each member who came (H for absent with notice, U for absent without notice).",
    );
  });

  test("the rematch rule is relaxed, and said so, when no pairing keeps it", () => {
    const t = club([["W2w"], ["L1b"]], NAMES);
    const got = pairKeizerNight(t, 2, KEIZER_DEFAULTS);
    expect(got.pairing.boards).toEqual([{ white: 2, black: 1 }]);
    expect(got.rematch).toBe(0);
    expect(got.pairing.notes?.boards[0]).toContain("relaxed to 0");
  });
});

describe("club duty as its own request letter (C)", () => {
  test("C in the Request column: the member is not paired, the night is written FPB and scores DUTY (2/3 of one's own value)", () => {
    const t = club(NIGHT1, NAMES, [undefined, "clubDuty", "halfBye"]);
    const night = pairKeizerNight(t, 2, KEIZER_DEFAULTS).pairing;
    expect(night.unpaired).toEqual(
      expect.arrayContaining([
        { player: 2, reason: "fullBye" },
        { player: 3, reason: "halfBye" },
      ]),
    );
    expect(night.boards.flatMap((b) => [b.white, b.black])).not.toContain(2);
  });

  test("the letter reads and writes as C; a Swiss or a round robin refuses it with what to type instead", () => {
    expect(parseRequests("C").value.next).toBe("clubDuty");
    expect(parseRequests("C3 H4").value.rounds).toEqual({ 3: "clubDuty", 4: "halfBye" });
    expect(makeRequests({ next: "clubDuty", rounds: { 5: "clubDuty" } })).toBe("C C5");
    const t = club(NIGHT1, NAMES, [undefined, "clubDuty"]);
    expect(() => pairNext(t, "DUTCH")).toThrow(
      "#2 Bram: C (club duty) is a Keizer club night's request; in a FIDE Dutch event use H (half-point bye), U (zero-point bye) or W (withdrawn) in the Request column, or type FPB into the round for a full-point bye.",
    );
    expect(() => pairRoundRobinEvent(t, 2, { cycles: 1 })).toThrow("#2 Bram: C (club duty) is a Keizer club night's request; in a round robin use H");
  });
});

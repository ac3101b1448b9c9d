/** The worked season of docs/ladder.md, row by row, as a secretary would follow it by hand. */
import { challengesFor, replayLadder, type LadderRow, type LadderSettings } from "../../../src/core/ladder";

const PLAYERS = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];
const SETTINGS: Partial<LadderSettings> = {
  range: 3,
  win: "TAKE",
  draw: "UP_ONE",
  cooldown: 1,
  forfeitDays: 7,
  inactiveDays: 28,
  inactiveDrop: 1,
};
const LOG: LadderRow[] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-04", "Hana", "Fiona", "½-½"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["~2025-02-11", "Dora", "Greg", "1-0"],
  ["2025-02-11", "Dora", "Brian", "1-0"],
  ["2025-02-18", "Ivan", "Fiona", "1-0"],
  ["2025-02-18", "Chen", "Alice", "REFUSED"],
  ["2025-02-25", "Hana", "Greg", "½-½"],
  ["2025-03-04", "Ivan", "Greg", "1-0"],
  ["2025-03-04", "Brian", "Alice", "0-1"],
  ["2025-03-11", "Ewan", "Hana", "1-0"],
  ["2025-03-11", "Alice", "Chen", "½-½"],
  ["2025-03-18", "Fiona", "Ewan", "1-0"],
];

/** The ladder after each row, as docs/ladder.md prints it. */
const AFTER: string[] = [
  "Alice Brian Chen Greg Dora Ewan Fiona Hana",
  "Alice Brian Chen Greg Dora Ewan Hana Fiona",
  "Alice Brian Chen Greg Dora Ewan Hana Fiona",
  "Alice Brian Chen Greg Dora Ewan Hana Fiona",
  "Alice Dora Brian Chen Greg Ewan Hana Fiona",
  "Alice Dora Brian Chen Greg Ewan Hana Ivan Fiona",
  "Alice Dora Brian Chen Greg Ewan Hana Ivan Fiona",
  "Chen Alice Dora Brian Greg Hana Ewan Ivan Fiona",
  "Chen Dora Alice Brian Ivan Greg Hana Ewan Fiona",
  "Chen Dora Alice Brian Ivan Greg Hana Ewan Fiona",
  "Chen Alice Dora Brian Ivan Greg Ewan Hana Fiona",
  "Alice Chen Dora Brian Ivan Greg Ewan Hana Fiona",
  "Alice Chen Dora Brian Ivan Greg Fiona Ewan Hana",
];

describe("docs/ladder.md worked season (RANGE 3, WIN TAKE, DRAW UP_ONE, COOLDOWN 1, FORFEIT_DAYS 7, INACTIVE_DAYS 28)", () => {
  test.each(AFTER.map((a, i) => [i + 1, a]))("after row %i: %s", (row, expected) => {
    const r = replayLadder(PLAYERS, LOG.slice(0, row as number), SETTINGS);
    expect(r.problems).toEqual([]);
    expect(r.ladder.lines.map((l) => l.name).join(" ")).toBe(expected);
  });
  test("row 4 as first typed, before it was struck out, broke the COOLDOWN", () => {
    const typed = LOG.map((r, i) => (i === 3 ? ["2025-02-11", "Dora", "Greg", "1-0"] : r));
    expect(replayLadder(PLAYERS, typed, SETTINGS).problems.map((p) => p.message)).toEqual([
      "games row 4: Dora (5th) last met Greg (4th) at games row 1 and has played no other game since (COOLDOWN 1: 1 other game first)",
    ]);
  });
  test("after row 7, Chen's challenge is waiting: it counts from 25 February", () => {
    expect(replayLadder(PLAYERS, LOG.slice(0, 7), SETTINGS).pending).toEqual([
      { row: 7, challenger: "chen", defender: "alice", result: "REFUSED", due: 45713 },
    ]);
  });
  test("the final ladder, with games played", () => {
    const r = replayLadder(PLAYERS, LOG, SETTINGS);
    expect(r.ladder.lines.map((l) => [l.position, l.name, l.games])).toEqual([
      [1, "Alice", 2],
      [2, "Chen", 2],
      [3, "Dora", 2],
      [4, "Brian", 2],
      [5, "Ivan", 2],
      [6, "Greg", 3],
      [7, "Fiona", 3],
      [8, "Ewan", 3],
      [9, "Hana", 3],
    ]);
  });
  test("whom Hana may challenge next: Greg and Fiona (Ewan beat her last)", () => {
    const r = replayLadder(PLAYERS, LOG, SETTINGS);
    expect(challengesFor(r.state, "Hana").value.map((c) => c.name)).toEqual(["Fiona", "Greg"]);
    expect(challengesFor(r.ladder, "Hana", SETTINGS, LOG).value.map((c) => c.name)).toEqual(["Fiona", "Greg"]);
  });
});

describe("docs/ladder.md: the same season as a points ladder (WIN 3, DRAW 1, LOSS 0)", () => {
  test("a default counts the WIN points on its due day; ties keep the starting order", () => {
    const r = replayLadder(PLAYERS, LOG, { type: "POINTS", winPoints: 30, drawPoints: 10, lossPoints: 0 });
    expect(r.problems).toEqual([]);
    expect(r.ladder.lines.map((l) => `${l.name} ${(l.points ?? 0) / 10}`)).toEqual([
      "Chen 7",
      "Ivan 6",
      "Alice 4",
      "Fiona 4",
      "Greg 4",
      "Dora 3",
      "Ewan 3",
      "Hana 2",
      "Brian 0",
    ]);
  });
});

describe("docs/ladder.md: a rating ladder with K = ACF (seed 000 Table 2, K = 15)", () => {
  test("three games by hand", () => {
    const players = [
      { name: "Ann", rating: 1650 },
      { name: "Ben", rating: 1500 },
      { name: "Cal", rating: 1380 },
    ];
    const log = [
      ["2025-04-01", "Cal", "Ann", "1-0"], // 270 apart: .83/.17 → Cal +12.45
      ["2025-04-08", "Ben", "Ann", "½-½"], // 137.55 → 138 apart: .69/.31 → Ben +2.85
      ["2025-04-15", "Cal", "Ben", "1-0"], // 110.40 → 110 apart: .65/.35 → Cal +9.75
    ];
    const steps = [1, 2, 3].map((n) =>
      replayLadder(players, log.slice(0, n), { type: "RATING", k: "ACF" }).ladder.lines.map(
        (l) => `${l.name} ${l.rating}`,
      ),
    );
    expect(steps).toEqual([
      ["Ann 1637.55", "Ben 1500", "Cal 1392.45"],
      ["Ann 1634.7", "Ben 1502.85", "Cal 1392.45"],
      ["Ann 1634.7", "Ben 1493.1", "Cal 1402.2"],
    ]);
  });
});

/**
 * Issue 32, item 5: members leave (LEFT), are frozen in place (AWAY: skipped by challenges and
 * inactivity) and return (BACK), on docs/ladder.md's Riverside ladder; and a past result corrected in
 * place, the ladder replayed from it, the rows whose effect changed listed.
 */
import fc from "fast-check";
import { challengesFor, correction, ladderTrace, replayLadder, type LadderRow } from "../../../src/core/ladder";

const RIVERSIDE = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];
const names = (log: LadderRow[], settings = {}) =>
  replayLadder(RIVERSIDE, log, settings).ladder.lines.map((l) => l.name);
const problems = (log: LadderRow[], settings = {}) =>
  replayLadder(RIVERSIDE, log, settings).problems.map((p) => p.message);

describe("members: LEFT, AWAY, BACK", () => {
  test("LEFT takes a member off; everyone below moves up one; a later game naming them is refused until BACK", () => {
    const log = [["2025-02-04", "Brian", "", "LEFT"]];
    expect(names(log)).toEqual(["Alice", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"]);
    expect(problems([...log, ["2025-02-11", "Brian", "Alice", "1-0"]])).toEqual([
      "games row 2: Brian left the ladder (games row 1): log BACK for them first (they rejoin at the bottom)",
    ]);
  });

  test("BACK after LEFT rejoins at the bottom", () => {
    const log = [
      ["2025-02-04", "Brian", "", "LEFT"],
      ["2025-03-04", "Brian", "", "BACK"],
    ];
    expect(names(log)).toEqual(["Alice", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana", "Brian"]);
  });

  test("AWAY keeps the place: a win passes around the frozen player, and the range does not count them", () => {
    // Dora (4th) away; Greg (7th) is 3 places below Chen counting only those not away: in range.
    const log = [
      ["2025-02-04", "Dora", "", "AWAY"],
      ["2025-02-04", "Greg", "Chen", "1-0"],
    ];
    expect(names(log)).toEqual(["Alice", "Brian", "Greg", "Dora", "Chen", "Ewan", "Fiona", "Hana"]);
    const lines = replayLadder(RIVERSIDE, log).ladder.lines;
    expect(lines[3]).toMatchObject({ position: 4, name: "Dora", away: true });
  });

  test("nobody may challenge a member who is away, nor may they challenge; challengesFor skips them", () => {
    const away = [["2025-02-04", "Dora", "", "AWAY"]];
    expect(problems([...away, ["2025-02-04", "Ewan", "Dora", "1-0"]])).toEqual([
      "games row 2: Dora is away (games row 1): log BACK for them first",
    ]);
    const state = replayLadder(RIVERSIDE, away).state;
    // Fiona (6th) may reach three players up, not counting Dora: Ewan, Chen, Brian.
    expect(challengesFor(state, "Fiona").value.map((c) => c.name)).toEqual(["Ewan", "Chen", "Brian"]);
    expect(challengesFor(state, "Dora").value).toEqual([]);
  });

  test("inactivity does not count while away; BACK starts the count again", () => {
    const settings = { inactiveDays: 28 };
    // Hana beats Greg on 25 Feb; by 4 March everyone else has been idle 28 days and drops one place
    // below Hana — except Alice, away, who keeps the top.
    const log = [
      ["2025-02-04"],
      ["2025-02-04", "Alice", "", "AWAY"],
      ["2025-02-25", "Hana", "Greg", "1-0"],
      ["2025-03-04"],
    ];
    expect(names(log, settings).slice(0, 3)).toEqual(["Alice", "Hana", "Brian"]);
    const notAway = log.filter((r) => r[3] !== "AWAY");
    expect(names(notAway, settings).slice(0, 2)).toEqual(["Hana", "Alice"]);
    const back = replayLadder(RIVERSIDE, [...log, ["2025-03-11", "Alice", "", "BACK"]], settings).state;
    expect(back.players.get("alice")).toMatchObject({ lastActive: 45727, drops: 0 });
    expect(back.players.get("alice")?.away).toBeUndefined();
  });

  test("a member's row names one member and leaves the defender blank; misspelt, it asks 'did you mean'", () => {
    expect(problems([["2025-02-04", "Brian", "Alice", "LEFT"]])).toEqual([
      "games row 1: a LEFT row names one member, in the 2nd column, and leaves the 3rd blank",
    ]);
    expect(problems([["2025-02-04", "Brain", "", "AWAY"]])).toEqual([
      'games row 1: Brain is not on the ladder, so cannot be marked AWAY; did you mean "Brian" for "Brain"?',
    ]);
    expect(problems([["2025-02-04", "Brian", "", "BACK"]])).toEqual([
      "games row 1: Brian is on the ladder and not away: there is nobody to bring back",
    ]);
  });

  test("a challenge waiting to count is dropped when either player leaves", () => {
    const log = [["2025-02-18", "Chen", "Alice", "REFUSED"], ["2025-02-20", "Alice", "", "LEFT"], ["2025-03-04"]];
    const r = replayLadder(RIVERSIDE, log);
    expect(r.pending).toEqual([]);
    expect(r.ladder.lines.map((l) => l.name).slice(0, 3)).toEqual(["Brian", "Chen", "Dora"]);
  });
});

const SEASON: LadderRow[] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-04", "Hana", "Fiona", "½-½"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["2025-02-11", "Dora", "Brian", "1-0"],
  ["2025-02-18", "Ivan", "Fiona", "1-0"],
  ["2025-02-25", "Hana", "Greg", "½-½"],
  ["2025-03-04", "Ivan", "Greg", "1-0"],
];

describe("a past result corrected in place", () => {
  test("Dora's win over Brian (row 4) was a loss: the rows whose effect changed and who stands elsewhere", () => {
    const fixed = SEASON.map((r, i) => (i === 3 ? [r[0], r[1], r[2], "0-1"] : r));
    const c = correction(RIVERSIDE, SEASON, fixed, 4);
    // Row 4 itself, and rows 6 and 7 (Greg stands a place higher when Hana and Ivan meet him).
    expect(c.rows.map((x) => x.row)).toEqual([4, 6, 7]);
    expect(c.moved).toEqual([
      ["Brian", 3, 2],
      ["Chen", 4, 3],
      ["Ivan", 5, 4],
      ["Greg", 6, 5],
      ["Dora", 2, 6],
    ]);
    expect(c.refused).toEqual([]);
    expect(replayLadder(RIVERSIDE, fixed).ladder.lines.map((l) => l.name)).toEqual([
      "Alice",
      "Brian",
      "Chen",
      "Ivan",
      "Greg",
      "Dora",
      "Ewan",
      "Fiona",
      "Hana",
    ]);
  });

  test("a correction that makes a later game break a rule names it", () => {
    // Greg's win (row 1) made a loss: Greg stays 7th, and Ivan's win over him at row 7 still stands,
    // but Hana – Greg at row 6 now goes downward.
    const fixed = SEASON.map((r, i) => (i === 0 ? [r[0], r[1], r[2], "0-1"] : r));
    const c = correction(RIVERSIDE, SEASON, fixed, 1);
    expect(c.rows[0]?.row).toBe(1);
    expect(c.refused.length).toBeGreaterThan(0);
    for (const m of c.refused) expect(m).toMatch(/^games row \d+: /);
  });

  const row = fc.tuple(
    fc.constantFrom(...RIVERSIDE, "Ivan"),
    fc.constantFrom(...RIVERSIDE, "Ivan"),
    fc.constantFrom("1-0", "0-1", "½-½"),
  );
  const logs = fc
    .array(row, { minLength: 1, maxLength: 20 })
    .map((rows) =>
      rows.map(([c, d, r], i): LadderRow => [`2025-03-${String(1 + Math.floor(i / 2)).padStart(2, "0")}`, c, d, r]),
    );

  test("property: correcting a row to the result it has changes nothing", () => {
    fc.assert(
      fc.property(logs, fc.nat(), (log, k) => {
        const row = (k % log.length) + 1;
        const c = correction(RIVERSIDE, log, log, row);
        expect(c).toEqual({ rows: [], moved: [], refused: [] });
      }),
      { numRuns: 100 },
    );
  });

  test("property: a correction changes nothing before its row, and the trace ends on replayLadder's ladder", () => {
    fc.assert(
      fc.property(logs, fc.nat(), fc.constantFrom("1-0", "0-1", "½-½"), (log, k, result) => {
        const at = k % log.length;
        const fixed = log.map((r, i) => (i === at ? [r[0], r[1], r[2], result] : r));
        const [was, now] = [ladderTrace(RIVERSIDE, log), ladderTrace(RIVERSIDE, fixed)];
        expect(now.filter((s) => s.row <= at)).toEqual(was.filter((s) => s.row <= at));
        for (const x of correction(RIVERSIDE, log, fixed, at + 1).rows) expect(x.row).toBeGreaterThanOrEqual(at + 1);
        const last = now[now.length - 1]?.order;
        const replayed = replayLadder(RIVERSIDE, fixed).state.order;
        expect(last).toEqual(replayed);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * Issue 32, item 5 in the workbook: a member leaves, goes away and comes back (one Ladder log row
 * each), and a past result is corrected in place — asked first, since the cell is filled — the
 * ladder replayed from that row with the rows whose effect changed listed. The Ladder sheet after a
 * correction is the ladder built from the corrected log.
 */
import { replayLadder } from "../../src/core/ladder";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness, type Harness } from "./helpers";

const RIVERSIDE = ["Alice", "Brian", "Chen", "Dora", "Ewan", "Fiona", "Greg", "Hana"];
const GAMES: [string, string, string, string][] = [
  ["2025-02-04", "Greg", "Dora", "1-0"],
  ["2025-02-11", "Ewan", "Chen", "0-1"],
  ["2025-02-11", "Dora", "Brian", "1-0"],
  ["2025-02-18", "Ivan", "Fiona", "1-0"],
];

async function club(): Promise<Harness> {
  const h = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
  expectDone(await h.run("setupLadder", { type: "CHALLENGE", players: RIVERSIDE }));
  for (const [date, challenger, defender, result] of GAMES)
    expectDone(await h.run("recordLadderGame", { date, challenger, defender, result }));
  return h;
}

const names = (h: Harness) =>
  h.wb
    .values("Ladder")
    .slice(1)
    .filter((r) => typeof r[0] === "number")
    .map((r) => String(r[1]));

describe("members (Ladder › Members)", () => {
  test("Away keeps the place and says so; a challenge to them is refused; Back makes them active again", async () => {
    const h = await club();
    const o = expectDone(await h.run("ladderMember", { date: "2025-02-25", member: "chen", change: "AWAY" }));
    expect(o.message).toBe(
      "Recorded: Chen is away on 2025-02-25 (Ladder log row 6) and rebuilt the Ladder sheet: kept 4th, skipped by challenges and inactivity until Back.",
    );
    expect(h.wb.values("Ladder log")[5]).toEqual(["2025-02-25", "Chen", null, "AWAY"]);
    expect(h.wb.values("Ladder")[4]?.slice(0, 2)).toEqual([4, "Chen (away)"]);
    // A member's row is not a game.
    const status = expectDone(await h.run("ladderStatus")).data as {
      games: number;
      lines: { name: string; away?: true }[];
    };
    expect(status.games).toBe(4);
    expect(status.lines.find((l) => l.name === "Chen")?.away).toBe(true);
    const refused = await h.run("recordLadderGame", {
      date: "2025-02-25",
      challenger: "Greg",
      defender: "Chen",
      result: "1-0",
    });
    expect(refused.message).toBe(
      "Ladder log row 7: Chen is away (Ladder log row 6): log BACK for them first. Nothing was written.",
    );
    const back = expectDone(await h.run("ladderMember", { date: "2025-03-04", member: "Chen", change: "BACK" }));
    expect(back.message).toMatch(
      /^Recorded: Chen is back on 2025-03-04 \(Ladder log row 7\) .*: 4th; inactivity counts from 2025-03-04\.$/,
    );
  });

  test("Leaves: those below move up one; Back: at the bottom", async () => {
    const h = await club();
    const o = expectDone(await h.run("ladderMember", { date: "2025-02-25", member: "Alice", change: "LEFT" }));
    expect(o.message).toMatch(
      /^Recorded: Alice leaves on 2025-02-25 \(Ladder log row 6\) and rebuilt the Ladder sheet: those below move up one\. /,
    );
    expect(names(h)[0]).toBe("Dora");
    expectDone(await h.run("ladderMember", { date: "2025-03-04", member: "Alice", change: "BACK" }));
    expect(names(h).at(-1)).toBe("Alice");
  });

  test("a misspelt member is refused with did you mean, and nothing is written", async () => {
    const h = await club();
    const before = h.wb.values("Ladder log").length;
    const o = await h.run("ladderMember", { date: "2025-02-25", member: "Chne", change: "AWAY" });
    expect(o.kind).toBe("refused");
    expect(o.message).toMatch(/Chne is not on the ladder, so cannot be marked AWAY; did you mean "Chen" for "Chne"\?/);
    expect(h.wb.values("Ladder log").length).toBe(before);
  });
});

describe("Correct a result (Ladder › Correct a result)", () => {
  test("Dora beat Brian was a loss: asked first with what moves, then the row is changed in place and the ladder replayed", async () => {
    const h = await club();
    const log = h.wb.values("Ladder log").map((r) => [...r]);
    const ask = await h.run("correctLadderRow", { row: 4, result: "0-1", challenger: "Dora", defender: "Brian" });
    expect(ask.kind).toBe("confirm");
    expect(ask.message).toMatch(
      /^Correct Ladder log row 4 \(2025-02-11 · Dora – Brian 1-0\) to 0-1\? The ladder is replayed from that row: 1 row from Ladder log row 4 on changes its effect; 4 players end elsewhere: Brian 2nd \(was 3rd\), Chen 3rd \(was 4th\), Greg 4th \(was 5th\), Dora 5th \(was 2nd\)\. Ladder log row 4 \(2025-02-11 · Dora – Brian 0-1\): Dora 5th → 5th, Brian 2nd → 2nd\.$/,
    );
    expect(h.wb.values("Ladder log")).toEqual(log);
    const o = expectDone(
      await h.run("correctLadderRow", {
        row: 4,
        result: "0-1",
        challenger: "Dora",
        defender: "Brian",
        confirmed: ask.kind === "confirm" ? ask.overwrites : [],
      }),
    );
    expect(o.message).toMatch(/^Corrected Ladder log row 4 to 0-1 and replayed the ladder from it: /);
    expect(h.wb.values("Ladder log")[3]).toEqual(["2025-02-11", "Dora", "Brian", "0-1"]);
    // The Ladder sheet is the ladder built from the corrected log.
    const fixed = GAMES.map((g, i) => (i === 2 ? [g[0], g[1], g[2], "0-1"] : g));
    expect(names(h)).toEqual(replayLadder(RIVERSIDE, fixed).ladder.lines.map((l) => l.name));
  });

  test("refuses a row that changed since it was chosen, a member's row, and a result that is already there", async () => {
    const h = await club();
    expect(
      (await h.run("correctLadderRow", { row: 4, result: "0-1", challenger: "Ewan", defender: "Chen" })).message,
    ).toMatch(/^Ladder log row 4 now holds 2025-02-11 · Dora – Brian 1-0, not Ewan – Chen/);
    expect((await h.run("correctLadderRow", { row: 4, result: "1-0" })).message).toBe(
      "Ladder log row 4 already says 1-0; nothing was changed.",
    );
    expectDone(await h.run("ladderMember", { date: "2025-02-25", member: "Chen", change: "AWAY" }));
    expect((await h.run("correctLadderRow", { row: 6, result: "1-0" })).message).toMatch(/is not a game with a result/);
  });
});

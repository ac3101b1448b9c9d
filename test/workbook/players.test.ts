/** Late entries, byes for any round ahead, withdraw and return (issue 11 items 1–3), over the in-memory workbook. */
import { readWorkbook } from "../../src/core/formats/workbook";
import { score } from "../../src/core/model/points";
import type { Tournament } from "../../src/core/model/types";
import { rerankLateEntries } from "../../src/core/model/rerank";
import { pairRound } from "../../src/core/pairing";
import type { EventStatus } from "../../src/workbook/api";
import { defaultContext } from "../../src/workbook/wiring";
import { MemoryWorkbook } from "../../src/workbook/memory";
import { expectDone, harness, roundColumns, sampleBook, typeResults, type Harness } from "./helpers";

async function playRound(h: Harness, round: number): Promise<void> {
  expectDone(await h.run("pairNext"));
  typeResults(h.wb, `Round ${round}`);
  expectDone(await h.run("enterResults"));
}

const idOf = (cell: unknown) => Number(/^#(\d+)/.exec(String(cell))?.[1]);
function byesOf(h: Harness, round: number): Record<number, string> {
  const out: Record<number, string> = {};
  const grid = h.wb.values(`Round ${round}`);
  const { white, black } = roundColumns(grid);
  for (const r of grid.slice(1))
    if (r[0] === null || r[0] === "" || r[0] === undefined) out[idOf(r[white])] = String(r[black]);
  return out;
}

describe("Add a player (late entries)", () => {
  test("after round 2: half-point byes for rounds 1–2 in the wallchart and on both round sheets, Joined 3, paired in round 3", async () => {
    const h = harness(sampleBook(8, 4));
    await playRound(h, 1);
    await playRound(h, 2);
    const o = expectDone(await h.run("addPlayer", { name: "Dana Lee", rating: 1650, missed: "H" }));
    expect(o.message).toBe(
      "Added #9 Dana Lee (1650) from round 3. Missed rounds 1–2: half-point byes (½ point each). US Chess pairs by rating: the new player takes a place by rating.",
    );
    const players = h.wb.values("Players");
    const joined = players[0]!.indexOf("Joined");
    expect(joined).toBeGreaterThan(2);
    expect(players[9]?.slice(0, 3)).toEqual([9, "Dana Lee", 1650]);
    expect(players[9]?.[joined]).toBe(3);
    expect(h.wb.values("Wallchart")[9]).toEqual([9, "Dana Lee", "H", "H"]);
    const r1 = h.wb.values("Round 1");
    const cols = roundColumns(r1);
    const last = r1[r1.length - 1] ?? [];
    expect([last[0] ?? null, last[cols.white], last[cols.black], last[cols.result]]).toEqual([
      null,
      "#9 Dana Lee",
      "H",
      "½",
    ]);
    const read = readWorkbook({ sheets: h.wb.toSheets() });
    expect(read.problems).toEqual([]);
    expect(score(read.value.players[8]!, 2)).toBe(10);
    const status = expectDone(await h.run("status")).data as EventStatus;
    expect(status.players).toBe(9);
    expect(status.problems).toEqual([]);
    await playRound(h, 3);
    expect(String(h.wb.values("Wallchart")[9]?.[4])).toMatch(/^[WLDXFB]/);
  });

  test("zero-point byes when the director says so; before round 1 nothing is missed and no Joined column appears", async () => {
    const h = harness(sampleBook(6, 3));
    expect(expectDone(await h.run("addPlayer", { name: "Early Bird" })).message).toBe(
      "Added #7 Early Bird (unrated) from round 1. US Chess pairs by rating: the new player takes a place by rating.",
    );
    expect(h.wb.values("Players")[0]).not.toContain("Joined");
    await playRound(h, 1);
    expectDone(await h.run("addPlayer", { name: "Late Bird", rating: "1400", missed: "U" }));
    expect(h.wb.values("Wallchart")[8]?.slice(0, 3)).toEqual([8, "Late Bird", "U"]);
    expect(byesOf(h, 1)[8]).toBe("U");
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });

  test("refusals: no name, a rating that is not a number, no event; the same name asks first", async () => {
    const h = harness(sampleBook(4, 3));
    expect((await h.run("addPlayer", { name: "  " })).message).toBe("A new player needs a name.");
    expect((await h.run("addPlayer", { name: "X", rating: "strong" })).message).toBe(
      '"strong" is not a rating (a whole number; blank for unrated). Nothing was added.',
    );
    const empty = harness(new MemoryWorkbook([{ name: "Sheet1", cells: [] }]));
    expect((await empty.run("addPlayer", { name: "X" })).message).toMatch(/^There is no event here yet/);
    const first = String(h.wb.values("Players")[1]?.[1]);
    const o = await h.run("addPlayer", { name: first.toUpperCase() });
    expect(o.kind).toBe("confirm");
    expect(o.kind === "confirm" && o.warnings).toEqual([
      `#1 ${first} has the same name: the same player entered twice?`,
    ]);
    expect(h.wb.values("Players").length).toBe(5);
  });

  test("FIDE Dutch: the late entry keeps his number and the message says he is ranked by rating (C.04.2)", async () => {
    const h = harness(sampleBook(6, 3), defaultContext);
    expectDone(await h.run("saveSettings", { settings: { system: "DUTCH" } }));
    await playRound(h, 1);
    const o = expectDone(await h.run("addPlayer", { name: "Dana Lee", rating: 2400, missed: "H" }));
    expect(o.message).toMatch(
      /^Added #7 Dana Lee \(2400\) from round 2\. Missed round 1: half-point byes .* FIDE Dutch: the new player is ranked by rating/,
    );
    let seen: Tournament | null = null;
    const spy = harness(h.wb, {
      ...defaultContext,
      pair: (t, r, sys, opt) => ((seen = t), defaultContext.pair(t, r, sys, opt)),
    });
    const paired = expectDone(await spy.run("pairNext"));
    // The engine is given him as #7, joined in round 2, and ranks him first (rated highest): its
    // pairing is the re-ranked field's, told in the event's own numbers.
    const shown = seen as Tournament | null;
    expect(shown?.players[6]).toMatchObject({ id: 7, name: "Dana Lee", joinedRound: 2 });
    const reranked = rerankLateEntries(shown as Tournament);
    expect(reranked?.original[0]).toBe(7);
    const back = (id: number) => reranked?.original[id - 1] ?? id;
    const direct = pairRound(reranked?.tournament as Tournament, 2, "DUTCH", { totalRounds: 3 });
    expect(pairRound(shown as Tournament, 2, "DUTCH", { totalRounds: 3 }).boards).toEqual(
      direct.boards.map((b) => ({ white: back(b.white), black: back(b.black) })),
    );
    expect(paired.details?.join("\n")).toContain("#7 Dana Lee");
    // Check pairings measures the round against the same pairing: the engine's, no rule broken.
    const checked = expectDone(await h.run("checkPairings"));
    expect(checked.message).toBe("Every round checked is the DUTCH engine's pairing (2 rounds).");
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });
});

describe("A new row typed into Players after round 1", () => {
  test("is not paired silently on 0: the director is told, and the missed rounds become zero-point byes", async () => {
    const h = harness(sampleBook(6, 3));
    await playRound(h, 1);
    h.wb.setBlock("Players", 7, 0, [[7, "Walk In", 1500]]);
    const o = await h.run("pairNext");
    expect(o.kind).toBe("confirm");
    expect(o.kind === "confirm" && o.warnings).toEqual([
      "#7 Walk In has nothing in round 1: a late entry? Those rounds are recorded as zero-point byes (U); for half-point byes type H there in the wallchart, or enter the player with Add a player.",
    ]);
    expectDone(await h.run("pairNext", { acknowledged: o.kind === "confirm" ? o.warnings : [] }));
    expect(h.wb.values("Wallchart")[7]?.slice(0, 3)).toEqual([7, "Walk In", "U"]);
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });
});

describe("Byes and absences for any round ahead (Request column: H3 H5 U4)", () => {
  test("set before round 1, honoured in rounds 3, 4 and 5, each used once", async () => {
    const h = harness(sampleBook(8, 5));
    const o = expectDone(await h.run("setRequests", { player: 2, requests: "h5, H3 u4" }));
    expect(o.message).toMatch(
      /^#2 .*: half-point byes in rounds 3 and 5; absent in round 4 \(zero-point bye\) \(Wallchart Request: H3 U4 H5\)\.$/,
    );
    const req = () => h.wb.values("Wallchart")[2]?.[h.wb.values("Wallchart")[0]!.indexOf("Request")] ?? null;
    await playRound(h, 1);
    await playRound(h, 2);
    expect(req()).toBe("H3 U4 H5");
    await playRound(h, 3);
    expect(byesOf(h, 3)[2]).toBe("H");
    expect(req()).toBe("U4 H5");
    await playRound(h, 4);
    expect(byesOf(h, 4)[2]).toBe("U");
    await playRound(h, 5);
    expect(byesOf(h, 5)[2]).toBe("H");
    expect(req()).toBeNull();
    const t = readWorkbook({ sheets: h.wb.toSheets() }).value;
    expect(t.players[1]?.rounds.map((e) => e?.kind)).toEqual([
      expect.any(String),
      expect.any(String),
      "halfBye",
      "zeroBye",
      "halfBye",
    ]);
  });

  test("typed in the sheet works the same; a letter alone is the next round", async () => {
    // The real engine: the test pairer makes rematches, which Enter results now refuses (issue 29).
    const h = harness(sampleBook(6, 3), defaultContext);
    await playRound(h, 1);
    h.wb.setBlock("Wallchart", 0, 3, [["Request"]]);
    h.wb.type("Wallchart", 3, 3, "U3");
    h.wb.type("Wallchart", 4, 3, "H");
    await playRound(h, 2);
    expect(byesOf(h, 2)).toMatchObject({ 4: "H" });
    await playRound(h, 3);
    expect(byesOf(h, 3)).toMatchObject({ 3: "U" });
    expect(byesOf(h, 3)[4]).toBeUndefined();
  });

  test("US Chess 28L4: a player committed to a half-point bye later is passed over for the full-point bye", async () => {
    const plain = harness(sampleBook(9, 3), defaultContext);
    expectDone(await plain.run("pairNext"));
    const lowest = Object.entries(byesOf(plain, 1)).find(([, v]) => v === "BYE")?.[0];
    expect(lowest).toBe("9");
    const committed = harness(sampleBook(9, 3), defaultContext);
    expectDone(await committed.run("setRequests", { player: 9, requests: "H3" }));
    expectDone(await committed.run("pairNext"));
    const bye = Object.entries(byesOf(committed, 1)).find(([, v]) => v === "BYE")?.[0];
    expect(bye).toBe("8");
  });

  test("refusals: a round already paired, a round beyond the event, a token that is no request", async () => {
    const h = harness(sampleBook(6, 4));
    await playRound(h, 1);
    expect((await h.run("setRequests", { player: 2, requests: "H1 H3" })).message).toBe(
      "Nothing was changed: round 1 is paired already: a request can only be for round 2 or later (to change a paired round, undo its pairing first).",
    );
    expect((await h.run("setRequests", { player: 2, requests: "H7" })).message).toBe(
      "Nothing was changed: The event has 4 rounds: there is no round 7.",
    );
    const bad = await h.run("setRequests", { player: 2, requests: "H3 X4" });
    expect(bad.kind === "refused" && bad.problems).toEqual([
      `#2's requests: "H3 X4" holds "X4", which is not a request (expected H half-point bye, U zero-point bye, W withdrawn, C club duty (Keizer club nights), each alone for the next round or with a round number: H3 H5 U4 W6)`,
    ]);
    expect((await h.run("setRequests", { player: 99, requests: "H3" })).message).toBe(
      "There is no player #99 (the event has 6 players).",
    );
  });
});

describe("Withdraw and return", () => {
  test("withdrawn from round 2 (never paired after), back from round 4 (absent in round 3)", async () => {
    const h = harness(sampleBook(8, 5));
    await playRound(h, 1);
    expect(expectDone(await h.run("withdrawPlayer", { player: 3 })).message).toMatch(
      /^#3 .*: withdrawn from round 2: never paired after \(Wallchart Request: W2\)\.$/,
    );
    await playRound(h, 2);
    expect(byesOf(h, 2)[3]).toBe("U");
    expect(expectDone(await h.run("returnPlayer", { player: 3, fromRound: 4 })).message).toMatch(
      /^#3 .*: back from round 4; absent until then \(zero-point byes in round 3\) \(Wallchart Request: U3\)\.$/,
    );
    await playRound(h, 3);
    expect(byesOf(h, 3)[3]).toBe("U");
    await playRound(h, 4);
    expect(byesOf(h, 4)[3]).toBeUndefined();
    expect(readWorkbook({ sheets: h.wb.toSheets() }).problems).toEqual([]);
  });

  test("withdrawn ahead (W4) is paired until then", async () => {
    const h = harness(sampleBook(8, 5));
    expectDone(await h.run("withdrawPlayer", { player: 5, fromRound: 3 }));
    await playRound(h, 1);
    await playRound(h, 2);
    expect(byesOf(h, 2)[5]).toBeUndefined();
    await playRound(h, 3);
    expect(byesOf(h, 3)[5]).toBe("U");
  });

  test("refusals: withdrawing from a paired round, returning a player who is not withdrawn, returning before the next round", async () => {
    const h = harness(sampleBook(6, 4));
    await playRound(h, 1);
    expect((await h.run("withdrawPlayer", { player: 2, fromRound: 1 })).message).toMatch(
      /^Round 1 is paired already: #2 .* can be withdrawn from round 2 on/,
    );
    expect((await h.run("returnPlayer", { player: 2 })).message).toMatch(
      /^#2 .* is not withdrawn: nothing to return from\.$/,
    );
    expectDone(await h.run("withdrawPlayer", { player: 2 }));
    expect((await h.run("returnPlayer", { player: 2, fromRound: 1 })).message).toMatch(
      /can come back from round 2 at the earliest/,
    );
  });
});
